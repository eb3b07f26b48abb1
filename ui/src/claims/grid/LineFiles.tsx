/**
 * Files of a claim line: the paperclip with their count in the line's row, and the dialog that
 * lists them (preview, download) and, on a draft, attaches more or removes one. The customer
 * sees the same dialog read-only.
 *
 * A line's files are saved on their own, not through the staged edits: the dialog first waits
 * for the staged edits to be saved (a new line must exist before its files), then sends the
 * line's whole list in one ledgerUpdate based on the ledger as it is now, and tells the stager
 * the revision it produced.
 */
import { useCallback, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { Paperclip } from 'lucide-react';
import type { LineFilesLedgerRevQuery } from '../../__generated__/LineFilesLedgerRevQuery.graphql';
import { cn } from '../../lib/cn';
import { Dialog } from '../../ui/Dialog';
import { toast } from '../../ui/Toaster';
import { AttachmentDropzone, confirmDeleteAttachment, useAttachmentUploads, type FileInput } from '../../uploads/Attachments';
import { FileList, type AttachedFile } from '../../uploads/FileList';
import { pushLedgerUpdate } from '../ledger/ledgerAnswer';
import type { LedgerPushLoop } from '../ledger/pushLoop';
import type { Line } from '../lines';
import { errorMessage } from '../../relay/mutate';

/** A line as the claim page reads it: with its entry's files. */
export type LineWithFiles = Line & { files?: ReadonlyArray<AttachedFile> };

export function lineFiles(line: Line): ReadonlyArray<AttachedFile> {
  return (line as LineWithFiles).files ?? [];
}

const ledgerRevQuery = graphql`
  query LineFilesLedgerRevQuery($id: ID!) {
    node(id: $id) {
      ... on Contract {
        ledger {
          ledgerRev
        }
      }
    }
  }
`;

/** Saves a line's files (the whole list) once the staged edits are saved. */
export function useLineFilesSaver(contractId: string, number: number, stager: LedgerPushLoop) {
  const environment = useRelayEnvironment();
  return useCallback(
    async (itemId: string, files: FileInput[]) => {
      await stager.flush();
      const fresh = await fetchQuery<LineFilesLedgerRevQuery>(
        environment,
        ledgerRevQuery,
        { id: contractId },
        { networkCacheConfig: { force: true, metadata: { errorDialog: false } }, fetchPolicy: 'network-only' },
      ).toPromise();
      const ledgerRev = fresh?.node?.ledger?.ledgerRev;
      if (!ledgerRev) throw new Error('Ledger not found');
      const response = await pushLedgerUpdate(environment, { contractId, number, ledgerRev, update: [{ itemId, files }] });
      if (response.ledgerUpdate?.ledgerRev) stager.setServerRev(response.ledgerUpdate.ledgerRev);
    },
    [environment, contractId, number, stager],
  );
}

/** The paperclip and count shown in a row with files; opens the line's files. */
export function LineFilesChip({
  line,
  onOpen,
  className,
}: {
  line: Line;
  onOpen?: (line: Line) => void;
  className?: string;
}) {
  const count = lineFiles(line).length;
  if (!count) return null;
  return (
    <button
      type="button"
      onClick={() => onOpen?.(line)}
      aria-label={`${count} ${count === 1 ? 'file' : 'files'} attached to ${line.name || 'this line'}`}
      title="Attached files"
      className={cn(
        'focus-ring inline-flex shrink-0 items-center gap-0.5 rounded px-1 text-[11px] font-medium leading-5 text-fg-subtle hover:bg-hover hover:text-fg',
        className,
      )}
      data-testid="line-files"
    >
      <Paperclip aria-hidden className="size-3" />
      <span className="tabular">{count}</span>
    </button>
  );
}

export function LineFilesDialog({
  line,
  onClose,
  editable,
  onSave,
}: {
  /** The line whose files are shown; null: closed. */
  line: Line | null;
  onClose: () => void;
  editable: boolean;
  onSave: (itemId: string, files: FileInput[]) => Promise<void>;
}) {
  const { progress, upload } = useAttachmentUploads();
  const [saving, setSaving] = useState(false);
  const files = line ? lineFiles(line) : [];
  const canEdit = editable && !!line && !line.isReversal;

  const save = async (next: FileInput[], done?: string) => {
    if (!line) return;
    setSaving(true);
    try {
      await onSave(line.itemId, next);
      if (done) toast.success(done);
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setSaving(false);
    }
  };
  const current = (): FileInput[] => files.map((f) => ({ id: f.id, filename: f.filename }));
  const attach = async (chosen: File[]) => {
    const uploaded = await upload(chosen);
    if (uploaded.length) {
      await save([...current(), ...uploaded], uploaded.length === 1 ? 'File attached' : `${uploaded.length} files attached`);
    }
  };
  const remove = async (file: AttachedFile) => {
    if (!(await confirmDeleteAttachment())) return;
    await save(current().filter((f) => f.id !== file.id));
  };

  return (
    <Dialog
      open={line !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={line?.name ? `Files of ${line.name}` : 'Files of this line'}
      description={canEdit ? 'Photos, dockets, drawings or quotes that back up this line.' : undefined}
      size="md"
    >
      <div className="flex flex-col gap-4" data-testid="line-files-dialog" aria-busy={saving || undefined}>
        {files.length ? (
          <FileList files={files} onRemove={canEdit && !saving ? (f) => void remove(f) : undefined} />
        ) : (
          <p className="text-sm text-fg-muted">No files are attached to this line.</p>
        )}
        {canEdit ? <AttachmentDropzone onFiles={(chosen) => void attach(chosen)} progress={progress} disabled={saving} /> : null}
        {saving && !progress ? <p className="text-xs text-fg-subtle">Saving...</p> : null}
      </div>
    </Dialog>
  );
}
