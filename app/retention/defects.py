"""Notice before use for defects (issue 38; research RT-8): retention money may be used only to remedy
defects in the subcontractor's (party B's) performance, where the contract permits it, and only after
10 working days' written notice to party B (CCA s 18D, 'How retention money must be kept and used', as
replaced in 2023; its body is read from the research's sources: research section 6, item 1).

- `make_notice`: the holder's owners and members with Edit (app.retention.policy) write a notice of the
  defect, its evidence (files uploaded by the holder), the amount it means to use and the clause of the
  contract that permits use (the contract's retention terms: `defectsClause`, and its procedure). Refused
  where the terms record no such clause, and for more than the retention money held. Dated the day it is
  made (Auckland); numbered 1, 2 ... on its contract. Its content is fixed then, so its PDF
  (app.retention.defect_notice) re-rendered from the row is the copy served.
- `serve_by_email`: only where email service is agreed on the contract (`contract_service_terms`, regs
  9-10, the setting app.enforcement keeps): one email per recipient of the subcontractor's side, each
  promised once through the outbox by its key, the PDF attached and its SHA-256 recorded for that
  recipient when it is delivered. A second call sends nothing more.
- `record_service`: served by hand, left at the place of business, or posted (s 80), as the person who
  served it records: the manner, the day and on whom.
- Either way the first day of use is 10 working days after the day it was served
  (`app.domain.retention_release.use_from`); a notice served the day it is dated says that day itself.
- `record_use`: the 'used for defects' ledger entry, written only under a served notice of the same
  contract, on or after its first day of use, for no more than the notice's amount (less what has been
  used under it) nor the retention money held (the Balances rule), linked to its notice
  (`retention_entries.defect_notice_id`, in the entry's hash). One transaction, under the ledger's lock.

Both parties read a contract's notices; the subcontractor only those served. Another organisation's
contract is 'Contract not found' (app.contracts.access). Rules as at RULES_AS_AT; not legal advice.
"""
import hashlib
from dataclasses import dataclass
from datetime import UTC, date, datetime

from sqlalchemy import BigInteger, Boolean, column, func, select, table

from app.contracts import access
from app.contracts import queries as contract_queries
from app.contracts.access import VisibleContract
from app.contracts.models import CUSTOMER, SUPPLIER
from app.db import db, rolls_back
from app.documents import recipients as recipients_of
from app.documents.files import clean_files
from app.domain import retention_release as terms_rules
from app.domain.dates import long_date
from app.domain.money import dollars
from app.domain.text import clean_text
from app.domain.working_days import today_in_auckland
from app.errors import Conflict, NotFound, PermissionDenied, UserError
from app.orgs.access import Viewer
from app.retention import ledger, policy, service
from app.retention.models import (
    USED_FOR_DEFECTS,
    DefectNotice,
    DefectNoticeCopy,
    RetentionEntry,
)
from app.uploads import service as uploads

SECTION = "s 18D"
NOTICE_NOT_FOUND = "Notice of use for defects not found"
NO_CLAUSE = ("This contract's retention terms record no clause permitting retention money to be used to remedy "
             "defects: retention money may be used for defects only where the contract permits it (CCA s 18D). "
             "Record the clause in the project's retention settings first.")
DEFECT_REQUIRED = "Describe the defect to be remedied"
NOT_SERVED_YET = ("Retention money may be used to remedy defects only after 10 working days' written notice to "
                  "{payee}: serve a notice first (CCA s 18D).")
NOTICE_NOT_SERVED = ("Notice {number} (dated {notice_date}) has not been served: retention money may be used only "
                     "10 working days after it is served (CCA s 18D).")
TOO_EARLY = ("Retention money may be used to remedy defects only after 10 working days' written notice to "
             "{payee} (served {served}; earliest use {earliest}).")
OVER_NOTICE = ("Notice {number} gave notice of {amount}: only {left} more may be used under it.")
NOTICE_REQUIRED = "Choose the served notice this use is made under"
USED_ON_REQUIRED = "Enter the day the money was used"
USED_IN_FUTURE = "The date cannot be in the future"
EMAIL_NOT_AGREED = ("Serving by email needs the subcontractor's consent (Construction Contracts Regulations 2003, regs "
                    "9\u201310). Record it in the project's settings, or serve the notice by hand or post and record that.")
NO_RECIPIENTS = "Nobody on the subcontractor's side receives documents on this project: add a recipient to the project"
SERVED_BY_A_PERSON = "This notice was served by hand or post: it is not served again by email"
ALREADY_SERVED = "This notice has already been served ({how} on {date})."
MANNER_REQUIRED = "Choose how the notice was served"
SERVED_ON_REQUIRED = "Enter the date the notice was served"
SERVED_IN_FUTURE = "The date of service cannot be in the future"
SERVED_BEFORE_NOTICE = "The notice cannot have been served before its date ({date})"
SERVED_TO_REQUIRED = "Say on whom (or where) the notice was served"
HOW_TO_SERVE = ("Without consent to email service, serve the notice by delivering it to the subcontractor, by leaving "
                "it at its usual or last known place of business, or by post (s 80), then record how, when and on "
                "whom you served it: the 10 working days count from that day.")
MAX_DEFECT = 4000
MAX_NOTE = 2000
MAX_SERVED_TO = 500
EMAIL, PERSONAL, LEFT, POST = "email", "personal", "left", "post"
PERSON_MANNERS = (PERSONAL, LEFT, POST)
MANNER_WORDS = {
    EMAIL: "by email",
    PERSONAL: "by personal delivery",
    LEFT: "by leaving it at the usual or last known place of business",
    POST: "by post",
}

# The contract's email-service setting (regs 9-10), kept by app.enforcement (`ServiceTerms`), which stands
# above retention: read here as the table it is, never written.
_service_terms = table("contract_service_terms", column("contract_id", BigInteger),
                       column("email_service_agreed", Boolean), schema="shared")


@dataclass
class NoticeView:
    """A notice as the viewer reads it: the row, its copies emailed and what has been used under it."""

    notice: DefectNotice
    copies: list[DefectNoticeCopy]
    used: int  # cents used under it so far (its ledger entries, corrections of them counted)
    email_agreed: bool

    @property
    def left(self) -> int:
        return max(0, self.notice.amount - self.used)

    @property
    def served_words(self) -> str | None:
        n = self.notice
        if n.served_manner is None or n.served_on is None:
            return None
        return f"Served {MANNER_WORDS[n.served_manner]} on {long_date(n.served_on)}"


def now() -> datetime:
    return datetime.now(UTC)


def email_service_agreed(contract_id: int) -> bool:
    return bool(db.session.scalar(select(_service_terms.c.email_service_agreed)
                                  .where(_service_terms.c.contract_id == contract_id)))


def clause_of(found: VisibleContract) -> tuple[str, str]:
    """(the clause permitting use for defects, its procedure) as the contract's retention terms state them."""
    terms = terms_rules.terms_of(found.contract.retention_terms)
    return terms.defects_clause.strip(), terms.defects_procedure.strip()


def _party_name(party) -> str:
    """The party as the notice names it: its entity (the company), else as it is addressed."""
    if party is None:
        return ""
    contact = party.contact
    return (contact.entity_name if contact is not None else "") or party.addressed_name


# ---- reading ------------------------------------------------------------------------------------

def notices(viewer: Viewer, contract_id: int) -> list[NoticeView]:
    """The contract's notices, newest first (the subcontractor's side: those served), each with its copies
    and what has been used under it: four statements whatever their number."""
    found = access.get_contract(viewer, contract_id)
    query = select(DefectNotice).where(DefectNotice.contract_id == contract_id)
    if not policy.is_holder(found):
        query = query.where(DefectNotice.served_on.is_not(None))
    return _views(contract_id, list(db.session.scalars(query.order_by(DefectNotice.number.desc()))))


def _views(contract_id: int, rows: list[DefectNotice]) -> list[NoticeView]:
    ids = [n.id for n in rows]
    copies: dict[int, list] = {i: [] for i in ids}
    used: dict[int, int] = {i: 0 for i in ids}
    if ids:
        for copy in db.session.scalars(select(DefectNoticeCopy).where(DefectNoticeCopy.notice_id.in_(ids))
                                       .order_by(DefectNoticeCopy.id)):
            copies[copy.notice_id].append(copy)
        used.update(_used_under(ids))
    agreed = email_service_agreed(contract_id) if rows else False
    return [NoticeView(n, copies[n.id], used[n.id], agreed) for n in rows]


def _used_under(notice_ids: list[int]) -> dict[int, int]:
    """Cents used under each notice: its entries, with the corrections of them."""
    E = RetentionEntry
    uses = (ledger.corrected_amounts(E.defect_notice_id.in_(notice_ids)).add_columns(E.defect_notice_id)
            .subquery())
    rows = db.session.execute(select(uses.c.defect_notice_id, func.sum(uses.c.amount))
                              .group_by(uses.c.defect_notice_id)).all()
    return {notice_id: int(amount) for notice_id, amount in rows}


def _notice(contract_id: int, number, *, for_update: bool = False) -> DefectNotice:
    if not isinstance(number, int) or isinstance(number, bool):
        raise UserError(NOTICE_REQUIRED, field="noticeNumber")
    query = select(DefectNotice).where(DefectNotice.contract_id == contract_id, DefectNotice.number == number)
    notice = db.session.scalars(query.with_for_update() if for_update else query).first()
    if notice is None:
        raise NotFound(NOTICE_NOT_FOUND)
    return notice


def get_notice(viewer: Viewer, contract_id: int, number: int) -> tuple[VisibleContract, NoticeView]:
    """One notice as the viewer reads it (the subcontractor's side: once served; else not found)."""
    found = access.get_contract(viewer, contract_id)
    notice = _notice(contract_id, number)
    if not policy.is_holder(found) and notice.served_on is None:
        raise NotFound(NOTICE_NOT_FOUND)
    return found, _views(contract_id, [notice])[0]


# ---- writing ------------------------------------------------------------------------------------

def _holder(viewer: Viewer, contract_id: int) -> VisibleContract:
    found = access.get_contract(viewer, contract_id)
    if not policy.is_holder(found):
        raise PermissionDenied(policy.NOT_HOLDER, code="FORBIDDEN")
    if not policy.may_record(found):
        raise PermissionDenied(policy.NO_PERMISSION, code="FORBIDDEN")
    return found


def _evidence(viewer: Viewer, contract_id: int, files) -> tuple[list[dict], list[str]]:
    """The holder's uploads named as evidence, checked and bound to the contract (app.uploads), and those
    this call checked (their unchecked copies go once the transaction commits: `forget_incoming`)."""
    refs, fresh = [], []
    for index, item in enumerate(clean_files(files or [], "evidence")):
        field = f"evidence.{index}"
        upload, taken = uploads.take_attachment(viewer.org.id, item["id"], contract_id,
                                                filename=item["filename"], field=field)
        refs.append({"id": str(upload.id), "filename": item["filename"], "contentType": upload.content_type,
                     "size": upload.size, "org": viewer.org.id,
                     "sha256": _digest(viewer.org.id, upload.id, contract_id, item["filename"], field)})
        if taken:
            fresh.append(str(upload.id))
    return refs, fresh


def _digest(org_id: int, upload_id, contract_id: int, filename: str, field: str) -> str:
    """The SHA-256 of the evidence as stored for serving (checked, and sanitised where its type is), so
    the notice names the very bytes the subcontractor can fetch."""
    found = uploads.served_attachment(org_id, str(upload_id), contract_id)
    if found is None:
        raise UserError(uploads.ATTACHMENT_NOT_FOUND.format(filename=filename), field=field)
    return hashlib.sha256(found[0]).hexdigest()


def address_for_service(party) -> str:
    """The party's address as the contract's details give it (its contract contact), '' when none."""
    contact = party.contact if party is not None else None
    return (contact.address or "").strip() if contact is not None else ""


def payee_address_of(contract_id: int) -> str:
    """The subcontractor's address for service on the contract now (what a notice made now names)."""
    return address_for_service(contract_queries.parties_of([contract_id])[contract_id].get(SUPPLIER))


@rolls_back
def make_notice(viewer: Viewer, contract_id: int, data: dict) -> tuple[VisibleContract, NoticeView]:
    """A notice of the defect, its evidence and the amount to be used, under the contract's permitting clause."""
    found = _holder(viewer, contract_id)
    clause, procedure = clause_of(found)
    if not clause:
        raise UserError(NO_CLAUSE, field="clause")
    defect = clean_text(data.get("defect"), MAX_DEFECT, "defect", "The defect", multiline=True)
    if not defect:
        raise UserError(DEFECT_REQUIRED, field="defect")
    amount = service._amount(data.get("amount"))
    ledger.lock(contract_id)
    held = ledger.balances_of([contract_id])[contract_id]
    service._refuse_over(found, held, held.after(USED_FOR_DEFECTS, amount))
    evidence, fresh = _evidence(viewer, contract_id, data.get("evidence"))
    parties = contract_queries.parties_of([contract_id])[contract_id]
    holder, payee = parties.get(CUSTOMER), parties.get(SUPPLIER)
    number = (db.session.scalar(select(func.max(DefectNotice.number))
                                .where(DefectNotice.contract_id == contract_id)) or 0) + 1
    today = today_in_auckland()
    notice = DefectNotice(
        contract_id=contract_id, number=number, holder_org_id=holder.org_id if holder else None,
        payee_org_id=payee.org_id if payee else None, holder_name=_party_name(holder)[:254] or "The holder",
        payee_name=(_party_name(payee) or service.payee_name(contract_id))[:254],
        payee_address=address_for_service(payee), site_name=found.contract.site_name[:254], amount=amount,
        defect=defect, evidence=evidence, clause=clause,
        procedure=procedure, notice_date=today, use_from=terms_rules.use_from(today),
        created_by_user_id=viewer.user_id, created_by_name=service.name_of(viewer), created_at=now())
    db.session.add(notice)
    db.session.commit()
    for upload_id in fresh:
        uploads.forget_incoming(viewer.org.id, upload_id)
    return found, _views(contract_id, [notice])[0]


def _served(viewer: Viewer, notice: DefectNotice, manner: str, served_on: date, served_to: str) -> None:
    notice.served_manner, notice.served_on, notice.served_to = manner, served_on, served_to
    notice.use_from = terms_rules.use_from(served_on)  # 10 working days from the day it was given (s 18D)
    notice.served_recorded_by_name = service.name_of(viewer)
    notice.served_recorded_at = now()


@rolls_back
def serve_by_email(viewer: Viewer, contract_id: int, number: int) -> tuple[VisibleContract, NoticeView, int]:
    """Email the notice to the subcontractor's recipients, with proof per recipient; (found, notice, emails
    promised now). Only where email service is agreed; a notice served already sends nothing more."""
    found = _holder(viewer, contract_id)
    ledger.lock(contract_id)
    notice = _notice(contract_id, number, for_update=True)
    if notice.served_manner is not None and notice.served_manner != EMAIL:
        raise Conflict(SERVED_BY_A_PERSON)
    if notice.served_manner is None and not email_service_agreed(contract_id):
        raise UserError(EMAIL_NOT_AGREED)
    recipients = recipients_of.supplier_recipients(contract_id)
    if not recipients:
        raise UserError(NO_RECIPIENTS)
    if notice.served_manner is None:
        _served(viewer, notice, EMAIL, today_in_auckland(), ", ".join(r.email for r in recipients)[:MAX_SERVED_TO])
    done = set(db.session.scalars(select(DefectNoticeCopy.email).where(DefectNoticeCopy.notice_id == notice.id)))
    from app.retention import (
        defect_notice as document,  # its PDF and the email's attachment source
    )

    promised = 0
    for recipient in recipients:
        if recipient.email in done:
            continue  # once per recipient, whatever is clicked again
        copy = DefectNoticeCopy(notice_id=notice.id, contract_id=contract_id, email=recipient.email,
                                user_id=recipient.user_id, promised_at=now())
        db.session.add(copy)
        db.session.flush()
        subject, text = document.email_of(notice)
        recipients_of.email_recipient(recipient, subject=subject, text=text,
                                      key=f"retention-defect-notice:{notice.id}:{recipient.user_id}",
                                      attach={"source": document.NOTICE_PDF, "notice_id": notice.id,
                                              "copy_id": copy.id})
        promised += 1
    db.session.commit()
    return found, _views(contract_id, [notice])[0], promised


@rolls_back
def record_service(viewer: Viewer, contract_id: int, number: int, *, manner: str | None, served_on: date | None,
                   served_to: str | None) -> tuple[VisibleContract, NoticeView]:
    """Record how a person served the notice (by hand, left at the place of business, or by post: s 80)."""
    found = _holder(viewer, contract_id)
    ledger.lock(contract_id)
    notice = _notice(contract_id, number, for_update=True)
    if manner not in PERSON_MANNERS:
        raise UserError(MANNER_REQUIRED, field="manner")
    if not isinstance(served_on, date):
        raise UserError(SERVED_ON_REQUIRED, field="servedOn")
    if served_on > today_in_auckland():
        raise UserError(SERVED_IN_FUTURE, field="servedOn")
    if served_on < notice.notice_date:
        raise UserError(SERVED_BEFORE_NOTICE.format(date=long_date(notice.notice_date)), field="servedOn")
    served_to = clean_text(served_to, MAX_SERVED_TO, "servedTo", "On whom") if served_to else ""
    if not served_to:
        raise UserError(SERVED_TO_REQUIRED, field="servedTo")
    if notice.served_manner is not None:
        if (notice.served_manner, notice.served_on, notice.served_to) == (manner, served_on, served_to):
            db.session.rollback()
            return found, _views(contract_id, [notice])[0]  # the same record again (a retry)
        raise UserError(ALREADY_SERVED.format(how=MANNER_WORDS[notice.served_manner],
                                              date=long_date(notice.served_on)))
    _served(viewer, notice, manner, served_on, served_to)
    db.session.commit()
    return found, _views(contract_id, [notice])[0]


@rolls_back
def record_use(viewer: Viewer, contract_id: int, data: dict) -> RetentionEntry:
    """The 'used for defects' entry under a served notice: refused before its first day of use or without
    one (naming both dates), beyond its amount or the retention money held, or where the contract's terms
    no longer record a clause permitting use."""
    found = _holder(viewer, contract_id)
    used_on = data.get("date")
    if not isinstance(used_on, date):
        raise UserError(USED_ON_REQUIRED, field="date")
    if used_on > today_in_auckland():
        raise UserError(USED_IN_FUTURE, field="date")
    amount = service._amount(data.get("amount"))
    note = clean_text(data.get("note"), MAX_NOTE, "note", "Note", multiline=True)
    bank_ref = clean_text(data.get("bank_ref"), 100, "bankRef", "Bank reference")
    if not clause_of(found)[0]:
        raise UserError(NO_CLAUSE)
    ledger.lock(contract_id)
    payee = service.payee_name(contract_id)
    if data.get("notice_number") is None:
        any_served = db.session.scalar(select(func.count()).select_from(DefectNotice).where(
            DefectNotice.contract_id == contract_id, DefectNotice.served_on.is_not(None)))
        raise UserError(NOT_SERVED_YET.format(payee=payee) if not any_served else NOTICE_REQUIRED,
                        field="noticeNumber")
    notice = _notice(contract_id, data.get("notice_number"), for_update=True)
    if notice.served_on is None:
        raise UserError(NOTICE_NOT_SERVED.format(number=notice.number, notice_date=long_date(notice.notice_date)),
                        field="noticeNumber")
    if used_on < notice.use_from:
        raise UserError(TOO_EARLY.format(payee=payee, served=long_date(notice.served_on),
                                         earliest=long_date(notice.use_from)), field="date")
    left = max(0, notice.amount - _used_under([notice.id]).get(notice.id, 0))
    if amount > left:
        raise UserError(OVER_NOTICE.format(number=notice.number, amount=dollars(notice.amount), left=dollars(left)),
                        field="amount")
    held = ledger.balances_of([contract_id])[contract_id]
    service._refuse_over(found, held, held.after(USED_FOR_DEFECTS, amount))
    words = f"Under notice {notice.number} served {long_date(notice.served_on)}"
    entry = ledger.append(contract_id, USED_FOR_DEFECTS, amount, used_on, user_id=viewer.user_id, locked=True,
                          note=f"{words}: {note}" if note else words, bank_ref=bank_ref,
                          defect_notice_id=notice.id)
    db.session.commit()
    return entry
