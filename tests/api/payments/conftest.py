"""Fixtures of the payment and standing tests: the schedule tests' projects, and one claim read on
every surface that shows its statutory facts (the claim page's field, the home list's row, the
export's row)."""
from dataclasses import dataclass

import pytest

from tests.api.factories import ScheduledProject
from tests.api.factories import (  # noqa: F401  (fixtures)
    contract, exported, module_parties, module_party, module_project, party, project, scheduled_contract,
    scheduled_project,
)
from tests.conftest import migrated_app

STANDING = """
  state badges { text tone } scheduleDeadline claimDueDate schedulePaymentDate paymentDue claimed scheduled payable
  received paidByPayer paidToPayee outstanding scheduleGivenLate scheduleOverdue paymentOverdue
  debt { sections amount since statement } amountsDiffer nextDate nextLabel summary lateScheduleNotice
"""
PAYMENT = "id side paidOn amount reference note correctsId isCorrected recordedBy viewerCanCorrect"
CLAIM = """
query($id: ID!, $n: Int!) { node(id: $id) { ... on Contract { claim(number: $n) {
  status isPaid isPaying viewerCanRecordPayment standing { %s } payments { %s }
} } } }
""" % (STANDING, PAYMENT)
LIST = """
query($box: ClaimBox!) { claimList(box: $box) { claims(first: 100) { edges { node {
  contractId group claim { number standing { %s } }
} } } } }
""" % STANDING
RECORD = ("mutation($input: ClaimPaymentRecordInput!) { claimPaymentRecord(input: $input) "
          "{ claim { isPaid isPaying standing { %s } payments { %s } } } }" % (STANDING, PAYMENT))


LONG = 20 * 365 * 86400


@pytest.fixture(scope="session")
def app(test_config):
    """The app with sign-ins that outlast these tests' moves in time (the clock is set months ahead to
    read a claim on the day its deadline passes): nothing else differs."""
    yield from migrated_app({**test_config, "AUTH_SESSION_MAX_AGE": LONG, "AUTH_SESSION_IDLE_TIMEOUT": LONG})


@dataclass
class Surfaces:
    """One claim as each surface shows it, read as one side on one day."""

    page: dict  # Claim.standing on the claim page
    row: dict  # the home list's row (Inbox for the customer, Sent for the supplier)
    export: dict  # the export's CSV row

    @property
    def standing(self) -> dict:
        return self.page["standing"]


def surfaces(s: ScheduledProject, ws, exported_rows) -> Surfaces:
    page = ws.ok(CLAIM, {"id": s.id, "n": s.number})["node"]["claim"]
    box = "Sent" if ws is s.supplier else "Inbox"
    nodes = [e["node"] for e in ws.ok(LIST, {"box": box})["claimList"]["claims"]["edges"]]
    row = next(n for n in nodes if n["contractId"] == s.id and n["claim"]["number"] == s.number)
    export = next(r for r in exported_rows(ws) if r["contractId"] == s.id and r["number"] == str(s.number))
    return Surfaces(page, row, export)


def record(s: ScheduledProject, ws, paid_on: str, amount: int, **extra) -> dict:
    body = ws.gql(RECORD, {"input": {"contractId": s.id, "number": s.number, "paidOn": paid_on, "amount": amount,
                                     **extra}})
    return body
