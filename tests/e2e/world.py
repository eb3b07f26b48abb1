"""The world a browser test stands on, made in-process through the app's own services on the live
server's database, and browsers signed in by a real server-side session.

    slug = new_workspace(app, email, person="Ann Smith", org="Acme Builders")  # as sign-up makes it
    sign_in_browser(app, browser, site, email)                                  # as a code sign-in does
    slug = signed_in_workspace(app, browser, site, email)                       # both: auth_flow.sign_up's
    url = accepted_project(app, site, supplier_slug, customer_email, "Harbour View")
    claim_url = drafted_claim(app, url, email, lines=[("Piles", 10_000_00, 2000)])   # a draft with its lines
    hurried_timers(browser, 30_000, 500)     # a screen's 30 s poll ticks every 0.5 s on the next pages

A browser test drives the screens it is about. What it only stands on (an account and its
organisation, a project both sides have accepted) is made here in milliseconds, the way the demo
is made (app/demo/seed.py: the services a person's clicks call, never SQL), instead of through
screens that other tests already drive: signing up and in by emailed code (test_auth_sign_in.py,
test_auth_accounts.py, test_first_minutes.py), creating a project and accepting the invitation
(test_projects_flows.py). Measured before: a sign-up through the screens took 4-7 s a person
and a project 6-9 s, together about half of the browser tests' time.

A test about what a poll brings to an open screen waits for that condition, not out the poll's
interval: `hurried_timers` shortens that one interval in the browser (the page's clock, as a unit
test's fake timers set it); the interval itself is the screen's unit test's (vitest).

Signing in: the auth service makes the browser session and the account's session exactly as a
code sign-in does (`app.auth.session.ensure_browser` + `sign_in`), and the auth blueprint's own
after-request hook (`apply_cookie`) writes the Set-Cookie header, which is handed to Chromium
with its name, value and attributes (HttpOnly, SameSite, Secure as the app sets them). The live
server checks that cookie on every request like any other; nothing is added to the app for tests.
"""
import time
import uuid
from http.cookies import SimpleCookie

from sqlalchemy import select

# Shared with the API tests' factories: accounts, organisations, sessions and accepted contracts.
from tests.services_world import acting_as, new_workspace  # noqa: F401  (the tests' imports)
from tests.services_world import accepted_contract, signed_in_cookie
from tests.services_world import account_id_of as _account_id

# A site as the New project screen fills it in (projects_flow.fill_site).
SITE_LINE1, SITE_CITY = "12 Queen Street", "Auckland"


def sign_in_browser(app, browser, site: str, email: str) -> None:
    """Sign the account of `email` in on `browser`, beside any account already signed in there,
    with the session and cookie a code sign-in makes. The browser stays where it is: its next page
    of the app reads the sessions from the server."""
    from app.config import auth_settings

    cookie_name = app.config["AUTH_COOKIE_NAME"]
    # The live server is configured from its own URL: its cookie must be the one made here.
    assert auth_settings(site)["AUTH_COOKIE_NAME"] == cookie_name, "the live server names its cookie otherwise"
    held = {c["name"]: c["value"] for c in browser.execute_cdp_cmd("Network.getCookies", {"urls": [site]})["cookies"]}
    headers = {"User-Agent": browser.execute_cdp_cmd("Browser.getVersion", {})["userAgent"]}
    if cookie_name in held:
        headers["Cookie"] = f"{cookie_name}={held[cookie_name]}"
    set_cookie = signed_in_cookie(app, email, base_url=site, headers=headers)
    _give_cookie(browser, site, set_cookie)


def signed_in_workspace(app, browser, site: str, email: str, *, person: str = "Ann Smith",
                        org: str | None = None) -> str:
    """What `auth_flow.sign_up` makes through the screens (with its defaults), made through the
    services: the account, its organisation, and the browser signed in (it stays where it is);
    the organisation's slug."""
    slug = new_workspace(app, email, person=person, org=org or f"Acme Builders {uuid.uuid4().hex[:6]}")
    sign_in_browser(app, browser, site, email)
    return slug


def _give_cookie(browser, site: str, set_cookie: str) -> None:
    """Store a Set-Cookie header in the browser as it would store it from a response of `site`."""
    parsed = SimpleCookie()
    parsed.load(set_cookie)
    (name, morsel), = parsed.items()
    cookie = {"url": site, "name": name, "value": morsel.value, "path": morsel["path"] or "/",
              "httpOnly": bool(morsel["httponly"]), "secure": bool(morsel["secure"])}
    if morsel["samesite"]:
        cookie["sameSite"] = morsel["samesite"]
    if morsel["max-age"]:
        cookie["expires"] = time.time() + int(morsel["max-age"])
    assert browser.execute_cdp_cmd("Network.setCookie", cookie).get("success", True), set_cookie


def _owner_email(slug: str) -> str:
    from app.auth.models import Account, User
    from app.db import db
    from tenants.models import Organisation

    return db.session.scalar(
        select(Account.email).join(User, User.account_id == Account.id).join(Organisation, Organisation.id == User.org_id)
        .where(Organisation.slug == slug).order_by(User.id).limit(1))


def _slug_of(email: str) -> str:
    from app.auth.models import User
    from app.db import db
    from tenants.models import Organisation

    return db.session.scalar(
        select(Organisation.slug).join(User, User.org_id == Organisation.id)
        .where(User.account_id == _account_id(email)).order_by(User.id).limit(1))


def _org_id(slug: str) -> int:
    from app.db import db
    from tenants.models import Organisation

    return db.session.scalar(select(Organisation.id).where(Organisation.slug == slug))


def org_slug_of(app, email: str) -> str:
    """The slug of the (first) organisation of the person of `email`."""
    with app.app_context():
        return _slug_of(email)


def accepted_project(app, site: str, supplier_slug: str, customer_email: str, name: str) -> str:
    """A project of the supplier organisation for the organisation of `customer_email`, made as the
    New project screen makes it (its owner the supplier's contact person, the customer's person its
    recipient, the site '12 Queen Street, Auckland') and accepted by that person, as the
    Invitations list does; the contract's URL as the supplier opens it."""
    with app.app_context():
        owner = _owner_email(supplier_slug)
        customer_slug = _slug_of(customer_email)
        customer_org_id = _org_id(customer_slug)
    _, contract_slug = accepted_contract(app, owner, supplier_slug, customer_email, customer_slug, {
        "site_name": name, "site": {"line1": SITE_LINE1, "city": SITE_CITY},
        "customer": {"org_id": customer_org_id},
        "members": [{"relation": "Customer", "user": {"email": customer_email}, "is_customer_recipient": True}],
    })
    return f"{site}/{supplier_slug}/projects/{supplier_slug}/{contract_slug}"


def served_days_ago(app, supplier_slug: str, site_name: str, days: int):
    """Claim 1 of the supplier's project `site_name` served `days` ago (the submitted revisions moved
    back), its stored facts written again (app.payments.facts); its payment-schedule deadline. The live
    server's clock cannot be set, so a test of a deadline passed moves the claim instead. By the
    supplier too: the run's database is shared, and another test may have a project of that name."""
    from datetime import datetime, timedelta, timezone

    from sqlalchemy import update

    from app.claims.models import Claim, Revision
    from app.contracts.models import Contract
    from app.db import db
    from app.payments import facts
    from tenants.models import Organisation

    served = datetime.now(timezone.utc) - timedelta(days=days)
    with app.app_context():
        claim = db.session.scalars(
            select(Claim).join(Contract, Contract.id == Claim.contract_id)
            .join(Organisation, Organisation.id == Contract.owner_org_id)
            .where(Contract.site_name == site_name, Organisation.slug == supplier_slug, Claim.number == 1)).one()
        db.session.execute(update(Revision).where(Revision.claim_id == claim.id, Revision.is_draft.is_(False))
                           .values(submitted_at=served))
        facts.served([claim.id])
        db.session.commit()
        db.session.refresh(claim)
        return claim.schedule_deadline


def drafted_claim(app, contract_url: str, email: str, *, lines, period=None, retention_formula=None,
                  billing_mode=None) -> str:
    """A new draft claim on the project at `contract_url` (as `accepted_project` answers it), made by
    the supplier's person `email` through the claims service as the claim page's New claim, grid and
    dialogs make it: Base Contract `lines` [(name, value in cents, percent claimed in basis points)],
    the period (two dates), the contract's `retention_formula` (as app.claims.ledger takes it:
    {"marginal_rates": [{"rate": millionths of a percent}]}) and the billing mode when given.
    The claim's URL. For a test that stands on a claim's lines without being about the grid (its
    screens: test_claims_flow.py, test_claim_builder.py)."""
    from app.claims import ledger, service
    from app.claims.models import ContractLedger
    from app.contracts.models import Contract
    from app.db import db

    supplier_slug, contract_slug = contract_url.rstrip("/").rsplit("/", 2)[1:]
    with acting_as(app, email, supplier_slug) as viewer:
        contract_id = db.session.scalar(select(Contract.id).where(Contract.owner_org_id == viewer.org.id,
                                                                  Contract.slug == contract_slug))
        number = service.create_claim(viewer, contract_id)[1].number
    retention = ledger.UNSET if retention_formula is None else retention_formula
    with acting_as(app, email, supplier_slug) as viewer:
        rev = db.session.scalar(select(ContractLedger.rev).where(ContractLedger.contract_id == contract_id))
        ledger.update_ledger(viewer, contract_id, rev, ledger.LedgerChanges(create=[
            {"item_id": f"line-{uuid.uuid4().hex[:8]}", "name": name, "total_price": value,
             "percent_complete": basis_points} for name, value, basis_points in lines],
            retention_formula=retention))
    patch = {}
    if period is not None:
        patch.update(period_from=period[0], period_to=period[1])
    if billing_mode is not None:
        patch["billing_mode"] = billing_mode
    if patch:
        with acting_as(app, email, supplier_slug) as viewer:
            service.patch_claim(viewer, contract_id, number, None, patch)
    return f"{contract_url}/claims/{number}"


# A page's timers as a test that waits on a poll sets them (see `hurried_timers`).
_HURRY = """
(() => {
  const [every, to] = [%d, %d];
  const real = window.setInterval.bind(window);
  window.setInterval = (fn, ms, ...rest) => real(fn, ms === every ? to : ms, ...rest);
})();
"""


def hurried_timers(browser, every_ms: int, to_ms: int) -> None:
    """From the browser's next page on, an interval timer of `every_ms` (a screen's poll, e.g.
    REGISTER_POLL_MS) fires every `to_ms` instead: the clock of a page, as a unit test's fake timers
    set it, so that a test of what the poll brings waits for that condition, not out the interval.
    The poll's own code runs unchanged; its interval is the subject of its unit test."""
    browser.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": _HURRY % (every_ms, to_ms)})


def served_adjudication(app, contract_url: str, email: str, *, served_on, claim_numbers=(1,)) -> int:
    """A notice of adjudication on the project at `contract_url` disputing `claim_numbers` (served claims),
    prepared by the supplier's person `email` through the adjudication service as the Adjudication tab
    prepares it (both s 28(2)(e)-(f) questions answered no), and recorded as served by post on `served_on`
    (a past day: the live server's clock cannot be set) as the tab's hand-service form records it. Its number.
    For a test of what follows service (the steps, the determination); serving it is test_remedies.py's and
    test_adjudication_by_hand.py's."""
    from app.adjudication import hand, service
    from app.contracts.models import Contract
    from app.db import db
    from app.enforcement.models import POST

    supplier_slug, contract_slug = contract_url.rstrip("/").rsplit("/", 2)[1:]
    with acting_as(app, email, supplier_slug) as viewer:
        contract_id = db.session.scalar(select(Contract.id).where(Contract.owner_org_id == viewer.org.id,
                                                                  Contract.slug == contract_slug))
        number = service.prepare(viewer, contract_id, claim_numbers=list(claim_numbers),
                                 dispute="The claimed amount was not paid and no payment schedule was given.",
                                 arose="At the site, when the claimed amount fell due.", charging_order=False,
                                 owner_liability=False).notice.number
    with acting_as(app, email, supplier_slug) as viewer:
        hand.record_service(viewer, contract_id, number, manner=POST, served_on=served_on,
                            served_to="PO Box 1, Auckland")
    return number


# ---- retention: the notice before use for defects (issue 38) ------------------------------------------

def retention_defects_clause(app, customer_email: str, customer_slug: str, site_name: str, clause: str) -> None:
    """The contract `site_name` of which the organisation `customer_slug` is the payer (it holds the
    retention) records `clause` as the clause permitting use for defects, as its Retention money card
    does (app.contracts.retention), with the contract's date."""
    from datetime import date

    from app.contracts import retention
    from app.contracts.models import Contract, ContractOrg
    from app.db import db

    with acting_as(app, customer_email, customer_slug) as viewer:
        contract_id = db.session.scalar(select(Contract.id).join(ContractOrg, ContractOrg.contract_id == Contract.id)
                                        .where(Contract.site_name == site_name, ContractOrg.org_id == viewer.org.id))
        retention.set_retention(viewer, contract_id, entered_on=date(2025, 3, 1), renewed_on=None,
                                residential_occupier=False, opted_in=False, stages=[], defects_clause=clause,
                                defects_procedure="Written notice; 10 working days to remedy.")


def defect_notice_served_days_ago(app, customer_slug: str, site_name: str, days: int) -> None:
    """Notice 1 on the contract `site_name` (held by `customer_slug`) dated and served `days` ago, its first day
    of use counted again from then (app.domain.retention_release.use_from). The live server's clock cannot be
    set, so a test of a use after the 10 working days moves the notice instead, as `served_days_ago` a claim."""
    from datetime import timedelta

    from sqlalchemy import update

    from app.contracts.models import Contract, ContractOrg
    from app.db import db
    from app.domain.retention_release import use_from
    from app.domain.working_days import today_in_auckland
    from app.retention.models import DefectNotice
    from tenants.models import Organisation

    served = today_in_auckland() - timedelta(days=days)
    with app.app_context():
        contract_id = db.session.scalar(
            select(Contract.id).join(ContractOrg, ContractOrg.contract_id == Contract.id)
            .join(Organisation, Organisation.id == ContractOrg.org_id)
            .where(Contract.site_name == site_name, Organisation.slug == customer_slug))
        db.session.execute(update(DefectNotice).where(DefectNotice.contract_id == contract_id, DefectNotice.number == 1)
                           .values(notice_date=served, served_on=served, use_from=use_from(served)))
        db.session.commit()


# -- The contracting chain (issue 40) -------------------------------------------------------------------------

def accepted_subcontract(app, parent_id: int, head_email: str, head_slug: str, sub_email: str) -> int:
    """A subcontract of contract `parent_id` made by its supplier (the person `head_email` of `head_slug`, as
    Add subcontract makes it) with the organisation of `sub_email` as its supplier, accepted by that person;
    its id."""
    with app.app_context():
        sub_slug = _slug_of(sub_email)
        sub_org_id = _org_id(sub_slug)
    contract_id, _ = accepted_contract(app, head_email, head_slug, sub_email, sub_slug, {
        "parent_id": parent_id, "supplier": {"org_id": sub_org_id},
        "members": [{"relation": "Supplier", "user": {"email": sub_email}, "is_supplier_recipient": True}],
    })
    return contract_id


def contract_id_at(app, contract_url: str) -> int:
    """The id of the contract at `contract_url` ({site}/{org}/projects/{owner}/{slug})."""
    from app.contracts.models import Contract
    from app.db import db
    from tenants.models import Organisation

    owner_slug, slug = contract_url.rstrip("/").rsplit("/", 2)[1:]
    with app.app_context():
        return db.session.scalar(select(Contract.id).join(Organisation, Organisation.id == Contract.owner_org_id)
                                 .where(Organisation.slug == owner_slug, Contract.slug == slug))


def contract_route(app, contract_id: int) -> tuple[str, str]:
    """(owner slug, contract slug) of a contract."""
    from app.contracts.models import Contract
    from app.db import db
    from tenants.models import Organisation

    with app.app_context():
        return tuple(db.session.execute(select(Organisation.slug, Contract.slug)
                                        .join(Organisation, Organisation.id == Contract.owner_org_id)
                                        .where(Contract.id == contract_id)).one())


def claim_served_at(app, contract_id: int, email: str, slug: str, *, at, period) -> "object":
    """A new claim on contract `contract_id` by its supplier's person `email` of `slug`: one Base Contract line
    claimed at 10 % of $100,000 over `period` (two dates), served at the moment `at` (as the demo serves on a
    past day: app.claims.service.submit_claim's `at`); its stored payment-schedule deadline."""
    from app.claims import ledger, service
    from app.claims.models import Claim, ContractLedger
    from app.db import db

    with acting_as(app, email, slug) as viewer:
        number = service.create_claim(viewer, contract_id)[1].number
    with acting_as(app, email, slug) as viewer:
        rev = db.session.scalar(select(ContractLedger.rev).where(ContractLedger.contract_id == contract_id))
        ledger.update_ledger(viewer, contract_id, rev, ledger.LedgerChanges(create=[
            {"item_id": f"line-{uuid.uuid4().hex[:8]}", "name": "Works", "total_price": 10_000_000,
             "percent_complete": 1000}]))
    with acting_as(app, email, slug) as viewer:
        service.patch_claim(viewer, contract_id, number, None, {"period_from": period[0], "period_to": period[1]})
    with acting_as(app, email, slug) as viewer:
        service.submit_claim(viewer, contract_id, number, None, at=at)
    with app.app_context():
        return db.session.scalar(select(Claim.schedule_deadline).where(Claim.contract_id == contract_id,
                                                                       Claim.number == number))
