/**
 * Attachments of a claim (the document's Attachments block) and the pieces the line files
 * dialog shares: the list of files (a preview for images, a download link, the size, remove on
 * a draft after 'Are you sure you want to delete this attachment?'), the drop zone with upload
 * progress, and the image preview.
 *
 * Files are uploaded one by one as attachments (uploadCreate + PUT, settings/upload.ts), then
 * attached in one claimPatch (or ledgerUpdate for a line). A file that cannot be uploaded is
 * named in a toast; the others are still attached. Download links are signed and expire after
 * about an hour: the claim page's polling brings fresh ones.
 */
import { useState } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { Download, File as FileIcon, FileImage, FileSpreadsheet, FileText, Paperclip, X } from 'lucide-react';
import { cn } from '../../lib/cn';
import {
  ATTACHMENT_ACCEPT,
  ATTACHMENT_HINT,
  attachmentContentType,
  attachmentProblem,
  formatSize,
  uploadFile,
} from '../../uploads/upload';
import { IconButton } from '../../ui/Button';
import { confirmDialog } from '../../ui/confirm';
import { Dialog } from '../../ui/Dialog';
import { Dropzone } from '../../ui/Dropzone';
import { toast } from '../../ui/Toaster';
import type { Patch } from '../page/ClaimDialogs';

export const DELETE_ATTACHMENT = 'Are you sure you want to delete this attachment?';

/** A FileRef as the claim page reads it. */
export interface AttachedFile {
  readonly id: string;
  readonly filename: string;
  readonly contentType?: string | null;
  readonly size?: number | null;
  readonly isImage: boolean;
  readonly url?: string | null;
}

/** What claimPatch `attach` and a line's `files` take. */
export interface FileInput {
  id: string;
  filename: string;
}

export interface UploadProgress {
  filename: string;
  /** 1-based, of `count`. */
  index: number;
  count: number;
  /** Of this file, 0 to 1. */
  fraction: number;
}

export function confirmDeleteAttachment(): Promise<boolean> {
  return confirmDialog({ title: 'Delete attachment?', description: DELETE_ATTACHMENT, actionLabel: 'Delete', tone: 'danger' });
}

/** Uploads files as attachments, one after another; answers those that arrived. */
export function useAttachmentUploads() {
  const environment = useRelayEnvironment();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const upload = async (files: File[]): Promise<FileInput[]> => {
    const uploaded: FileInput[] = [];
    try {
      for (const [i, file] of files.entries()) {
        const problem = attachmentProblem(file);
        if (problem) {
          toast.error(problem);
          continue;
        }
        const step = { filename: file.name, index: i + 1, count: files.length };
        setProgress({ ...step, fraction: 0 });
        try {
          const id = await uploadFile(environment, file, attachmentContentType(file)!, {
            purpose: 'Attachment',
            onProgress: (fraction) => setProgress({ ...step, fraction }),
          });
          uploaded.push({ id, filename: file.name });
        } catch (e) {
          toast.error(e instanceof Error ? e.message : String(e));
        }
      }
    } finally {
      setProgress(null);
    }
    return uploaded;
  };
  return { progress, upload };
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

/** Drop files here (or pick them); shows which file is on its way and how far. */
export function AttachmentDropzone({
  onFiles,
  progress,
  disabled = false,
  className,
}: {
  onFiles: (files: File[]) => void;
  progress: UploadProgress | null;
  disabled?: boolean;
  className?: string;
}) {
  const busy = progress !== null;
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <Dropzone
        onFiles={onFiles}
        multiple
        accept={ATTACHMENT_ACCEPT}
        disabled={busy || disabled}
        title={busy ? 'Uploading...' : 'Drop files here'}
        hint={ATTACHMENT_HINT}
        className="py-5"
        aria-label="Attach files"
      />
      {progress ? (
        <div className="flex flex-col gap-1" role="status" aria-live="polite" data-testid="upload-progress">
          <div className="flex justify-between gap-2 text-xs text-fg-muted">
            <span className="truncate">
              {progress.filename}
              {progress.count > 1 ? ` (${progress.index} of ${progress.count})` : ''}
            </span>
            <span className="tabular">{Math.round(progress.fraction * 100)}%</span>
          </div>
          <div className="h-1.5 overflow-hidden rounded-full bg-muted">
            <div
              className="h-full rounded-full bg-primary transition-[width] duration-200"
              style={{ width: `${Math.round(progress.fraction * 100)}%` }}
            />
          </div>
        </div>
      ) : null}
    </div>
  );
}

/** The claim document's Attachments block. */
export function Attachments({
  files,
  editable,
  patch,
}: {
  files: ReadonlyArray<AttachedFile>;
  editable: boolean;
  patch: Patch;
}) {
  const { progress, upload } = useAttachmentUploads();
  if (!files.length && !editable) return null;

  const attach = async (chosen: File[]) => {
    const uploaded = await upload(chosen);
    if (!uploaded.length) return;
    try {
      await patch({ attach: uploaded });
      toast.success(uploaded.length === 1 ? 'File attached' : `${uploaded.length} files attached`);
    } catch (e) {
      toast.error(e instanceof Error ? e.message : String(e));
    }
  };
  const remove = async (file: AttachedFile) => {
    if (!(await confirmDeleteAttachment())) return;
    try {
      await patch({ removeFileIds: [file.id] });
    } catch (e) {
      toast.error(e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <div data-testid="attachments">
      <div className="mb-1 flex items-center gap-1.5 text-[11px] font-semibold uppercase tracking-wider text-fg-subtle">
        <Paperclip aria-hidden className="size-3" />
        Attachments
      </div>
      <FileList files={files} onRemove={editable ? (f) => void remove(f) : undefined} className="mb-3" />
      {editable ? <AttachmentDropzone onFiles={(chosen) => void attach(chosen)} progress={progress} /> : null}
    </div>
  );
}
