"""A web process keeps the browser sessions it read while the access generation holds (app/auth/session.py):
a sign-out in any process ends the session at the next request of every process, as does its
expiry; a touch of last_seen_at changes nothing kept.

Each app here is one web process with its own cache, on the test database and Redis; the suite's
`app` runs with the cache off (CLAIMDESK_ENV=test), these with a bound of a minute."""
from datetime import timedelta

import pytest
import time_machine

from app import create_app
from app.auth import service
from app.auth.session import Browser, SessionCache, SignedInAccount
from app.db import db
from tests.api.factories import workspace  # noqa: F401  (fixtures)
from tests.auth_helpers import account_headers, new_client, sign_in, unique_email
from tests.querycount import count_queries

BOUND = 60
VIEWER = {"query": "{ viewer { email } }"}


def _viewer(client, session):
    return client.post("/graphql", json=VIEWER, headers=account_headers(session))


@pytest.fixture
def process(app, test_config):
    """process(seconds=BOUND) -> another web process: an app on the same database with its own cache."""
    apps = []

    def start(seconds=BOUND, **config):
        other = create_app({**test_config, "AUTH_SESSION_CACHE_SECONDS": seconds, **config})
        apps.append(other)
        return other

    yield start
    for other in apps:
        with other.app_context():
            db.engine.dispose()


def _same_browser(app, client, other):
    """A client of `other` holding `client`'s cookie: the same browser, served by another process."""
    twin = other.test_client()
    name = app.config["AUTH_COOKIE_NAME"]
    twin.set_cookie(name, client.get_cookie(name).value)
    return twin


def test_a_session_revoked_in_another_process_stops_working_at_the_next_request(app, process, signed_in):
    with time_machine.travel(service.now(), tick=False):
        client, session = signed_in()
        twin = _same_browser(app, client, process())
        for _ in range(2):  # the second from the cache
            assert _viewer(twin, session).get_json()["data"]["viewer"]["email"] == session["email"]
        assert client.delete("/auth/session", headers=account_headers(session)).status_code == 200
        assert _viewer(client, session).status_code == 401  # the process that signed out
        assert _viewer(twin, session).status_code == 401  # and the one that kept the session


def test_a_download_link_of_a_session_revoked_elsewhere_stops_working_at_once(app, process, workspace):
    """A PDF link names its account in `sid` (no header): its view reads the browser after
    confirm_kept_session has run, so the read itself confirms what the cache kept."""
    owner = workspace()
    twin = _same_browser(app, owner.client, process())
    link = f"/v1/pdf?revision=latest&attachment=0&contract=999999&sid={owner.account_id}&org={owner.org['id']}&number=1"
    for _ in range(2):  # the second from the cache
        assert twin.get(link).get_json()["message"] == "Contract not found"  # signed in: past the link's viewer
    assert owner.client.delete("/auth/session", headers=account_headers(owner.session)).status_code == 200
    assert twin.get(link).get_json()["message"] == "Organisation not found"


def test_a_kept_session_ends_when_it_expires(process, run_jobs, dev_mail):
    with time_machine.travel(service.now(), tick=False) as traveller:
        cached = process(seconds=600, AUTH_SESSION_MAX_AGE=120)
        client = new_client(cached)
        session = sign_in(client, unique_email(), run_jobs, dev_mail)
        assert _viewer(client, session).status_code == 200
        traveller.shift(timedelta(seconds=119))
        with cached.app_context():
            engine = db.engine
        with count_queries(engine) as queries:
            assert _viewer(client, session).status_code == 200
        assert not any("browser_sessions" in q for q in queries.statements)  # from the cache
        traveller.shift(timedelta(seconds=1))
        assert _viewer(client, session).status_code == 401  # nothing bumped: the kept expiry itself


def test_a_kept_session_ends_after_the_bound_whatever_else(app, process, signed_in):
    with time_machine.travel(service.now(), tick=False) as traveller:
        client, session = signed_in()
        cached = process()
        twin = _same_browser(app, client, cached)
        assert _viewer(twin, session).status_code == 200
        traveller.shift(timedelta(seconds=BOUND))
        with cached.app_context():
            engine = db.engine
        with count_queries(engine) as queries:
            assert _viewer(twin, session).status_code == 200
    assert any("browser_sessions" in q for q in queries.statements), queries.statements


def test_a_touch_of_last_seen_changes_nothing_kept(app, process, signed_in):
    from tenants.bindings import GENERATION_KEY
    from app.redis import redis_connection

    with time_machine.travel(service.now(), tick=False) as traveller:
        client, session = signed_in()
        assert _viewer(client, session).status_code == 200
        traveller.shift(timedelta(minutes=6))  # past TOUCH_EVERY: this request writes last_seen_at
        with app.app_context():
            before = redis_connection().get(GENERATION_KEY)
            assert _viewer(client, session).status_code == 200
            assert redis_connection().get(GENERATION_KEY) == before


def test_a_sign_out_in_the_same_process_ends_the_session_at_once(process, run_jobs, dev_mail):
    cached = process()
    client = new_client(cached)
    session = sign_in(client, unique_email(), run_jobs, dev_mail)
    assert _viewer(client, session).status_code == 200
    assert client.delete("/auth/session", headers=account_headers(session)).status_code == 200
    assert _viewer(client, session).status_code == 401


def test_auth_reads_the_database_every_time(app, process, signed_in):
    client, session = signed_in()
    twin = _same_browser(app, client, process())
    assert _viewer(twin, session).status_code == 200
    assert client.delete("/auth/session", headers=account_headers(session)).status_code == 200
    assert twin.get("/auth/session", headers=account_headers(session)).status_code == 401
    assert twin.get("/auth/sessions").get_json() == {"sessions": []}


def test_a_second_request_within_the_bound_does_not_read_the_session_again(app, process, signed_in):
    client, session = signed_in()
    cached = process()
    twin = _same_browser(app, client, cached)
    with time_machine.travel(service.now(), tick=False):
        assert _viewer(twin, session).status_code == 200
        with cached.app_context():
            engine = db.engine
        with count_queries(engine) as queries:
            assert _viewer(twin, session).status_code == 200
    assert not any("browser_sessions" in q for q in queries.statements), queries.statements


def test_a_sign_in_of_another_account_is_seen_at_once(process, run_jobs, dev_mail):
    client = new_client(process())
    first = sign_in(client, unique_email(), run_jobs, dev_mail)
    assert _viewer(client, first).status_code == 200
    second = sign_in(client, unique_email(), run_jobs, dev_mail)
    assert _viewer(client, second).get_json()["data"]["viewer"]["email"] == second["email"]
    assert _viewer(client, first).status_code == 200


def test_with_no_bound_every_request_reads_the_database(app, process, signed_in):
    client, session = signed_in()
    twin = _same_browser(app, client, process(seconds=0))
    assert _viewer(twin, session).status_code == 200
    assert client.delete("/auth/session", headers=account_headers(session)).status_code == 200
    assert _viewer(twin, session).status_code == 401


def test_a_read_that_began_before_a_sign_out_committed_is_not_kept():
    cache = SessionCache(BOUND)
    began = cache.epoch
    cache.forget(1)  # the sign-out commits while the read is under way: what it read is old
    at, idle = service.now(), timedelta(days=7)
    browser = Browser(1, {7: SignedInAccount(70, 7, at, at + timedelta(days=1))}, at + timedelta(days=1))
    cache.put(b"token", browser, epoch=began, generation=b"1")
    assert cache.get(b"token", at, idle) is None
    cache.put(b"token", browser, epoch=cache.epoch, generation=b"1")
    kept, generation = cache.get(b"token", at, idle)
    assert (list(kept.accounts), generation) == ([7], b"1")


def test_unlinking_an_identity_ends_its_sessions_elsewhere_at_once(process, oidc_server, run_jobs, dev_mail):
    from tests.api.auth.test_oidc import _link, _login

    cached = process()
    oidc_server.reset()
    cached.config.update(oidc_server.config())
    client = new_client(cached)
    session = sign_in(client, unique_email(), run_jobs, dev_mail)
    _link(client, session)
    elsewhere = new_client(cached)
    assert _login(elsewhere)[1]["result"] == "signed-in"
    assert _viewer(elsewhere, session).status_code == 200  # now cached in this process
    [identity] = client.get("/auth/identities", headers=account_headers(session)).get_json()["identities"]
    assert client.delete(f"/auth/identities?id={identity['id']}", headers=account_headers(session)).status_code == 200
    assert _viewer(elsewhere, session).status_code == 401
    assert _viewer(client, session).status_code == 200
