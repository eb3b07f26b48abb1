/**
 * Fetching the claim PDF (GET /v1/pdf, app/claims/rest.py). The server renders it in the
 * background: it answers 202 with Retry-After until the file is ready, so a download asks
 * again until it gets the PDF, then saves it under the server's file name.
 */
import { send } from '../../lib/http';

export const PDF_PREPARING = 'Preparing PDF...';
export const PDF_FAILED = 'The PDF could not be downloaded';

function fileNameOf(response: Response, fallback: string): string {
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const match = /filename="?([^";]+)"?/i.exec(disposition);
  return match?.[1] ?? fallback;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The PDF at `url` as a Blob (waiting out 202 answers, up to about a minute). */
export async function fetchPdf(url: string, fallbackName = 'claim.pdf'): Promise<{ blob: Blob; fileName: string }> {
  for (let attempt = 0; attempt < 30; attempt++) {
    const response = await send(url, { credentials: 'same-origin', headers: { Accept: 'application/pdf' } });
    if (response.status === 202) {
      const wait = Number(response.headers.get('Retry-After') ?? '2');
      await sleep(Math.min(10, Math.max(1, Number.isFinite(wait) ? wait : 2)) * 1000);
      continue;
    }
    if (!response.ok) {
      let message = `${PDF_FAILED}: ${response.status}`;
      try {
        const body = (await response.json()) as { message?: string };
        if (body.message) message = body.message;
      } catch {
        // not JSON
      }
      throw new Error(message);
    }
    return { blob: await response.blob(), fileName: fileNameOf(response, fallbackName) };
  }
  throw new Error(`${PDF_FAILED}: it is taking too long to prepare. Try again in a minute.`);
}

/** Download the PDF at `url` (the browser's download, named as the server names it). */
export async function downloadPdf(url: string, fallbackName?: string): Promise<string> {
  const { blob, fileName } = await fetchPdf(url, fallbackName);
  const objectUrl = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = objectUrl;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
  return fileName;
}
