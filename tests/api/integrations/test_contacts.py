"""Who a posting is to in Xero: the contact with the party's GST number (Xero's TaxNumber, however
it was typed there), else the one with its name, else a new one with both; looked up through the
Contacts `where` filter of the local fake."""
from tests.api.factories import connected, set_business
from tests.api.factories import party, project, scheduled_project  # noqa: F401  (fixtures)

GST = "49-091-850"  # stored as 049091850, shown as 049-091-850


def _bill_to(scheduled_project, party, xero, run_jobs, *, gst: str | None, seed=()):
    """Claim 1 from Acme Builders Limited (with `gst`) to a customer whose Xero holds `seed`
    contacts: (its bill, the customer's Xero tenant)."""
    supplier = party("Acme Builders")
    set_business(supplier, "Acme Builders Limited", address="1 Main Road, Auckland", **({"gstNumber": gst} if gst else {}))
    remotes = {}

    def connect(p):
        remotes["customer"] = remote = connected(p.customer)["remoteId"]
        for name, fields in seed:
            xero.add_contact(remote, name, **fields)

    scheduled_project(before_send=connect, supplier=supplier)
    run_jobs()
    [bill] = xero.invoices[remotes["customer"]]
    return bill, remotes["customer"]


def test_the_contact_with_the_gst_number_is_chosen_over_one_with_the_name(scheduled_project, party, xero, run_jobs):
    bill, remote = _bill_to(scheduled_project, party, xero, run_jobs, gst=GST, seed=[
        ("Acme Builders Limited", {}),
        ("ACME Bldrs (trade account)", {"TaxNumber": "49-091-850"}),
    ])
    assert bill["Contact"]["Name"] == "ACME Bldrs (trade account)"
    assert xero.calls["contacts:put"] == 0 and len(xero.contacts[remote]) == 2


def test_without_a_gst_match_the_contact_with_the_name_is_chosen(scheduled_project, party, xero, run_jobs):
    bill, remote = _bill_to(scheduled_project, party, xero, run_jobs, gst=GST, seed=[
        ("Acme Builders Limited", {}),
        ("Someone Else Ltd", {"TaxNumber": "123-456-788"}),
    ])
    assert bill["Contact"]["Name"] == "Acme Builders Limited"
    assert xero.calls["contacts:put"] == 0


def test_a_missing_contact_is_made_with_its_gst_number(scheduled_project, party, xero, run_jobs):
    bill, remote = _bill_to(scheduled_project, party, xero, run_jobs, gst=GST, seed=[("Acme Builders", {})])
    [made] = [c for c in xero.contacts[remote] if c["ContactID"] == bill["Contact"]["ContactID"]]
    assert made["Name"] == "Acme Builders Limited" and made["TaxNumber"] == "049-091-850"
    assert xero.calls["contacts:put"] == 1 and len(xero.contacts[remote]) == 2


def test_a_party_without_gst_number_is_matched_by_name_alone(scheduled_project, party, xero, run_jobs):
    bill, remote = _bill_to(scheduled_project, party, xero, run_jobs, gst=None,
                            seed=[("Acme Builders Limited", {"TaxNumber": "123-456-788"})])
    assert bill["Contact"]["Name"] == "Acme Builders Limited"
    assert xero.calls["contacts:get"] == 1 and xero.calls["contacts:put"] == 0
