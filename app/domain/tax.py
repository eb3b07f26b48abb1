"""Tax on ledger amounts.

Decisions:

- NZ_GST (15 %) is the only known tax rate; any other rate id raises RuleError
  (UNKNOWN_TAX_RATE) instead of being treated as zero-rated, so a typo can never silently
  drop the tax from a claim.
- Tax is rounded to the nearest cent, halves away from zero (money.div_round): 15 % of
  $0.10 is $0.015 → $0.02, and of –$0.10 is –$0.02, so a credit mirrors its debit exactly.
- Rates are held in basis points so the arithmetic stays in integers.
- Retention lines are always taxed at NZ_GST; every other line at the contract's default
  rate (spec 2 §5).
- An update moves amount and tax together: an update that sets one without the other is
  refused with the spec's 'tax missing', whichever of the two is absent. Variation amounts,
  whose tax follows from the rate, use `tax_on` to supply it.
- A supplier not registered for GST (issue 34) charges none: its claims are counted at NO_GST
  (0 %, retention included), never a contract's rate. A claim's rate is `claim_tax_rate_id`:
  the contract's when the supplier is registered, else NO_GST; its totals then show no GST line
  (`charges_gst`). NO_GST is refused as a contract's rate (`CONTRACT_TAX_RATES`).
"""
from app.domain.errors import RuleError
from app.domain.line_types import LineType
from app.domain.money import BASIS_POINTS_PER_PERCENT, div_round, format_percent

NZ_GST = "NZ_GST"
NO_GST = "NO_GST"  # the rate of a claim by a supplier not registered for GST
TAX_RATES_BP: dict[str, int] = {NZ_GST: 15 * BASIS_POINTS_PER_PERCENT, NO_GST: 0}
CONTRACT_TAX_RATES = (NZ_GST,)  # what a contract may state as its lines' rate

UNKNOWN_TAX_RATE = "Unknown tax rate"
TAX_MISSING = "tax missing"


def tax_rate_bp(tax_rate_id: str) -> int:
    """The rate in basis points (NZ_GST → 1500). Raises RuleError for an unknown rate."""
    try:
        return TAX_RATES_BP[tax_rate_id]
    except KeyError:
        raise RuleError(UNKNOWN_TAX_RATE) from None


def tax_on(amount_cents: int, tax_rate_id: str = NZ_GST) -> int:
    """Tax on an amount excluding tax, rounded to the nearest cent (halves away from zero)."""
    return div_round(amount_cents * tax_rate_bp(tax_rate_id), 100 * BASIS_POINTS_PER_PERCENT)


def tax_label(tax_rate_id: str = NZ_GST) -> str:
    """'GST @ 15%' — the totals line heading for the rate ('' for NO_GST: it has no such line)."""
    if not charges_gst(tax_rate_id):
        return ""
    return f"GST @ {format_percent(tax_rate_bp(tax_rate_id))}"


def charges_gst(tax_rate_id: str) -> bool:
    """False for NO_GST: a claim of a supplier not registered for GST."""
    return tax_rate_id != NO_GST


def claim_tax_rate_id(contract_tax_rate_id: str, gst_registered: bool) -> str:
    """The rate a claim counts its lines at: the contract's when the supplier is registered for
    GST (as the claim has it: `app.claims.gst`), else NO_GST."""
    return contract_tax_rate_id if gst_registered else NO_GST


def line_tax_rate_id(line_type: LineType, contract_tax_rate_id: str) -> str:
    """The rate a line is taxed at: NZ_GST for retention, else the contract's default; NO_GST for
    every line of a claim at NO_GST."""
    if contract_tax_rate_id == NO_GST:
        return NO_GST
    return NZ_GST if line_type is LineType.RETENTION else contract_tax_rate_id


def amount_and_tax_update(
    amount_cents: int | None, tax_cents: int | None
) -> tuple[int, int] | None:
    """The (amount, tax) an update sets, or None when it changes neither.

    Raises RuleError('tax missing') when only one of the two is given.
    """
    if amount_cents is None and tax_cents is None:
        return None
    if amount_cents is None or tax_cents is None:
        raise RuleError(TAX_MISSING)
    return amount_cents, tax_cents
