"""Fixtures of the comments and feedback API tests: a project between two organisations (`contract`: one of the
test's own between two organisations the module's tests share)."""
from tests.api.factories import contract, module_parties, module_party, party, project  # noqa: F401  (fixtures)
