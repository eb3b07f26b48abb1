"""Headless Chromium for the browser tests: started once, reused from test to test within a pytest
process, each test still getting a browser with no state left by an earlier one.

Measured (ops/test, this machine): the browser stage's Chromium processes took more CPU than all
the Python of both pytest stages together, and each test started one or two new browsers in fresh
profiles (over a hundred and fifty starts a run). A page load of the app in a fresh Chromium costs
1.4-1.8 s of CPU, the same load in a reused one (HTTP cache and V8 code cache warm, the renderer
up) 0.6-0.8 s; a start and quit about 1 s more. So a browser whose test passed is reset (`reset`:
every state a test can leave, bar the HTTP cache) and returned to a small pool; a failed test's
browser is quit (after its screenshots), as is one whose reset fails.

What a test can leave, and how `reset` removes it:
- tabs, their history and sessionStorage, and everything set through a tab's DevTools session
  (Emulation overrides: emulated media and theme, device metrics, timezone; scripts added with
  Page.addScriptToEvaluateOnNewDocument; WebAuthn virtual authenticators): a new tab is opened
  and every other one closed (the authenticators are removed first, as chromedriver tracks them),
  and brought to the front (without it, the page would not have the focus);
- cookies of every site: Network.clearBrowserCookies;
- storage (localStorage, IndexedDB, Cache Storage, service workers, ...): Storage.clearDataForOrigin
  'all' for every origin the browser may have seen: each server `serve` started and the URLs it was
  configured with (the fakes: Xero, Google/Microsoft, Stripe), in both their 'localhost' and
  '127.0.0.1' forms, and the origin of every entry of every open tab's history;
- browser-wide settings: Browser.resetPermissions (the palette test grants the clipboard's),
  Browser.setDownloadBehavior 'default' (allow_downloads), chromedriver's network conditions
  (test_claim_builder goes offline), its timeouts, the window size (back to 1280x900).
"""
import shutil
import tempfile
from concurrent.futures import ThreadPoolExecutor
from urllib.parse import urlsplit

WINDOW = (1280, 900)
PAGE_LOAD_TIMEOUT_S = 30

# Origins the browsers may have stored data for: added to by tests/e2e/conftest.py `serve`.
ORIGINS: set[str] = set()


def _origin(url: str) -> str | None:
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https") or not parts.hostname:
        return None
    return f"{parts.scheme}://{parts.netloc}"


def _both_forms(origin: str) -> set[str]:
    """The origin and its twin: a local server is reached as localhost or as 127.0.0.1."""
    forms = {origin}
    for a, b in (("://localhost", "://127.0.0.1"), ("://127.0.0.1", "://localhost")):
        if a in origin:
            forms.add(origin.replace(a, b))
    return forms


def register_origins(*urls: str) -> None:
    """Note the origins of `urls` (any string that is not an http(s) URL is ignored)."""
    for url in urls:
        origin = _origin(url) if isinstance(url, str) else None
        if origin:
            ORIGINS.update(_both_forms(origin))


def chrome_options(user_data_dir: str):
    from selenium.webdriver.chrome.options import Options

    options = Options()
    options.binary_location = "/usr/bin/chromium"
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--disable-dev-shm-usage", f"--window-size={WINDOW[0]},{WINDOW[1]}",
                # The app honours prefers-reduced-motion (ui/src/styles/index.css: every transition
                # and animation ends at once), so Chromium paints no in-between frames: measured,
                # the GPU process's CPU on test_payments + test_schedules_flow fell from 9 to 5 s.
                # No test waits on an animation running (axe.py waits for them to end).
                "--force-prefers-reduced-motion",
                f"--user-data-dir={user_data_dir}"):
        options.add_argument(arg)
    return options


def reset(driver) -> None:
    """Remove every state a test can leave in `driver`'s browser but the HTTP cache (see above).
    Raises if any step fails: the caller then quits the browser rather than reuse it."""
    origins = set(ORIGINS)
    old = list(driver.window_handles)
    for handle in old:
        driver.switch_to.window(handle)
        try:
            driver.switch_to.alert.dismiss()  # an open alert would refuse the commands below
        except Exception:
            pass
        history = driver.execute_cdp_cmd("Page.getNavigationHistory", {})
        for entry in history["entries"]:
            origin = _origin(entry.get("url", ""))
            if origin:
                origins |= _both_forms(origin)
        if driver.virtual_authenticator_id:  # chromedriver's, for the current tab
            driver.remove_virtual_authenticator()
    driver.switch_to.new_window("tab")
    fresh = driver.current_window_handle
    for handle in old:
        driver.switch_to.window(handle)
        driver.close()
    driver.switch_to.window(fresh)
    assert driver.window_handles == [fresh], driver.window_handles
    # The tab has the focus, as a new browser's has (document.hasFocus(): keyboard and focus tests).
    driver.execute_cdp_cmd("Page.bringToFront", {})
    driver.execute_cdp_cmd("Network.clearBrowserCookies", {})
    for origin in sorted(origins):
        driver.execute_cdp_cmd("Storage.clearDataForOrigin", {"origin": origin, "storageTypes": "all"})
    driver.execute_cdp_cmd("Browser.resetPermissions", {})
    driver.execute_cdp_cmd("Browser.setDownloadBehavior", {"behavior": "default"})
    try:
        driver.delete_network_conditions()
    except Exception:  # none set: chromedriver may answer with an error
        pass
    driver.implicitly_wait(0)
    driver.set_script_timeout(30)
    driver.set_page_load_timeout(PAGE_LOAD_TIMEOUT_S)
    driver.set_window_size(*WINDOW)


class Chromium:
    """Hands out clean browsers: a pooled one (reset after a passed test) first, else a spare started
    in the background, else a new one. One spare at most is kept started ahead, and only while the
    pool is empty: a worker's pool soon holds as many browsers as its tests take at once, and then
    no browser is started again (unless a failed test's browsers were quit)."""

    POOL = 3

    def __init__(self):
        self._starter = ThreadPoolExecutor(max_workers=1, thread_name_prefix="chromium-start")
        self._worker = ThreadPoolExecutor(max_workers=1, thread_name_prefix="chromium-reset")
        self._pool = []  # futures of reset browsers (driver, profile), or of None if the reset failed
        self._spare = None  # a future of a browser being started
        self.started = 0

    def _start(self):
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service

        self.started += 1
        profile = tempfile.mkdtemp(prefix="claimdesk-chrome-")
        driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=chrome_options(profile))
        driver.set_page_load_timeout(PAGE_LOAD_TIMEOUT_S)
        return driver, profile

    def take(self):
        """(a browser no earlier test's state is left in, its profile folder)."""
        taken = None
        while taken is None and self._pool:
            taken = self._pool.pop(0).result()
        if taken is None and self._spare is not None:
            spare, self._spare = self._spare, None
            try:
                taken = spare.result()
            except Exception:  # a start that failed in the background is tried once more, below
                pass
        if taken is None:
            taken = self._start()
        if not self._pool and self._spare is None:
            self._spare = self._starter.submit(self._start)
        return taken

    @staticmethod
    def _quit(driver, profile):
        try:
            driver.quit()
        finally:
            shutil.rmtree(profile, ignore_errors=True)

    def _reset(self, driver, profile):
        try:
            reset(driver)
        except Exception:
            self._quit(driver, profile)
            return None
        return driver, profile

    def give_back(self, driver, profile):
        """A browser whose test passed: reset in the background and pooled (or quit, the pool full)."""
        if len(self._pool) >= self.POOL:
            self.retire(driver, profile)
        else:
            self._pool.append(self._worker.submit(self._reset, driver, profile))

    def retire(self, driver, profile):
        self._worker.submit(self._quit, driver, profile)

    def close(self):
        browsers = [f.result() for f in self._pool]
        if self._spare is not None and self._spare.exception() is None:
            browsers.append(self._spare.result())
        for browser in browsers:
            if browser is not None:
                self.retire(*browser)
        self._starter.shutdown()
        self._worker.shutdown()
