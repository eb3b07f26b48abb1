"""Fixtures of the payment schedule API tests: a claim sent by the supplier (tests/api/factories.py).

    s = scheduled_project()            # claim 1 sent: lines a (10,000.00), b (5,000.00), c (2,500.00), 5% retention
    s = scheduled_contract()           # the same, between Acme Builders and Client Co signed up once per module
    s.schedule()                       # the claim's schedule as the customer sees it
    s.save(lines=[scheduled("a", 800_000, "Defective work")], notes=["..."])   # paymentScheduleUpdate
    s.send()                           # paymentScheduleSend
"""

from tests.api.factories import (  # noqa: F401  (fixtures)
    contract, module_parties, module_party, party, project, scheduled_contract, scheduled_project,
)


FIX = "Please fix the errors before submitting: "
