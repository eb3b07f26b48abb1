"""'Try it with sample data' from the product (issue 36): the demo's project and claims, made for a
person in their own workspace, with a sample counterparty workspace they own too, so they can
switch to it and see the other side.

- Where: the viewer's workspace is the supplier of a project 'Sample: Harbour View Apartments'; its
  customer is a new workspace 'Sample Client Co (Sample)', born where every organisation is
  (app.orgs.workspaces.create_workspace), owned by the same person, and marked as this workspace's
  sample (`organisations.sample_of_org_id`, unique: one sample a workspace). Everything it shows
  says 'Sample': the workspace's name, the project's site name, the customer's business name.
- What: the command-line demo's builders (app/demo/seed.py): the schedule of values, then claims
  in every state served on past days (`claims_on_past_days`), each step through the services a
  person's clicks call, as the sample customer for its schedules and payments. No email is sent:
  both sides are the one person trying it (app.mail.service.silenced).
- Who: a person who may edit the workspace (OrgEdit: they add an organisation in their name), in a
  workspace that is not itself a sample and has its business details (the sample claims are
  sent from them: 'missing org contact' otherwise).
- Twice: a second 'Try it' (a double click) finds the sample there and makes nothing; two at the
  same moment queue on the workspace's registry row (locked until the sample workspace is
  committed), and the later one answers with the first's sample (the marker is unique too).
- Removing: one action removes the sample workspace (its schema, its people's rows in it) and the
  sample project with its claims, schedules, payments, activity and files (the shared rows follow
  the contract's foreign keys; this workspace's own rows about them, which have none across
  schemas, are deleted by the contract's and claims' ids), and nothing else: refused while the
  sample workspace is on a project with another organisation (made there while trying it).

The steps commit one after another as the demo's do (each sees what the previous one committed),
so a failure half-way leaves a partial sample that 'Remove sample data' removes like a whole one.
"""
from dataclasses import dataclass
from datetime import date

from sqlalchemy import delete, select
from sqlalchemy.exc import IntegrityError

from app.auth.models import Account
from app.claims.models import Claim
from app.contracts.models import Contract, ContractOrg
from app.db import db
from app.demo import seed as demo
from app.errors import PermissionDenied, UserError
from app.mail.service import silenced
from app.orgs import permissions as perms
from app.orgs.access import Viewer
from app.orgs.models import Contact
from app.orgs.workspaces import Owner, create_workspace, unique_slug
from tenants.models import Organisation
from tenants.provision import drop_organisation

SAMPLE = "Sample"
CUSTOMER_NAME = f"Sample Client Co ({SAMPLE})"
CUSTOMER_DETAILS = {"name": CUSTOMER_NAME, "entity_name": f"Sample Client Co Limited ({SAMPLE})",
                    "address": "1 Sample Street, Auckland", "gst_number": "049091850"}
SITE_NAME = f"{SAMPLE}: {demo.SITE}"

NOT_IN_A_SAMPLE = "This is a sample workspace: try the sample from your own workspace."
SHARED_ELSEWHERE = ("The sample workspace has projects with other organisations, so it cannot be removed with "
                    "the sample: remove those projects first.")
DETAILS_FIRST = "Add your business details in Settings first: the sample claims are sent from them."


@dataclass(frozen=True)
class Sample:
    """A workspace's sample: the counterparty workspace and the sample project."""

    org: Organisation
    contract_id: int | None
    contract_slug: str | None


def sample_org_of(org_id: int) -> Organisation | None:
    return db.session.scalars(select(Organisation).where(Organisation.sample_of_org_id == org_id)).first()


def _sample_contracts(org_id: int, sample_org_id: int):
    """The contracts between the workspace and its sample counterparty (the sample project, and any
    the person made between the two while trying it)."""
    return (select(Contract.id).join(ContractOrg, ContractOrg.contract_id == Contract.id)
            .where(ContractOrg.org_id == sample_org_id,
                   Contract.owner_org_id.in_([org_id, sample_org_id])))


def find_sample(viewer: Viewer) -> Sample | None:
    org = sample_org_of(viewer.org.id)
    if org is None:
        return None
    row = db.session.execute(select(Contract.id, Contract.slug).where(
        Contract.id.in_(_sample_contracts(viewer.org.id, org.id)), Contract.site_name == SITE_NAME)
        .order_by(Contract.id).limit(1)).first()
    return Sample(org, row.id if row else None, row.slug if row else None)


def _check(viewer: Viewer) -> None:
    viewer.require(perms.ORG_EDIT, "add sample data")
    if viewer.org.sample_of_org_id is not None:
        raise UserError(NOT_IN_A_SAMPLE)
    if db.session.scalar(select(Contact.id).where(Contact.is_default.is_(True))) is None:
        raise UserError(DETAILS_FIRST)


def create_sample(viewer: Viewer, today: date | None = None) -> Sample:
    """The viewer's workspace's sample (see the module), made now unless it is there already."""
    _check(viewer)
    org_id = viewer.org.id
    # One at a time per workspace: a second click waits here until the first's sample workspace is
    # committed, then finds it.
    db.session.execute(select(Organisation.id).where(Organisation.id == org_id).with_for_update())
    found = find_sample(viewer)
    if found is not None:
        db.session.commit()
        return found
    email = db.session.scalar(select(Account.email).where(Account.id == viewer.account_id))
    name = db.session.scalar(select(Account.name).where(Account.id == viewer.account_id)) or email
    own_slug = viewer.org.slug
    try:
        customer_org, _ = create_workspace(CUSTOMER_NAME, [Owner(viewer.account_id, name)],
                                           slug=unique_slug(f"sample-client-co-{own_slug}"),
                                           contact=CUSTOMER_DETAILS)
        customer_org.sample_of_org_id = org_id
        db.session.commit()
    except IntegrityError:  # the other click of a double click made it first
        db.session.rollback()
        return find_sample(viewer)
    supplier, customer = demo.Side(email, own_slug), demo.Side(email, customer_org.slug)
    with silenced():
        contract_id = demo._project(supplier, customer, SITE_NAME)
        demo.claims_on_past_days(supplier, customer, contract_id, today)
    return Sample(customer_org, contract_id, db.session.get(Contract, contract_id).slug)


def remove_sample(viewer: Viewer) -> bool:
    """Remove the viewer's workspace's sample (see the module); False when there is none. One
    transaction."""
    viewer.require(perms.ORG_EDIT, "remove sample data")
    org = sample_org_of(viewer.org.id)
    if org is None:
        return False
    contract_ids = list(db.session.scalars(_sample_contracts(viewer.org.id, org.id)))
    # Removing the sample workspace removes its contracts: never one another organisation is on.
    if db.session.scalar(select(ContractOrg.contract_id).where(
            ContractOrg.contract_id.in_(select(ContractOrg.contract_id).where(ContractOrg.org_id == org.id)),
            ContractOrg.org_id.not_in([org.id, viewer.org.id])).limit(1)) is not None:
        raise UserError(SHARED_ELSEWHERE)
    claim_ids = select(Claim.id).where(Claim.contract_id.in_(contract_ids))
    for table in _own_rows_about():
        column = table.c.contract_id if "contract_id" in table.c else table.c.claim_id
        ids = contract_ids if column.name == "contract_id" else claim_ids
        db.session.execute(delete(table).where(column.in_(ids)))
    db.session.execute(delete(Contract).where(Contract.id.in_(contract_ids)))
    drop_organisation(org)
    db.session.commit()
    return True


def _own_rows_about():
    """The workspace's own tables that name a shared contract or claim by id, with no foreign key
    across schemas (a tenant schema stands alone): what removing the sample deletes from them."""
    from app.db import TenantBase

    return [table for table in TenantBase.metadata.sorted_tables
            if "contract_id" in table.c or "claim_id" in table.c]
