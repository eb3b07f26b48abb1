"""The getting-started checklist of an empty home (issue 36), and which tab the home opens on.

Each step follows the real state, read in one SQL statement whatever the workspace holds:

1. Business details: the workspace's default contact (Settings: business name, and the GST number
   or 'Not registered'; the claims it sends print them).
2. A first project, or an invitation waiting: the workspace is an accepted party of a contract; or
   not yet, and an invitation waits for the viewer (they accept it on the Projects tab).
3. A first claim sent (the supplier side) or a first payment schedule sent (the customer side).
4. Colleagues: anyone else in the workspace, invited or joined.

The home (`/{org}`, the Inbox) opens on Sent for a supplier whose claims are all there: nothing in
its Inbox (no claim received) and something in Sent (a claim it makes, drafts included).

Alongside: the workspace's sample (app.demo.sample) when it has one, and, for a sample
workspace, whose sample it is.
"""
from dataclasses import dataclass

from sqlalchemy import and_, exists, func, select
from sqlalchemy.orm import aliased

from app.claims.models import DELETED, SCHEDULED, SENT, VOIDED, Claim
from app.contracts import invitations
from app.contracts.models import ACCEPTED, CUSTOMER, SUPPLIER, ContractOrg
from app.db import db
from app.orgs.access import Viewer
from app.orgs.models import Contact, Member
from app.schedules.models import PaymentSchedule
from tenants.models import Organisation

INBOX, SENT_TAB = "Inbox", "Sent"


@dataclass(frozen=True)
class GettingStarted:
    business_details: bool
    project: bool
    invitation_waiting: bool
    claim_sent: bool
    schedule_sent: bool
    colleagues: bool
    home: str  # INBOX or SENT_TAB
    sample_slug: str | None  # the workspace's sample counterparty
    sample_name: str | None
    sample_of_slug: str | None  # for a sample workspace: whose sample it is
    sample_of_name: str | None

    @property
    def done(self) -> bool:
        return (self.business_details and self.project and (self.claim_sent or self.schedule_sent)
                and self.colleagues)


def _party(relation: str | None, org_id: int):
    party = aliased(ContractOrg)
    cond = [party.org_id == org_id, party.consent == ACCEPTED]
    if relation is not None:
        cond.append(party.relation == relation)
    return party, and_(*cond)


def getting_started(viewer: Viewer) -> GettingStarted:
    org_id = viewer.org.id
    any_party, any_cond = _party(None, org_id)
    supplier, supplier_cond = _party(SUPPLIER, org_id)
    customer, customer_cond = _party(CUSTOMER, org_id)
    received, received_cond = _party(CUSTOMER, org_id)
    made, made_cond = _party(SUPPLIER, org_id)
    sample = aliased(Organisation)
    owner = aliased(Organisation)
    row = db.session.execute(select(
        exists().where(Contact.is_default.is_(True)).label("business_details"),
        exists().where(any_cond).label("project"),
        invitations.any_waiting(viewer).label("invitation_waiting"),
        exists().where(supplier_cond, Claim.contract_id == supplier.contract_id,
                       Claim.status.in_([SENT, SCHEDULED])).label("claim_sent"),
        exists().where(customer_cond, PaymentSchedule.contract_id == customer.contract_id,
                       PaymentSchedule.sent_at.is_not(None)).label("schedule_sent"),
        (select(func.count()).select_from(Member).scalar_subquery() > 1).label("colleagues"),
        exists().where(received_cond, Claim.contract_id == received.contract_id,
                       Claim.status.in_([SENT, SCHEDULED])).label("has_inbox"),
        exists().where(made_cond, Claim.contract_id == made.contract_id,
                       Claim.status.not_in([DELETED, VOIDED])).label("has_sent"),
        select(sample.slug).where(sample.sample_of_org_id == org_id).scalar_subquery().label("sample_slug"),
        select(sample.name).where(sample.sample_of_org_id == org_id).scalar_subquery().label("sample_name"),
        select(owner.slug).where(owner.id == viewer.org.sample_of_org_id).scalar_subquery().label("of_slug"),
        select(owner.name).where(owner.id == viewer.org.sample_of_org_id).scalar_subquery().label("of_name"),
    )).one()
    home = SENT_TAB if row.has_sent and not row.has_inbox else INBOX
    return GettingStarted(
        business_details=row.business_details, project=row.project, invitation_waiting=row.invitation_waiting,
        claim_sent=row.claim_sent, schedule_sent=row.schedule_sent, colleagues=row.colleagues, home=home,
        sample_slug=row.sample_slug, sample_name=row.sample_name, sample_of_slug=row.of_slug,
        sample_of_name=row.of_name)



