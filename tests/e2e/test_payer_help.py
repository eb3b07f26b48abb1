"""The payer's 'More information', on by default (issue 36): the customer's claim page links to the
product's own page on the payer's duties under the Act, /help/payers, which anyone can open; it
explains ss 21-24 and states the rules' date the server gives and that it is not legal advice.
(Another page configured instead: tests/api/marketing/test_payer_help.py for the email,
ui/src/config.test.ts for the UI's link.) Set CLAIMDESK_SHOTS=/some/folder to keep screenshots of
the page, light and dark.
"""
import pytest
from selenium.webdriver.common.by import By

from tests.e2e.projects_flow import signed_up_org
from tests.e2e.screens import shot, visible, wait
from tests.e2e.test_home_lists import _row, seed_claims

pytestmark = pytest.mark.e2e


def test_the_customer_is_linked_to_the_payers_page_which_states_the_rules_date(app, site, new_browser):
    customer, stranger = new_browser(), new_browser()
    slug, email, _ = signed_up_org(app, None, site, "Acme Builders", person="Sam Supplier")
    customer_slug, customer_email, _ = signed_up_org(app, customer, site, "Client Co", person="Cleo Customer")
    seed_claims(app, slug, email, customer_email)

    customer.get(f"{site}/{customer_slug}/inbox")
    _row(customer, 4).find_element(By.TAG_NAME, "a").click()
    link = visible(customer, "[data-testid=payer-info]")
    assert link.text == "More information" and link.get_attribute("href") == f"{site}/help/payers"

    # Anyone may read it: a browser with no account.
    stranger.get(f"{site}/help/payers")
    assert visible(stranger, "main h1").text == "Your duties as a payer"
    sections = [h.text for h in stranger.find_elements(By.CSS_SELECTOR, "main h2")]
    assert sections[:4] == ["A payment schedule, and what it must say (s 21)", "By when (s 22)",
                            "If no schedule is given in time (s 23)", "If the scheduled amount is not paid (s 24)"]
    note = wait(stranger).until(lambda d: (lambda t: t if "as at" in t else False)(
        d.find_element(By.CSS_SELECTOR, "[data-testid=payers-rules-note]").text))
    assert note == ("This page follows the Construction Contracts Act 2002 as at 28 November 2026. "
                    "This is not legal advice.")
    assert stranger.title == "Your duties as a payer · Claimdesk"
    shot(stranger, "help-payers")
