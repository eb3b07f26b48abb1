/**
 * Lines from a CSV file or a block pasted from a spreadsheet (spec 2 §5 'CSV import columns'):
 * what the browser does before the server reads them (app/domain/csv_lines.py, the one parser,
 * for a draft claim's import and for the previous claims of a new project alike).
 *
 * A file is sent as its bytes (base64), never as text the browser decoded: the server reads
 * UTF-8, UTF-16 (Excel's 'Unicode Text') and Windows-1252 (Excel's plain 'CSV') from the bytes,
 * where `File.text()` would turn every Windows-1252 accent into '�'. A file over MAX_FILE_BYTES is
 * refused here, with the server's words, instead of being sent at all.
 */

/** app/domain/csv_lines.py MAX_BYTES and TOO_LARGE. */
export const MAX_FILE_BYTES = 700 * 1024;
export const FILE_TOO_LARGE = 'The file is too large (at most 700 KB): split it and import each part';
/** The file picker's types: spec 2's text/csv, and the tab-separated text Excel saves as 'Unicode Text'. */
export const FILE_TYPES = '.csv,.txt,.tsv,text/csv,text/plain,text/tab-separated-values';
export const COLUMNS_HINT = 'Columns: name, type, qty, unitPrice, amountExcl, reference (header row first).';

export interface CsvProblem {
  readonly row?: number | null;
  readonly column?: string | null;
  readonly reason: string;
}

/** The GraphQL arguments for a file: { file } as base64 of its bytes. */
export async function fileSource(file: Blob): Promise<{ file: string }> {
  if (file.size > MAX_FILE_BYTES) throw new Error(FILE_TOO_LARGE);
  return { file: base64(new Uint8Array(await file.arrayBuffer())) };
}

export function base64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return btoa(binary);
}

/** 'Row 4, amountExcl: ...'; a problem of the whole file is its reason alone. */
export function problemText(p: CsvProblem): string {
  const where = [p.row != null ? `Row ${p.row}` : null, p.column].filter(Boolean).join(', ');
  return where ? `${where}: ${p.reason}` : p.reason;
}

/** Rows a user pasted: anything but blank, with at least a header and a row. */
export function hasRows(text: string): boolean {
  return text.split(/\r?\n/).filter((line) => line.trim()).length >= 2;
}
