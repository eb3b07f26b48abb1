/**
 * 'Import previous claims already paid' (spec 2 'New project screen'): claims with number, date,
 * lines and 'Total Claim to Date'; lines can be imported from a CSV file, sent as its bytes and read
 * by the server's one CSV parser (columns name, type, qty, unitPrice, amountExcl, reference; the
 * encodings Excel saves in), as a draft claim's 'Import lines' is (claims/import/lineImport.ts).
 */
import { useRef, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { FileUp, Plus, Trash2 } from 'lucide-react';
import type { PreviousClaimsEditorCsvQuery } from '../__generated__/PreviousClaimsEditorCsvQuery.graphql';
import { FILE_TYPES, fileSource, problemText } from '../claims/import/lineImport';
import { formatMoney } from '../domain/money';
import { Badge } from '../ui/Badge';
import { Button, IconButton } from '../ui/Button';
import { Field } from '../ui/Field';
import { Input } from '../ui/Input';
import {
  claimErrors,
  linesTotal,
  newKey,
  starterClaim,
  starterLine,
  type ClaimDraft,
  type LineDraft,
} from './previousClaims';

const csvQuery = graphql`
  query PreviousClaimsEditorCsvQuery($file: String!) {
    claimLinesFromCsv(file: $file) {
      message
      problems {
        row
        column
        reason
      }
      lines {
        name
        group
        type
        qtyMilli
        unitPrice
        amountExcl
        reference
      }
    }
  }
`;

const TYPE_LABELS: Record<string, string> = {
  BaseContract: 'Base contract',
  Materials: 'Materials',
  MaterialsOn: 'Materials on site',
  MaterialsOff: 'Materials off site',
  Variation: 'Variation',
  Provisional: 'Provisional',
  Margin: 'Margin',
};

function ClaimEditor({
  claim,
  onChange,
  onRemove,
  showErrors,
  serverError,
}: {
  claim: ClaimDraft;
  onChange: (next: ClaimDraft) => void;
  onRemove?: () => void;
  showErrors: boolean;
  serverError?: string | null;
}) {
  const environment = useRelayEnvironment();
  const fileRef = useRef<HTMLInputElement>(null);
  const [importing, setImporting] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const errors = showErrors ? claimErrors(claim) : { lines: {} as Record<string, { name?: string; amount?: string }> };
  const sum = linesTotal(claim);
  const setLine = (key: string, patch: Partial<LineDraft>) =>
    onChange({ ...claim, lines: claim.lines.map((l) => (l.key === key ? { ...l, ...patch } : l)) });

  const importCsv = async (file: File) => {
    setImporting(true);
    setProblems([]);
    try {
      const data = await fetchQuery<PreviousClaimsEditorCsvQuery>(environment, csvQuery, await fileSource(file), {
        fetchPolicy: 'network-only',
      }).toPromise();
      const result = data?.claimLinesFromCsv;
      if (!result) return;
      if (result.problems.length) {
        setProblems([
          result.message ?? 'The file was not imported',
          ...result.problems.map(problemText),
        ]);
        return;
      }
      const lines: LineDraft[] = result.lines.map((l) => ({
        key: newKey(),
        name: l.name,
        amount: formatMoney(Number(l.amountExcl)),
        group: [...l.group],
        type: l.type as LineDraft['type'],
        qtyMilli: Number(l.qtyMilli),
        unitPrice: Number(l.unitPrice),
        reference: l.reference,
      }));
      const total = result.lines.reduce((acc, l) => acc + Number(l.amountExcl), 0);
      onChange({ ...claim, lines, total: claim.total.trim() ? claim.total : formatMoney(total) });
    } catch (error) {
      setProblems([(error as Error).message]);
    } finally {
      setImporting(false);
      if (fileRef.current) fileRef.current.value = '';
    }
  };

  return (
    <div className="flex flex-col gap-4 rounded-lg border border-border bg-muted/40 p-4" data-testid="previous-claim">
      <div className="grid gap-4 sm:grid-cols-[8rem_12rem_1fr_auto] sm:items-start">
        <Field label="Claim number" error={errors.number}>
          <Input
            inputMode="numeric"
            value={claim.number}
            onChange={(e) => /^\d*$/.test(e.target.value) && onChange({ ...claim, number: e.target.value })}
            name="claimNumber"
          />
        </Field>
        <Field label="Claim date" error={errors.date}>
          <Input type="date" value={claim.date} onChange={(e) => onChange({ ...claim, date: e.target.value })} name="claimDate" />
        </Field>
        <Field
          label="Total Claim to Date"
          error={serverError ?? errors.total}
          hint={sum !== null ? `Lines add up to ${formatMoney(sum)}` : undefined}
        >
          <Input
            inputMode="decimal"
            leading="$"
            value={claim.total}
            onChange={(e) => onChange({ ...claim, total: e.target.value })}
            name="claimTotal"
          />
        </Field>
        {onRemove ? (
          <div className="sm:pt-7">
            <IconButton label="Remove this claim" icon={<Trash2 />} onClick={onRemove} />
          </div>
        ) : null}
      </div>
      <div className="flex flex-col gap-2">
        <div className="flex items-center justify-between gap-2">
          <h4 className="text-sm font-medium text-fg">Lines</h4>
          <div className="flex items-center gap-2">
            <input
              ref={fileRef}
              type="file"
              accept={FILE_TYPES}
              className="sr-only"
              data-testid="csv-input"
              aria-label="CSV file of lines"
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) void importCsv(file);
              }}
            />
            <Button size="sm" variant="secondary" icon={<FileUp />} loading={importing} onClick={() => fileRef.current?.click()}>
              Import CSV
            </Button>
            <Button
              size="sm"
              variant="ghost"
              icon={<Plus />}
              onClick={() => onChange({ ...claim, lines: [...claim.lines, starterLine()] })}
            >
              Add line
            </Button>
          </div>
        </div>
        {problems.length ? (
          <ul className="rounded-md border border-danger/30 bg-danger-soft px-3 py-2 text-[13px] text-danger-soft-fg" role="alert">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        ) : null}
        <ul className="flex flex-col gap-2" aria-label="Lines">
          {claim.lines.map((line, index) => {
            const lineErrors = (errors.lines as Record<string, { name?: string; amount?: string }>)[line.key] ?? {};
            return (
              <li key={line.key} className="grid gap-2 sm:grid-cols-[1fr_10rem_auto] sm:items-start" data-testid="claim-line">
                <Field label={`Line ${index + 1} name`} hideLabel error={lineErrors.name}>
                  <Input
                    placeholder="Description"
                    value={line.name}
                    onChange={(e) => setLine(line.key, { name: e.target.value })}
                    name="lineName"
                    trailing={
                      line.group.length || line.type !== 'BaseContract' ? (
                        <Badge size="sm" tone="neutral">
                          {[...line.group, TYPE_LABELS[line.type] ?? line.type].join(' › ')}
                        </Badge>
                      ) : undefined
                    }
                  />
                </Field>
                <Field label={`Line ${index + 1} amount`} hideLabel error={lineErrors.amount}>
                  <Input
                    placeholder="0.00"
                    inputMode="decimal"
                    leading="$"
                    value={line.amount}
                    onChange={(e) => setLine(line.key, { amount: e.target.value })}
                    name="lineAmount"
                  />
                </Field>
                <IconButton
                  label={`Remove line ${index + 1}`}
                  icon={<Trash2 />}
                  disabled={claim.lines.length === 1}
                  onClick={() => onChange({ ...claim, lines: claim.lines.filter((l) => l.key !== line.key) })}
                />
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}

export function PreviousClaimsEditor({
  claims,
  onChange,
  showErrors,
  serverErrors,
}: {
  claims: ClaimDraft[];
  onChange: (next: ClaimDraft[]) => void;
  showErrors: boolean;
  serverErrors: Record<number, string>;
}) {
  const nextNumber = claims.reduce((max, c) => Math.max(max, Number(c.number) || 0), 0) + 1;
  return (
    <div className="flex flex-col gap-3">
      {claims.map((claim, index) => (
        <ClaimEditor
          key={claim.key}
          claim={claim}
          showErrors={showErrors}
          serverError={serverErrors[index]}
          onChange={(next) => onChange(claims.map((c) => (c.key === claim.key ? next : c)))}
          onRemove={claims.length > 1 ? () => onChange(claims.filter((c) => c.key !== claim.key)) : undefined}
        />
      ))}
      <div>
        <Button size="sm" variant="secondary" icon={<Plus />} onClick={() => onChange([...claims, starterClaim(nextNumber)])}>
          Add another claim
        </Button>
      </div>
    </div>
  );
}
