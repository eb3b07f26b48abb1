/**
 * 'Import lines' on a draft claim (issue 15; spec 2 §5 'CSV import columns'): rows pasted from
 * Excel or Google Sheets (tab-separated, header row first), or a CSV file, are previewed first —
 * the lines to be added with their contract values and the total, or every problem by row and
 * column — and nothing is written until 'Import N lines'. The server writes every row in one
 * transaction or none (app/claims/line_import.py); Cancel writes nothing.
 *
 * Pasting into the empty box previews at once; text typed or edited is previewed with 'Preview'.
 */
import { useRef, useState, type ClipboardEvent } from 'react';
import { fetchQuery, graphql, readInlineData, useRelayEnvironment } from 'react-relay';
import { FileUp, Upload } from 'lucide-react';
import type { ImportLinesDialogImportMutation } from '../../__generated__/ImportLinesDialogImportMutation.graphql';
import type { ImportLinesDialogPreviewQuery } from '../../__generated__/ImportLinesDialogPreviewQuery.graphql';
import type { ImportLinesDialog_result$data, ImportLinesDialog_result$key } from '../../__generated__/ImportLinesDialog_result.graphql';
import { formatQty } from '../../domain/money';
import { mutate } from '../../relay/mutate';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Field } from '../../ui/Field';
import { TextArea } from '../../ui/Input';
import { Table, TBody, Td, Th, THead, Tr } from '../../ui/Table';
import { toast } from '../../ui/Toaster';
import { dollars } from '../../lib/format';
import { LINE_TYPE_LABELS } from '../lines';
import { COLUMNS_HINT, FILE_TYPES, fileSource, hasRows, problemText } from './lineImport';

/** Rows the preview table shows; the summary counts them all. */
export const PREVIEW_ROWS = 200;
export const PROBLEM_ROWS = 50;

// A preview's or an import's answer, read once when it arrives (inline: the dialog keeps it in its
// state, not in a component reading the store, as nothing retains a preview's query).
const resultFragment = graphql`
  fragment ImportLinesDialog_result on LinesImport @inline {
    lines {
      row
      name
      group
      type
      qtyMilli
      unitPrice
      totalPrice
      reference
    }
    problems {
      row
      column
      reason
    }
    message
    totalPrice
  }
`;

const previewQuery = graphql`
  query ImportLinesDialogPreviewQuery($contractId: ID!, $number: Int!, $csv: String, $file: String) {
    claimLinesImportPreview(contractId: $contractId, number: $number, csv: $csv, file: $file) {
      ...ImportLinesDialog_result
    }
  }
`;

const importMutation = graphql`
  mutation ImportLinesDialogImportMutation($input: ClaimLinesImportInput!) {
    claimLinesImport(input: $input) {
      ledgerRev
      result {
        ...ImportLinesDialog_result
      }
    }
  }
`;

type Result = ImportLinesDialog_result$data;

function readResult(ref: ImportLinesDialog_result$key | null | undefined): Result | null {
  return ref ? readInlineData(resultFragment, ref) : null;
}
type Source = { csv: string } | { file: string; fileName: string };

const TYPE_LABEL: Record<string, string> = Object.fromEntries(LINE_TYPE_LABELS.map((t) => [t.value, t.label]));

/** A refused preview or import (GraphQLResponseError, MutationError) or a file refused here. */
function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'The lines could not be read';
}

export function ImportLinesDialog({
  contractId,
  number,
  onImported,
}: {
  contractId: string;
  number: number;
  /** After an import: reload the claim (its lines and ledgerRev). */
  onImported: () => void;
}) {
  const environment = useRelayEnvironment();
  const fileRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [source, setSource] = useState<Source | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'preview' | 'import' | null>(null);

  const reset = () => {
    setText('');
    setSource(null);
    setResult(null);
    setError(null);
    setBusy(null);
  };

  const preview = async (next: Source) => {
    setSource(next);
    setResult(null);
    setError(null);
    setBusy('preview');
    try {
      const { csv, file } = { csv: undefined, file: undefined, ...next };
      const data = await fetchQuery<ImportLinesDialogPreviewQuery>(
        environment,
        previewQuery,
        { contractId, number, csv, file },
        { fetchPolicy: 'network-only', networkCacheConfig: { metadata: { errorDialog: false } } },
      ).toPromise();
      setResult(readResult(data?.claimLinesImportPreview));
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(null);
    }
  };

  const pickFile = async (file: File) => {
    setText('');
    try {
      await preview({ ...(await fileSource(file)), fileName: file.name });
    } catch (e) {
      setSource(null);
      setError(errorText(e));
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const pasted = event.clipboardData.getData('text/plain');
    if (text.trim() || !pasted) return; // pasting into what is there: edit, then 'Preview'
    event.preventDefault();
    setText(pasted);
    void preview({ csv: pasted });
  };

  const confirm = async () => {
    if (!source) return;
    setBusy('import');
    try {
      const { csv, file } = { csv: undefined, file: undefined, ...source };
      const response = await mutate<ImportLinesDialogImportMutation>(environment, importMutation, {
        input: { contractId, number, csv, file },
      });
      const done = readResult(response.claimLinesImport?.result);
      if (!response.claimLinesImport?.ledgerRev || !done) {
        setResult(done); // refused after all (the draft changed): its problems, nothing written
        return;
      }
      toast.success(`Imported ${done.lines.length} ${done.lines.length === 1 ? 'line' : 'lines'}`);
      setOpen(false);
      reset();
      onImported();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(null);
    }
  };

  const lines = result?.lines ?? [];
  const problems = result?.problems ?? [];
  const ready = lines.length > 0 && problems.length === 0;
  const stale = source !== null && 'csv' in source && source.csv !== text;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
      size="xl"
      title="Import lines"
      description="Paste rows from a spreadsheet or choose a CSV file. Nothing is added until you confirm."
      trigger={
        <Button variant="secondary" size="sm" icon={<Upload />} data-testid="import-lines">
          Import lines
        </Button>
      }
      footer={
        <>
          <Button variant="ghost" onClick={() => setOpen(false)} data-testid="import-cancel">
            Cancel
          </Button>
          <Button
            onClick={() => void confirm()}
            disabled={!ready || stale || busy !== null}
            loading={busy === 'import'}
            data-testid="import-confirm"
          >
            {ready ? `Import ${lines.length} ${lines.length === 1 ? 'line' : 'lines'}` : 'Import'}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <Field label="Rows pasted from a spreadsheet" hint={COLUMNS_HINT}>
          <TextArea
            value={text}
            onChange={(e) => setText(e.target.value)}
            onPaste={onPaste}
            rows={4}
            spellCheck={false}
            placeholder={'name\tqty\tunitPrice\nBlockwork\t420\t62.50'}
            className="font-mono text-xs"
            data-testid="import-paste"
          />
        </Field>
        <div className="flex flex-wrap items-center gap-2">
          <Button
            size="sm"
            variant="secondary"
            onClick={() => void preview({ csv: text })}
            disabled={!hasRows(text) || busy !== null}
            loading={busy === 'preview' && source !== null && 'csv' in source}
            data-testid="import-preview"
          >
            Preview
          </Button>
          <span className="text-sm text-fg-subtle">or</span>
          <input
            ref={fileRef}
            type="file"
            accept={FILE_TYPES}
            className="sr-only"
            data-testid="import-file"
            aria-label="CSV file of lines"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void pickFile(file);
              e.target.value = '';
            }}
          />
          <Button
            size="sm"
            variant="secondary"
            icon={<FileUp />}
            onClick={() => fileRef.current?.click()}
            loading={busy === 'preview' && source !== null && 'file' in source}
            disabled={busy !== null}
          >
            Choose a CSV file
          </Button>
          {source && 'fileName' in source ? <span className="truncate text-sm text-fg-muted">{source.fileName}</span> : null}
        </div>
        {error ? (
          <Banner tone="danger" title="The lines could not be read">
            {error}
          </Banner>
        ) : null}
        {problems.length ? <ProblemList message={result?.message ?? null} problems={problems} /> : null}
        {ready && result ? <PreviewTable result={result} /> : null}
      </div>
    </Dialog>
  );
}

function ProblemList({ message, problems }: { message: string | null; problems: Result['problems'] }) {
  return (
    <Banner tone="danger" title={message ?? 'Nothing will be imported'}>
      <ul className="mt-1 flex max-h-60 flex-col gap-0.5 overflow-auto" data-testid="import-problems">
        {problems.slice(0, PROBLEM_ROWS).map((p, i) => (
          <li key={i}>{problemText(p)}</li>
        ))}
        {problems.length > PROBLEM_ROWS ? <li>and {problems.length - PROBLEM_ROWS} more</li> : null}
      </ul>
    </Banner>
  );
}

function PreviewTable({ result }: { result: Result }) {
  const { lines } = result;
  return (
    <div className="flex flex-col gap-2" data-testid="import-preview-table">
      <p className="text-sm text-fg" data-testid="import-summary">
        <span className="font-medium">
          {lines.length} {lines.length === 1 ? 'line' : 'lines'} to add
        </span>
        <span className="text-fg-muted"> · contract value </span>
        <span className="font-medium tabular" data-testid="import-total">
          {dollars(Number(result.totalPrice))}
        </span>
      </p>
      <Table dense stickyHeader containerClassName="max-h-80">
        <THead>
          <Tr>
            <Th numeric>Row</Th>
            <Th>Description</Th>
            <Th>Type</Th>
            <Th numeric>Qty</Th>
            <Th numeric>Rate</Th>
            <Th numeric>Contract value</Th>
            <Th>Reference</Th>
          </Tr>
        </THead>
        <TBody>
          {lines.slice(0, PREVIEW_ROWS).map((l) => {
            const lumpSum = Number(l.unitPrice) === Number(l.totalPrice);
            return (
              <Tr key={l.row}>
                <Td numeric muted>
                  {l.row}
                </Td>
                <Td>
                  {l.group.length ? <span className="text-fg-subtle">{l.group.join(' › ')} › </span> : null}
                  {l.name}
                </Td>
                <Td muted>{TYPE_LABEL[l.type] ?? l.type}</Td>
                <Td numeric>{lumpSum ? '' : formatQty(Number(l.qtyMilli))}</Td>
                <Td numeric>{lumpSum ? '' : dollars(Number(l.unitPrice))}</Td>
                <Td numeric>{dollars(Number(l.totalPrice))}</Td>
                <Td muted>{l.reference}</Td>
              </Tr>
            );
          })}
        </TBody>
      </Table>
      {lines.length > PREVIEW_ROWS ? (
        <p className="text-sm text-fg-muted">and {lines.length - PREVIEW_ROWS} more lines</p>
      ) : null}
    </div>
  );
}
