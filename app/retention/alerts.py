"""The deposit alert's emails (issue 38; research RT-5): the periodic job that tells a holder's owners
of retention money withheld and not deposited or covered within the contract's deposit period.

What is late is `app.retention.due` (an exposure: one withheld entry's money outstanding past its
deposit period, on a contract where a separate account is required). Who is told: the owners of the
holding organisation (members with 'Owner, full access', OrgEdit), who answer for the trust (a
failure is an offence of the company and of each director). When: the first run on or after the day the
exposure becomes late, from 7:00 in Auckland (a working-day message, as the schedule reminders are).

Once: each email is promised through the outbox under a key per exposure (its withheld entry) and
owner, so a retried job, a second worker or a restart sends nothing twice (the outbox's unique key;
two runs at once queue on it and the second promises nothing), and one missed for a day is sent on
the next run. An exposure deposited before the job runs is not late any more and is not sent. The job
runs every hour (app.jobs.periodic).
"""
import logging
from dataclasses import dataclass
from datetime import UTC, date, datetime

from flask import current_app
from sqlalchemy import String, and_, any_, column, literal, select, table, union_all
from sqlalchemy.dialects.postgresql import ARRAY
from sqlalchemy.orm import aliased

from app.auth.models import Account, User
from app.contracts.models import ACCEPTED, CUSTOMER, SUPPLIER, Contract, ContractOrg
from app.contracts.queries import join_party
from app.db import db
from app.domain.claim_standing import RULES_AS_AT
from app.domain.dates import long_date
from app.domain.money import dollars
from app.domain.working_days import AUCKLAND
from app.mail.service import send_email, unsent
from app.orgs import permissions as perms
from app.retention import due as due_rules
from app.retention import ledger
from app.retention.models import RetentionEntry
from tenants.models import Organisation

log = logging.getLogger(__name__)

ALERT_FROM_HOUR = 7


@dataclass(frozen=True, slots=True)
class Late:
    """One exposure, with what the email names."""

    exposure: due_rules.Exposure
    contract_id: int
    site_name: str
    payee_name: str
    holder_org_id: int
    holder_slug: str
    holder_schema: str
    working_days: int


@dataclass(frozen=True, slots=True)
class Owner:
    user_id: int
    email: str


def alert_key(entry_id: int, user_id: int) -> str:
    return f"retention-deposit-alert:{entry_id}:{user_id}"


def send_deposit_alerts(now: datetime | None = None) -> int:
    """The periodic job: promise the email of every exposure not yet told to each owner; returns how
    many were promised. Nothing before 7:00 in Auckland. One transaction."""
    now = now or datetime.now(UTC)
    local = now.astimezone(AUCKLAND)
    if local.hour < ALERT_FROM_HOUR:
        return 0
    try:
        late = find_late(local.date())
        sent = _promise(late) if late else 0
        db.session.commit()
    except Exception:
        db.session.rollback()
        raise
    if sent:
        log.info("retention deposit alerts: %s emails promised", sent)
    return sent


def find_late(today: date) -> list[Late]:
    """Every exposure of every holder on `today`: four statements whatever the number of ledgers."""
    holder, org = aliased(ContractOrg), aliased(Organisation)
    query = (select(Contract.id, Contract.site_name, holder.org_id, org.slug, org.schema_name)
             .join(holder, and_(holder.contract_id == Contract.id, holder.relation == CUSTOMER,
                                holder.consent == ACCEPTED))
             .join(org, and_(org.id == holder.org_id, org.schema_name.is_not(None))))  # reachable only
    query, payee = join_party(query, lambda p: p.relation == SUPPLIER)
    query = (query.add_columns(payee.contact_name, payee.name)
             .where(select(RetentionEntry.id).where(RetentionEntry.contract_id == Contract.id).exists())
             .order_by(Contract.id))
    rows = db.session.execute(query).all()
    if not rows:
        return []
    ids = [row[0] for row in rows]
    contracts = due_rules.contract_rows(ids)
    held = ledger.balances_of(ids, today)
    withheld = due_rules.withholdings_of(ids)
    out = []
    for cid, site, org_id, slug, schema, payee_contact, payee_org in rows:
        contract = contracts[cid]
        if not due_rules.deposit_alert_applies(contract):
            continue
        days = contract.terms.deposit_working_days
        for exposure in due_rules.exposures(withheld[cid], held[cid].shortfall, days, today):
            out.append(Late(exposure, cid, site, payee_contact or payee_org or "the subcontractor", org_id, slug,
                            schema, days))
    return out


def owners_of(schemas: dict[str, int]) -> dict[int, list[Owner]]:
    """Per organisation id, its owners with an email: one statement over every schema concerned."""
    selects = []
    for schema, org_id in sorted(schemas.items()):
        members = table("members", column("user_id"), column("permissions", ARRAY(String)), schema=schema)
        selects.append(select(members.c.user_id, literal(org_id).label("org_id"))
                       .where(literal(perms.ORG_EDIT) == any_(members.c.permissions)))
    owners = (union_all(*selects) if len(selects) > 1 else selects[0]).subquery()
    rows = db.session.execute(
        select(owners.c.org_id, User.id, Account.email)
        .join(User, and_(User.id == owners.c.user_id, User.org_id == owners.c.org_id))
        .join(Account, Account.id == User.account_id)
        .order_by(owners.c.org_id, User.id)).all()
    out: dict[int, list[Owner]] = {}
    for org_id, user_id, email in rows:
        if email:
            out.setdefault(org_id, []).append(Owner(user_id, email))
    return out


def _promise(late: list[Late]) -> int:
    owners = owners_of({item.holder_schema: item.holder_org_id for item in late})
    wanted = {alert_key(item.exposure.entry_id, owner.user_id): (item, owner)
              for item in late for owner in owners.get(item.holder_org_id, [])}
    # Only the emails the outbox has not promised yet: a repeat run counts and sends none twice.
    to_send = unsent(wanted)
    for item, owner in to_send:
        subject, text = alert_email(item, f"{current_app.config['PUBLIC_URL']}/{item.holder_slug}/retention")
        send_email(to=owner.email, subject=subject, text=text,
                   key=alert_key(item.exposure.entry_id, owner.user_id), org_id=item.holder_org_id)
    return len(to_send)


def alert_email(item: Late, link: str) -> tuple[str, str]:
    """(subject, text) of one exposure's alert: plain, naming the subcontractor, the contract, the
    amount, the day it was withheld and the last day to deposit it."""
    e = item.exposure
    amount = dollars(e.amount)
    subject = f"Retention money not deposited: {amount} for {item.payee_name} ({item.site_name})"
    text = (
        f"{amount} of retention money withheld from {item.payee_name} on {item.site_name} on "
        f"{long_date(e.withheld_on)} is not in your retention trust account or covered by a complying "
        f"instrument. It was to be deposited by {long_date(e.deposit_by)}.\n\n"
        f"Retention money is held on trust from when it is withheld, and must be kept in a trust bank "
        f"account (or covered by a complying instrument) as soon as practicable (Construction Contracts "
        f"Act 2002, ss 18C and 18D). {due_rules.deposit_days_note(item.working_days)} Each subcontractor "
        f"and contract is a separate ledger, and failing to keep the money as required is an offence for "
        f"the company and its directors.\n\n"
        f"Deposit it and record the deposit on the Retention page, or record an instrument covering it: {link}\n\n"
        f"You get this email once for this amount because you are an owner of the organisation holding it. "
        f"Rules as at {long_date(RULES_AS_AT)}. This is not legal advice.\n"
    )
    return subject, text
