"""The roll-up of subcontract claims into the head claim in a real browser (issue 40): the head contractor
opens its draft claim to the principal, 'Include subcontract claims', chooses its two subcontractors' claims,
maps each of their lines to a line of its contract (the unmapped text shown beside a line until then),
previews per head line what is added and from where, includes them, and reads the sources on its lines.

The world (four organisations, the head contract, two subcontracts, a claim served on each, the head draft
with its own lines) is made through the services (tests/e2e/world.py), the head contractor signed in by
fixture session. The amounts are the API tests' (tests/api/contracts/test_rollup.py pins them to the cent).
Set CLAIMDESK_SHOTS=/some/folder to keep screenshots.
"""
from datetime import datetime, timezone

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from app.domain.working_days import today_in_auckland
from tests.e2e.claims_flow import page_shot
from tests.e2e.projects_flow import signed_up_org
from tests.e2e.screens import button, click, visible, wait
from tests.e2e.world import accepted_project, accepted_subcontract, claim_served_at, contract_id_at, drafted_claim

pytestmark = pytest.mark.e2e

SITE = "Rollup Quay"
UNMAPPED = "Map Works to a line of your contract before including it."


def claims_in(browser) -> list:
    return wait(browser).until(lambda d: d.find_elements(By.CSS_SELECTOR, "[data-testid=rollup-claim]") or None)


def test_the_head_contractor_includes_two_subcontract_claims_and_sees_their_sources(app, site, new_browser):
    browser = new_browser()
    head_slug, head_email, _ = signed_up_org(app, browser, site, "Acme Builders", person="Hana Head")
    _, client_email, _ = signed_up_org(app, None, site, "Client Co", person="Cleo Client")
    sparky_slug, sparky_email, sparky_name = signed_up_org(app, None, site, "Sparky Electrical", person="Sid Sparky")
    pipes_slug, pipes_email, pipes_name = signed_up_org(app, None, site, "Pipe Dreams", person="Pia Pipes")
    head_url = accepted_project(app, site, head_slug, client_email, SITE)
    head_id = contract_id_at(app, head_url)
    today = today_in_auckland()
    period = (today.replace(day=1), today)
    now = datetime.now(timezone.utc)
    for email, slug in ((sparky_email, sparky_slug), (pipes_email, pipes_slug)):
        sub_id = accepted_subcontract(app, head_id, head_email, head_slug, email)
        claim_served_at(app, sub_id, email, slug, at=now, period=period)  # 'Works': 10 % of $100,000
    claim_url = drafted_claim(app, head_url, head_email, period=period,
                              lines=[("Electrical services", 50_000_000, 0), ("Plumbing", 30_000_000, 0)])

    browser.get(claim_url)
    panel = visible(browser, "[data-testid=rollup-panel]")
    assert "None included yet." in panel.text
    click(browser, button(browser, "Include subcontract claims"))
    visible(browser, "[data-testid=rollup-dialog]")
    shown = claims_in(browser)
    assert len(shown) == 2
    by_name = {}
    for claim in shown:
        name = sparky_name if sparky_name in claim.text else pipes_name
        assert f"{name}, claim 1: $10,000.00 claimed" in claim.text
        by_name[name] = claim
    for name, head_line in ((sparky_name, "Electrical services"), (pipes_name, "Plumbing")):
        click(browser, by_name[name].find_element(By.CSS_SELECTOR, "[role=checkbox]"))
        # Until mapped, the text beside the line; once mapped (remembered), it goes.
        claim = wait(browser).until(lambda d: next(
            (c for c in d.find_elements(By.CSS_SELECTOR, "[data-testid=rollup-claim]")
             if name in c.text and c.find_elements(By.CSS_SELECTOR, "select[data-testid=rollup-map]")), None))
        assert UNMAPPED in claim.text
        Select(claim.find_element(By.CSS_SELECTOR, "select[data-testid=rollup-map]")).select_by_visible_text(head_line)
        wait(browser).until(lambda d: not any(
            name in c.text and UNMAPPED in c.text
            for c in d.find_elements(By.CSS_SELECTOR, "[data-testid=rollup-claim]")))

    click(browser, button(browser, "Preview"))
    lines = wait(browser).until(lambda d: d.find_elements(By.CSS_SELECTOR, "[data-testid=rollup-preview-line]")
                                if len(d.find_elements(By.CSS_SELECTOR, "[data-testid=rollup-preview-line]")) == 2
                                else None)
    texts = [line.text for line in lines]
    assert any("Electrical services" in t and f"From {sparky_name} claim 1: Works $10,000.00" in t for t in texts)
    assert any("Plumbing" in t and f"From {pipes_name} claim 1: Works $10,000.00" in t for t in texts)
    assert "$20,000.00" in visible(browser, "[data-testid=rollup-preview-total]").text
    page_shot(browser, "rollup-preview")
    click(browser, button(browser, "Include"))
    wait(browser).until(lambda d: not d.find_elements(By.CSS_SELECTOR, "[data-testid=rollup-dialog]"))

    # The sources on the head lines, each line with what it now includes and from where.
    def sources() -> dict | None:
        found = {}
        for line in browser.find_elements(By.CSS_SELECTOR, "[data-testid=rollup-line]"):
            head = line.text.split("\n", 1)[0]
            found[head] = [s.text for s in line.find_elements(By.CSS_SELECTOR, "[data-testid=rollup-source]")]
        return found if len(found) == 2 else None

    found = wait(browser).until(lambda d: sources())
    assert [t.startswith(f"From {sparky_name} claim 1: Works") and "$10,000.00" in t
            for t in found["Electrical services"]] == [True]
    assert [t.startswith(f"From {pipes_name} claim 1: Works") and "$10,000.00" in t for t in found["Plumbing"]] == [True]
    page_shot(browser, "rollup-included")
