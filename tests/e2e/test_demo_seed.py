"""The demo in a real browser (issues 17 and 33): `flask demo seed`, run as a command beside a running
server that set no PUBLIC_URL (as beside `PORT=... ops/run`), prints and emails that server's address;
the command tells each side to sign in as its person, who then (signed in as a code sign-in does,
world.sign_in_browser: the sign-in screens have their own tests) lands on its home with the demo's
claims, grouped as the Inbox and Sent group them; a claim's emailed link opens on that server, saying
where the claim stands. Set CLAIMDESK_SHOTS=/some/folder to keep screenshots, light and dark."""
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC

from app.config import record_server_url
from app.demo import seed as demo
from tests.e2e.claims_flow import ACCESS_LINK, claim_groups, emailed
from tests.e2e.screens import shot, visible, wait
from tests.e2e.world import sign_in_browser

pytestmark = pytest.mark.e2e

ROOT = Path(__file__).resolve().parents[2]


def numbers(browser) -> list[int]:
    return [int(r.get_attribute("data-number")) for r in browser.find_elements(By.CSS_SELECTOR, "[data-testid=claim-row]")]


def seed_beside(site: str, test_config, instance: Path) -> str:
    """`flask demo seed` in a process of its own on the server's database, knowing no address but the
    one the server of its instance recorded (ops/run records it); its output."""
    record_server_url(instance, site)
    env = {k: v for k, v in os.environ.items() if k not in ("PUBLIC_URL", "PORT", "SMTP_URL")}
    env.update(CLAIMDESK_ENV="test", DATABASE_URL=test_config["DATABASE_URL"], REDIS_URL=test_config["REDIS_URL"],
               SECRET_KEY=test_config["SECRET_KEY"], CLAIMDESK_INSTANCE=str(instance))
    done = subprocess.run([str(Path(sys.executable).parent / "flask"), "--app", "wsgi", "demo", "seed"], cwd=ROOT,
                          env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
    return done.stdout


def test_each_side_of_the_demo_signs_in_to_its_claims_on_this_server(app, site, test_config, new_browser, tmp_path):
    output = seed_beside(site, test_config, tmp_path / "instance")
    for email in (demo.SUPPLIER[1], demo.CUSTOMER[1]):
        assert f"open {site}/login and sign in as {email} (the code is listed at {site}/dev/mail)." in output

    customer = new_browser()
    sign_in_browser(app, customer, site, demo.CUSTOMER[1])
    customer.get(f"{site}/{demo.CUSTOMER[3]}/inbox")
    wait(customer).until(lambda d: sorted(numbers(d)) == [1, 2, 3, 4, 5])
    assert claim_groups(customer) == ["NoScheduleYet", "ScheduledNotPaid", "Paid"]
    shot(customer, "demo-customer-inbox")

    supplier = new_browser()
    sign_in_browser(app, supplier, site, demo.SUPPLIER[1])
    supplier.get(f"{site}/{demo.SUPPLIER[3]}/outbox")
    wait(supplier).until(lambda d: sorted(numbers(d)) == [1, 2, 3, 4, 5, 6])
    assert claim_groups(supplier) == ["Draft", "NoScheduleYet", "ScheduledNotPaid", "Paid"]
    assert demo.SITE in supplier.find_element(By.CSS_SELECTOR, "[data-testid=claim-row][data-number='6']").text
    shot(supplier, "demo-supplier-sent")

    # Claim 3's email: every link in it is this server's; its access link opens the claim, a debt under ss 22-23.
    mail = emailed(site, demo.CUSTOMER[1], "Claim 3 (")
    urls = re.findall(r"https?://\S+", mail["text"])
    assert urls and all(url.startswith(f"{site}/") for url in urls), urls
    visitor = new_browser()
    visitor.get(ACCESS_LINK.search(mail["text"]).group(1))
    wait(visitor, 30).until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, "[data-testid=link-title]"), "Claim 3"))
    assert [b.text for b in visitor.find_elements(By.CSS_SELECTOR, "[data-testid=link-badge]")] == [
        "Schedule overdue", "Payment overdue", "Debt due (ss 22\u201323)"]
    deadline = re.search(r"Payment schedule due by: (.+)", mail["text"]).group(1)
    assert deadline in visible(visitor, "[data-testid=link-schedule-deadline]").text
    assert "is a debt due since" in visible(visitor, "[data-testid=link-debt]").text
    shot(visitor, "demo-claim-3-link")
