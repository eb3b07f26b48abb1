"""The tiny version fields polls ask first (app.polling): each changes exactly when what its
screen shows changes, stays put otherwise, and costs one statement."""
import uuid

from graphql_relay import to_global_id

from app.db import db
from tests.api.factories import MARK_PAID, MARK_READ, PERIOD, line, scheduled
from tests.api.factories import party, project, scheduled_project  # noqa: F401  (fixtures)
from tests.querycount import count_queries

LEDGER = "query($id: ID!) { node(id: $id) { ... on Contract { ledgerVersion } } }"
CLAIM = "query($id: ID!, $n: Int!) { node(id: $id) { ... on Contract { claim(number: $n) { version activityVersion } } } }"
ACTIVITY = "{ activityVersion }"
MEMBERS = "{ org { membersVersion } }"
MEMBER_UPDATE = "mutation($input: MemberUpdateInput!) { memberUpdate(input: $input) { member { id } } }"
MEMBER_IDS = "{ org { members { edges { node { id email } } } } }"
CLAIM_ID = "query($id: ID!) { node(id: $id) { ... on Contract { claim(number: 1) { id } } } }"
COMMENTS_VERSION = "query($id: ID!) { node(id: $id) { ... on Claim { activityVersion } } }"
CLAIM_POLL = "query($id: ID!) { node(id: $id) { ... on Claim { version activityVersion } } }"
LIST_VERSION = "query($box: ClaimBox!, $search: String) { claimList(box: $box, search: $search) { version } }"
COMMENT_ADD = "mutation($input: CommentAddInput!) { commentAdd(input: $input) { comment { id } } }"
CONTACT_VERSION = "{ org { defaultContactVersion } }"
RENAME = "mutation($input: ContractUpdateInput!) { contractUpdate(input: $input) { contract { siteName } } }"
BUSINESS = ("mutation($input: OrganisationBusinessUpdateInput!) { organisationBusinessUpdate(input: $input) "
            "{ contact { name } } }")


def ledger_version(p, ws=None) -> str:
    return (ws or p.supplier).ok(LEDGER, {"id": p.id})["node"]["ledgerVersion"]


def claim_versions(p, number=1, ws=None) -> dict:
    return (ws or p.supplier).ok(CLAIM, {"id": p.id, "n": number})["node"]["claim"]


def test_the_ledger_version_changes_with_the_ledger_and_the_claims(project):
    p = project()
    first = ledger_version(p)
    assert ledger_version(p) == first  # reading changes nothing
    p.new_claim()
    created = ledger_version(p)
    assert created != first
    p.lines(create=[line("a", "Piles", 100_000, amount=10_000, tax=1_500)])
    edited = ledger_version(p)
    assert edited != created
    p.patch(1, PERIOD)  # no entry written, but the claim changed
    patched = ledger_version(p)
    assert patched != edited
    p.ledger()
    assert ledger_version(p) == patched
    # Both parties read the same version.
    p.submitted(1)
    assert ledger_version(p) == ledger_version(p, p.customer)


def test_the_claim_version_changes_with_the_claim_and_its_schedule(scheduled_project):
    s = scheduled_project()
    p = s.p
    before = claim_versions(p)
    assert claim_versions(p) == before
    s.schedule()  # the customer reading it changes nothing
    assert claim_versions(p) == before
    saved = s.save(lines=[scheduled("a", 800_000, "Defective work")], notes=["Defects"])
    assert saved["version"] == 1
    after_save = claim_versions(p, ws=p.customer)
    assert after_save["version"] != before["version"]
    s.sent()
    sent = claim_versions(p)
    assert sent["version"] != after_save["version"]
    assert sent["activityVersion"] != before["activityVersion"]  # 'finalised the schedule'


PAGE = """query($id: ID!, $n: Int!) { node(id: $id) { ... on Contract {
  ledger { ledgerRev } claim(number: $n) { id status schedule { status } %s } } } }"""


def test_the_claim_page_reads_its_version_from_what_it_read_and_it_is_the_polls(scheduled_project, app):
    """The claim page asks `version` with its ledger, claim and schedule: it is made of those rows
    (no statement of its own) and is exactly what the page's poll (the claim node) answers, on
    either side, as the claim and its schedule change."""
    s = scheduled_project()
    p = s.p
    with app.app_context():
        engine = db.engine

    def page(ws, field="version"):
        with count_queries(engine) as log:
            claim = ws.ok(PAGE % field, {"id": p.id, "n": 1})["node"]["claim"]
        return claim, log.count

    def agree():
        for ws in (p.supplier, p.customer):
            claim, with_version = page(ws)
            assert claim["version"] == claim_versions(p, ws=ws)["version"]
            assert claim["version"] == ws.ok(CLAIM_POLL, {"id": claim["id"]})["node"]["version"]
            assert page(ws, "number")[1] == with_version  # the version cost no statement
        return claim["version"]

    before = agree()
    s.save(lines=[scheduled("a", 800_000, "Defective work")], notes=["Defects"])
    saved = agree()
    s.sent()
    assert len({before, saved, agree()}) == 3


GRID = "query($id: ID!) { node(id: $id) { ... on Contract { %s ledger { ledgerRev columns { number } } } } }"


def test_the_grid_reads_its_ledger_version_from_its_ledger_and_it_is_the_polls(project, app):
    p = project()
    with app.app_context():
        engine = db.engine

    def grid(ws, field):
        with count_queries(engine) as log:
            node = ws.ok(GRID % field, {"id": p.id})["node"]
        return node, log.count

    def agree():
        for ws in (p.supplier, p.customer):
            node, with_version = grid(ws, "ledgerVersion")
            assert node["ledgerVersion"] == ledger_version(p, ws)
            assert grid(ws, "id")[1] == with_version  # the version cost no statement
        return node["ledgerVersion"]

    empty = agree()  # no claims yet
    p.new_claim()
    p.lines(create=[line("a", "Piles", 100_000, amount=10_000, tax=1_500)])
    drafted = agree()
    p.patch(1, PERIOD)
    p.submitted(1)
    assert len({empty, drafted, agree()}) == 3


def test_the_claim_activity_version_changes_with_an_entry_only(project):
    p = project()
    p.new_claim()
    p.lines(create=[line("a", "Piles", 100_000, amount=10_000, tax=1_500)])
    p.patch(1, {**PERIOD, "date": "2026-03-31"})
    drafted = claim_versions(p)["activityVersion"]
    assert claim_versions(p)["activityVersion"] == drafted
    p.submitted(1)
    submitted = claim_versions(p)["activityVersion"]
    assert submitted != drafted
    p.ledger()
    assert claim_versions(p)["activityVersion"] == submitted


def test_the_organisation_activity_version(project):
    p = project()
    first = p.supplier.ok(ACTIVITY)["activityVersion"]
    assert p.supplier.ok(ACTIVITY)["activityVersion"] == first
    p.new_claim()
    assert p.supplier.ok(ACTIVITY)["activityVersion"] != first


def test_the_members_version_changes_with_the_members_list(party):
    owner = party("Acme Builders")
    first = owner.ok(MEMBERS)["org"]["membersVersion"]
    assert owner.ok(MEMBERS)["org"]["membersVersion"] == first
    member = owner.add_member({"ContractView"})
    invited = member.ok(MEMBERS)["org"]["membersVersion"]
    assert invited != first
    # Both see the same list, so the same version.
    assert owner.ok(MEMBERS)["org"]["membersVersion"] == invited
    node = next(e["node"] for e in owner.ok(MEMBER_IDS)["org"]["members"]["edges"] if e["node"]["email"] == member.email)
    owner.ok(MEMBER_UPDATE, {"input": {"id": node["id"], "permissions": ["ContractView", "ContractEdit"]}})
    changed = owner.ok(MEMBERS)["org"]["membersVersion"]
    assert changed != invited
    owner.ok(MEMBER_UPDATE, {"input": {"id": node["id"], "name": "Renamed Person"}})
    assert owner.ok(MEMBERS)["org"]["membersVersion"] != changed


def test_a_version_costs_one_statement(project, app):
    p = project()
    p.new_claim()
    with app.app_context():
        engine = db.engine

    def statements(query, variables=None) -> int:
        p.supplier.ok(query, variables)  # warm
        with count_queries(engine) as log:
            p.supplier.ok(query, variables)
        return log.count

    base = statements("{ org { id } }")
    assert statements(LEDGER, {"id": p.id}) <= base + 2  # the contract (node) and its version
    assert statements(ACTIVITY) <= base + 1
    assert statements(MEMBERS) <= base + 1
    assert statements(LIST_VERSION, {"box": "Sent"}) <= base + 1
    assert statements(CONTACT_VERSION) <= base + 1
    claim_id = p.supplier.ok(CLAIM_ID, {"id": p.id})["node"]["claim"]["id"]
    # The claim with its contract, its version and its activity's version: one statement (the claim
    # page polls both every 5 s).
    assert statements(COMMENTS_VERSION, {"id": claim_id}) <= base + 1
    assert statements(CLAIM_POLL, {"id": claim_id}) <= base + 1


def list_version(ws, box="Sent", search=None) -> str:
    return ws.ok(LIST_VERSION, {"box": box, "search": search})["claimList"]["version"]


def test_the_claim_list_version_changes_with_what_its_rows_show(project):
    p = project(site_name="Harbour View")
    empty, inbox = list_version(p.supplier), list_version(p.customer, "Inbox")
    assert list_version(p.supplier) == empty  # reading changes nothing
    p.new_claim()
    drafted = list_version(p.supplier)
    assert drafted != empty
    assert list_version(p.customer, "Inbox") == inbox  # a draft is not in the Inbox
    p.lines(create=[line("a", "Piles", 100_000, amount=10_000, tax=1_500)])
    p.patch(1, {**PERIOD, "date": "2026-03-31", "dueDate": "2026-04-20"})
    edited = list_version(p.supplier)
    assert edited != drafted
    assert list_version(p.customer, "Inbox") == inbox
    p.submitted(1)
    sent = list_version(p.supplier)
    assert sent != edited
    received = list_version(p.customer, "Inbox")
    assert received != inbox
    assert list_version(p.customer, "Inbox") == received  # nothing changed
    p.customer.ok(MARK_READ, {"id": p.id, "n": 1})  # the customer's unread dot goes
    read = list_version(p.customer, "Inbox")
    assert read != received
    assert list_version(p.supplier) == sent  # read state is the reader's own
    p.supplier.ok(MARK_PAID, {"id": p.id, "n": 1, "p": True})  # to Paid
    paid = list_version(p.supplier)
    assert paid != sent
    assert list_version(p.customer, "Inbox") != read
    p.supplier.ok(RENAME, {"input": {"contractId": p.id, "siteName": "Harbour View Tower"}})  # the row's label
    assert list_version(p.supplier) != paid
    # A search's version is its box's (issue 41: it reads no row): any change in the box changes it,
    # whether or not the search shows the claim (a refetch too many at worst, never one too few).
    assert list_version(p.supplier, search="Harbour") == list_version(p.supplier)
    assert list_version(p.supplier, search="Nowhere") == list_version(p.supplier, search="Elsewhere")
    nowhere = list_version(p.supplier, search="Nowhere")
    p.supplier.ok(MARK_PAID, {"id": p.id, "n": 1, "p": False})
    assert list_version(p.supplier, search="Nowhere") != nowhere


def test_the_claim_list_version_sees_the_schedule(scheduled_project):
    s = scheduled_project()
    before = list_version(s.p.supplier)
    s.save(lines=[scheduled("a", 800_000, "Defective work")], notes=["Defects"])
    saved = list_version(s.p.customer, "Inbox")
    assert list_version(s.p.customer, "Inbox") == saved
    s.sent()
    assert list_version(s.p.supplier) != before
    assert list_version(s.p.customer, "Inbox") != saved


def test_the_claims_activity_version_answers_its_comments(project):
    p = project()
    p.new_claim()
    p.lines(create=[line("a", "Piles", 100_000, amount=10_000, tax=1_500)])
    p.patch(1, PERIOD)
    p.submitted(1)
    claim_id = p.supplier.ok(CLAIM_ID, {"id": p.id})["node"]["claim"]["id"]

    def version(ws=p.supplier) -> str:
        """The page's activityVersion, which the panel's poll (the claim node, read with the claim
        in one statement) answers the same."""
        of_page = claim_versions(p, ws=ws)["activityVersion"]
        assert ws.ok(COMMENTS_VERSION, {"id": claim_id})["node"]["activityVersion"] == of_page
        return of_page

    supplier, customer = version(), version(p.customer)

    def comment(ws, **fields):
        ws.ok(COMMENT_ADD, {"input": {"contractId": p.id, "number": 1, "commentId": uuid.uuid4().hex,
                                      "body": "Please check line 3.", **fields}})

    comment(p.customer)
    assert version() != supplier
    assert version(p.customer) != customer
    supplier, customer = version(), version(p.customer)
    assert version() == supplier  # nothing changed
    comment(p.supplier, isInternal=True)  # the customer never sees it, so its version stays
    assert version() != supplier
    assert version(p.customer) == customer


def test_the_default_contact_version_changes_with_the_business_details(party):
    owner = party("Acme Builders")
    first = owner.ok(CONTACT_VERSION)["org"]["defaultContactVersion"]
    assert owner.ok(CONTACT_VERSION)["org"]["defaultContactVersion"] == first

    def business(name):
        owner.ok(BUSINESS, {"input": {"orgId": to_global_id("Organisation", owner.org["id"]), "entityName": name}})
        return owner.ok(CONTACT_VERSION)["org"]["defaultContactVersion"]

    named = business("Acme Builders Ltd")
    assert named != first
    assert business("Acme Construction Ltd") != named


WHOLE_CLAIM_NODE = "query($id: ID!) { node(id: $id) { ... on Claim { number version activityVersion } } }"


def test_the_claim_pages_poll_reaches_a_claim_exactly_as_the_whole_node_does(project, party):
    """The poll (versions only) reads a few columns instead of the claim and its contract: the same
    claim reached by the same people, with the same versions, as a node asked for more."""
    p = project()
    p.new_claim()
    claim_id = p.supplier.ok(CLAIM_ID, {"id": p.id})["node"]["claim"]["id"]
    outsider = party("Elsewhere Limited")

    def both(ws):
        polled = ws.ok(CLAIM_POLL, {"id": claim_id})["node"]
        whole = ws.ok(WHOLE_CLAIM_NODE, {"id": claim_id})["node"]
        assert polled == (None if whole is None else {"version": whole["version"], "activityVersion": whole["activityVersion"]})
        return polled

    assert both(p.supplier) is not None
    assert both(p.customer) is None  # a claim in New is the supplier's alone
    assert both(outsider) is None
    drafted = both(p.supplier)
    p.lines(create=[line("a", "Piles", 100_000, amount=10_000, tax=1_500)])
    p.patch(1, PERIOD)
    p.submitted(1)
    assert both(p.customer) == both(p.supplier) != drafted
    assert both(outsider) is None
