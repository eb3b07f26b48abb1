"""The organisation's feed: newest first, paged by cursor, searched by q, at a fixed cost."""
from app.db import db
from tests.api.activity.conftest import ARCHIVE, RESTORE
from tests.api.factories import CHANGE_TO_DRAFT, FEED, MARK_PAID, PERIOD, errors_of, feed, gst, kinds, line
from tests.querycount import count_queries

CLAIMS_ACTIVITY = """
query($id: ID!) { node(id: $id) { ... on Contract { claims { number activity { type user { name } } } } } }
"""


def toggle(p, times: int) -> None:
    """2 entries a time: contract archived, contract unarchived."""
    for _ in range(times):
        p.supplier.ok(ARCHIVE, {"id": p.id})
        p.supplier.ok(RESTORE, {"id": p.id})


def test_pages_of_25_newest_first_with_older_and_newer(project):
    p = project()
    toggle(p, 15)  # 31 entries with 'contract created'
    everything = feed(p.supplier, last=100)["entries"]
    assert len(everything) == 31 and everything[-1]["type"] == "contract created"
    assert [e["at"] for e in everything] == sorted((e["at"] for e in everything), reverse=True)
    ids = [e["id"] for e in everything]

    first = feed(p.supplier)
    assert [e["id"] for e in first["entries"]] == ids[:25]
    assert first["hasOlder"] is True and first["hasNewer"] is False

    older = feed(p.supplier, before=first["olderCursor"])
    assert [e["id"] for e in older["entries"]] == ids[25:]
    assert older["hasOlder"] is False and older["hasNewer"] is True

    newer = feed(p.supplier, after=older["newerCursor"])
    assert [e["id"] for e in newer["entries"]] == ids[:25]
    assert newer["hasOlder"] is True and newer["hasNewer"] is False

    closer = feed(p.supplier, after=older["newerCursor"], last=3)
    assert [e["id"] for e in closer["entries"]] == ids[22:25]
    assert closer["hasOlder"] is True and closer["hasNewer"] is True

    sidebar = feed(p.supplier, last=20)
    assert len(sidebar["entries"]) == 20 and sidebar["hasOlder"] is True


def test_the_sidebar_has_nothing_more_when_all_fit(project):
    p = project()
    page = feed(p.supplier, last=20)
    assert kinds(page["entries"]) == ["contract created"] and page["hasOlder"] is False


def test_q_matches_person_label_site_slug_and_claim_number(project, party):
    supplier = party("Acme Builders")
    queen = project(site_name="Queen St Apartments", supplier=supplier)
    king = project(site_name="King St Offices", supplier=supplier)
    for p in (queen, king):
        p.new_claim()
        p.lines(create=[line("a", "Foundations", 100_000, amount=10_000, tax=gst(10_000))])
        p.patch(1, PERIOD)
        p.submitted(1)
    king.new_claim()
    king.supplier.ok(MARK_PAID, {"id": king.id, "n": 1, "p": True})

    def found(q):
        return [(e["siteName"], e["type"], e["claimNumber"]) for e in feed(supplier, q=q)["entries"]]

    assert found("marked as paid") == [("King St Offices", "marked as Paid", 1)]
    assert found("king #2") == [("King St Offices", "created", 2)]
    assert {t for _, t, _ in found("QUEEN")} == {"sent", "finalised", "edited draft", "created", "contract created"}
    assert {s for s, _, _ in found("acme")} == {"Queen St Apartments", "King St Offices"}
    assert found(queen.contract["slug"] + " sent") == [("Queen St Apartments", "sent", 1)]
    assert found("nothing-like-this") == []
    assert found("100%_") == []  # LIKE wildcards are plain characters
    assert len(found("  ")) == len(feed(supplier, last=100)["entries"][:25])


def test_bad_arguments_are_clear_errors(project):
    p = project()
    cases = [
        ({"before": "not-a-cursor"}, "Invalid cursor", "before"),
        ({"after": "eyJ4IjoxfQ"}, "Invalid cursor", "after"),
        ({"last": 0}, "last must be between 1 and 100", "last"),
        ({"last": 101}, "last must be between 1 and 100", "last"),
        ({"before": "x", "after": "y"}, "Give before or after, not both", "after"),
        ({"q": "x" * 201}, "The search is too long (at most 200 characters)", "q"),
    ]
    for variables, message, field in cases:
        body = p.supplier.gql(FEED, variables)
        assert errors_of(body) == [message], variables
        assert body["errors"][0]["extensions"]["field"] == field


def statements(app, ws, query, variables=None) -> int:
    with app.app_context():
        engine = db.engine
    with count_queries(engine) as log:
        ws.ok(query, variables)
    return log.count


def test_a_page_costs_the_same_statements_whatever_its_size(app, project, party):
    supplier, customer = party("Acme Builders"), party("Client Co")
    projects = [project(site_name=f"Site {i}", supplier=supplier, customer=customer) for i in range(3)]
    for p in projects:
        toggle(p, 5)
    small = statements(app, supplier, FEED, {"last": 2})
    large = statements(app, supplier, FEED, {"last": 30})
    paged = statements(app, supplier, FEED, {"last": 30, "before": feed(supplier, last=2)["olderCursor"]})
    assert small == large <= 4 and paged == small + 1, (small, large, paged)


def test_the_activity_of_many_claims_is_one_statement(app, project):
    p = project()
    p.new_claim()
    p.lines(create=[line("a", "Foundations", 100_000, amount=10_000, tax=gst(10_000))])
    p.patch(1, PERIOD)
    p.submitted(1)
    one = statements(app, p.supplier, CLAIMS_ACTIVITY, {"id": p.id})
    for n in (2, 3):
        p.new_claim()
        p.lines(update=[{"itemId": "a", "amount": 10_000 * n, "tax": gst(10_000 * n)}])
        p.patch(n, {"periodTo": f"2026-0{n + 2}-28"})
        p.submitted(n)
    p.supplier.ok(CHANGE_TO_DRAFT, {"id": p.id, "n": 3})
    claims = p.supplier.ok(CLAIMS_ACTIVITY, {"id": p.id})["node"]["claims"]
    assert [(c["number"], c["activity"][0]["type"]) for c in claims] == [
        (3, "moved to Draft"), (2, "sent"), (1, "sent")]
    assert statements(app, p.supplier, CLAIMS_ACTIVITY, {"id": p.id}) == one
