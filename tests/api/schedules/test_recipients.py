"""Who a payment schedule will be served on (`PaymentSchedule.recipients`), for the send confirmation:
the supplier recipients exactly as the send finds them (app.documents.recipients.supplier_recipients), read
only by the customer side drafting the schedule (CustomerDraft or CustomerSubmit), before it is sent.
The supplier side and any other organisation never read them."""
from graphql_relay import from_global_id

from app.documents import recipients as recipients_of
from tests.api.factories import errors_of, scheduled, user_gid

RECIPIENTS = """
query($id: ID!, $n: Int!) { node(id: $id) { ... on Contract { claim(number: $n) {
  schedule { status recipients { name email } }
} } } }
"""
MEMBERS = ("mutation($input: ContractMembersUpdateInput!) { contractMembersUpdate(input: $input) "
           "{ contract { id } } }")
DRAFTER = ["ProgressClaims", "ContractView", "ContractCustomerDraft"]


def recipients(s, ws):
    schedule = ws.ok(RECIPIENTS, {"id": s.id, "n": s.number})["node"]["claim"]["schedule"]
    return None if schedule is None else schedule["recipients"]


def sent_to(s) -> list[dict]:
    """Whom the send itself would email, as {name, email}."""
    with s.customer.app.app_context():
        return [{"name": r.name, "email": r.email}
                for r in recipients_of.supplier_recipients(int(from_global_id(s.id)[1]))]


def test_the_customer_side_reads_the_supplier_recipients_the_send_will_email(scheduled_contract, party):
    supplier = party("Acme Builders")  # its own: its members are who is served
    accounts = supplier.add_member()
    site_office = supplier.add_member()  # a supplier member, not a recipient
    s = scheduled_contract(supplier=supplier, members=[
        {"relation": "Supplier", "user": {"id": user_gid(accounts)}, "isSupplierRecipient": True},
        {"relation": "Supplier", "user": {"id": user_gid(site_office)}, "isSupplierRecipient": False}])
    shown = recipients(s, s.customer)
    assert shown == sent_to(s)
    assert [r["email"] for r in shown] == [accounts.email]  # the flagged one: not the others at the supplier
    # The unsaved draft and the saved one alike.
    s.save(lines=[scheduled("a", 900_000, "Short")], notes=["Short"])
    assert recipients(s, s.customer) == shown


def test_with_no_supplier_recipient_flagged_everyone_at_the_supplier_is_served(scheduled_contract, party):
    supplier = party("Acme Builders")  # its own: its members are who is served
    colleague = supplier.add_member()
    s = scheduled_contract(supplier=supplier, members=[
        {"relation": "Supplier", "user": {"id": user_gid(colleague)}, "isSupplierRecipient": True}])
    [flagged] = [m for m in s.p.contract["members"] if m["isSupplierRecipient"]]
    s.supplier.ok(MEMBERS, {"input": {"contractId": s.id, "members": [{"id": flagged["id"], "isSupplierRecipient": False}]}})
    shown = recipients(s, s.customer)
    assert shown == sent_to(s)
    # Nobody flagged: the supplier organisation's people on the project (the colleague, its one member here).
    assert [r["email"] for r in shown] == [colleague.email]


def test_a_member_who_may_only_draft_reads_them_and_one_who_may_not_draft_does_not(scheduled_contract):
    s = scheduled_contract()
    drafter = s.customer.add_member(permissions=DRAFTER)
    assert recipients(s, drafter) == sent_to(s) != []
    reader = s.customer.add_member(permissions=["ProgressClaims", "ContractView"])
    body = reader.gql(RECIPIENTS, {"id": s.id, "n": 1})
    assert "errors" not in body and body["data"]["node"]["claim"]["schedule"] is None
    assert s.supplier.email not in str(body)


def test_the_supplier_side_and_another_organisation_never_read_them(scheduled_contract, module_parties):
    s = scheduled_contract()
    s.save(lines=[scheduled("a", 900_000, "Short")], notes=["Short"])
    before = s.supplier.ok(RECIPIENTS, {"id": s.id, "n": 1})["node"]["claim"]
    assert before["schedule"] is None  # a draft is the customer side's own
    stranger = module_parties("Stranger Ltd")
    body = stranger.gql(RECIPIENTS, {"id": s.id, "n": 1})
    assert (body.get("data") or {}).get("node") is None
    assert s.supplier.email not in str(body)
    s.sent()
    # Once sent the schedule is both parties' to read, but not who it was to be served on.
    for ws in (s.supplier, s.customer):
        body = ws.gql(RECIPIENTS, {"id": s.id, "n": 1})
        assert "errors" not in body, errors_of(body)
        schedule = body["data"]["node"]["claim"]["schedule"]
        assert schedule["status"] == "Sent" and schedule["recipients"] is None
    assert s.supplier.email not in str(s.supplier.gql(RECIPIENTS, {"id": s.id, "n": 1}))
