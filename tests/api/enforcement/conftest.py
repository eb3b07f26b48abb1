"""Fixtures of the remedies' tests: an app whose sign-ins outlast the clock set weeks ahead, and the
queries and mutations they use."""
import pytest

from tests.api.factories import (  # noqa: F401  (fixtures)
    exported, module_parties, module_party, party, project, scheduled_project,
)
from tests.conftest import migrated_app

LONG = 20 * 365 * 86400


@pytest.fixture(scope="session")
def app(test_config):
    yield from migrated_app({**test_config, "AUTH_SESSION_MAX_AGE": LONG, "AUTH_SESSION_IDLE_TIMEOUT": LONG})


@pytest.fixture
def scheduled_contract(scheduled_project, module_parties):  # noqa: F811  (fixtures imported above)
    """scheduled_contract(...) -> `scheduled_project(...)` on a contract of the test's own between Acme Builders and
    Client Co, two organisations the module's tests share (signed up once): for tests that read only their own
    contract and claim, not an organisation's lists, mail, served documents or account names."""

    def make(**kwargs):
        kwargs.setdefault("supplier", module_parties("Acme Builders"))
        kwargs.setdefault("customer", module_parties("Client Co"))
        return scheduled_project(**kwargs)

    return make
