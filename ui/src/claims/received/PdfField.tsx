/**
 * The document as received, a PDF: chosen or dropped, uploaded at once (uploadCreate, purpose
 * Attachment, then the signed PUT), its name shown with 'Replace'. A file that is not a PDF, or an
 * upload that fails, is refused beside the field; the server checks the file again when it is used.
 */
import { useState } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { FileText } from 'lucide-react';
import { errorMessage } from '../../relay/mutate';
import { Dropzone } from '../../ui/Dropzone';
import { Field } from '../../ui/Field';
import { Spinner } from '../../ui/Spinner';
import { uploadFile } from '../../uploads/upload';
import { NOT_A_PDF, type PdfRef } from './receivedText';

export function isPdf(file: Pick<File, 'name' | 'type'>): boolean {
  const type = file.type.toLowerCase();
  return type === 'application/pdf' || ((type === '' || type === 'application/octet-stream') && /\.pdf$/i.test(file.name));
}

export function PdfField({
  label,
  value,
  error,
  onChange,
  onError,
  onBusy,
}: {
  label: string;
  value: PdfRef | null;
  error?: string;
  onChange: (ref: PdfRef | null) => void;
  onError: (message: string) => void;
  onBusy: (busy: boolean) => void;
}) {
  const environment = useRelayEnvironment();
  const [uploading, setUploading] = useState<string | null>(null);
  const take = async (files: File[]) => {
    const file = files[0];
    if (!file) return;
    if (!isPdf(file)) {
      onError(NOT_A_PDF);
      return;
    }
    setUploading(file.name);
    onBusy(true);
    try {
      const id = await uploadFile(environment, file, 'application/pdf', { purpose: 'Attachment' });
      onChange({ id, filename: file.name });
    } catch (e) {
      onError(errorMessage(e));
    } finally {
      setUploading(null);
      onBusy(false);
    }
  };
  return (
    <Field label={label} error={error} required>
      <Dropzone
        accept=".pdf,application/pdf"
        onFiles={(files) => void take(files)}
        disabled={uploading !== null}
        invalid={!!error}
        aria-label={value ? `${label}: ${value.filename}. Choose another PDF` : `${label}: choose a PDF`}
        className="min-h-20"
      >
        {uploading ? (
          <span className="inline-flex items-center gap-2 text-fg-muted">
            <Spinner size="sm" /> Uploading {uploading}…
          </span>
        ) : value ? (
          <span className="inline-flex items-center gap-2 font-medium text-fg" data-testid="received-pdf-name">
            <FileText aria-hidden className="size-4 text-fg-subtle" />
            {value.filename}
            <span className="text-[13px] font-normal text-fg-subtle">· Replace</span>
          </span>
        ) : (
          <>
            <FileText aria-hidden className="size-5 text-fg-subtle" />
            <span className="font-medium text-fg">Drop the PDF here, or choose it</span>
            <span className="text-[13px] text-fg-subtle">The document exactly as it was received</span>
          </>
        )}
      </Dropzone>
    </Field>
  );
}
