"""The subcontractor's request to inspect the records of its retention money (issue 38; research RT-13;
CCA s 18FC 'Accounts and records', inserted in 2023).

What the Act requires, as the research reads it (../shared/research/cca-retention-enforcement-chains.md,
'Records (s 18FC)'): the holder (party A) must keep proper accounting and other records of the retention
money, identifying its details (transactions, bank account), and they must be open to inspection on
request [R15]; under the 2017 text (the old s 18D) that meant at all reasonable times and free of charge
[R26]. No period for answering was found: Claimdesk sets none and counts none, it shows since when a
request is open. The exact text of s 18FC is among the research's points to verify (section 6, item 1).

- `request`: a member of the subcontractor's side with Edit on the contract (the insider who only views
  asks nothing) asks, with an optional message, on a contract whose retention ledger is kept and whose
  trust rules may apply (`ledger.trust_rules_may_apply`: not a residential or pre-2017 contract). In one
  transaction: the request (numbered on the contract), the contract's activity (both parties see it), and
  one email to each owner of the holding organisation, promised through the outbox under the key
  `retention-inspection-request:{request}:{owner}` (never twice, never dropped). One open request per
  contract: asking again while one is open is refused, naming the day it was made.
- `answer`: the holder's owners and members with Edit (app.retention.policy) mark it answered: the day,
  how (an inspection pack sent, or the records made available for inspection) and a note; logged on the
  contract's activity. Answering the same way again is a retry and changes nothing.
- `requests_of`: the requests on every ledger the viewer reaches, both sides, with whether the viewer
  may answer or ask; `defect_notices_received`: the notices before use for defects served on the viewer's
  side. Each a fixed number of SQL statements whatever the number of ledgers.

Another organisation's contract is 'Contract not found' (app.contracts.access). Rules as at RULES_AS_AT;
not legal advice.
"""
from dataclasses import dataclass
from datetime import UTC, date, datetime

from flask import current_app
from sqlalchemy import exists, func, select

from app.activity import record as activity
from app.activity.models import INSPECTION_ANSWERED, INSPECTION_REQUESTED
from app.contracts import access
from app.contracts import queries as contract_queries
from app.contracts.models import ACCEPTED, CUSTOMER, SUPPLIER, Contract
from app.contracts.permissions import ContractPermission
from app.db import db, rolls_back
from app.domain.claim_standing import RULES_AS_AT
from app.domain.dates import long_date
from app.domain.text import clean_text
from app.domain.working_days import today_in_auckland
from app.errors import NotFound, PermissionDenied, UserError
from app.mail.service import send_email
from app.orgs.access import Viewer
from app.retention import alerts, ledger, policy
from app.retention.inspection_models import (
    ANSWER_MANNERS,
    MADE_AVAILABLE,
    PACK_SENT,
    InspectionRequest,
)
from app.retention.models import DefectNotice, RetentionEntry
from tenants.models import Organisation

SECTION = "s 18FC"
RIGHT = ("The holder of retention money must keep proper accounting and other records of it, open to inspection by "
         "the party it is held for on request (CCA s 18FC; under the 2017 text, at all reasonable times and free of "
         "charge). The Act as read gives no number of days to answer: Claimdesk sets none.")
RULES_NOTE = f"Rules as at {long_date(RULES_AS_AT)}. This is not legal advice."
REQUEST_NOT_FOUND = "Inspection request not found"
NOT_PAYEE = "Only the party the retention money is held for (the payee on this contract) can ask to inspect its records"
NO_PERMISSION = "Only owners and members with Edit on this project can ask to inspect the retention records"
NO_LEDGER = "No retention money has been withheld on this contract: there are no retention records to inspect yet."
NOT_COVERED = ("The Act's retention trust rules do not apply to this contract, so it gives no right to inspect its "
               "retention records (CCA s 18B).")
HOLDER_NOT_HERE = ("{holder} has not joined this project on Claimdesk, so the request cannot reach it here: ask it in "
                   "writing to make the records available for inspection (CCA s 18FC).")
ALREADY_OPEN = "You asked on {date} and {holder} has not answered yet: a second request is not needed."
MANNER_REQUIRED = "Choose how the request was answered"
ANSWERED_ON_REQUIRED = "Enter the day the request was answered"
ANSWERED_IN_FUTURE = "The date cannot be in the future"
ANSWERED_BEFORE = "The request was made on {date}: it cannot have been answered before then"
ALREADY_ANSWERED = "This request was answered on {date} ({how})."
MAX_MESSAGE = 2000
MAX_NOTE = 2000
MANNER_WORDS = {
    PACK_SENT: "Inspection pack sent",
    MADE_AVAILABLE: "Records made available for inspection",
}


def now() -> datetime:
    return datetime.now(UTC)


def request_key(request_id: int, user_id: int) -> str:
    return f"retention-inspection-request:{request_id}:{user_id}"


@dataclass
class RequestView:
    """A request as the viewer reads it, with its ledger's names and the viewer's side."""

    request: InspectionRequest
    site_name: str
    holder_name: str
    payee_name: str
    we_hold: bool
    can_answer: bool

    @property
    def answer_words(self) -> str | None:
        r = self.request
        if r.answer_manner is None or r.answered_on is None:
            return None
        return f"{MANNER_WORDS[r.answer_manner]} on {long_date(r.answered_on)}"


@dataclass
class LedgerSide:
    """One ledger the viewer reaches: the names, its side, and what the viewer may do about inspection."""

    contract_id: int
    site_name: str
    owner_slug: str
    slug: str
    holder_name: str
    payee_name: str
    we_hold: bool
    can_answer: bool  # the holder's owners and Edit members
    can_request: bool  # the subcontractor's members with Edit


@dataclass
class ReceivedNotice:
    """A notice before use for defects served on the viewer's side, with what has been used under it."""

    notice: DefectNotice
    site_name: str
    used: int


# ---- reading ------------------------------------------------------------------------------------

def ledger_sides(viewer: Viewer, contract_id: int | None = None) -> list[LedgerSide]:
    """Every contract the viewer reaches that keeps a retention ledger (`contract_id`: that one only), named as
    the Retention page names them (app.retention.queries): one statement."""
    query = access.visible_contracts(viewer)
    query, payer = contract_queries.join_party(query, lambda p: p.relation == CUSTOMER)
    query, payee = contract_queries.join_party(query, lambda p: p.relation == SUPPLIER)
    query = (query.add_columns(payer.contact_name, payer.name, payee.contact_name, payee.name)
             .where(exists().where(RetentionEntry.contract_id == Contract.id))
             .order_by(Contract.site_name, Contract.id))
    if contract_id is not None:
        query = query.where(Contract.id == contract_id)
    out = []
    for row in db.session.execute(query).all():
        found = access.visible(viewer, row[:5])
        payer_contact, payer_org, payee_contact, payee_org = row[5:]
        edits = found.can(ContractPermission.EDIT)
        out.append(LedgerSide(found.id, found.contract.site_name, found.owner.slug, found.contract.slug,
                              payer_contact or payer_org or "", payee_contact or payee_org or "",
                              policy.is_holder(found), policy.may_record(found), found.is_supplier and edits))
    return out


def requests_of(viewer: Viewer, sides: list[LedgerSide] | None = None) -> list[RequestView]:
    """The requests on the viewer's ledgers, both sides, open first then newest: two statements."""
    sides = ledger_sides(viewer) if sides is None else sides
    by_id = {s.contract_id: s for s in sides}
    if not by_id:
        return []
    rows = db.session.scalars(select(InspectionRequest).where(InspectionRequest.contract_id.in_(list(by_id)))
                              .order_by(InspectionRequest.answered_at.is_not(None),
                                        InspectionRequest.requested_at.desc(), InspectionRequest.id.desc()))
    return [_view(r, by_id[r.contract_id]) for r in rows]


def _view(r: InspectionRequest, side: LedgerSide) -> RequestView:
    return RequestView(r, side.site_name, side.holder_name, side.payee_name, side.we_hold, side.can_answer)


def open_for_holder(viewer: Viewer) -> list[RequestView]:
    """The requests the viewer's organisation has to answer (its home's task count)."""
    return [v for v in requests_of(viewer) if v.we_hold and v.request.answered_at is None]


def defect_notices_received(viewer: Viewer, sides: list[LedgerSide] | None = None) -> list[ReceivedNotice]:
    """The notices before use for defects served on the viewer's side ('Held from us'), newest first, with
    what has been used under each: three statements whatever their number. Unserved notices are the
    holder's drafts and are never listed here."""
    from app.retention import defects

    sides = ledger_sides(viewer) if sides is None else sides
    names = {s.contract_id: s.site_name for s in sides if not s.we_hold}
    if not names:
        return []
    rows = list(db.session.scalars(
        select(DefectNotice).where(DefectNotice.contract_id.in_(list(names)), DefectNotice.served_on.is_not(None))
        .order_by(DefectNotice.served_on.desc(), DefectNotice.contract_id, DefectNotice.number.desc())))
    used = defects._used_under([n.id for n in rows]) if rows else {}
    return [ReceivedNotice(n, names[n.contract_id], used.get(n.id, 0)) for n in rows]


# ---- writing ------------------------------------------------------------------------------------

def _name(viewer: Viewer) -> str:
    member = viewer.member
    return (getattr(member, "display", None) or getattr(member, "email", None) or "")[:254]


@rolls_back
def request(viewer: Viewer, contract_id: int, message: str | None) -> tuple[RequestView, int]:
    """The subcontractor asks to inspect the records of its retention money on the contract; (the request,
    emails promised to the holder's owners). One transaction: the request, the activity, the emails."""
    found = access.get_contract(viewer, contract_id)
    if policy.is_holder(found):
        raise PermissionDenied(NOT_PAYEE, code="FORBIDDEN")
    if not found.can(ContractPermission.EDIT):
        raise PermissionDenied(NO_PERMISSION, code="FORBIDDEN")
    message = clean_text(message, MAX_MESSAGE, "message", "Message", multiline=True).strip() if message else ""
    if not db.session.scalar(select(exists().where(RetentionEntry.contract_id == contract_id))):
        raise UserError(NO_LEDGER)
    if not ledger.trust_rules_may_apply(contract_id):
        raise UserError(NOT_COVERED)
    [side] = ledger_sides(viewer, contract_id)
    holder = contract_queries.parties_of([contract_id])[contract_id].get(CUSTOMER)
    holder_name = side.holder_name or "The holder"
    org = db.session.get(Organisation, holder.org_id) if holder is not None and holder.org_id else None
    if org is None or org.schema_name is None or holder.consent != ACCEPTED:
        raise UserError(HOLDER_NOT_HERE.format(holder=holder_name))
    ledger.lock(contract_id)  # one request at a time per contract (the same lock as the ledger's writers)
    open_one = db.session.scalars(select(InspectionRequest).where(
        InspectionRequest.contract_id == contract_id, InspectionRequest.answered_at.is_(None))).first()
    if open_one is not None:
        raise UserError(ALREADY_OPEN.format(date=long_date(open_one.requested_on), holder=holder_name))
    number = (db.session.scalar(select(func.max(InspectionRequest.number))
                                .where(InspectionRequest.contract_id == contract_id)) or 0) + 1
    row = InspectionRequest(contract_id=contract_id, number=number, requester_org_id=viewer.org.id,
                            requester_user_id=viewer.user_id, requester_name=_name(viewer), message=message,
                            requested_at=now(), requested_on=today_in_auckland())
    db.session.add(row)
    db.session.flush()
    activity.entry(viewer, INSPECTION_REQUESTED, contract_id, comment=message or None)
    promised = 0
    link = f"{current_app.config['PUBLIC_URL']}/{org.slug}/retention"
    for owner in alerts.owners_of({org.schema_name: org.id}).get(org.id, []):
        subject, text = request_email(row, site_name=found.contract.site_name,
                                      payee_name=side.payee_name or viewer.org.name, link=link)
        send_email(to=owner.email, subject=subject, text=text, key=request_key(row.id, owner.user_id), org_id=org.id)
        promised += 1
    db.session.commit()
    return _view(row, side), promised


def request_email(row: InspectionRequest, *, site_name: str, payee_name: str, link: str) -> tuple[str, str]:
    """(subject, text) of the email telling one of the holder's owners of a request."""
    subject = f"Request to inspect retention records: {payee_name} ({site_name})"
    lines = [
        (f"{payee_name} asked on {long_date(row.requested_on)} to inspect the records of the retention money you "
         f"hold on trust for it on {site_name} (Construction Contracts Act 2002, {SECTION})."),
        "",
    ]
    if row.message:
        lines += [f"Their message: {row.message}", ""]
    lines += [
        RIGHT,
        "",
        f"Send them the records or make them available, then mark the request answered on the Retention page: {link}",
        "",
        f"You get this email once because you are an owner of the organisation holding the money. {RULES_NOTE}",
    ]
    return subject, "\n".join(lines) + "\n"


@rolls_back
def answer(viewer: Viewer, contract_id: int, number, *, manner: str | None, answered_on: date | None,
           note: str | None) -> RequestView:
    """The holder marks a request answered: the day, how, and a note."""
    found = access.get_contract(viewer, contract_id)
    if not policy.is_holder(found):
        raise PermissionDenied(policy.NOT_HOLDER, code="FORBIDDEN")
    if not policy.may_record(found):
        raise PermissionDenied(policy.NO_PERMISSION, code="FORBIDDEN")
    if not isinstance(number, int) or isinstance(number, bool):
        raise NotFound(REQUEST_NOT_FOUND)
    row = db.session.scalars(select(InspectionRequest).where(
        InspectionRequest.contract_id == contract_id, InspectionRequest.number == number).with_for_update()).first()
    if row is None:
        raise NotFound(REQUEST_NOT_FOUND)
    if manner not in ANSWER_MANNERS:
        raise UserError(MANNER_REQUIRED, field="manner")
    if not isinstance(answered_on, date):
        raise UserError(ANSWERED_ON_REQUIRED, field="answeredOn")
    if answered_on > today_in_auckland():
        raise UserError(ANSWERED_IN_FUTURE, field="answeredOn")
    if answered_on < row.requested_on:
        raise UserError(ANSWERED_BEFORE.format(date=long_date(row.requested_on)), field="answeredOn")
    note = clean_text(note, MAX_NOTE, "note", "Note", multiline=True).strip() if note else ""
    [side] = ledger_sides(viewer, contract_id)
    if row.answered_at is not None:
        if (row.answer_manner, row.answered_on, row.answer_note) == (manner, answered_on, note):
            db.session.rollback()
            return _view(row, side)  # the same answer again (a retry)
        raise UserError(ALREADY_ANSWERED.format(date=long_date(row.answered_on),
                                                how=MANNER_WORDS[row.answer_manner].lower()))
    row.answered_at, row.answered_on, row.answer_manner, row.answer_note = now(), answered_on, manner, note
    row.answered_by_user_id, row.answered_by_name = viewer.user_id, _name(viewer)
    words = f"{MANNER_WORDS[manner]} on {long_date(answered_on)}"
    activity.entry(viewer, INSPECTION_ANSWERED, contract_id, comment=f"{words}: {note}" if note else words)
    db.session.commit()
    return _view(row, side)
