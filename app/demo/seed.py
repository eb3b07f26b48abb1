"""The demo: a supplier and a customer organisation that work together on one project, with claims
in every state, all made through the services a person's clicks call (never SQL fixtures), so the
demo obeys every rule the product does.

Claims of the project 'Harbour View Apartments' (`claims_in_every_state`): 1 paid, 2 scheduled and
being paid, 3 scheduled, 4 sent and waiting for a schedule, 5 a draft.
"""
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import date, datetime, timezone

from flask import current_app
from sqlalchemy import select

from app.auth.models import Account, User
from app.db import db

SUPPLIER = ("Sam Supplier", "sam@demo-builders.example", "Demo Builders", "demo-builders")
CUSTOMER = ("Cleo Customer", "cleo@demo-client.example", "Demo Client Co", "demo-client")
SITE = "Harbour View Apartments"


@dataclass(frozen=True)
class Side:
    """One organisation of the demo and the person who signs in to it."""

    email: str
    slug: str


@contextmanager
def acting_as(side: Side):
    """The viewer of this side's person, in a request bound to its organisation; commits after, as a
    request does (each step sees what the previous ones committed)."""
    from app.orgs.access import load_viewer
    from tenants.context import tenant_context
    from tenants.models import Organisation

    with current_app.test_request_context():
        org = db.session.scalars(select(Organisation).where(Organisation.slug == side.slug)).one()
        account = db.session.scalar(select(Account.id).join(User, User.account_id == Account.id)
                                    .where(Account.email == side.email.lower(), User.org_id == org.id))
        with tenant_context(org):
            yield load_viewer(account, org)
            db.session.commit()


def _organisation(person: str, email: str, name: str, slug: str) -> Side:
    from app.orgs.workspaces import create_owned_workspace
    from app.orgs import service as orgs

    account = Account(email=email, name=person)
    db.session.add(account)
    db.session.commit()
    org = create_owned_workspace(account.id, name=name, slug=slug, per_day=1000, now=datetime.now(timezone.utc))
    side = Side(email, org.slug)
    with acting_as(side) as viewer:
        orgs.update_business(viewer, org.id, entity_name=f"{name} Limited", address="1 Main Road, Auckland",
                             gst_number="049091850")
    return side


def _project(supplier: Side, customer: Side) -> int:
    """The supplier names the customer on a new project; the customer accepts it."""
    from app.contracts import creating, invitations
    from tenants.models import Organisation

    customer_org = db.session.scalars(select(Organisation).where(Organisation.slug == customer.slug)).one()
    with acting_as(supplier) as viewer:
        contract_id = creating.create_contract(viewer, {
            "site_name": SITE, "site": {"line1": "12 Quay Street", "city": "Auckland"},
            "customer": {"org_id": customer_org.id},
            "members": [{"relation": "Customer", "user": {"email": customer.email}, "is_customer_recipient": True}],
        }).contract.id
    with acting_as(customer) as viewer:
        invitations.accept(viewer, contract_id)
    return contract_id


def claims_in_every_state(supplier: Side, customer: Side, contract_id: int) -> None:
    """Claims 1-5: 1 paid, 2 scheduled and paying, 3 scheduled, 4 sent, 5 a draft; claim n claims
    $10,000 × n (plus GST) of a $100,000 stage of its own, for March 2026."""
    from app.claims import ledger, service
    from app.claims.models import ContractLedger
    from app.payments import service as payments
    from app.schedules import service as schedules
    from app.schedules.queries import basis_of

    for number in range(1, 6):
        with acting_as(supplier) as viewer:
            service.create_claim(viewer, contract_id)
        if number == 5:
            break
        with acting_as(supplier) as viewer:
            rev = db.session.scalar(select(ContractLedger.rev).where(ContractLedger.contract_id == contract_id))
            amount = 1_000_000 * number
            ledger.update_ledger(viewer, contract_id, rev, ledger.LedgerChanges(create=[{
                "item_id": f"stage-{number}", "name": f"Stage {number}", "total_price": 10_000_000,
                "amount": amount, "tax": amount * 15 // 100}]))
        with acting_as(supplier) as viewer:
            service.patch_claim(viewer, contract_id, number, None, {
                "period_from": date(2026, 3, 1), "period_to": date(2026, 3, 31), "date": date(2026, 3, 31),
                "due_date": date(2026, 4, 20)})
        with acting_as(supplier) as viewer:
            service.submit_claim(viewer, contract_id, number, None)
    for number in (1, 2, 3):
        with acting_as(customer) as viewer:
            found, claim = service.get_claim(viewer, contract_id, number)
            basis = basis_of(found, claim)
            totals = basis.totals(basis.schedule_lines(None))
            schedules.update_draft(viewer, contract_id, number, {
                "claim_rev": claim.latest_rev, "version": 0, "due_date": date(2026, 5, 1),
                "is_tax_invoice": False, "lines": [], "adjust_excl": 0, "adjust_tax": 0,
                "schedule_excl": totals.schedule_excl, "schedule_tax": totals.schedule_tax,
                "notes": [], "reference": ""})
        with acting_as(customer) as viewer:
            schedules.send(viewer, contract_id, number)
    with acting_as(customer) as viewer:
        payments.set_paying(viewer, contract_id, 2, True)
    with acting_as(supplier) as viewer:
        payments.mark_paid(viewer, contract_id, 1, True)


def seed() -> tuple[Side, Side] | None:
    """The demo's two sides, made now; None when the demo is already there (it is made once)."""
    if db.session.scalar(select(Account.id).where(Account.email.in_([SUPPLIER[1], CUSTOMER[1]])).limit(1)):
        return None
    supplier, customer = _organisation(*SUPPLIER), _organisation(*CUSTOMER)
    claims_in_every_state(supplier, customer, _project(supplier, customer))
    return supplier, customer
