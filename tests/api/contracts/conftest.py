"""Fixtures of the contract API tests: organisations with business details, and projects
(tests/api/factories.py); the queries only these tests use.

    supplier = party("Acme Builders")           # a signed-in owner of a new organisation with business details
    customer = party("Client Co")
    contract = create_project(supplier, customer_ws=customer)   # the Contract as the supplier sees it, once the
                                                                 # customer has accepted it (accept=False: pending)
    supplier.ok(QUERY, {...}) / supplier.gql(...)            # GraphQL as them, in their organisation
"""
import pytest

from tests.api.factories import create_project, party, project  # noqa: F401  (fixtures)
from tests.conftest import outbox


@pytest.fixture(scope="module")
def module_party(app):
    """`party` at module scope, for a world the module's tests share (each test reads it, or acts on
    its own part of it): the same factory, its jobs and mail read as `run_jobs` and `dev_mail` do."""
    from tests.jobs import run_burst

    def run_jobs() -> int:
        return run_burst(app)

    def dev_mail(to: str | None = None) -> list[dict]:
        return outbox(app, to)

    return party.__wrapped__(app, run_jobs, dev_mail)


@pytest.fixture(scope="module")
def module_project(module_party):
    """`project` at module scope (its parties made by `module_party`)."""
    return project.__wrapped__(module_party)


@pytest.fixture(scope="module")
def module_parties(module_party):
    """module_parties(name) -> the module's one organisation of that name, signed up on first use: for
    tests that each make their own contracts between the same organisations and read only those."""
    made = {}

    def get(name: str = "Acme Builders"):
        if name not in made:
            made[name] = module_party(name)
        return made[name]

    return get



@pytest.fixture
def contract(project, module_parties):
    """contract(site_name=...) -> a Project of the test's own between Acme Builders and Client Co, two
    organisations the module's tests share (signed up once): for tests that read only their own contract,
    not an organisation's lists, mail or numbering."""
    def make(site_name: str = "Queen St Apartments", **kwargs):
        return project(site_name=site_name, supplier=module_parties("Acme Builders"),
                       customer=module_parties("Client Co"), **kwargs)

    return make


NODE = "query($id: ID!) { node(id: $id) { id ... on Contract { slug siteName } } }"

