"""The Projects list in a real browser: each row's money at a glance, sorting by a header (mouse and
keyboard), the server-side search, and the list at a desktop and a phone width.

Set CLAIMDESK_SHOTS=/some/folder to keep screenshots of each screen in light and dark theme.
"""
import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from tests.e2e.projects_flow import signed_up_org
from tests.e2e.world import org_slug_of
from tests.e2e.screens import page_says, shot, visible, wait

pytestmark = pytest.mark.e2e


def seed_projects(app, supplier_slug: str, customer_slug: str):
    """Three contracts between the two (one owned by the customer), with submitted claims written
    straight to the database: the claim screens that make them are tested elsewhere. The unpaid
    claim's statutory facts are then written by their one writer (app.payments.facts), as serving
    it would; returns its payment-schedule deadline (the 'Next due' the list names)."""
    from sqlalchemy import select, text

    from app.claims.models import Claim
    from app.db import db
    from app.payments import facts

    with app.app_context():
        ids = dict(db.session.execute(text("SELECT slug, id FROM shared.organisations WHERE slug IN (:s, :c)"),
                                      {"s": supplier_slug, "c": customer_slug}).all())
        supplier, customer = ids[supplier_slug], ids[customer_slug]
        for site_name, owner, lines, paid in (
            ("Harbour Bridge", supplier, [(6_000_000, 2_000_000), (4_000_000, 1_125_000)], False),
            ("Albany Mall", customer, [(2_000_000, 500_000)], True),
            ("Cable Car Depot", supplier, [], False),
        ):
            contract = db.session.execute(text(
                "INSERT INTO shared.contracts (owner_org_id, slug, site_name, site_line1, site_city) "
                "VALUES (:o, :slug, :n, '1 Queen Street', 'Auckland') RETURNING id"),
                {"o": owner, "slug": site_name.lower().replace(" ", "-"), "n": site_name}).scalar_one()
            for relation, org, name in (("Supplier", supplier, "Acme Limited"), ("Customer", customer, "Client Limited")):
                contact = db.session.execute(text(
                    "INSERT INTO shared.contract_contacts (contract_id, owner_org_id, name, entity_name, address) "
                    "VALUES (:c, :o, :n, :n, '1 Main Road') RETURNING id"), {"c": contract, "o": org, "n": name}
                ).scalar_one()
                db.session.execute(text(
                    "INSERT INTO shared.contract_orgs (contract_id, relation, org_id, contact_id) VALUES (:c, :r, :o, :k)"),
                    {"c": contract, "r": relation, "o": org, "k": contact})
            if not lines:
                continue
            claim = db.session.execute(text(
                "INSERT INTO shared.claims (contract_id, number, status, latest_rev, is_paid) "
                "VALUES (:c, 1, 'Sent', 1, :p) RETURNING id"), {"c": contract, "p": paid}).scalar_one()
            if not paid:
                unpaid = claim
            db.session.execute(text(
                "INSERT INTO shared.claim_revisions (claim_id, rev, claim_date, due_date, is_draft, submitted_at) "
                "VALUES (:c, 1, DATE '2026-03-31', DATE '2026-04-20', false, now())"), {"c": claim})
            for i, (total, amount) in enumerate(lines):
                db.session.execute(text(
                    "INSERT INTO shared.ledger_entries (contract_id, claim_id, rev, item_id, name, total_price, "
                    "unit_price, amount, is_draft) VALUES (:k, :c, 1, :i, 'Works', :t, :t, :a, false)"),
                    {"k": contract, "c": claim, "i": f"item-{i}", "t": total, "a": amount})
        db.session.commit()
        facts.served([unpaid])
        db.session.commit()
        return db.session.scalar(select(Claim.schedule_deadline).where(Claim.id == unpaid))


def row_texts(browser) -> list[str]:
    return [r.text for r in browser.find_elements(By.CSS_SELECTOR, "[data-testid=project-row]")]


def header(browser, label: str):
    return browser.find_element(By.XPATH, f"//*[@role='columnheader'][.//span[normalize-space(.)='{label}']]")


def test_the_list_shows_each_projects_money_sorts_and_searches(app, site, new_browser):
    supplier = new_browser()
    supplier_slug, _, _ = signed_up_org(app, supplier, site, "Acme Builders", person="Sam Supplier")
    # The customer's organisation owns a project.
    customer_slug, customer_email, _ = signed_up_org(app, None, site, "Client Co", person="Cleo Customer")
    assert org_slug_of(app, customer_email) == customer_slug
    deadline = seed_projects(app, supplier_slug, customer_slug)
    assert deadline is not None

    supplier.get(f"{site}/{supplier_slug}/projects")
    page_says(supplier, "Harbour Bridge")
    rows = row_texts(supplier)
    assert [r.split("\n")[0] for r in rows] == ["Client Limited / Albany Mall", "Client Limited / Cable Car Depot",
                                                 "Client Limited / Harbour Bridge"]
    harbour = rows[2]
    for figure in ("100,000.00", "31,250.00", "31.25%", "Claim 1 \u00b7 Sent", "31 Mar 2026"):
        assert figure in harbour, (figure, harbour)
    # 'Next due' names the next statutory date as every screen does: the claim awaits a payment
    # schedule, so its deadline (s 22), not the claim's own due date (20 Apr 2026).
    assert harbour.split("\n")[-1] == f"Schedule due {deadline.day} {deadline:%b %Y}", harbour
    assert "(Owner: Client Co" in rows[0] and "25%" in rows[0]
    assert "No claims yet" in rows[1] and "(Owner:" not in rows[1]
    assert header(supplier, "Project").get_attribute("aria-sort") == "ascending"
    shot(supplier, "projects-list-1280")

    # Sort: a click on 'Contract value' puts the largest first; Enter on it turns it around.
    header(supplier, "Contract value").find_element(By.TAG_NAME, "button").click()
    wait(supplier).until(lambda d: header(d, "Contract value").get_attribute("aria-sort") == "descending")
    wait(supplier).until(lambda d: "Harbour Bridge" in row_texts(d)[0])
    assert "Albany Mall" in row_texts(supplier)[1]
    assert header(supplier, "Project").get_attribute("aria-sort") == "none"
    assert "sort=CONTRACT_VALUE" in supplier.current_url
    header(supplier, "Contract value").find_element(By.TAG_NAME, "button").send_keys(Keys.ENTER)
    wait(supplier).until(lambda d: header(d, "Contract value").get_attribute("aria-sort") == "ascending")
    wait(supplier).until(lambda d: "Cable Car Depot" in row_texts(d)[0])

    # Search on the server: every word, in the site or the other party's name.
    box = visible(supplier, "input[aria-label='Search projects']")
    box.send_keys("client albany")
    wait(supplier).until(lambda d: len(row_texts(d)) == 1 and "Albany Mall" in row_texts(d)[0])
    assert "q=client+albany" in supplier.current_url
    box.send_keys(" nothing-like-it")
    page_says(supplier, "No matching projects")
    shot(supplier, "projects-list-no-match")
    for _ in range(len(" nothing-like-it")):
        box.send_keys(Keys.BACKSPACE)
    wait(supplier).until(lambda d: len(row_texts(d)) == 1)

    # A phone: the project, % complete and (from sm) the next due date; the rest give way.
    supplier.get(f"{site}/{supplier_slug}/projects")
    supplier.set_window_size(390, 844)
    page_says(supplier, "Harbour Bridge")
    assert not header(supplier, "Contract value").is_displayed()
    assert header(supplier, "% complete").is_displayed()
    shot(supplier, "projects-list-390")
