"""The getting-started checklist (`Organisation.gettingStarted`) follows the real state in a fixed
number of statements, and the home opens on Sent for a supplier whose claims are all sent; 'Try it
with sample data' makes a sample project with a sample customer workspace the person owns (a real,
separate workspace), once however often it is asked, and removing it removes that and nothing else
(issue 36)."""
from concurrent.futures import ThreadPoolExecutor

from sqlalchemy import func, select, text

from app.auth.models import User
from app.claims.models import Claim
from app.contracts.models import Contract, ContractOrg
from app.db import db
from app.demo import sample
from tests.api.factories import INVITE, PERIOD, line, party, project, submitted, workspace  # noqa: F401  (fixtures)
from tests.auth_helpers import account_headers
from tests.querycount import count_queries
from tenants.models import Organisation

STATE = """{ org { gettingStarted {
  businessDetails project invitationWaiting claimSent scheduleSent colleagues done home
  sample { slug name } sampleOf { slug name }
} } }"""
BUSINESS = """mutation($input: OrganisationBusinessUpdateInput!) {
  organisationBusinessUpdate(input: $input) { contact { id } } }"""
CREATE = """mutation { sampleDataCreate {
  sample { slug name } projectOwnerSlug projectSlug gettingStarted { sample { slug } } } }"""
REMOVE = "mutation { sampleDataRemove { removed gettingStarted { sample { slug } } } }"
SESSION_ORGS = "/auth/session"


def state(ws) -> dict:
    return ws.ok(STATE)["org"]["gettingStarted"]


def business(ws) -> None:
    ws.ok(BUSINESS, {"input": {"orgId": str(ws.org["id"]), "entityName": f"{ws.org['name']} Ltd",
                               "gstNumber": "049-091-850"}})


def statements(app, ws) -> int:
    with app.app_context():
        engine = db.engine
    with count_queries(engine) as log:
        state(ws)
    return log.count


def test_the_checklist_follows_the_real_state_step_by_step(project, party):
    supplier, customer = party("Acme Builders"), party("Client Co")
    fresh = state(supplier)
    # party() saves business details; nothing else yet.
    assert fresh["businessDetails"] and not fresh["project"] and not fresh["claimSent"]
    assert not fresh["colleagues"] and not fresh["done"] and fresh["home"] == "Inbox"
    assert fresh["sample"] is None and fresh["sampleOf"] is None
    p = project(supplier=supplier, customer=customer)
    after_project = state(supplier)
    assert after_project["project"] and not after_project["claimSent"]
    p.new_claim()
    # A draft is in Sent and nothing is received: the home opens on Sent; the claim step waits.
    drafted = state(supplier)
    assert drafted["home"] == "Sent" and not drafted["claimSent"]
    assert state(customer)["home"] == "Inbox"
    p.lines(create=[line(None, "Stage 1", 10_000_000, amount=1_000_000, tax=150_000)])
    p.patch(1, {**PERIOD, "date": "2026-03-31", "dueDate": "2026-04-20"})
    p.submitted(1)
    assert state(supplier)["claimSent"] and not state(customer)["claimSent"]
    supplier.ok(INVITE, {"input": {"users": [{"email": "colleague@acme.example"}]}})
    assert state(supplier)["colleagues"] and state(supplier)["done"]


def test_a_new_workspace_starts_with_nothing_ticked(workspace):
    ws = workspace("Fresh Builders")
    fresh = state(ws)
    assert not any(fresh[k] for k in ("businessDetails", "project", "invitationWaiting", "claimSent",
                                      "scheduleSent", "colleagues", "done"))
    business(ws)
    assert state(ws)["businessDetails"]


def test_the_checklist_costs_the_same_statements_whatever_the_workspace_holds(app, project, party):
    supplier, customer = party("Acme Builders"), party("Client Co")
    empty = statements(app, supplier)
    for i in range(2):  # two projects with a sent claim each: a per-project or per-claim statement shows
        submitted(project(site_name=f"Site {i}", supplier=supplier, customer=customer), 1)
    full = statements(app, supplier)
    assert empty == full, (empty, full)


def _orgs_of(app, account_id) -> set[int]:
    with app.app_context():
        return set(db.session.scalars(select(User.org_id).where(User.account_id == account_id)))


def _counts(app) -> tuple[int, int, int]:
    with app.app_context():
        return (db.session.scalar(select(func.count()).select_from(Organisation)),
                db.session.scalar(select(func.count()).select_from(Contract)),
                db.session.scalar(select(func.count()).select_from(Claim)))


def test_sample_data_is_a_real_separate_workspace_made_once_and_removed_alone(app, project, party, dev_mail):
    me, client_co = party("Acme Builders"), party("Client Co")
    real = project(site_name="Real Site", supplier=me, customer=client_co)  # my real work, untouched by the sample
    submitted(real, 1)
    before_orgs, before_mail = _orgs_of(app, me.account_id), len(dev_mail(me.email))
    before = _counts(app)

    made = me.ok(CREATE)["sampleDataCreate"]
    assert made["sample"]["name"] == "Sample Client Co (Sample)" and made["projectSlug"]
    assert made["gettingStarted"]["sample"]["slug"] == made["sample"]["slug"]
    # Twice (a double click) makes nothing more.
    again = me.ok(CREATE)["sampleDataCreate"]
    assert again["sample"] == made["sample"] and again["projectSlug"] == made["projectSlug"]
    assert len(dev_mail(me.email)) == before_mail  # nobody is emailed about a sample

    orgs = _orgs_of(app, me.account_id)
    sample_orgs = orgs - before_orgs
    assert len(sample_orgs) == 1  # one new workspace, mine
    sample_id = sample_orgs.pop()
    with app.app_context():
        org = db.session.get(Organisation, sample_id)
        assert org.schema_name and org.sample_of_org_id == me.org["id"]
        contract = db.session.scalars(select(Contract).where(Contract.slug == made["projectSlug"],
                                                             Contract.owner_org_id == me.org["id"])).one()
        assert contract.site_name == sample.SITE_NAME
        assert db.session.scalar(select(ContractOrg.org_id).where(ContractOrg.contract_id == contract.id,
                                                                  ContractOrg.relation == "Customer")) == sample_id
        assert db.session.scalar(select(func.count()).select_from(Claim).where(Claim.contract_id == contract.id)) == 6

    # The sample workspace is a workspace of its own: the person switches to it and sees the other
    # side (the claims received), and it knows whose sample it is.
    headers = account_headers(me.session, **{"org-id": str(sample_id)})
    body = me.client.post("/graphql", json={"query": STATE}, headers=headers).get_json()
    assert body["data"]["org"]["gettingStarted"]["sampleOf"]["slug"] == me.org["slug"]
    received = me.client.post("/graphql", json={"query": "{ claimList(box: Inbox) { counts { group count } } }"},
                              headers=headers).get_json()["data"]["claimList"]["counts"]
    assert sum(c["count"] for c in received) == 5  # the demo's five served claims
    # The other party of my real project sees nothing of the sample.
    assert len(client_co.ok("{ claimList(box: Inbox) { claims(first: 50) { edges { node { claim { number } } } } } }")
               ["claimList"]["claims"]["edges"]) == 1

    removed = me.ok(REMOVE)["sampleDataRemove"]
    assert removed["removed"] and removed["gettingStarted"]["sample"] is None
    assert _counts(app) == before  # exactly what the sample added is gone, nothing else
    assert _orgs_of(app, me.account_id) == before_orgs
    with app.app_context():
        assert db.session.get(Organisation, sample_id) is None
        assert db.session.scalar(select(func.count()).select_from(Claim).where(Claim.contract_id.in_(
            select(Contract.id).where(Contract.site_name == "Real Site", Contract.owner_org_id == me.org["id"])))) == 1
        assert db.session.execute(text("SELECT count(*) FROM information_schema.schemata WHERE schema_name = :s"),
                                  {"s": org.schema_name}).scalar() == 0
    assert me.ok(REMOVE)["sampleDataRemove"]["removed"] is False
    assert real.claim(1)["status"] == "Sent"


def test_sample_data_asks_for_business_details_first_and_is_not_made_inside_a_sample(workspace, party):
    ws = workspace("Fresh Builders")
    body = ws.gql(CREATE)
    assert body["errors"][0]["message"] == sample.DETAILS_FIRST
    me = party("Acme Builders")
    made = me.ok(CREATE)["sampleDataCreate"]["sample"]
    session_orgs = me.client.get(SESSION_ORGS, headers=account_headers(me.session)).get_json()["users"]
    sample_id = next(u["org"]["id"] for u in session_orgs if u["org"]["slug"] == made["slug"])
    body = me.client.post("/graphql", json={"query": CREATE},
                          headers=account_headers(me.session, **{"org-id": str(sample_id)})).get_json()
    assert body["errors"][0]["message"] == sample.NOT_IN_A_SAMPLE


def test_a_double_click_at_the_same_moment_makes_one_sample(app, party):
    me = party("Acme Builders")
    with ThreadPoolExecutor(2) as pool:
        answers = list(pool.map(lambda _: me.gql(CREATE), range(2)))
    slugs = {a["data"]["sampleDataCreate"]["sample"]["slug"] for a in answers if a.get("data")}
    assert len(slugs) == 1, answers
    with app.app_context():
        assert db.session.scalar(select(func.count()).select_from(Organisation)
                                 .where(Organisation.sample_of_org_id == me.org["id"])) == 1



def test_the_lists_search_matches_every_word_and_numbers_claims(project, party):
    supplier = party("Acme Builders")
    harbour = project(site_name="Harbour View", supplier=supplier, customer=party("Harbour Trust"))
    quay = project(site_name="Quay Street", supplier=supplier, customer=party("Quay Co"))
    # Two claims on each: claim 2 of either is found by its number, claim 1 (the other number) is not.
    for n in (1, 2):
        submitted(harbour, n)
        submitted(quay, n)

    def found(search):
        data = supplier.ok("query($s: String) { claimList(box: Sent, search: $s) { claims(first: 50) { edges { node "
                           "{ siteName claim { number } } } } } }", {"s": search})
        return sorted((e["node"]["siteName"], e["node"]["claim"]["number"]) for e in data["claimList"]["claims"]["edges"])

    assert found("harbour 2") == [("Harbour View", 2)]
    assert found("claim 2") == [("Harbour View", 2), ("Quay Street", 2)]
    assert found("#2 quay") == [("Quay Street", 2)]
    assert found("harbour view") == [("Harbour View", n) for n in (1, 2)]
    assert found("harbour quay") == []


def test_removing_never_takes_a_project_another_organisation_is_on(app, project, party):
    from dataclasses import replace

    me, client_co = party("Acme Builders"), party("Client Co")
    made = me.ok(CREATE)["sampleDataCreate"]["sample"]
    with app.app_context():
        sample_id = db.session.scalar(select(Organisation.id).where(Organisation.slug == made["slug"]))
    # Trying the other side, the person starts a real project from the sample workspace.
    in_sample = replace(me, org={"id": sample_id, "slug": made["slug"], "name": made["name"]})
    project(site_name="Elsewhere", supplier=in_sample, customer=client_co)
    before = _counts(app)
    body = me.gql(REMOVE)
    assert body["errors"][0]["message"] == sample.SHARED_ELSEWHERE
    assert _counts(app) == before
