"""A release of retention counted once (issue 38; CCA s 18FC: proper records, each release once).

A release reaches the ledger two ways: the holder records it by hand (the Retention page's 'Record'
dialog: money paid outside a claim must still be recordable), or the subcontractor claims a due stage
as a claim line (app.claims.release_line) and the holder's payment schedule writes what it schedules
of it as a `released` entry (app.retention.ledger.schedule_sent). Both count against the same stages,
oldest first (app.retention.due: a stage is cleared once released to date reaches it), so:

- **the schedule writes at most what is left of the stage** (the stage's share of the release base less
  what is released to date against it, by hand or by schedule: `due.left_of_stages`), read under the
  ledger's one lock, so of two writers (a hand release and a send) the second sees the first's entry;
- **the payer is told before sending**: beside a release line scheduled for more than is left,
  'Only $X of this release is still held: $Y was released on {date}.' (`schedule_warnings`);
- **the holder is warned, not refused**, when recording a release by hand while a claim of a release is
  out (sent, not yet scheduled): 'Claim N from {sub} claims this release: record it when you schedule
  that claim.' (`app.claims.release_line.claims_out`, the claims being the claims package's). Refusing would block money really paid outside the claim; the schedule's
  cap keeps the two from counting twice either way.
"""
from dataclasses import dataclass

from sqlalchemy import select

from app.db import db
from app.domain.dates import long_date
from app.domain.money import dollars
from app.retention import due, ledger
from app.retention.models import RELEASED, RetentionEntry

STILL_HELD = "Only {held} of this release is still held: {released} was released on {date}."
STILL_HELD_NO_DATE = "Only {held} of this release is still held."


def is_release(item_id: str | None) -> bool:
    return bool(item_id) and item_id.startswith(due.RELEASE_ITEM_PREFIX)


def releasable(contract_id: int, releases: dict[str, int], held: ledger.Balances) -> int:
    """Of what a schedule releases ({claim line item: scheduled}), what its `released` entry may say: each
    release of a stage at most what is left of that stage, the whole at most the retention money held.
    `held`: the ledger's balances read under its lock."""
    amounts = {item: max(0, amount) for item, amount in releases.items() if amount > 0}
    if any(is_release(item) for item in amounts):
        left = due.left_of_stages(due.contract_rows([contract_id])[contract_id].terms, held)
        amounts = {item: min(amount, left.get(item, 0)) if is_release(item) else amount
                   for item, amount in amounts.items()}
    return min(sum(amounts.values()), max(0, held.retention_money))


@dataclass(frozen=True, slots=True)
class ReleaseWarning:
    item_id: str
    held: int  # what of the stage is still held: scheduling more than this warns
    message: str


def schedule_warnings(contract_id: int, lines: list[tuple[str, int]]) -> list[ReleaseWarning]:
    """For each release line [(item, claimed)] claiming more than is left of its stage, the warning the
    payer sees beside it. Three statements when there is a release line, none otherwise."""
    lines = [(item, claimed) for item, claimed in lines if is_release(item)]
    if not lines:
        return []
    held = ledger.balances_of([contract_id])[contract_id]
    stages = due.stages_by_item(due.contract_rows([contract_id])[contract_id].terms, held)
    last = db.session.scalar(select(RetentionEntry.entry_date).where(
        RetentionEntry.contract_id == contract_id, RetentionEntry.kind == RELEASED)
        .order_by(RetentionEntry.seq.desc()).limit(1))
    out = []
    for item, claimed in lines:
        amount, still = stages.get(item, (0, 0))
        if claimed <= still:
            continue
        # What was released against this stage, not what the line claims beyond it: a line may claim part.
        text = (STILL_HELD.format(held=dollars(still), released=dollars(amount - still), date=long_date(last))
                if last is not None else STILL_HELD_NO_DATE.format(held=dollars(still)))
        out.append(ReleaseWarning(item, still, text))
    return out
