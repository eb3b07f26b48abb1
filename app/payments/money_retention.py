"""Retention held over time, per contract (issue 38: 'A chart of retention held over time per contract'):
for each retention ledger the viewer's organisation reaches (the Retention page's, `app.retention.queries`),
the retention money held at the end of each month from the month of its first entry to this month. Drawn
with the money chart on the Retention page; 'We hold' and 'Held from us' ledgers apart, never netted.

Retention money (CCA s 18C) as the ledger's balances count it (`app.retention.ledger`): withheld less
released and used for defects, a correction counting as the kind of the entry it corrects; an entry counts
in the month of its date. Two statements whatever the number of ledgers or entries.
"""
from dataclasses import dataclass
from datetime import date

from app.domain import money_by_month as arithmetic
from app.domain.working_days import today_in_auckland
from app.orgs.access import Viewer
from app.payments.chain import period_of
from app.retention import ledger, queries
from app.retention.models import CORRECTION, RELEASED, USED_FOR_DEFECTS, WITHHELD

# How each kind counts towards the retention money held (deposits and instruments hold it, not change it).
_SIGN = {WITHHELD: 1, RELEASED: -1, USED_FOR_DEFECTS: -1}


@dataclass(frozen=True)
class ContractRetention:
    contract_id: int
    site_name: str
    we_hold: bool  # the organisation is the payer (it holds on trust); else it is held from it
    counterparty: str  # the payee when it holds, the payer when held from it
    held: list[int]  # cents at the end of each month of `RetentionHistory.periods`


@dataclass(frozen=True)
class RetentionHistory:
    periods: list[str]  # 'YYYY-MM', oldest first
    contracts: list[ContractRetention]


def retention_history(viewer: Viewer, today: date | None = None) -> RetentionHistory:
    views = queries.ledgers(viewer)
    entries = ledger.entries_of([v.contract_id for v in views]) if views else {}
    changes: dict[int, list[tuple[str, int]]] = {}
    for contract_id, rows in entries.items():
        kind_of = {e.id: e.kind for e in rows}
        changes[contract_id] = [
            (period_of(None, e.entry_date), _SIGN.get(kind_of.get(e.corrects_id) if e.kind == CORRECTION else e.kind, 0)
             * e.amount) for e in rows]
    firsts = [period for found in changes.values() for period, _ in found]
    if not firsts:
        return RetentionHistory([], [])
    periods = arithmetic.months_between(min(firsts), max(max(firsts), period_of(None, today or today_in_auckland())))
    return RetentionHistory(periods, [
        ContractRetention(v.contract_id, v.site_name, v.we_hold, v.payee_name if v.we_hold else v.payer_name,
                          arithmetic.retention_held_by_month(changes.get(v.contract_id, []), periods))
        for v in views])


__all__ = ["ContractRetention", "RetentionHistory", "retention_history"]
