"""Claim arithmetic and the claim document's fixed texts.

Totals (spec 2 §9), all integer cents, over plain `ClaimLine`s the ledger work builds:

    gross to date          sum of every non-retention line's amount to date
    Less Retentions        sum of retention lines to date (negative)
    Subtotal               gross to date + retentions to date
    Less Previous          minus the same subtotal as at the previous claim
    GST Exclusive Amount   subtotal - previous subtotal: what this claim asks for
    GST @ 15%              tax on that amount
    Net payment            GST exclusive amount + GST

Decisions:

- A claim at NO_GST (a supplier not registered for GST, issue 34) has no GST: its totals table
  ends Less Previous, Net payment (no 'GST Exclusive Amount' nor GST line), and net payment is
  the exclusive amount.
- GST is computed once on this claim's exclusive amount (per tax rate: retention at NZ_GST,
  every other line at the contract's rate, spec 2 §5), not summed from per-line rounded tax,
  so the GST line is never more than half a cent from 15 % of the amount above it.
- Auto billing resolves to PercentWithQty (the quote columns: quantity and rate) when any
  line's total price differs from its unit price, that is when some line has a quantity
  other than one; otherwise to Percent.
- Percent complete is held in basis points; anything outside 0–100 % is refused with the
  spec's '0 – 100%' (en dash).
- A claim's own quantity of a line may be negative (a credit correcting an earlier claim), but
  the line's quantity to date may not (`check_qty_to_date`).
- The invoice reference takes the first 4 *letters* of the supplier name (spaces, digits and
  punctuation skipped, so 'A & B Builders' gives 'ABBU' rather than 'A & '), upper-cased,
  then the claim number padded to 3 digits (numbers above 999 keep all their digits).
- Line amounts from a quantity or a percentage round to the nearest cent, halves away from
  zero, like every other division here.

ui/src/domain/claims.ts mirrors the per-keystroke parts; tests/vectors/claims.json keeps
them equal.
"""
from collections.abc import Iterable
from dataclasses import dataclass
from enum import Enum

from app.domain.errors import RuleError
from app.domain.line_types import SECTION_OF, LineType, Section
from app.domain.money import BASIS_POINTS_PER_PERCENT, QTY_SCALE, div_round
from app.domain.tax import NZ_GST, charges_gst, line_tax_rate_id, tax_label, tax_on

PERCENT_COMPLETE_RANGE = "0 \u2013 100%"
QTY_TO_DATE_NEGATIVE = "Quantity to date cannot be below zero"
INITIAL_IMPORT = "Initial Import"

LESS_RETENTIONS = "Less Retentions"
SUBTOTAL = "Subtotal"
LESS_PREVIOUS = "Less Previous"
GST_EXCLUSIVE_AMOUNT = "GST Exclusive Amount"
NET_PAYMENT = "Net payment"

FULL_PERCENT_BP = 100 * BASIS_POINTS_PER_PERCENT


class BillingMode(str, Enum):
    PERCENT = "Percent"
    PERCENT_WITH_QTY = "PercentWithQty"
    RATE_QTY_ESTIMATE = "RateQtyEstimate"
    AUTO = "Auto"


BILLING_MODE_LABELS = {
    BillingMode.PERCENT: "Disabled",
    BillingMode.PERCENT_WITH_QTY: "Quantity",
    BillingMode.RATE_QTY_ESTIMATE: "Planned & Actual",
}


class RevisionType(str, Enum):
    INVOICE = "Invoice"
    NZ_CCA_CLAIM = "NzCcaClaim"
    NZ_CCA_CLAIM_COMBINED = "NzCcaClaimCombined"


@dataclass(frozen=True, slots=True)
class ClaimLine:
    type: LineType
    to_date: int  # cents claimed to date, this claim included
    previous: int = 0  # cents claimed to date as at the previous claim

    @property
    def this_claim(self) -> int:
        return self.to_date - self.previous


@dataclass(frozen=True, slots=True)
class SectionTotal:
    section: Section
    to_date: int
    previous: int

    @property
    def this_claim(self) -> int:
        return self.to_date - self.previous


@dataclass(frozen=True, slots=True)
class TotalsLine:
    label: str
    amount: int


@dataclass(frozen=True, slots=True)
class ClaimTotals:
    sections: tuple[SectionTotal, ...]  # every section, in document order
    gross_to_date: int
    retentions_to_date: int
    subtotal: int
    previous_subtotal: int
    gst_exclusive: int
    gst: int
    gst_label: str
    net_payment: int
    charges_gst: bool = True  # False: a supplier not registered for GST (no GST lines at all)

    def lines(self) -> tuple[TotalsLine, ...]:
        """The totals table under the sections, in the spec's order and words (without the GST
        lines when the claim charges none)."""
        gst = (TotalsLine(GST_EXCLUSIVE_AMOUNT, self.gst_exclusive), TotalsLine(self.gst_label, self.gst)) \
            if self.charges_gst else ()
        return (
            TotalsLine(LESS_RETENTIONS, self.retentions_to_date),
            TotalsLine(SUBTOTAL, self.subtotal),
            TotalsLine(LESS_PREVIOUS, -self.previous_subtotal),
            *gst,
            TotalsLine(NET_PAYMENT, self.net_payment),
        )


def claim_totals(
    lines: Iterable[ClaimLine], contract_tax_rate_id: str = NZ_GST
) -> ClaimTotals:
    """Section sums and the totals table of a claim, at the claim's rate (`tax.claim_tax_rate_id`:
    NO_GST for a supplier not registered). Raises RuleError for an unknown rate."""
    section_to_date = dict.fromkeys(Section, 0)
    section_previous = dict.fromkeys(Section, 0)
    retentions_to_date = retentions_previous = 0
    for line in lines:
        if line.type is LineType.RETENTION:
            retentions_to_date += line.to_date
            retentions_previous += line.previous
        else:
            section = SECTION_OF[line.type]
            section_to_date[section] += line.to_date
            section_previous[section] += line.previous
    gross_to_date = sum(section_to_date.values())
    gross_previous = sum(section_previous.values())
    subtotal = gross_to_date + retentions_to_date
    previous_subtotal = gross_previous + retentions_previous
    gst = _gst_on_this_claim(
        gross_to_date - gross_previous,
        retentions_to_date - retentions_previous,
        contract_tax_rate_id,
    )
    gst_exclusive = subtotal - previous_subtotal
    return ClaimTotals(
        sections=tuple(SectionTotal(s, section_to_date[s], section_previous[s]) for s in Section),
        gross_to_date=gross_to_date,
        retentions_to_date=retentions_to_date,
        subtotal=subtotal,
        previous_subtotal=previous_subtotal,
        gst_exclusive=gst_exclusive,
        gst=gst,
        gst_label=tax_label(contract_tax_rate_id),
        net_payment=gst_exclusive + gst,
        charges_gst=charges_gst(contract_tax_rate_id),
    )


def _gst_on_this_claim(gross: int, retentions: int, contract_tax_rate_id: str) -> int:
    # Group by rate first so one rate (the only case today) rounds once, on the whole amount.
    by_rate: dict[str, int] = {contract_tax_rate_id: gross}
    retention_rate = line_tax_rate_id(LineType.RETENTION, contract_tax_rate_id)
    by_rate[retention_rate] = by_rate.get(retention_rate, 0) + retentions
    return sum(tax_on(amount, rate_id) for rate_id, amount in by_rate.items())


def resolve_billing_mode(mode: BillingMode, prices: Iterable[tuple[int, int]]) -> BillingMode:
    """The mode the claim is shown in; `prices` are each line's (unit price, total price)."""
    if mode is not BillingMode.AUTO:
        return mode
    if any(unit != total for unit, total in prices):
        return BillingMode.PERCENT_WITH_QTY
    return BillingMode.PERCENT


def check_percent_complete(basis_points: int) -> int:
    """The percentage itself when it lies in 0–100 %, else RuleError('0 – 100%')."""
    if not 0 <= basis_points <= FULL_PERCENT_BP:
        raise RuleError(PERCENT_COMPLETE_RANGE)
    return basis_points


def check_qty_to_date(earlier_qty_milli: int, qty_milli: int) -> int:
    """This claim's quantity of a line (thousandths) when the quantity to date stays at zero or above,
    else RuleError(QTY_TO_DATE_NEGATIVE).

    The quantity a claim asks for is what it adds to the earlier claims, so it is negative when the
    claim corrects an over-claim (1.5 claimed before, -0.5 now: 1 to date), as the reversal entry of
    a voided line is. Below zero *to date* it would say less than nothing was done: a negative
    amount is said by its price (an omission's negative rate) or by an amount, never by a count.
    """
    if earlier_qty_milli + qty_milli < 0:
        raise RuleError(QTY_TO_DATE_NEGATIVE)
    return qty_milli


def amount_for_percent(total_price: int, basis_points: int) -> int:
    """Cents claimed when a line of `total_price` is `basis_points` complete."""
    return div_round(total_price * basis_points, FULL_PERCENT_BP)


def amount_for_qty(unit_price: int, qty_milli: int) -> int:
    """Cents for `qty_milli` thousandths of a unit at `unit_price`."""
    return div_round(unit_price * qty_milli, QTY_SCALE)


def invoice_reference(supplier_name: str, claim_number: int) -> str:
    """'INV-' + first 4 letters of the supplier name upper-cased + number padded to 3."""
    letters = "".join(char for char in supplier_name if char.isalpha())[:4]
    return f"INV-{letters.upper()}{claim_number:03d}"


PAYMENT_CLAIM = "Payment claim"
TAX_INVOICE = "Tax invoice"


def is_tax_invoice(charges_gst: bool, supplier_gst_number: str | None) -> bool:
    """Whether a claim is also the supplier's tax invoice (its taxable supply information, GST Act
    1985 s 19F): only when it charges GST and shows the supplier's GST number. The rest that s 19F
    asks for (the supplier's name, the date, the work, the amounts, and over $1,000 the
    recipient's name) every payment claim already has (`app.claims.document`)."""
    return charges_gst and bool(supplier_gst_number)


def document_heading(tax_invoice: bool) -> str:
    """'Payment claim · Tax invoice', or 'Payment claim' when the claim is not a tax invoice."""
    return f"{PAYMENT_CLAIM} \u00b7 {TAX_INVOICE}" if tax_invoice else PAYMENT_CLAIM


def claim_title(number: int, revision_type: RevisionType) -> str:
    """'Initial Import' for 0, else 'Invoice #n', 'Claim n' or 'Summary of Claim 1–n'."""
    if number == 0:
        return INITIAL_IMPORT
    if revision_type is RevisionType.INVOICE:
        return f"Invoice #{number}"
    if revision_type is RevisionType.NZ_CCA_CLAIM:
        return f"Claim {number}"
    return f"Summary of Claim 1\u2013{number}"
