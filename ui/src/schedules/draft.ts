/**
 * The payment schedule being built, as the builder holds it between saves: what the payer
 * typed (lines, dates, type, reference, notes, adjustments), the claim facts its totals rest
 * on, the paymentScheduleUpdate input it saves as, and what would stop it being a valid
 * schedule under s 21 (in the server's words, so the builder can say so before sending).
 */
import { dollars } from '../lib/format';
import { invoiceReference } from '../domain/claims';
import type { RetentionFormula } from '../domain/retention';
import { NZ_GST } from '../domain/tax';
import { scheduleTotals, type ScheduleTotals } from '../domain/schedules';
import { SCHEDULED_PAYMENT_DATE } from '../claims/texts';

export interface DraftLine {
  itemId: string;
  name: string;
  /** Claimed this claim, excl GST, cents. */
  claimed: number;
  /** Scheduled this claim, excl GST, cents. */
  scheduled: number;
  reason: string;
  /** Nothing claimed on it, this claim or before: the server lets the payer leave it out (spec 2 §2). */
  removable?: boolean;
  /** Left out of the schedule by the payer. */
  removed?: boolean;
  /**
   * A line the payer added to its own breakdown of a claim received outside Claimdesk (issue 34):
   * it claims nothing, is named by the payer, and is removed by deleting it.
   */
  own?: boolean;
}

/** The id of a line the payer adds to its own breakdown ('own-' + its id: the server's rule). */
export const OWN_LINE = 'own-';

export function isOwnLine(itemId: string): boolean {
  return itemId.startsWith(OWN_LINE);
}

/** A new line of the payer's own breakdown: named by the payer, nothing claimed or scheduled yet. */
export function ownLine(id: string): DraftLine {
  return { itemId: `${OWN_LINE}${id}`, name: '', claimed: 0, scheduled: 0, reason: '', removable: true, removed: false, own: true };
}

/** The claim's line of a received claim left out (it schedules nothing, the claimed amount stays), or put back as claimed. */
export function leaveOut(line: DraftLine, removed: boolean): Partial<DraftLine> {
  return removed ? { removed: true, scheduled: 0 } : { removed: false, scheduled: line.claimed };
}

export interface ScheduleDraft {
  /** ISO date, or '' for none. */
  dueDate: string;
  isTaxInvoice: boolean;
  reference: string;
  notes: string[];
  adjustExcl: number;
  adjustTax: number;
  lines: DraftLine[];
}

/** What the totals rest on: the claim revision answered and the ledger before it. */
export interface ScheduleBasis {
  contractId: string;
  number: number;
  claimRev: number;
  grossBefore: number;
  retainedBefore: number;
  formula: RetentionFormula | null;
  taxRateId: string;
}

/** PaymentSchedule.basis as the server answers it (cents may arrive as strings). */
export interface ServerBasis {
  grossBefore: unknown;
  retainedBefore: unknown;
  taxRateId: string;
  retentionFormula?: {
    marginalRates: ReadonlyArray<{ rate: number; upTo?: unknown }>;
    maxAmount?: unknown;
  } | null;
}

/**
 * The basis the builder's totals rest on: the server's (PaymentSchedule.basis, computed by the
 * ledger code the save and the send use), for the claim revision the draft answers. With no
 * schedule there are no lines either (the page shows no builder then): nothing before, no retention.
 */
export function scheduleBasis(
  server: ServerBasis | null | undefined,
  claim: { contractId: string; number: number; claimRev: number },
): ScheduleBasis {
  const formula = server?.retentionFormula;
  return {
    ...claim,
    grossBefore: Number(server?.grossBefore ?? 0),
    retainedBefore: Number(server?.retainedBefore ?? 0),
    formula: formula
      ? {
          marginalRates: formula.marginalRates.map((b) => ({ rate: b.rate, upTo: b.upTo == null ? null : Number(b.upTo) })),
          maxAmount: formula.maxAmount == null ? null : Number(formula.maxAmount),
        }
      : null,
    taxRateId: server?.taxRateId ?? NZ_GST,
  };
}

export const TYPE_OPTIONS = [
  { value: 'tax-invoice', label: 'Buyer Created Tax Invoice' },
  { value: 'not-tax-invoice', label: 'Not a tax invoice' },
] as const;

/** A schedule as the server answers it (cents may arrive as strings). */
export interface ServerSchedule {
  dueDate?: string | null;
  isTaxInvoice: boolean;
  reference: string;
  notes: ReadonlyArray<string>;
  adjustExcl: unknown;
  adjustTax: unknown;
  lines: ReadonlyArray<{ itemId: string; name: string; claimed: unknown; scheduled: unknown; reason: string; removable: boolean; removed: boolean }>;
}

/** The claim's own lines, for a claim not scheduled yet: each scheduled as claimed. */
export interface ClaimedLine {
  itemId: string;
  name: string;
  claimed: number;
  /** As the server answers it (PaymentScheduleLine.removable). */
  removable: boolean;
}

/**
 * The draft to start from: the saved draft when there is one, else the claim as claimed, due
 * on the claim's due date, under the claim's reference as the server states it
 * (ClaimRevision.invoiceReference: for a claim received outside Claimdesk the supplier's own, or
 * none), else the invoice reference rule.
 */
export function startingDraft(
  saved: ServerSchedule | null | undefined,
  claim: {
    lines: ReadonlyArray<ClaimedLine>;
    dueDate: string | null | undefined;
    supplierName: string;
    number: number;
    reference?: string | null;
  },
): ScheduleDraft {
  if (saved) {
    return {
      dueDate: saved.dueDate ?? '',
      isTaxInvoice: saved.isTaxInvoice,
      reference: saved.reference,
      notes: [...saved.notes],
      adjustExcl: Number(saved.adjustExcl),
      adjustTax: Number(saved.adjustTax),
      lines: saved.lines.map((l) => ({
        itemId: l.itemId,
        name: l.name,
        claimed: Number(l.claimed),
        scheduled: Number(l.scheduled),
        reason: l.reason,
        removable: l.removable,
        removed: l.removed,
        ...(isOwnLine(l.itemId) ? { own: true } : {}),
      })),
    };
  }
  return {
    dueDate: claim.dueDate ?? '',
    isTaxInvoice: false,
    reference: claim.reference ?? invoiceReference(claim.supplierName, claim.number),
    notes: [],
    adjustExcl: 0,
    adjustTax: 0,
    lines: claim.lines.map((l) => ({ ...l, scheduled: l.claimed, reason: '', removed: false })),
  };
}

export function draftTotals(draft: ScheduleDraft, basis: ScheduleBasis): ScheduleTotals {
  return scheduleTotals({ ...basis, lines: draft.lines, adjustExcl: draft.adjustExcl, adjustTax: draft.adjustTax });
}

/**
 * The paymentScheduleUpdate input: the draft, the totals the payer saw, the version it was based on.
 * `ownBreakdown`: a claim received outside Claimdesk, whose lines the payer names (each line's name sent);
 * a line it added is saved once named (the server refuses an unnamed one), the totals without it till then.
 */
export function updateInput(whole: ScheduleDraft, basis: ScheduleBasis, version: number, ownBreakdown = false) {
  const draft = ownBreakdown ? { ...whole, lines: whole.lines.filter((l) => !l.own || l.name.trim()) } : whole;
  const totals = draftTotals(draft, basis);
  return {
    contractId: basis.contractId,
    number: basis.number,
    claimRev: basis.claimRev,
    version,
    dueDate: draft.dueDate || null,
    isTaxInvoice: draft.isTaxInvoice,
    lines: draft.lines.map((l) => ({
      itemId: l.itemId,
      scheduled: l.scheduled,
      reason: l.reason.trim(),
      removed: !!l.removed,
      ...(ownBreakdown ? { name: l.name.trim() } : {}),
    })),
    adjustExcl: draft.adjustExcl,
    adjustTax: draft.adjustTax,
    scheduleExcl: totals.scheduleExcl,
    scheduleTax: totals.scheduleTax,
    notes: draft.notes.map((n) => n.trim()).filter(Boolean),
    reference: draft.reference.trim(),
  };
}

export const NOTE_REQUIRED = 'State why the scheduled amount is less than the claimed amount, and the reason for withholding payment';
/** The schedule's own payment date (its `dueDate`), named apart from the s 22 deadline ('Schedule due'). */
export const PAYMENT_DATE_REQUIRED = `${SCHEDULED_PAYMENT_DATE} is required`;

/** A line scheduled differently needs a reason; not a line the payer added (it claims nothing) nor one left out. */
export function reasonRequired(line: DraftLine): boolean {
  return !line.own && !line.removed && line.scheduled !== line.claimed && !line.reason.trim();
}

export const LINE_NAME_REQUIRED = 'Name the line';

/** What the server's s 21 check would name (SCHEDULES.md), in its words. */
export function scheduleProblems(draft: ScheduleDraft, totals: ScheduleTotals): string[] {
  const problems = draft.lines.filter(reasonRequired).map((l) => `Reason required for ${l.name || 'a line'}`);
  if (draft.lines.some((l) => l.own && !l.name.trim())) problems.push(LINE_NAME_REQUIRED);
  if (totals.difference > 0 && !draft.notes.some((n) => n.trim())) problems.push(NOTE_REQUIRED);
  if (!draft.dueDate) problems.push(PAYMENT_DATE_REQUIRED);
  return problems;
}

/**
 * Why the schedule cannot be sent as it stands: its total including GST is below nil (s 21(2)(b):
 * a set-off reduces the payment to nil at most), in the words the server refuses it with
 * (app/schedules/policy.py BELOW_NIL, or BELOW_NIL_NO_GST for a claim that charges no GST: a
 * supplier not registered for it); null from nil up. A draft below nil is still saved.
 */
export function belowNil(totals: Pick<ScheduleTotals, 'net'>, chargesGst = true): string | null {
  if (totals.net >= 0) return null;
  const basis = chargesGst ? ' including GST' : '';
  return `The scheduled amount cannot be less than nil: this schedule comes to ${dollars(totals.net)}${basis}. A set-off can reduce the payment to nil at most`;
}
