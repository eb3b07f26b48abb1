/**
 * The body of the claim document, laid out like the PDF: the supplier's letterhead and the
 * title; To, From and Project (Parties.tsx); Date and Due Date, the period, Purchase Order; the
 * claimed amount; a section per line type with its grid (Sections.tsx); Payment Details,
 * attachments and the totals table (TotalsTable.tsx); the statement that it is made under the
 * Construction Contracts Act 2002.
 *
 * On a draft the supplier edits in place: the period, dates, purchase order and payment details
 * open their dialogs, the billing mode and the document type are chosen from menus, lines are
 * edited in the grids (staged, pushed by the push loop) and the retention formula in its dialog.
 */
import { useState, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { ChevronDown } from 'lucide-react';
import type { ClaimDocument_contract$key } from '../../__generated__/ClaimDocument_contract.graphql';
import type { ClaimDocument_figures$key } from '../../__generated__/ClaimDocument_figures.graphql';
import type { ClaimDocument_revision$key } from '../../__generated__/ClaimDocument_revision.graphql';
import { claimTitle, type BillingMode, type RevisionType } from '../../domain/claims';
import type { RetentionFormula } from '../../domain/retention';
import { Menu, MenuContent, MenuRadioGroup, MenuRadioItem, MenuTrigger } from '../../ui/Menu';
import { toast } from '../../ui/Toaster';
import type { Patch, PatchFields } from '../claimMutations';
import { formatPeriod } from '../../lib/format';
import { formatDate } from '../../lib/dates';
import { stageRetention } from '../ledger/edits';
import type { LedgerPushLoop } from '../ledger/pushLoop';
import { useStagerSelect } from '../ledger/useLedgerPush';
import type { Line } from '../lines';
import { DatesDialog, PaymentDetailsDialog, PeriodDialog, PurchaseOrderDialog } from '../page/ClaimDialogs';
import { useDueSuggester } from '../page/dueSuggestion';
import { RetentionDialog } from '../page/RetentionDialog';
import { attachedFiles, Attachments } from '../../uploads/Attachments';
import { Block, NotSet } from '../../ui/Block';
import { Letterhead, Parties } from './Parties';
import { Sections } from './Sections';
import { ClaimedAmount } from './ClaimedAmount';
import { TotalsTable } from './TotalsTable';
import { errorMessage } from '../../relay/mutate';

export const CCA_STATEMENT = 'This is a payment claim made under the Construction Contracts Act 2002.';

const DOCUMENT_TYPES: RevisionType[] = ['NzCcaClaim', 'Invoice', 'NzCcaClaimCombined'];

type DialogName = 'dates' | 'period' | 'po' | 'payment' | 'retention';

const contractFragment = graphql`
  fragment ClaimDocument_contract on Contract {
    id
    ...Parties_contract
  }
`;

/** What a save of the lines changes on the document (ledgerUpdate answers it: claimMutations.ts). */
const figuresFragment = graphql`
  fragment ClaimDocument_figures on ClaimRevision {
    resolvedBillingMode
    retentionFormula {
      marginalRates {
        rate
        upTo
      }
      maxAmount
    }
    totals {
      gstExclusive
      gst
      gstLabel
      netPayment
      chargesGst
      ...TotalsTable_totals
    }
  }
`;

const revisionFragment = graphql`
  fragment ClaimDocument_revision on ClaimRevision {
    title
    type
    isDraft
    date
    dueDate
    periodFrom
    periodTo
    poNumber
    paymentDetails
    billingMode
    invoiceReference
    heading
    supplierGstNumber
    files {
      ...Attachments_file
    }
    ...ClaimDocument_figures
  }
`;

export function ClaimDocument({
  contract: contractRef,
  revision: revisionRef,
  number,
  status,
  serverLines,
  editable,
  stager,
  patch,
  onCommentLine,
  onImported,
}: {
  contract: ClaimDocument_contract$key;
  revision: ClaimDocument_revision$key;
  /** The claim's number and status. */
  number: number;
  status: string;
  /** The server's lines: the sections show them with the staged edits on top. */
  serverLines: Line[];
  editable: boolean;
  stager: LedgerPushLoop;
  patch: Patch;
  /** Starts a comment about a line (absent where the viewer cannot comment on the claim). */
  onCommentLine?: (line: Line) => void;
  /** After lines were imported into the draft. */
  onImported: () => void;
}) {
  const contract = useFragment(contractFragment, contractRef);
  const suggestDue = useDueSuggester(contract.id);
  const revision = useFragment(revisionFragment, revisionRef);
  const figures = useFragment<ClaimDocument_figures$key>(figuresFragment, revision);
  const [dialog, setDialog] = useState<DialogName | null>(null);
  const open = (name: DialogName) => (editable ? () => setDialog(name) : undefined);
  const onOpenChange = (name: DialogName) => (o: boolean) => setDialog(o ? name : null);

  // Only what the document shows of the staged edits: a staged line edit renders its section, not the
  // document; whether edits wait to be saved renders only what dims (WhilePending).
  const formula = figures.retentionFormula as RetentionFormula | null | undefined;
  const stagedFormula = useStagerSelect(stager, (s) => s.pending.retention);
  const shownFormula = stagedFormula !== undefined ? stagedFormula : formula;

  const patchOrToast = (fields: PatchFields) =>
    patch(fields).catch((e: unknown) => {
      toast.error(errorMessage(e));
    });

  const totals = figures.totals;

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
      ) : status === 'Voided' ? (
        <div className="flex items-center justify-center gap-2 border-b border-danger/30 bg-danger-soft px-4 py-1.5 text-xs font-semibold uppercase tracking-wider text-danger-soft-fg">
          Void — this claim no longer asks for payment
        </div>
      ) : null}
      <div className="flex flex-col gap-8 px-5 py-8 sm:px-8 sm:py-10">
        {/* Letterhead and title */}
        <div className="flex flex-col-reverse justify-between gap-6 sm:flex-row">
          <Letterhead contract={contract} gstNumber={revision.supplierGstNumber ?? null} />
          <div className="flex flex-col items-start gap-1 sm:items-end sm:text-right">
            <div className="text-[11px] font-semibold uppercase tracking-[0.14em] text-primary" data-testid="document-heading">
              {revision.heading}
            </div>
            {editable && number !== 0 ? (
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
                  <MenuRadioGroup value={revision.type} onValueChange={(type) => void patchOrToast({ type: type as RevisionType })}>
                    {DOCUMENT_TYPES.map((t) => (
                      <MenuRadioItem key={t} value={t}>
                        {claimTitle(number, t)}
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

        <Parties contract={contract} supplierGstNumber={revision.supplierGstNumber ?? null} />

        {/* Dates, period, purchase order */}
        <div className="grid gap-6 rounded-lg bg-muted/60 px-5 py-4 sm:grid-cols-2 lg:grid-cols-4">
          <Block label="Date" edit={open('dates')} testId="block-date">
            {formatDate(revision.date) || <NotSet onClick={open('dates')}>Set the date</NotSet>}
          </Block>
          <Block label="Due date" edit={open('dates')} testId="block-due-date">
            {revision.dueDate ? (
              <span className="font-semibold">{formatDate(revision.dueDate)}</span>
            ) : (
              <NotSet onClick={open('dates')}>Set the due date</NotSet>
            )}
          </Block>
          <Block label="Period" edit={open('period')} testId="block-period">
            {revision.periodFrom && revision.periodTo ? (
              formatPeriod(revision.periodFrom, revision.periodTo)
            ) : (
              <NotSet onClick={open('period')}>{editable ? 'Set the period' : 'Not set'}</NotSet>
            )}
          </Block>
          {revision.poNumber || editable ? (
            <Block label="Purchase order" edit={revision.poNumber ? open('po') : undefined} testId="block-po">
              {revision.poNumber || <NotSet onClick={open('po')}>Add purchase order</NotSet>}
            </Block>
          ) : null}
        </div>

        {/* The claimed amount */}
        <WhilePending stager={stager}>
          {(pending) => (
            <ClaimedAmount
              totals={totals}
              due={revision.dueDate ? <>, due {formatDate(revision.dueDate, true)}</> : null}
              pending={pending}
            />
          )}
        </WhilePending>

        <Sections
          contractId={contract.id}
          number={number}
          serverLines={serverLines}
          billingMode={revision.billingMode as BillingMode}
          resolvedBillingMode={figures.resolvedBillingMode as BillingMode}
          editable={editable}
          stager={stager}
          onBillingMode={(billingMode) => void patchOrToast({ billingMode })}
          onComment={onCommentLine}
          onImported={onImported}
        />

        {/* Payment details, attachments, totals */}
        <div className="grid gap-8 border-t border-border pt-6 md:grid-cols-[1fr_minmax(20rem,24rem)]">
          <div className="flex min-w-0 flex-col gap-6">
            {revision.paymentDetails || editable ? (
              <Block label="Payment details" edit={revision.paymentDetails ? open('payment') : undefined} testId="block-payment">
                {revision.paymentDetails ? (
                  <div className="whitespace-pre-line">{revision.paymentDetails}</div>
                ) : (
                  <NotSet onClick={open('payment')}>Add payment details</NotSet>
                )}
              </Block>
            ) : null}
            <Attachments files={attachedFiles(revision.files)} editable={editable} patch={patch} />
          </div>
          <WhilePending stager={stager}>
            {(pending) => (
              <TotalsTable
                totals={totals}
                formula={shownFormula}
                editable={editable}
                pending={pending}
                onEditRetention={() => setDialog('retention')}
              />
            )}
          </WhilePending>
        </div>

        <p className="rounded-lg border border-fg/80 px-4 py-3 text-sm font-semibold text-fg" data-testid="cca-statement">
          {CCA_STATEMENT}
        </p>
      </div>

      {editable ? (
        <>
          <DatesDialog
            open={dialog === 'dates'}
            onOpenChange={onOpenChange('dates')}
            patch={patch}
            date={revision.date}
            dueDate={revision.dueDate}
            suggestDue={suggestDue}
          />
          <PeriodDialog
            open={dialog === 'period'}
            onOpenChange={onOpenChange('period')}
            patch={patch}
            periodFrom={revision.periodFrom}
            periodTo={revision.periodTo}
          />
          <PurchaseOrderDialog open={dialog === 'po'} onOpenChange={onOpenChange('po')} patch={patch} poNumber={revision.poNumber} />
          <PaymentDetailsDialog
            open={dialog === 'payment'}
            onOpenChange={onOpenChange('payment')}
            patch={patch}
            paymentDetails={revision.paymentDetails}
          />
          <RetentionDialog
            open={dialog === 'retention'}
            onOpenChange={onOpenChange('retention')}
            formula={shownFormula}
            onSave={(next) => stager.stage((s) => stageRetention(s, next))}
          />
        </>
      ) : null}
    </article>
  );
}

/**
 * What dims while edits wait to be saved: it alone renders again when they start or stop waiting
 * (the first edit after a save is staged in the key press of Enter; rendering the whole document
 * there made that key slow).
 */
function WhilePending({ stager, children }: { stager: LedgerPushLoop; children: (pending: boolean) => ReactNode }) {
  return children(useStagerSelect(stager, () => !stager.idle));
}
