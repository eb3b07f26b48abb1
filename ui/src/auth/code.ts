/** The sign-in code as typed: alphanumerics only, upper-case, 6 characters, shown as XXX-XXX. */
export const CODE_LENGTH = 6;

/** Keeps the letters and digits of what was typed or pasted, upper-cased, at most 6. */
export function cleanCode(typed: string): string {
  return typed.replace(/[^A-Za-z0-9]/g, '').toUpperCase().slice(0, CODE_LENGTH);
}

/** 'ABCDEF' -> 'ABC-DEF'; 'AB' -> 'AB'; 'ABCD' -> 'ABC-D'. */
export function formatCode(code: string): string {
  return code.length > 3 ? `${code.slice(0, 3)}-${code.slice(3)}` : code;
}
