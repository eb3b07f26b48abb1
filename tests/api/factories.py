"""What the API tests stand on: workspaces, parties, projects, claims in each state, payment
schedules, served documents, and the GraphQL fragments they share. Everything is built as a person
would build it (GraphQL and REST as a signed-in member, through the services behind them) but for
three helpers that write rows straight into the database, each saying why: add_other_contact,
add_bulk_members and schedule_claim. A party and a project (`party`, `project` and the fixtures made of
them) are made by calling the services their requests call (tests/services_world.py: sign-up, a new
organisation, its business details, the contract and its acceptance), their people signed in by a real
session whose cookie their client carries; the requests themselves are tests/api/auth's, orgs' and
contracts' (`workspace` and `create_project` still make them).

A test of one package imports what it needs from here; a package's own conftest.py keeps what only
that package uses. No test module imports another package's conftest or tests
(tests/unit/test_tests_layout.py keeps that so). Fixtures are imported by name into the conftest.py
(or module) of the tests that use them, e.g. `from tests.api.factories import party, project  # noqa: F401`.

    owner = workspace()                      # signs up, creates an organisation (Owner role)
    supplier = party("Acme Builders")        # ... with business details
    p = project()                            # Acme Builders (supplier) and Client Co (customer), accepted
    p.new_claim(); p.lines(create=[line("a", "Foundations", 1_000_000)])      # claim 1, a draft
    p.patch(1, {**PERIOD, "date": "2026-03-31"}); p.submitted(1)              # ... sent (served)
    with on_day("2026-04-01"): p.submitted(1)                                 # ... served on that day
    number = submit(p, run_jobs)             # a new claim sent and its emails delivered
    s = sent_claim()                         # claim 1 sent, with the access link its email carries
    s = scheduled_project()                  # claim 1 sent: lines a, b, c and 5% retention
    s.save(lines=[scheduled("a", 800_000, "Defective work")]); s.sent()      # ... scheduled
    schedule_claim(p, 1)                     # ... scheduled, written straight into the database
    p.supplier.ok(MARK_PAID, {"id": p.id, "n": 1, "p": True})                  # ... paid
"""
import csv
import io
import re
import secrets
import socket
import subprocess
import uuid
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import date, datetime, time, timezone
from http.cookies import SimpleCookie
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pytest
import requests
import time_machine
from aiosmtpd.controller import Controller
from aiosmtpd.handlers import Message
from graphql_relay import from_global_id, to_global_id
from sqlalchemy import select

from app import create_app
from app.claims.models import SCHEDULED, Claim, LedgerEntry
from app.db import db
from app.domain.working_days import AUCKLAND
from app.schedules.models import SENT, PaymentSchedule
from tests import services_world as world
from tests.auth_helpers import account_headers, create_org, new_client, sign_in, unique_email
from tests.conftest import outbox, unique_slug


# -- Workspaces: a signed-in owner of a new organisation, its members and contacts ---------------------------

@dataclass
class Workspace:
    app: object
    client: object
    session: dict
    org: dict
    email: str
    run_jobs: object = field(repr=False)
    dev_mail: object = field(repr=False)

    @property
    def account_id(self) -> int:
        return self.session["userAccountId"]

    def headers(self, org_id=None) -> dict:
        return account_headers(self.session, **{"org-id": str(org_id if org_id is not None else self.org["id"])})

    def post(self, query: str, variables: dict | None = None, *, org_id=None, headers: dict | None = None):
        return self.client.post("/graphql", json={"query": query, "variables": variables or {}},
                                headers=headers if headers is not None else self.headers(org_id))

    def gql(self, query: str, variables: dict | None = None, *, org_id=None) -> dict:
        response = self.post(query, variables, org_id=org_id)
        assert response.status_code == 200, response.get_data(as_text=True)
        return response.get_json()

    def ok(self, query: str, variables: dict | None = None, *, org_id=None) -> dict:
        body = self.gql(query, variables, org_id=org_id)
        assert "errors" not in body, body["errors"]
        return body["data"]

    def add_member(self, permissions=None, *, is_owner=False, email=None) -> "Workspace":
        """Invite someone with these permissions and sign them in on their own client."""
        email = email or unique_email("member")
        row = {"email": email, "isOwner": is_owner}
        if permissions is not None:
            row["permissions"] = sorted(permissions)
        self.ok(INVITE, {"input": {"users": [row]}})
        client = new_client(self.app)
        session = sign_in(client, email, self.run_jobs, self.dev_mail, signup=False)
        org = next(u["org"] for u in session["users"] if u["org"]["id"] == self.org["id"])
        return Workspace(self.app, client, session, org, email, self.run_jobs, self.dev_mail)


def add_other_contact(workspace: Workspace, **fields) -> str:
    """A contact the organisation keeps for another business (not its default contact); its
    global ID. No screen creates one any more, but contactUpdate still edits such rows."""
    from graphql_relay import to_global_id

    from app.db import db
    from app.orgs.models import Contact
    from tenants.context import tenant_context
    from tenants.models import Organisation

    with workspace.app.app_context():
        org = db.session.get(Organisation, workspace.org["id"])
        with tenant_context(org):
            contact = Contact(is_default=False, **fields)
            db.session.add(contact)
            db.session.commit()
            return to_global_id("Contact", f"{org.id}:{contact.id}")


INVITE = """
mutation Invite($input: MembersInviteInput!) {
  membersInvite(input: $input) { members { id userId name email permissions role invitePending } }
}
"""


def workspace_factory(app, run_jobs, dev_mail):
    def make(name: str = "Acme Builders", user_name: str = "Olivia Owner") -> Workspace:
        client = new_client(app)
        email = unique_email("owner")
        session = sign_in(client, email, run_jobs, dev_mail, signup=True)
        org = create_org(client, session, name, slug=unique_slug("ws"), user_name=user_name)
        return Workspace(app, client, session, org, email, run_jobs, dev_mail)

    return make


@pytest.fixture
def workspace(app, run_jobs, dev_mail):
    return workspace_factory(app, run_jobs, dev_mail)


@pytest.fixture(scope="module")
def module_workspace(app):
    """`workspace` for a module's shared setup (tests that change nothing)."""
    from tests.jobs import run_burst

    def run_jobs() -> int:
        return run_burst(app)

    def dev_mail(to: str | None = None) -> list[dict]:
        return outbox(app, to)

    return workspace_factory(app, run_jobs, dev_mail)


def add_bulk_members(app, org_id: int, n: int, tag: str) -> None:
    """Add n members (accounts, users, members rows; a mix of roles) to an organisation at once."""
    from sqlalchemy import text

    from app.db import db
    from app.orgs import permissions as perms
    from tenants.models import Organisation
    from tenants.names import quote_schema

    roles = [perms.MEMBER, perms.VIEWER, perms.NONE, perms.MEMBER | {"UserInvite"}]
    # Permission names are constants of the code, so they can be written into the SQL.
    arrays = [f"ARRAY[{', '.join(repr(x) for x in perms.ordered(r))}]::varchar[]" for r in roles]
    cases = " ".join(f"WHEN {i} THEN {array}" for i, array in enumerate(arrays))
    with app.app_context():
        schema = quote_schema(db.session.get(Organisation, org_id).schema_name)
        db.session.execute(text(f"""
            WITH acc AS (
              INSERT INTO shared.accounts (email, name)
              SELECT 'bulk-' || g || '-' || :tag || '@example.com', 'Member ' || lpad(g::text, 4, '0')
              FROM generate_series(1, :n) g RETURNING id, name),
            usr AS (
              INSERT INTO shared.users (account_id, org_id) SELECT id, :org FROM acc RETURNING id, account_id)
            INSERT INTO {schema}.members (user_id, name, permissions)
            SELECT usr.id, acc.name, CASE usr.id % 4 {cases} END
            FROM usr JOIN acc ON acc.id = usr.account_id
        """), {"tag": tag, "n": n, "org": org_id})
        db.session.commit()


# -- Members -------------------------------------------------------------------------------------------------

MEMBERS = """
{ org { id viewerMember { id userId name permissions role isViewer }
        members { totalCount pageInfo { hasNextPage endCursor }
                  edges { node { id userId name email permissions role permissionsLabel isViewer invitePending } } } } }
"""

MEMBER_UPDATE = """
mutation Update($input: MemberUpdateInput!) {
  memberUpdate(input: $input) { member { id name permissions role permissionsLabel } }
}
"""

MEMBER_REMOVE = """
mutation Remove($input: MemberRemoveInput!) {
  memberRemove(input: $input) { removedUserId removedMemberId organisation { members { totalCount } } }
}
"""


def members_of(workspace) -> dict[str, dict]:
    data = workspace.ok(MEMBERS)["org"]["members"]
    return {edge["node"]["email"]: edge["node"] for edge in data["edges"]}


# -- Parties and projects: organisations with business details, contracts between them -----------------------

BUSINESS = """
mutation($input: OrganisationBusinessUpdateInput!) {
  organisationBusinessUpdate(input: $input) { contact { id } }
}
"""

CONTRACT_FIELDS = """
  id slug siteName archivedAt viewerPermissions viewerIsSupplier viewerIsOwner viewerRelation taxRateId parentId
  site { line1 line2 suburb city state postcode country }
  owner { organisationId name slug isViewer }
  customer { id name entityName address gstNumber owner { name isViewer } isBusinessDetails }
  supplier { id name entityName address gstNumber owner { name isViewer } isBusinessDetails }
  contractOrgs { relation organisation { organisationId name slug isViewer } }
  members { id relation permissions role isCustomerRecipient isSupplierRecipient isViewer viewerCanChange
            user { id name email } organisation { name } }
  paycycle { id name }
  previousClaims { number date totalExcl lines { name group type qtyMilli unitPrice amountExcl reference } }
"""

CREATE = """
mutation($input: ContractCreateInput!) {
  contractCreate(input: $input) { contract { %s } }
}
""" % CONTRACT_FIELDS

BY_SLUG = """
query($owner: String!, $slug: String!) { contract(owner: $owner, slug: $slug) { %s } }
""" % CONTRACT_FIELDS

ACCEPT = """
mutation($id: ID!) { contractInvitationAccept(input: {contractId: $id}) { contract { %s } } }
""" % CONTRACT_FIELDS

INVITATIONS = """
{ projects { invitations { contractId siteName slug ownerSlug inviterName relation createdAt viewerCanAnswer } } }
"""

LIST = """
query($archived: Boolean) {
  projects {
    activeCount archivedCount viewerCanCreate
    contracts(archived: $archived) { totalCount edges { cursor node { id slug siteName viewerIsSupplier
      owner { name slug isViewer } customer { name } supplier { name } paycycle { id name } } } }
  }
}
"""

SITE = {"line1": "12 Queen Street", "suburb": "CBD", "city": "Auckland", "postcode": "1010"}


def set_business(ws, entity_name: str, **extra) -> None:
    ws.ok(BUSINESS, {"input": {"orgId": str(ws.org["id"]), "entityName": entity_name, **extra}})


def org_gid(ws) -> str:
    from graphql_relay import to_global_id

    return to_global_id("Organisation", ws.org["id"])


def user_gid(ws) -> str:
    from graphql_relay import to_global_id

    user = next(u for u in ws.session["users"] if u["org"]["id"] == ws.org["id"])
    return to_global_id("User", user["userId"])


def project_input(*, customer_ws=None, customer_emails=(), customer_contact=None, site_name="Queen St Apartments",
                  site=None, claims=None, members=()) -> dict:
    members = list(members)
    customer = {}
    if customer_ws is not None:
        customer["id"] = org_gid(customer_ws)
        members.append({"relation": "Customer", "user": {"email": customer_ws.email}, "isCustomerRecipient": True})
    for email in customer_emails:
        members.append({"relation": "Customer", "user": {"email": email}, "isCustomerRecipient": True})
    if customer_contact is not None:
        customer["contact"] = customer_contact
    data = {"siteName": site_name, "site": SITE if site is None else site, "customer": customer or None,
            "members": members}
    if claims is not None:
        data["claims"] = claims
    return data


@pytest.fixture
def party(app, run_jobs, dev_mail):
    """party(name, business=True) -> a Workspace: a signed-in owner of a new organisation."""

    def make(name: str = "Acme Builders", *, business: bool = True, user_name: str | None = None) -> Workspace:
        return made_party(app, run_jobs, dev_mail, name, business=business, user_name=user_name)

    return make


def made_party(app, run_jobs, dev_mail, name: str, *, business: bool = True, user_name: str | None = None) -> Workspace:
    """The Workspace a sign-up by code, POST /auth/orgs and the business details form make, made through
    the services those requests call (tests/services_world.py: signing up and in, creating an
    organisation and the business details form are tests/api/auth's and tests/api/orgs' to prove). Its
    client carries a real session cookie: every request of the test goes through the app as a signed-in
    browser's. Measured (29 Nov 2026, quiet): 0.13 s a project of two new organisations, against 0.38 s
    through the HTTP ceremony (42 % of four claims API files' time)."""
    from app.auth.service import session_answer
    from app.orgs.service import update_business

    first = name.split()[0]
    client = new_client(app)
    email = unique_email(first.lower())
    account_id = world.new_account(app, email)
    cookie = SimpleCookie(world.signed_in_cookie(app, email))
    for key, morsel in cookie.items():
        client.set_cookie(key, morsel.value, path=morsel["path"] or "/")
    with app.app_context():
        session = {**session_answer(account_id), "to": None}  # as /auth/login/magic answers it
    org = world.owned_workspace(app, account_id, person=user_name or f"{first} Owner", org=name,
                                slug=unique_slug(first.lower()))
    with app.app_context():
        session["users"] = [{"userId": u["userId"], "org": u["org"]} for u in session_answer(account_id)["users"]]
    if business:
        with world.acting_as(app, email, org["slug"]) as viewer:
            update_business(viewer, org["id"], entity_name=f"{name} Limited", address="1 Main Road, Auckland")
    return Workspace(app, client, session, org, email, run_jobs, dev_mail)


def accept_invitation(ws, contract_id: str) -> dict:
    """The invited organisation's owner accepts; the contract as they then see it."""
    return ws.ok(ACCEPT, {"id": contract_id})["contractInvitationAccept"]["contract"]


def by_slug(ws, contract: dict) -> dict:
    return ws.ok(BY_SLUG, {"owner": contract["owner"]["slug"], "slug": contract["slug"]})["contract"]


@pytest.fixture
def create_project():
    def create(supplier: Workspace, *, accept: bool = True, **kwargs) -> dict:
        contract = supplier.ok(CREATE, {"input": project_input(**kwargs)})["contractCreate"]["contract"]
        if accept and kwargs.get("customer_ws") is not None:
            accept_invitation(kwargs["customer_ws"], contract["id"])
            contract = by_slug(supplier, contract)
        return contract

    return create


# -- Claims: the GraphQL fragments and mutations, a Project and its claims, the clock ------------------------

LEDGER_FIELDS = """
  contractId ledgerRev isDraftView draftNumber viewerCanEdit
  columns { number rev isDraft status title totals { gstExclusive gst netPayment retentionsToDate } }
  items { itemId name type groupPath position totalPrice amounts toDate remaining isVoided isRetention }
  entries { id itemId type position name group groupPath reference totalPrice unitPrice qtyMilli amount tax
            number rev mode isDraft isReversal params editedRev }
  toDate { grossToDate retentionsToDate subtotal previousSubtotal gstExclusive gst gstLabel netPayment }
  retentionFormula { marginalRates { rate upTo } maxAmount }
"""

REVISION_FIELDS = """
  id number rev type title periodFrom periodTo date dueDate defaultDueDate poNumber paymentDetails billingMode
  resolvedBillingMode files { id filename } isDraft submittedAt submittedBy openedAt amountExcl tax netPayment
  invoiceReference submitProblems
  lines { itemId previous thisClaim toDate qtyPrevious qtyToDate percentComplete remaining section isRetention
          entry { itemId name amount tax qtyMilli totalPrice unitPrice isReversal isDraft } }
  sections { section title previous thisClaim toDate lines { itemId } }
  retention { thisClaim toDate }
  totals { grossToDate retentionsToDate subtotal previousSubtotal gstExclusive gst gstLabel netPayment
           lines { label amount } }
"""

CLAIM_FIELDS = """
  id contractId number status title label isFirst isImported isPaid isPaying isUnread hasAttachments
  contentUpdatedAt pdfDownloadUrl pdfViewUrl pdfPreviewUrl csvDownloadUrl
  viewerCanSeeDraft viewerCanEdit viewerCanSubmit viewerCanChangeToDraft viewerCanDeleteDraft viewerCanDelete
  viewerCanMarkPaid viewerCanSetPaying viewerCanResend
  draft { %s }
  latest { %s }
""" % (REVISION_FIELDS, REVISION_FIELDS)

CONTRACT_CLAIMS = """
query($id: ID!, $number: Int!) {
  node(id: $id) { ... on Contract {
    viewerCanCreateClaim createClaimDisabledReason claimsCount
    claims { number status }
    claim(number: $number) { %s }
  } }
}
""" % CLAIM_FIELDS

LEDGER = "query($id: ID!) { node(id: $id) { ... on Contract { ledger { %s } } } }" % LEDGER_FIELDS
LEDGER_UPDATE = """
mutation($input: LedgerUpdateInput!) {
  ledgerUpdate(input: $input) { ledgerRev claim { number } ledger { ledgerRev } }
}
"""

CLAIM_CREATE = "mutation($id: ID!) { claimCreate(input: {contractId: $id}) { claim { %s } } }" % CLAIM_FIELDS
CLAIM_PATCH = "mutation($input: ClaimPatchInput!) { claimPatch(input: $input) { claim { %s } } }" % CLAIM_FIELDS
CLAIM_SUBMIT = "mutation($input: ClaimSubmitInput!) { claimSubmit(input: $input) { claim { %s } } }" % CLAIM_FIELDS
CLAIM_SEND = "mutation($id: ID!, $n: Int!) { claimSend(input: {contractId: $id, number: $n}) { claim { status } } }"
CLAIM_RESEND = ("mutation($input: ClaimResendInput!) { claimResend(input: $input) { sentCount claim { number } } }")
CHANGE_TO_DRAFT = ("mutation($id: ID!, $n: Int!) { claimChangeToDraft(input: {contractId: $id, number: $n}) "
                   "{ claim { %s } } }" % CLAIM_FIELDS)
DELETE_DRAFT = ("mutation($id: ID!, $n: Int!) { claimDeleteDraft(input: {contractId: $id, number: $n}) "
                "{ didDeleteClaim claim { number status } } }")
DELETE_CLAIM = ("mutation($id: ID!, $n: Int!) { claimDelete(input: {contractId: $id, number: $n}) "
                "{ claim { number status } } }")
MARK_PAID = ("mutation($id: ID!, $n: Int!, $p: Boolean!) { claimMarkPaid(input: {contractId: $id, number: $n, "
             "isPaid: $p}) { claim { isPaid } } }")
SET_PAYING = ("mutation($id: ID!, $n: Int!, $p: Boolean!) { claimSetPaying(input: {contractId: $id, number: $n, "
              "isPaying: $p}) { claim { isPaying } } }")
MARK_READ = ("mutation($id: ID!, $n: Int!, $r: Int, $read: Boolean) { claimMarkRead(input: {contractId: $id, "
             "number: $n, rev: $r, isRead: $read}) { claim { isUnread latest { openedAt } } } }")

# The claim's s 22 deadline as the claim page reads it.
DEADLINE = """
query($id: ID!, $n: Int!) { node(id: $id) { ... on Contract { claim(number: $n) {
  status scheduleDeadline { date basis workingDaysLeft isPassed overdueStatement skipped { date reason } }
} } } }
"""


PERIOD = {"periodFrom": "2026-03-01", "periodTo": "2026-03-31"}


def line(item_id=None, name="Line", total=0, **extra) -> dict:
    return {"itemId": item_id or uuid.uuid4().hex, "name": name, "totalPrice": total, **extra}


def gst(cents: int) -> int:
    """15 % rounded half away from zero (the rule; tests spell it out independently)."""
    return (abs(cents) * 15 * 2 + 100) // 200 * (1 if cents >= 0 else -1)


def errors_of(body) -> list[str]:
    return [e["message"] for e in body.get("errors", [])]


@dataclass
class Project:
    supplier: object
    customer: object
    contract: dict

    @property
    def id(self) -> str:
        return self.contract["id"]

    # -- reads --
    def ledger(self, ws=None) -> dict:
        return (ws or self.supplier).ok(LEDGER, {"id": self.id})["node"]["ledger"]

    def claim(self, number: int, ws=None) -> dict | None:
        return (ws or self.supplier).ok(CONTRACT_CLAIMS, {"id": self.id, "number": number})["node"]["claim"]

    def contract_claims(self, number: int = 1, ws=None) -> dict:
        return (ws or self.supplier).ok(CONTRACT_CLAIMS, {"id": self.id, "number": number})["node"]

    # -- writes --
    def new_claim(self, ws=None) -> dict:
        return (ws or self.supplier).ok(CLAIM_CREATE, {"id": self.id})["claimCreate"]["claim"]

    def update(self, ws=None, *, ledger_rev=None, **changes) -> dict:
        ws = ws or self.supplier
        rev = ledger_rev if ledger_rev is not None else self.ledger(ws)["ledgerRev"]
        return ws.gql(LEDGER_UPDATE, {"input": {"contractId": self.id, "ledgerRev": rev, **changes}})

    def lines(self, ws=None, **changes) -> dict:
        body = self.update(ws, **changes)
        assert "errors" not in body, body["errors"]
        return body["data"]["ledgerUpdate"]

    def patch(self, number: int, patch: dict, ws=None, rev=None) -> dict:
        data = {"contractId": self.id, "number": number, "patch": patch}
        if rev is not None:
            data["rev"] = rev
        return (ws or self.supplier).gql(CLAIM_PATCH, {"input": data})

    def submit(self, number: int, ws=None, **extra) -> dict:
        return (ws or self.supplier).gql(CLAIM_SUBMIT, {"input": {"contractId": self.id, "number": number, **extra}})

    def submitted(self, number: int, ws=None, **extra) -> dict:
        body = self.submit(number, ws, **extra)
        assert "errors" not in body, body["errors"]
        return body["data"]["claimSubmit"]["claim"]


@contextmanager
def on_day(day: date | str, hour: int = 9):
    """The clock set to `day` at `hour` in Auckland, ticking: what is served or recorded inside is
    so on that day (a claim served, a schedule given, a payment recorded)."""
    day = date.fromisoformat(day) if isinstance(day, str) else day
    with time_machine.travel(datetime.combine(day, time(hour), AUCKLAND), tick=True):
        yield


@pytest.fixture
def project(party):
    """project(site_name=...) -> Project: Acme Builders (supplier) and Client Co (customer)."""

    def make(site_name: str = "Queen St Apartments", supplier=None, customer=None, **kwargs) -> Project:
        supplier = supplier or party("Acme Builders")
        customer = customer or party("Client Co")
        if kwargs:  # what contractCreate makes of more than a site's name: through the API
            contract = supplier.ok(CREATE, {"input": project_input(customer_ws=customer, site_name=site_name,
                                                                   **kwargs)})["contractCreate"]["contract"]
            accept_invitation(customer, contract["id"])  # the customer's consent (issue 18)
            return Project(supplier, customer, by_slug(supplier, contract))
        # The services contractCreate and contractInvitationAccept call, with project_input's input
        # (tests/api/contracts proves the API's part).
        _, slug = world.accepted_contract(supplier.app, supplier.email, supplier.org["slug"], customer.email,
                                          customer.org["slug"], {
                                              "site_name": site_name, "site": dict(SITE),
                                              "customer": {"org_id": customer.org["id"], "contact": None},
                                              "members": [{"relation": "Customer", "user": {"email": customer.email},
                                                           "is_customer_recipient": True}]})
        return Project(supplier, customer, by_slug(supplier, {"owner": {"slug": supplier.org["slug"]}, "slug": slug}))

    return make


# 420 m of blockwork at 62.50; 20 m in claim 1, 10 m more in claim 2: 30 m to date, 7.14 %.
BLOCKS = line("q", "Blockwork", 2_625_000, unitPrice=6_250)
LUMP = line("l", "Site establishment", 1_200_000)


@pytest.fixture(scope="module")
def module_party(app):
    """`party` at module scope, for a world the module's tests share (each test reads it, or acts on
    its own part of it): the same factory, its jobs and mail read as `run_jobs` and `dev_mail` do."""
    from tests.conftest import outbox
    from tests.jobs import run_burst

    def run_jobs() -> int:
        return run_burst(app)

    def dev_mail(to: str | None = None) -> list[dict]:
        return outbox(app, to)

    return party.__wrapped__(app, run_jobs, dev_mail)


@pytest.fixture(scope="module")
def module_project(module_party):
    """`project` at module scope (its parties made by `module_party`)."""
    return project.__wrapped__(module_party)


@pytest.fixture(scope="module")
def module_parties(module_party):
    """module_parties(name) -> the module's one organisation of that name, signed up on first use: for
    tests that each make their own contracts between the same organisations and read only those."""
    made = {}

    def get(name: str = "Acme Builders"):
        if name not in made:
            made[name] = module_party(name)
        return made[name]

    return get


@pytest.fixture
def contract(project, module_parties):
    """contract(site_name=...) -> a Project of the test's own between Acme Builders and Client Co, two
    organisations the module's tests share (signed up once): for tests that read only their own contract,
    not an organisation's lists, mail or numbering."""
    def make(site_name: str = "Queen St Apartments", **kwargs):
        return project(site_name=site_name, supplier=module_parties("Acme Builders"),
                       customer=module_parties("Client Co"), **kwargs)

    return make


def two_claims(p):
    p.new_claim()
    p.lines(create=[{**BLOCKS, "qtyMilli": 20_000}, {**LUMP, "percentComplete": 10000}])
    p.patch(1, {**PERIOD, "billingMode": "PercentWithQty"})
    p.submitted(1)
    p.new_claim()
    p.lines(update=[{"itemId": "q", "qtyMilli": 10_000}])
    p.patch(2, {"periodFrom": "2026-04-01", "periodTo": "2026-04-30", "billingMode": "PercentWithQty"})
    return p.submitted(2)


# -- The home lists ------------------------------------------------------------------------------------------

HOME_LIST = """
query($box: ClaimBox!, $search: String, $group: ClaimGroup, $first: Int, $after: String) {
  claimList(box: $box, search: $search) {
    box
    counts { group count }
    claims(group: $group, first: $first, after: $after) {
      pageInfo { hasNextPage endCursor }
      edges { cursor node {
        group contractId ownerSlug ownerName ownerIsViewer contractSlug siteName counterpartyName viewerIsSupplier
        amount dueDate isUnread contentUpdatedAt
        claim { id number status label isPaid isPaying isUnread
                latest { type dueDate }
                schedule { status dueDate scheduleExcl scheduleTax claimedExcl claimedTax }
                scheduleDeadline { overdueStatement } }
      } }
    }
    newClaimContracts { contractId siteName }
    newClaimDisabledReason
  }
}
"""


def rows(ws, box="Sent", **variables):
    data = ws.ok(HOME_LIST, {"box": box, **variables})["claimList"]
    return [e["node"] for e in data["claims"]["edges"]], data


# -- Payment schedules: a project with claim 1 sent, its schedule drafted and sent ---------------------------

SCHEDULE_FIELDS = """
  status claimRev dueDate isTaxInvoice notes reference adjustExcl adjustTax retention scheduleExcl scheduleTax
  claimedExcl claimedTax version sentAt submittedBy pdfDownloadUrl pdfViewUrl
  lines { itemId name claimed scheduled reason removable removed }
"""

SCHEDULE_CLAIM = """
query($id: ID!, $n: Int!) { node(id: $id) { ... on Contract { claim(number: $n) {
  status viewerCanSchedule viewerCanDraftSchedule viewerCanChangeToDraft viewerCanSetPaying
  schedule { %s }
} } } }
""" % SCHEDULE_FIELDS

SCHEDULE_UPDATE = ("mutation($input: PaymentScheduleUpdateInput!) { paymentScheduleUpdate(input: $input) "
                   "{ claim { status schedule { %s } } } }" % SCHEDULE_FIELDS)
SCHEDULE_SEND = ("mutation($id: ID!, $n: Int!) { paymentScheduleSend(input: {contractId: $id, number: $n}) "
                 "{ claim { status schedule { %s } } } }" % SCHEDULE_FIELDS)

RETENTION_5 = {"marginalRates": [{"rate": 5_000_000}]}


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
        return (ws or self.customer).ok(SCHEDULE_CLAIM, {"id": self.id, "n": self.number})["node"]["claim"]

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
        return ws.gql(SCHEDULE_UPDATE, {"input": data})

    def save(self, ws=None, **changes) -> dict:
        body = self.update(ws, **changes)
        assert "errors" not in body, body["errors"]
        return body["data"]["paymentScheduleUpdate"]["claim"]["schedule"]

    def send(self, ws=None) -> dict:
        return (ws or self.customer).gql(SCHEDULE_SEND, {"id": self.id, "n": self.number})

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


@pytest.fixture
def scheduled_contract(scheduled_project, module_parties):
    """scheduled_contract(...) -> `scheduled_project(...)` on a contract of the test's own between Acme Builders and
    Client Co, two organisations the module's tests share (signed up once): for tests that read only their own
    contract and claim, not an organisation's lists, mail, feed, settings or served documents. `supplier=` or
    `customer=` gives one side its own."""

    def make(**kwargs):
        kwargs.setdefault("supplier", module_parties("Acme Builders"))
        kwargs.setdefault("customer", module_parties("Client Co"))
        return scheduled_project(**kwargs)

    return make


# -- A sent payment schedule written straight into the database ----------------------------------------------

# For tests of what reads a sent schedule (the PDF) apart from the send service. It writes what a
# send leaves on the schedule row and the claim (status Sent, sent_at, the sender, the frozen totals;
# claim status Scheduled) and nothing else: no Adjustment ledger entries, no activity, no emails. Its
# totals are plain arithmetic (scheduled excl = scheduled gross + retention + adjustExcl; GST = 15 % of
# gross + retention, plus adjustTax): the PDF prints the row's frozen totals whatever rule made them,
# so these tests do not depend on app.domain.schedules.

SENT_AT = datetime(2026, 4, 14, 23, 30, tzinfo=timezone.utc)  # 15 April 2026 in New Zealand


def user_id_of(ws) -> int:
    return next(u["userId"] for u in ws.session["users"] if u["org"]["id"] == ws.org["id"])


def schedule_claim(p, number: int, *, lines: dict | None = None, retention: int | None = None,
                   adjust_excl: int = 0, adjust_tax: int = 0, is_tax_invoice: bool = False, notes=(),
                   reference: str = "", due_date: date = date(2026, 5, 1), status: str = SENT, removed=()) -> int:
    """Schedule claim `number` of project `p` (its latest submitted revision) as the customer.
    `lines`: {item id: (scheduled cents, reason)} for the lines scheduled at other than claimed;
    `removed`: the item ids of lines left out (nothing claimed on them);
    `retention`: the recomputed retention (default: the claim's own). Returns the schedule's id."""
    lines = lines or {}
    contract_id = int(from_global_id(p.id)[1])
    with p.supplier.app.app_context():
        claim = db.session.scalars(select(Claim).where(Claim.contract_id == contract_id,
                                                       Claim.number == number)).one()
        claimed = dict(db.session.execute(
            select(LedgerEntry.item_id, LedgerEntry.amount).where(
                LedgerEntry.claim_id == claim.id, LedgerEntry.rev == claim.latest_rev, LedgerEntry.mode == "Claim")
        ).all())
        claimed_retention = claimed.pop("retention", 0)
        gross = sum(lines[item][0] if item in lines else amount for item, amount in claimed.items())
        retention = claimed_retention if retention is None else retention
        excl = gross + retention + adjust_excl
        row = PaymentSchedule(
            contract_id=contract_id, claim_id=claim.id, claim_rev=claim.latest_rev, status=status,
            due_date=due_date, is_tax_invoice=is_tax_invoice, notes=list(notes), reference=reference,
            lines=[{"itemId": item, "scheduled": cents, "reason": reason} for item, (cents, reason) in lines.items()]
            + [{"itemId": item, "scheduled": 0, "reason": "", "removed": True} for item in removed],
            adjust_excl=adjust_excl, adjust_tax=adjust_tax, retention=retention, schedule_excl=excl,
            schedule_tax=gst(gross + retention) + adjust_tax,
            version=1, created_by_user_id=user_id_of(p.customer), updated_by_user_id=user_id_of(p.customer),
        )
        if status == SENT:
            row.sent_at = SENT_AT
            row.sent_by_user_id = user_id_of(p.customer)
            claim.status = SCHEDULED
        db.session.add(row)
        db.session.commit()
        return row.id


# -- Access links: a claim served on the customer, and the link its email carries ----------------------------

LINK = re.compile(r"No Claimdesk account\? Open it without signing in: (\S+)")


@dataclass
class Sent:
    p: object
    url: str  # the access link as emailed
    link_id: str
    key: str
    doc: str
    mail: dict

    def header(self, link_id=None, key=None) -> dict:
        return {"Authorization": f"AccessLink {link_id or self.link_id}:{key or self.key}"}


def submit(p, run_jobs, number=None, amount=1_000_000):
    claim = p.new_claim() if number is None else p.claim(number)
    p.lines(create=[line(None, "Earthworks", 5_000_000, amount=amount, tax=gst(amount))])
    p.patch(claim["number"], {**PERIOD, "date": "2026-03-31"})
    p.submitted(claim["number"])
    run_jobs()
    return claim["number"]


def links_in(dev_mail, email, number) -> list[dict]:
    return [m for m in dev_mail(to=email) if "Payment claim from" in m["subject"] and f"Claim {number} " in m["subject"]]


def parse(url: str) -> tuple[str, str, str]:
    """(link id, key, doc) of an emailed link, /link/{id}/{doc}#key={key}: the key is in the fragment
    only, never in what a browser sends to a server."""
    link_id, doc, key = re.search(r"/link/([^/#?]+)/([^/#?]+)#key=([A-Za-z0-9_-]+)$", url).groups()
    return link_id, key, doc


@pytest.fixture
def sent_claim(project, run_jobs, dev_mail):
    """sent_claim() -> Sent: claim 1 submitted to Client Co, with the access link of its email."""

    def make(p=None) -> Sent:
        p = p or project()
        number = submit(p, run_jobs)
        mails = links_in(dev_mail, p.customer.email, number)
        assert len(mails) == 1
        url = LINK.search(mails[0]["text"]).group(1)
        return Sent(p, url, *parse(url), mails[0])

    return make


@pytest.fixture
def visitor(app):
    """A browser with no account: no cookie, its own client address."""

    def make(address=None):
        client = app.test_client()
        client.environ_base["REMOTE_ADDR"] = address or "10.{}.{}.{}".format(*secrets.token_bytes(3))
        return client

    return make


# -- PDFs: fetched, rendered by the pdf queue, read as text --------------------------------------------------

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"


@pytest.fixture
def no_wait(app):
    """Requests do not wait for the pdf queue (the tests run the jobs themselves)."""
    before = app.config.get("PDF_WAIT_SECONDS")
    app.config["PDF_WAIT_SECONDS"] = 0
    yield
    app.config["PDF_WAIT_SECONDS"] = 3.0 if before is None else before


def fetch(ws, url, **headers):
    return ws.client.get(url, headers=headers)


def pdf_url(claim, **override):
    parts = urlsplit(claim["pdfDownloadUrl"])
    query = {k: v[0] for k, v in parse_qs(parts.query).items()}
    query.update({k: str(v) for k, v in override.items() if v is not None})
    for key in [k for k, v in override.items() if v is None]:
        query.pop(key, None)
    return "/v1/pdf?" + "&".join(f"{k}={v}" for k, v in query.items())


def rendered(ws, url, run_jobs):
    response = fetch(ws, url)
    if response.status_code == 202:
        assert response.headers["Retry-After"] == "2"
        run_jobs()
        response = fetch(ws, url)
    assert response.status_code == 200, response.get_data(as_text=True)
    return response


def pdf_text(data: bytes, tmp_path) -> str:
    path = tmp_path / "claim.pdf"
    path.write_bytes(data)
    return subprocess.run(["pdftotext", "-layout", str(path), "-"], capture_output=True, text=True, check=True).stdout


def flat(data: bytes, tmp_path) -> str:
    """The text as laid out (a table row on one line), then in reading order (a wrapped cell whole)."""
    path = tmp_path / "schedule.pdf"
    path.write_bytes(data)
    raw = subprocess.run(["pdftotext", str(path), "-"], capture_output=True, text=True, check=True).stdout
    return " ".join(pdf_text(data, tmp_path).split()) + "\n" + " ".join(raw.split())


def schedule_url(claim, ws, **override):
    return pdf_url(claim, **{"sid": ws.account_id, "org": ws.org["slug"], "document": "schedule", "revision": None,
                             **override})


# -- Uploads: a file uploaded for real (uploadCreate + PUT), a logo ------------------------------------------

PDF = b"%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n" + bytes(range(256))
PNG = b"\x89PNG\r\n\x1a\n" + b"\x00\x00\x00\rIHDR" + b"\x00" * 40
UNSAFE_SVG = b"""<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" onload="alert(1)">
  <script>alert(2)</script>
  <foreignObject><iframe xmlns="http://www.w3.org/1999/xhtml" src="https://evil.example/"/></foreignObject>
  <image xlink:href="https://evil.example/pixel.png" width="1" height="1"/>
  <rect width="10" height="10" fill="#123456" onclick="alert(3)"/>
</svg>"""

UPLOAD_CREATE = """
mutation Create($input: UploadCreateInput!) { uploadCreate(input: $input) { uploadId putUrl contentType } }
"""

LOGO_BUSINESS = """
mutation Business($input: OrganisationBusinessUpdateInput!) {
  organisationBusinessUpdate(input: $input) { contact { logoUrl } }
}
"""


def create_upload(workspace, content_type="image/png") -> dict:
    return workspace.ok(UPLOAD_CREATE, {"input": {"contentType": content_type}})["uploadCreate"]


def put(workspace, upload: dict, data: bytes, content_type: str | None = None):
    path = urlsplit(upload["putUrl"]).path
    return workspace.client.put(path, data=data, headers={"Content-Type": content_type or upload["contentType"]})


def set_logo(workspace, upload_id, **extra):
    variables = {"input": {"orgId": to_global_id("Organisation", workspace.org["id"]), "entityName": "Acme Ltd",
                           **extra}}
    if upload_id is not ...:
        variables["input"]["logoUploadId"] = upload_id
    return workspace.gql(LOGO_BUSINESS, variables)


def uploaded_logo(workspace, data=PNG, content_type="image/png") -> str:
    upload = create_upload(workspace, content_type)
    assert put(workspace, upload, data).status_code == 200
    body = set_logo(workspace, upload["uploadId"])
    assert "errors" not in body, body
    return body["data"]["organisationBusinessUpdate"]["contact"]["logoUrl"]


def upload(ws, data: bytes, content_type: str, purpose: str = "Attachment") -> str:
    created = ws.ok(UPLOAD_CREATE, {"input": {"contentType": content_type, "purpose": purpose}})["uploadCreate"]
    response = ws.client.put(urlsplit(created["putUrl"]).path, data=data,
                             headers={"Content-Type": created["contentType"]})
    assert response.status_code == 200, response.get_json()
    return created["uploadId"]


# -- Exports: the CSV as rows --------------------------------------------------------------------------------

def export_url(ws, path="claims", **params) -> str:
    query = {"sid": ws.account_id, "org": ws.org["slug"], **params}
    return f"/v1/export/{path}?" + "&".join(f"{k}={v}" for k, v in query.items() if v is not None)


def csv_rows(response) -> list[dict]:
    assert response.status_code == 200, response.get_data(as_text=True)
    text = response.get_data(as_text=True)
    assert text.startswith("\ufeff")
    return list(csv.DictReader(io.StringIO(text[1:], newline="")))


@pytest.fixture
def exported():
    def get(ws, path="claims", **params) -> list[dict]:
        return csv_rows(ws.client.get(export_url(ws, path, **params)))

    return get


# -- Activity: a claim's entries and the organisation's feed -------------------------------------------------

ENTRY = "id type code at user { userId name } contractId claimNumber comment siteName contractSlug ownerSlug"
CLAIM_ACTIVITY = "query($id: ID!) { node(id: $id) { ... on Claim { number activity { %s } } } }" % ENTRY
FEED = """
query($before: String, $after: String, $last: Int, $q: String) {
  activity(before: $before, after: $after, last: $last, q: $q) {
    hasOlder hasNewer olderCursor newerCursor entries { %s }
  }
}
""" % ENTRY


def claim_activity(ws, claim_id: str) -> list[dict] | None:
    node = ws.ok(CLAIM_ACTIVITY, {"id": claim_id})["node"]
    return None if node is None else node["activity"]


def feed(ws, **variables) -> dict:
    return ws.ok(FEED, variables)["activity"]


def kinds(entries) -> list[str]:
    return [e["type"] for e in entries]


# -- Email through a local SMTP relay ------------------------------------------------------------------------

class Collect(Message):
    def __init__(self):
        super().__init__()
        self.messages = []

    def handle_message(self, message):
        self.messages.append(message)


@pytest.fixture
def smtp_server():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    handler = Collect()
    controller = Controller(handler, hostname="127.0.0.1", port=port)
    controller.start()
    yield handler, port
    controller.stop()


# -- Xero: a workspace connected to the local fake -----------------------------------------------------------

PREPARE = """mutation($p: String!) { connectionPrepare(input: {provider: $p}) {
  authorizeUrl clientId redirectUri scopes responseTypesSupported flags connection { id status } } }"""
CONNECTIONS = """{ org { accountingConfigured connectionsVersion connections {
  id provider status remoteId remoteName remotes { id name } lastError } } }"""
SELECT = """mutation($c: ID!, $r: String!) { connectionSelectRemote(input: {connectionId: $c, remoteId: $r}) {
  connection { id status remoteId remoteName } } }"""


def connections(ws) -> list[dict]:
    return ws.ok(CONNECTIONS)["org"]["connections"]


def start(ws) -> str:
    """Prepare, and consent at the fake: the path and query Xero sends the browser back to."""
    prepared = ws.ok(PREPARE, {"p": "xero"})["connectionPrepare"]
    answer = requests.get(prepared["authorizeUrl"], allow_redirects=False, timeout=10)
    assert answer.status_code == 302, answer.text
    parts = urlsplit(answer.headers["Location"])
    return f"{parts.path}?{parts.query}"


def callback(ws, location: str):
    return ws.client.get(location)


def connected(ws, remote: int = 0) -> dict:
    response = callback(ws, start(ws))
    assert response.status_code == 303 and "result=" not in response.headers["Location"], response.headers
    connection = connections(ws)[0]
    return ws.ok(SELECT, {"c": connection["id"], "r": connection["remotes"][remote]["id"]})[
        "connectionSelectRemote"]["connection"]


# -- A second web process keeping sessions and bindings ------------------------------------------------------

@pytest.fixture
def cached(app, test_config):
    other = create_app({**test_config, "AUTH_SESSION_CACHE_SECONDS": 5})
    yield other
    with other.app_context():
        db.engine.dispose()


# Shared by the received-claims tests (issue 34) and their home packages' tests.
def sub_input(parent_id, *, supplier_ws=None, emails=(), contact=None, members=()):
    members = list(members)
    supplier = {}
    if supplier_ws is not None:
        supplier["id"] = org_gid(supplier_ws)
        members.append({"relation": "Supplier", "user": {"email": supplier_ws.email}, "isSupplierRecipient": True})
    for email in emails:
        members.append({"relation": "Supplier", "user": {"email": email}, "isSupplierRecipient": True})
    if contact:
        supplier["contact"] = contact
    return {"parentId": parent_id, "supplier": supplier or None, "members": members}


def schedule_mails(dev_mail, email):
    return [m for m in dev_mail(to=email) if m["subject"].startswith("Payment schedule from")]


def download(client, url: str):
    return client.get(url)


# Invitations by email and GST number (issue 36).
DECLINE = "mutation($id: ID!) { contractInvitationDecline(input: {contractId: $id}) { contractId } }"


def unique_gst() -> str:
    """A valid GST number nobody else in this test run has (an organisation with it is invited
    wherever it is typed: issue 36)."""
    import secrets

    from stdnum.nz.ird import calc_check_digit

    while True:
        base = str(20_000_000 + secrets.randbelow(100_000_000))[:8]
        if calc_check_digit(base) != "10" and len(calc_check_digit(base)) == 1:
            number = base + calc_check_digit(base)
            if 10_000_000 < int(number) < 150_000_000:
                return number


def kauri(party, gst_number=None):
    """A supplier with its own workspace and business details (a GST number of its own)."""
    ws = party("Kauri Interiors", user_name="Kiri Kauri")
    ws.gst = gst_number or unique_gst()
    set_business(ws, "Kauri Interiors Linings Ltd", address="3 Totara Road, Whangarei", gstNumber=ws.gst)
    return ws


# A claim sent on one line (the home lists' and first steps' tests).
def submitted(p, number: int, amount: int = 1_000_000) -> None:
    p.new_claim()
    p.lines(create=[line(None, f"Stage {number}", 10_000_000, amount=amount, tax=gst(amount))])
    p.patch(number, {**PERIOD, "date": "2026-03-31", "dueDate": "2026-04-20"})
    p.submitted(number)


# -- Retention held on trust (issue 38): a payment schedule that withheld it -----------------------------------

TEN_PERCENT = {"marginalRates": [{"rate": 10_000_000}]}


def retention_withheld(project, site_name: str = "Harbour View", **kwargs) -> Project:
    """A contract with 10 % retention; claim 1 of $100,000 scheduled in full (due 20 May 2026) and sent by the
    customer: $10,000 withheld, written to the retention ledger by the send."""
    return retention_withheld_on(project(site_name=site_name, **kwargs))


def retention_withheld_on(p: Project) -> Project:
    """`retention_withheld`'s claim and schedule on a project already made (its settings set first)."""
    p.new_claim()
    p.lines(create=[line("a", "Structure", 20_000_000, amount=10_000_000, tax=1_500_000)], retentionFormula=TEN_PERCENT)
    p.patch(1, {**PERIOD, "date": "2026-03-31"})
    p.submitted(1)
    s = ScheduledProject(p)
    s.save(scheduleExcl=9_000_000, scheduleTax=1_350_000, dueDate="2026-05-20")
    s.sent()
    return p


# -- Service of notices by email (regs 9-10): a contract term both notices' email serve needs ------------------

SERVICE_TERMS_SET = ("mutation($input: ServiceTermsSetInput!) { contractServiceTermsSet(input: $input) "
                     "{ terms { emailServiceAgreed } } }")


def agree_email_service(ws, contract_id: str, clause: str = "Clause 14.2") -> None:
    """Record on the contract that its parties agree to service of notices by email (a clause of the contract)."""
    body = ws.ok(SERVICE_TERMS_SET, {"input": {"contractId": contract_id, "emailServiceAgreed": True,
                                               "basis": "clause", "clause": clause}})
    assert body["contractServiceTermsSet"]["terms"]["emailServiceAgreed"] is True


# -- The contracting chain (issue 40): a subcontract made by the parent's supplier, accepted ------------------

def subcontract(parent: Project, sub_ws) -> Project:
    """A subcontract of `parent` made by its supplier (the subcontract's customer) with `sub_ws` as its
    supplier, accepted by it: a Project whose supplier is `sub_ws` and customer the parent's supplier."""
    head = parent.supplier
    made = head.ok(CREATE, {"input": sub_input(parent.id, supplier_ws=sub_ws)})["contractCreate"]["contract"]
    accept_invitation(sub_ws, made["id"])
    return Project(sub_ws, head, by_slug(head, made))


# -- A release of retention due, and claimed through the claim flow (issue 38) --------------------------------

RETENTION_TERMS = ("mutation($input: ContractRetentionUpdateInput!) { contractRetentionUpdate(input: $input) "
                   "{ contract { id } } }")
RELEASE_CLAIM = ("mutation($input: RetentionReleaseClaimInput!) { retentionReleaseClaim(input: $input) "
                 "{ claimNumber lineName amount } }")


def retention_release_due(project) -> Project:
    """`retention_withheld` ($10,000 held) with its release stages: 'Practical completion' 50 % on 30 June 2026,
    'End of defects period' 50 % a year on."""
    p = retention_withheld(project)
    stages = [{"label": "Practical completion", "share": 5000, "trigger": "OnEvent", "eventOn": "2026-06-30"},
              {"label": "End of defects period", "share": 5000, "trigger": "MonthsAfter", "months": 12,
               "eventOn": "2026-06-30"}]
    p.customer.ok(RETENTION_TERMS, {"input": {"contractId": p.id, "residentialOccupier": False, "optedIn": False,
                                              "stages": stages}})
    return p


def retention_release_claimed(p: Project) -> Project:
    """The subcontractor claims 'Practical completion' ($5,000.00) on 2 July 2026, as claim 2, and sends it."""
    with time_machine.travel(datetime.combine(date(2026, 7, 2), time(9), AUCKLAND), tick=True):
        p.supplier.ok(RELEASE_CLAIM, {"input": {"contractId": p.id, "stage": 0}})
    p.patch(2, {**PERIOD, "date": "2026-07-02"})
    p.submitted(2)
    return p
