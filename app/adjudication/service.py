"""Preparing, serving and recording an adjudication. Every write checks the viewer here (policy) and runs
in one transaction (committed here, as every service does); the email serving the notice is promised through the outbox once per
recipient (its key), and the copy that goes is recorded with its SHA-256 when it is delivered.
"""
from dataclasses import dataclass, field as dataclass_field
from datetime import UTC, date, datetime

from sqlalchemy import func, select

from app.activity import record as activity
from app.activity.models import ADJUDICATION_RECORDED, ADJUDICATION_SERVED
from app.adjudication import form2, notice as document, occupier, policy
from app.adjudication.models import (
    ACCEPTED,
    CLAIM_SERVED,
    DETERMINATION_EXTENDED,
    DETERMINED,
    DRAFT,
    EVENTS,
    RESPONSE_EXTENDED,
    RESPONSE_SERVED,
    SERVED,
    AdjudicationBundle,
    AdjudicationEvent,
    AdjudicationNotice,
    AdjudicationServedCopy,
    DeterminationPayment,
)
from app.claims.models import Claim
from app.contracts import access
from app.contracts.models import SUPPLIER
from app.db import db
from app.documents import recipients as recipients_of
from app.domain import adjudication as rules
from app.domain.dates import long_date
from app.domain.errors import RuleError
from app.domain.money import dollars
from app.domain.text import clean_text
from app.domain.working_days import today_in_auckland
from app.enforcement.terms import terms_of
from app.errors import Conflict, NotFound, PermissionDenied, UserError
from app.mail.service import Attachment, attachment_source
from app.orgs.access import Viewer, recorder_name

NOTICE_PDF = "adjudication-notice"
NOTICE_NOT_FOUND = "Notice of adjudication not found"
ALREADY_SERVED = "This notice of adjudication has been served: it cannot be changed"
NOT_SERVED = "Serve the notice of adjudication first: the timetable runs from its service"
SERVED_BY_A_PERSON = "This notice of adjudication was served by hand or post: it is not served again by email"
NO_RECIPIENTS = "Nobody on the respondent's side receives notices on this project: add a recipient to the project"
UNKNOWN_CLAIM = "Claim {number} is not a served payment claim of this project"
UNKNOWN_VARIATION = "A chosen variation is not one of this project's"
TOO_LONG = "At most {max} characters"
MAX_OWNER = 500
# Email service needs the parties' agreement (regs 9–10), as for the notice of intention to suspend
# (app.enforcement): without it the notice is served by a person and the service recorded (app.adjudication.hand).
HOW_TO_SERVE = ("Email service is not agreed on this contract (Construction Contracts Regulations 2003, regs 9\u201310). "
                "Serve the notice by delivering it to the respondent, by leaving it at the respondent's usual or last "
                "known place of business or residence in New Zealand, or by posting it there (s 80), then record how, "
                "when and on whom you served it: the timetable counts from that day.")
BEFORE_NOTICE = "The date cannot be before the notice was served ({date})"
ADJUDICATOR_REQUIRED = "Name the adjudicator"
AMOUNT_INVALID = "The amount must be a whole number of cents, not negative"
# A determination's answer to the charging order (s 29) is a fact the bundle and the owner's liability
# rest on: never stored as 'no' because nobody said (the screen asks the same, with no default).
CHARGING_ORDER_UNANSWERED = "Say whether the adjudicator approved a charging order"
ADJUDICATOR_LIMIT = 200
EVENT_UNKNOWN = "Unknown adjudication step"
EVENT_LABELS = {
    ACCEPTED: "Notice of acceptance received",
    CLAIM_SERVED: "Adjudication claim served",
    RESPONSE_SERVED: "Response served",
    RESPONSE_EXTENDED: "Time for the response extended",
    DETERMINATION_EXTENDED: "Time for the determination extended",
    DETERMINED: "Determination made",
}


@dataclass
class NoticeView:
    """A notice as the viewer reads it: the row, its events, its timetable and what stops its service."""

    found: access.VisibleContract
    notice: AdjudicationNotice
    events: list[AdjudicationEvent]
    copies: list[AdjudicationServedCopy]
    payments: list[DeterminationPayment] = dataclass_field(default_factory=list)  # towards its determination (s 59)
    email_agreed: bool = False  # the contract's email-service setting (regs 9-10)

    @property
    def residential(self) -> bool:
        """The contract's residential-occupier fact (s 5; app.adjudication.occupier), as read with the contract."""
        return bool(self.found.contract.residential_occupier)

    @property
    def frozen(self) -> dict:
        return self.notice.frozen or document.parties_frozen(self.found, self.notice.claimant_relation)

    @property
    def problems(self) -> list[tuple[str, str]]:
        n = self.notice
        return (rules.notice_problems(document.content_of(n, self.frozen))
                + occupier.problems(self.residential, n.charging_order, n.owner_liability, n.owner_name,
                                    n.owner_address))

    @property
    def timetable(self) -> tuple[rules.Step, ...]:
        if self.notice.notice_date is None:
            return ()
        return rules.timetable(events_of(self.notice, self.events))

    @property
    def determination(self) -> "rules.Determination | None":
        return determination_of(self.events)

    @property
    def paid(self) -> int:
        """Paid towards its determination so far."""
        return sum(p.amount for p in self.payments)

    @property
    def unpaid(self) -> int | None:
        """The determined amount less what has been paid towards it (s 59), whatever the date; None without
        a determination (app.domain.adjudication.determination_owed, as the suspension rule reads it)."""
        made = self.determination
        return rules.determination_owed(made.amount, self.paid) if made is not None else None


# ---- reading ------------------------------------------------------------------------------------

def _found(viewer: Viewer, contract_id: int, *, for_update: bool = False) -> access.VisibleContract:
    return access.get_contract(viewer, contract_id, for_update=for_update)


def _notice(contract_id: int, number: int, *, for_update: bool = False) -> AdjudicationNotice:
    query = select(AdjudicationNotice).where(AdjudicationNotice.contract_id == contract_id,
                                             AdjudicationNotice.number == number)
    notice = db.session.scalars(query.with_for_update() if for_update else query).first()
    if notice is None:
        raise NotFound(NOTICE_NOT_FOUND)
    return notice


def notices(viewer: Viewer, contract_id: int) -> list[NoticeView]:
    """The contract's notices of adjudication, newest first, each with its events, copies and payments
    towards its determination, and the contract's email-service setting (five statements after the
    contract's, whatever their number)."""
    found = _found(viewer, contract_id)
    rows = list(db.session.scalars(select(AdjudicationNotice).where(AdjudicationNotice.contract_id == contract_id)
                                   .order_by(AdjudicationNotice.number.desc())))
    return _views(found, rows)


def get_notice(viewer: Viewer, contract_id: int, number: int) -> NoticeView:
    found = _found(viewer, contract_id)
    return _views(found, [_notice(contract_id, number)])[0]


def _views(found, rows: list[AdjudicationNotice]) -> list[NoticeView]:
    ids = [n.id for n in rows]
    events, copies, payments = {i: [] for i in ids}, {i: [] for i in ids}, {i: [] for i in ids}
    if ids:
        for payment in db.session.scalars(select(DeterminationPayment).where(DeterminationPayment.notice_id.in_(ids))
                                          .order_by(DeterminationPayment.paid_on, DeterminationPayment.id)):
            payments[payment.notice_id].append(payment)
        for event in db.session.scalars(select(AdjudicationEvent).where(AdjudicationEvent.notice_id.in_(ids))
                                        .order_by(AdjudicationEvent.on, AdjudicationEvent.id)):
            events[event.notice_id].append(event)
        for copy in db.session.scalars(select(AdjudicationServedCopy).where(AdjudicationServedCopy.notice_id.in_(ids))
                                       .order_by(AdjudicationServedCopy.id)):
            copies[copy.notice_id].append(copy)
    email_agreed = terms_of(found.id).email_service_agreed if rows else False
    return [NoticeView(found, n, events[n.id], copies[n.id], payments[n.id], email_agreed=email_agreed)
            for n in rows]


def events_of(notice: AdjudicationNotice, events: list[AdjudicationEvent]) -> rules.Events:
    """The timetable's input from the events recorded (the latest of each kind counts)."""
    latest = {}
    for event in events:
        latest[event.kind] = event
    extended = latest.get(DETERMINATION_EXTENDED)
    agreed = extended.details.get("to") if extended is not None else None
    response_to = latest.get(RESPONSE_EXTENDED)
    return rules.Events(
        served=notice.notice_date,
        accepted=latest[ACCEPTED].on if ACCEPTED in latest else None,
        claim_served=latest[CLAIM_SERVED].on if CLAIM_SERVED in latest else None,
        response_served=latest[RESPONSE_SERVED].on if RESPONSE_SERVED in latest else None,
        response_extended_to=date.fromisoformat(response_to.details["to"]) if response_to is not None else None,
        determination_extended=extended is not None and agreed is None,
        determination_agreed=date.fromisoformat(agreed) if agreed else None,
    )


def determination_of(events: list[AdjudicationEvent]) -> "rules.Determination | None":
    """The latest determination recorded: what the suspension rule takes as its determination input."""
    made = [e for e in events if e.kind == DETERMINED]
    if not made:
        return None
    d = made[-1].details
    return rules.Determination(adjudicator=d["adjudicator"], made_on=made[-1].on, amount=d["amount"],
                               pay_by=date.fromisoformat(d["pay_by"]) if d.get("pay_by") else None,
                               charging_order_approved=bool(d.get("charging_order_approved")))


def contract_determination(contract_id: int) -> "rules.Determination | None":
    """The latest determination recorded on a contract (for the suspension rule and the debt statement,
    which ask whether it is unpaid by its date: `rules.determination_unpaid`)."""
    event = db.session.scalars(select(AdjudicationEvent).where(AdjudicationEvent.contract_id == contract_id,
                                                               AdjudicationEvent.kind == DETERMINED)
                               .order_by(AdjudicationEvent.on.desc(), AdjudicationEvent.id.desc())).first()
    return determination_of([event]) if event is not None else None


# ---- preparing ----------------------------------------------------------------------------------

def prepare(viewer: Viewer, contract_id: int, *, number: int | None = None, claim_numbers: list[int] = (),
            variation_ids: list[int] = (), dispute: str = "", arose: str = "", relief: str | None = None,
            charging_order: bool | None = None, owner_liability: bool | None = None, owner_name: str | None = None,
            owner_address: str | None = None) -> NoticeView:
    """Create a draft notice (number None) or change a draft: the chosen claims and variations pre-fill its
    disputed items and, while it says none, its relief. A notice that seeks the owner's liability names the
    owner and an address for service (s 28(1)(b)); one that does not names none."""
    found = _found(viewer, contract_id, for_update=True)
    if not policy.may_act(found):
        raise PermissionDenied(policy.NO_PERMISSION)
    for field, value in (("dispute", dispute), ("arose", arose), ("relief", relief or "")):
        if len(value) > rules.TEXT_MAX:
            raise UserError(TOO_LONG.format(max=rules.TEXT_MAX), field=field)
    refused = occupier.refusal(bool(found.contract.residential_occupier), charging_order, owner_liability)
    if refused is not None:
        raise UserError(refused[1], field=refused[0])
    # The owner's name and address reach the other party's notice: cleaned as any text (app.domain.text).
    owner_name = clean_text(owner_name, MAX_OWNER, "ownerName", "The owner's name")
    owner_address = clean_text(owner_address, MAX_OWNER, "ownerAddress", "The owner's address", multiline=True)
    if (owner_name or owner_address) and not owner_liability:
        raise UserError(occupier.OWNER_NOT_SOUGHT, field="ownerName")
    claim_numbers = sorted(set(claim_numbers))
    items = document.claim_items(contract_id, claim_numbers)
    missing = [n for n in claim_numbers if n not in {i["number"] for i in items}]
    if missing:
        raise UserError(UNKNOWN_CLAIM.format(number=missing[0]), field="claimNumbers")
    variations = document.variation_items(contract_id, sorted(set(variation_ids)))
    if len(variations) != len(set(variation_ids)):
        raise UserError(UNKNOWN_VARIATION, field="variationIds")
    items += variations
    if number is None:
        next_number = (db.session.scalar(select(func.max(AdjudicationNotice.number))
                                         .where(AdjudicationNotice.contract_id == contract_id)) or 0) + 1
        notice = AdjudicationNotice(contract_id=contract_id, number=next_number, status=DRAFT,
                                    claimant_relation=found.relation, created_by_user_id=viewer.user_id)
        db.session.add(notice)
    else:
        notice = _notice(contract_id, number, for_update=True)
        if notice.status != DRAFT:
            raise Conflict(ALREADY_SERVED)
    notice.items = items
    notice.dispute, notice.arose = dispute.strip(), arose.strip()
    notice.relief = (relief or "").strip() or (rules.suggested_relief(document.total_disputed(items)) if items else "")
    notice.charging_order, notice.owner_liability = charging_order, owner_liability
    notice.owner_name, notice.owner_address = owner_name, owner_address
    notice.updated_at = func.now()
    db.session.commit()
    return _views(found, [notice])[0]


# ---- serving ------------------------------------------------------------------------------------

def serve(viewer: Viewer, contract_id: int, number: int) -> tuple[NoticeView, int]:
    """Serve the notice on the respondent's recipients by email: refused while s 28(2) is not met (each problem
    beside its field, the first raised) and where email service is not agreed (regs 9–10: HOW_TO_SERVE says
    how to serve it by a person instead, as for the notice of intention to suspend); then frozen, dated today (Pacific/Auckland), and emailed once to
    each recipient with the PDF attached. Serving a served notice again sends nothing more. (notice,
    emails promised now)."""
    found = _found(viewer, contract_id, for_update=True)
    if not policy.may_act(found):
        raise PermissionDenied(policy.NO_PERMISSION)
    notice = _notice(contract_id, number, for_update=True)
    view = NoticeView(found, notice, [], [])
    if notice.status == SERVED and notice.served_manner not in (None, "email"):
        raise Conflict(SERVED_BY_A_PERSON)  # served by hand or post: no email copies after it
    if notice.status == DRAFT:
        problems = view.problems
        if problems:
            field, message = problems[0]
            raise UserError(message, field=field)
        if not terms_of(contract_id).email_service_agreed:
            raise UserError(HOW_TO_SERVE)
    recipients = (recipients_of.claim_recipients(contract_id) if notice.claimant_relation == SUPPLIER
                  else recipients_of.supplier_recipients(contract_id))
    if not recipients:
        raise UserError(NO_RECIPIENTS)
    if notice.status == DRAFT:
        notice.frozen = document.parties_frozen(found, notice.claimant_relation)
        notice.notice_date = today_in_auckland()
        notice.status = SERVED
        notice.served_at = datetime.now(UTC)
        notice.served_by_user_id = viewer.user_id
        notice.served_manner = "email"
        notice.served_to = ", ".join(r.email for r in recipients)
        activity.entry(viewer, ADJUDICATION_SERVED, contract_id,
                       comment=f"Notice of adjudication {notice.number} served on {notice.frozen['respondent']['name']}")
    done = set(db.session.scalars(select(AdjudicationServedCopy.email).where(AdjudicationServedCopy.notice_id == notice.id)))
    subject = f"Notice of adjudication {notice.number} \u2013 {notice.frozen['site_name']}"
    promised = 0
    for recipient in recipients:
        if recipient.email in done:
            continue
        copy = AdjudicationServedCopy(notice_id=notice.id, contract_id=contract_id, email=recipient.email,
                                      user_id=recipient.user_id)
        db.session.add(copy)
        db.session.flush()
        text = (f"{notice.frozen['claimant']['name']} has served on you the attached notice of adjudication "
                f"(Construction Contracts Act 2002, s 28), dated {long_date(notice.notice_date)}, about the contract "
                f"for {notice.frozen['site_name']}.\n\nThe information prescribed by Form 2 follows and is part of "
                f"the attached notice.\n\n{form2.form2_text()}")
        recipients_of.email_recipient(recipient, subject=subject, text=text,
                                      key=f"adjudication-notice:{notice.id}:{recipient.user_id}",
                                      attach={"source": NOTICE_PDF, "notice_id": notice.id, "copy_id": copy.id})
        promised += 1
    db.session.commit()
    return _views(found, [notice])[0], promised


@attachment_source(NOTICE_PDF)
def served_pdf(spec: dict) -> Attachment | None:
    """The served notice's PDF, re-rendered from its frozen row, recorded with its SHA-256 for the one
    recipient of this email when it goes."""
    notice = db.session.get(AdjudicationNotice, spec["notice_id"])
    copy = db.session.get(AdjudicationServedCopy, spec["copy_id"])
    if notice is None or copy is None or notice.status != SERVED:
        return None
    name, data = document.pdf_of(notice)

    def record(sha256: str) -> None:
        copy.sha256, copy.size, copy.served_at = sha256, len(data), datetime.now(UTC)
        notice.sha256 = sha256

    return Attachment(name, data, record)


def notice_pdf(viewer: Viewer, contract_id: int, number: int) -> tuple[str, bytes]:
    """(file name, bytes) of a served notice, as served, for a viewer who reaches the contract."""
    view = get_notice(viewer, contract_id, number)
    if view.notice.status != SERVED:
        raise NotFound(NOTICE_NOT_FOUND)
    return document.pdf_of(view.notice)


# ---- recording ----------------------------------------------------------------------------------

def record(viewer: Viewer, contract_id: int, number: int, kind: str, on: date, *, extended_to: date | None = None,
           adjudicator: str | None = None, amount: int | None = None, pay_by: date | None = None,
           charging_order_approved: bool | None = None) -> NoticeView:
    """Record a step of the adjudication as it happened; the timetable is counted again from it. Refused
    when the steps would be out of order (the rule's own words)."""
    found = _found(viewer, contract_id, for_update=True)
    if not policy.may_record(found):
        raise PermissionDenied(policy.NO_PERMISSION)
    notice = _notice(contract_id, number, for_update=True)
    if kind not in EVENTS:
        raise UserError(EVENT_UNKNOWN, field="kind")
    if notice.status != SERVED:
        raise UserError(NOT_SERVED)
    if on < notice.notice_date:
        raise UserError(BEFORE_NOTICE.format(date=long_date(notice.notice_date)), field="on")
    details: dict = {}
    summary = f"{EVENT_LABELS[kind]} on {long_date(on)}"
    # Typed text is cleaned as every form's is (bidi and control characters go) and a name too long is
    # refused beside its field, never cut short.
    adjudicator = clean_text(adjudicator, ADJUDICATOR_LIMIT, "adjudicator", "The adjudicator's name")
    if kind == ACCEPTED:
        if adjudicator:
            details["adjudicator"] = adjudicator
            summary += f" from {details['adjudicator']}"
    elif kind == RESPONSE_EXTENDED:
        if extended_to is None:
            raise UserError("Say the date the response's time is extended to", field="extendedTo")
        details["to"] = extended_to.isoformat()
        summary += f", to {long_date(extended_to)}"
    elif kind == DETERMINATION_EXTENDED:
        if extended_to is not None:
            details["to"] = extended_to.isoformat()
            summary += f", to {long_date(extended_to)} as the parties agreed"
        else:
            summary += " to 30 working days by the adjudicator"
    elif kind == DETERMINED:
        if not adjudicator:
            raise UserError(ADJUDICATOR_REQUIRED, field="adjudicator")
        if amount is None or isinstance(amount, bool) or amount < 0:
            raise UserError(AMOUNT_INVALID, field="amount")
        if pay_by is not None and pay_by < on:
            raise UserError("The date for payment cannot be before the determination", field="payBy")
        if charging_order_approved is None:
            raise UserError(CHARGING_ORDER_UNANSWERED, field="chargingOrderApproved")
        details = {"adjudicator": adjudicator, "amount": amount,
                   "pay_by": pay_by.isoformat() if pay_by else None,
                   "charging_order_approved": bool(charging_order_approved)}
        summary += f" by {details['adjudicator']}: {dollars(amount)}" + (f", to be paid by {long_date(pay_by)}"
                                                                         if pay_by else "")
    name = recorder_name(viewer)
    event = AdjudicationEvent(notice_id=notice.id, contract_id=contract_id, kind=kind, on=on, details=details,
                              recorded_by_user_id=viewer.user_id, recorded_by_name=name)
    events = _views(found, [notice])[0].events + [event]
    try:
        rules.timetable(events_of(notice, events))
    except RuleError as refused:
        raise UserError(refused.message, field="on") from None
    db.session.add(event)
    activity.entry(viewer, ADJUDICATION_RECORDED, contract_id,
                   comment=f"Notice of adjudication {notice.number}: {summary}")
    db.session.commit()
    return _views(found, [notice])[0]


# ---- the bundle -----------------------------------------------------------------------------------

BUNDLE_NOT_FOUND = "Adjudication bundle not found"
BUNDLE_NOT_READY = "The adjudication bundle is not ready yet"


def request_bundle(viewer: Viewer, contract_id: int, *, notice_number: int | None = None,
                   claim_number: int | None = None) -> AdjudicationBundle:
    """'Prepare adjudication bundle' (Edit members only): of a notice's disputed claims, of one claim, or of
    the contract's served claims; built in the background (app.adjudication.bundle.build_job)."""
    from app.jobs.queues import queue

    found = _found(viewer, contract_id)
    if not policy.may_act(found):
        raise PermissionDenied(policy.NO_PERMISSION)
    notice = _notice(contract_id, notice_number) if notice_number is not None else None
    if claim_number is not None and not db.session.scalar(select(func.count()).select_from(Claim).where(
            Claim.contract_id == contract_id, Claim.number == claim_number, Claim.latest_rev.is_not(None))):
        raise UserError(UNKNOWN_CLAIM.format(number=claim_number), field="claimNumber")
    name = recorder_name(viewer)
    bundle = AdjudicationBundle(contract_id=contract_id, notice_id=notice.id if notice is not None else None,
                                claim_numbers=[claim_number] if claim_number is not None else None,
                                requester_relation=found.relation, requested_by_user_id=viewer.user_id,
                                requested_by_name=name)
    db.session.add(bundle)
    db.session.commit()
    queue("default").enqueue("app.adjudication.bundle.build_job", bundle.id, job_id=f"adjudication-bundle-{bundle.id}",
                             job_timeout=600, result_ttl=600, failure_ttl=86400)
    return bundle


def get_bundle(viewer: Viewer, contract_id: int, bundle_id: int) -> AdjudicationBundle:
    """A bundle of the contract, for an Edit member (who alone may prepare and download one)."""
    found = _found(viewer, contract_id)
    bundle = db.session.get(AdjudicationBundle, bundle_id)
    if bundle is None or bundle.contract_id != contract_id or not policy.may_act(found):
        raise NotFound(BUNDLE_NOT_FOUND)
    return bundle


def bundle_file(viewer: Viewer, bundle_id: int) -> tuple[str, bytes]:
    """(file name, the ZIP) of a ready bundle the viewer may download."""
    from app.adjudication.bundle import bundle_path

    bundle = db.session.get(AdjudicationBundle, bundle_id)
    if bundle is None:
        raise NotFound(BUNDLE_NOT_FOUND)
    get_bundle(viewer, bundle.contract_id, bundle_id)
    path = bundle_path(bundle.id)
    if bundle.status != "Ready" or not path.is_file():
        raise NotFound(BUNDLE_NOT_READY)
    return f"adjudication-bundle-{bundle.id}.zip", path.read_bytes()
