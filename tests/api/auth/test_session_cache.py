"""A web process trusts the browser sessions it read for AUTH_SESSION_CACHE_SECONDS (app/auth/session.py):
a sign-out in the same process ends the session at once, one in another process within that bound."""
from datetime import timedelta

import pytest
import time_machine

from app import create_app
from app.auth import service
from app.db import db
from tests.auth_helpers import account_headers
from tests.querycount import count_queries

VIEWER = {"query": "{ viewer { email } }"}


def _viewer(client, session):
    return client.post("/graphql", json=VIEWER, headers=account_headers(session))


@pytest.fixture
def other_process(app, test_config):
    """twin(client, **config) -> a client of a second app on the same database (its own cache, as
    another web process has) holding the same browser's cookie."""
    apps = []

    def twin(client, **config):
        other = create_app({**test_config, **config})
        apps.append(other)
        twin_client = other.test_client()
        name = app.config["AUTH_COOKIE_NAME"]
        twin_client.set_cookie(name, client.get_cookie(name).value)
        return twin_client

    yield twin
    for other in apps:
        with other.app_context():
            db.engine.dispose()


def test_a_session_revoked_in_another_process_stops_working_within_the_bound(app, other_process, signed_in):
    bound = timedelta(seconds=app.config["AUTH_SESSION_CACHE_SECONDS"])
    assert bound > timedelta(0)
    with time_machine.travel(service.now(), tick=False) as traveller:
        client, session = signed_in()
        twin = other_process(client)
        assert _viewer(twin, session).get_json()["data"]["viewer"]["email"] == session["email"]
        assert client.delete("/auth/session", headers=account_headers(session)).status_code == 200
        assert _viewer(client, session).status_code == 401  # this process: at once
        traveller.shift(bound - timedelta(seconds=1))
        assert _viewer(twin, session).status_code == 200  # the other: still trusts what it read …
        traveller.shift(timedelta(seconds=1))
        assert _viewer(twin, session).status_code == 401  # … for no longer than the bound


def test_auth_reads_the_database_every_time(other_process, signed_in):
    client, session = signed_in()
    twin = other_process(client)
    assert _viewer(twin, session).status_code == 200
    assert client.delete("/auth/session", headers=account_headers(session)).status_code == 200
    assert twin.get("/auth/session", headers=account_headers(session)).status_code == 401
    assert twin.get("/auth/sessions").get_json() == {"sessions": []}


def test_a_second_request_within_the_bound_does_not_read_the_session_again(app, signed_in):
    client, session = signed_in()
    assert _viewer(client, session).status_code == 200
    with app.app_context():
        engine = db.engine
    with count_queries(engine) as queries:
        assert _viewer(client, session).status_code == 200
    assert not any("browser_sessions" in q for q in queries.statements), queries.statements


def test_a_sign_in_of_another_account_is_seen_at_once(signed_in):
    client, first = signed_in()
    assert _viewer(client, first).status_code == 200
    _, second = signed_in(client=client)
    assert _viewer(client, second).get_json()["data"]["viewer"]["email"] == second["email"]
    assert _viewer(client, first).status_code == 200


def test_with_no_bound_every_request_reads_the_database(other_process, signed_in):
    client, session = signed_in()
    twin = other_process(client, AUTH_SESSION_CACHE_SECONDS=0)
    assert _viewer(twin, session).status_code == 200
    assert client.delete("/auth/session", headers=account_headers(session)).status_code == 200
    assert _viewer(twin, session).status_code == 401
