/**
 * The payer's page (/help/payers, issue 36): its address, its texts that other screens use, and the
 * server's rules' date (GET /v1/help/payers: the date every statutory fact follows, and that it is
 * not legal advice).
 */
export const PAYER_HELP_URL = '/v1/help/payers';
/** Shown whatever the server answers: the page never reads as advice. */
export const NOT_LEGAL_ADVICE = 'This is not legal advice.';

export interface PayerHelp {
  rulesAsAt: string;
  rulesNote: string;
}

export async function loadPayerHelp(doFetch: typeof fetch = (...args) => fetch(...args)): Promise<PayerHelp> {
  const response = await doFetch(PAYER_HELP_URL, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${response.status}`);
  return (await response.json()) as PayerHelp;
}
