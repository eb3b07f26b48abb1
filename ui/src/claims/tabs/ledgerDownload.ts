/**
 * 'Export ledger as CSV': the contract's ledger entries, as the server writes them (GET
 * /v1/export/ledger, the one set of CSV rules). Fetched rather than opened, so an empty ledger
 * shows the server's message ('There are no entries in the ledger yet.') instead of a failed
 * download; a contract's ledger is small enough to hold as a Blob.
 */
import { ledgerExportUrl } from '../../export/exportUrl';
import { downloadBlob } from '../../lib/download';
import { toast } from '../../ui/Toaster';

export const LEDGER_EXPORT_FAILED = 'The ledger could not be exported. Try again in a moment.';

function fileName(response: Response): string {
  const header = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(header)?.[1] ?? 'ledger.csv';
}

export async function downloadLedger(org: string, contractId: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(ledgerExportUrl(org, contractId), { credentials: 'same-origin' });
  } catch {
    toast.error(LEDGER_EXPORT_FAILED);
    return;
  }
  if (!response.ok) {
    const body = await response.json().catch(() => null);
    toast.error((body && typeof body.message === 'string' && body.message) || LEDGER_EXPORT_FAILED);
    return;
  }
  downloadBlob(fileName(response), await response.blob());
}
