"""Fixtures of the comments and feedback API tests: a project between two organisations."""
from tests.api.claims.conftest import project  # noqa: F401  (fixture)
from tests.api.contracts.conftest import party  # noqa: F401  (fixture)
