/**
 * A list of attached files: each with its preview (images) or icon, a download link, its size,
 * and on a draft a remove button; an image opens in a larger preview.
 */
import { useState } from 'react';
import { Download, File as FileIcon, FileImage, FileSpreadsheet, FileText, X } from 'lucide-react';
import { cn } from '../lib/cn';
import { formatSize } from './upload';
import { IconButton } from '../ui/Button';
import { Dialog } from '../ui/Dialog';

/** A FileRef as the claim document and a line's files show it. */
export interface AttachedFile {
  readonly id: string;
  readonly filename: string;
  readonly contentType?: string | null;
  readonly size?: number | null;
  readonly isImage: boolean;
  readonly url?: string | null;
}

function kindIcon(file: AttachedFile) {
  const type = file.contentType ?? '';
  if (type.startsWith('image/')) return FileImage;
  if (type.includes('spreadsheet') || type === 'text/csv') return FileSpreadsheet;
  if (type === 'application/pdf' || type.includes('wordprocessing') || type.startsWith('text/')) return FileText;
  return FileIcon;
}

function Thumbnail({ file, onOpen }: { file: AttachedFile; onOpen: () => void }) {
  // Browsers that cannot draw a type (TIFF outside Safari) get the file icon instead.
  const [broken, setBroken] = useState(false);
  const Icon = kindIcon(file);
  if (file.isImage && file.url && !broken) {
    return (
      <button
        type="button"
        onClick={onOpen}
        aria-label={`Preview ${file.filename}`}
        className="focus-ring size-10 shrink-0 overflow-hidden rounded-md border border-border bg-muted"
        data-testid="attachment-thumbnail"
      >
        <img src={file.url} alt="" className="size-full object-cover" loading="lazy" onError={() => setBroken(true)} />
      </button>
    );
  }
  return (
    <span className="flex size-10 shrink-0 items-center justify-center rounded-md border border-border bg-muted text-fg-subtle">
      <Icon aria-hidden className="size-4" />
    </span>
  );
}

export function ImagePreview({ file, onClose }: { file: AttachedFile | null; onClose: () => void }) {
  return (
    <Dialog
      open={file !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={file?.filename ?? ''}
      size="xl"
      footer={
        file?.url ? (
          <a href={file.url} download={file.filename} className="link inline-flex items-center gap-1.5 text-sm">
            <Download aria-hidden className="size-4" />
            Download
          </a>
        ) : null
      }
    >
      {file?.url ? (
        <div className="flex justify-center rounded-lg bg-muted p-2">
          <img src={file.url} alt={file.filename} className="max-h-[70vh] max-w-full object-contain" data-testid="attachment-preview" />
        </div>
      ) : null}
    </Dialog>
  );
}

/** The files, each with its preview or icon, a download link, its size, and (on a draft) remove. */
export function FileList({
  files,
  onRemove,
  className,
}: {
  files: ReadonlyArray<AttachedFile>;
  onRemove?: (file: AttachedFile) => void;
  className?: string;
}) {
  const [preview, setPreview] = useState<AttachedFile | null>(null);
  if (!files.length) return null;
  return (
    <>
      <ul className={cn('flex flex-col gap-1.5', className)} data-testid="attachment-list">
        {files.map((f) => (
          <li key={f.id} className="flex items-center gap-3 rounded-lg px-1 py-1 hover:bg-hover/60" data-testid="attachment">
            <Thumbnail file={f} onOpen={() => setPreview(f)} />
            <div className="flex min-w-0 flex-1 flex-col">
              {f.url ? (
                <a
                  href={f.url}
                  download={f.filename}
                  className="truncate text-sm font-medium text-fg hover:text-primary hover:underline"
                  title={`Download ${f.filename}`}
                  data-testid="attachment-link"
                >
                  {f.filename}
                </a>
              ) : (
                <span className="truncate text-sm font-medium text-fg">{f.filename}</span>
              )}
              {f.size != null ? <span className="text-xs text-fg-subtle tabular">{formatSize(Number(f.size))}</span> : null}
            </div>
            {f.url ? (
              <a
                href={f.url}
                download={f.filename}
                aria-label={`Download ${f.filename}`}
                title="Download"
                className="focus-ring flex size-7 shrink-0 items-center justify-center rounded-md text-fg-subtle hover:bg-hover hover:text-fg"
              >
                <Download aria-hidden className="size-3.5" />
              </a>
            ) : null}
            {onRemove ? (
              <IconButton
                label={`Remove ${f.filename}`}
                icon={<X />}
                size="sm"
                className="size-7 shrink-0 [&_svg]:size-3.5"
                onClick={() => onRemove(f)}
              />
            ) : null}
          </li>
        ))}
      </ul>
      <ImagePreview file={preview} onClose={() => setPreview(null)} />
    </>
  );
}
