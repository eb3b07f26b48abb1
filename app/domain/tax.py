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
"""
from app.domain.errors import RuleError
from app.domain.line_types import LineType
from app.domain.money import BASIS_POINTS_PER_PERCENT, div_round, format_percent

NZ_GST = "NZ_GST"
TAX_RATES_BP: dict[str, int] = {NZ_GST: 15 * BASIS_POINTS_PER_PERCENT}

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
    """'GST @ 15%' — the totals line heading for the rate."""
    return f"GST @ {format_percent(tax_rate_bp(tax_rate_id))}"


def line_tax_rate_id(line_type: LineType, contract_tax_rate_id: str) -> str:
    """The rate a line is taxed at: NZ_GST for retention, else the contract's default."""
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
