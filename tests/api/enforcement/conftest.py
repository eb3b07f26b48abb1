"""Fixtures of the remedies' tests: an app whose sign-ins outlast the clock set weeks ahead, and the
queries and mutations they use."""
import pytest

from tests.api.factories import (  # noqa: F401  (fixtures)
    exported, module_parties, module_party, party, project, scheduled_contract, scheduled_project,
)
from tests.conftest import migrated_app

LONG = 20 * 365 * 86400


@pytest.fixture(scope="session")
def app(test_config):
    yield from migrated_app({**test_config, "AUTH_SESSION_MAX_AGE": LONG, "AUTH_SESSION_IDLE_TIMEOUT": LONG})
