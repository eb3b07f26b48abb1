"""The contracting chain in a real browser (issue 40): the head contractor sees on its home that its
subcontractor's schedule falls due before the principal's schedule to it (CCA s 13), follows the line by
keyboard to the subcontract's claim, and reads the Chain tab of its head contract: its own two links and
that a further subcontract exists. The sub-subcontractor's Chain tab shows only its own link.

The world (four organisations, the head contract, two levels of subcontract, a claim on each of the first
two) is made through the services (world), the people signed in by fixture session. The live server's clock
cannot be set, so the subcontract claim is served on a working day before today and the head claim now (the API tests pin
the issue's dates). Set CLAIMDESK_SHOTS=/some/folder to keep screenshots.
"""
from datetime import datetime, time, timedelta, timezone
from zoneinfo import ZoneInfo

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from app.domain.dates import long_date
from app.domain.working_days import is_working_day, today_in_auckland
from tests.e2e.claims_flow import page_shot
from tests.e2e.projects_flow import signed_up_org
from tests.e2e.screens import visible, wait
from tests.e2e.world import (accepted_project, accepted_subcontract, claim_served_at, contract_id_at,
                             contract_route)

pytestmark = pytest.mark.e2e

SITE = "Chain Wharf"


def links_of(browser) -> list[str]:
    return wait(browser).until(lambda d: [e.text for e in d.find_elements(
        By.CSS_SELECTOR, "[data-testid=chain-link] article")] or None)


def test_the_head_contractor_sees_the_gap_and_the_chain_and_the_sub_subcontractor_only_its_link(
        app, site, new_browser):
    head_browser, wired_browser = new_browser(), new_browser()
    head_slug, head_email, head_name = signed_up_org(app, head_browser, site, "Acme Builders", person="Hana Head")
    _, client_email, client_name = signed_up_org(app, None, site, "Client Co", person="Cleo Client")
    sparky_slug, sparky_email, sparky_name = signed_up_org(app, None, site, "Sparky Electrical", person="Sid Sparky")
    wired_slug, wired_email, wired_name = signed_up_org(app, wired_browser, site, "Wired Up", person="Wren Wired")
    head_url = accepted_project(app, site, head_slug, client_email, SITE)
    head_id = contract_id_at(app, head_url)
    sub_id = accepted_subcontract(app, head_id, head_email, head_slug, sparky_email)
    subsub_id = accepted_subcontract(app, sub_id, sparky_email, sparky_slug, wired_email)

    today = today_in_auckland()
    period = (today.replace(day=1), today)
    now = datetime.now(timezone.utc)
    # The subcontract claim served on a working day before today: its deadline then falls before the head
    # claim's whatever today is (served 'seven days ago', both serve days fell in the Christmas close-down
    # from 31 December to 5 January and the two deadlines were the same day).
    sub_served = today - timedelta(days=3)
    while not is_working_day(sub_served):
        sub_served -= timedelta(days=1)
    sub_at = datetime.combine(sub_served, time(10), ZoneInfo("Pacific/Auckland"))
    sub_deadline = claim_served_at(app, sub_id, sparky_email, sparky_slug, at=sub_at, period=period)
    head_deadline = claim_served_at(app, head_id, head_email, head_slug, at=now, period=period)
    assert sub_deadline < head_deadline

    # The home: the gap, in the server's words, and a link to the subcontract's claim.
    head_browser.get(f"{site}/{head_slug}")
    panel = visible(head_browser, "[data-testid=chain-gap]")
    line = visible(head_browser, "[data-testid=chain-gap-line]")
    assert line.text.startswith(
        f"Schedule due to {sparky_name} on {long_date(sub_deadline)}; the principal's schedule to you is due "
        f"{long_date(head_deadline)}. You must answer {sparky_name} first: not being paid by the principal is no "
        f"reason (CCA s 13).")
    assert "This is not legal advice." in panel.text
    page_shot(head_browser, "chain-gap-home")
    link = line.find_element(By.CSS_SELECTOR, "a")
    head_browser.execute_script("arguments[0].focus()", link)
    wait(head_browser).until(lambda d: d.switch_to.active_element == link)
    link.send_keys(Keys.ENTER)
    sub_owner, sub_slug = contract_route(app, sub_id)
    wait(head_browser).until(lambda d: d.current_url.endswith(f"/projects/{sub_owner}/{sub_slug}/claims/1"))

    # The head contract's Chain tab: its link, the subcontract, and that a further subcontract exists.
    head_browser.get(f"{head_url}/chain")
    links = links_of(head_browser)
    assert len(links) == 2
    assert f"{client_name} → {head_name}" in links[0] and "Claim 1" in links[0]
    assert f"{head_name} → {sparky_name}" in links[1]
    assert "Schedule due" in links[1] and "working days left" in links[1]
    further = visible(head_browser, "[data-testid=chain-further]")
    assert further.text == "A further subcontract exists"
    assert wired_name not in visible(head_browser, "[data-testid=chain]").text
    page_shot(head_browser, "chain-tab-head")

    # The sub-subcontractor: its own link only, nobody above it named.
    owner, slug = contract_route(app, subsub_id)
    wired_browser.get(f"{site}/{wired_slug}/projects/{owner}/{slug}/chain")
    only = links_of(wired_browser)
    assert len(only) == 1 and f"{sparky_name} → {wired_name}" in only[0]
    chain_text = visible(wired_browser, "[data-testid=chain]").text
    assert head_name not in chain_text and client_name not in chain_text
    assert not wired_browser.find_elements(By.CSS_SELECTOR, "[data-testid=chain-further]")
    page_shot(wired_browser, "chain-tab-subsub")
