"""Fixtures of the contract API tests: organisations with business details, and projects.

    supplier = party("Acme Builders")           # a signed-in owner of a new organisation with business details
    customer = party("Client Co")
    contract = create_project(supplier, customer_ws=customer)   # the Contract as the supplier sees it, once the
                                                                 # customer has accepted it (accept=False: pending)
    supplier.ok(QUERY, {...}) / supplier.gql(...)            # GraphQL as them, in their organisation
"""
import pytest

from tests.api.orgs.conftest import INVITE, Workspace  # noqa: F401  (the workspace test helper)
from tests.auth_helpers import create_org, new_client, sign_in, unique_email
from tests.conftest import unique_slug

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

NODE = "query($id: ID!) { node(id: $id) { id ... on Contract { slug siteName } } }"

ACCEPT = """
mutation($id: ID!) { contractInvitationAccept(input: {contractId: $id}) { contract { %s } } }
""" % CONTRACT_FIELDS
DECLINE = "mutation($id: ID!) { contractInvitationDecline(input: {contractId: $id}) { contractId } }"
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
        client = new_client(app)
        email = unique_email(name.split()[0].lower())
        session = sign_in(client, email, run_jobs, dev_mail, signup=True)
        org = create_org(client, session, name, slug=unique_slug(name.split()[0].lower()),
                         user_name=user_name or f"{name.split()[0]} Owner")
        session = {**session, "users": [{"userId": u["userId"], "org": u["org"]} for u in
                                        client.get("/auth/session", headers={"user-account-id": str(session["userAccountId"])}).get_json()["users"]]}
        ws = Workspace(app, client, session, org, email, run_jobs, dev_mail)
        if business:
            set_business(ws, f"{name} Limited", address="1 Main Road, Auckland")
        return ws

    return make


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
