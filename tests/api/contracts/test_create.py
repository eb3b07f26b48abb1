"""contractCreate for new projects: existing customers, new invitees, previous claims, and every message."""
from tests.api.factories import BY_SLUG, CREATE, INVITATIONS, LIST, project_input, user_gid
from tests.auth_helpers import new_client, sign_in, unique_email

OWNER = ["View", "Comment", "CustomerDraft", "CustomerSubmit", "SupplierDraft", "SupplierSubmit", "Edit"]


def errors_of(body) -> list[str]:
    return [e["message"] for e in body.get("errors", [])]


def test_project_with_an_existing_customer(party, create_project):
    supplier, customer = party("Acme Builders"), party("Client Co")
    contract = create_project(supplier, customer_ws=customer)
    assert contract["slug"] == "queen-st-apartments"
    assert contract["viewerIsSupplier"] and contract["viewerIsOwner"]
    assert contract["owner"]["name"] == "Acme Builders"
    assert contract["supplier"]["entityName"] == "Acme Builders Limited"
    assert contract["supplier"]["isBusinessDetails"] and contract["supplier"]["owner"]["isViewer"]
    # The customer's contact is a copy of its own business details, provided by it.
    assert contract["customer"]["entityName"] == "Client Co Limited"
    assert contract["customer"]["owner"] == {"name": "Client Co", "isViewer": False}
    by_relation = {m["relation"]: m for m in contract["members"]}
    assert by_relation["Supplier"]["user"]["email"] == supplier.email  # the contact person: the creator
    assert by_relation["Supplier"]["permissions"] == OWNER and by_relation["Supplier"]["isSupplierRecipient"]
    assert by_relation["Customer"]["user"]["email"] == customer.email
    assert by_relation["Customer"]["role"] == "OWNER" and by_relation["Customer"]["isCustomerRecipient"]

    seen = customer.ok(BY_SLUG, {"owner": supplier.org["slug"], "slug": "queen-st-apartments"})["contract"]
    assert seen["id"] == contract["id"]
    assert not seen["viewerIsSupplier"] and not seen["viewerIsOwner"]
    assert seen["viewerPermissions"] == ["View", "Comment", "CustomerDraft", "CustomerSubmit", "Edit"]
    assert contract["viewerPermissions"] == ["View", "Comment", "SupplierDraft", "SupplierSubmit", "Edit"]
    listed = customer.ok(LIST)["projects"]
    assert listed["activeCount"] == 1
    assert listed["contracts"]["edges"][0]["node"]["owner"] == {
        "name": "Acme Builders", "slug": supplier.org["slug"], "isViewer": False}


def test_the_customer_is_emailed_its_invitation(party, create_project, run_jobs, dev_mail):
    supplier, customer = party("Acme Builders"), party("Client Co")
    create_project(supplier, customer_ws=customer, site_name="Harbour View", accept=False)
    run_jobs()
    mail = dev_mail(to=customer.email)[0]
    assert mail["subject"] == "Acme Builders invited you to Harbour View on Claimdesk"
    assert "accept or decline" in mail["text"]
    assert f"%2F{customer.org['slug']}%2Fprojects%2F{supplier.org['slug']}%2Fharbour-view" in mail["text"]


def test_a_new_invitee_gets_an_email_and_joins_with_a_workspace_of_their_own(app, party, create_project, run_jobs,
                                                                           dev_mail):
    from tests.api.contracts.test_invited_by_email import shown_gst, unique_gst

    supplier = party("Acme Builders")
    email, number = unique_email("newbie"), unique_gst()
    contract = create_project(supplier, customer_emails=[email],
                              customer_contact={"entityName": "Newbie Homes Ltd", "address": "5 Side St",
                                                "gstNumber": number})
    assert contract["customer"]["entityName"] == "Newbie Homes Ltd"
    assert contract["customer"]["gstNumber"] == shown_gst(number)
    # Details typed by the supplier are provided by the supplier.
    assert contract["customer"]["owner"] == {"name": "Acme Builders", "isViewer": True}
    assert not contract["customer"]["isBusinessDetails"]
    customer_org = next(o["organisation"] for o in contract["contractOrgs"] if o["relation"] == "Customer")
    assert customer_org["name"] == "Newbie Homes Ltd"

    run_jobs()
    mail = dev_mail(to=email)[0]
    assert "Sign up with this email address to accept or decline it." in mail["text"]
    assert "/login?signup&to=%2Fjoin%2F" in mail["text"]

    client = new_client(app)
    session = sign_in(client, email, run_jobs, dev_mail, signup=True)
    assert session["users"] == []  # no workspace until they join (issue 36)
    contract_number = mail["text"].split("%2Fjoin%2F")[1].split()[0]
    joined = client.post(f"/v1/join/{contract_number}", json={"userName": "Nina Newbie"},
                         headers={"user-account-id": str(session["userAccountId"])})
    assert joined.status_code == 201, joined.get_json()
    org = joined.get_json()["org"]
    assert org["name"] == "Newbie Homes Ltd"
    headers = {"user-account-id": str(session["userAccountId"]), "org-id": str(org["id"])}
    body = client.post("/graphql", json={"query": LIST}, headers=headers).get_json()
    edges = body["data"]["projects"]["contracts"]["edges"]
    assert [e["node"]["id"] for e in edges] == [contract["id"]]
    assert edges[0]["node"]["viewerIsSupplier"] is False
    # Their new workspace has the typed details as its business details.
    body = client.post("/graphql", json={"query": "{ org { defaultContact { entityName address } } }"},
                       headers=headers).get_json()
    assert body["data"]["org"]["defaultContact"] == {"entityName": "Newbie Homes Ltd", "address": "5 Side St"}


def test_previous_claims_are_imported(party, create_project):
    supplier, customer = party("Acme Builders"), party("Client Co")
    claims = [{"number": 3, "date": "2026-10-20", "totalExcl": 1500050, "lines": [
        {"name": "Foundations", "group": ["Stage 1"], "amountExcl": 1000000, "unitPrice": 2000000},
        {"name": "Framing", "type": "Variation", "qtyMilli": 2500, "amountExcl": 500050, "reference": "VO-1"},
    ]}]
    contract = create_project(supplier, customer_ws=customer, claims=claims)
    (claim,) = contract["previousClaims"]
    assert claim["number"] == 3 and claim["date"] == "2026-10-20" and claim["totalExcl"] == 1500050
    assert claim["lines"][0] == {"name": "Foundations", "group": ["Stage 1"], "type": "BaseContract", "qtyMilli": 1000,
                                 "unitPrice": 2000000, "amountExcl": 1000000, "reference": ""}
    assert claim["lines"][1]["type"] == "Variation" and claim["lines"][1]["qtyMilli"] == 2500
    # Number defaults to 1 and the date to today.
    other = create_project(supplier, customer_ws=customer, site_name="Other",
                           claims=[{"totalExcl": 100, "lines": [{"name": "A", "amountExcl": 100}]}])
    assert other["previousClaims"][0]["number"] == 1 and other["previousClaims"][0]["date"]


def test_total_claim_to_date_must_equal_the_lines(party):
    supplier, customer = party("Acme Builders"), party("Client Co")
    data = project_input(customer_ws=customer, claims=[
        {"number": 1, "totalExcl": 999, "lines": [{"name": "A", "amountExcl": 500}, {"name": "B", "amountExcl": 500}]}])
    body = supplier.gql(CREATE, {"input": data})
    assert errors_of(body) == ["This amount does not match the previous claim provided below."]
    assert body["errors"][0]["extensions"]["field"] == "claims.0.totalExcl"
    assert supplier.ok(LIST)["projects"]["activeCount"] == 0


def test_no_business_details_is_missing_org_contact(party):
    supplier, customer = party("Acme Builders", business=False), party("Client Co")
    body = supplier.gql(CREATE, {"input": project_input(customer_ws=customer)})
    assert errors_of(body) == ["missing org contact"]


def test_no_customer(party):
    supplier = party("Acme Builders")
    assert errors_of(supplier.gql(CREATE, {"input": project_input()})) == ["No customer"]


def test_site_name_and_address_line1_are_required(party):
    supplier, customer = party("Acme Builders"), party("Client Co")
    body = supplier.gql(CREATE, {"input": project_input(customer_ws=customer, site_name="  ")})
    assert errors_of(body) == ["Site name is required"] and body["errors"][0]["extensions"]["field"] == "siteName"
    body = supplier.gql(CREATE, {"input": project_input(customer_ws=customer, site={"line1": "", "city": "Auckland"})})
    assert errors_of(body) == ["Address line 1 is required"]
    assert body["errors"][0]["extensions"]["field"] == "site.line1"


def test_recipient_emails_must_look_like_emails(party):
    supplier = party("Acme Builders")
    body = supplier.gql(CREATE, {"input": project_input(customer_emails=["not an@email.com"],
                                                        customer_contact={"entityName": "X Ltd"})})
    assert errors_of(body) == ["'not an@email.com' is not a valid email address"]


def test_new_customer_details_need_a_recipient(party):
    supplier = party("Acme Builders")
    body = supplier.gql(CREATE, {"input": project_input(customer_contact={"entityName": "X Ltd"})})
    assert errors_of(body) == ["No recipients"]


def test_nobody_is_added_to_an_existing_organisation_from_outside(party, app):
    # A stranger typed for an existing organisation makes an invitation nobody receives (issue 37:
    # it answers like a right pair): the stranger is not added to the organisation, which sees nothing.
    supplier, customer = party("Acme Builders"), party("Client Co")
    stranger = unique_email("stranger")
    data = project_input(customer_ws=customer, customer_emails=[stranger])
    assert "errors" not in supplier.gql(CREATE, {"input": data})
    members = customer.ok("{ org { members { edges { node { email } } } } }")["org"]["members"]["edges"]
    assert [m["node"]["email"] for m in members] == [customer.email]
    assert customer.ok(INVITATIONS)["projects"]["invitations"] == []


def test_the_customer_cannot_be_the_supplier_itself(party):
    supplier = party("Acme Builders")
    data = project_input(customer_ws=supplier)
    assert errors_of(supplier.gql(CREATE, {"input": data})) == [
        "The customer and the supplier must be different organisations"]


def test_creating_needs_contract_create(party):
    supplier, customer = party("Acme Builders"), party("Client Co")
    viewer = supplier.add_member(permissions=["ProgressClaims", "ContractView", "ContractComment"])
    body = viewer.gql(CREATE, {"input": project_input(customer_ws=customer)})
    assert errors_of(body) == ["You do not have permission to create projects."]


def test_slugs_are_unique_per_owner(party, create_project):
    supplier, customer = party("Acme Builders"), party("Client Co")
    assert create_project(supplier, customer_ws=customer)["slug"] == "queen-st-apartments"
    assert create_project(supplier, customer_ws=customer)["slug"] == "queen-st-apartments-2"
    body = supplier.gql(CREATE, {"input": {**project_input(customer_ws=customer), "slug": "queen-st-apartments"}})
    assert errors_of(body) == ["The project address 'queen-st-apartments' is already in use. Please choose another."]


def test_other_supplier_members_get_supplier_and_the_named_contact_person_owner(party, create_project):
    supplier, customer = party("Acme Builders"), party("Client Co")
    colleague = supplier.add_member()
    me = user_gid(supplier)
    contract = create_project(supplier, customer_ws=customer, members=[
        {"relation": "Supplier", "user": {"id": user_gid(colleague)}, "isSupplierRecipient": True},
        {"relation": "Supplier", "user": {"id": me}},
    ])
    roles = {m["user"]["email"]: (m["role"], m["isSupplierRecipient"]) for m in contract["members"]}
    assert roles[colleague.email] == ("OWNER", True)
    assert roles[supplier.email] == ("SUPPLIER", False)


def test_an_existing_customer_needs_one_of_its_people_as_recipient(party):
    from tests.api.factories import org_gid

    supplier, customer = party("Acme Builders"), party("Client Co")
    body = supplier.gql(CREATE, {"input": {**project_input(), "customer": {"id": org_gid(customer)}}})
    assert errors_of(body) == ["No recipients"]
