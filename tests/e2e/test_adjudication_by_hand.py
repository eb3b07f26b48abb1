"""A notice of adjudication served by post and on the owner, in a real browser (issue 39): on the
Adjudication tab a supplier without email service agreed chooses the disputed claim and variation (the
variation by its checkbox, as the claims), marks the contract residential and is refused a charging order
(s 10(c)), unmarks it, says it seeks the owner's liability, names the owner, and
records that the notice was served by post today; the notice is served as of that day, its timetable
shown, and its service on the owner is then recorded too (s 28(1)(b)).

The world is made through the services (tests/e2e/world.py, claims_flow, the variations service: the
customer raises a variation and the supplier estimates it). One page load: the Adjudication tab.
CLAIMDESK_SHOTS keeps the draft and the served notice (light and dark).
"""
import pytest
from selenium.webdriver.common.by import By

from app.adjudication.occupier import CHARGING_ORDER_RESIDENTIAL
from app.domain.dates import long_date
from app.domain.working_days import today_in_auckland
from tests.e2e.claims_flow import draft_claim, page_shot, serve_claim, set_date
from tests.e2e.projects_flow import signed_up_org
from tests.e2e.screens import click, click_text, toast_says, type_into, visible, wait
from tests.e2e.world import accepted_project, acting_as, org_slug_of

pytestmark = pytest.mark.e2e

SITE = "Post Office Quay"
NOTICE = "section[aria-label='Notice of adjudication 1']"


def _variation(app, contract_url: str, supplier_slug: str, supplier_email: str, customer_email: str) -> None:
    """A variation on the contract: raised by the customer, estimated by the supplier (the services)."""
    from sqlalchemy import select

    from app.contracts.models import Contract
    from app.db import db
    from app.variations import service
    from tenants.models import Organisation

    with app.app_context():
        contract_id = db.session.scalar(select(Contract.id).join(Organisation, Organisation.id == Contract.owner_org_id)
                                        .where(Organisation.slug == supplier_slug,
                                               Contract.slug == contract_url.rsplit("/", 1)[1]))
    customer_slug = org_slug_of(app, customer_email)
    with acting_as(app, customer_email, customer_slug) as viewer:
        issue_id = service.create_issue(viewer, [contract_id], title="Extra drainage", body="Along the north wall")[0].id
    with acting_as(app, supplier_email, supplier_slug) as viewer:
        service.save_estimate(viewer, issue_id, contract_id,
                              {"lines": [{"name": "Drainage", "qty_milli": 1000, "unit_price": 480_000}]})


def test_a_notice_served_by_post_and_on_the_owner(app, site, new_browser):
    supplier = new_browser()
    supplier_slug, supplier_email, _ = signed_up_org(app, supplier, site, "Acme Builders", person="Sam Supplier")
    _, customer_email, _ = signed_up_org(app, None, site, "Client Co", person="Cleo Customer")
    contract_url = accepted_project(app, site, supplier_slug, customer_email, SITE)
    today = today_in_auckland()
    draft_claim(app, contract_url, supplier_email, line=("Structure", 20_000_000, 5_000), period=(today, today))
    serve_claim(app, contract_url, supplier_email, claim_date=today)
    _variation(app, contract_url, supplier_slug, supplier_email, customer_email)

    supplier.get(f"{contract_url}/adjudication?claim=1")
    click_text(supplier, "Prepare a notice of adjudication")
    wait(supplier).until(lambda d: "Payment claim 1 served" in d.find_element(By.CSS_SELECTOR, NOTICE).text)
    # The variation chosen by its checkbox, like the claims; how to serve it without email service.
    variations = visible(supplier, "[data-testid=dispute-variations]")
    assert "Extra drainage" in variations.text
    click(supplier, variations.find_element(By.CSS_SELECTOR, "button[role=checkbox]"))
    assert "s 80" in visible(supplier, "[data-testid=how-to-serve]").text
    # Without email service agreed the draft offers no email serve (regs 9-10): only the record of service below.
    assert not supplier.find_elements(By.CSS_SELECTOR, "[data-testid=adjudication-serve]")
    type_into(supplier, f"{NOTICE} textarea", "Payment claim 1 and the drainage variation are unpaid.")
    supplier.find_elements(By.CSS_SELECTOR, f"{NOTICE} textarea")[1].send_keys("At the site, this month.")
    # A residential construction contract (the contract's setting): a charging order refused with s 10(c).
    residential = "[data-testid=residential] button[role=checkbox]"
    click(supplier, visible(supplier, residential))
    wait(supplier).until(lambda d: "(s 10(c))" in d.find_element(By.CSS_SELECTOR, "[data-testid=residential]").text)
    click(supplier, supplier.find_element(By.CSS_SELECTOR, "input[name='charging-1'][value='yes']"))
    click_text(supplier, "Save draft")
    wait(supplier).until(lambda d: CHARGING_ORDER_RESIDENTIAL in d.find_element(By.CSS_SELECTOR, NOTICE).text)
    click(supplier, visible(supplier, residential))
    wait(supplier).until(lambda d: "(s 10(c))" not in d.find_element(By.CSS_SELECTOR, "[data-testid=residential]").text)
    click(supplier, supplier.find_element(By.CSS_SELECTOR, "input[name='charging-1'][value='no']"))
    click(supplier, supplier.find_element(By.CSS_SELECTOR, "input[name='owner-1'][value='yes']"))
    type_into(supplier, "[data-testid=owner-fields] input[name=ownerName]", "Quay Land Limited")
    type_into(supplier, "[data-testid=owner-fields] textarea[name=ownerAddress]", "1 Quay Street, Auckland")
    click_text(supplier, "Save draft")
    # Saved: the notice's disputed items (the server's labels) list the variation, not just its checkbox.
    wait(supplier).until(lambda d: any("\u2018Extra drainage\u2019: estimate" in e.text for e in d.find_elements(
        By.CSS_SELECTOR, f"{NOTICE} ul[aria-label='Disputed items']")))
    page_shot(supplier, "adjudication-by-hand-draft")

    # Served by post today: served as of that day, the timetable counted from it.
    form = "[data-testid=respondent-service-form]"
    click(supplier, supplier.find_element(By.XPATH, "//form[@data-testid='respondent-service-form']//label[normalize-space(.)='Posted']/input"))
    set_date(supplier, f"{form} input[name=servedOn]", today.isoformat())
    type_into(supplier, f"{form} input[name=servedTo]", "PO Box 1, Auckland")
    click(supplier, visible(supplier, "[data-testid=respondent-service-save]"))
    toast_says(supplier, "Service recorded: the notice is served")
    served = visible(supplier, "[data-testid=adjudication-served]")
    assert f"Served by post on {long_date(today)}" in served.text and "PO Box 1, Auckland" in served.text
    wait(supplier).until(lambda d: "Apply to a nominating body by" in d.find_element(By.CSS_SELECTOR, NOTICE).text)

    # And on the owner (s 28(1)(b)).
    owner_form = "[data-testid=owner-service-form]"
    click(supplier, supplier.find_element(By.XPATH, "//form[@data-testid='owner-service-form']//label[normalize-space(.)='Delivered to the person']/input"))
    set_date(supplier, f"{owner_form} input[name=servedOn]", today.isoformat())
    type_into(supplier, f"{owner_form} input[name=servedTo]", "The owner's director, at 1 Quay Street")
    click(supplier, visible(supplier, "[data-testid=owner-service-save]"))
    toast_says(supplier, "Service on the owner recorded")
    owner = visible(supplier, "[data-testid=owner-served]")
    assert owner.text == (f"Served by personal delivery on {long_date(today)} on the owner, Quay Land Limited "
                          f"(s 28(1)(b)).")
    page_shot(supplier, "adjudication-by-hand-served")
