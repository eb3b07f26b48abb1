"""Fixtures of the adjudication API tests (the modules import the rest from tests/api/factories.py)."""
import inspect

import pytest

from tests.api.factories import contract, module_parties, module_party, party, project  # noqa: F401  (fixtures)


@pytest.fixture
def claims_contract(request, project, contract):  # noqa: F811  (fixtures imported above)
    """claims_contract(**kwargs) -> a Project for a module's shared fixture (`unanswered`, `served`): a contract of
    the test's own between Acme Builders and Client Co signed up once per module (`contract`), or, for a test that
    reads mail (it asks for `dev_mail`), between organisations of its own (`project`): a shared organisation's
    mailbox holds the other tests' notices too."""
    reads_mail = "dev_mail" in inspect.signature(request.function).parameters
    return project if reads_mail else contract
