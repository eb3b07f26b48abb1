/**
 * /{org}/retention/reconcile — the trust account reconciled with its bank statements (issue 38; CCA
 * ss 18E, 18EA): the bank balance, the ledgers' total held in the account, interest (kept apart from
 * retention money), fees and other explained, what is unallocated and the difference; then the
 * statement import (a bank's CSV export, or the columns of another layout mapped once), and the lines,
 * each matched, allocated, explained or unallocated, a withdrawal that is not a release flagged. One
 * query (app/graphql/retention/reconciliation.py), a fixed number of SQL statements.
 */
import { Suspense, useState, type FormEvent } from 'react';
import { ArrowLeft } from 'lucide-react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { ReconcilePageImportMutation } from '../__generated__/ReconcilePageImportMutation.graphql';
import type { ReconcilePageQuery, ReconcilePageQuery$data } from '../__generated__/ReconcilePageQuery.graphql';
import type { ReconcilePageUnallocateMutation } from '../__generated__/ReconcilePageUnallocateMutation.graphql';
import { formatDate, formatInstant } from '../lib/dates';
import { dollars } from '../lib/format';
import { parseMoney } from '../domain/money';
import { MutationError, errorMessage, refusalErrors, useMutationPromise } from '../relay/mutate';
import { orgPath, useOrgSlug } from '../shell/org';
import { Badge, type BadgeTone } from '../ui/Badge';
import { Banner } from '../ui/Banner';
import { Button, LinkButton } from '../ui/Button';
import { Card, CardBody, CardHeader } from '../ui/Card';
import { Dropzone } from '../ui/Dropzone';
import { EmptyState } from '../ui/EmptyState';
import { Field } from '../ui/Field';
import { Input, NativeSelect } from '../ui/Input';
import { PageHeader } from '../ui/PageHeader';
import { Loader } from '../ui/Spinner';
import { Table, TBody, Td, Th, THead, Tr } from '../ui/Table';
import { toast } from '../ui/Toaster';
import { ReconcileAllocateDialog, type AllocateTarget } from './ReconcileAllocateDialog';
import {
  BALANCES,
  FILE_TOO_LARGE,
  IMPORTED,
  LOADING_RECONCILIATION,
  MAX_FILE_BYTES,
  NO_LINES,
  NO_LINES_DESCRIPTION,
  NO_RECONCILE_PERMISSION,
  NO_TRUST_ACCOUNT,
  NO_TRUST_ACCOUNT_DESCRIPTION,
  RECONCILE_DESCRIPTION,
  RECONCILE_TITLE,
  UNDONE,
  base64,
} from './ReconcileForm';
import { NOT_LEGAL_ADVICE } from './texts';

const query = graphql`
  query ReconcilePageQuery {
    retentionReconciliation {
      hasTrustAccount
      accountLabel
      bankBalance
      balanceOn
      ledgersTotal
      interest
      bankFees
      other
      unallocatedDeposits
      unallocatedWithdrawals
      difference
      problem
      flagged
      lines {
        id
        date
        amount
        reference
        description
        balance
        status
        statusLabel
        note
        flag
        entry {
          number
          kindLabel
          siteName
          payeeName
        }
      }
      openEntries {
        id
        number
        kindLabel
        amount
        date
        bankRef
        siteName
        payeeName
      }
      imports {
        id
        fileName
        formatName
        lineCount
        newLines
        closingBalance
        importedAt
      }
      formats {
        key
        name
      }
    }
  }
`;

const importMutation = graphql`
  mutation ReconcilePageImportMutation($input: RetentionStatementImportInput!) {
    retentionStatementImport(input: $input) {
      newLines
      knownLines
      matched
      columnsToMap
    }
  }
`;

const unallocateMutation = graphql`
  mutation ReconcilePageUnallocateMutation($input: RetentionBankLineUnallocateInput!) {
    retentionBankLineUnallocate(input: $input) {
      reconciliation {
        difference
      }
    }
  }
`;

type Reconciliation = NonNullable<ReconcilePageQuery$data['retentionReconciliation']>;
type LineRow = Reconciliation['lines'][number];

const STATUS_TONES: Record<string, BadgeTone> = {
  matched: 'success',
  allocated: 'success',
  interest: 'info',
  bank_fee: 'neutral',
  other: 'warning',
  unallocated: 'warning',
};

function Reconcile() {
  // Bumped after an import or an allocation: the page asks again (the report is no node).
  const [fetchKey, setFetchKey] = useState(0);
  const data = useLazyLoadQuery<ReconcilePageQuery>(query, {}, { fetchPolicy: 'store-and-network', fetchKey });
  const report = data.retentionReconciliation;
  const slug = useOrgSlug();
  const back = (
    <LinkButton to={orgPath(slug, 'retention')} variant="secondary" icon={<ArrowLeft className="size-4" aria-hidden />}>
      Retention
    </LinkButton>
  );
  if (!report) return <Banner tone="warning" title={NO_RECONCILE_PERMISSION} action={back} />;
  if (!report.hasTrustAccount) {
    return <EmptyState bordered title={NO_TRUST_ACCOUNT} description={NO_TRUST_ACCOUNT_DESCRIPTION} action={back} />;
  }
  const reload = () => setFetchKey((k) => k + 1);
  return (
    <>
      <Summary report={report} />
      <ImportCard report={report} onImported={reload} />
      <LinesCard report={report} onChanged={reload} />
    </>
  );
}

function Amount({ cents, testid }: { cents: number; testid: string }) {
  return (
    <span className="tabular-nums" data-testid={testid}>
      {dollars(cents)}
    </span>
  );
}

function Summary({ report }: { report: Reconciliation }) {
  const open = report.lines.filter((line) => line.status === 'unallocated').length;
  const rows: Array<[string, number, string]> = [
    ['Ledgers’ total held in the account', report.ledgersTotal, 'reconcile-ledgers'],
    ['Interest (kept apart from retention money)', report.interest, 'reconcile-interest'],
    ['Bank fees', report.bankFees, 'reconcile-fees'],
    ['Other, explained', report.other, 'reconcile-other'],
    ['Unallocated deposits', report.unallocatedDeposits, 'reconcile-unallocated-in'],
    ['Unallocated withdrawals', report.unallocatedWithdrawals, 'reconcile-unallocated-out'],
  ];
  return (
    <Card data-testid="reconcile-summary">
      <CardHeader title="Reconciliation" description={report.accountLabel ?? undefined} />
      <CardBody className="flex flex-col gap-4">
        {report.bankBalance === null ? (
          <p className="text-sm text-fg-muted">Import a statement to see the bank balance.</p>
        ) : report.problem ? (
          <Banner tone="danger" title="The trust account does not balance">
            <span data-testid="reconcile-problem">{report.problem}</span>
          </Banner>
        ) : (
          <Banner tone={open ? 'warning' : 'success'} title={BALANCES}>
            <span data-testid="reconcile-balanced">
              {open
                ? `The bank balance is accounted for, with ${open} line${open === 1 ? '' : 's'} still unallocated: allocate or explain ${open === 1 ? 'it' : 'them'} (CCA s 18EA).`
                : 'The bank balance is accounted for by the ledgers and the lines explained.'}
            </span>
          </Banner>
        )}
        {report.flagged > 0 ? (
          <Banner tone="danger" title={`${report.flagged} withdrawal${report.flagged === 1 ? '' : 's'} flagged`}>
            Trust money may be taken out only to release it to the subcontractor or to remedy defects after notice.
          </Banner>
        ) : null}
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[1fr_auto]">
          <dt className="font-medium">
            Bank balance{report.balanceOn ? ` on ${formatDate(report.balanceOn)}` : ''}
          </dt>
          <dd className="text-right font-medium">
            {report.bankBalance === null ? '—' : <Amount cents={report.bankBalance} testid="reconcile-bank-balance" />}
          </dd>
          {rows.map(([label, cents, testid]) => (
            <div key={testid} className="contents">
              <dt className="text-fg-muted">{label}</dt>
              <dd className="text-right">
                <Amount cents={cents} testid={testid} />
              </dd>
            </div>
          ))}
          <dt className="border-t border-border pt-2 font-medium">Difference</dt>
          <dd className="border-t border-border pt-2 text-right font-medium">
            <Amount cents={report.difference} testid="reconcile-difference" />
          </dd>
        </dl>
      </CardBody>
    </Card>
  );
}

type ImportErrors = Partial<Record<'file' | 'closingBalance' | 'mapping', string>>;
interface MappingText {
  date: string;
  amount: string;
  reference: string;
  reference2: string;
  balance: string;
}
const NO_MAPPING: MappingText = { date: '', amount: '', reference: '', reference2: '', balance: '' };

function ImportCard({ report, onImported }: { report: Reconciliation; onImported: () => void }) {
  const [send, sending] = useMutationPromise<ReconcilePageImportMutation>(importMutation);
  const [file, setFile] = useState<File | null>(null);
  const [closing, setClosing] = useState('');
  const [askClosing, setAskClosing] = useState(false);
  const [columns, setColumns] = useState<readonly string[] | null>(null);
  const [mapping, setMapping] = useState<MappingText>(NO_MAPPING);
  const [errors, setErrors] = useState<ImportErrors>({});

  const choose = (files: File[]) => {
    const chosen = files[0] ?? null;
    setFile(chosen);
    setColumns(null);
    setAskClosing(false);
    setMapping(NO_MAPPING);
    setErrors(chosen && chosen.size > MAX_FILE_BYTES ? { file: FILE_TOO_LARGE } : {});
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setErrors({ file: 'Choose the statement’s CSV file.' });
    if (file.size > MAX_FILE_BYTES) return setErrors({ file: FILE_TOO_LARGE });
    let closingBalance: number | null = null;
    if (askClosing) {
      try {
        closingBalance = parseMoney(closing);
      } catch (e) {
        return setErrors({ closingBalance: errorMessage(e) });
      }
    }
    const mapped = columns
      ? {
          date: mapping.date,
          amount: mapping.amount || null,
          reference: [mapping.reference, mapping.reference2].filter(Boolean),
          balance: mapping.balance || null,
        }
      : null;
    try {
      const answer = await send({
        input: {
          file: base64(new Uint8Array(await file.arrayBuffer())),
          fileName: file.name,
          contentType: file.type,
          closingBalance,
          mapping: mapped,
        },
      });
      const result = answer.retentionStatementImport;
      if (result?.columnsToMap) {
        setColumns(result.columnsToMap);
        setErrors({});
        return;
      }
      toast.success(
        `${IMPORTED}: ${result?.newLines ?? 0} new line${result?.newLines === 1 ? '' : 's'}, ${result?.knownLines ?? 0} already imported, ${result?.matched ?? 0} matched`,
      );
      setFile(null);
      setColumns(null);
      setAskClosing(false);
      setClosing('');
      setErrors({});
      onImported();
    } catch (failure) {
      const field = failure instanceof MutationError ? failure.field : null;
      if (field === 'closingBalance') setAskClosing(true);
      setErrors(refusalErrors(failure, ['file', 'closingBalance', 'mapping'], 'file'));
    }
  };

  const recognised = report.formats.map((f) => f.name).join(', ');
  const columnOptions = (columns ?? []).map((c) => ({ value: c, label: c }));
  const setColumn = (name: keyof MappingText, value: string) => {
    setMapping((m) => ({ ...m, [name]: value }));
    setErrors((e) => ({ ...e, mapping: undefined }));
  };
  return (
    <Card>
      <CardHeader title="Import a bank statement" description={`Recognised: ${recognised}. Another layout is mapped once.`} />
      <CardBody>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="reconcile-import-form">
          <Field label="Statement (CSV)" required error={errors.file}>
            <Dropzone
              accept=".csv,.txt,text/csv,text/plain"
              onFiles={choose}
              invalid={!!errors.file}
              aria-label="Statement (CSV)"
              title={file ? file.name : 'Drop the CSV here, or choose it'}
              hint="Exported from your bank's internet banking, at most 700 KB"
            />
          </Field>
          {columns ? (
            <fieldset className="grid gap-3 rounded-lg border border-border p-3 sm:grid-cols-2" data-testid="reconcile-mapping">
              <legend className="px-1 text-sm font-medium">This layout is new: which columns hold what?</legend>
              <Field label="Date" required error={errors.mapping}>
                <NativeSelect name="mapDate" value={mapping.date} placeholder="Choose" options={columnOptions}
                  onChange={(e) => setColumn('date', e.target.value)} />
              </Field>
              <Field label="Amount (money in positive)" required>
                <NativeSelect name="mapAmount" value={mapping.amount} placeholder="Choose" options={columnOptions}
                  onChange={(e) => setColumn('amount', e.target.value)} />
              </Field>
              <Field label="Reference" required>
                <NativeSelect name="mapReference" value={mapping.reference} placeholder="Choose" options={columnOptions}
                  onChange={(e) => setColumn('reference', e.target.value)} />
              </Field>
              <Field label="Another reference column">
                <NativeSelect name="mapReference2" value={mapping.reference2} placeholder="None" options={columnOptions}
                  onChange={(e) => setColumn('reference2', e.target.value)} />
              </Field>
              <Field label="Balance">
                <NativeSelect name="mapBalance" value={mapping.balance} placeholder="None" options={columnOptions}
                  onChange={(e) => setColumn('balance', e.target.value)} />
              </Field>
            </fieldset>
          ) : null}
          {askClosing ? (
            <Field label="Closing balance" required error={errors.closingBalance} hint="The statement's balance after its last line">
              <Input name="closingBalance" inputMode="decimal" value={closing}
                onChange={(e) => { setClosing(e.target.value); setErrors((x) => ({ ...x, closingBalance: undefined })); }} />
            </Field>
          ) : null}
          <div>
            <Button type="submit" loading={sending}>
              {columns ? 'Import with these columns' : 'Import statement'}
            </Button>
          </div>
        </form>
        {report.imports.length ? (
          <ul className="mt-4 flex flex-col gap-1 text-sm text-fg-muted" data-testid="reconcile-imports">
            {report.imports.map((i) => (
              <li key={i.id}>
                {i.fileName} · {i.formatName} · {i.lineCount} lines, {i.newLines} new · closing balance{' '}
                {dollars(i.closingBalance)} · imported {formatInstant(i.importedAt)}
              </li>
            ))}
          </ul>
        ) : null}
      </CardBody>
    </Card>
  );
}

function LinesCard({ report, onChanged }: { report: Reconciliation; onChanged: () => void }) {
  const [target, setTarget] = useState<AllocateTarget | null>(null);
  const [undo, undoing] = useMutationPromise<ReconcilePageUnallocateMutation>(unallocateMutation);
  const undoLine = async (line: LineRow) => {
    try {
      await undo({ input: { lineId: line.id } });
      toast.success(UNDONE);
      onChanged();
    } catch (failure) {
      toast.error(errorMessage(failure));
    }
  };
  return (
    <Card>
      <CardHeader title="Statement lines" description="Newest first. Matched by Claimdesk on amount, reference and date; the rest are yours to allocate or explain." />
      <CardBody>
        {report.lines.length === 0 ? (
          <EmptyState compact title={NO_LINES} description={NO_LINES_DESCRIPTION} />
        ) : (
          <Table data-testid="reconcile-lines">
            <THead>
              <Tr>
                <Th>Date</Th>
                <Th>Reference</Th>
                <Th numeric>Amount</Th>
                <Th numeric>Balance</Th>
                <Th>What it is</Th>
                <Th>
                  <span className="sr-only">Actions</span>
                </Th>
              </Tr>
            </THead>
            <TBody>
              {report.lines.map((line) => (
                <Tr key={line.id} data-testid="reconcile-line">
                  <Td className="whitespace-nowrap">{formatDate(line.date)}</Td>
                  <Td>
                    <div data-testid="reconcile-line-reference">{line.reference || '—'}</div>
                    {line.description ? <div className="text-xs text-fg-muted">{line.description}</div> : null}
                  </Td>
                  <Td numeric>{dollars(line.amount)}</Td>
                  <Td numeric muted>{line.balance === null ? '' : dollars(line.balance)}</Td>
                  <Td>
                    <Badge tone={STATUS_TONES[line.status] ?? 'neutral'} data-testid="reconcile-line-status">
                      {line.statusLabel}
                    </Badge>
                    {line.entry ? (
                      <div className="text-xs text-fg-muted">
                        Entry {line.entry.number} ({line.entry.kindLabel.toLowerCase()}) · {line.entry.payeeName} on{' '}
                        {line.entry.siteName}
                      </div>
                    ) : null}
                    {line.note ? <div className="text-xs text-fg-muted">{line.note}</div> : null}
                    {line.flag ? (
                      <p className="mt-1 text-xs text-danger" data-testid="reconcile-line-flag">
                        {line.flag}
                      </p>
                    ) : null}
                  </Td>
                  <Td className="text-right">
                    {line.status === 'unallocated' ? (
                      <Button size="sm" variant="secondary" aria-label={`Allocate the line of ${dollars(line.amount)} on ${formatDate(line.date)}`}
                        onClick={() => setTarget({ id: line.id, amount: line.amount, date: line.date, reference: line.reference })}>
                        Allocate
                      </Button>
                    ) : (
                      <Button size="sm" variant="ghost" disabled={undoing} onClick={() => undoLine(line)}
                        aria-label={`Undo the allocation of the line of ${dollars(line.amount)} on ${formatDate(line.date)}`}>
                        Undo
                      </Button>
                    )}
                  </Td>
                </Tr>
              ))}
            </TBody>
          </Table>
        )}
      </CardBody>
      <ReconcileAllocateDialog
        target={target}
        entries={report.openEntries}
        onOpenChange={(open) => !open && setTarget(null)}
        onSaved={() => {
          setTarget(null);
          onChanged();
        }}
      />
    </Card>
  );
}

export function ReconcilePage() {
  return (
    <div className="flex max-w-5xl flex-col gap-6">
      <title>Reconcile · Claimdesk</title>
      <PageHeader title={RECONCILE_TITLE} description={`${RECONCILE_DESCRIPTION} ${NOT_LEGAL_ADVICE}`} />
      <Suspense fallback={<Loader message={LOADING_RECONCILIATION} />}>
        <Reconcile />
      </Suspense>
    </div>
  );
}

export { ReconcilePage as Component };
