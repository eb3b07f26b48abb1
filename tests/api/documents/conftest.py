"""Fixtures of the served-document tests: a sent claim with its access link, a scheduled project."""
from tests.api.factories import (  # noqa: F401  (fixtures)
    no_wait, party, project, scheduled_project, sent_claim, visitor,
)
