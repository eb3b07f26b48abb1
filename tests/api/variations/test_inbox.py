"""The Inbox's variations awaiting the viewer's estimate: the supplier's own, with their deadline,
overdue ones marked, gone once estimated or closed; a fixed number of statements."""
from datetime import timedelta

from sqlalchemy import update

from app.db import db
from app.domain.working_days import today_in_auckland
from app.variations.models import Issue
from tests.api.variations.conftest import World
from tests.querycount import count_queries

INBOX = """{ estimateRequests {
  dueAt workingDaysLeft isOverdue
  issue { id number title createdByOrganisation }
  variation { id contractId contract { siteName } }
} }"""


def rows(ws) -> list[dict]:
    return ws.ok(INBOX)["estimateRequests"]


def overdue(issue, days=1):
    db.session.execute(update(Issue).where(Issue.id == int(issue["number"]))
                       .values(due_at=today_in_auckland() - timedelta(days=days)))
    db.session.commit()


def test_each_supplier_sees_its_own_requests_soonest_first_overdue_marked(world, app_ctx):
    w = world()
    today = today_in_auckland()
    later = w.raise_issue(title="Later", dueAt=(today + timedelta(days=30)).isoformat())
    sooner = w.raise_issue(title="Sooner", dueAt=(today + timedelta(days=10)).isoformat())
    late = w.raise_issue(title="Late", contracts=[w.a])
    overdue(late)
    mine = rows(w.sub_a)
    assert [(r["issue"]["title"], r["isOverdue"]) for r in mine] == [("Late", True), ("Sooner", False),
                                                                     ("Later", False)]
    assert mine[0]["dueAt"] == (today - timedelta(days=1)).isoformat() and mine[0]["workingDaysLeft"] < 0
    assert mine[1]["dueAt"] == (today + timedelta(days=10)).isoformat() and mine[1]["workingDaysLeft"] > 0
    assert {r["variation"]["contractId"] for r in mine} == {w.a.id}
    assert mine[1]["issue"]["createdByOrganisation"] == "Head Co"
    # Supplier B: only its own contract's, never the late one raised to A alone.
    theirs = rows(w.sub_b)
    assert [r["issue"]["title"] for r in theirs] == ["Sooner", "Later"]
    assert {r["variation"]["contractId"] for r in theirs} == {w.b.id}
    # The customer awaits nobody's estimate of its own.
    assert rows(w.head) == []
    # Estimated: gone from A's Inbox, still in B's; a rejected (closed) variation is gone too.
    w.estimate(sooner, w.a, ws=w.sub_a)
    assert [r["issue"]["title"] for r in rows(w.sub_a)] == ["Late", "Later"]
    w.estimate(later, w.b, ws=w.head)
    assert [r["issue"]["title"] for r in rows(w.sub_b)] == ["Sooner"]


RENAME = "mutation($input: ContractUpdateInput!) { contractUpdate(input: $input) { contract { siteName } } }"


def version(ws) -> str:
    return ws.ok("{ estimateRequestsVersion }")["estimateRequestsVersion"]


def test_the_version_the_poll_asks_changes_with_the_list_and_only_then(world):
    w = world()
    first = w.raise_issue(title="First")
    seen = version(w.sub_a)
    assert version(w.sub_a) == seen  # nothing changed: the poll fetches nothing more
    w.raise_issue(title="Second", contracts=[w.a])
    arrived = version(w.sub_a)
    assert arrived != seen
    assert version(w.sub_b) != arrived  # each supplier's own list
    w.estimate(first, w.a, ws=w.sub_a)
    left = version(w.sub_a)
    assert left != arrived  # one left the list
    w.sub_a.ok(RENAME, {"input": {"contractId": w.a.id, "siteName": "Queen St Tower"}})
    assert version(w.sub_a) != left  # a row's contract renamed
    assert rows(w.sub_a)[0]["variation"]["contract"]["siteName"] == "Queen St Tower"


def test_an_outsider_sees_none(world, party):
    w = world()
    w.raise_issue()
    assert rows(party("Nosy Parker")) == []


def _statements(ws) -> int:
    rows(ws)  # the session and the workspace warm
    with ws.app.app_context():
        engine = db.engine
    with count_queries(engine) as log:
        found = rows(ws)
    assert found
    return log.count


def test_the_inbox_rows_are_a_fixed_number_of_statements(party, project):
    head, sub = party("Head Co"), party("Sub A")
    contracts = [project(site_name=f"Tower {i}", supplier=sub, customer=head) for i in range(4)]
    w = World(head, sub, sub, contracts[0], contracts[1])
    w.raise_issue(contracts=contracts[:1])
    one = _statements(sub)
    for i in range(3):
        w.raise_issue(title=f"Issue {i}", contracts=contracts)
    assert len(rows(sub)) == 13
    assert _statements(sub) == one <= 8
