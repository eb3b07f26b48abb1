"""Browser tests: the real app (gunicorn + RQ worker) and headless Chromium via selenium."""
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from pathlib import Path

import pytest

from app.config import web_server_args

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "test-artifacts"


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@contextmanager
def serve(app, test_config, extra_env: dict | None = None, name: str = "live-server"):
    """Serve the app with gunicorn and the built UI, with a worker beside it; yields the base URL.
    `extra_env` configures this server (and its worker) only: the billing tests point it at a
    Stripe fake."""
    if not (Path(app.config["UI_DIST"]) / "index.html").exists():
        pytest.fail("The UI is not built: run ops/test (or `cd ui && npm run build`) first")
    from tests.e2e import mailbox

    mailbox.serve_from(app)  # its outbox is in this app's database
    port = _free_port()
    url = f"http://localhost:{port}"
    env = {
        **os.environ,
        "CLAIMDESK_ENV": "test",
        "DATABASE_URL": test_config["DATABASE_URL"],
        "REDIS_URL": test_config["REDIS_URL"],
        "CLAIMDESK_INSTANCE": str(test_config["INSTANCE"]),
        "SECRET_KEY": test_config["SECRET_KEY"],
        "PUBLIC_URL": url,
        "PORT": str(port),
        **(extra_env or {}),
    }
    env.pop("SMTP_URL", None)
    bin_dir = Path(sys.executable).parent
    log = open(test_config["INSTANCE"] / f"{name}.log", "w")
    processes = [
        subprocess.Popen([str(bin_dir / "gunicorn"), *web_server_args(), "--bind", f"127.0.0.1:{port}",
                          "wsgi:app"], cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT),
        subprocess.Popen([str(bin_dir / "flask"), "--app", "wsgi", "worker"], cwd=ROOT, env=env,
                         stdout=log, stderr=subprocess.STDOUT),
    ]
    try:
        _wait_until_serving(url, processes, log.name)
        yield url
    finally:
        for p in processes:
            p.terminate()
        for p in processes:
            try:
                p.wait(10)
            except subprocess.TimeoutExpired:
                p.kill()
        log.close()


# How long gunicorn may take to answer its first /healthz. It imports the app and builds the
# GraphQL schema first: 3-5 s on a quiet machine, over 20 s seen when ops/test's three stages and
# other work shared the 2 cores. The wait ends as soon as it answers, or at once if it died.
SERVER_START_S = 180


def _wait_until_serving(url: str, processes, log_name: str) -> None:
    deadline = time.monotonic() + SERVER_START_S
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(f"{url}/healthz", timeout=5) as response:
                if response.status == 200:
                    return
        except Exception:
            pass
        if any(p.poll() is not None for p in processes):
            pytest.fail(f"the live server exited while starting; see {log_name}:\n" + Path(log_name).read_text()[-3000:])
        time.sleep(0.2)
    pytest.fail(f"the live server did not answer /healthz within {SERVER_START_S} s; see {log_name}:\n"
                + Path(log_name).read_text()[-3000:])


@pytest.fixture(scope="session")
def live_url(app, test_config, xero_server, oidc_server):
    """Base URL of the app served by gunicorn with the built UI, and a worker beside it; Xero, Google
    and Microsoft are the local fakes (tests/xero_fake.py, tests/oidc_fake.py), so the Integrations
    page can connect and the login page signs in with Google or Microsoft."""
    with serve(app, test_config, {**xero_server.config(), **oidc_server.config()}) as url:
        yield url


@pytest.fixture
def site(live_url):
    """The live server's address without its trailing slash, as the tests join paths to it."""
    return live_url.rstrip("/")


def _chrome_options(user_data_dir: str):
    from selenium.webdriver.chrome.options import Options

    options = Options()
    options.binary_location = "/usr/bin/chromium"
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--disable-dev-shm-usage", "--window-size=1280,900", f"--user-data-dir={user_data_dir}"):
        options.add_argument(arg)
    return options


class Chromium:
    """Starts headless Chromium browsers, each in a fresh profile (its own cookie jar and storage),
    and keeps two started ahead in the background (one after the other): a test takes a browser
    that no test has used, and the start-up (1.5-3 s quiet, 5 s seen under load; over a hundred
    and fifty times a run) overlaps the test before it. Two, because a quarter of the tests take
    a second browser as they begin (the supplier's and the customer's), which with one spare
    started while they waited. A used browser is quit in the background too."""

    SPARES = 2

    def __init__(self):
        self._starter = ThreadPoolExecutor(max_workers=1, thread_name_prefix="chromium-start")
        self._stopper = ThreadPoolExecutor(max_workers=1, thread_name_prefix="chromium-quit")
        self._spares = []  # futures of browsers being started or started, oldest first

    @staticmethod
    def _start():
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service

        profile = tempfile.mkdtemp(prefix="claimdesk-chrome-")
        driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=_chrome_options(profile))
        driver.set_page_load_timeout(30)
        return driver, profile

    def take(self):
        """(a new browser, its profile folder); the spares are topped up meanwhile."""
        spare = self._spares.pop(0) if self._spares else None
        while len(self._spares) < self.SPARES:
            self._spares.append(self._starter.submit(self._start))
        if spare is None:
            return self._start()
        try:
            return spare.result()
        except Exception:  # a start that failed in the background is tried once more, here
            return self._start()

    @staticmethod
    def _quit(driver, profile):
        driver.quit()
        shutil.rmtree(profile, ignore_errors=True)

    def retire(self, driver, profile):
        self._stopper.submit(self._quit, driver, profile)

    def close(self):
        for spare in self._spares:
            if spare.exception() is None:
                self.retire(*spare.result())
        self._starter.shutdown()
        self._stopper.shutdown()


@pytest.fixture(scope="session")
def chromium():
    os.environ.setdefault("SE_AVOID_STATS", "true")
    launcher = Chromium()
    yield launcher
    launcher.close()


@pytest.fixture
def new_browser(request, chromium):
    """A factory of independent browsers (separate profiles: separate cookie jars)."""
    drivers = []

    def make():
        drivers.append(chromium.take())
        return drivers[-1][0]

    yield make
    failed = getattr(request.node, "rep_call", None) is not None and request.node.rep_call.failed
    for index, (driver, profile) in enumerate(drivers):
        if failed:
            ARTIFACTS.mkdir(exist_ok=True)
            driver.save_screenshot(str(ARTIFACTS / f"{request.node.name}-{index}.png"))
        chromium.retire(driver, profile)


@pytest.fixture
def browser(new_browser):
    return new_browser()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    report = outcome.get_result()
    setattr(item, f"rep_{report.when}", report)
