/**
 * The body of the claim document, laid out like the PDF: the supplier's letterhead and the
 * title; To, From and Project; Date and Due Date, the period, Purchase Order; the claimed
 * amount; a section per line type with its grid; Payment Details, attachments and the totals
 * table; the statement that it is made under the Construction Contracts Act 2002.
 *
 * On a draft the supplier edits in place: the period, dates, purchase order and payment details
 * open their dialogs, the billing mode and the document type are chosen from menus, lines are
 * edited in the grids (staged, pushed by the stager) and the retention formula in its dialog.
 */
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { ChevronDown, FileText, ListPlus, Pencil, Plus } from 'lucide-react';
import { claimTitle, type RevisionType } from '../../domain/claims';
import { formatMoney } from '../../domain/money';
import { cn } from '../../lib/cn';
import { Button, IconButton } from '../../ui/Button';
import { Menu, MenuContent, MenuItem, MenuRadioGroup, MenuRadioItem, MenuTrigger } from '../../ui/Menu';
import { toast } from '../../ui/Toaster';
import {
  DatesDialog,
  PaymentDetailsDialog,
  PeriodDialog,
  PurchaseOrderDialog,
  RetentionDialog,
  type Patch,
} from '../page/ClaimDialogs';
import { Attachments } from './Attachments';
import type { ClaimData, ContractData, RevisionData } from '../page/ClaimPage';
import { BILLING_MODE_OPTIONS, billingModeLabel, columnsFor, type BillingMode } from '../grid/columns';
import { describeRetention, dollars, formatDate, formatPeriod } from '../format';
import { bySection, SECTIONS, type Line, type SectionKey } from '../lines';
import { LineFilesDialog, useLineFilesSaver } from '../grid/LineFiles';
import { LineGrid } from '../grid/LineGrid';
import type { LedgerStager } from '../ledger/pushLoop';
import {
  moveLine,
  newItemId,
  nextPosition,
  stageChange,
  stageCreate,
  stageDelete,
  stageOrder,
  stageRetention,
  type LineChange,
  type RetentionFormula,
} from '../ledger/edits';

export const CCA_STATEMENT = 'This is a payment claim made under the Construction Contracts Act 2002.';

const DOCUMENT_TYPES: RevisionType[] = ['NzCcaClaim', 'Invoice', 'NzCcaClaimCombined'];

type DialogName = 'dates' | 'period' | 'po' | 'payment' | 'retention';

/** Auto resolves to quantity columns when any line's total price differs from its unit price. */
export function resolveMode(mode: BillingMode, lines: ReadonlyArray<Pick<Line, 'unitPrice' | 'totalPrice' | 'isRetention'>>): BillingMode {
  if (mode !== 'Auto') return mode;
  return lines.some((l) => !l.isRetention && l.unitPrice !== l.totalPrice) ? 'PercentWithQty' : 'Percent';
}

function Label({ children }: { children: ReactNode }) {
  return <div className="mb-1 text-[11px] font-semibold uppercase tracking-wider text-fg-subtle">{children}</div>;
}

function EditButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <IconButton
      label={label}
      icon={<Pencil />}
      size="sm"
      onClick={onClick}
      className="-my-1 size-6 text-fg-subtle opacity-60 hover:opacity-100 [&_svg]:size-3.5"
    />
  );
}

function Block({
  label,
  children,
  edit,
  testId,
  className,
}: {
  label: string;
  children: ReactNode;
  edit?: () => void;
  testId?: string;
  className?: string;
}) {
  return (
    <div className={cn('min-w-0', className)} data-testid={testId}>
      <div className="flex items-center gap-1">
        <Label>{label}</Label>
        {edit ? (
          <span className="mb-1">
            <EditButton label={`Edit ${label.toLowerCase()}`} onClick={edit} />
          </span>
        ) : null}
      </div>
      <div className="text-sm leading-relaxed text-fg">{children}</div>
    </div>
  );
}

function Party({ party }: { party: ContractData['customer'] | ContractData['supplier'] }) {
  if (!party) return <span className="text-fg-subtle">Not set</span>;
  return (
    <>
      <div className="font-semibold">{party.entityName || party.name}</div>
      {party.name && party.entityName && party.name !== party.entityName ? <div>{party.name}</div> : null}
      {party.address
        .split('\n')
        .filter(Boolean)
        .map((line, i) => (
          <div key={i} className="text-fg-muted">
            {line}
          </div>
        ))}
      {party.gstNumber ? <div className="text-fg-muted">GST {party.gstNumber}</div> : null}
    </>
  );
}

function Missing({ children, onClick }: { children: ReactNode; onClick?: () => void }) {
  if (!onClick) return <span className="text-fg-subtle">{children}</span>;
  return (
    <button type="button" onClick={onClick} className="text-sm font-medium text-primary hover:underline">
      {children}
    </button>
  );
}

export function ClaimDocument({
  contract,
  claim,
  revision,
  lines,
  editable,
  stager,
  patch,
  pending,
}: {
  contract: ContractData;
  claim: ClaimData;
  revision: RevisionData;
  lines: Line[];
  editable: boolean;
  stager: LedgerStager;
  patch: Patch;
  pending: boolean;
}) {
  const [dialog, setDialog] = useState<DialogName | null>(null);
  const [focus, setFocus] = useState<{ itemId: string; key: string } | null>(null);
  const [filesOf, setFilesOf] = useState<string | null>(null);
  const saveLineFiles = useLineFilesSaver(contract.id, claim.number, stager);
  const open = (name: DialogName) => (editable ? () => setDialog(name) : undefined);

  const mode = editable
    ? resolveMode(revision.billingMode as BillingMode, lines)
    : (revision.resolvedBillingMode as BillingMode);
  const columns = useMemo(() => columnsFor(mode, editable), [mode, editable]);
  const sections = useMemo(() => bySection(lines.filter((l) => !l.isRetention)), [lines]);
  const missingSections = SECTIONS.filter((s) => !sections.some((x) => x.key === s.key));
  const formula = revision.retentionFormula as RetentionFormula | null | undefined;
  const stagedFormula = stager.getSnapshot().pending.retention;
  const shownFormula = stagedFormula !== undefined ? stagedFormula : formula;

  const onChange = useCallback(
    (line: Line, change: LineChange) => stager.stage((s) => stageChange(s, line, change)),
    [stager],
  );
  const onDelete = useCallback((line: Line) => stager.stage((s) => stageDelete(s, line.itemId)), [stager]);
  const onMove = useCallback(
    (itemId: string, overId: string) => {
      const order = moveLine(lines, itemId, overId);
      const a = lines.find((l) => l.itemId === itemId);
      const b = lines.find((l) => l.itemId === overId);
      // Lines move within their section; another section is chosen from the line's menu.
      if (order && a && b && bySection([a]).at(0)?.key === bySection([b]).at(0)?.key) {
        stager.stage((s) => stageOrder(s, order));
      }
    },
    [lines, stager],
  );
  const addLine = useCallback(
    (section: SectionKey) => {
      const type = SECTIONS.find((s) => s.key === section)!.lineType as Exclude<Line['type'], 'Retention'>;
      const itemId = newItemId();
      stager.stage((s) => stageCreate(s, itemId, { type, position: nextPosition(lines) }));
      setFocus({ itemId, key: 'name' });
    },
    [lines, stager],
  );
  const onFocused = useCallback(() => setFocus(null), []);

  const patchOrToast = (fields: Parameters<Patch>[0]) =>
    patch(fields).catch((e: unknown) => {
      toast.error(e instanceof Error ? e.message : String(e));
    });

  const totals = revision.totals;
  const supplier = contract.supplier;
  const siteLines = [
    contract.site.line1,
    contract.site.line2,
    contract.site.suburb,
    [contract.site.city, contract.site.postcode].filter(Boolean).join(' '),
    contract.site.state,
  ].filter((x) => x && x.trim());

  return (
    <article
      className="relative overflow-hidden rounded-xl border border-border bg-surface shadow-sm"
      aria-label={revision.title}
      data-testid="claim-document"
    >
      {revision.isDraft ? (
        <div className="flex items-center justify-center gap-2 border-b border-warning/30 bg-warning-soft px-4 py-1.5 text-xs font-semibold uppercase tracking-wider text-warning-soft-fg">
          Draft — not a payment claim until it is sent
        </div>
      ) : claim.status === 'Voided' ? (
        <div className="flex items-center justify-center gap-2 border-b border-danger/30 bg-danger-soft px-4 py-1.5 text-xs font-semibold uppercase tracking-wider text-danger-soft-fg">
          Void — this claim no longer asks for payment
        </div>
      ) : null}
      <div className="flex flex-col gap-8 px-5 py-8 sm:px-8 sm:py-10">
        {/* Letterhead and title */}
        <div className="flex flex-col-reverse justify-between gap-6 sm:flex-row">
          <div className="min-w-0 text-sm leading-relaxed">
            <div className="text-lg font-semibold text-fg">{supplier?.entityName || supplier?.name || contract.owner.name}</div>
            {supplier?.address
              ?.split('\n')
              .filter(Boolean)
              .map((l, i) => (
                <div key={i} className="text-fg-muted">
                  {l}
                </div>
              ))}
            {supplier?.gstNumber ? <div className="text-fg-muted">GST number {supplier.gstNumber}</div> : null}
            {supplier?.website ? <div className="text-fg-muted">{supplier.website}</div> : null}
          </div>
          <div className="flex flex-col items-start gap-1 sm:items-end sm:text-right">
            <div className="text-[11px] font-semibold uppercase tracking-[0.14em] text-primary">Payment claim · Tax invoice</div>
            {editable && claim.number !== 0 ? (
              <Menu>
                <MenuTrigger asChild>
                  <button
                    type="button"
                    className="group -mx-1.5 inline-flex items-center gap-1.5 rounded-md px-1.5 text-3xl font-semibold tracking-tight text-fg hover:bg-hover"
                    aria-label={`Document type: ${revision.title}`}
                    data-testid="document-title"
                  >
                    {revision.title}
                    <ChevronDown aria-hidden className="size-5 text-fg-subtle" />
                  </button>
                </MenuTrigger>
                <MenuContent>
                  <MenuRadioGroup value={revision.type} onValueChange={(type) => void patchOrToast({ type })}>
                    {DOCUMENT_TYPES.map((t) => (
                      <MenuRadioItem key={t} value={t}>
                        {claimTitle(claim.number, t)}
                      </MenuRadioItem>
                    ))}
                  </MenuRadioGroup>
                </MenuContent>
              </Menu>
            ) : (
              <h2 className="text-3xl font-semibold tracking-tight text-fg" data-testid="document-title">
                {revision.title}
              </h2>
            )}
            <div className="text-sm font-medium tabular text-fg-muted">{revision.invoiceReference}</div>
            <div className="text-xs text-fg-subtle">Made under the Construction Contracts Act 2002</div>
          </div>
        </div>

        {/* Parties and project */}
        <div className="grid gap-6 border-t border-border pt-6 sm:grid-cols-3">
          <Block label="To" testId="block-to">
            <Party party={contract.customer} />
          </Block>
          <Block label="From" testId="block-from">
            <Party party={contract.supplier} />
          </Block>
          <Block label="Project" testId="block-project">
            <div className="font-semibold">{contract.siteName}</div>
            {siteLines.map((l, i) => (
              <div key={i} className="text-fg-muted">
                {l}
              </div>
            ))}
          </Block>
        </div>

        {/* Dates, period, purchase order */}
        <div className="grid gap-6 rounded-lg bg-muted/60 px-5 py-4 sm:grid-cols-2 lg:grid-cols-4">
          <Block label="Date" edit={open('dates')} testId="block-date">
            {formatDate(revision.date) || <Missing onClick={open('dates')}>Set the date</Missing>}
          </Block>
          <Block label="Due date" edit={open('dates')} testId="block-due-date">
            {revision.dueDate ? (
              <span className="font-semibold">{formatDate(revision.dueDate)}</span>
            ) : (
              <Missing onClick={open('dates')}>Set the due date</Missing>
            )}
          </Block>
          <Block label="Period" edit={open('period')} testId="block-period">
            {revision.periodFrom && revision.periodTo ? (
              formatPeriod(revision.periodFrom, revision.periodTo)
            ) : (
              <Missing onClick={open('period')}>{editable ? 'Set the period' : 'Not set'}</Missing>
            )}
          </Block>
          {revision.poNumber || editable ? (
            <Block label="Purchase order" edit={revision.poNumber ? open('po') : undefined} testId="block-po">
              {revision.poNumber || <Missing onClick={open('po')}>Add purchase order</Missing>}
            </Block>
          ) : null}
        </div>

        {/* The claimed amount */}
        <div
          className="flex flex-col gap-1 rounded-lg border border-primary/20 bg-primary-soft/50 px-5 py-4 sm:flex-row sm:items-center sm:justify-between"
          data-testid="claimed-amount"
        >
          <div className="text-sm text-fg-muted">
            Claimed amount{revision.dueDate ? <>, due {formatDate(revision.dueDate, true)}</> : null}
            <div className="text-xs text-fg-subtle">
              {dollars(Number(totals.gstExclusive))} excl. GST + {totals.gstLabel} {dollars(Number(totals.gst))}
            </div>
          </div>
          <div className={cn('text-2xl font-semibold tabular text-fg', pending && 'opacity-60')}>
            {dollars(Number(totals.netPayment))}
            <span className="ml-1.5 text-sm font-normal text-fg-muted">incl. GST</span>
          </div>
        </div>

        {/* Lines */}
        <div className="flex flex-col gap-8">
          {editable ? (
            <div className="flex flex-wrap items-center justify-between gap-3 border-b border-border pb-3">
              <h2 className="text-base font-semibold text-fg">How the claimed amount was calculated</h2>
              <div className="flex flex-wrap items-center gap-2">
                <Menu>
                  <MenuTrigger asChild>
                    <Button variant="secondary" size="sm" iconAfter={<ChevronDown />} data-testid="billing-mode">
                      Quantities: {billingModeLabel(revision.billingMode as BillingMode)}
                    </Button>
                  </MenuTrigger>
                  <MenuContent className="w-72">
                    <MenuRadioGroup value={revision.billingMode} onValueChange={(billingMode) => void patchOrToast({ billingMode })}>
                      {BILLING_MODE_OPTIONS.map((o) => (
                        <MenuRadioItem key={o.value} value={o.value}>
                          <span className="flex flex-col">
                            <span>{o.label}</span>
                            <span className="text-xs text-fg-subtle">{o.description}</span>
                          </span>
                        </MenuRadioItem>
                      ))}
                    </MenuRadioGroup>
                  </MenuContent>
                </Menu>
                {missingSections.length ? (
                  <Menu>
                    <MenuTrigger asChild>
                      <Button variant="secondary" size="sm" icon={<ListPlus />} data-testid="add-section">
                        Add section
                      </Button>
                    </MenuTrigger>
                    {/* The new line's description takes the focus, not the menu's button. */}
                    <MenuContent onCloseAutoFocus={(event) => event.preventDefault()}>
                      {missingSections.map((s) => (
                        <MenuItem key={s.key} icon={<Plus />} onSelect={() => addLine(s.key)}>
                          {s.title}
                        </MenuItem>
                      ))}
                    </MenuContent>
                  </Menu>
                ) : null}
              </div>
            </div>
          ) : (
            <h2 className="border-b border-border pb-3 text-base font-semibold text-fg">How the claimed amount was calculated</h2>
          )}
          {sections.length === 0 ? (
            <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border-strong px-6 py-10 text-center">
              <FileText aria-hidden className="size-6 text-fg-subtle" />
              <p className="text-sm text-fg-muted">
                {editable ? 'No lines yet. Add the work this claim is for.' : 'This claim has no lines.'}
              </p>
              {editable ? (
                <Button size="sm" icon={<Plus />} onClick={() => addLine('BaseContract')} data-testid="add-first-line">
                  Add line
                </Button>
              ) : null}
            </div>
          ) : (
            sections.map((section) => (
              <LineGrid
                key={section.key}
                sectionKey={section.key}
                title={section.title}
                lines={section.lines}
                columns={columns}
                mode={mode}
                editable={editable}
                onChange={onChange}
                onDelete={onDelete}
                onMove={onMove}
                onAddLine={() => addLine(section.key)}
                focus={focus}
                onFocused={onFocused}
                onOpenFiles={(line) => setFilesOf(line.itemId)}
              />
            ))
          )}
        </div>

        {/* Payment details, attachments, totals */}
        <div className="grid gap-8 border-t border-border pt-6 md:grid-cols-[1fr_minmax(20rem,24rem)]">
          <div className="flex min-w-0 flex-col gap-6">
            {revision.paymentDetails || editable ? (
              <Block label="Payment details" edit={revision.paymentDetails ? open('payment') : undefined} testId="block-payment">
                {revision.paymentDetails ? (
                  <div className="whitespace-pre-line">{revision.paymentDetails}</div>
                ) : (
                  <Missing onClick={open('payment')}>Add payment details</Missing>
                )}
              </Block>
            ) : null}
            <Attachments files={revision.files} editable={editable} patch={patch} />
          </div>
          <TotalsTable
            totals={totals}
            formula={shownFormula}
            editable={editable}
            pending={pending}
            onEditRetention={() => setDialog('retention')}
          />
        </div>

        <p className="rounded-lg border border-fg/80 px-4 py-3 text-sm font-semibold text-fg" data-testid="cca-statement">
          {CCA_STATEMENT}
        </p>
      </div>

      {editable ? (
        <>
          <DatesDialog
            open={dialog === 'dates'}
            onOpenChange={(o) => setDialog(o ? 'dates' : null)}
            patch={patch}
            date={revision.date}
            dueDate={revision.dueDate}
          />
          <PeriodDialog
            open={dialog === 'period'}
            onOpenChange={(o) => setDialog(o ? 'period' : null)}
            patch={patch}
            periodFrom={revision.periodFrom}
            periodTo={revision.periodTo}
          />
          <PurchaseOrderDialog
            open={dialog === 'po'}
            onOpenChange={(o) => setDialog(o ? 'po' : null)}
            patch={patch}
            poNumber={revision.poNumber}
          />
          <PaymentDetailsDialog
            open={dialog === 'payment'}
            onOpenChange={(o) => setDialog(o ? 'payment' : null)}
            patch={patch}
            paymentDetails={revision.paymentDetails}
          />
          <RetentionDialog
            open={dialog === 'retention'}
            onOpenChange={(o) => setDialog(o ? 'retention' : null)}
            formula={shownFormula}
            onSave={(next) => stager.stage((s) => stageRetention(s, next))}
          />
        </>
      ) : null}
      <LineFilesDialog
        line={filesOf ? (lines.find((l) => l.itemId === filesOf) ?? null) : null}
        onClose={() => setFilesOf(null)}
        editable={editable}
        onSave={saveLineFiles}
      />
    </article>
  );
}

function TotalsTable({
  totals,
  formula,
  editable,
  pending,
  onEditRetention,
}: {
  totals: RevisionData['totals'];
  formula: RetentionFormula | null | undefined;
  editable: boolean;
  pending: boolean;
  onEditRetention: () => void;
}) {
  const hasRetention = !!formula && formula.marginalRates.length > 0;
  const rows = totals.lines;
  return (
    <div className="flex flex-col gap-2" data-testid="totals">
      <table className={cn('w-full text-sm transition-opacity', pending && 'opacity-60')} aria-busy={pending || undefined}>
        <caption className="sr-only">Totals</caption>
        <tbody>
          <tr>
            <th scope="row" className="py-1.5 text-left font-normal text-fg-muted">
              Gross claimed to date
            </th>
            <td className="py-1.5 text-right tabular text-fg">{formatMoney(Number(totals.grossToDate))}</td>
          </tr>
          {rows.map((row, i) => {
            const last = i === rows.length - 1;
            const isRetention = row.label === 'Less Retentions';
            return (
              <tr key={row.label} className={cn(last && 'text-base font-semibold')}>
                <th
                  scope="row"
                  className={cn(
                    'py-1.5 text-left font-normal text-fg-muted',
                    last && 'border-t-2 border-fg/80 pt-2.5 font-semibold text-fg',
                    row.label === 'GST Exclusive Amount' && 'border-t border-border font-medium text-fg',
                  )}
                >
                  <span className="flex flex-wrap items-center gap-x-2">
                    {row.label}
                    {isRetention && (hasRetention || editable) ? (
                      <span className="text-xs text-fg-subtle" data-testid="retention-formula">
                        {describeRetention(formula)}
                      </span>
                    ) : null}
                    {isRetention && editable ? (
                      <button type="button" className="link text-xs" onClick={onEditRetention} data-testid="edit-retention">
                        {hasRetention ? 'Edit' : 'Set retention'}
                      </button>
                    ) : null}
                  </span>
                </th>
                <td
                  className={cn(
                    'py-1.5 text-right tabular text-fg',
                    last && 'border-t-2 border-fg/80 pt-2.5',
                    row.label === 'GST Exclusive Amount' && 'border-t border-border font-medium',
                  )}
                  data-total={row.label}
                >
                  {last ? dollars(Number(row.amount)) : formatMoney(Number(row.amount))}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {pending ? <p className="text-right text-xs text-fg-subtle">Totals update once your changes are saved.</p> : null}
    </div>
  );
}
