"""Fixtures of the claims API tests: a project between two organisations (tests/api/factories.py).

    p = project()                     # supplier and customer workspaces, the contract (as the supplier sees it)
    claim = p.new_claim()             # claimCreate; returns the claim (number, draft { rev ... })
    p.lines(create=[line("a", "Foundations", 1_000_000)])          # ledgerUpdate at the current ledgerRev
    p.ledger()                        # the ledger as the supplier sees it
    module_project(), module_party()  # `project` and `party` for a world built once per module (tests that share it)
    contract()                        # a project of the test's own between the module's two organisations
"""
import pytest

from tests.api.factories import party, project  # noqa: F401  (fixtures)
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
