"""Browser tests: the real app (gunicorn + RQ worker) and headless Chromium via selenium."""
import os
import socket
import subprocess
import sys
import time
import urllib.request
from contextlib import contextmanager
from pathlib import Path

import pytest

from app.config import web_server_args
from tests.e2e.browsers import Chromium, register_origins

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
    # A reused browser's reset clears the storage of these origins (tests/e2e/browsers.py): this
    # server's and those it is configured with (the fakes its pages send the browser to).
    register_origins(url, *(extra_env or {}).values())
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


@pytest.fixture(scope="session")
def chromium():
    os.environ.setdefault("SE_AVOID_STATS", "true")
    launcher = Chromium()
    yield launcher
    launcher.close()


@pytest.fixture
def new_browser(request, chromium):
    """A factory of independent browsers (separate profiles: separate cookie jars), each with no
    state from an earlier test (tests/e2e/browsers.py): after a passed test they are reset and
    reused, after a failed one quit (their screenshots taken first)."""
    drivers = []

    def make():
        drivers.append(chromium.take())
        return drivers[-1][0]

    yield make
    failed = getattr(request.node, "rep_call", None) is not None and request.node.rep_call.failed
    unfinished = failed or getattr(request.node, "rep_call", None) is None  # its setup failed or stopped
    for index, (driver, profile) in enumerate(drivers):
        if failed:
            ARTIFACTS.mkdir(exist_ok=True)
            driver.save_screenshot(str(ARTIFACTS / f"{request.node.name}-{index}.png"))
        if unfinished:
            chromium.retire(driver, profile)
        else:
            chromium.give_back(driver, profile)


@pytest.fixture
def browser(new_browser):
    return new_browser()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    report = outcome.get_result()
    setattr(item, f"rep_{report.when}", report)
