"""The supplier's home lists each unpaid claim with its ground for suspending work
(`Claim.suspensionGround`), read from the facts the page has already loaded and the determinations
about the page's claims (s 59): asking for it costs one SQL statement for the whole page, and the
list costs the same for two claims as for six, with determinations or without."""
from app.db import db
from tests.api.enforcement.queries import determine
from tests.api.factories import errors_of, on_day, schedule_claim, submitted
from tests.querycount import count_queries

ROWS = """
query($box: ClaimBox!) { claimList(box: $box) { counts { group count }
  claims(first: 50) { edges { node { contractId viewerIsSupplier
    claim { number isPaid standing { badges { text tone } nextLabel nextOverdue debt { statement } } %s }
  } } }
} }
"""
WITH_GROUND = ROWS % "suspensionGround"
WITHOUT = ROWS % ""


def statements(ws, query: str) -> tuple[int, list]:
    ws.ok(query, {"box": "Sent"})  # the session and the workspace warm
    with ws.app.app_context():
        engine = db.engine
    with count_queries(engine) as log:
        data = ws.ok(query, {"box": "Sent"})
    return log.count, [e["node"] for e in data["claimList"]["claims"]["edges"]]


def served_pair(project, supplier, customer, site: str):
    """Claim 1 scheduled (its payment date 1 May 2026), claim 2 never answered (due 20 April 2026)."""
    p = project(site_name=site, supplier=supplier, customer=customer)
    with on_day("2026-03-31"):
        submitted(p, 1)
        submitted(p, 2)
        schedule_claim(p, 1)
    return p


def test_unpaid_claims_carry_their_ground_at_no_cost(project, party):
    supplier, customer = party("Acme Builders"), party("Client Co")
    served_pair(project, supplier, customer, "First")
    with on_day("2026-06-01"):
        few, rows = statements(supplier, WITH_GROUND)
        assert sorted((r["claim"]["number"], r["claim"]["suspensionGround"]) for r in rows) == [
            (1, "SCHEDULED_UNPAID"), (2, "NO_SCHEDULE_UNPAID")]
        assert statements(supplier, WITHOUT)[0] == few - 1  # the determinations of the page's claims: one statement
    for i in range(2):
        served_pair(project, supplier, customer, f"Site {i}")
    with on_day("2026-06-01"):
        many, rows = statements(supplier, WITH_GROUND)
        assert len(rows) == 6 and many == few, (few, many)
        customer_rows = customer.ok(WITH_GROUND.replace('"Sent"', '"Inbox"'), {"box": "Inbox"})
        grounds = [e["node"]["claim"]["suspensionGround"] for e in customer_rows["claimList"]["claims"]["edges"]]
        assert grounds and set(grounds) == {None}  # the payer is shown no ground against itself
    with on_day("2026-04-20"):
        _, rows = statements(supplier, WITH_GROUND)
        assert {r["claim"]["suspensionGround"] for r in rows} == {None}  # nothing due yet


def test_a_determination_unpaid_is_the_rows_ground_at_the_same_cost(project, party):
    """Claim 2 of each pair (never answered) is referred to adjudication, and claims 1 and 2 of the first
    site too: the determination of Monday 4 May 2026, $5,000.00 by Monday 11 May, governs both."""
    supplier, customer = party("Acme Builders"), party("Client Co")
    first = served_pair(project, supplier, customer, "First")
    determine(supplier, first.id, [1, 2], on_day=on_day, served="2026-04-21", accepted="2026-04-22",
              made="2026-05-04", amount=500_000, pay_by="2026-05-11")
    with on_day("2026-05-12"):
        few, rows = statements(supplier, WITH_GROUND)
        assert sorted((r["claim"]["number"], r["claim"]["suspensionGround"]) for r in rows) == [
            (1, "DETERMINATION_UNPAID"), (2, "DETERMINATION_UNPAID")]
    for i in range(2):
        p = served_pair(project, supplier, customer, f"Site {i}")
        determine(supplier, p.id, [2], on_day=on_day, served="2026-04-21", accepted="2026-04-22", made="2026-05-04",
                  amount=500_000, pay_by="2026-05-11")
    with on_day("2026-05-12"):
        many, rows = statements(supplier, WITH_GROUND)
        assert len(rows) == 6 and many == few, (few, many)
        assert sorted(r["claim"]["suspensionGround"] for r in rows) == [
            "DETERMINATION_UNPAID"] * 4 + ["SCHEDULED_UNPAID"] * 2
        # One determination about two claims is one sum: it grounds one notice, on either claim, not both.
        generate = ("mutation($input: SuspensionNoticeInput!) { suspensionNoticeGenerate(input: $input) "
                    "{ claim { enforcement { notice { section unpaid } } } } }")
        notice = supplier.ok(generate, {"input": {"contractId": first.id, "number": 2}})
        assert notice["suspensionNoticeGenerate"]["claim"]["enforcement"]["notice"] == {"section": "59(2)(b)",
                                                                                       "unpaid": 500_000}
        assert errors_of(supplier.gql(generate, {"input": {"contractId": first.id, "number": 1}})) == [
            "A notice of intention to suspend for this determination has been prepared on claim 2: the determination "
            "is one sum, so serve that notice (s 59(2)(b))."]


CLAIM_PAGE = """
query($id: ID!) { node(id: $id) { ... on Contract { claim(number: 1) {
  suspensionGround %s
} } } }
"""


def test_the_claim_pages_remedies_read_the_revisions_schedule_and_determination_the_page_has_loaded(project, party):
    """`enforcement` beside `suspensionGround` (as the claim page asks them) reads only what is its own:
    the latest notice, the suspensions and the contract's service terms in one statement, and its
    adjudication notices (what 'What you can do now' says of adjudication) in another. The claim's revisions, its
    schedule and the determination come from the request's loaders, which suspensionGround has
    filled (issue 41: the page read each of them twice)."""
    from tests.api.enforcement.queries import ENFORCEMENT

    supplier, customer = party("Acme Builders"), party("Client Co")
    p = served_pair(project, supplier, customer, "Page")
    with supplier.app.app_context():
        engine = db.engine
    counts = []
    with on_day("2026-06-01"):
        for fields in ("", "enforcement { %s }" % ENFORCEMENT):
            query = CLAIM_PAGE % fields
            supplier.ok(query, {"id": p.id})  # warm
            with count_queries(engine) as log:
                data = supplier.ok(query, {"id": p.id})
            counts.append(log.count)
    claim = data["node"]["claim"]
    assert claim["suspensionGround"] and claim["enforcement"]["ground"] == claim["suspensionGround"]  # unpaid since 1 May
    assert counts[1] - counts[0] == 2, counts  # 7 before: the three read again; 4 before the notice, suspensions and terms were one
