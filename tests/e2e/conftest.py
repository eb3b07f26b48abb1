"""Browser tests: the real app (gunicorn + RQ worker) and headless Chromium via selenium."""
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
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
        for _ in range(100):
            try:
                with urllib.request.urlopen(f"{url}/healthz", timeout=1) as response:
                    if response.status == 200:
                        break
            except Exception:
                time.sleep(0.2)
        else:
            pytest.fail("the live server did not start; see " + log.name)
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


@pytest.fixture(scope="session")
def live_url(app, test_config, xero_server, oidc_server):
    """Base URL of the app served by gunicorn with the built UI, and a worker beside it; Xero, Google
    and Microsoft are the local fakes (tests/xero_fake.py, tests/oidc_fake.py), so the Integrations
    page can connect and the login page signs in with Google or Microsoft."""
    with serve(app, test_config, {**xero_server.config(), **oidc_server.config()}) as url:
        yield url


def _chrome_options(user_data_dir: str):
    from selenium.webdriver.chrome.options import Options

    options = Options()
    options.binary_location = "/usr/bin/chromium"
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--disable-dev-shm-usage", "--window-size=1280,900", f"--user-data-dir={user_data_dir}"):
        options.add_argument(arg)
    return options


@pytest.fixture
def new_browser(request):
    """A factory of independent browsers (separate profiles: separate cookie jars)."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    os.environ.setdefault("SE_AVOID_STATS", "true")
    drivers = []

    def make():
        profile = tempfile.mkdtemp(prefix="claimdesk-chrome-")
        driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=_chrome_options(profile))
        driver.set_page_load_timeout(30)
        drivers.append((driver, profile))
        return driver

    yield make
    failed = getattr(request.node, "rep_call", None) is not None and request.node.rep_call.failed
    for index, (driver, profile) in enumerate(drivers):
        if failed:
            ARTIFACTS.mkdir(exist_ok=True)
            driver.save_screenshot(str(ARTIFACTS / f"{request.node.name}-{index}.png"))
        driver.quit()
        shutil.rmtree(profile, ignore_errors=True)


@pytest.fixture
def browser(new_browser):
    return new_browser()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    report = outcome.get_result()
    setattr(item, f"rep_{report.when}", report)
