"""Fixtures of the GraphQL endpoint tests: signed-in owners of fresh organisations (tests/api/factories.py)."""
from tests.api.factories import workspace  # noqa: F401  (fixtures)
