"""Fixtures of the payment schedule API tests: a claim sent by the supplier, and schedule helpers.

    s = scheduled_project()            # claim 1 sent: lines a (10,000.00), b (5,000.00), c (2,500.00), 5% retention
    s.schedule()                       # the claim's schedule as the customer sees it
    s.save(lines=[scheduled("a", 800_000, "Defective work")], notes=["..."])   # paymentScheduleUpdate
    s.send()                           # paymentScheduleSend
"""
from dataclasses import dataclass

import pytest

from tests.api.claims.conftest import PERIOD, Project, errors_of, gst, line, on_day, project  # noqa: F401  (fixtures)
from tests.api.contracts.conftest import party  # noqa: F401  (fixture)

SCHEDULE_FIELDS = """
  status claimRev dueDate isTaxInvoice notes reference adjustExcl adjustTax retention scheduleExcl scheduleTax
  claimedExcl claimedTax version sentAt submittedBy pdfDownloadUrl pdfViewUrl
  lines { itemId name claimed scheduled reason removable removed }
"""
CLAIM = """
query($id: ID!, $n: Int!) { node(id: $id) { ... on Contract { claim(number: $n) {
  status viewerCanSchedule viewerCanDraftSchedule viewerCanChangeToDraft viewerCanSetPaying
  schedule { %s }
} } } }
""" % SCHEDULE_FIELDS
UPDATE = ("mutation($input: PaymentScheduleUpdateInput!) { paymentScheduleUpdate(input: $input) "
          "{ claim { status schedule { %s } } } }" % SCHEDULE_FIELDS)
SEND = ("mutation($id: ID!, $n: Int!) { paymentScheduleSend(input: {contractId: $id, number: $n}) "
        "{ claim { status schedule { %s } } } }" % SCHEDULE_FIELDS)

RETENTION_5 = {"marginalRates": [{"rate": 5_000_000}]}
FIX = "Please fix the errors before submitting: "


def scheduled(item_id: str, amount: int, reason: str = "") -> dict:
    return {"itemId": item_id, "scheduled": amount, "reason": reason}


@dataclass
class ScheduledProject:
    p: Project
    number: int = 1

    @property
    def id(self) -> str:
        return self.p.id

    @property
    def customer(self):
        return self.p.customer

    @property
    def supplier(self):
        return self.p.supplier

    def claim(self, ws=None) -> dict:
        return (ws or self.customer).ok(CLAIM, {"id": self.id, "n": self.number})["node"]["claim"]

    def schedule(self, ws=None) -> dict | None:
        return self.claim(ws)["schedule"]

    def update(self, ws=None, **changes) -> dict:
        """paymentScheduleUpdate based on the schedule as `ws` sees it, totals as the server computes them
        unless given (`totals=False` sends the ones in `changes`)."""
        ws = ws or self.customer
        current = self.schedule(ws) or {}
        data = {
            "contractId": self.id, "number": self.number, "claimRev": current.get("claimRev", 1),
            "version": current.get("version", 0), "dueDate": "2026-05-20", "isTaxInvoice": False,
            "lines": [], "adjustExcl": 0, "adjustTax": 0, "notes": [], "reference": "",
        }
        data.update(changes)
        if "scheduleExcl" not in data:
            data["scheduleExcl"], data["scheduleTax"] = expected_totals(self, data)
        return ws.gql(UPDATE, {"input": data})

    def save(self, ws=None, **changes) -> dict:
        body = self.update(ws, **changes)
        assert "errors" not in body, body["errors"]
        return body["data"]["paymentScheduleUpdate"]["claim"]["schedule"]

    def send(self, ws=None) -> dict:
        return (ws or self.customer).gql(SEND, {"id": self.id, "n": self.number})

    def sent(self, ws=None) -> dict:
        body = self.send(ws)
        assert "errors" not in body, body["errors"]
        return body["data"]["paymentScheduleSend"]["claim"]


CLAIMED = {"a": 1_000_000, "b": 500_000, "c": 250_000}


def expected_totals(s, data) -> tuple[int, int]:
    """The schedule's totals spelled out for the fixture's claim (5% retention, nothing before)."""
    scheduled_gross = sum(CLAIMED.values()) + sum(line["scheduled"] - CLAIMED[line["itemId"]]
                                                  for line in data["lines"] if line["itemId"] in CLAIMED)
    retention = -((scheduled_gross * 5 + 50) // 100) if scheduled_gross >= 0 else 0
    excl = scheduled_gross + retention
    return excl + data["adjustExcl"], gst(excl) + data["adjustTax"]


@pytest.fixture
def scheduled_project(project):
    """A contract with claim 1 sent: three lines, 5% retention."""

    def make(before_send=None, served=None, **kwargs) -> ScheduledProject:
        """`before_send(p)` runs on the project just before claim 1 is sent; `served`: the day it is
        sent (default: today)."""
        p = project(**kwargs)
        p.new_claim()
        p.lines(create=[line("a", "Foundations", 5_000_000, amount=1_000_000, tax=150_000),
                        line("b", "Framing", 2_000_000, amount=500_000, tax=75_000),
                        line("c", "Roofing", 1_000_000, amount=250_000, tax=37_500)],
                retentionFormula=RETENTION_5)
        p.patch(1, {**PERIOD, "date": "2026-03-31"})
        if before_send:
            before_send(p)
        if served:
            with on_day(served):
                p.submitted(1)
        else:
            p.submitted(1)
        return ScheduledProject(p)

    return make
