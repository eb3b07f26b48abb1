/** 'Download PDF' of the linked claim or schedule, through the link's own authorisation. */
import { useState } from 'react';
import { Download } from 'lucide-react';
import { Button } from '../ui';
import { describeFailure, fetchPdf, type LinkDocument, type LinkRef } from './api';

export function PdfButton({ linkRef, doc }: { linkRef: LinkRef; doc: LinkDocument }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      const blob = await fetchPdf(linkRef);
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = doc.kind === 'schedule' ? doc.fileName.replace(/-claim-(\d+)\.pdf$/, '-schedule-$1.pdf') : doc.fileName;
      document.body.appendChild(a);
      a.click();
      a.remove();
      window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (failure) {
      setError(describeFailure(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col items-end gap-1">
      <Button onClick={download} loading={busy} icon={<Download />} data-testid="pdf-download">
        Download PDF
      </Button>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
