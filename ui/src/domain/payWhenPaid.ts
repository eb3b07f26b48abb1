/**
 * Wording that makes payment depend on another contract (pay-when-paid, CCA s 13): the one rule
 * app/domain/pay_when_paid.py states (its docstring says what it finds and what it leaves alone),
 * mirrored word for word; both sides run tests/vectors/pay_when_paid.json. The browser uses it for
 * the retention stages' refusal as you type (ui/src/domain/retentionTerms.ts); the schedule's s 13
 * warning is the server's answer (PaymentSchedule.payWhenPaidWarnings), not decided here.
 */
const PAYER = '(?:principal|client|owner|employer|developer|head contractor|main contractor)';
const THE = '(?:the\\s+|our\\s+|my\\s+)?';

export const OTHER_CONTRACT_WORDS = new RegExp(
  '\\b(?:' +
    "pa(?:y|id|yment)[\\s-]+(?:when|if)[\\s-]+paid" +
    '|back[\\s-]+to[\\s-]+back' +
    "|(?:when|once|until|till|unless|after|if|as soon as)\\s+(?:we|i)(?:['’]ve|['’]re)?" +
    '(?:\\s+(?:are|am|have|has|get|got|receive|been|being|ourselves))*\\s+(?:paid|payment)' +
    "|(?:not|\\w*n['’]t|until|till|unless|once|when|after)(?:\\s+(?:yet|been|being|we|are|were|have|has|is))*" +
    '\\s+paid\\s+(?:for\\s+)?by\\s+' + THE + PAYER + '\\b' +
    '|' + PAYER + "(?:['’]s)?\\s+(?:has\\s+not|hasn['’]t|has\\s+yet\\s+to|is\\s+yet\\s+to|have\\s+not|haven['’]t|" +
    "did\\s+not|didn['’]t|does\\s+not|doesn['’]t|not\\s+yet|has\\s+not\\s+yet)\\s+(?:yet\\s+)?(?:paid|pay|released?)\\b" +
    '|(?:when|once|until|till|unless|after|if|as soon as)\\s+' + THE + PAYER +
    '\\s+(?:pays|has\\s+paid|paid|makes\\s+payment|releases|has\\s+released|released)\\b' +
    '|(?:payment|funds|funding|money)\\s+(?:from|by)\\s+' + THE + PAYER + '\\b' +
    "|principal\\s+releases|principal['’]s\\s+release|released?\\s+by\\s+the\\s+principal" +
    '|(?:head|main)\\s+contract\\b' +
    ')',
  'i',
);

/** The words in `text` making payment depend on another contract, as written; null when there are none. */
export function payWhenPaidWords(text: string | null | undefined): string | null {
  const found = OTHER_CONTRACT_WORDS.exec(text ?? '');
  return found ? found[0] : null;
}
