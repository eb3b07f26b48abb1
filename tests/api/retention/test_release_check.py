"""A release of retention counted once (issue 38, app.retention.release_check): a release recorded by hand
while the subcontractor's claim of the same stage is out, then the schedule of that claim, write together
no more than the stage (the schedule's entry capped at what is left of the stage, under the ledger's lock);
the payer is told on the schedule screen before sending, and the holder is warned (not refused) when
recording the release by hand."""
import threading
from datetime import date

import pytest
from graphql_relay import from_global_id

from app.db import db
from app.retention import ledger
from app.retention.models import RELEASED
from tenants.context import tenant_context
from tenants.models import Organisation
from tests.api.factories import PERIOD, ScheduledProject, party, project  # noqa: F401  (fixtures)
from tests.api.retention.test_release_claim import LEDGER, claim_release, due  # noqa: F401  (fixtures)

RECORD = ("mutation($input: RetentionEntryRecordInput!) { retentionEntryRecord(input: $input) "
          "{ ledger { balances { released } } } }")
OUT = "query { retention { weHold { payeeName releaseClaimsOut } heldFromUs { releaseClaimsOut } } }"
WARNINGS = """query($id: ID!, $n: Int!) { node(id: $id) { ... on Contract { claim(number: $n) {
  schedule { retentionReleaseWarnings { itemId held message } } } } } }"""


@pytest.fixture
def claimed_out(due):
    """The subcontractor's claim 2 of 'Release of retention: Practical completion' ($5,000.00), sent."""
    p = due
    claim_release(p)
    p.patch(2, {**PERIOD, "date": "2026-07-02"})
    p.submitted(2)
    return p


def record_release(p, amount: int, day: str = "2026-07-03") -> dict:
    return p.customer.gql(RECORD, {"input": {"contractId": p.id, "kind": "released", "amount": amount, "date": day,
                                            "bankRef": "PAID-OUTSIDE"}})


def warnings_of(p, ws=None) -> list:
    claim = (ws or p.customer).ok(WARNINGS, {"id": p.id, "n": 2})["node"]["claim"]
    return claim["schedule"]["retentionReleaseWarnings"] if claim["schedule"] else []


def schedule_in_full(p) -> ScheduledProject:
    s = ScheduledProject(p, number=2)
    s.save(scheduleExcl=500_000, scheduleTax=75_000, dueDate="2026-07-20")
    return s


def released_entries(p) -> list[int]:
    [held] = p.customer.ok(LEDGER)["retention"]["weHold"]
    return [e["amount"] for e in held["entries"] if e["kind"] == RELEASED]


def test_a_release_by_hand_while_the_claim_is_out_then_its_schedule_count_the_stage_once(claimed_out):
    p = claimed_out
    out = p.customer.ok(OUT)["retention"]
    [held] = out["weHold"]
    # The holder is warned before recording it by hand, not refused (money paid outside the claim is recordable).
    assert held["releaseClaimsOut"] == [
        f"Claim 2 from {held['payeeName']} claims this release: record it when you schedule that claim."]
    assert p.supplier.ok(OUT)["retention"]["heldFromUs"][0]["releaseClaimsOut"] == []
    assert warnings_of(p) == []  # nothing released yet: the whole stage is held
    body = record_release(p, 123_456)
    assert "errors" not in body, body["errors"]
    # The payer is told beside the line before sending: $5,000.00 - $1,234.56 is still held.
    assert warnings_of(p) == [{"itemId": "retention-release-1", "held": 376_544, "message":
                               "Only $3,765.44 of this release is still held: $1,234.56 was released on 3 July 2026."}]
    assert warnings_of(p, p.supplier) == []  # the payer's draft, not the subcontractor's to read
    schedule_in_full(p).sent()
    # The schedule writes only what is left of the stage: $5,000.00 released in all, to the cent.
    assert released_entries(p) == [123_456, 376_544]
    [held] = p.customer.ok(LEDGER)["retention"]["weHold"]
    assert held["balances"]["released"] == 500_000 and held["balances"]["retentionMoney"] == 500_000
    assert p.customer.ok(OUT)["retention"]["weHold"][0]["releaseClaimsOut"] == []  # scheduled: no longer out


def test_a_stage_released_in_full_by_hand_leaves_the_schedule_nothing_to_write(claimed_out):
    p = claimed_out
    assert "errors" not in record_release(p, 500_000)
    [warning] = warnings_of(p)
    assert warning["held"] == 0 and warning["message"].startswith("Only $0.00 of this release is still held: "
                                                                 "$5,000.00 was released on 3 July 2026.")
    schedule_in_full(p).sent()
    assert released_entries(p) == [500_000]


def test_two_writers_at_once_the_second_sees_the_first(claimed_out, app):
    """A release by hand holds the ledger's lock, not yet committed, when the schedule is sent from another
    connection: the send waits, then writes only what the hand release left of the stage."""
    p = claimed_out
    s = schedule_in_full(p)
    contract_id = int(from_global_id(p.id)[1])
    result = {}

    def send():
        result["claim"] = s.send()

    with app.app_context(), tenant_context(db.session.get(Organisation, p.customer.org["id"])):
        ledger.lock(contract_id)
        ledger.append(contract_id, RELEASED, 100_000, date(2026, 7, 3), locked=True, note="Paid outside the claim")
        other = threading.Thread(target=send)
        other.start()
        other.join(timeout=2)
        assert other.is_alive()  # the send waits on the ledger's lock
        db.session.commit()
    other.join(timeout=60)
    assert not other.is_alive() and "errors" not in result["claim"], result
    assert released_entries(p) == [100_000, 400_000]
