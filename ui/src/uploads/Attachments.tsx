/**
 * Attachments of a claim (the document's Attachments block) and the pieces the line files
 * dialog shares: the drop zone with upload progress, the upload loop, and the confirmation
 * 'Are you sure you want to delete this attachment?' (the list of files is FileList.tsx).
 *
 * Files are uploaded one by one as attachments (uploadCreate + PUT, uploads/upload.ts), then
 * attached in one claimPatch (or ledgerUpdate for a line). A file that cannot be uploaded is
 * named in a toast; the others are still attached. Download links are signed and expire after
 * about an hour: the claim page's polling brings fresh ones.
 */
import { useState } from 'react';
import { graphql, readInlineData, useRelayEnvironment } from 'react-relay';
import type { Attachments_file$key } from '../__generated__/Attachments_file.graphql';
import { Paperclip } from 'lucide-react';
import { cn } from '../lib/cn';
import {
  ATTACHMENT_ACCEPT,
  ATTACHMENT_HINT,
  attachmentContentType,
  attachmentProblem,
  uploadFile,
} from './upload';
import { confirmDialog } from '../ui/confirm';
import { Dropzone } from '../ui/Dropzone';
import { toast } from '../ui/Toaster';
import { FileList, type AttachedFile } from './FileList';
import { errorMessage } from '../relay/mutate';

export const DELETE_ATTACHMENT = 'Are you sure you want to delete this attachment?';

// What a file list shows of a file, spread wherever files are asked (a claim, a line, a comment, an
// issue). Inline (readInlineData, as LineGrid_line): the lists mix these with files of their own,
// a line's files with its staged edits, a comment's with those still uploading.
const fileFragment = graphql`
  fragment Attachments_file on FileRef @inline {
    id
    filename
    contentType
    size
    isImage
    url
  }
`;

/** The files a document, line or comment spreads (Attachments_file), as a file list shows them. */
export function attachedFiles(refs: ReadonlyArray<Attachments_file$key>): AttachedFile[] {
  return refs.map((ref) => readInlineData(fileFragment, ref));
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
          toast.error(errorMessage(e));
        }
      }
    } finally {
      setProgress(null);
    }
    return uploaded;
  };
  return { progress, upload };
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

/** What the Attachments block changes: files attached or removed (the claim's claimPatch). */
export type PatchFiles = (fields: { attach?: FileInput[]; removeFileIds?: string[] }) => Promise<void>;

/** The claim document's Attachments block. */
export function Attachments({
  files,
  editable,
  patch,
}: {
  files: ReadonlyArray<AttachedFile>;
  editable: boolean;
  patch: PatchFiles;
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
      toast.error(errorMessage(e));
    }
  };
  const remove = async (file: AttachedFile) => {
    if (!(await confirmDeleteAttachment())) return;
    try {
      await patch({ removeFileIds: [file.id] });
    } catch (e) {
      toast.error(errorMessage(e));
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
