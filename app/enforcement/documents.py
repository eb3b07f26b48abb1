"""The debt statement and the notice of intention to suspend as served documents: their HTML
(templates/), registered as the document kinds 'debt' and 'suspension' of the PDF door
(GET /v1/pdf?document=debt|suspension, app.documents.rest), rendered, cached and proven as every
served document is (app.documents: the `pdf` queue, the SHA-256 of each copy served).

- The **debt statement** (ss 23(2)(a), 24(2)(a), 59(2)(a)): one page for the debt-recovery route, for
  the supplier side only, and only while a debt is due (`app.domain.claim_standing.standing`'s `debt`,
  or, once an adjudicator's determination is made about the claim, the determination's unpaid amount:
  `app.domain.suspension.debt_with`; its statement printed word for word): the claim as served (the
  SHA-256 recorded when its PDF was served), the deadline trace, 'No payment schedule received by
  {deadline}' or the schedule and its unpaid amount, the determination and what has been paid towards
  it, the payments recorded, the amount due and since when.
- The **notice of intention to suspend**: the claim's notice (`app.enforcement.service` generates it
  only when there is a ground), printed from the facts stored with it. The supplier side sees it
  from the moment it is generated; the customer side once it has been served.

Each carries the rules' date and 'This is not legal advice' (app.claims.form1.RULES_NOTE).
"""
import hashlib
from dataclasses import dataclass
from datetime import date

from sqlalchemy import select

from app.claims import document as claim_document
from app.claims.form1 import RULES_NOTE
from app.claims.service import CLAIM_NOT_FOUND, get_claim
from app.db import db
from app.documents import pdf
from app.documents.kinds import Prepared, document_kind
from app.documents.models import DEBT, SUSPENSION, ServedDocument
from app.documents.templates import render
from app.domain import claim_standing as rules
from app.domain import suspension as rule
from app.domain.claim_standing import SCHEDULE_DUE_BY
from app.domain.dates import long_date
from app.domain.money import dollars
from app.domain.working_days import today_in_auckland
from app.enforcement.determinations import determination_of
from app.enforcement.models import MANNER_WORDS, SuspensionNotice
from app.errors import NotFound
from app.payments.models import PAYEE, ClaimPayment
from app.payments.standing import facts_of
from app.schedules import document as schedule_document
from app.schedules.deadline import claim_deadline, served_on

NO_DEBT = "There is no debt due on this claim today, so there is no debt statement."
NO_NOTICE = "This claim has no notice of intention to suspend."
DEBT_TITLE = "Debt statement"
NOTICE_TITLE = "Notice of intention to suspend work"
NO_SCHEDULE_BY = "No payment schedule received by {deadline}."  # the words
UNPAID_SCHEDULED = "Unpaid scheduled amount: {amount}."
# The paragraph a debt is recoverable under, by the sections of its debt.
DEBT_SECTIONS = {"s 24": "s 24(2)(a)", rule.DETERMINATION_SECTIONS: "s 59(2)(a)"}
# The dates a notice keeps of the schedule or determination it rests on (ISO in `basis`).
BASIS_DATES = ("givenOn", "paymentDate", "payBy", "determinedOn")


@dataclass(frozen=True)
class ServedCopy:
    """The claim as served: the first copy its sender served (the emailed PDF, else the first fetched)."""

    sha256: str
    served_at: object  # datetime
    recipients: tuple[str, ...]


@dataclass(frozen=True)
class PaymentLine:
    paid_on: date
    side: str  # 'Payment received' / 'Payment sent'
    amount: int
    reference: str


@dataclass(frozen=True)
class Record:
    """What both documents print of a claim, read once."""

    claim_doc: object  # app.claims.document.ClaimDocument of the latest submitted revision
    facts: rules.ClaimFacts
    standing: rules.Standing
    served_on: date | None
    served_copy: ServedCopy | None
    deadline: object  # app.schedules.deadline.ClaimDeadline or None
    schedule: object  # the sent PaymentSchedule or None
    payments: tuple[PaymentLine, ...]
    today: date
    determination: rule.Determination | None = None  # an adjudicator's determination about the claim (s 59)

    @property
    def debt(self) -> rules.Debt | None:
        """The debt due: the claim's own, or the determination's once one is made (it governs)."""
        return rule.debt_with(self.standing.debt, self.determination, self.today)

    @property
    def file_stem(self) -> str:
        d = self.claim_doc
        return f"{d.owner_slug}-{d.contract_slug}"


def record_of(found, claim, today: date | None = None) -> Record:
    """The claim's facts as the remedies print them; NotFound for a claim never served."""
    today = today or today_in_auckland()
    revision = claim_document.revision_of(claim, claim.latest_rev)
    if revision is None:
        raise NotFound(claim_document.REVISION_NOT_FOUND)
    schedule = schedule_document.sent_schedule(claim)
    facts = facts_of(claim, revision, schedule)
    return Record(
        claim_doc=claim_document.build(found, claim, revision), facts=facts, standing=rules.standing(facts, today),
        served_on=served_on(revision), served_copy=served_copy(claim.id, revision.id),
        deadline=claim_deadline(claim, revision, today), schedule=schedule, payments=tuple(payments_of(claim.id)),
        today=today, determination=determination_of(claim))


def served_copy(claim_id: int, revision_id: int) -> ServedCopy | None:
    rows = db_rows(select(ServedDocument).where(
        ServedDocument.claim_id == claim_id, ServedDocument.revision_id == revision_id,
        ServedDocument.document == "claim", ServedDocument.kind == "pdf", ServedDocument.is_draft.is_(False))
        .order_by(ServedDocument.served_at, ServedDocument.id))
    emailed = [r for r in rows if r.recipients]
    first = (emailed or rows or [None])[0]
    if first is None:
        return None
    recipients = sorted({a for r in rows if r.sha256 == first.sha256 for a in r.recipients})
    return ServedCopy(first.sha256, first.served_at, tuple(recipients))


def payments_of(claim_id: int) -> list[PaymentLine]:
    """The records that count (none a later one corrects), oldest first."""
    records = db_rows(select(ClaimPayment).where(ClaimPayment.claim_id == claim_id)
                      .order_by(ClaimPayment.paid_on, ClaimPayment.id))
    corrected = {r.corrects_id for r in records if r.corrects_id is not None}
    return [PaymentLine(r.paid_on, "Payment received" if r.side == PAYEE else "Payment sent", r.amount, r.reference)
            for r in records if r.id not in corrected and r.amount > 0]


def db_rows(statement) -> list:
    return list(db.session.scalars(statement))


# ---- the debt statement --------------------------------------------------------------------------

def debt_html(record: Record, *, logo=None, logo_ref=None) -> str:
    debt = record.debt
    schedule_words = None
    if record.facts.scheduled is None and record.facts.deadline is not None:
        schedule_words = NO_SCHEDULE_BY.format(deadline=long_date(record.facts.deadline))
    late = None
    if record.facts.schedule_given_late:
        late = rule.SCHEDULE_LATE.format(date=long_date(record.facts.deadline))
    return render(
        "debt_statement.html", r=record, c=record.claim_doc, debt=debt, title=DEBT_TITLE,
        debt_section=DEBT_SECTIONS.get(debt.sections, "s 23(2)(a)"), d=record.determination,
        schedule_words=schedule_words, late=late,
        unpaid_scheduled=(UNPAID_SCHEDULED.format(amount=dollars(debt.amount)) if debt.sections == "s 24" else None),
        schedule_due_by=SCHEDULE_DUE_BY, rules_note=RULES_NOTE, **pdf.page_assets(logo, logo_ref))


def _prepared(record: Record, kind: str, html_of, file_name: str) -> Prepared:
    logo_ref, logo_handle = pdf.logo_of(record.claim_doc.supplier_org_id)
    keyed = html_of(logo_ref=logo_ref)
    key = f"{kind}{record.claim_doc.revision.id}-{hashlib.sha256(keyed.encode()).hexdigest()[:40]}"

    def html() -> str:
        logo = pdf.logo_bytes(*logo_handle) if logo_handle else None
        return html_of(logo=logo)

    return Prepared(record.claim_doc.revision, file_name, key, html)


def find_for_supplier(viewer, contract_id: int, number: int):
    """The claim as `get_claim` finds it, for the supplier side alone (the debt statement is its own)."""
    found, claim = get_claim(viewer, contract_id, number)
    if not found.is_supplier:
        raise NotFound(CLAIM_NOT_FOUND)
    return found, claim


@document_kind(DEBT, find=find_for_supplier)
def debt_statement(found, claim, revision_name=None) -> Prepared:
    """The claim's debt statement while a debt is due (NotFound otherwise)."""
    record = record_of(found, claim)
    if record.debt is None:
        raise NotFound(NO_DEBT)
    return _prepared(record, "d", lambda **logo: debt_html(record, **logo),
                     f"{record.file_stem}-debt-statement-{claim.number}.pdf")


# ---- the notice of intention to suspend ------------------------------------------------------------

def latest_notice(claim_id: int) -> SuspensionNotice | None:
    rows = db_rows(select(SuspensionNotice).where(SuspensionNotice.claim_id == claim_id)
                   .order_by(SuspensionNotice.id.desc()).limit(1))
    return rows[0] if rows else None


def notice_html(record: Record, notice: SuspensionNotice, *, logo=None, logo_ref=None) -> str:
    ground = rule.Ground(notice.ground)
    basis = {key: long_date(date.fromisoformat(value)) if key in BASIS_DATES and value else value
             for key, value in (notice.basis or {}).items()}
    dates = rule.NoticeDates(notice.notice_date, notice.pay_by, notice.suspend_from)
    return render(
        "suspension_notice.html", r=record, c=record.claim_doc, n=notice, title=NOTICE_TITLE,
        ground_words=rule.GROUND_WORDS[ground], circumstance=rule.CIRCUMSTANCE[ground], sentence=dates.sentence,
        protections=rule.PROTECTIONS, basis=basis, manner_words=MANNER_WORDS,
        rules_note=RULES_NOTE, **pdf.page_assets(logo, logo_ref))


def notice_file_name(record: Record, claim) -> str:
    return f"{record.file_stem}-notice-of-intention-to-suspend-{claim.number}.pdf"


@document_kind(SUSPENSION, find=get_claim)
def suspension_notice(found, claim, revision_name=None) -> Prepared:
    """The claim's latest notice of intention to suspend; the customer side sees it once served."""
    notice = latest_notice(claim.id)
    if notice is None or (not found.is_supplier and notice.served_on is None):
        raise NotFound(NO_NOTICE)
    record = record_of(found, claim, notice.notice_date)
    return _prepared(record, "n", lambda **logo: notice_html(record, notice, **logo),
                     notice_file_name(record, claim))
