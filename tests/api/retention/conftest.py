"""The retention tests' module-scoped worlds: `module_party` and `module_project` are `party` and `project`
(tests/api/factories.py) for a world built once per module, and `clear_bank` puts an organisation's
bank statements back to none between the tests that share a holder.

A world of retention ledgers is made as a person makes it (parties signed up, contracts accepted, a
claim scheduled and sent): 10-15 s for a holder of three ledgers, 30-60 s under the suite's load. Built
per test, it was most of the package's time."""
import pytest

from tests.api.factories import CREATE, Project, Workspace, accept_invitation, by_slug, project_input, set_business
from tests.auth_helpers import create_org, new_client, sign_in, unique_email
from tests.conftest import outbox, unique_slug


@pytest.fixture(scope="module")
def module_party(app):
    """`party` at module scope: module_party(name, business=True) -> a signed-in owner of a new organisation."""
    from tests.jobs import run_burst

    def run_jobs() -> int:
        return run_burst(app)

    def dev_mail(to: str | None = None) -> list[dict]:
        return outbox(app, to)

    def make(name: str = "Acme Builders", *, business: bool = True, user_name: str | None = None) -> Workspace:
        client = new_client(app)
        email = unique_email(name.split()[0].lower())
        session = sign_in(client, email, run_jobs, dev_mail, signup=True)
        org = create_org(client, session, name, slug=unique_slug(name.split()[0].lower()),
                         user_name=user_name or f"{name.split()[0]} Owner")
        session = {**session, "users": [{"userId": u["userId"], "org": u["org"]} for u in
                                        client.get("/auth/session", headers={"user-account-id": str(session["userAccountId"])}).get_json()["users"]]}
        ws = Workspace(app, client, session, org, email, run_jobs, dev_mail)
        if business:
            set_business(ws, f"{name} Limited", address="1 Main Road, Auckland")
        return ws

    return make


@pytest.fixture(scope="module")
def module_project(module_party):
    """`project` at module scope: module_project(site_name=..., supplier=..., customer=...) -> Project."""

    def make(site_name: str = "Queen St Apartments", supplier=None, customer=None, **kwargs) -> Project:
        supplier = supplier or module_party("Acme Builders")
        customer = customer or module_party("Client Co")
        contract = supplier.ok(CREATE, {"input": project_input(customer_ws=customer, site_name=site_name, **kwargs)})
        contract = contract["contractCreate"]["contract"]
        accept_invitation(customer, contract["id"])
        return Project(supplier, customer, by_slug(supplier, contract))

    return make


def clear_bank(app, *workspaces) -> None:
    """Every bank statement these organisations imported, gone: their allocations, lines, imports and kept
    column mappings (the four tables of app/retention/bank_models.py, all in the organisation's own schema,
    which nothing else reads or writes). Written straight into the database because no screen deletes a
    statement: it lets the tests of one module share a holder of three ledgers, each starting as if the
    holder had never imported one."""
    from sqlalchemy import delete

    from app.db import db
    from app.retention.bank_models import BankAllocation, BankImport, BankLine, BankMapping
    from tenants.context import tenant_context
    from tenants.models import Organisation

    with app.app_context():
        for ws in workspaces:
            with tenant_context(db.session.get(Organisation, ws.org["id"])):
                for model in (BankAllocation, BankLine, BankImport, BankMapping):
                    db.session.execute(delete(model))
                db.session.commit()
