"""The variation register (issue 36): every variation the viewer reaches across its projects, with
who must act, filtered by state and project; its version changes when a row does; a fixed number
of statements whatever its size; another organisation's variations never appear."""
from app.db import db
from tests.api.variations.conftest import World, line
from tests.api.variations.test_variation_ledger import approve_both
from tests.querycount import count_queries

ROWS = """
  id issue { number title raisedBySupplier }
  contract { id siteName slug owner { slug } supplier { name } customer { name } }
  estimate { total } supplierApproval { state } customerApproval { state }
  awaiting viewerMustAct viewerIsSupplier
"""
REGISTER = ("query($state: VariationRegisterState, $projectId: ID) { "
            "variationRegister(state: $state, projectId: $projectId) { %s } }" % ROWS)
VERSION = ("query($state: VariationRegisterState, $projectId: ID) { "
           "variationRegisterVersion(state: $state, projectId: $projectId) }")


def rows(ws, **filters) -> list[tuple]:
    found = ws.ok(REGISTER, filters)["variationRegister"]
    return [(r["issue"]["title"], r["contract"]["siteName"], r["awaiting"], r["viewerMustAct"],
             r["estimate"]["total"] if r["estimate"] else None) for r in found]


def version(ws, **filters) -> str:
    return ws.ok(VERSION, filters)["variationRegisterVersion"]


def test_every_variation_across_projects_with_who_must_act_and_filters(world, party):
    w = world()
    stair = w.raise_issue(title="Move the stair")  # to Tower A and Tower B
    w.estimate(stair, w.a, w.sub_a, lines=[line("Stair", 1_240_000)])
    approve_both(w, stair, w.a)
    doors = w.raise_issue(title="Wider doors", contracts=[w.b])
    w.estimate(doors, w.b, w.sub_b, lines=[line("Doors", 300_000)])
    for ws, supplier in ((w.head, False), (w.sub_b, True)):
        assert "errors" not in w.approve(doors, w.b, ws, "Rejected", supplier=supplier)
    fire = w.sub_a.ok("""mutation($input: IssueCreateInput!) { issueCreate(input: $input) { issue { id } } }""",
                      {"input": {"contractIds": [w.a.id], "title": "Fire stopping"}})  # raised by the supplier
    assert fire
    # The head contractor: every variation of both projects, newest issue first.
    assert rows(w.head) == [
        ("Fire stopping", "Tower A", "Supplier", False, None),
        ("Wider doors", "Tower B", None, False, 300_000),
        ("Move the stair", "Tower A", None, False, 1_240_000),
        ("Move the stair", "Tower B", "Supplier", False, None),
    ]
    # A supplier: its own contract's only, its own turn marked.
    assert rows(w.sub_a) == [("Fire stopping", "Tower A", "Supplier", True, None),
                             ("Move the stair", "Tower A", None, False, 1_240_000)]
    assert rows(w.sub_b) == [("Wider doors", "Tower B", None, False, 300_000),
                             ("Move the stair", "Tower B", "Supplier", True, None)]
    # Filters: by state, by project, both.
    assert [r[:2] for r in rows(w.head, state="Open")] == [("Fire stopping", "Tower A"), ("Move the stair", "Tower B")]
    assert [r[:2] for r in rows(w.head, state="Approved")] == [("Move the stair", "Tower A")]
    assert [r[:2] for r in rows(w.head, state="Rejected")] == [("Wider doors", "Tower B")]
    assert [r[:2] for r in rows(w.head, projectId=w.b.id)] == [("Wider doors", "Tower B"), ("Move the stair", "Tower B")]
    assert [r[:2] for r in rows(w.head, projectId=w.a.id, state="Open")] == [("Fire stopping", "Tower A")]
    # Another organisation sees nothing, by project neither (as a contract that does not exist).
    outsider = party("Outsider Ltd")
    assert rows(outsider) == [] and rows(outsider, projectId=w.a.id) == []
    assert version(outsider, projectId=w.a.id) == version(outsider) == "0.0"


def test_the_version_changes_when_a_row_does_and_only_then(world):
    w = world()
    issue = w.raise_issue(contracts=[w.a])
    before, before_open = version(w.head), version(w.head, state="Open")
    assert version(w.head) == before  # asked again, nothing changed
    w.estimate(issue, w.a, w.sub_a)
    after = version(w.head)
    assert after != before and version(w.head, state="Open") != before_open
    approve_both(w, issue, w.a)
    assert version(w.head) != after
    assert version(w.head, state="Open") == "0.0" and version(w.head, state="Approved") != "0.0"
    # A comment changes no row of the register.
    same = version(w.head)
    w.sub_a.ok("""mutation($input: VariationCommentAddInput!) { variationCommentAdd(input: $input) {
        comment { commentId } } }""", {"input": {**w.ref(issue, w.a), "commentId": "c1", "body": "Hi"}})
    assert version(w.head) == same


def _statements(ws) -> int:
    ws.ok(REGISTER, {})  # the session and the workspace warm
    with ws.app.app_context():
        engine = db.engine
    with count_queries(engine) as log:
        found = ws.ok(REGISTER, {})["variationRegister"]
    assert found
    return log.count


def test_the_register_is_a_fixed_number_of_statements_whatever_its_size(party, project):
    head = party("Head Co")
    subs = [project(site_name=f"Tower {i}", supplier=party(f"Sub {i}"), customer=head) for i in range(3)]
    w = World(head, subs[0].supplier, subs[1].supplier, subs[0], subs[1])
    small_head = party("Small Co")
    # The same three suppliers: the small head's register reads only its own contracts.
    small = [project(site_name=f"Shed {i}", supplier=subs[i].supplier, customer=small_head) for i in range(3)]
    ws = World(small_head, small[0].supplier, small[1].supplier, small[0], small[1])
    for i in range(3):  # 3 issues, one variation each
        issue = ws.raise_issue(title=f"Small {i}", contracts=[small[i]])
        ws.estimate(issue, small[i], small[i].supplier)
    for i in range(10):  # 10 issues to 3 contracts: 30 variations, estimated, some approved
        issue = w.raise_issue(title=f"Change {i}", contracts=subs)
        if i % 3 == 0:
            w.estimate(issue, subs[0], subs[0].supplier)
            if i % 6 == 0:
                approve_both(w, issue, subs[0])
    assert len(head.ok(REGISTER, {})["variationRegister"]) == 30
    assert _statements(small_head) == _statements(head) <= 12
