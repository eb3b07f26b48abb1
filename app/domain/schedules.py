"""Payment schedule arithmetic (issue 13, spec 2 §2): what the payer will pay for one claim.

All integer cents, over plain `ScheduleLine`s the schedule service builds from the ledger:

    scheduled gross   sum of the lines' scheduled amounts (this claim, excluding GST)
    retention         -(retention due on gross to date before this claim + scheduled gross)
                      - retentions already taken (earlier claims' retention entries, ≤ 0)
    scheduleExcl      scheduled gross + retention + adjustExcl
    scheduleTax       GST once on scheduled gross + retention (per tax rate, as a claim's GST
                      is: retention at NZ_GST, the rest at the contract's rate) + adjustTax
    net               scheduleExcl + scheduleTax
    difference        claimed net - net (what the payer withholds; negative when paying more)

Decisions:

- A line's scheduled amount defaults to its claimed amount: an untouched line is paid in full.
- The claimed side (claimedExcl, claimedTax, claimed net) is computed by the same rule from the
  claimed amounts, so it equals the claim document's 'GST Exclusive Amount' and 'Net payment'.
- Retention is recomputed from the *scheduled* gross, so paying less on a line also retains
  less; the gross before this claim is what earlier claims claimed (their Claim entries), the
  retentions before are what they took.
- adjustExcl and adjustTax are the payer's own amounts (a back-charge, a contra); adjustTax is
  stated by the payer, never derived, as the ledger's amounts always carry their tax.
- GST sums come from `app.domain.claims.claim_totals`, never re-implemented here, at the claim's
  rate: a claim of a supplier not registered for GST (NO_GST) is scheduled with no GST at all.
- Each line whose scheduled amount differs becomes an Adjustment ledger entry at send
  (`adjustments`): scheduled - claimed, with the tax on that difference at the line's rate; the
  retention item gets one when the recomputed retention differs from the claimed one.

ui/src/domain/schedules.ts mirrors `schedule_totals`; tests/vectors/schedules.json keeps them equal.
"""
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from app.domain.claims import ClaimLine, claim_totals
from app.domain.line_types import LineType
from app.domain.retention import parse_retention_formula, retention_line_amount
from app.domain.tax import NZ_GST, line_tax_rate_id, tax_on


@dataclass(frozen=True, slots=True)
class ScheduleLine:
    item_id: str
    type: LineType  # Retention only for a release of retention claimed as a line (the retention line is computed)
    claimed: int  # cents claimed this claim, excluding GST
    previous: int = 0  # the item's cents claimed to date before this claim
    scheduled: int | None = None  # cents scheduled this claim; None: as claimed

    @property
    def scheduled_amount(self) -> int:
        return self.claimed if self.scheduled is None else self.scheduled

    @property
    def differs(self) -> bool:
        return self.scheduled_amount != self.claimed


def scheduled_amount(schedule_excl: int, schedule_tax: int) -> int:
    """The scheduled amount (s 21(2)(b)): what the payer proposes to pay, including GST, cents.

    The one definition: `ScheduleTotals.net` and `PaymentSchedule.scheduled_amount` (in Python and, as it
    only adds, in SQL over the two columns) both call it."""
    return schedule_excl + schedule_tax


@dataclass(frozen=True, slots=True)
class ScheduleTotals:
    claimed_gross: int
    claimed_retention: int
    claimed_excl: int
    claimed_tax: int
    scheduled_gross: int
    retention: int
    schedule_excl: int
    schedule_tax: int

    @property
    def claimed_net(self) -> int:
        return self.claimed_excl + self.claimed_tax

    @property
    def net(self) -> int:
        return scheduled_amount(self.schedule_excl, self.schedule_tax)

    @property
    def difference(self) -> int:
        return self.claimed_net - self.net


@dataclass(frozen=True, slots=True)
class Adjustment:
    item_id: str
    type: LineType
    amount: int  # scheduled - claimed, excluding GST
    tax: int


def schedule_totals(
    lines: Iterable[ScheduleLine],
    *,
    retention_params: Mapping[str, Any] | None = None,
    retained_before: int = 0,
    tax_rate_id: str = NZ_GST,
    adjust_excl: int = 0,
    adjust_tax: int = 0,
) -> ScheduleTotals:
    """The schedule's totals beside the claim's. Raises RuleError for a bad formula or rate."""
    lines = list(lines)
    formula = parse_retention_formula(retention_params)
    # A release of retention claimed as a line (issue 38: its type is Retention) pays retention money
    # back: it is no work done, so no retention is held on it and it counts in the retentions, not the gross.
    gross = [line for line in lines if line.type is not LineType.RETENTION]
    gross_before = sum(line.previous for line in gross)
    claimed_gross = sum(line.claimed for line in gross)
    scheduled_gross = sum(line.scheduled_amount for line in gross)
    claimed_retention = retention_line_amount(gross_before + claimed_gross, retained_before, formula)
    retention = retention_line_amount(gross_before + scheduled_gross, retained_before, formula)
    claimed = _this_claim(lines, claimed_retention, retained_before, tax_rate_id, scheduled=False)
    scheduled = _this_claim(lines, retention, retained_before, tax_rate_id, scheduled=True)
    return ScheduleTotals(
        claimed_gross=claimed_gross,
        claimed_retention=claimed_retention,
        claimed_excl=claimed.gst_exclusive,
        claimed_tax=claimed.gst,
        scheduled_gross=scheduled_gross,
        retention=retention,
        schedule_excl=scheduled.gst_exclusive + adjust_excl,
        schedule_tax=scheduled.gst + adjust_tax,
    )


def _this_claim(lines, retention: int, retained_before: int, tax_rate_id: str, *, scheduled: bool):
    claim_lines = [
        ClaimLine(line.type, line.previous + (line.scheduled_amount if scheduled else line.claimed), line.previous)
        for line in lines
    ]
    claim_lines.append(ClaimLine(LineType.RETENTION, retained_before + retention, retained_before))
    return claim_totals(claim_lines, tax_rate_id)


def adjustments(lines: Iterable[ScheduleLine], totals: ScheduleTotals, retention_item_id: str,
                tax_rate_id: str = NZ_GST) -> list[Adjustment]:
    """The Adjustment entries a sent schedule writes: one per differing line, then retention's."""
    out = [
        Adjustment(line.item_id, line.type, line.scheduled_amount - line.claimed,
                   tax_on(line.scheduled_amount - line.claimed, line_tax_rate_id(line.type, tax_rate_id)))
        for line in lines if line.differs
    ]
    retention_change = totals.retention - totals.claimed_retention
    if retention_change:
        out.append(Adjustment(retention_item_id, LineType.RETENTION, retention_change,
                              tax_on(retention_change, line_tax_rate_id(LineType.RETENTION, tax_rate_id))))
    return out
