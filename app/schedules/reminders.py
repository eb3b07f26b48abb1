"""Reminders to the payer before a payment schedule is due: the periodic job and its emails.

Who: the customer side's contract members holding CustomerSubmit (they alone can send the
schedule), unless they turned the reminders off in their organisation (`members.schedule_reminders`).
When: at 10, 5, 2 and 1 working days before the deadline, while the claim is Sent (no schedule
sent yet). The deadline is the claim's stored fact (`claims.schedule_deadline`, written by
app.payments.facts when the claim was served): read here, never counted again, and named as on
every other surface ('Payment schedule due by {date}'). The job runs every hour
(app.jobs.periodic); each email is promised through the
outbox under a key per claim, revision, step and person, so running it twice, after a retry or
a restart sends nothing twice, and a job that missed days sends only the latest step due
(app.domain.schedule_deadline.reminder_step). Nothing goes out before 7:00 in Auckland: a
reminder is a working-day message, not a midnight one.
"""
import logging
from dataclasses import dataclass
from datetime import UTC, date, datetime

from sqlalchemy import and_, column, false, select, table, union_all
from sqlalchemy.orm import aliased

from app.auth.models import Account, User
from app.claims.models import SENT, Claim, Revision
from app.contracts import permissions as cp
from app.contracts.models import (
    CUSTOMER,
    SUPPLIER,
    Contract,
    ContractMember,
    ContractOrg,
)
from app.contracts.queries import parties_of
from app.db import db
from app.documents.recipients import claim_url
from app.domain.claim_standing import SCHEDULE_DUE_BY
from app.domain.claims import RevisionType, claim_title
from app.domain.dates import long_date
from app.domain.money import dollars
from app.domain.schedule_deadline import basis_of, reminder_step, working_days_left
from app.domain.working_days import AUCKLAND
from app.jobs.models import OutboxItem
from app.mail.service import send_email
from app.schedules.deadline import claimed_amount, served_on
from tenants.models import Organisation

log = logging.getLogger(__name__)

REMIND_FROM_HOUR = 7


@dataclass(frozen=True, slots=True)
class Recipient:
    user_id: int
    email: str
    org_slug: str


@dataclass(frozen=True, slots=True)
class Due:
    claim: Claim
    revision: Revision
    contract: Contract
    owner_slug: str
    step: int
    deadline: date  # the claim's stored payment-schedule deadline
    working_days_left: int


def send_due_reminders(now: datetime | None = None) -> int:
    """The periodic job: promise every reminder due now; returns how many were new."""
    return morning_run(now, _due, _promise, "schedule reminders")


def morning_run(now: datetime | None, find, promise, label: str) -> int:
    """A reminder job's run at `now` (default: now): nothing before 7:00 in Auckland; else the
    reminders `find(now, today)` answers, promised by `promise(due)` in one transaction."""
    now = now or datetime.now(UTC)
    local = now.astimezone(AUCKLAND)
    if local.hour < REMIND_FROM_HOUR:
        return 0
    session = db.session
    try:
        due = find(now, local.date())
        sent = promise(due) if due else 0
        session.commit()
    except Exception:
        session.rollback()
        raise
    if sent:
        log.info("%s: %s emails promised", label, sent)
    return sent


def reminder_key(claim_id: int, rev: int, step: int, user_id: int) -> str:
    return f"schedule-reminder:{claim_id}:{rev}:{step}:{user_id}"


def _due(now: datetime, today) -> list[Due]:
    owner = aliased(Organisation)
    rows = db.session.execute(
        select(Claim, Revision, Contract, owner.slug)
        .join(Revision, and_(Revision.claim_id == Claim.id, Revision.rev == Claim.latest_rev))
        .join(Contract, Contract.id == Claim.contract_id)
        .join(owner, owner.id == Contract.owner_org_id)
        .where(Claim.status == SENT, Claim.schedule_deadline >= today)
        .order_by(Claim.id)
    ).all()
    out = []
    for claim, revision, contract, owner_slug in rows:
        left = working_days_left(today, claim.schedule_deadline)
        step = reminder_step(left)
        if step is not None:
            out.append(Due(claim, revision, contract, owner_slug, step, claim.schedule_deadline, left))
    return out


def _promise(due: list[Due]) -> int:
    contract_ids = sorted({d.contract.id for d in due})
    recipients = _recipients(contract_ids)
    parties = parties_of(contract_ids)
    keys = {reminder_key(d.claim.id, d.revision.rev, d.step, r.user_id)
            for d in due for r in recipients.get(d.contract.id, [])}
    done = set(db.session.scalars(select(OutboxItem.key).where(OutboxItem.key.in_([f"email:{k}" for k in keys]))))
    sent = 0
    for d in due:
        supplier = _supplier_name(parties[d.contract.id].get(SUPPLIER))
        for recipient in recipients.get(d.contract.id, []):
            key = reminder_key(d.claim.id, d.revision.rev, d.step, recipient.user_id)
            if f"email:{key}" in done:
                continue
            subject, text = reminder_email(
                d, supplier, claim_url(recipient.org_slug, d.owner_slug, d.contract.slug, d.claim.number))
            send_email(to=recipient.email, subject=subject, text=text, key=key)
            sent += 1
    return sent


def _recipients(contract_ids: list[int]) -> dict[int, list[Recipient]]:
    """Per contract, the customer side's members who can send a schedule and want reminders."""
    rows = db.session.execute(
        select(ContractMember.contract_id, ContractMember.user_id, ContractMember.permissions, Account.email,
               Organisation.slug, Organisation.schema_name)
        .join(User, User.id == ContractMember.user_id)
        .join(Account, Account.id == User.account_id)
        .join(Organisation, Organisation.id == User.org_id)
        .join(ContractOrg, and_(ContractOrg.contract_id == ContractMember.contract_id,
                                ContractOrg.relation == CUSTOMER, ContractOrg.org_id == User.org_id))
        .where(ContractMember.contract_id.in_(contract_ids), Organisation.schema_name.is_not(None))  # reachable only
        .order_by(ContractMember.id)
    ).all()
    able = [row for row in rows
            if row.email and cp.P.CUSTOMER_SUBMIT in cp.close(cp.parse(row.permissions))]
    off = reminders_off({(row.user_id, row.schema_name) for row in able})
    out: dict[int, list[Recipient]] = {}
    for row in able:
        if row.user_id not in off:
            out.setdefault(row.contract_id, []).append(Recipient(row.user_id, row.email, row.slug))
    return out


def reminders_off(users: set[tuple[int, str | None]]) -> set[int]:
    """Of (users.id, their organisation's schema), those who turned schedule reminders off:
    one statement over every schema concerned."""
    by_schema: dict[str, list[int]] = {}
    for user_id, schema in users:
        if schema is not None:
            by_schema.setdefault(schema, []).append(user_id)
    if not by_schema:
        return set()
    selects = []
    for schema, user_ids in sorted(by_schema.items()):
        members = table("members", column("user_id"), column("schedule_reminders"), schema=schema)
        selects.append(select(members.c.user_id).where(members.c.user_id.in_(user_ids),
                                                       members.c.schedule_reminders == false()))
    return set(db.session.scalars(union_all(*selects) if len(selects) > 1 else selects[0]))


def _supplier_name(party) -> str:
    return "the supplier" if party is None else party.addressed_name


def reminder_email(d: Due, supplier: str, link: str) -> tuple[str, str]:
    """(subject, text) of one reminder: plain, naming the claim, the supplier, the amount and the deadline."""
    title = claim_title(d.claim.number, RevisionType(d.revision.type))
    when = long_date(d.deadline)
    left = d.working_days_left
    basis = basis_of(served_on(d.revision), d.claim.schedule_days)
    to_go = "today" if left == 0 else f"in {left} working day{'s' if left != 1 else ''}"
    amount = dollars(claimed_amount(d.revision))
    subject = f"{SCHEDULE_DUE_BY} {when}: {d.contract.site_name} \u2013 {title} from {supplier}"
    text = (
        f"A payment schedule answering {title} from {supplier} ({d.contract.site_name}) is due by {when}, "
        f"{to_go}.\n\n"
        f"Claimed amount: {amount}{' including GST' if d.revision.gst_registered is not False else ''}\n"
        f"{SCHEDULE_DUE_BY}: {when} ({basis})\n\n"
        f"If no payment schedule is given by then, under sections 22\u201323 of the Construction Contracts "
        f"Act 2002 the claimed amount becomes due as a debt on the claim's due date.\n\n"
        f"Open the claim to send a payment schedule: {link}\n\n"
        f"You get these reminders because you can send payment schedules on this contract. You can turn "
        f"them off in your organisation's settings.\n"
    )
    return subject, text
