/**
 * Saving a file the page already holds (a CSV it made or fetched) through a link's download. The object
 * URL is revoked later, not at once: revoking it during the click can cancel the download in some
 * browsers.
 */
const REVOKE_AFTER_MS = 10_000;

export function downloadBlob(name: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

/** `text` saved as `name` (CSV unless `type` says otherwise). */
export function downloadText(name: string, text: string, type = 'text/csv;charset=utf-8'): void {
  downloadBlob(name, new Blob([text], { type }));
}
