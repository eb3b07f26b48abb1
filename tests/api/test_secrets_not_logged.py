"""No secret of a URL reaches the server's own logs (issue 37): a real gunicorn, run with the
options ops/run uses (app.config.web_server_args), its access log and its app log read back
after a person signs in by an emailed link, signs in with Google (tests/oidc_fake.py), and
opens an access link's page whose API call carries the page as its Referer.

The server runs as development, whose app log says the most (every user error at INFO). The
test checks both ways: the secrets are absent, and the requests that carried them are there,
masked (a log that wrote nothing would pass the first half alone).
"""
import os
import re
import secrets
import time
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pytest
import requests

from tests.auth_helpers import CODE_RE, LINK_RE, unique_email
from tests.conftest import free_port
from tests.gunicorn_server import gunicorn



@pytest.fixture
def server(app, test_config, oidc):
    port = free_port()
    url = f"http://localhost:{port}"
    folder = Path(test_config["INSTANCE"]) / f"logs-{port}"
    folder.mkdir()
    env = {**os.environ, "CLAIMDESK_ENV": "development", "DATABASE_URL": test_config["DATABASE_URL"],
           "REDIS_URL": test_config["REDIS_URL"], "CLAIMDESK_INSTANCE": str(test_config["INSTANCE"]),
           "SECRET_KEY": test_config["SECRET_KEY"], "PUBLIC_URL": url, "PORT": str(port),
           "WEB_CONCURRENCY": "1", "WEB_THREADS": "4", **{k: str(v) for k, v in oidc.config().items()}}
    with gunicorn(env, port, folder / "server.log", "--access-logfile", str(folder / "access.log")) as served:
        yield served, folder


def _logs_once_written(folder: Path, last_request: str) -> str:
    """Both logs, once the access line of the last request is there (gunicorn writes it after
    the answer has gone)."""
    deadline = time.monotonic() + 20
    while True:
        access = (folder / "access.log").read_text()
        if last_request in access or time.monotonic() > deadline:
            return access + (folder / "server.log").read_text()
        time.sleep(0.05)


def test_sign_in_links_oauth_callbacks_and_access_keys_never_reach_a_log(server, run_jobs, dev_mail):
    url, folder = server
    browser = requests.Session()
    secrets_seen = []

    # Signing in by the emailed link: the page's URL carries the token.
    email = unique_email("logged")
    assert browser.post(f"{url}/auth/login", json={"email": email, "signup": True}).status_code == 200
    run_jobs()
    text = dev_mail(to=email)[0]["text"]
    link = LINK_RE.search(text).group(1)
    token = parse_qs(urlsplit(link).query)["token"][0]
    code = "".join(CODE_RE.search(text).groups())
    secrets_seen += [token, code]
    assert browser.get(f"{url}/login/link?token={token}").status_code == 200
    signed_in = browser.post(f"{url}/auth/login/link", json={"link_token": token})
    assert signed_in.status_code == 200, signed_in.text

    # Signing in with Google: the callback's URL carries the authorisation code and the state.
    started = browser.post(f"{url}/auth/oidc/google/login", json={})
    assert started.status_code == 200, started.text
    consent = requests.get(started.json()["url"], allow_redirects=False, timeout=10)
    callback = consent.headers["Location"]
    query = parse_qs(urlsplit(callback).query)
    secrets_seen += [query["code"][0], query["state"][0]]
    assert browser.get(callback, allow_redirects=False).status_code == 303

    # An access link's page, and its API call with the page as Referer (the key is made up: the
    # page and the refusal are logged alike).
    link_id, key = secrets.token_urlsafe(12), secrets.token_urlsafe(32)
    secrets_seen.append(key)
    page = f"{url}/link/{link_id}/{key}/claim-1"
    opened = browser.get(page)
    assert opened.headers["Referrer-Policy"] == "no-referrer"  # so a browser sends no Referer from it
    browser.get(f"{url}/v1/link/document", params={"doc": "claim-1"},
                headers={"Referer": page, "Authorization": f"AccessLink {link_id}:{key}"})

    logged = _logs_once_written(folder, f"/v1/link/document?doc=claim-1")
    leaked = [s for s in secrets_seen if s in logged]
    assert not leaked, f"secrets in the server's log: {leaked}"
    # The requests are there, masked: the log is being written, and by the rule.
    assert re.search(r'"GET /login/link\?token=\*\*\* HTTP', logged)
    assert re.search(r'"GET /auth/oidc/google/callback\?[^"]*code=\*\*\*', logged)
    assert re.search(r'state=\*\*\*', logged)
    assert f'"GET /link/{link_id}/***/claim-1 HTTP' in logged
    assert f'"{url}/link/{link_id}/***/claim-1"' in logged  # the Referer of the API call
