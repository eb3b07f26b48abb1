"""The variation register in a real browser (issue 36): from the side nav and from the palette
('Go to Variations'), the head contractor sees every issue across its projects with each
variation's project, estimate and who must act; filtering by state and project (kept in the
address) narrows it, and a filter matching nothing says so with 'Clear filters'; the supplier's
register marks its own turn; at 390 px the amount and who must act stay visible, with no sideways
scroll. A change made elsewhere (an approval) reaches the open register through its version poll
(its 30 s interval hurried to half a second in this browser: `world.hurried_timers`; the interval
itself is RegisterPage.test.tsx's).

Set CLAIMDESK_SHOTS=/some/folder to keep screenshots at 1280 and 390 px, light and dark.
"""
import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.select import Select

from tests.e2e.projects_flow import signed_up_org
from tests.e2e.screens import click, shot, visible, wait
from tests.e2e.test_palette_shortcuts import run_command
from tests.e2e.test_variation_ledger import _as, _contract
from tests.e2e.world import accepted_project, hurried_timers

pytestmark = pytest.mark.e2e
REGISTER_POLL_MS = 30_000  # ui/src/variations/RegisterPage.tsx


def _rows(browser) -> list[str]:
    return [r.text.replace("\n", " ") for r in browser.find_elements(By.CSS_SELECTOR, "[data-testid=register-row]")]


def _issues(browser) -> list[str]:
    return [h.text for h in browser.find_elements(By.CSS_SELECTOR, "[data-testid=register-issue] h2")]


def test_the_register_lists_filters_and_follows_changes(app, site, new_browser):
    from app.variations import service

    head, sub = new_browser(), new_browser()
    head_slug, head_email, _ = signed_up_org(app, head, site, "Head Co", person="Hana Head")
    sub_slug, sub_email, _ = signed_up_org(app, sub, site, "Sparks", person="Ari Sparks")
    other_slug, _, _ = signed_up_org(app, None, site, "Pipes", person="Bo Pipes")  # nobody drives it
    accepted_project(app, site, sub_slug, head_email, "Tower A")
    accepted_project(app, site, other_slug, head_email, "Tower B")
    tower_a, _, _ = _contract(app, sub_slug)
    tower_b, _, _ = _contract(app, other_slug)
    stair = _as(app, head_email, lambda v: service.create_issue(v, [tower_a, tower_b], title="Move the stair")[0].id)
    _as(app, sub_email, lambda v: service.save_estimate(
        v, stair, tower_a, {"lines": [{"name": "Stair", "qty_milli": 1000, "unit_price": 1_240_000}]}))
    _as(app, sub_email, lambda v: service.create_issue(v, [tower_a], title="Extra fire stopping"))

    # From the side nav: every issue, newest first, each variation with who must act.
    head.get(f"{site}/{head_slug}/projects")
    click(head, visible(head, "nav[aria-label=Workspace] a[href$='/variations']"))
    wait(head).until(EC.url_matches(r"/variations$"))
    wait(head).until(lambda d: len(_rows(d)) == 3)
    assert _issues(head)[0].endswith("Extra fire stopping") and _issues(head)[1].endswith("Move the stair")
    rows = _rows(head)
    assert "Tower A" in rows[0] and "No estimate" in rows[0] and "Waiting for the supplier" in rows[0]
    assert "Tower A" in rows[1] and "$12,400.00" in rows[1] and "Waiting for both sides" in rows[1]
    assert "Tower B" in rows[2] and "Waiting for the supplier" in rows[2]
    assert "Requested by the supplier" in visible(head, "[data-testid=register-issue]").text
    for width in (1280, 390):
        head.set_window_size(width, 900)
        wait(head).until(lambda d: d.execute_script("return document.documentElement.clientWidth") <= width)
        if width == 390:  # the amount and who must act stay on screen; nothing scrolls sideways
            assert head.execute_script(
                "return document.documentElement.scrollWidth <= document.documentElement.clientWidth")
            for testid in ("register-amount", "variation-awaiting"):
                box = head.execute_script(
                    "const r = document.querySelector(`[data-testid=${arguments[0]}]`).getBoundingClientRect();"
                    "return [r.left, r.right, r.width];", testid)
                assert box[0] >= 0 and box[1] <= 390 and box[2] > 0, (testid, box)
        shot(head, f"variation-register-{width}")
    head.set_window_size(1280, 900)

    # Filters, kept in the address: a state matching nothing says so; then one project, then Open.
    Select(visible(head, "select[data-testid=register-state-filter]")).select_by_visible_text("Approved")
    wait(head).until(EC.url_contains("state=Approved"))
    wait(head).until(EC.text_to_be_present_in_element((By.TAG_NAME, "body"), "No variations match these filters"))
    click(head, head.find_element(By.XPATH, "//button[normalize-space()='Clear filters']"))
    wait(head).until(lambda d: len(_rows(d)) == 3)
    Select(visible(head, "select[data-testid=register-project-filter]")).select_by_visible_text("Tower B")
    wait(head).until(lambda d: len(_rows(d)) == 1 and "Tower B" in _rows(d)[0])
    Select(visible(head, "select[data-testid=register-state-filter]")).select_by_visible_text("Open")
    wait(head).until(EC.url_contains("state=Open"))
    wait(head).until(lambda d: len(_rows(d)) == 1 and "Tower B" in _rows(d)[0])

    # The supplier, from the palette: its own contract's variations only, its turn marked.
    hurried_timers(sub, REGISTER_POLL_MS, 500)
    sub.get(f"{site}/{sub_slug}")
    visible(sub, "nav[aria-label=Workspace]")  # the shell (and its palette shortcut) is there
    run_command(sub, "go to variations", "Go to Variations")
    wait(sub).until(EC.url_matches(r"/variations$"))
    wait(sub).until(lambda d: len(_rows(d)) == 2)
    assert all("Tower B" not in r for r in _rows(sub))
    assert "Waiting for you" in _rows(sub)[0]  # its own request, to price
    # Approved elsewhere: the open register follows through its poll (the version changed).
    _as(app, sub_email, lambda v: service.set_approval(v, stair, tower_a, "Approved", supplier_side=True))
    wait(sub).until(lambda d: len(_rows(d)) == 2 and "Waiting for the customer" in _rows(d)[1])
    click(sub, sub.find_elements(By.CSS_SELECTOR, "[data-testid=register-row]")[1])
    wait(sub).until(EC.url_contains(f"/issues/{stair}?c="))
    visible(sub, "[data-testid=variation-panel]")
