"""The cut-offs of the contracting chain in a real browser (issue 40): the head contractor sets a
subcontractor's 'claims due by' day on its contract's Subcontracts tab (a day outside 1-31 refused
beside the field, in the server's words; a good one kept across a reload), then opens its next draft
claim's 'Include subcontract claims': the subcontract claim sent after its claim to the principal for
last month reads 'not in your claim for {period}; include it next period', the one sent before it
does not.

The world (four organisations, the head contract, two subcontracts, last month's claims served on
each at set moments around the head claim's, the head's next draft) is made through the services
(tests/e2e/world.py), the head contractor signed in by fixture session. The rule is pinned by
tests/unit/test_cutoffs.py and tests/api/contracts/test_cutoffs.py.
Set CLAIMDESK_SHOTS=/some/folder to keep screenshots.
"""
from datetime import datetime, timedelta, timezone

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from app.domain.working_days import today_in_auckland
from tests.e2e.claims_flow import page_shot
from tests.e2e.projects_flow import signed_up_org
from tests.e2e.screens import button, click, visible, wait
from tests.e2e.world import accepted_project, accepted_subcontract, claim_served_at, contract_id_at, drafted_claim

pytestmark = pytest.mark.e2e

SITE = "Cutoff Wharf"
DAY_INVALID = "Enter a day of the month from 1 to 31"


def due_day_field(browser, name: str):
    """The 'claims due by' input of the subcontract whose label names `name`."""
    def found(d):
        for label in d.find_elements(By.CSS_SELECTOR, "[data-testid=claims-due-days] label"):
            if name in label.text:
                return d.find_element(By.ID, label.get_attribute("for"))
        return None
    return wait(browser).until(found)


def field_error_of(browser, field) -> str | None:
    """The error shown beside `field` (its aria-describedby), if any."""
    ids = (field.get_attribute("aria-describedby") or "").split()
    texts = [browser.find_element(By.ID, i).text for i in ids if i.endswith("-error")
             and browser.find_elements(By.ID, i)]
    return texts[0] if texts else None


def test_a_sub_claim_sent_after_the_head_claim_reads_include_it_next_period(app, site, new_browser):
    browser = new_browser()
    head_slug, head_email, _ = signed_up_org(app, browser, site, "Acme Builders", person="Hana Head")
    _, client_email, _ = signed_up_org(app, None, site, "Client Co", person="Cleo Client")
    sparky_slug, sparky_email, sparky_name = signed_up_org(app, None, site, "Sparky Electrical", person="Sid Sparky")
    pipes_slug, pipes_email, pipes_name = signed_up_org(app, None, site, "Pipe Dreams", person="Pia Pipes")
    head_url = accepted_project(app, site, head_slug, client_email, SITE)
    head_id = contract_id_at(app, head_url)
    sparky_id = accepted_subcontract(app, head_id, head_email, head_slug, sparky_email)
    pipes_id = accepted_subcontract(app, head_id, head_email, head_slug, pipes_email)

    today = today_in_auckland()
    last_month_end = today.replace(day=1) - timedelta(days=1)
    last_month = (last_month_end.replace(day=1), last_month_end)
    period = f"{last_month_end:%Y-%m}"
    now = datetime.now(timezone.utc)
    # Sparky's claim before the head claim for last month, Pipe Dreams' after it.
    claim_served_at(app, sparky_id, sparky_email, sparky_slug, at=now - timedelta(hours=3), period=last_month)
    claim_served_at(app, head_id, head_email, head_slug, at=now - timedelta(hours=2), period=last_month)
    claim_served_at(app, pipes_id, pipes_email, pipes_slug, at=now - timedelta(hours=1), period=last_month)
    claim_url = drafted_claim(app, head_url, head_email, period=(today.replace(day=1), today),
                              lines=[("Electrical services", 50_000_000, 0), ("Plumbing", 30_000_000, 0)])

    # The setting: Sparky's claims due by the 20th; a day outside 1-31 refused beside its field.
    browser.get(f"{head_url}/subcontracts")
    field = due_day_field(browser, sparky_name)
    field.send_keys("40", Keys.ENTER)
    wait(browser).until(lambda d: field_error_of(d, due_day_field(d, sparky_name)) == DAY_INVALID)
    field = due_day_field(browser, sparky_name)
    field.send_keys(Keys.CONTROL, "a")
    field.send_keys(Keys.DELETE)
    field.send_keys("20", Keys.ENTER)
    wait(browser).until(lambda d: field_error_of(d, due_day_field(d, sparky_name)) is None)
    page_shot(browser, "cutoffs-setting")
    browser.refresh()
    wait(browser).until(lambda d: due_day_field(d, sparky_name).get_attribute("value") == "20")
    assert due_day_field(browser, pipes_name).get_attribute("value") == ""

    # The rule, on the head's next draft: Pipe Dreams' claim came after the head claim for last month.
    browser.get(claim_url)
    visible(browser, "[data-testid=rollup-panel]")
    click(browser, button(browser, "Include subcontract claims"))
    visible(browser, "[data-testid=rollup-dialog]")

    def notes():
        claims = browser.find_elements(By.CSS_SELECTOR, "[data-testid=rollup-claim]")
        if len(claims) != 2:
            return None
        return {(sparky_name if sparky_name in c.text else pipes_name): c.text for c in claims}

    shown = wait(browser).until(lambda d: notes())
    assert f"not in your claim for {period}; include it next period" in shown[pipes_name]
    assert "include it next period" not in shown[sparky_name]
    assert f"For {period}" in shown[sparky_name]
    page_shot(browser, "cutoffs-rollup")
