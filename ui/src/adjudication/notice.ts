/**
 * The notice of adjudication's form, as plain rules (tested on their own): the s 28(2) questions (e) and (f)
 * have no default, a field's errors come from the notice's `problems` and the last refusal, and the
 * bundle's progress reads in words.
 */

/** A yes/no answer not given yet is null: the form never picks one. */
export type Answer = boolean | null;

export interface NoticeForm {
  claimNumbers: number[];
  /** The variations in dispute, by their global IDs (the prepare input's `variationIds`, read by the server). */
  variationIds: string[];
  dispute: string;
  arose: string;
  relief: string;
  chargingOrder: Answer;
  ownerLiability: Answer;
  /** The owner it is served on too when (f) is yes (s 28(1)(b)); sent only then. */
  ownerName: string;
  ownerAddress: string;
}

export interface Problem {
  readonly field: string;
  readonly message: string;
}

/** The form as the prepare mutation's input: one save, the owner with it (empty unless (f) is yes). */
export function prepareInput(contractId: string, number: number | null, form: NoticeForm) {
  const owner = form.ownerLiability === true;
  return {
    contractId,
    number,
    claimNumbers: [...form.claimNumbers].sort((a, b) => a - b),
    variationIds: [...form.variationIds].sort(),
    dispute: form.dispute,
    arose: form.arose,
    relief: form.relief,
    chargingOrder: form.chargingOrder,
    ownerLiability: form.ownerLiability,
    ownerName: owner ? form.ownerName : '',
    ownerAddress: owner ? form.ownerAddress : '',
  };
}

/** Toggle a claim in or out of the dispute. */
export function toggleClaim(numbers: readonly number[], number: number, on: boolean): number[] {
  const rest = numbers.filter((n) => n !== number);
  return on ? [...rest, number].sort((a, b) => a - b) : rest;
}

/** The messages shown beside `field`: the notice's problems for it, and the last refusal when it named it. */
export function fieldErrors(field: string, problems: readonly Problem[], refused: { field: string | null; message: string } | null): string[] {
  const out = problems.filter((p) => p.field === field).map((p) => p.message);
  if (refused && refused.field === field && !out.includes(refused.message)) out.push(refused.message);
  return out;
}

export function answerValue(answer: Answer): 'yes' | 'no' | '' {
  return answer === true ? 'yes' : answer === false ? 'no' : '';
}

export function bundleProgressLabel(status: string, progress: number): string {
  if (status === 'Ready') return 'Ready to download';
  if (status === 'Failed') return 'The bundle could not be built. Try again.';
  if (status === 'Queued') return 'Waiting to start…';
  return `Building… ${Math.max(0, Math.min(100, progress))}%`;
}

/** The variations a notice lists, as the form's ids: its items of kind 'variation', by the id the server gave each. */
export function chosenVariations(items: readonly { kind: string; variationId?: string | null }[]): string[] {
  return items.filter((i) => i.kind === 'variation' && i.variationId).map((i) => i.variationId as string);
}

/** Toggle a variation in or out of the dispute, each once. */
export function toggleVariation(ids: readonly string[], id: string, on: boolean): string[] {
  if (!on) return ids.filter((v) => v !== id);
  return ids.includes(id) ? [...ids] : [...ids, id];
}
