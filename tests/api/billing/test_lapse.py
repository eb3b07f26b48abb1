"""What a lapsed subscription changes: creating new projects pauses; nothing a party needs under
the Construction Contracts Act does (a received claim stays readable and answerable)."""
from app.orgs import permissions as perms
from billing.service import LAPSED_NO_PROJECTS
from tests.api.billing.conftest import billing_of, customer_of, deliver, portal_url
from tests.api.factories import CREATE, project_input, scheduled
from tests.api.factories import party, project, scheduled_project  # noqa: F401  (fixtures)


def lapse(ws, fake, app, client, run_jobs, status: str = "canceled") -> None:
    """The organisation subscribes, then Stripe says the subscription is `status` (by webhook)."""
    portal_url(ws)
    sub = fake.subscription_of(customer_of(app, ws.org["id"]))["id"]
    deliver(client, fake.event("customer.subscription.updated", fake.set_status(sub, status)))
    run_jobs()


def test_a_lapsed_organisation_still_answers_a_received_claim(scheduled_project, billing_on, app, client, run_jobs):
    s = scheduled_project()
    lapse(s.customer, billing_on, app, client, run_jobs)
    assert billing_of(s.customer)["lapsed"] is True and billing_of(s.customer)["status"] == "CANCELED"
    claim = s.claim()
    assert claim["status"] == "Sent" and claim["viewerCanSchedule"] is True
    s.save(lines=[scheduled("b", 0, "Not started")], notes=["Framing not started"])
    assert s.sent()["status"] == "Scheduled"
    # Its own new projects wait for billing.
    body = s.customer.gql(CREATE, {"input": project_input(site_name="Another Site")})
    assert [e["message"] for e in body["errors"]] == [LAPSED_NO_PROJECTS]
    assert body["errors"][0]["extensions"]["code"] == "BILLING_LAPSED"


def test_a_lapsed_supplier_still_claims_on_its_projects_but_starts_no_new_one(project, billing_on, app, client,
                                                                              run_jobs):
    p = project()
    lapse(p.supplier, billing_on, app, client, run_jobs, status="unpaid")
    assert p.new_claim()["number"] == 1
    member = p.supplier.add_member(permissions=perms.MEMBER)
    body = member.gql(CREATE, {"input": project_input(site_name="Another Site")})
    assert [e["message"] for e in body["errors"]] == [LAPSED_NO_PROJECTS]


def test_past_due_warns_and_pauses_nothing(party, billing_on, app, client, run_jobs):
    ws = party("Late Payers")
    lapse(ws, billing_on, app, client, run_jobs, status="past_due")
    state = billing_of(ws)
    assert state["pastDue"] is True and state["lapsed"] is False
    created = ws.ok(CREATE, {"input": project_input(customer_ws=party("Client Co"), site_name="Still Allowed")})
    assert created["contractCreate"]["contract"]["siteName"] == "Still Allowed"
