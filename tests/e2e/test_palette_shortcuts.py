"""The command palette and the keyboard shortcuts in a real browser (issue 14, spec 1 §2):
Ctrl+K opens the palette (Chromium on Linux), typing narrows it and Enter runs the command;
'Copy current URL' toasts; the theme changes; a project is found by name; every shortcut goes
to its page outside text fields and does nothing inside one; 'c' on Projects starts a new
project and on the Subcontracts tab a new subcontract; Escape closes the palette, then returns to the parent list.

Set CLAIMDESK_SHOTS=/some/folder to keep screenshots of the open palette in light and dark theme.
"""
import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions as EC

from tests.e2e.auth_flow import unique_email
from tests.e2e.projects_flow import invite_by_api, signed_up_org
from tests.e2e.screens import shot, toast_says, visible, wait
from tests.e2e.world import new_workspace

pytestmark = pytest.mark.e2e

PALETTE = "[role=dialog][aria-labelledby]"


def keys(browser, *pressed: str) -> None:
    """Press keys one after another on whatever has focus, as a person would."""
    chain = ActionChains(browser)
    for key in pressed:
        chain.send_keys(key)
    chain.perform()


def leave_focus(browser) -> None:
    browser.execute_script("document.activeElement && document.activeElement.blur()")


def open_palette(browser):
    ActionChains(browser).key_down(Keys.CONTROL).send_keys("k").key_up(Keys.CONTROL).perform()
    palette = visible(browser, PALETTE)
    assert palette.find_element(By.CSS_SELECTOR, "h2").get_attribute("textContent") == "Command palette"
    return palette


def run_command(browser, search: str, expected: str) -> None:
    """Open the palette, type `search`, check the first option shows `expected`, press Enter."""
    palette = open_palette(browser)
    field = palette.find_element(By.CSS_SELECTOR, "input[role=combobox]")
    field.send_keys(search)
    wait(browser).until(lambda d: (o := d.find_elements(By.CSS_SELECTOR, f"{PALETTE} [role=option]"))
                        and expected in o[0].text)
    field.send_keys(Keys.ENTER)
    wait(browser).until(EC.invisibility_of_element_located((By.CSS_SELECTOR, PALETTE)))


def headings(browser) -> list[str]:
    """The open palette's group headings, once its groups have rendered."""
    css = f"{PALETTE} [cmdk-group-heading]"
    wait(browser).until(lambda d: d.find_elements(By.CSS_SELECTOR, css))
    return [h.text for h in browser.find_elements(By.CSS_SELECTOR, css)]


def theme(browser) -> str:
    return browser.execute_script("return document.documentElement.dataset.theme")


def at(browser, path: str) -> None:
    wait(browser).until(lambda d: d.current_url.split("?")[0].endswith(path))


def test_palette_commands_and_every_shortcut(app, site, new_browser):
    supplier = new_browser()
    slug, _, _ = signed_up_org(app, supplier, site, "Acme Builders", person="Sam Supplier")
    customer_email = unique_email("customer")
    new_workspace(app, customer_email, person="Cate Customer", org="Coastal Homes")
    invite_by_api(app, slug, customer_email, "Zebra Lane")

    supplier.get(f"{site}/{slug}/activity")
    assert visible(supplier, "[data-testid=palette-key]").text == "Ctrl K"

    palette = open_palette(supplier)
    listbox = palette.find_element(By.CSS_SELECTOR, "[role=listbox]")
    assert listbox.get_attribute("aria-label") == "Commands"
    assert headings(supplier) == ["Projects", "Navigation", "Reporting", "Help", "General", "Account"]
    inbox = palette.find_element(By.XPATH, "//*[@role='option'][contains(., 'Go to Inbox')]")
    assert [k.text for k in inbox.find_elements(By.CSS_SELECTOR, "kbd")] == ["G", "I"]
    shot(supplier, "palette-open", palette)
    palette.find_element(By.CSS_SELECTOR, "input").send_keys("zeb")
    # The server answers the project search: the shot waits for its match.
    wait(supplier).until(EC.visibility_of_element_located(
        (By.XPATH, "//*[@role='option'][contains(., 'Invited customer / Zebra Lane')]")))
    shot(supplier, "palette-project-search", palette)
    # Escape closes the palette and stays on the page.
    keys(supplier, Keys.ESCAPE)
    wait(supplier).until(EC.invisibility_of_element_located((By.CSS_SELECTOR, PALETTE)))
    at(supplier, f"/{slug}/activity")

    # Typing and Enter: navigation, a project by name, the URL copied, the theme.
    run_command(supplier, "sent", "Go to Sent")
    at(supplier, f"/{slug}/outbox")
    run_command(supplier, "zebra", "Zebra Lane")
    wait(supplier).until(lambda d: f"/{slug}/projects/{slug}/" in d.current_url)
    contract = supplier.current_url.split(f"/projects/{slug}/")[1].split("/")[0]
    supplier.execute_cdp_cmd("Browser.grantPermissions", {
        "origin": site, "permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"]})
    run_command(supplier, "copy url", "Copy current URL")
    toast_says(supplier, "Copied to clipboard!")
    copied = supplier.execute_async_script("navigator.clipboard.readText().then(arguments[0])")
    assert copied == supplier.current_url
    run_command(supplier, "theme dark", "Change theme to dark")
    wait(supplier).until(lambda d: theme(d) == "dark")
    run_command(supplier, "theme light", "Change theme to light")
    wait(supplier).until(lambda d: theme(d) == "light")

    # Escape outside the palette: from a contract back to Projects.
    leave_focus(supplier)
    keys(supplier, Keys.ESCAPE)
    at(supplier, f"/{slug}/projects")

    # Every shortcut, from a page with no text field in focus.
    for combo, path in [("gi", f"/{slug}/inbox"), ("go", f"/{slug}/outbox"), ("gp", f"/{slug}/projects"),
                        ("gs", f"/{slug}/settings"), ("gm", f"/{slug}/settings/members"),
                        ("pc", f"/{slug}/projects/new")]:
        supplier.get(f"{site}/{slug}/activity")
        visible(supplier, "main h1")
        leave_focus(supplier)
        keys(supplier, *combo)
        at(supplier, path)

    # Inside a text field the keys are text.
    field = visible(supplier, "input[name=siteName]")
    field.click()
    keys(supplier, "g", "p")
    wait(supplier).until(lambda d: field.get_attribute("value") == "gp")
    at(supplier, f"/{slug}/projects/new")

    # 'c' on Projects starts a new project, on a contract's Subcontracts tab a new subcontract.
    supplier.get(f"{site}/{slug}/projects")
    visible(supplier, "[data-testid=project-row]")
    leave_focus(supplier)
    keys(supplier, "c")
    at(supplier, f"/{slug}/projects/new")
    supplier.get(f"{site}/{slug}/projects/{slug}/{contract}/subcontracts")
    wait(supplier).until(EC.element_to_be_clickable((By.XPATH, "//a[normalize-space(.)='Add subcontract']")))
    leave_focus(supplier)
    keys(supplier, "c")
    at(supplier, f"/{slug}/projects/{slug}/{contract}/subcontracts/new")


def test_single_key_shortcuts_can_be_turned_off_in_the_user_menu(app, site, browser):
    """WCAG 2.1.4 (issue 36): 'Single-key shortcuts' in the user menu turns 'g …' and 'c' off, kept
    over a reload as the theme is; the palette then offers to turn them on again; Ctrl+K still works."""
    slug, _, _ = signed_up_org(app, browser, site, "Acme Builders", person="Sam Supplier")
    browser.get(f"{site}/{slug}/activity")
    visible(browser, "button[data-testid=user-menu]").click()
    item = visible(browser, "[role=menu] [data-testid=single-key-shortcuts]")
    assert item.get_attribute("role") == "menuitemcheckbox" and item.get_attribute("aria-checked") == "true"
    item.click()
    wait(browser).until(lambda d: d.find_element(
        By.CSS_SELECTOR, "[data-testid=single-key-shortcuts]").get_attribute("aria-checked") == "false")
    keys(browser, Keys.ESCAPE)
    wait(browser).until(lambda d: not d.find_elements(By.CSS_SELECTOR, "[role=menu]"))

    browser.refresh()
    visible(browser, "button[data-testid=user-menu]")
    leave_focus(browser)
    keys(browser, "g", "p")
    keys(browser, "c")
    assert "/activity" in browser.current_url
    run_command(browser, "single-key", "Turn on single-key shortcuts")
    leave_focus(browser)
    keys(browser, "g", "p")
    wait(browser).until(EC.url_matches(rf"/{slug}/projects$"))
