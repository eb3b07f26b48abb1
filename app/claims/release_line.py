"""A due release of retention claimed through the ordinary claim flow (issue 38; research RT-9; CCA s 18I:
retention is paid out when it is owed, and a release is a payment the subcontractor may claim).

The subcontractor (the payee, with SupplierDraft) picks a release stage that is due on its contract
(`app.retention.due`: its share of everything withheld less what was used for defects, less what was
released already); it becomes a line of the contract's draft claim (a new draft when there is none):
'Release of retention: {stage}', the amount due to the cent, type Retention, item
`retention-release-{n}` (the stage's place in the contract's terms). The claim is then sent and
scheduled like any other:

- a Retention line counts in the claim's retentions to date ('Less Retentions' rises by it), never in
  its gross: no retention is held on money paid back (app.claims.ledger.recompute_retention, the
  schedule's app.domain.schedules);
- the payer schedules it like any line (in full by default); the schedule it sends writes what it
  schedules of it as one `released` entry on the holder's ledger (app.retention.ledger.schedule_sent),
  which clears the stage: counted once, from the schedule, not again by hand.

Refused: a stage not due (not dated yet, or released already), or before its release date, a stage
claimed already on a live claim
('… is already claimed in claim N: a release is claimed once.'), anyone but the subcontractor's side.
"""
from sqlalchemy import select

from app.claims import ledger, policy, queries
from app.claims import service as claims
from app.claims.models import LIVE_STATUSES, MODE_CLAIM, SENT, Claim, LedgerEntry
from app.contracts import access
from app.db import db, rolls_back
from app.domain.dates import long_date
from app.domain.line_types import LineType
from app.domain.tax import NZ_GST, tax_on
from app.domain.working_days import today_in_auckland
from app.errors import UserError
from app.orgs.access import Viewer
from app.retention import due as due_rules
from app.retention import queries as retention_queries

NOT_DUE = "This release of retention is not due: nothing of it is left to claim."
CLAIMED_ALREADY = "{line} is already claimed in claim {number}: a release is claimed once."
STAGE_REQUIRED = "Choose the release stage to claim"
NOT_YET = "This release of retention falls due on {date}: claim it from then."
# The holder's warning before recording a release by hand while a claim of one is out (app.retention.release_check:
# a warning, not a refusal; the schedule of the claim writes only what is left of the stage).
CLAIM_OUT = "Claim {number} from {payee} claims this release: record it when you schedule that claim."


def release_due(viewer: Viewer, contract_id: int, stage_index) -> due_rules.ReleaseDue:
    """The stage `stage_index` of the contract's terms, due to the viewer's organisation now; else refused."""
    if not isinstance(stage_index, int) or isinstance(stage_index, bool) or stage_index < 0:
        raise UserError(STAGE_REQUIRED, field="stage")
    today = today_in_auckland()
    views = [v for v in retention_queries.ledgers(viewer, contract_id) if not v.we_hold]
    items = due_rules.due_of(views, today)
    found = next((r for item in items for r in item.releases if r.stage_index == stage_index), None)
    if found is None or found.amount <= 0:
        raise UserError(NOT_DUE, field="stage")
    if today < found.release_on:  # known, not yet owed (s 18I: when it is owed)
        raise UserError(NOT_YET.format(date=long_date(found.release_on)), field="stage")
    return found


def _claimed_in(contract_id: int, item_id: str) -> int | None:
    """The number of the live claim whose own revision claims the release's line (a draft's, or the latest sent)."""
    E, C = LedgerEntry, Claim
    return db.session.scalar(
        select(C.number).join(E, E.claim_id == C.id)
        .where(E.contract_id == contract_id, E.item_id == item_id, E.mode == MODE_CLAIM, E.amount != 0,
               C.status.in_(LIVE_STATUSES), (E.rev == C.draft_rev) | (E.rev == C.latest_rev))
        .order_by(C.number).limit(1))


def claim_release(viewer: Viewer, contract_id: int, stage_index) -> tuple[Claim, due_rules.ReleaseDue]:
    """Add the due release as a line of the contract's draft claim (started when there is none): the draft
    and the release claimed."""
    found = access.get_contract(viewer, contract_id)
    policy.require_supplier(found)
    release_due(viewer, contract_id, stage_index)  # refused before a draft is started for nothing
    if ledger.draft_claim(contract_id) is None:
        claims.create_claim(viewer, contract_id)  # commits: its own ledger revision, as 'New claim' is
    return _add_line(viewer, contract_id, stage_index)


@rolls_back
def _add_line(viewer: Viewer, contract_id: int, stage_index) -> tuple[Claim, due_rules.ReleaseDue]:
    found = access.get_contract(viewer, contract_id)
    policy.require_supplier(found)
    current = ledger.lock(contract_id)  # writers of the ledger queue here: the checks below cannot race
    release = release_due(viewer, contract_id, stage_index)
    number = _claimed_in(contract_id, release.item_id)
    if number is not None:
        raise UserError(CLAIMED_ALREADY.format(line=release.line_name, number=number), field="stage")
    claim = ledger.draft_claim(contract_id)
    if claim is None:  # deleted between the two transactions
        raise UserError(ledger.ONLY_DRAFTS)
    new_rev = ledger.bump(contract_id, current)
    entry = db.session.scalars(select(LedgerEntry).where(
        LedgerEntry.claim_id == claim.id, LedgerEntry.rev == claim.draft_rev, LedgerEntry.mode == MODE_CLAIM,
        LedgerEntry.item_id == release.item_id)).first()
    if entry is None:  # a stage claimed before (and voided) comes back on the next claim with nothing claimed
        entry = LedgerEntry(contract_id=contract_id, claim_id=claim.id, rev=claim.draft_rev, item_id=release.item_id,
                            mode=MODE_CLAIM, type=LineType.RETENTION.value, position=0, group_path=[], files=[],
                            reference="", total_price=0, unit_price=0, qty_milli=0, is_draft=True)
        db.session.add(entry)
    entry.name = release.line_name
    entry.amount = release.amount
    entry.tax = tax_on(release.amount, NZ_GST)  # retention's rate, as the retention line's
    entry.params = {"retentionRelease": {"stage": release.label, "releaseOn": release.release_on.isoformat()}}
    entry.edited_rev = new_rev
    ledger.recompute_retention(claim, claim.draft_rev)  # unchanged by it: a release is no gross
    claim.content_updated_at = claims.now()
    db.session.commit()
    queries.forget(contract_id)
    return claim, release


def claims_out(contract_ids: list[int]) -> dict[int, list[int]]:
    """Per contract, the numbers of the claims out (sent, not yet scheduled) whose latest revision claims a
    release of retention: one statement."""
    E, C = LedgerEntry, Claim
    rows = db.session.execute(
        select(E.contract_id, C.number).join(C, C.id == E.claim_id)
        .where(E.contract_id.in_(list(contract_ids)), E.item_id.startswith(due_rules.RELEASE_ITEM_PREFIX),
               E.mode == MODE_CLAIM, E.amount != 0, C.status == SENT, E.rev == C.latest_rev)
        .distinct().order_by(E.contract_id, C.number)).all()
    out: dict[int, list[int]] = {cid: [] for cid in contract_ids}
    for cid, number in rows:
        out[cid].append(number)
    return out


def claim_out_warnings(numbers: list[int], payee: str) -> list[str]:
    return [CLAIM_OUT.format(number=n, payee=payee) for n in numbers]
