"""The demo in a real browser (issue 17): after `flask demo seed`, each side signs in as the
command says and lands on its home with the demo's claims in every state, grouped as the Inbox and
Sent group them. Set CLAIMDESK_SHOTS=/some/folder to keep screenshots, light and dark."""
import pytest
from selenium.webdriver.common.by import By

from app.demo import seed as demo
from tests.e2e.auth_flow import sign_in
from tests.e2e.screens import shot, wait
from tests.e2e.test_home_lists import _groups

pytestmark = pytest.mark.e2e


@pytest.fixture
def site(live_url):
    return live_url.rstrip("/")


def numbers(browser) -> list[int]:
    return [int(r.get_attribute("data-number")) for r in browser.find_elements(By.CSS_SELECTOR, "[data-testid=claim-row]")]


def test_each_side_of_the_demo_signs_in_to_its_claims(app, site, new_browser):
    seeded = app.test_cli_runner().invoke(args=["demo", "seed"])
    assert seeded.exit_code == 0, seeded.output
    assert f"sign in as {demo.CUSTOMER[1]}" in seeded.output

    customer = new_browser()
    sign_in(customer, site, demo.CUSTOMER[1])
    customer.get(f"{site}/{demo.CUSTOMER[3]}/inbox")
    wait(customer).until(lambda d: sorted(numbers(d)) == [1, 2, 3, 4])
    assert _groups(customer) == ["NoScheduleYet", "ScheduledNotPaid", "Paid"]
    shot(customer, "demo-customer-inbox")

    supplier = new_browser()
    sign_in(supplier, site, demo.SUPPLIER[1])
    supplier.get(f"{site}/{demo.SUPPLIER[3]}/outbox")
    wait(supplier).until(lambda d: sorted(numbers(d)) == [1, 2, 3, 4, 5])
    assert _groups(supplier) == ["Draft", "NoScheduleYet", "ScheduledNotPaid", "Paid"]
    assert demo.SITE in supplier.find_element(By.CSS_SELECTOR, "[data-testid=claim-row][data-number='5']").text
    shot(supplier, "demo-supplier-sent")
