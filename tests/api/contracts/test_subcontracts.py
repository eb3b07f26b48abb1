"""Subcontracts: added by the supplier of a project, who becomes the subcontract's customer."""
from sqlalchemy import delete

from tests.api.factories import BY_SLUG, CREATE, LIST, accept_invitation, org_gid, sub_input, user_gid
from tests.auth_helpers import unique_email

SUBS = "query($o: String!, $s: String!) { contract(owner: $o, slug: $s) { subcontracts { slug parentId } } }"




def errors_of(body):
    return [e["message"] for e in body.get("errors", [])]


def test_add_a_subcontract_with_an_existing_subcontractor(party, create_project):
    head, client, sub = party("Acme Builders"), party("Client Co"), party("Sparky Electrical")
    parent = create_project(head, customer_ws=client, site_name="Queen St Apartments")
    body = head.ok(CREATE, {"input": sub_input(parent["id"], supplier_ws=sub)})
    contract = body["contractCreate"]["contract"]
    # Named by what the adder typed: the invited subcontractor's own name is not its to see yet.
    assert contract["slug"] == "queen-st-apartments-supplier"
    assert contract["supplier"] is None
    assert {o["relation"]: o["organisation"]["name"] for o in contract["contractOrgs"]} == {
        "Customer": "Acme Builders", "Supplier": "Invited supplier"}
    assert sub.ok(BY_SLUG, {"owner": head.org["slug"], "slug": contract["slug"]})["contract"] is None
    accept_invitation(sub, contract["id"])
    contract = head.ok(BY_SLUG, {"owner": head.org["slug"], "slug": contract["slug"]})["contract"]
    assert contract["supplier"]["entityName"] == "Sparky Electrical Limited"
    assert contract["parentId"] == parent["id"]
    assert contract["siteName"] == parent["siteName"] and contract["site"] == parent["site"]
    # The organisation adding it (the parent's supplier) is the subcontract's customer.
    assert not contract["viewerIsSupplier"] and contract["viewerIsOwner"]
    parties = {o["relation"]: o["organisation"]["name"] for o in contract["contractOrgs"]}
    assert parties == {"Customer": "Acme Builders", "Supplier": "Sparky Electrical"}
    roles = {m["relation"]: m["role"] for m in contract["members"]}
    assert roles == {"Customer": "OWNER", "Supplier": "SUPPLIER"}
    contact_person = next(m for m in contract["members"] if m["relation"] == "Customer")
    assert contact_person["user"]["email"] == head.email and contact_person["isCustomerRecipient"]

    # The subcontractor sees it, as supplier, but not the parent.
    seen = sub.ok(BY_SLUG, {"owner": head.org["slug"], "slug": contract["slug"]})["contract"]
    assert seen["viewerIsSupplier"] and seen["parentId"] is None
    assert sub.ok(BY_SLUG, {"owner": head.org["slug"], "slug": parent["slug"]})["contract"] is None
    # The parent lists it for its supplier; the parent's customer is no party to it.
    assert head.ok(SUBS, {"o": head.org["slug"], "s": parent["slug"]})["contract"]["subcontracts"] == [
        {"slug": contract["slug"], "parentId": parent["id"]}]
    assert client.ok(SUBS, {"o": head.org["slug"], "s": parent["slug"]})["contract"]["subcontracts"] == []
    assert client.ok(LIST)["projects"]["activeCount"] == 1


def test_a_subcontractor_new_to_claimdesk(party, create_project, run_jobs, dev_mail):
    head, client = party("Acme Builders"), party("Client Co")
    parent = create_project(head, customer_ws=client)
    email = unique_email("sparky")
    body = head.ok(CREATE, {"input": sub_input(parent["id"], emails=[email],
                                               contact={"name": "Sparky", "entityName": "Sparky Electrical Ltd"})})
    contract = body["contractCreate"]["contract"]
    assert contract["slug"] == "queen-st-apartments-sparky"
    assert contract["supplier"]["entityName"] == "Sparky Electrical Ltd"
    run_jobs()
    assert dev_mail(to=email)[0]["subject"] == "Acme Builders invited you to Queen St Apartments on Claimdesk"


def test_no_recipients(party, create_project):
    head, client, sub = party("Acme Builders"), party("Client Co"), party("Sparky Electrical")
    parent = create_project(head, customer_ws=client)
    body = head.gql(CREATE, {"input": {"parentId": parent["id"], "supplier": {"id": org_gid(sub)}, "members": []}})
    assert errors_of(body) == ["No recipients"]


def test_missing_org_contact(app, party, create_project):
    head, client = party("Acme Builders"), party("Client Co")
    parent = create_project(head, customer_ws=client)
    from app.db import db
    from app.orgs.models import Contact
    from tenants.context import tenant_context
    from tenants.models import Organisation

    with app.app_context():
        with tenant_context(db.session.get(Organisation, head.org["id"])):
            db.session.execute(delete(Contact))
            db.session.commit()
    body = head.gql(CREATE, {"input": sub_input(parent["id"], emails=[unique_email()], contact={"entityName": "S Ltd"})})
    assert errors_of(body) == ["missing org contact"]


def test_only_the_supplier_of_the_parent_adds_subcontracts(party, create_project):
    head, client, sub = party("Acme Builders"), party("Client Co"), party("Sparky Electrical")
    parent = create_project(head, customer_ws=client)
    body = client.gql(CREATE, {"input": sub_input(parent["id"], supplier_ws=sub)})
    assert errors_of(body) == ["Only the supplier of a project can add subcontracts to it."]
    # An outsider cannot use a parent it cannot reach.
    assert errors_of(sub.gql(CREATE, {"input": sub_input(parent["id"], supplier_ws=head)})) == ["Contract not found"]


def test_the_contact_person_can_be_a_colleague(party, create_project):
    head, client, sub = party("Acme Builders"), party("Client Co"), party("Sparky Electrical")
    parent = create_project(head, customer_ws=client)
    colleague = head.add_member()
    members = [{"relation": "Customer", "user": {"id": user_gid(colleague)}, "isCustomerRecipient": True}]
    contract = head.ok(CREATE, {"input": sub_input(parent["id"], supplier_ws=sub, members=members)})["contractCreate"]["contract"]
    customers = [m["user"]["email"] for m in contract["members"] if m["relation"] == "Customer"]
    assert customers == [colleague.email]
