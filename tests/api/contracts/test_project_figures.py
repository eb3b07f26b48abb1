"""The Projects list's figures per contract, its sort, search, pages and isolation, and what a page
costs in SQL statements."""
import pytest

from app.db import db
from tests.api.factories import DELETE_CLAIM, MARK_PAID, PERIOD, accept_invitation, gst, line, on_day
from tests.api.factories import create_project  # noqa: F401  (fixtures)
from tests.querycount import count_queries

FIGURES = "contractValue claimedToDate percentComplete lastClaim { number status date } nextDueDate nextDueLabel"
LIST = """
query($search: String, $order: ProjectOrder, $first: Int, $after: String, $archived: Boolean) {
  projects { contracts(search: $search, orderBy: $order, first: $first, after: $after, archived: $archived) {
    totalCount pageInfo { hasNextPage endCursor }
    edges { cursor node { siteName counterpartyName figures { %s } } }
  } }
}
""" % FIGURES
NODE_FIGURES = "query($id: ID!) { node(id: $id) { ... on Contract { figures { %s } } } }" % FIGURES


def rows(ws, **variables) -> list[dict]:
    return [e["node"] for e in ws.ok(LIST, variables)["projects"]["contracts"]["edges"]]


def names(ws, **variables) -> list[str]:
    return [r["siteName"] for r in rows(ws, **variables)]


def claimed_line(item_id, total, amount, name="Line"):
    return line(item_id, name, total, amount=amount, tax=gst(amount))


def submit(p, number, date, due, served=None):
    """Served on `served`, else on its claim date (the schedule deadline counts from it)."""
    p.patch(number, {**PERIOD, "date": date, "dueDate": due})
    with on_day(served or date):
        p.submitted(number)


def test_figures_count_live_submitted_claims_of_the_submitted_ledger(project):
    p = project("Figures Site")
    p.new_claim()
    p.lines(create=[claimed_line("a", 5_000_000, 1_000_000), claimed_line("b", 3_000_000, 500_000),
                    claimed_line("c", 2_000_000, 200_000)])
    submit(p, 1, "2026-03-31", "2026-04-20")
    p.new_claim()
    p.lines(update=[{"itemId": "a", "amount": 1_000_000, "tax": gst(1_000_000)}], deleteIds=["c"])
    submit(p, 2, "2026-04-30", "2026-05-20")
    p.new_claim()  # claim 3: sent, then voided
    p.lines(update=[{"itemId": "b", "amount": 2_000_000, "tax": gst(2_000_000)}])
    submit(p, 3, "2026-05-31", "2026-06-20")
    p.supplier.ok(DELETE_CLAIM, {"id": p.id, "n": 3})
    p.new_claim()  # claim 4: a draft, on the supplier side only
    p.lines(update=[{"itemId": "b", "amount": 900_000, "tax": gst(900_000)}])
    p.patch(4, {"date": "2026-06-30"})

    # a: 1,000,000 + 1,000,000; b: 500,000; c voided in claim 2 (its 200,000 reversed); 3 voided; 4 a draft.
    supplier = p.supplier.ok(NODE_FIGURES, {"id": p.id})["node"]["figures"]
    # The next statutory date: claim 1 (served 31 March 2026) awaits its schedule, due 1 May 2026 (20 working
    # days, Easter and Anzac Day (observed) skipped), long passed.
    assert supplier == {"contractValue": 8_000_000, "claimedToDate": 2_500_000, "percentComplete": 3125,
                        "lastClaim": {"number": 4, "status": "New", "date": "2026-06-30"},
                        "nextDueDate": "2026-05-01", "nextDueLabel": "Schedule overdue"}
    customer = p.customer.ok(NODE_FIGURES, {"id": p.id})["node"]["figures"]
    assert customer == {**supplier, "lastClaim": {"number": 3, "status": "Voided", "date": "2026-05-31"}}
    # The same as the customer's ledger (app.claims.totals, the submitted view) sums it.
    ledger = p.ledger(p.customer)
    assert ledger["toDate"]["grossToDate"] == 2_500_000
    assert sum(i["totalPrice"] for i in ledger["items"] if not i["isVoided"] and not i["isRetention"]) == 8_000_000
    # The list reads the same figures with its page.
    assert rows(p.supplier, search="Figures")[0]["figures"] == supplier
    assert rows(p.customer, search="Figures")[0]["figures"] == customer

    p.supplier.ok(MARK_PAID, {"id": p.id, "n": 1, "p": True})  # claim 2 (served 30 April) is still open
    assert p.supplier.ok(NODE_FIGURES, {"id": p.id})["node"]["figures"]["nextDueDate"] == "2026-05-28"
    with on_day("2026-05-27"):
        assert p.customer.ok(NODE_FIGURES, {"id": p.id})["node"]["figures"]["nextDueLabel"] == \
            "Schedule due 28 May 2026"
    p.supplier.ok(MARK_PAID, {"id": p.id, "n": 2, "p": True})
    assert p.supplier.ok(NODE_FIGURES, {"id": p.id})["node"]["figures"]["nextDueDate"] is None


def test_a_contract_without_claims_has_no_figures(project):
    p = project("Empty Site")
    assert p.supplier.ok(NODE_FIGURES, {"id": p.id})["node"]["figures"] == {
        "contractValue": 0, "claimedToDate": 0, "percentComplete": None, "lastClaim": None, "nextDueDate": None,
        "nextDueLabel": None}


def _three_projects(project, party):
    supplier, customer = party("Acme Builders"), party("Client Co")
    made = {}
    # Served 2 March (schedule due 30 March) and 2 February (due 3 March): Charlie's falls first.
    for site, total, amount, served in (("Bravo", 4_000_000, 1_000_000, "2026-03-02"),
                                        ("alpha", 1_000_000, 900_000, None),
                                        ("Charlie", 9_000_000, 0, "2026-02-02")):
        p = project(site, supplier=supplier, customer=customer)
        made[site] = p
        if amount or served:
            p.new_claim()
            p.lines(create=[claimed_line("x", total, amount, name="Works")])
            if served:
                submit(p, 1, "2026-03-31", "2026-04-20", served=served)
    project("Delta", supplier=supplier, customer=customer)  # no claims: nulls sort last
    return supplier, customer, made


@pytest.fixture(scope="module")
def three(module_project, module_party):
    """_three_projects built once: the tests read it, and make their invitations from an inviter of their own."""
    return _three_projects(module_project, module_party)


def test_sort_by_each_column_both_ways_nulls_last(three):
    supplier, _, _ = three
    order = lambda field, descending=False: {"field": field, "descending": descending}  # noqa: E731
    assert names(supplier) == ["alpha", "Bravo", "Charlie", "Delta"]
    assert names(supplier, order=order("NAME", True)) == ["Delta", "Charlie", "Bravo", "alpha"]
    # alpha's claim is a draft: nothing submitted, so no value for anyone yet. Ties go by contract, in the
    # same direction; a figure that is none (no % without a value, no due date) sorts last either way.
    assert names(supplier, order=order("CONTRACT_VALUE", True)) == ["Charlie", "Bravo", "Delta", "alpha"]
    assert names(supplier, order=order("CONTRACT_VALUE")) == ["alpha", "Delta", "Bravo", "Charlie"]
    assert names(supplier, order=order("CLAIMED_TO_DATE", True)) == ["Bravo", "Delta", "Charlie", "alpha"]
    assert names(supplier, order=order("PERCENT_COMPLETE", True)) == ["Bravo", "Charlie", "Delta", "alpha"]
    assert names(supplier, order=order("PERCENT_COMPLETE")) == ["Charlie", "Bravo", "alpha", "Delta"]
    assert names(supplier, order=order("NEXT_DUE_DATE")) == ["Charlie", "Bravo", "alpha", "Delta"]
    assert names(supplier, order=order("NEXT_DUE_DATE", True)) == ["Bravo", "Charlie", "Delta", "alpha"]
    assert names(supplier, order=order("LAST_CLAIM_DATE")) == ["Bravo", "Charlie", "alpha", "Delta"]


def test_pages_of_a_sort_follow_the_cursor_through_ties_and_nulls(three):
    supplier, _, _ = three
    for field in ("NAME", "CONTRACT_VALUE", "PERCENT_COMPLETE", "NEXT_DUE_DATE", "LAST_CLAIM_DATE"):
        for descending in (False, True):
            order = {"field": field, "descending": descending}
            whole = names(supplier, order=order)
            paged, after = [], None
            while True:
                page = supplier.ok(LIST, {"order": order, "first": 1, "after": after})["projects"]["contracts"]
                paged += [e["node"]["siteName"] for e in page["edges"]]
                assert page["totalCount"] == 4
                if not page["pageInfo"]["hasNextPage"]:
                    break
                after = page["pageInfo"]["endCursor"]
            assert paged == whole, (field, descending)
    body = supplier.gql(LIST, {"order": {"field": "NEXT_DUE_DATE"}, "after": "WzEsMl0"})  # [1,2]: not a date
    assert body["errors"][0]["message"] == "Invalid cursor"


def test_search_matches_site_slug_and_the_other_party_as_the_viewer_sees_it(three, party, create_project):
    supplier, customer, _ = three
    assert names(supplier, search="brav") == ["Bravo"]
    assert names(supplier, search="client  ALPHA") == ["alpha"]  # every word, any field, any case
    assert names(customer, search="acme") == ["alpha", "Bravo", "Charlie", "Delta"]
    assert names(supplier, search="100%") == []  # LIKE wildcards match themselves
    # An organisation invited but not yet accepted shows only what the inviter typed (an inviter of this
    # test's own: the shared supplier's list stays as the other tests read it).
    inviter, secret = party("Acme Builders"), party("Hidden Holdings")
    create_project(inviter, customer_ws=secret, accept=False, site_name="Echo",
                   customer_contact={"name": "Typed Client", "entityName": "Typed Client Ltd"})
    create_project(inviter, customer_ws=secret, accept=False, site_name="Foxtrot")
    assert names(inviter, search="hidden") == []
    assert names(inviter, search="typed") == ["Echo"]
    assert names(inviter, search="invited") == ["Foxtrot"]
    listed = inviter.ok(LIST, {"search": "typed"})["projects"]["contracts"]
    assert listed["totalCount"] == 1 and listed["edges"][0]["node"]["counterpartyName"] == "Typed Client"


def test_isolation_only_contracts_the_org_has_accepted(three, party, create_project):
    _, customer, made = three
    stranger = party("Stranger Ltd")
    assert names(stranger) == []
    assert names(stranger, search="alpha") == []
    # Invited by an organisation of this test's own, so the shared supplier's list stays as it is.
    pending = create_project(party("Acme Builders"), customer_ws=stranger, accept=False, site_name="Golf")
    assert names(stranger) == []  # an invitation, not a project, until accepted
    assert stranger.ok(NODE_FIGURES, {"id": made["Bravo"].id})["node"] is None
    accept_invitation(stranger, pending["id"])
    assert names(stranger) == ["Golf"]
    assert "Golf" not in names(customer)


def _statements(app, ws, **variables):
    with app.app_context():
        with count_queries(db.engine) as log:
            body = ws.gql(LIST, variables)
    assert "errors" not in body, body["errors"]
    return log.count, len(body["data"]["projects"]["contracts"]["edges"])


def test_a_page_costs_the_same_statements_whatever_the_number_of_contracts(app, project, party):
    supplier, customer = party("Acme Builders"), party("Client Co")
    order = {"field": "CLAIMED_TO_DATE", "descending": True}

    def add(i):
        p = project(f"Site {i}", supplier=supplier, customer=customer)
        p.new_claim()
        p.lines(create=[claimed_line("x", 1_000_000, 1000 * (i + 1))])
        submit(p, 1, "2026-03-31", "2026-04-20")

    for i in range(2):
        add(i)
    few, n = _statements(app, supplier, order=order, search="site")
    assert n == 2
    for i in range(2, 5):  # more than twice as many: a statement per contract would show
        add(i)
    many, n = _statements(app, supplier, order=order, search="site")
    assert n == 5
    assert few == many
    # A search's first page counts its matches in its own statement; without a search the count is
    # the request's count of contracts (one statement).
    paged, n = _statements(app, supplier, order=order, first=3)
    assert n == 3 and paged == many + 1
