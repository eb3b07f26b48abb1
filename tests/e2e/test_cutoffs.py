"""The cut-offs of the contracting chain in a real browser (issue 40): the head contractor sets a
subcontractor's 'claims due by' day on its contract's Subcontracts tab (a day outside 1-31 refused
beside the field, in the server's words; a good one kept across a reload), then opens its next draft
claim's 'Include subcontract claims': the subcontract claim sent after its claim to the principal for
last month reads 'not in your claim for {period}; include it next period' (the period in the
server's words, 'October 2026'), the one sent before it does not. The same text on its Inbox row and on
that claim's page. Then, with Sparky's claim included in the draft, 'Remove' on the 'Subcontract
claims' card undoes it: the card holds none again, the draft's line is back where it was, and the
claim is offered to include again.

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

from app.domain.dates import long_month
from app.domain.working_days import today_in_auckland
from tests.e2e.claims_flow import page_shot
from tests.e2e.projects_flow import signed_up_org
from tests.e2e.screens import button, click, visible, wait
from tests.e2e.world import (
    accepted_project, accepted_subcontract, acting_as, claim_served_at, contract_id_at, contract_route, drafted_claim,
)

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


def include_by_service(app, head_email, head_slug, head_id, number, sub_id, head_line):
    """The sub claim included in the head draft `number` through the roll-up service (as its dialog does),
    its lines mapped to the head line named `head_line`; the head line's amount before and after."""
    from app.payments import rollup

    with acting_as(app, head_email, head_slug) as viewer:
        found = rollup.rollup_of(viewer, head_id, number)
        sub = next(s for s in found.sub_claims if s.contract.id == sub_id)
        target = next(h for h in found.head_lines if h.name == head_line)
        pairs, sub_number, before = [(line.item_id, target.item_id) for line in sub.lines], sub.claim.number, target.amount
    with acting_as(app, head_email, head_slug) as viewer:
        rollup.set_map(viewer, head_id, sub_id, pairs)
    with acting_as(app, head_email, head_slug) as viewer:
        rollup.apply(viewer, head_id, number, [(sub_id, sub_number)])
    return before, head_amount(app, head_email, head_slug, head_id, number, head_line)


def head_amount(app, head_email, head_slug, head_id, number, head_line) -> int:
    """The head draft's amount for the line named `head_line` now (cents excluding GST), as the roll-up reads it."""
    from app.payments import rollup

    with acting_as(app, head_email, head_slug) as viewer:
        return next(h.amount for h in rollup.rollup_of(viewer, head_id, number).head_lines if h.name == head_line)


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
    period = long_month(f"{last_month_end:%Y-%m}")  # the server's words for the month
    late = f"not in your claim for {period}; include it next period"
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
    assert late in shown[pipes_name]
    assert "include it next period" not in shown[sparky_name]
    assert f"For {period}" in shown[sparky_name]
    page_shot(browser, "cutoffs-rollup")
    browser.switch_to.active_element.send_keys(Keys.ESCAPE)
    wait(browser).until(lambda d: not d.find_elements(By.CSS_SELECTOR, "[data-testid=rollup-dialog]"))

    # The same text on the head contractor's Inbox row of Pipe Dreams' claim, none on Sparky's ...
    browser.get(f"{site}/{head_slug}/inbox")

    def row_notes():
        rows = browser.find_elements(By.CSS_SELECTOR, "[data-testid=claim-row]")
        if len(rows) != 2:
            return None
        return {(sparky_name if sparky_name in r.text else pipes_name): [n.get_attribute("title") for n in
                r.find_elements(By.CSS_SELECTOR, "[data-testid=claim-cutoff]")] for r in rows}

    assert wait(browser).until(lambda d: row_notes()) == {pipes_name: [late], sparky_name: []}
    page_shot(browser, "cutoffs-inbox")
    # ... and on that claim's page.
    owner, slug = contract_route(app, pipes_id)
    browser.get(f"{site}/{head_slug}/projects/{owner}/{slug}/claims/1")
    assert visible(browser, "[data-testid=claim-cutoff]").text == late

    # Undo an inclusion: Sparky's claim included in the draft, then removed from the card.
    number = int(claim_url.rstrip("/").rsplit("/", 1)[1])
    before, included = include_by_service(app, head_email, head_slug, head_id, number, sparky_id, "Electrical services")
    assert included == before + 1_000_000  # Sparky's claim: 10 % of $100,000
    browser.get(claim_url)
    card = visible(browser, "[data-testid=rollup-panel]")
    entry = wait(browser).until(lambda d: d.find_elements(By.CSS_SELECTOR, "[data-testid=rollup-included-claim]") or None)
    assert len(entry) == 1 and f"{sparky_name} claim 1" in entry[0].text
    click(browser, entry[0].find_element(By.XPATH, ".//button[normalize-space()='Remove']"))
    wait(browser).until(lambda d: not d.find_elements(By.CSS_SELECTOR, "[data-testid=rollup-included-claim]"))
    assert "None included yet." in visible(browser, "[data-testid=rollup-panel]").text
    assert head_amount(app, head_email, head_slug, head_id, number, "Electrical services") == before
    page_shot(browser, "cutoffs-removed")
    # The claim can be included again: offered, its box free to tick.
    click(browser, button(browser, "Include subcontract claims"))
    visible(browser, "[data-testid=rollup-dialog]")
    sparky_claim = wait(browser).until(lambda d: next((c for c in d.find_elements(
        By.CSS_SELECTOR, "[data-testid=rollup-claim]") if sparky_name in c.text), None))
    assert "Included in this claim." not in sparky_claim.text
    assert sparky_claim.find_element(By.CSS_SELECTOR, "[role=checkbox], input[type=checkbox]").is_enabled()
