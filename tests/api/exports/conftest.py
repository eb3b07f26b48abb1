"""Fixtures of the export API tests: the schedule tests' projects, and the export as rows."""
import pytest

from tests.api.factories import (  # noqa: F401  (fixtures)
    contract, exported, module_parties, module_party, party, project, scheduled_project,
)


@pytest.fixture
def scheduled_contract(scheduled_project, module_parties):  # noqa: F811  (fixtures imported above)
    """scheduled_contract(...) -> `scheduled_project(...)` on a contract of the test's own between Acme Builders and
    Client Co, two organisations the module's tests share (signed up once): for tests that read only their own
    contract (a contract's ledger export), not an organisation's export."""

    def make(**kwargs):
        kwargs.setdefault("supplier", module_parties("Acme Builders"))
        kwargs.setdefault("customer", module_parties("Client Co"))
        return scheduled_project(**kwargs)

    return make
