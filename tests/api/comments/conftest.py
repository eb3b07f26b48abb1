"""Fixtures of the comments and feedback API tests: a project between two organisations."""
from tests.api.factories import party, project  # noqa: F401  (fixtures)
