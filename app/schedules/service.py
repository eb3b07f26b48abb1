"""Payment schedule actions: save the draft (`paymentScheduleUpdate`), send it
(`paymentScheduleSend`), and the payee's 'viewed' (`paymentScheduleMarkViewed`). Each reaches the
contract through `app.contracts.access` (another organisation gets 'Contract not found', exactly
like a missing id), refuses what `app.schedules.policy` forbids, and commits its work or nothing.

Both lock the contract's ledger first (`app.claims.ledger.lock`), so a save, a send and the
supplier's own claim actions (change to draft, void) never interleave: the claim revision a
schedule answers cannot change under it, and two sends of one schedule run one after the other
(the second finds it sent and answers the claim as it is: a double click sends nothing twice).
"""
import re
from datetime import UTC, date, datetime

from sqlalchemy import BigInteger, Text, bindparam, func, insert, literal, select
from sqlalchemy.dialects.postgresql import ARRAY

from app.activity import record as activity
from app.activity.models import FINALISED_SCHEDULE, SENT_SCHEDULE
from app.claims import document, ledger
from app.claims import queries as claim_queries
from app.claims.models import (
    DELETED,
    MODE_ADJUSTMENT,
    MODE_CLAIM,
    RETENTION_ITEM_ID,
    SCHEDULED,
    Claim,
    LedgerEntry,
)
from app.claims.policy import NO_PERMISSION
from app.claims.service import CLAIM_NOT_FOUND, get_claim
from app.contracts import access
from app.contracts import queries as contract_queries
from app.contracts.access import VisibleContract
from app.contracts.models import CUSTOMER, SUPPLIER
from app.db import db, rolls_back
from app.documents import recipients as recipients_of
from app.domain.line_types import LineType
from app.domain.money import MAX_SCALED, dollars
from app.domain.schedules import ScheduleLine, adjustments
from app.domain.text import clean_text
from app.domain.working_days import today_in_auckland
from app.errors import Conflict, NotFound, PermissionDenied, UserError
from app.integrations import posting as accounting
from app.orgs.access import Viewer
from app.payments import facts
from app.retention import ledger as retention_ledger
from app.schedules import document as schedule_document
from app.schedules import emails, guard, policy
from app.schedules.models import DRAFT, SENT, PaymentSchedule
from app.schedules.queries import OWN_LINE, Basis, basis_of, removable

STALE_CLAIM = "The claim has changed since you opened it. Reload to see the latest."
STALE_SCHEDULE = "Someone else changed this payment schedule. Reload to see their changes."
TOTALS_DIFFER = ("The totals have changed: the schedule comes to {excl} excluding GST and {tax} GST. "
                 "Reload to see the amounts it will pay.")
# A supplier not registered for GST charges none (issue 34): the amount alone.
TOTALS_DIFFER_NO_GST = "The totals have changed: the schedule comes to {total}. Reload to see the amounts it will pay."
NO_DRAFT = "Save the payment schedule before sending it"
LINE_NOT_FOUND = "Line not found: {item_id}"
LINE_TWICE = "A line is listed twice: {item_id}"
LINE_NOT_REMOVABLE = "{name} has been claimed, so it cannot be removed from the payment schedule"
NOT_WHOLE_CENTS = "{label} must be a whole number of cents"

MAX_REASON = 2000
# The payer's own breakdown of a claim received outside Claimdesk (issue 34).
LINE_NAME_REQUIRED = "Name the line"
OWN_LINE_ID = re.compile(r"own-[A-Za-z0-9_-]{1,40}")
MAX_LINE_NAME = 200
MAX_OWN_LINES = 200
TOO_MANY_LINES = f"At most {MAX_OWN_LINES} lines"
MAX_NOTES = 50
MAX_NOTE = 2000
MAX_REFERENCE = 100


def now() -> datetime:
    return datetime.now(UTC)


def _claim(contract_id: int, number) -> Claim:
    """The customer's view of the claim: a submitted, live or closed claim, never a draft."""
    claim = None
    if isinstance(number, int) and number >= 0:
        claim = db.session.scalars(select(Claim).where(Claim.contract_id == contract_id, Claim.number == number,
                                                       Claim.status != DELETED)).first()
    if claim is None or not claim_queries.visible_to(claim, is_supplier=False):
        raise NotFound(CLAIM_NOT_FOUND)
    return claim


def _locked(viewer: Viewer, contract_id: int, number, may
            ) -> tuple[VisibleContract, Claim, int, PaymentSchedule | None]:
    """The contract (the viewer's side checked by `may`), its ledger locked (and its revision), the
    claim, and its schedule (None: none saved yet), read after the lock."""
    found = access.get_contract(viewer, contract_id)
    if not may(found):
        raise PermissionDenied(NO_PERMISSION)
    current = ledger.lock(contract_id)
    claim = _claim(contract_id, number)
    schedule = db.session.scalars(select(PaymentSchedule).where(PaymentSchedule.claim_id == claim.id)).first()
    return found, claim, current, schedule


def _done(contract_id: int) -> None:
    db.session.commit()
    claim_queries.forget(contract_id)


# ---- the draft -----------------------------------------------------------------------------------

def _cents(value, field: str, label: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or abs(value) > MAX_SCALED:
        raise UserError(NOT_WHOLE_CENTS.format(label=label), field=field)
    return value


def _payer_lines(basis: Basis, given: list) -> list[dict]:
    """A received claim's schedule as stored: the payer's own breakdown, in its order (issue 34). The claim's
    one line, renamed or left out (`removed`: it schedules nothing, the claimed amount stays), and the
    lines the payer adds ('own-…' ids of its choosing), each named."""
    claimed_id = basis.lines[0].entry.item_id if basis.lines else None
    given = list(given or [])
    if len(given) > MAX_OWN_LINES + 1:
        raise UserError(TOO_MANY_LINES, field="lines")
    out, seen = [], set()
    for i, line in enumerate(given):
        item_id = line.get("item_id")
        own = isinstance(item_id, str) and item_id.startswith(OWN_LINE)
        if item_id != claimed_id and not (own and OWN_LINE_ID.fullmatch(item_id)):
            raise UserError(LINE_NOT_FOUND.format(item_id=item_id), field=f"lines.{i}.itemId")
        if item_id in seen:
            raise UserError(LINE_TWICE.format(item_id=item_id), field=f"lines.{i}.itemId")
        seen.add(item_id)
        name = clean_text(line.get("name"), MAX_LINE_NAME, f"lines.{i}.name", "The line's name")
        if own and not name:
            raise UserError(LINE_NAME_REQUIRED, field=f"lines.{i}.name")
        if line.get("removed"):
            if own:  # the payer's own line is removed by leaving it out
                raise UserError(LINE_NOT_FOUND.format(item_id=item_id), field=f"lines.{i}.removed")
            out.append({"itemId": item_id, "name": name, "scheduled": 0, "reason": "", "removed": True})
            continue
        out.append({"itemId": item_id, "name": name,
                    "scheduled": _cents(line.get("scheduled"), f"lines.{i}.scheduled", "Scheduled"),
                    "reason": clean_text(line.get("reason"), MAX_REASON, f"lines.{i}.reason", "A reason",
                                         multiline=True)})
    return out


def _lines(basis: Basis, given: list) -> list[dict]:
    """The payer's lines as stored: [{itemId, scheduled, reason}] (and `removed`: true, scheduled 0, for
    a line left out of the schedule), each a line of the claim, once."""
    if basis.received:
        return _payer_lines(basis, given)
    views = {view.entry.item_id: view for view in basis.lines}
    out, seen = [], set()
    for i, line in enumerate(given or []):
        item_id = line.get("item_id")
        view = views.get(item_id)
        if view is None:
            raise UserError(LINE_NOT_FOUND.format(item_id=item_id), field=f"lines.{i}.itemId")
        if item_id in seen:
            raise UserError(LINE_TWICE.format(item_id=item_id), field=f"lines.{i}.itemId")
        seen.add(item_id)
        if line.get("removed"):
            if not removable(view):
                raise UserError(LINE_NOT_REMOVABLE.format(name=view.entry.name or item_id),
                                field=f"lines.{i}.removed")
            out.append({"itemId": item_id, "scheduled": 0, "reason": "", "removed": True})
            continue
        out.append({"itemId": item_id, "scheduled": _cents(line.get("scheduled"), f"lines.{i}.scheduled", "Scheduled"),
                    "reason": clean_text(line.get("reason"), MAX_REASON, f"lines.{i}.reason", "A reason",
                                         multiline=True)})
    return out


def _notes(given) -> list[str]:
    given = list(given or [])
    if len(given) > MAX_NOTES:
        raise UserError(f"At most {MAX_NOTES} notes", field="notes")
    notes = [clean_text(note, MAX_NOTE, f"notes.{i}", "A note", multiline=True) for i, note in enumerate(given)]
    return [note for note in notes if note]


@rolls_back
def update_draft(viewer: Viewer, contract_id: int, number: int, data: dict) -> tuple[VisibleContract, Claim]:
    """Save the payer's draft schedule (see the module's rules); the server's totals must be the
    ones the payer saw (`scheduleExcl`, `scheduleTax`)."""
    found, claim, _, schedule = _locked(viewer, contract_id, number, policy.may_see_draft)
    refusal = policy.schedule_refusal(claim)
    if refusal is not None:
        raise UserError(refusal)
    if data.get("claim_rev") != claim.latest_rev:
        raise Conflict(STALE_CLAIM, code="STALE_REVISION")
    if data.get("version") != (schedule.version if schedule else 0):
        raise Conflict(STALE_SCHEDULE, code="STALE_REVISION")
    basis = basis_of(found, claim)
    lines = _lines(basis, data.get("lines"))
    adjust_excl = _cents(data.get("adjust_excl"), "adjustExcl", "adjustExcl")
    adjust_tax = _cents(data.get("adjust_tax"), "adjustTax", "adjustTax")
    if adjust_tax and not basis.charges_gst:
        raise UserError(policy.NO_GST_ADJUSTMENT, field="adjustTax")
    totals = basis.totals(basis.schedule_lines(lines), adjust_excl, adjust_tax)
    if (data.get("schedule_excl"), data.get("schedule_tax")) != (totals.schedule_excl, totals.schedule_tax):
        message = (TOTALS_DIFFER.format(excl=dollars(totals.schedule_excl), tax=dollars(totals.schedule_tax))
                   if basis.charges_gst else
                   TOTALS_DIFFER_NO_GST.format(total=dollars(totals.net)))
        raise UserError(message, field="scheduleExcl", code="TOTALS_MISMATCH")
    if schedule is None:
        schedule = PaymentSchedule(contract_id=contract_id, claim_id=claim.id, status=DRAFT, version=0,
                                   created_by_user_id=viewer.user_id)
        db.session.add(schedule)
    due_date = data.get("due_date")
    schedule.claim_rev = claim.latest_rev
    schedule.due_date = due_date if isinstance(due_date, date) else None
    schedule.is_tax_invoice = bool(data.get("is_tax_invoice"))
    schedule.notes = _notes(data.get("notes"))
    schedule.reference = clean_text(data.get("reference"), MAX_REFERENCE, "reference", "Reference")
    schedule.lines = lines
    schedule.adjust_excl, schedule.adjust_tax = adjust_excl, adjust_tax
    _set_totals(schedule, totals)
    schedule.version += 1
    schedule.updated_by_user_id = viewer.user_id
    schedule.updated_at = now()
    _done(contract_id)
    return found, claim


def _set_totals(schedule: PaymentSchedule, totals) -> None:
    schedule.retention = totals.retention
    schedule.schedule_excl = totals.schedule_excl
    schedule.schedule_tax = totals.schedule_tax
    schedule.totals = {
        "claimedGross": totals.claimed_gross, "claimedRetention": totals.claimed_retention,
        "claimedExcl": totals.claimed_excl, "claimedTax": totals.claimed_tax, "claimedNet": totals.claimed_net,
        "scheduledGross": totals.scheduled_gross, "retention": totals.retention,
        "scheduleExcl": totals.schedule_excl, "scheduleTax": totals.schedule_tax, "net": totals.net,
        "difference": totals.difference,
    }


# ---- sending -------------------------------------------------------------------------------------

@rolls_back
def send(viewer: Viewer, contract_id: int, number: int, *, at: datetime | None = None
         ) -> tuple[VisibleContract, Claim]:
    """Check the saved draft is a valid payment schedule (s 21), then, in one transaction: freeze
    it, write its Adjustment entries to the ledger, mark the claim Scheduled, record the activity,
    and promise one email per supplier recipient. `at`: the moment it is given, now unless the demo
    gives it on a past day (app.demo.seed; no API passes it): 'Given late' is measured by it."""
    found, claim, current, schedule = _locked(viewer, contract_id, number, policy.may_send_as)
    if claim.status == SCHEDULED and schedule is not None and schedule.status == SENT:
        db.session.rollback()
        return found, claim  # sent already (a double click): nothing more to do
    refusal = policy.schedule_refusal(claim)
    if refusal is not None:
        raise UserError(refusal)
    if schedule is None:
        raise UserError(NO_DRAFT)
    if schedule.claim_rev != claim.latest_rev:
        raise Conflict(STALE_CLAIM, code="STALE_REVISION")
    basis = basis_of(found, claim)
    lines = basis.schedule_lines(schedule.lines)
    totals = basis.totals(lines, schedule.adjust_excl, schedule.adjust_tax)
    below_nil = policy.below_nil(totals, charges_gst=basis.charges_gst)
    if below_nil is not None:
        raise UserError(below_nil, field="scheduleExcl", code="SEND_REFUSED")
    recipients = recipients_of.supplier_recipients(contract_id)
    parties = found.parties or contract_queries.parties_of([contract_id])[contract_id]
    problems = policy.section21_problems(schedule, lines, basis.line_names(schedule.lines), totals,
                                         has_recipients=bool(recipients), own_lines=basis.received)
    if schedule.is_tax_invoice:
        problems += policy.tax_invoice_problems(_gst_number(parties.get(SUPPLIER)), _gst_number(parties.get(CUSTOMER)),
                                                supplier_registered=basis.charges_gst)
    if problems:
        raise UserError(document.FIX_BEFORE_SUBMIT.format(problems="; ".join(problems)), code="SEND_REFUSED")

    new_rev = ledger.bump(contract_id, current)
    if basis.received and basis.lines:
        # The payer's own breakdown is its document, not the ledger's: the claim's one line is adjusted by
        # the whole difference, so the ledger's scheduled amount is the schedule's.
        claimed = basis.lines[0]
        scheduled = sum(line.scheduled_amount for line in lines if line.item_id)
        _write_adjustments(basis, claim, schedule, [ScheduleLine(claimed.entry.item_id, LineType(claimed.entry.type),
                                                                 claimed.this_claim, claimed.previous, scheduled)],
                           totals, new_rev)
    else:
        _write_adjustments(basis, claim, schedule, lines, totals, new_rev)
    at = at or now()
    reasons = _reasons(schedule)
    schedule.status = SENT
    schedule.sent_at = at
    schedule.given_late = is_late(claim, at)
    schedule.sent_by_user_id = viewer.user_id
    removed = [line for line in schedule.lines or [] if line.get("removed")]
    if not basis.received:  # a received claim's lines stay the payer's own, as saved (names and order)
        schedule.lines = [{"itemId": line.item_id, "scheduled": line.scheduled_amount,
                           "reason": reasons.get(line.item_id, "")} for line in lines if line.item_id] + removed
    _set_totals(schedule, totals)
    claim.status = SCHEDULED
    claim.content_updated_at = now()  # when the row changed (lists and polls), whatever day it was given
    # A reason making payment depend on another contract was warned of, and sent anyway (CCA s 13): said in the activity.
    warned = guard.activity_comment(guard.warnings(schedule.lines, schedule.notes), basis.line_names(schedule.lines))
    activity.entry(viewer, FINALISED_SCHEDULE, contract_id, claim=claim, rev=claim.latest_rev, comment=warned)
    db.session.flush()
    facts.refresh([claim.id])  # what is payable, and when, now follow the schedule (or not: given late)
    # The retention it withholds, held on trust (CCA s 18C), dated by the payment due date just stored.
    # with what it schedules of the releases of retention claimed as lines (issue 38): retention paid back.
    releases = {line.item_id: line.scheduled_amount for line in lines if line.type is LineType.RETENTION}
    retention_ledger.schedule_sent(schedule, at=at, payment_due=claim.payment_due, releases=releases)
    claim_queries.forget(contract_id)
    doc = document.build(found, claim, document.revision_of(claim, claim.latest_rev), parties=parties)
    if emails.send(doc, schedule, basis, totals, recipients):
        activity.entry(viewer, SENT_SCHEDULE, contract_id, claim=claim, rev=claim.latest_rev)
    accounting.schedule_sent(viewer, doc, schedule, lines, totals)
    _done(contract_id)
    return found, claim


@rolls_back
def mark_viewed(viewer: Viewer, contract_id: int, number: int) -> tuple[VisibleContract, Claim]:
    """The supplier side opened the sent schedule in the app: 'viewed', once per person and revision, as
    opening its PDF (app.claims.rest) or its public link (app.links) records it. The customer side, or a
    claim with no schedule sent: nothing."""
    found, claim = get_claim(viewer, contract_id, number)
    schedule = schedule_document.sent_schedule(claim) if found.is_supplier else None
    if schedule is not None:
        activity.viewed(viewer, claim, schedule.claim_rev)
    db.session.commit()
    return found, claim


def is_late(claim: Claim, at: datetime) -> bool:
    """Sent after the payment-schedule deadline (s 22): on an Auckland day later than it."""
    return claim.schedule_deadline is not None and today_in_auckland(at) > claim.schedule_deadline


def _gst_number(party) -> str | None:
    return party.contact.gst_number if party is not None and party.contact is not None else None


def _reasons(schedule: PaymentSchedule) -> dict[str, str]:
    return {line["itemId"]: line.get("reason", "") for line in schedule.lines or []}


def _write_adjustments(basis: Basis, claim: Claim, schedule: PaymentSchedule, lines, totals, ledger_rev: int) -> None:
    """One Adjustment entry per line scheduled differently (with its reason), and retention's, each
    copying its Claim entry's name, type, group and position: one statement, the amounts as arrays
    (a VALUES row per entry costs more to compile than the send's other work)."""
    found = adjustments(lines, totals, RETENTION_ITEM_ID, basis.tax_rate_id)
    if not found:
        return
    reasons = _reasons(schedule)
    given = func.unnest(
        bindparam("item_ids", [a.item_id for a in found], type_=ARRAY(Text)),
        bindparam("amounts", [a.amount for a in found], type_=ARRAY(BigInteger)),
        bindparam("taxes", [a.tax for a in found], type_=ARRAY(BigInteger)),
        bindparam("reasons", [reasons.get(a.item_id, "") for a in found], type_=ARRAY(Text)),
    ).table_valued("item_id", "amount", "tax", "reason").render_derived(name="adjustment")
    E = LedgerEntry
    source = (
        select(E.contract_id, E.claim_id, E.rev, E.item_id, literal(MODE_ADJUSTMENT, E.mode.type), E.type, E.position,
               E.name, E.group_path, given.c.reason, given.c.amount, given.c.tax,
               literal(False, E.is_draft.type), literal(ledger_rev, E.edited_rev.type))
        .join(given, given.c.item_id == E.item_id)
        .where(E.claim_id == claim.id, E.rev == claim.latest_rev, E.mode == MODE_CLAIM)
    )
    db.session.execute(insert(E).from_select(
        ["contract_id", "claim_id", "rev", "item_id", "mode", "type", "position", "name", "group_path",
         "schedule_reason", "amount", "tax", "is_draft", "edited_rev"], source))
