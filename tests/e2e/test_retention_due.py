"""What is due on retention, in a real browser (issue 38, app/retention/due.py): the payer of a contract whose
payment schedule withheld $10,000 a month ago, not deposited, sees on its home the retention panel (money not
deposited in time, one exposure; a release past due) and follows it by keyboard to the Retention page: the
deposit alert per subcontractor with its exposure and the deposit period's note, and the release due with its
interest. The subcontractor sees the same release as retention due to it and no deposit alert. The payer
records the deposit and the alert goes.

The claim, the schedule and the contract's retention terms are made through the services (claims_flow,
app.contracts.retention), the people signed in by fixture session (world). Set CLAIMDESK_SHOTS=/some/folder
to keep screenshots.
"""
from datetime import timedelta

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from app.domain.dates import long_date
from app.domain.working_days import today_in_auckland
from tests.e2e.claims_flow import draft_claim, page_shot, send_schedule, serve_claim
from tests.e2e.projects_flow import signed_up_org
from tests.e2e.screens import click, click_text, toast_says, type_into, visible, wait
from tests.e2e.world import accepted_project, acting_as

pytestmark = pytest.mark.e2e

SITE = "Due Wharf"
TEN_PERCENT = {"marginal_rates": [{"rate": 10_000_000}]}  # as the claims service takes it


def set_terms(app, contract_url: str, email: str, slug: str, event_on) -> None:
    """Two release stages of half each, the first on practical completion (`event_on`), the second 12
    months after it; 8.5 % a year on late release (app.contracts.retention, as the settings card saves)."""
    from sqlalchemy import select

    from app.contracts import retention
    from app.contracts.models import Contract
    from app.db import db

    contract_slug = contract_url.rstrip("/").rsplit("/", 1)[1]
    with acting_as(app, email, slug) as viewer:
        contract_id = db.session.scalar(select(Contract.id).where(Contract.slug == contract_slug,
                                                                  Contract.site_name == SITE))
        retention.set_retention(viewer, contract_id, entered_on=None, renewed_on=None, residential_occupier=False,
                                opted_in=False, interest_rate=850, stages=[
                                    {"label": "Practical completion", "share": 5000, "trigger": "on_event",
                                     "eventOn": event_on},
                                    {"label": "End of defects period", "share": 5000, "trigger": "months_after",
                                     "months": 12, "eventOn": event_on}])


def test_the_payer_sees_money_not_deposited_and_a_release_due_and_the_subcontractor_its_retention_due(
        app, site, new_browser):
    customer, supplier = new_browser(), new_browser()
    supplier_slug, supplier_email, _ = signed_up_org(app, supplier, site, "Acme Builders", person="Sam Supplier")
    customer_slug, customer_email, _ = signed_up_org(app, customer, site, "Client Co", person="Cleo Customer")
    contract_url = accepted_project(app, site, supplier_slug, customer_email, SITE)
    today = today_in_auckland()
    claimed_on, due_on, completed_on = today - timedelta(days=45), today - timedelta(days=30), today - timedelta(days=3)
    draft_claim(app, contract_url, supplier_email, line=("Structure", 10_000_000, 10_000),
                period=(claimed_on, claimed_on), retention_formula=TEN_PERCENT)
    serve_claim(app, contract_url, supplier_email, claim_date=claimed_on, due_date=due_on)
    send_schedule(app, contract_url, customer_email, customer_slug)  # $10,000 withheld, dated the payment's due date
    set_terms(app, contract_url, customer_email, customer_slug, completed_on)
    release_text = f"Release due {long_date(completed_on)}: Practical completion \u2014 $5,000.00"
    interest = f"Interest accrues from {long_date(completed_on + timedelta(days=1))} at 8.5 % a year (CCA s 18G)."

    # The home: the retention panel names the money not deposited, its exposure, and the late release.
    customer.get(f"{site}/{customer_slug}")
    panel = visible(customer, "[data-testid=retention-alerts]")
    lines = wait(customer).until(lambda d: [e.text for e in d.find_elements(
        By.CSS_SELECTOR, "[data-testid=retention-alert]")] or None)
    summary = ("$10,000.00 of retention money for 1 subcontractor is not in the trust account or covered past its "
               "deposit period: 1 separate exposure.")  # the server's one sentence, on the home and on the page
    assert any(summary in line for line in lines)
    assert any("1 release past due: $5,000.00" in line for line in lines)
    page_shot(customer, "retention-due-home")
    # By keyboard: the panel's first line is a link to the Retention page.
    link = panel.find_element(By.CSS_SELECTOR, "a")
    customer.execute_script("arguments[0].focus()", link)
    wait(customer).until(lambda d: d.switch_to.active_element == link)
    link.send_keys(Keys.ENTER)
    wait(customer).until(lambda d: d.current_url.endswith(f"/{customer_slug}/retention"))

    # The deposit alert: per subcontractor, one exposure of $10,000, withheld on the payment's due date.
    alert = visible(customer, "[data-testid=retention-deposits] [data-testid=retention-deposit-alert]")
    assert alert.find_element(By.CSS_SELECTOR, "[data-testid=retention-exposure-count]").text == "1"
    assert alert.find_element(By.CSS_SELECTOR, "[data-testid=retention-outstanding]").text == "$10,000.00"
    assert SITE in alert.text and f"$10,000.00 withheld {due_on.day} " in alert.text
    deposits = visible(customer, "[data-testid=retention-deposits]")
    # The period is Claimdesk's default, said once on the card (a contract's own period is named on its row).
    assert "as soon as practicable" in deposits.text and "Claimdesk's default of 2" in deposits.text
    assert summary in deposits.find_element(By.CSS_SELECTOR, "[role=alert]").text
    # The release due, late, with its interest.
    owe = visible(customer, "[data-testid=retention-releases-weOwe]")
    assert release_text in owe.text and interest in owe.text and "Late" in owe.text
    page_shot(customer, "retention-due-page")

    # The subcontractor: the same release as retention due to it, and no deposit alert of the payer's.
    supplier.get(f"{site}/{supplier_slug}/retention")
    owed = visible(supplier, "[data-testid=retention-releases-dueToUs]")
    assert release_text in owed.text and interest in owed.text and "held by" in owed.text
    assert not supplier.find_elements(By.CSS_SELECTOR, "[data-testid=retention-deposits]")
    page_shot(supplier, "retention-due-subcontractor")

    # The payer deposits the $10,000: the alert goes.
    click(customer, visible(customer, f"button[aria-label='Record on {SITE}']"))
    click(customer, wait(customer).until(lambda d: [i for i in d.find_elements(By.CSS_SELECTOR, "[role=menuitem]")
                                                     if i.text == "Deposit into the trust account"])[0])
    visible(customer, "[role=dialog] [data-testid=retention-record-form]")
    type_into(customer, "[role=dialog] input[name=amount]", "10,000")
    type_into(customer, "[role=dialog] input[name=bankRef]", "RET-DEP-1")
    click_text(customer, "Record deposit")
    toast_says(customer, "Deposit recorded")
    wait(customer).until(lambda d: not d.find_elements(By.CSS_SELECTOR, "[data-testid=retention-deposit-alert]"))
    assert "No retention money is outstanding past its deposit period." in visible(
        customer, "[data-testid=retention-deposits]").text
    assert release_text in visible(customer, "[data-testid=retention-releases-weOwe]").text  # a deposit releases nothing
