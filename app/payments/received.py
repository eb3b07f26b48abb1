"""Claims and payment schedules received outside Claimdesk (issue 34): one side of a contract records
the document the other side served on it by email, post or hand, so the Act's dates and states hold
for it as for one served through Claimdesk.

- `record_claim` (receivedClaimRecord): the customer side (CustomerDraft or CustomerSubmit) records a
  payment claim served on it. It is a claim of the contract like any other (`claims.origin =
  'received'`): its one revision is submitted at the moment of service (the day given, midday in
  Auckland), by whoever recorded it; its one line ('Claimed amount', item `received`) is the claimed
  amount excluding GST; its file is the claim as received (a PDF, through the upload checks). It is
  served to nobody. The s 22 deadline counts from the day of service (`facts.served`), so a claim
  recorded late may be overdue at once; it is answered with a payment schedule built in Claimdesk
  (app.schedules), served on the supplier's people by email with its PDF, as any other.
- `record_schedule` (receivedScheduleRecord): the supplier side (SupplierSubmit) records a payment
  schedule it received for one of its claims awaiting one: the PDF, the day received, the scheduled
  amount including GST, the payment date and the reasons in short. The schedule row is Sent from the
  start (`payment_schedules.origin = 'received'`, sent_at the day received), given late when received
  after the deadline; the claim becomes Scheduled and `facts.refresh` settles what is payable and when,
  exactly as for a schedule sent here. It writes no Adjustment entries: a received schedule states one
  amount, not a line-by-line breakdown, so the ledger keeps the claimed lines.

Both refuse a day in the future ('... cannot be in the future', beside its field); the other side (when
it is on Claimdesk) reads the claim or schedule as recorded by its counterparty (`recorded_label`).

Amounts: the claimed and scheduled amounts are given including GST, as the documents state them. The
GST-exclusive amount is the one whose GST at the contract's rate makes that total; when no amount
does (a total 1 cent off any such sum), the nearest below, and the GST is what remains, so the
stated total is kept to the cent.
"""
from datetime import date, datetime, time, timezone

from sqlalchemy import delete as sql_delete
from sqlalchemy import func, select
from sqlalchemy.dialects.postgresql import insert as pg_insert

from app.activity import record as activity
from app.claims import attachments, document, ledger
from app.claims.gst import supplier_registered_now
from app.claims import queries as claim_queries
from app.claims.models import (
    DELETED,
    MODE_CLAIM,
    ORIGIN_RECEIVED,
    RECEIVED_MANNERS,
    SCHEDULED,
    SENT,
    Claim,
    ClaimRead,
    LedgerEntry,
    Revision,
)
from app.claims.policy import NO_PERMISSION
from app.claims.service import CLAIM_NOT_FOUND
from app.contracts import access
from app.contracts import permissions as cp
from app.contracts.access import VisibleContract
from app.contracts.policy import ARCHIVED
from app.db import db, rolls_back
from app.documents.files import clean_files
from app.domain.money import MAX_SCALED
from app.domain.tax import claim_tax_rate_id, tax_on, tax_rate_bp
from app.domain.text import clean_text
from app.domain.working_days import AUCKLAND, today_in_auckland
from app.errors import NotFound, PermissionDenied, UserError
from app.orgs.access import Viewer
from app.payments import facts
from app.payments.models import ClaimPayment
from app.schedules import deadline as claim_deadline
from app.schedules import models as schedule_models
from app.schedules import policy as schedule_policy
from app.schedules.models import PaymentSchedule

P = cp.ContractPermission

RECEIVED_ITEM_ID = "received"
RECEIVED_LINE_NAME = "Claimed amount"
MANNER_WORDS = {"email": "email", "post": "post", "hand": "hand"}

FUTURE_SERVICE = "The date of service cannot be in the future"
FUTURE_RECEIPT = "The date received cannot be in the future"
BEFORE_CLAIM = "The payment schedule cannot have been received before the claim was served ({date})"
SERVED_ON_REQUIRED = "The date of service is required"
RECEIVED_ON_REQUIRED = "The date received is required"
DUE_DATE_REQUIRED = "The claim's due date is required"
PAYMENT_DATE_REQUIRED = "The payment date is required"
PERIOD_ORDER = "The period must end on or after the day it starts"
MANNER_REQUIRED = "Choose how it was received"
FILE_REQUIRED = "Attach the {document} as received (a PDF)"
NOT_A_PDF = "{filename} is not a PDF: attach the {document} as received, as a PDF"
AMOUNT_INVALID = "{label} must be an amount of nil or more"
MAX_REASONS = 2000
MAX_REFERENCE = 100


def now() -> datetime:
    return datetime.now(timezone.utc)


def served_at(day: date) -> datetime:
    """The moment a document served on `day` counts as served: midday in Auckland, so every surface
    reads `day` as the day of service (app.schedules.deadline.served_on)."""
    return datetime.combine(day, time(12), tzinfo=AUCKLAND).astimezone(timezone.utc)


def split_incl(incl: int, tax_rate_id: str) -> tuple[int, int]:
    """(excluding GST, GST) of an amount including GST at the contract's rate (see the module)."""
    bp = tax_rate_bp(tax_rate_id)  # basis points: 1500 for GST at 15 %
    excl = incl * 10_000 // (10_000 + bp)
    best = excl
    for candidate in range(max(excl - 2, 0), excl + 3):
        total = candidate + tax_on(candidate, tax_rate_id)
        if total == incl:
            best = candidate
            break
        if total < incl:
            best = candidate
    return best, incl - best


def how_received(manner: str | None, day: date) -> str:
    """'by email on 2 November 2026': how and when a document was received, as the activity reads it."""
    return f"by {MANNER_WORDS.get(manner or '', manner)} on {day.day} {day:%B %Y}"


def recorded_label(org_name: str, origin: str, manner: str | None, document_name: str) -> str | None:
    """'Recorded by {org} from a claim received by {manner}' (None for a document served here)."""
    if origin != ORIGIN_RECEIVED:
        return None
    return f"Recorded by {org_name} from a {document_name} received by {MANNER_WORDS.get(manner or '', manner)}"


# ---- checks ----------------------------------------------------------------------------------------

def _day(value, field: str, required: str, future: str) -> date:
    if not isinstance(value, date):
        raise UserError(required, field=field)
    if value > today_in_auckland():
        raise UserError(future, field=field)
    return value


def _amount(value, field: str, label: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0 or value > MAX_SCALED:
        raise UserError(AMOUNT_INVALID.format(label=label), field=field)
    return value


def _manner(value, allowed) -> str:
    if value not in allowed:
        raise UserError(MANNER_REQUIRED, field="manner")
    return value


def _pdf(contract_id: int, file, document_name: str) -> dict:
    """The uploaded file as a ref of the contract's files (checked by app.uploads), a PDF."""
    if not file:
        raise UserError(FILE_REQUIRED.format(document=document_name), field="file")
    item = clean_files([file], "file")[0]
    ref = attachments.take(contract_id, item, "file")
    if ref.get("contentType") != "application/pdf":
        raise UserError(NOT_A_PDF.format(filename=item["filename"], document=document_name), field="file")
    return ref


def _claim_fields(served_on, manner, claimed, due_date, period_from, period_to, reference):
    """The checked fields of a claim received (beside their fields when refused)."""
    served_on = _day(served_on, "servedOn", SERVED_ON_REQUIRED, FUTURE_SERVICE)
    manner = _manner(manner, RECEIVED_MANNERS)
    claimed = _amount(claimed, "claimed", "The claimed amount")
    if not isinstance(due_date, date):
        raise UserError(DUE_DATE_REQUIRED, field="dueDate")
    if period_from is not None and period_to is not None and period_to < period_from:
        raise UserError(PERIOD_ORDER, field="periodTo")
    return served_on, manner, claimed, clean_text(reference, MAX_REFERENCE, "reference", "Reference")


def _freeze_totals(found: VisibleContract, claim: Claim, revision: Revision, claimed: int, excl: int, tax: int):
    """The revision's frozen totals, as a submitted revision keeps them (what the facts and lists read)."""
    claim_queries.forget(found.contract.id)
    doc = document.build(found, claim, revision)
    revision.amount_excl = excl
    revision.tax = tax
    revision.totals = {
        "grossToDate": doc.totals.gross_to_date, "retentionsToDate": doc.totals.retentions_to_date,
        "subtotal": doc.totals.subtotal, "previousSubtotal": doc.totals.previous_subtotal,
        "gstExclusive": excl, "gst": tax, "gstLabel": doc.totals.gst_label, "netPayment": claimed,
        "lines": [{"label": RECEIVED_LINE_NAME, "amount": excl}, {"label": doc.totals.gst_label, "amount": tax},
                  {"label": "Net Payment", "amount": claimed}],
    }
    db.session.flush()


# ---- a claim received --------------------------------------------------------------------------------

def may_record_claim(found: VisibleContract) -> bool:
    """receivedClaimRecord: the customer side with CustomerDraft (or CustomerSubmit), not archived."""
    return not found.is_supplier and found.can(P.CUSTOMER_DRAFT) and found.contract.archived_at is None


@rolls_back
def record_claim(viewer: Viewer, contract_id: int, *, file, served_on, manner, claimed, due_date,
                 period_from=None, period_to=None, reference=None) -> tuple[VisibleContract, Claim]:
    found = access.get_contract(viewer, contract_id)
    if found.is_supplier or not found.can(P.CUSTOMER_DRAFT):
        raise PermissionDenied(NO_PERMISSION)
    if found.contract.archived_at is not None:
        raise UserError(ARCHIVED)
    served_on, manner, claimed, reference = _claim_fields(served_on, manner, claimed, due_date, period_from,
                                                         period_to, reference)
    ref = _pdf(contract_id, file, "payment claim")

    current = ledger.lock(contract_id)
    new_rev = current + 1
    number = (db.session.scalar(select(func.max(Claim.number)).where(
        Claim.contract_id == contract_id, Claim.status != DELETED)) or 0) + 1
    at = served_at(served_on)
    # A supplier not registered for GST charges none: the claimed amount is all excl. (issue 34).
    registered = supplier_registered_now(found)
    rate = claim_tax_rate_id(found.contract.tax_rate_id, registered)
    claim = Claim(contract_id=contract_id, number=number, status=SENT, origin=ORIGIN_RECEIVED,
                  received_manner=manner, latest_rev=1, draft_rev=None, created_by_user_id=viewer.user_id,
                  content_updated_at=now(), gst_registered=registered)
    db.session.add(claim)
    db.session.flush()
    excl, tax = split_incl(claimed, rate)
    revision = Revision(gst_registered=registered, claim_id=claim.id, rev=1, type="NzCcaClaim", period_from=period_from, period_to=period_to,
                        claim_date=served_on, due_date=due_date, po_number=reference, files=[ref], is_draft=False,
                        submitted_at=at, submitted_by_user_id=viewer.user_id, ledger_rev=new_rev)
    db.session.add(revision)
    position = db.session.scalar(select(func.coalesce(func.max(LedgerEntry.position), 0) + 1).where(
        LedgerEntry.contract_id == contract_id))
    db.session.add(LedgerEntry(contract_id=contract_id, claim_id=claim.id, rev=1, item_id=RECEIVED_ITEM_ID,
                               mode=MODE_CLAIM, type="BaseContract", position=position, name=RECEIVED_LINE_NAME,
                               reference=reference, amount=excl, tax=tax_on(excl, rate),
                               is_draft=False, edited_rev=new_rev))
    db.session.flush()
    _freeze_totals(found, claim, revision, claimed, excl, tax)
    facts.served([claim.id])  # the schedule deadline counts from the day of service
    activity.received_recorded(viewer, claim, schedule=False, how=how_received(manner, served_on))
    ledger.bump(contract_id, current)
    db.session.execute(pg_insert(ClaimRead).values(user_id=viewer.user_id, claim_id=claim.id, rev=1)
                       .on_conflict_do_nothing())  # read by whoever recorded it
    attachments.settle(contract_id)
    db.session.commit()
    claim_queries.forget(contract_id)
    return found, claim


# ---- a record made by mistake: corrected or deleted ----------------------------------------------------------

NOT_RECEIVED = "Only a claim recorded as received outside Claimdesk is corrected or deleted here"
SCHEDULE_SENT_CORRECT = ("A payment schedule has been sent in answer to this claim: the record of it can no longer be "
                         "corrected")
SCHEDULE_SENT_DELETE = "A payment schedule has been sent in answer to this claim: the record of it cannot be deleted"
PAYMENTS_RECORDED = "Payments are recorded against this claim: the record of it cannot be deleted"


def may_change_record(found: VisibleContract, claim: Claim) -> bool:
    """receivedClaimCorrect and receivedClaimDelete: the side that recorded it (the customer), with Edit, not
    archived, a claim it recorded as received. Whether something hangs on it is the service's to say."""
    return (not found.is_supplier and found.can(P.EDIT) and found.contract.archived_at is None
            and claim.origin == ORIGIN_RECEIVED and claim.status != DELETED)


def _recorded(viewer: Viewer, contract_id: int, number) -> tuple[VisibleContract, Claim, int]:
    """The claim recorded as received, locked with its contract's ledger, for its recording side's Edit members."""
    found = access.get_contract(viewer, contract_id)
    if found.is_supplier or not found.can(P.EDIT):
        raise PermissionDenied(NO_PERMISSION)
    if found.contract.archived_at is not None:
        raise UserError(ARCHIVED)
    current = ledger.lock(contract_id)
    claim = None
    if isinstance(number, int) and number >= 0:
        claim = db.session.scalars(select(Claim).where(Claim.contract_id == contract_id, Claim.number == number,
                                                       Claim.status != DELETED)).first()
    if claim is None:
        raise NotFound(CLAIM_NOT_FOUND)
    if claim.origin != ORIGIN_RECEIVED:
        raise UserError(NOT_RECEIVED)
    return found, claim, current


def _schedule_of(claim: Claim) -> PaymentSchedule | None:
    return db.session.scalars(select(PaymentSchedule).where(PaymentSchedule.claim_id == claim.id)).first()


def _money(cents: int) -> str:
    return f"${cents / 100:,.2f}"


def _long(day: date | None) -> str:
    return f"{day.day} {day:%B %Y}" if day else "none"


@rolls_back
def correct_claim(viewer: Viewer, contract_id: int, number, *, file=None, served_on, manner, claimed, due_date,
                  period_from=None, period_to=None, reference=None) -> tuple[VisibleContract, Claim]:
    """Correct the record of a claim received (a field typed wrong), while no schedule has been sent in answer:
    the s 22 deadline is counted again from the corrected day of service (facts.refresh, the one writer)."""
    found, claim, current = _recorded(viewer, contract_id, number)
    schedule = _schedule_of(claim)
    if schedule is not None and schedule.status == schedule_models.SENT:
        raise UserError(SCHEDULE_SENT_CORRECT)
    served_on, manner, claimed, reference = _claim_fields(served_on, manner, claimed, due_date, period_from,
                                                         period_to, reference)
    revision = document.revision_of(claim, claim.latest_rev)
    ref = _pdf(contract_id, file, "payment claim") if file else None
    was_served = claim_deadline.served_on(revision)
    changed = []
    if was_served != served_on:
        changed.append(f"date of service {_long(was_served)} \u2192 {_long(served_on)}")
    if claim.received_manner != manner:
        changed.append(f"received by {MANNER_WORDS.get(claim.received_manner or '', claim.received_manner)} "
                       f"\u2192 by {MANNER_WORDS[manner]}")
    was_claimed = (revision.amount_excl or 0) + (revision.tax or 0)
    if was_claimed != claimed:
        changed.append(f"claimed amount {_money(was_claimed)} \u2192 {_money(claimed)}")
    if revision.due_date != due_date:
        changed.append(f"due date {_long(revision.due_date)} \u2192 {_long(due_date)}")
    if (revision.period_from, revision.period_to) != (period_from, period_to):
        changed.append("period")
    if (revision.po_number or "") != reference:
        changed.append(f"reference \u2192 {reference or 'none'}")
    if ref is not None:
        changed.append(f"PDF \u2192 {ref.get('filename', 'a new file')}")
    if not changed:
        db.session.rollback()
        return found, claim  # nothing to correct
    new_rev = current + 1
    at = served_at(served_on)
    revision.claim_date, revision.submitted_at, revision.due_date = served_on, at, due_date
    revision.period_from, revision.period_to, revision.po_number = period_from, period_to, reference
    if ref is not None:
        attachments.release(contract_id, revision.files or [])
        revision.files = [ref]
    claim.received_manner = manner
    excl, tax = split_incl(claimed, claim_tax_rate_id(found.contract.tax_rate_id, claim.gst_registered))
    entry = db.session.scalars(select(LedgerEntry).where(
        LedgerEntry.claim_id == claim.id, LedgerEntry.rev == claim.latest_rev, LedgerEntry.mode == MODE_CLAIM,
        LedgerEntry.item_id == RECEIVED_ITEM_ID)).first()
    if entry is not None:
        entry.amount, entry.tax, entry.reference, entry.edited_rev = excl, tax, reference, new_rev
    claim.content_updated_at = now()
    db.session.flush()
    _freeze_totals(found, claim, revision, claimed, excl, tax)
    facts.refresh([claim.id])  # the deadline from the corrected day of service, what is payable from the amount
    activity.received_changed(viewer, claim, deleted=False, what="; ".join(changed))
    ledger.bump(contract_id, current)
    attachments.settle(contract_id)
    db.session.commit()
    claim_queries.forget(contract_id)
    return found, claim


@rolls_back
def delete_claim(viewer: Viewer, contract_id: int, number) -> tuple[VisibleContract, Claim]:
    """Delete the record of a claim received, made by mistake, while nothing hangs on it: no schedule sent in
    answer (an unsent draft of one goes with it), no payment recorded. Its number is free again."""
    found, claim, current = _recorded(viewer, contract_id, number)
    schedule = _schedule_of(claim)
    if schedule is not None and schedule.status == schedule_models.SENT:
        raise UserError(SCHEDULE_SENT_DELETE)
    if db.session.scalar(select(func.count()).where(ClaimPayment.claim_id == claim.id)):
        raise UserError(PAYMENTS_RECORDED)
    revision = document.revision_of(claim, claim.latest_rev)
    served = claim_deadline.served_on(revision)
    claimed = (revision.amount_excl or 0) + (revision.tax or 0)
    activity.received_changed(viewer, claim, deleted=True, what=(
        f"{_money(claimed)}, received by {MANNER_WORDS.get(claim.received_manner or '', claim.received_manner)} "
        f"on {_long(served)}"))
    if schedule is not None:
        db.session.delete(schedule)
    attachments.release(contract_id, revision.files or [])
    db.session.execute(sql_delete(LedgerEntry).where(LedgerEntry.claim_id == claim.id))
    claim.status = DELETED
    claim.deleted_at = now()
    claim.content_updated_at = now()
    db.session.flush()
    facts.refresh([claim.id])  # nothing served: no deadline, nothing payable
    ledger.bump(contract_id, current)
    attachments.settle(contract_id)
    db.session.commit()
    claim_queries.forget(contract_id)
    return found, claim


# ---- a schedule received -------------------------------------------------------------------------------

def may_record_schedule(found: VisibleContract, claim: Claim) -> bool:
    """receivedScheduleRecord: the supplier side with SupplierSubmit, a claim awaiting a schedule."""
    return found.is_supplier and found.can(P.SUPPLIER_SUBMIT) and schedule_policy.schedule_refusal(claim) is None


@rolls_back
def record_schedule(viewer: Viewer, contract_id: int, number, *, file, received_on, manner, scheduled,
                    payment_date, reasons=None) -> tuple[VisibleContract, Claim]:
    found = access.get_contract(viewer, contract_id)
    if not found.is_supplier or not found.can(P.SUPPLIER_SUBMIT):
        raise PermissionDenied(NO_PERMISSION)
    ledger.lock(contract_id)  # a schedule, a send and the claim's own changes never interleave
    claim = None
    if isinstance(number, int) and number >= 0:
        claim = db.session.scalars(select(Claim).where(Claim.contract_id == contract_id, Claim.number == number,
                                                       Claim.status != DELETED)).first()
    if claim is None:
        raise NotFound(CLAIM_NOT_FOUND)
    refusal = schedule_policy.schedule_refusal(claim)
    if refusal is not None:
        raise UserError(refusal)
    received_on = _day(received_on, "receivedOn", RECEIVED_ON_REQUIRED, FUTURE_RECEIPT)
    revision = document.revision_of(claim, claim.latest_rev)
    served = claim_deadline.served_on(revision)
    if served is not None and received_on < served:
        raise UserError(BEFORE_CLAIM.format(date=served.strftime("%-d %B %Y")), field="receivedOn")
    manner = _manner(manner, schedule_models.RECEIVED_MANNERS)
    scheduled = _amount(scheduled, "scheduled", "The scheduled amount")
    if not isinstance(payment_date, date):
        raise UserError(PAYMENT_DATE_REQUIRED, field="paymentDate")
    reasons = clean_text(reasons, MAX_REASONS, "reasons", "The reasons", multiline=True)
    ref = _pdf(contract_id, file, "payment schedule")

    schedule = db.session.scalars(select(PaymentSchedule).where(PaymentSchedule.claim_id == claim.id)).first()
    if schedule is None:  # else the customer side's unsent draft: the schedule it received replaces it
        schedule = PaymentSchedule(contract_id=contract_id, claim_id=claim.id, version=0)
        db.session.add(schedule)
    excl, tax = split_incl(scheduled, claim_tax_rate_id(found.contract.tax_rate_id, claim.gst_registered))
    at = served_at(received_on)
    schedule.status = schedule_models.SENT
    schedule.origin = schedule_models.ORIGIN_RECEIVED
    schedule.received_manner = manner
    schedule.file = ref
    schedule.claim_rev = claim.latest_rev
    schedule.due_date = payment_date
    schedule.is_tax_invoice = False
    schedule.notes = [reasons] if reasons else []
    schedule.reference = ""
    schedule.lines = []
    schedule.adjust_excl = schedule.adjust_tax = schedule.retention = 0
    schedule.schedule_excl, schedule.schedule_tax = excl, tax
    schedule.totals = {"claimedExcl": revision.amount_excl, "claimedTax": revision.tax,
                       "scheduleExcl": excl, "scheduleTax": tax, "net": scheduled}
    schedule.version += 1
    schedule.created_by_user_id = schedule.created_by_user_id or viewer.user_id
    schedule.updated_by_user_id = schedule.sent_by_user_id = viewer.user_id
    schedule.sent_at = at
    schedule.updated_at = now()
    # Given late when received on a day after the deadline (s 22): the claimed amount stays payable.
    schedule.given_late = claim.schedule_deadline is not None and received_on > claim.schedule_deadline
    claim.status = SCHEDULED
    claim.content_updated_at = now()
    db.session.flush()
    facts.refresh([claim.id])
    activity.received_recorded(viewer, claim, schedule=True, how=how_received(manner, received_on))
    attachments.settle(contract_id)
    db.session.commit()
    claim_queries.forget(contract_id)
    return found, claim
