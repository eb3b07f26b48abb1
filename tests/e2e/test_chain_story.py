"""Issue 40's 'Done when' as one story in a real browser, on one contracting chain: the head contractor
sees on its home that its subcontractor's schedule falls due before the principal's schedule to it (CCA
s 13), follows the line by keyboard to that subcontract claim and schedules it first (a pay-when-paid
reason warned of, sent anyway, recorded), includes two subcontract claims in its claim to the principal,
reads the project's money chart; the sub-subcontractor sees only its own link. On the way
in, before its home, the head contractor reads its projects list (payment terms at a glance) and its head
contract's Chain tab, while Sparky's schedule is still awaited.

The world, built once through the services (tests/e2e/world.py), each person signed in once by fixture
session:

    Client Co (principal) → Acme Builders (head, its browser) → Sparky Electrical (its browser)
                                                                   → Wired Up (sub-subcontractor, its browser)
                                                             → Pipe Dreams

- Sparky's subcontract states its own payment terms (10 working days to schedule, paid in 14 days), set
  before its claim is served: claims keep the terms they were sent under.
- Sparky's claim 1 ('Works': 10 % of $100,000) is served on a working day before today; Pipes' claim 1 and
  the head's claim 1 to the principal are served now, at the same moment (so Pipes' deadline is the
  principal's, no gap, and neither is sent after the head claim: no cut-off). The live server's clock
  cannot be set; the API tests pin the issue's dates.
- The head's claim 2 to the principal is a draft of the same period with its own lines 'Electrical
  services' and 'Plumbing': the claim the subcontract claims are included in.

It replaces three browser tests, one world and one sign-in per person instead of three. Every assertion
of theirs is kept, where from:

test_chain.py (the gap, the chain):
  - sub deadline < head deadline (the world's precondition);
  - the home's gap line starts with the server's words for Sparky's and the principal's deadlines; the
    panel says 'This is not legal advice.'; its link, focused and entered by keyboard, opens the
    subcontract's claim 1;
  - the head contract's Chain tab: 'Client → Head' with 'Claim 1'; 'Head → Sparky' with 'Schedule due'
    and 'working days left'; 'A further subcontract exists'; Wired Up not named. Its 'exactly two links'
    is now exactly three, the third 'Head → Pipes' (the story's head has two subcontracts);
  - the sub-subcontractor's Chain tab: one link 'Sparky → Wired', head and client not named, no
    'further subcontract'.
test_pay_when_paid.py (the s 13 guard, payment terms at a glance):
  - the payer's projects list shows exactly the chips 'schedules in 10 WD', 'pays in 14 days' (here the
    head contractor's list, Sparky's subcontract the only one with terms of its own);
  - the warning beside the line's reason is S13_WARNING with role note; beside the note 'when we are
    paid' the one warning S13_WARNING; the draft saves; Send stays enabled; the schedule is sent;
  - both parties (head and Sparky) read on the claim's activity 'finalised Schedule' with SENT_WITH,
    naming the line (here 'Works', the claim's line, where it was 'Framing').
test_rollup.py (the roll-up):
  - the draft's panel says 'None included yet.'; the dialog lists exactly two claims; each line shows
    UNMAPPED until mapped, and not after; the preview has two lines, each 'From {sub} claim 1: Works
    {amount}' on its head line, and the total; after Include the dialog closes and each head line lists
    exactly one source 'From {sub} claim 1: Works' with its amount.
  - Pipes' claim, sent and not yet scheduled, counts for '$10,000.00 claimed' as before; Sparky's claim,
    now scheduled at $6,000 in this story, counts for '$6,000.00 scheduled' (issue 40: scheduled → the
    scheduled amount), so the total is $16,000.00 where it was $20,000.00.

Elements are found by test id, role and label, never by a period's words (their wording is the
server's, and changes). Set CLAIMDESK_SHOTS=/some/folder to keep screenshots.
"""
from dataclasses import dataclass
from datetime import datetime, time, timedelta, timezone
from zoneinfo import ZoneInfo

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import Select

from app.contracts import terms
from app.domain.dates import long_date, short_month
from app.domain.money_by_month import TRUST_NOTE
from app.domain.pay_when_paid import S13_WARNING
from app.domain.working_days import is_working_day, today_in_auckland
from app.schedules import guard
from tests.e2e.claims_flow import dialog_button, page_shot, type_cell
from tests.e2e.money_flow import chart_drawn, read_project_money, row_of
from tests.e2e.projects_flow import signed_up_org
from tests.e2e.screens import button, click, click_text, type_into, visible, wait
from tests.e2e.world import (accepted_project, accepted_subcontract, acting_as, claim_served_at, contract_id_at,
                             contract_route, drafted_claim)

pytestmark = pytest.mark.e2e

SITE = "Chain Story Wharf"
REASON = "Not yet paid by the principal"
NOTE = "The balance will be paid when we are paid"
SENT_WITH = guard.SENT_WITH.format(reasons=f"Works: '{REASON}'; reason 1: 'when we are paid'")
UNMAPPED = "Map Works to a line of your contract before including it."
# Sparky's $10,000 claimed, scheduled lower: the amount the roll-up then counts for its claim.
SCHEDULED = "6000"

# A browser test on a loaded machine: every wait on a condition, generously.
SLOW = 30


@dataclass
class Party:
    slug: str
    email: str
    name: str


@dataclass
class ChainWorld:
    client: Party
    head: Party
    sparky: Party
    pipes: Party
    wired: Party
    head_url: str
    head_id: int
    sub_id: int
    subsub_id: int
    sub_deadline: object
    head_deadline: object
    head_draft_url: str


def _chain(app, site, head_browser, sparky_browser, wired_browser) -> ChainWorld:
    """The story's world (see the module), through the services."""
    head = Party(*signed_up_org(app, head_browser, site, "Acme Builders", person="Hana Head"))
    client = Party(*signed_up_org(app, None, site, "Client Co", person="Cleo Client"))
    sparky = Party(*signed_up_org(app, sparky_browser, site, "Sparky Electrical", person="Sid Sparky"))
    pipes = Party(*signed_up_org(app, None, site, "Pipe Dreams", person="Pia Pipes"))
    wired = Party(*signed_up_org(app, wired_browser, site, "Wired Up", person="Wren Wired"))
    head_url = accepted_project(app, site, head.slug, client.email, SITE)
    head_id = contract_id_at(app, head_url)
    sub_id = accepted_subcontract(app, head_id, head.email, head.slug, sparky.email)
    with acting_as(app, head.email, head.slug) as viewer:  # as the subcontract's Payment terms card sets them
        terms.set_terms(viewer, sub_id, schedule_working_days=10, due_kind="days", due_value=14)
    pipes_id = accepted_subcontract(app, head_id, head.email, head.slug, pipes.email)
    subsub_id = accepted_subcontract(app, sub_id, sparky.email, sparky.slug, wired.email)

    today = today_in_auckland()
    period = (today.replace(day=1), today)
    now = datetime.now(timezone.utc)
    # Sparky's claim served on a working day before today: its deadline then falls before the head claim's
    # whatever today is (served 'seven days ago', both serve days once fell in the Christmas close-down
    # from 31 December to 5 January and the two deadlines were the same day).
    sub_served = today - timedelta(days=3)
    while not is_working_day(sub_served):
        sub_served -= timedelta(days=1)
    sub_at = datetime.combine(sub_served, time(10), ZoneInfo("Pacific/Auckland"))
    sub_deadline = claim_served_at(app, sub_id, sparky.email, sparky.slug, at=sub_at, period=period)
    # Pipes' claim and the head claim at one moment: the same deadline (no gap), and Pipes' not sent after
    # the head claim (no cut-off).
    claim_served_at(app, pipes_id, pipes.email, pipes.slug, at=now, period=period)
    head_deadline = claim_served_at(app, head_id, head.email, head.slug, at=now, period=period)
    head_draft_url = drafted_claim(app, head_url, head.email, period=period,
                                   lines=[("Electrical services", 50_000_000, 0), ("Plumbing", 30_000_000, 0)])
    return ChainWorld(client, head, sparky, pipes, wired, head_url, head_id, sub_id, subsub_id, sub_deadline,
                      head_deadline, head_draft_url)


def links_of(browser) -> list[str]:
    return wait(browser, SLOW).until(lambda d: [e.text for e in d.find_elements(
        By.CSS_SELECTOR, "[data-testid=chain-link] article")] or None)


def schedule_row(browser, name: str):
    """The schedule builder's line `name`."""
    def find(d):
        rows = d.find_elements(By.CSS_SELECTOR, "tr[data-testid=schedule-line]")
        return next((r for r in rows if r.find_element(By.TAG_NAME, "td").text == name), False)
    return wait(browser, SLOW).until(find)


def warning_beside(name: str):
    """The s 13 warning beside line `name`'s reason, once the saved draft answers it; False until then."""
    def find(d):
        found = schedule_row(d, name).find_elements(By.CSS_SELECTOR, "[data-testid=pay-when-paid-warning]")
        return found[0] if found else False
    return find


def finalised_entry(browser):
    def find(d):
        for entry in d.find_elements(By.CSS_SELECTOR, "[data-testid=claim-activity] [data-testid=activity-entry]"):
            if "finalised Schedule" in entry.text:
                return entry
        return False
    return wait(browser, SLOW).until(find)


def rollup_claims(browser) -> list:
    return wait(browser, SLOW).until(lambda d: d.find_elements(By.CSS_SELECTOR, "[data-testid=rollup-claim]") or None)


def preview_lines(browser, count: int) -> list | None:
    """The dialog's preview lines once there are `count`."""
    lines = browser.find_elements(By.CSS_SELECTOR, "[data-testid=rollup-preview-line]")
    return lines if len(lines) == count else None


def included_sources(browser) -> dict | None:
    """{head line: [its sources' texts]} on the Subcontract claims card; None until both lines show."""
    found = {}
    for line in browser.find_elements(By.CSS_SELECTOR, "[data-testid=rollup-line]"):
        head = line.find_element(By.XPATH, "./*[1]").text  # the line's name, before its sources
        found[head] = [s.text for s in line.find_elements(By.CSS_SELECTOR, "[data-testid=rollup-source]")]
    return found if len(found) == 2 else None


def test_the_head_contractor_answers_its_subcontractor_first_and_includes_two_subcontract_claims(
        app, site, new_browser):
    head_browser, sparky_browser, wired_browser = new_browser(), new_browser(), new_browser()
    world = _chain(app, site, head_browser, sparky_browser, wired_browser)
    assert world.sub_deadline < world.head_deadline
    sub_owner, sub_slug = contract_route(app, world.sub_id)
    sub_claim = f"{site}/{world.head.slug}/projects/{sub_owner}/{sub_slug}/claims/1"

    # 1. On the way in, the head contractor's projects list: Sparky's subcontract's terms that differ from
    # the Act's, at a glance.
    head_browser.get(f"{site}/{world.head.slug}/projects")
    chips = wait(head_browser, SLOW).until(
        lambda d: [c.text for c in d.find_elements(By.CSS_SELECTOR, "[data-testid=terms-chip]")])
    assert chips == ["schedules in 10 WD", "pays in 14 days"]

    # 2. The head contract's Chain tab: the principal's link with the head claim, both subcontracts (Sparky's
    # schedule awaited), and that a further subcontract exists, unnamed.
    head_browser.get(f"{world.head_url}/chain")
    links = links_of(head_browser)
    assert len(links) == 3
    assert f"{world.client.name} → {world.head.name}" in links[0] and "Claim 1" in links[0]
    assert f"{world.head.name} → {world.sparky.name}" in links[1]
    assert "Schedule due" in links[1] and "working days left" in links[1]
    assert f"{world.head.name} → {world.pipes.name}" in links[2]
    further = visible(head_browser, "[data-testid=chain-further]")
    assert further.text == "A further subcontract exists"
    assert world.wired.name not in visible(head_browser, "[data-testid=chain]").text
    page_shot(head_browser, "chain-tab-head")

    # 3. Its home: the gap, in the server's words, and a link that opens Sparky's claim.
    head_browser.get(f"{site}/{world.head.slug}")
    panel = visible(head_browser, "[data-testid=chain-gap]", SLOW)
    line = visible(head_browser, "[data-testid=chain-gap-line]", SLOW)
    assert line.text.startswith(
        f"Schedule due to {world.sparky.name} on {long_date(world.sub_deadline)}; the principal's schedule to you "
        f"is due {long_date(world.head_deadline)}. You must answer {world.sparky.name} first: not being paid by the "
        f"principal is no reason (CCA s 13).")
    assert "This is not legal advice." in panel.text
    page_shot(head_browser, "chain-gap-home")
    link = line.find_element(By.CSS_SELECTOR, "a")
    head_browser.execute_script("arguments[0].focus()", link)
    wait(head_browser).until(lambda d: d.switch_to.active_element == link)
    link.send_keys(Keys.ENTER)
    wait(head_browser, SLOW).until(lambda d: d.current_url.endswith(f"/projects/{sub_owner}/{sub_slug}/claims/1"))

    # 4. Sparky's claim, there, scheduled first: Works lower, its reason waiting on the principal, warned of
    # (s 13).
    click(head_browser, visible(head_browser, "[data-testid=add-schedule]", SLOW))
    wait(head_browser, SLOW).until(EC.url_matches(r"/claims/1/schedule$"))
    type_cell(head_browser, schedule_row(head_browser, "Works"), "scheduled", SCHEDULED)
    type_cell(head_browser, schedule_row(head_browser, "Works"), "reason", REASON, commit=Keys.TAB)
    warning = wait(head_browser, SLOW).until(warning_beside("Works"))
    assert warning.text == S13_WARNING
    assert warning.get_attribute("role") == "note"
    # And beside a note saying the same.
    type_into(head_browser, "input[name=scheduleNote]", NOTE)
    click_text(head_browser, "Add reason")
    note_warning = wait(head_browser, SLOW).until(lambda d: d.find_elements(
        By.CSS_SELECTOR, "[data-testid=schedule-notes] [data-testid=pay-when-paid-warning]"))
    assert [n.text for n in note_warning] == [S13_WARNING]
    wait(head_browser, SLOW).until(EC.presence_of_element_located(
        (By.CSS_SELECTOR, "[data-testid=schedule-save-status][data-state=saved]")))
    page_shot(head_browser, "schedule-pay-when-paid-warning")

    # Sent anyway: the warning is no refusal.
    send = visible(head_browser, "[data-testid=send-schedule]")
    assert send.is_enabled()
    click(head_browser, send)
    visible(head_browser, "[data-testid=schedule-send-dialog][data-step=confirm]", SLOW)
    dialog_button(head_browser, "Send payment schedule")
    wait(head_browser, SLOW).until(EC.visibility_of_element_located(
        (By.CSS_SELECTOR, "[data-testid=schedule-sent-message]")))
    dialog_button(head_browser, "Done")
    wait(head_browser, SLOW).until(lambda d: d.current_url == sub_claim)

    # The claim's activity records the warning, for both parties: the head contractor back on the claim,
    # Sparky opening it.
    sparky_browser.get(f"{site}/{world.sparky.slug}/projects/{sub_owner}/{sub_slug}/claims/1")
    for browser in (head_browser, sparky_browser):
        visible(browser, "[data-testid=claim-document]", SLOW)
        click(browser, visible(browser, "button[aria-label='Activity and comments']"))
        assert SENT_WITH in finalised_entry(browser).text
    page_shot(sparky_browser, "activity-pay-when-paid")

    # 5. Its claim to the principal: both subcontract claims included, each mapped to a line of its own,
    # Sparky's for the amount scheduled, Pipes' (not yet scheduled) for the amount claimed.
    head_browser.get(world.head_draft_url)
    panel = visible(head_browser, "[data-testid=rollup-panel]", SLOW)
    assert "None included yet." in panel.text
    click(head_browser, button(head_browser, "Include subcontract claims"))
    visible(head_browser, "[data-testid=rollup-dialog]", SLOW)
    shown = rollup_claims(head_browser)
    assert len(shown) == 2
    counts_for = {world.sparky.name: "$6,000.00 scheduled", world.pipes.name: "$10,000.00 claimed"}
    by_name = {}
    for claim in shown:
        name = world.sparky.name if world.sparky.name in claim.text else world.pipes.name
        assert f"{name}, claim 1: {counts_for[name]}" in claim.text
        by_name[name] = claim
    for name, head_line in ((world.sparky.name, "Electrical services"), (world.pipes.name, "Plumbing")):
        click(head_browser, by_name[name].find_element(By.CSS_SELECTOR, "[role=checkbox]"))
        # Until mapped, the text beside the line; once mapped (remembered), it goes.
        claim = wait(head_browser, SLOW).until(lambda d: next(
            (c for c in d.find_elements(By.CSS_SELECTOR, "[data-testid=rollup-claim]")
             if name in c.text and c.find_elements(By.CSS_SELECTOR, "select[data-testid=rollup-map]")), None))
        assert UNMAPPED in claim.text
        Select(claim.find_element(By.CSS_SELECTOR, "select[data-testid=rollup-map]")).select_by_visible_text(head_line)
        wait(head_browser, SLOW).until(lambda d: not any(
            name in c.text and UNMAPPED in c.text
            for c in d.find_elements(By.CSS_SELECTOR, "[data-testid=rollup-claim]")))

    click(head_browser, button(head_browser, "Preview"))
    previewed = wait(head_browser, SLOW).until(lambda d: preview_lines(d, 2))
    texts = [p.text for p in previewed]
    assert any("Electrical services" in t and f"From {world.sparky.name} claim 1: Works $6,000.00" in t for t in texts)
    assert any("Plumbing" in t and f"From {world.pipes.name} claim 1: Works $10,000.00" in t for t in texts)
    assert "$16,000.00" in visible(head_browser, "[data-testid=rollup-preview-total]").text
    page_shot(head_browser, "rollup-preview")
    click(head_browser, button(head_browser, "Include"))
    wait(head_browser, SLOW).until(lambda d: not d.find_elements(By.CSS_SELECTOR, "[data-testid=rollup-dialog]"))

    # The sources on the head lines, each line with what it now includes and from where.
    found = wait(head_browser, SLOW).until(lambda d: included_sources(d))
    assert [t.startswith(f"From {world.sparky.name} claim 1: Works") and "$6,000.00" in t
            for t in found["Electrical services"]] == [True]
    assert [t.startswith(f"From {world.pipes.name} claim 1: Works") and "$10,000.00" in t
            for t in found["Plumbing"]] == [True]
    page_shot(head_browser, "rollup-included")

    # 6. The project's money, drawn: the head claim to the principal (served, $10,000 + GST) received against
    # the two subcontract claims payable ($11,500 each); the draft that includes them is not a claim yet, so
    # it counts for nothing. Sparky's schedule shows as scheduled out. The chart is the receivable against
    # payable view, the table its accessible equivalent (tests/e2e/test_money.py reads the rest).
    rows = read_project_money(head_browser, world.head_url)
    month = short_month(f"{today_in_auckland():%Y-%m}")
    assert [r["month"] for r in rows] == [month, "Total"]
    this = row_of(rows, month)
    assert (this["in-claimed"], this["out-claimed"]) == ("$11,500.00", "$23,000.00")
    assert this["out-scheduled"] != "$0.00"
    assert chart_drawn(head_browser).startswith("Bar chart of receivable against payable by month")
    assert visible(head_browser, "[data-testid=retention-trust-note]").text == TRUST_NOTE
    page_shot(head_browser, "money-tab-story")

    # 7. The sub-subcontractor: its own link only, nobody above it named.
    owner, slug = contract_route(app, world.subsub_id)
    wired_browser.get(f"{site}/{world.wired.slug}/projects/{owner}/{slug}/chain")
    only = links_of(wired_browser)
    assert len(only) == 1 and f"{world.sparky.name} → {world.wired.name}" in only[0]
    chain_text = visible(wired_browser, "[data-testid=chain]").text
    assert world.head.name not in chain_text and world.client.name not in chain_text
    assert not wired_browser.find_elements(By.CSS_SELECTOR, "[data-testid=chain-further]")
    page_shot(wired_browser, "chain-tab-subsub")
