"""A project's money by month (issue 40, 'A project's money, drawn'): what was claimed, scheduled,
payable, paid and outstanding, in (the organisation the payee) and out (the organisation the payer),
month by month, and the retention withheld each way. Pure arithmetic on integer cents: no I/O.

Decisions:
- **The month** is the claim's period (`app.payments.chain.period_of`: the month of its period end,
  else of the day it was served), so a head claim to the principal and the subcontract claims it
  answers for fall in one row: receivable against payable for the same period.
- **Claimed** is the claimed amount (net payment including GST, CCA s 20); **scheduled** the amount of
  the payment schedule sent (s 21), nothing before one is sent; **payable** what the Act makes payable
  (the scheduled amount when given in time, else the claimed amount: ss 22-24); **paid** what the payee
  confirms received, and **outstanding** payable less paid, never below nil: the stored facts of each
  claim (`app.domain.claim_standing`), so these figures agree with every other screen.
- **Retention is never netted** (CCA ss 18C-18FB): retention withheld from the organisation (it is the
  payee) and retention it withholds (it is the payer) are two figures that are never added together or
  set off; retention held from it does not count towards the trust money it must hold for its
  subcontractors (`TRUST_NOTE`). A withheld entry counts in its claim's month; a correction in the
  month of the entry it corrects.
- Every month between the first and the last with a figure is a row (a chart needs no gaps).
"""
from dataclasses import dataclass, field, fields

from app.domain.claim_standing import outstanding_of
from app.domain.csv_export import BOM, csv_line, header_line, money_cell, text_cell
from app.domain.dates import short_month

IN = "in"  # the organisation is the payee (supplier)
OUT = "out"  # the organisation is the payer (customer)

TRUST_NOTE = ("Retention the principal holds from you does not count towards the trust money you must hold for "
              "your subcontractors.")


@dataclass(frozen=True, slots=True)
class ClaimMoney:
    """One served claim as the figures read it (amounts in cents, including GST)."""

    period: str  # 'YYYY-MM'
    side: str  # IN or OUT
    claimed: int
    scheduled: int | None  # None: no schedule sent
    payable: int | None  # None: nothing payable yet
    paid: int | None  # what the payee confirms; None: nothing recorded


@dataclass(frozen=True, slots=True)
class RetentionMoney:
    """A retention ledger entry that changes what was withheld (withheld, or a correction of it)."""

    period: str
    side: str
    withheld: int  # signed: a correction may take some back


@dataclass(slots=True)
class Side:
    claimed: int = 0
    scheduled: int = 0
    payable: int = 0
    paid: int = 0
    outstanding: int = 0
    retention_withheld: int = 0

    def add(self, other: "Side") -> None:
        for f in fields(self):
            setattr(self, f.name, getattr(self, f.name) + getattr(other, f.name))


@dataclass(slots=True)
class Month:
    period: str  # 'YYYY-MM'
    money_in: Side = field(default_factory=Side)
    money_out: Side = field(default_factory=Side)

    @property
    def label(self) -> str:
        return short_month(self.period)

    def side(self, side: str) -> Side:
        return self.money_in if side == IN else self.money_out


def outstanding(payable: int | None, paid: int | None) -> int:
    """Payable less what the payee confirms, never below nil: `claim_standing.outstanding_of`, the one rule
    (nothing payable yet counts for nil in a month's sum)."""
    return outstanding_of(payable, paid) or 0


def months_between(first: str, last: str) -> list[str]:
    """Every 'YYYY-MM' from `first` to `last`, both included."""
    year, month = int(first[:4]), int(first[5:7])
    out = []
    while f"{year:04d}-{month:02d}" <= last:
        out.append(f"{year:04d}-{month:02d}")
        year, month = (year + 1, 1) if month == 12 else (year, month + 1)
    return out


def by_month(claims: list[ClaimMoney], retention: list[RetentionMoney]) -> list[Month]:
    """The months, oldest first, each with its figures in and out (see the module)."""
    periods = {c.period for c in claims} | {r.period for r in retention}
    if not periods:
        return []
    months = {p: Month(p) for p in months_between(min(periods), max(periods))}
    for c in claims:
        side = months[c.period].side(c.side)
        side.claimed += c.claimed
        side.scheduled += c.scheduled or 0
        side.payable += c.payable or 0
        side.paid += c.paid or 0
        side.outstanding += outstanding(c.payable, c.paid)
    for r in retention:
        months[r.period].side(r.side).retention_withheld += r.withheld
    return list(months.values())


def totals(months: list[Month]) -> Month:
    """All months summed, each side alone (never one netted against the other)."""
    total = Month("total")
    for m in months:
        total.money_in.add(m.money_in)
        total.money_out.add(m.money_out)
    return total


# The CSV's columns per side, in the table's order (the Side fields).
FIGURES = (("claimed", "claimed"), ("scheduled", "scheduled"), ("payable", "payable"), ("paid", "paid"),
           ("outstanding", "outstanding"), ("retention withheld", "retention_withheld"))
SIDE_NAMES = ((IN, "In"), (OUT, "Out"))


def csv_text(months: list[Month], sides: tuple[str, ...] = (IN, OUT)) -> str:
    """The table as a CSV (app.domain.csv_export's rules: dollars with two decimals, CRLF, a BOM): a row per
    month then the totals, the columns of each side shown ('In claimed', ..., 'Out retention withheld')."""
    shown = [(side, name) for side, name in SIDE_NAMES if side in sides]
    columns = ["Month"] + [f"{name} {label}" for _, name in shown for label, _ in FIGURES]
    lines = [header_line(columns)]
    for month in [*months, totals(months)]:
        label = "Total" if month.period == "total" else month.label
        lines.append(csv_line([text_cell(label)] + [money_cell(getattr(month.side(side), attr))
                                                    for side, _ in shown for _, attr in FIGURES]))
    return BOM + "".join(lines)


__all__ = ["FIGURES", "IN", "OUT", "TRUST_NOTE", "ClaimMoney", "Month", "RetentionMoney", "Side", "by_month",
           "retention_held_by_month",
           "csv_text", "months_between", "outstanding", "totals"]


# ---- retention held over time (issue 38: 'A chart of retention held over time per contract') -------------------

def retention_held_by_month(changes: list[tuple[str, int]], periods: list[str]) -> list[int]:
    """The retention money held at the end of each of `periods` (oldest first): `changes` are (period, signed
    amount) of a ledger's entries as they count towards it (withheld +, released and used for defects -, each
    correction as the kind it corrects), whatever their order."""
    by_period: dict[str, int] = {}
    for period, amount in changes:
        by_period[period] = by_period.get(period, 0) + amount
    before = sum(amount for period, amount in by_period.items() if periods and period < periods[0])
    held, out = before, []
    for period in periods:
        held += by_period.get(period, 0)
        out.append(held)
    return out
