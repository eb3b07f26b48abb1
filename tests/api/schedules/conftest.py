"""Fixtures of the payment schedule API tests: a claim sent by the supplier (tests/api/factories.py).

    s = scheduled_project()            # claim 1 sent: lines a (10,000.00), b (5,000.00), c (2,500.00), 5% retention
    s.schedule()                       # the claim's schedule as the customer sees it
    s.save(lines=[scheduled("a", 800_000, "Defective work")], notes=["..."])   # paymentScheduleUpdate
    s.send()                           # paymentScheduleSend
"""
from tests.api.factories import party, project, scheduled_project  # noqa: F401  (fixtures)


FIX = "Please fix the errors before submitting: "
