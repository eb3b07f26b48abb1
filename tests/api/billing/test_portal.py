"""The billing portal: off without a key, owners only, one Stripe customer whatever the clicks,
and a return URL that can only be our own site."""
import threading

from sqlalchemy import update

from app.db import db
from app.orgs import permissions as perms
from billing.models import BillingAccount
from billing.service import BILLING_OFF, NO_PERMISSION, RETURN_URL_REFUSED
from tests.api.billing.conftest import billing_of, customer_of, open_portal, portal_url


def errors_of(body) -> list[str]:
    return [e["message"] for e in body.get("errors", [])]


def test_without_a_key_billing_is_off_and_the_portal_says_so(workspace, app):
    assert app.config["STRIPE_SECRET_KEY"] is None  # the embedded default
    owner = workspace()
    assert billing_of(owner) == {"enabled": False, "status": "NONE", "lapsed": False, "pastDue": False,
                                 "trialEndsAt": None, "periodEndsAt": None, "cancelAtPeriodEnd": False,
                                 "viewerCanManage": True}
    assert errors_of(open_portal(owner)) == [BILLING_OFF]
    assert customer_of(app, owner.org["id"]) is None


def test_an_owner_gets_the_portal_of_a_new_customer_on_a_trial(workspace, billing_on, app):
    owner = workspace("Harbour Builders")
    url = portal_url(owner, f"/{owner.org['slug']}/settings/billing")
    session = billing_on.sessions[url.rsplit("/", 1)[-1]]
    assert url.startswith(billing_on.url + "/p/session/")
    assert session["return_url"] == f"{app.config['PUBLIC_URL']}/{owner.org['slug']}/settings/billing"
    customer = billing_on.customers[session["customer"]]
    assert customer["name"] == "Harbour Builders" and customer["metadata"] == {"org_id": str(owner.org["id"])}
    assert customer["email"] == owner.email
    subscription = billing_on.subscription_of(customer["id"])
    assert subscription["status"] == "trialing"
    assert subscription["trial_end"] - subscription["created"] == 14 * 86400
    state = billing_of(owner)
    assert state["enabled"] and state["status"] == "TRIALING" and state["trialEndsAt"] and not state["lapsed"]
    # Opening it again makes nothing new.
    portal_url(owner)
    assert sum(c["metadata"]["org_id"] == str(owner.org["id"]) for c in billing_on.customers.values()) == 1
    assert sum(s["customer"] == customer["id"] for s in billing_on.subscriptions.values()) == 1


def test_a_double_click_makes_one_customer_and_one_subscription(workspace, billing_on, app):
    owner = workspace()
    co_owner = owner.add_member(is_owner=True)  # two clicks at once, from two browsers at worst
    answers = []
    start = threading.Barrier(2)

    def click(ws):
        start.wait()
        answers.append(open_portal(ws))

    threads = [threading.Thread(target=click, args=(ws,)) for ws in (owner, co_owner)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert [errors_of(a) for a in answers] == [[], []]
    ours = [c for c in billing_on.customers.values() if c["metadata"]["org_id"] == str(owner.org["id"])]
    assert len(ours) == 1
    assert sum(s["customer"] == ours[0]["id"] for s in billing_on.subscriptions.values()) == 1


def test_an_answer_lost_after_stripe_made_the_customer_makes_no_second(workspace, billing_on, app):
    owner = workspace()
    portal_url(owner)
    first = customer_of(app, owner.org["id"])
    with app.app_context():  # as if our transaction had died after Stripe answered
        db.session.execute(update(BillingAccount).where(BillingAccount.org_id == owner.org["id"])
                           .values(customer_id=None, subscription_id=None, status="none"))
        db.session.commit()
    portal_url(owner)
    assert customer_of(app, owner.org["id"]) == first  # Stripe answered the same key with the same customer
    assert sum(c["metadata"]["org_id"] == str(owner.org["id"]) for c in billing_on.customers.values()) == 1
    assert sum(s["customer"] == first for s in billing_on.subscriptions.values()) == 1


def test_a_member_without_owner_permission_cannot_open_it(workspace, billing_on, app):
    owner = workspace()
    member = owner.add_member(permissions=perms.MEMBER)
    assert billing_of(member)["viewerCanManage"] is False
    body = open_portal(member)
    assert errors_of(body) == [NO_PERMISSION]
    assert customer_of(app, owner.org["id"]) is None


def test_a_return_url_elsewhere_is_refused(workspace, billing_on, app):
    owner = workspace()
    for elsewhere in ("https://evil.example/steal", "//evil.example/x", "http://localhost.evil.example/",
                      "javascript:alert(1)", "/\\evil.example", ""):
        body = open_portal(owner, elsewhere)
        assert errors_of(body) == [RETURN_URL_REFUSED], elsewhere
        assert body["errors"][0]["extensions"]["field"] == "returnUrl"
    assert customer_of(app, owner.org["id"]) is None  # refused before Stripe was asked anything
    own = f"{app.config['PUBLIC_URL']}/{owner.org['slug']}/settings/billing?x=1"
    url = portal_url(owner, own)
    assert billing_on.sessions[url.rsplit("/", 1)[-1]]["return_url"] == own
