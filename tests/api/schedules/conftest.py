"""Fixtures of the payment schedule API tests: a claim sent by the supplier (tests/api/factories.py).

    s = scheduled_project()            # claim 1 sent: lines a (10,000.00), b (5,000.00), c (2,500.00), 5% retention
    s = scheduled_contract()           # the same, between Acme Builders and Client Co signed up once per module
    s.schedule()                       # the claim's schedule as the customer sees it
    s.save(lines=[scheduled("a", 800_000, "Defective work")], notes=["..."])   # paymentScheduleUpdate
    s.send()                           # paymentScheduleSend
"""
import pytest

from tests.api.factories import (  # noqa: F401  (fixtures)
    contract, module_parties, module_party, party, project, scheduled_project,
)


FIX = "Please fix the errors before submitting: "


@pytest.fixture
def scheduled_contract(scheduled_project, module_parties):  # noqa: F811  (fixtures imported above)
    """scheduled_contract(...) -> `scheduled_project(...)` on a contract of the test's own between Acme Builders and
    Client Co, two organisations the module's tests share (signed up once): for tests that read only their own
    contract, not an organisation's lists, members or mail. `supplier=` or `customer=` gives one side its own."""

    def make(**kwargs):
        kwargs.setdefault("supplier", module_parties("Acme Builders"))
        kwargs.setdefault("customer", module_parties("Client Co"))
        return scheduled_project(**kwargs)

    return make
