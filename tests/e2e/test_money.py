"""A project's money in a real browser (issue 40): the head contractor opens its head contract's Money tab and
reads, month by month, the claim to the principal against its two subcontractors' claims, in the table beside a
chart that is drawn and labelled; chooses what the chart shows by keyboard; and finds the same figures on the
organisation's Money page from the navigation. A subcontractor's Money tab shows only its own subcontract.

The world (four organisations, the head contract, two subcontracts, a claim on each) is made through the
services (world): each claim 10 % of $100,000 plus GST, $11,500.00. The head claim and Sparky's are of last
month, Pipe Dreams' of this month. Set CLAIMDESK_SHOTS=/some/folder to keep screenshots.
"""
from datetime import datetime, timedelta, timezone

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from app.domain.dates import short_month
from app.domain.money_by_month import TRUST_NOTE
from app.domain.working_days import today_in_auckland
from tests.e2e.axe import assert_accessible
from tests.e2e.claims_flow import page_shot
from tests.e2e.money_flow import TIMEOUT, chart_drawn, read_money_table, read_project_money, row_of
from tests.e2e.projects_flow import signed_up_org
from tests.e2e.screens import visible, wait
from tests.e2e.world import accepted_project, accepted_subcontract, claim_served_at, contract_id_at, contract_route

pytestmark = pytest.mark.e2e

SITE = "Money Wharf"
CLAIM = "$11,500.00"
NOTHING = "$0.00"


def test_the_head_contractor_reads_its_money_in_against_out_and_a_subcontractor_only_its_own(
        app, site, new_browser):
    head_browser, sparky_browser = new_browser(), new_browser()
    head_slug, head_email, _ = signed_up_org(app, head_browser, site, "Acme Builders", person="Hana Head")
    _, client_email, _ = signed_up_org(app, None, site, "Client Co", person="Cleo Client")
    sparky_slug, sparky_email, _ = signed_up_org(app, sparky_browser, site, "Sparky Electrical", person="Sid Sparky")
    pipes_slug, pipes_email, _ = signed_up_org(app, None, site, "Pipe Dreams", person="Pia Pipes")
    head_url = accepted_project(app, site, head_slug, client_email, SITE)
    head_id = contract_id_at(app, head_url)
    sparky_id = accepted_subcontract(app, head_id, head_email, head_slug, sparky_email)
    pipes_id = accepted_subcontract(app, head_id, head_email, head_slug, pipes_email)

    this_month = today_in_auckland().replace(day=1)
    last_month_end = this_month - timedelta(days=1)
    last_month = (last_month_end.replace(day=1), last_month_end)
    now = datetime.now(timezone.utc)
    claim_served_at(app, head_id, head_email, head_slug, at=now, period=last_month)
    claim_served_at(app, sparky_id, sparky_email, sparky_slug, at=now, period=last_month)
    claim_served_at(app, pipes_id, pipes_email, pipes_slug, at=now, period=(this_month, this_month))
    earlier, later = short_month(f"{last_month_end:%Y-%m}"), short_month(f"{this_month:%Y-%m}")

    # The head contract's Money tab: receivable from the principal against payable to the subcontractors.
    rows = read_project_money(head_browser, head_url)
    assert [r["month"] for r in rows] == [earlier, later, "Total"]
    first, second, total = row_of(rows, earlier), row_of(rows, later), row_of(rows, "Total")
    assert (first["in-claimed"], first["in-payable"], first["in-outstanding"]) == (CLAIM, CLAIM, CLAIM)
    assert (first["out-claimed"], second["out-claimed"], second["in-claimed"]) == (CLAIM, CLAIM, NOTHING)
    assert (total["in-claimed"], total["out-claimed"], total["out-paid"]) == (CLAIM, "$23,000.00", NOTHING)
    label = chart_drawn(head_browser)
    assert label == (f"Bar chart of receivable against payable by month from {earlier} to {later}; the table below "
                     f"has the same figures.")
    assert visible(head_browser, "[data-testid=retention-trust-note]").text == TRUST_NOTE
    assert visible(head_browser, "[data-testid=retention-held-from-us]").text == NOTHING
    page_shot(head_browser, "money-tab-head")
    assert_accessible(head_browser, "Money tab, light")  # WCAG 2.2 AA (axe)

    # Dark: the same chart drawn again in the dark theme's colours (the design tokens), still without violation.
    light = head_browser.execute_script("return document.querySelector('[data-testid=money-chart]').toDataURL()")
    head_browser.execute_script("localStorage.setItem('claimdesk.theme', 'dark')")
    head_browser.refresh()
    wait(head_browser, TIMEOUT).until(
        lambda d: d.execute_script("return document.documentElement.dataset.theme") == "dark")
    chart_drawn(head_browser)
    dark = head_browser.execute_script("return document.querySelector('[data-testid=money-chart]').toDataURL()")
    assert dark != light
    assert read_money_table(head_browser) == rows
    assert_accessible(head_browser, "Money tab, dark")
    page_shot(head_browser, "money-tab-head-dark")

    # What the chart shows, chosen by keyboard: money out, drawn again.
    out = head_browser.find_element(By.XPATH, "//div[@role='group']//button[normalize-space()='Money out']")
    head_browser.execute_script("arguments[0].focus()", out)
    wait(head_browser, TIMEOUT).until(lambda d: d.switch_to.active_element == out)
    out.send_keys(Keys.SPACE)
    wait(head_browser, TIMEOUT).until(lambda d: out.get_attribute("aria-pressed") == "true")
    wait(head_browser, TIMEOUT).until(lambda d: chart_drawn(d).startswith("Bar chart of money out by month"))

    # The organisation's Money page, from the navigation: the same figures (its one project).
    head_browser.find_element(By.CSS_SELECTOR, "nav[aria-label=Workspace] a[href$='/money']").click()
    wait(head_browser, TIMEOUT).until(lambda d: d.current_url.endswith(f"/{head_slug}/money"))
    chart_drawn(head_browser)
    assert read_money_table(head_browser) == rows

    # The subcontractor: its own subcontract only, money in; nothing of the head contract or the other subcontract.
    owner, slug = contract_route(app, sparky_id)
    own = read_project_money(sparky_browser, f"{site}/{sparky_slug}/projects/{owner}/{slug}")
    assert [r["month"] for r in own] == [earlier, "Total"]
    assert row_of(own, "Total")["in-claimed"] == CLAIM and "out-claimed" not in own[0]
    assert chart_drawn(sparky_browser).startswith("Bar chart of money in by month")
    page_shot(sparky_browser, "money-tab-sub")
