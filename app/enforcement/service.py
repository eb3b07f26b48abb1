"""The writes of the remedies, each in one transaction with its activity, refused in the words of
`app.domain.suspension` and `app.enforcement.policy`.

- `generate_notice`: a notice of intention to suspend, only when the claim's facts give a ground
  (refused otherwise with the rule's reasons); one per claim and ground, so a double click or a
  retry is the same notice. Dated the day it is generated (Auckland): the 5 working days run from
  the date of the notice (s 24A(1)(c)), so it should be served that day.
- `serve_by_email`: only where email service is agreed (a contract term, `set_terms`): one email per
  recipient of the claim's customer side, each promised once through the outbox by its key, the
  PDF attached and its SHA-256 recorded for that recipient when it is delivered (app.claims.sending's
  served-PDF source, as the claim's own email). A second call sends nothing.
- `record_service`: served by hand, left at the place of business, or by post (s 80): the manner,
  the date and on whom, as the person who served it says.
- `suspend` / `resume`: work suspended under s 24A, refused before the 5 working days after the
  notice have passed and once the amount has been paid; the days suspended follow.

Each reaches the claim through `app.claims.service.get_claim` (another organisation's claim is
'Claim not found') and locks the contract's ledger, so it never interleaves with a payment being
recorded (which changes the ground).
"""
from datetime import date, datetime, timedelta, timezone

from dataclasses import dataclass

from sqlalchemy import bindparam, select, true
from sqlalchemy.orm import aliased

from app.activity import record as activity
from app.activity.models import SUSPENSION_NOTICE_SERVED, WORK_RESUMED, WORK_SUSPENDED
from app.claims import ledger
from app.claims import policy as claim_policy
from app.claims.document import revision_of
from app.claims.models import Claim
from app.claims.sending import SERVED_PDF
from app.claims.service import get_claim
from app.contracts import access
from app.contracts.access import VisibleContract
from app.contracts.models import SUPPLIER
from app.db import db, rolls_back, shared_statements
from app.documents import recipients as recipients_of
from app.documents.models import SUSPENSION, ServedDocument
from app.domain import suspension as rule
from app.domain.dates import long_date
from app.domain.money import dollars
from app.domain.text import clean_text
from app.domain.working_days import today_in_auckland
from app.enforcement import emails, policy
from app.enforcement.policy import checked_person_service
from app.enforcement.determinations import determination_of
from app.enforcement.models import (
    EMAIL,
    MANNER_WORDS,
    ServiceTerms,
    SuspensionNotice,
    WorkSuspension,
    served_words,
)
from app.enforcement.terms import default_terms, terms_of
from app.errors import PermissionDenied, UserError
from app.orgs.access import Viewer, recorder_name
from app.payments.standing import facts_of
from app.schedules import document as schedule_document

MAX_SCOPE = 2000
MAX_CLAUSE = 200

# ---- reading -------------------------------------------------------------------------------------

def eligibility_of(claim: Claim, today: date, determination: rule.Determination | None, revision=None,
                   schedule=None) -> rule.Eligibility:
    """The ground for suspending work on `today` from the claim's stored facts: `determination` is the
    claim's (`determination_of`, None when there is none), `revision` and `schedule` its latest submitted
    revision and sent schedule when the caller has them (read otherwise)."""
    revision = revision if revision is not None else revision_of(claim, claim.latest_rev)
    schedule = schedule if schedule is not None else schedule_document.sent_schedule(claim)
    facts = rule.of_standing_facts(facts_of(claim, revision, schedule))
    return rule.eligibility(facts, today, determination)


def latest_notice(claim_id: int) -> SuspensionNotice | None:
    return db.session.scalars(select(SuspensionNotice).where(SuspensionNotice.claim_id == claim_id)
                              .order_by(SuspensionNotice.id.desc()).limit(1)).first()


def suspensions_of(claim_id: int) -> list[WorkSuspension]:
    return list(db.session.scalars(select(WorkSuspension).where(WorkSuspension.claim_id == claim_id)
                                   .order_by(WorkSuspension.suspended_on, WorkSuspension.id)))


@dataclass
class Records:
    """What the claim page's remedies read of one claim: its latest notice of intention to suspend,
    its suspensions in order, and its contract's service terms (as `terms_of` answers them)."""

    notice: SuspensionNotice | None
    suspensions: list[WorkSuspension]
    terms: ServiceTerms


def _records_statement():
    """The three reads of `records_of` as one statement, built once (issue 41: the claim page sent them
    as three, each built anew per request): the claim's row, its contract's terms and its latest notice
    joined to it (each at most one row), then one row per suspension (none: the claim's row alone)."""
    latest = aliased(SuspensionNotice, select(SuspensionNotice).where(SuspensionNotice.claim_id == bindparam("claim_id"))
                     .order_by(SuspensionNotice.id.desc()).limit(1).subquery("latest_notice"))
    return (select(ServiceTerms, latest, WorkSuspension).select_from(Claim)
            .outerjoin(ServiceTerms, ServiceTerms.contract_id == Claim.contract_id)
            .outerjoin(latest, true())
            .outerjoin(WorkSuspension, WorkSuspension.claim_id == Claim.id)
            .where(Claim.id == bindparam("claim_id"))
            .order_by(WorkSuspension.suspended_on, WorkSuspension.id))


_RECORDS = _records_statement()
shared_statements(lambda: [_RECORDS])  # its alias of the latest notice: compiled before any request (app/db.py)


def records_of(contract_id: int, claim_id: int) -> Records:
    """`latest_notice`, `suspensions_of` and `terms_of` of one claim of this contract, in one statement."""
    rows = db.session.execute(_RECORDS, {"claim_id": claim_id}).all()
    terms, notice = (rows[0][0], rows[0][1]) if rows else (None, None)
    return Records(notice, [row[2] for row in rows if row[2] is not None],
                   terms if terms is not None else default_terms(contract_id))


def days_of(suspension: WorkSuspension, today: date) -> rule.DaysSuspended:
    """The days suspended so far: up to the day before it resumed, or through today while it lasts."""
    end = suspension.resumed_on or max(today + timedelta(days=1), suspension.suspended_on)
    return rule.days_suspended(suspension.suspended_on, end)


# ---- writing -------------------------------------------------------------------------------------

def _locked(viewer: Viewer, contract_id: int, number: int) -> tuple[VisibleContract, Claim]:
    found, claim = get_claim(viewer, contract_id, number)
    if not policy.may_enforce(found):
        raise PermissionDenied(claim_policy.NO_PERMISSION)
    ledger.lock(contract_id)
    db.session.refresh(claim)
    return found, claim


@rolls_back
def generate_notice(viewer: Viewer, contract_id: int, number: int) -> tuple[VisibleContract, Claim, SuspensionNotice]:
    """The claim's notice of intention to suspend for today's ground; refused without one."""
    found, claim = _locked(viewer, contract_id, number)
    today = today_in_auckland()
    revision = revision_of(claim, claim.latest_rev)
    schedule = schedule_document.sent_schedule(claim) if revision is not None else None
    determination = determination_of(claim) if revision is not None else None
    eligibility = eligibility_of(claim, today, determination, revision, schedule) if revision is not None else (
        rule.eligibility(rule.ClaimFacts(False, 0, None, None, None), today))
    if eligibility.ground is None:
        raise UserError(" ".join(eligibility.reasons))
    if found.contract.residential_occupier:
        raise UserError(rule.RESIDENTIAL)
    if eligibility.ground is rule.Ground.DETERMINATION_UNPAID:
        _one_notice_per_determination(claim, determination)
    existing = db.session.scalars(select(SuspensionNotice).where(
        SuspensionNotice.claim_id == claim.id, SuspensionNotice.ground == eligibility.ground.value)).first()
    if existing is not None:
        db.session.rollback()
        return found, claim, existing
    dates = rule.notice_dates(today)
    notice = SuspensionNotice(
        contract_id=contract_id, claim_id=claim.id, revision_id=revision.id, ground=eligibility.ground.value,
        section=eligibility.notice_section, unpaid=eligibility.unpaid, unpaid_since=eligibility.since,
        notice_date=today, pay_by=dates.pay_by, suspend_from=dates.suspend_from,
        basis=_basis(eligibility.ground, schedule, determination),
        generated_by_org_id=viewer.org.id, generated_by_name=recorder_name(viewer))
    db.session.add(notice)
    db.session.commit()
    return found, claim, notice


def _basis(ground: rule.Ground, schedule, determination: rule.Determination | None) -> dict:
    """What the notice keeps of the schedule (s 24) or determination (s 59) it rests on."""
    if ground is rule.Ground.SCHEDULED_UNPAID and schedule is not None:
        given = today_in_auckland(schedule.sent_at) if schedule.sent_at else None
        return {"amount": schedule.scheduled_amount,
                "givenOn": given.isoformat() if given else None,
                "paymentDate": schedule.due_date.isoformat() if schedule.due_date else None}
    if ground is rule.Ground.DETERMINATION_UNPAID and determination is not None:
        return {"amount": determination.amount, "payBy": determination.pay_by.isoformat(),
                "adjudicator": determination.adjudicator, "paid": determination.paid,
                "adjudication": determination.adjudication,
                "determinedOn": determination.determined_on.isoformat() if determination.determined_on else None}
    return {}


def _one_notice_per_determination(claim: Claim, determination: rule.Determination) -> None:
    """A determination about several claims grounds one notice: the money it orders paid is one sum, so a
    second notice on another of its claims would demand it twice."""
    other = db.session.scalar(
        select(Claim.number).join(SuspensionNotice, SuspensionNotice.claim_id == Claim.id)
        .where(SuspensionNotice.contract_id == claim.contract_id, SuspensionNotice.claim_id != claim.id,
               SuspensionNotice.ground == rule.Ground.DETERMINATION_UNPAID.value,
               SuspensionNotice.basis["adjudication"].as_integer() == determination.adjudication)
        .limit(1))
    if other is not None:
        raise UserError(policy.DETERMINATION_NOTICE_ELSEWHERE.format(number=other))


def _notice_for_update(claim: Claim) -> SuspensionNotice:
    notice = db.session.scalars(select(SuspensionNotice).where(SuspensionNotice.claim_id == claim.id)
                                .order_by(SuspensionNotice.id.desc()).limit(1).with_for_update()).first()
    if notice is None:
        raise UserError(policy.NO_NOTICE)
    return notice


@rolls_back
def serve_by_email(viewer: Viewer, contract_id: int, number: int) -> tuple[VisibleContract, Claim, SuspensionNotice]:
    """Serve the claim's notice by email, with proof per recipient; only where email service is agreed."""
    found, claim = _locked(viewer, contract_id, number)
    notice = _notice_for_update(claim)
    if notice.served_manner == EMAIL:
        db.session.rollback()
        return found, claim, notice  # served already: a double click or a retry sends nothing
    if notice.served_manner is not None:
        raise UserError(policy.ALREADY_SERVED.format(how=MANNER_WORDS[notice.served_manner],
                                                     date=long_date(notice.served_on)))
    if not terms_of(contract_id).email_service_agreed:
        raise UserError(policy.EMAIL_NOT_AGREED)
    recipients = recipients_of.claim_recipients(contract_id)
    if not recipients:
        raise UserError("Nobody on the customer side receives claims: add a customer recipient to the project")
    revision = revision_of(claim, claim.latest_rev)
    for recipient in recipients:
        subject, text, html = emails.notice_email(found, claim, notice)
        digest, size = emails.digest([recipient.email], subject, text, html)
        db.session.add(ServedDocument(
            contract_id=contract_id, claim_id=claim.id, revision_id=revision.id, kind="email", document=SUSPENSION,
            sha256=digest, size=size, is_draft=False, file_name=subject[:300], recipients=[recipient.email]))
        attach = {"source": SERVED_PDF, "contract_id": contract_id, "claim_id": claim.id, "rev": claim.latest_rev,
                  "document": SUSPENSION, "sender": SUPPLIER, "user_id": recipient.user_id, "email": recipient.email}
        recipients_of.email_recipient(recipient, subject=subject, text=text, html=html,
                                      key=f"suspension-notice:{notice.id}:{recipient.user_id}", attach=attach)
    _served(viewer, claim, notice, EMAIL, today_in_auckland(), ", ".join(r.email for r in recipients))
    db.session.commit()
    return found, claim, notice


def _served(viewer: Viewer, claim: Claim, notice: SuspensionNotice, manner: str, served_on: date, served_to: str):
    notice.served_manner = manner
    notice.served_on = served_on
    notice.served_to = served_to
    notice.served_recorded_by_name = recorder_name(viewer)
    notice.served_recorded_at = datetime.now(timezone.utc)
    activity.entry(viewer, SUSPENSION_NOTICE_SERVED, claim.contract_id, claim=claim, rev=claim.latest_rev,
                   comment=(f"section {notice.section}, {dollars(notice.unpaid)} unpaid, "
                            f"{served_words(manner, served_on, mid_sentence=True)}; work may be suspended from {long_date(notice.suspend_from)}"))


@rolls_back
def record_service(viewer: Viewer, contract_id: int, number: int, *, manner: str | None, served_on: date | None,
                   served_to: str | None) -> tuple[VisibleContract, Claim, SuspensionNotice]:
    """Record how a person served the notice (by hand, left at the place of business, or by post)."""
    found, claim = _locked(viewer, contract_id, number)
    notice = _notice_for_update(claim)
    served_to = checked_person_service(manner, served_on, served_to, notice.notice_date)
    if notice.served_manner is not None:
        if (notice.served_manner, notice.served_on, notice.served_to) == (manner, served_on, served_to):
            db.session.rollback()
            return found, claim, notice  # the same record again (a retry)
        raise UserError(policy.ALREADY_SERVED.format(how=MANNER_WORDS[notice.served_manner],
                                                     date=long_date(notice.served_on)))
    _served(viewer, claim, notice, manner, served_on, served_to)
    db.session.commit()
    return found, claim, notice


@rolls_back
def suspend(viewer: Viewer, contract_id: int, number: int, *, suspended_on: date | None,
            scope: str | None) -> tuple[VisibleContract, Claim, WorkSuspension]:
    """Record work suspended under s 24A after a served notice."""
    found, claim = _locked(viewer, contract_id, number)
    notice = _notice_for_update(claim)
    if notice.served_manner is None:
        raise UserError(policy.NOT_SERVED)
    if suspended_on is None:
        raise UserError(policy.SUSPENDED_ON_REQUIRED, field="suspendedOn")
    today = today_in_auckland()
    if suspended_on > today:
        raise UserError(policy.DATE_IN_FUTURE, field="suspendedOn")
    active = next((s for s in suspensions_of(claim.id) if s.resumed_on is None), None)
    if active is not None:
        if active.suspended_on == suspended_on:
            db.session.rollback()
            return found, claim, active  # recorded already (a double click or a retry)
        raise UserError(policy.ALREADY_SUSPENDED)
    still_unpaid = eligibility_of(claim, today, determination_of(claim)).ground is not None
    refusal = rule.may_suspend(notice.notice_date, suspended_on, still_unpaid)
    if refusal is not None:
        raise UserError(refusal, field="suspendedOn" if still_unpaid else None)
    scope = clean_text(scope, MAX_SCOPE, "scope", "The work suspended", multiline=True) if scope else ""
    suspension = WorkSuspension(contract_id=contract_id, claim_id=claim.id, notice_id=notice.id,
                                suspended_on=suspended_on, scope=scope, recorded_by_name=recorder_name(viewer))
    db.session.add(suspension)
    activity.entry(viewer, WORK_SUSPENDED, contract_id, claim=claim, rev=claim.latest_rev,
                   comment=f"from {long_date(suspended_on)} (s 24A){': ' + scope if scope else ''}")
    db.session.commit()
    return found, claim, suspension


@rolls_back
def resume(viewer: Viewer, contract_id: int, number: int, *, resumed_on: date | None
           ) -> tuple[VisibleContract, Claim, WorkSuspension]:
    """Record the suspension lifted: work resumed on `resumed_on` (s 24A(2)(e): at any time)."""
    found, claim = _locked(viewer, contract_id, number)
    if resumed_on is None:
        raise UserError(policy.RESUMED_ON_REQUIRED, field="resumedOn")
    if resumed_on > today_in_auckland():
        raise UserError(policy.DATE_IN_FUTURE, field="resumedOn")
    suspensions = suspensions_of(claim.id)
    active = next((s for s in suspensions if s.resumed_on is None), None)
    if active is None:
        last = suspensions[-1] if suspensions else None
        if last is not None and last.resumed_on == resumed_on:
            db.session.rollback()
            return found, claim, last  # lifted already (a retry)
        raise UserError(policy.NOT_SUSPENDED)
    if resumed_on < active.suspended_on:
        raise UserError(policy.RESUMED_BEFORE.format(date=long_date(active.suspended_on)), field="resumedOn")
    active.resumed_on = resumed_on
    active.resumed_by_name = recorder_name(viewer)
    days = rule.days_suspended(active.suspended_on, resumed_on)
    activity.entry(viewer, WORK_RESUMED, contract_id, claim=claim, rev=claim.latest_rev,
                   comment=f"work resumed on {long_date(resumed_on)}: {days.words} (s 24A(2)(c))")
    db.session.commit()
    return found, claim, active


@rolls_back
def set_terms(viewer: Viewer, contract_id: int, *, agreed: bool, basis: str | None,
              clause: str | None) -> tuple[VisibleContract, ServiceTerms]:
    """Record whether the contract's parties agree to service of notices by email (regs 9-10)."""
    found = access.get_contract(viewer, contract_id)
    if not policy.may_set_terms(found):
        raise PermissionDenied(claim_policy.NO_PERMISSION)
    basis = (basis or "").strip() if agreed else ""
    clause = clean_text(clause, MAX_CLAUSE, "clause", "Clause") if (agreed and clause) else ""
    problem = policy.terms_problem(bool(agreed), basis, clause)
    if problem is not None:
        raise UserError(problem[1], field=problem[0])
    terms = db.session.get(ServiceTerms, contract_id, with_for_update=True)
    if terms is None:
        terms = ServiceTerms(contract_id=contract_id)
        db.session.add(terms)
    terms.email_service_agreed = bool(agreed)
    terms.email_basis = basis
    terms.clause = clause
    terms.updated_by_name = recorder_name(viewer)
    terms.updated_at = datetime.now(timezone.utc)
    db.session.commit()
    return found, terms
