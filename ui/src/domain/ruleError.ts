/** A rule refused a value; `message` is the text to show the user (the spec's words). */
export class RuleError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RuleError';
  }
}
