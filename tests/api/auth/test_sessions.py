"""Browser sessions: several accounts per browser, the account header, log out, expiry, cookies."""
from datetime import timedelta

import pytest
import time_machine
from sqlalchemy import select

from app.auth import service
from app.auth.models import Account, AccountSession, BrowserSession, User
from app.auth.session import NOT_SIGNED_IN
from app.auth.tokens import token_hash
from app.db import db
from tests.auth_helpers import account_headers, create_org, read_code, unique_email
from tests.querycount import count_queries

ACCOUNT_CALLS = [
    ("get", "/auth/session"), ("post", "/auth/session"), ("delete", "/auth/session"), ("get", "/auth/session/external"),
    ("get", "/auth/openid/userinfo"), ("post", "/auth/orgs"), ("post", "/auth/profile/creds/prepare"),
    ("post", "/auth/profile/creds"), ("get", "/auth/profile/creds"), ("delete", "/auth/profile/creds?id=x"),
]


def call(client, method, path, headers=None):
    kwargs = {"headers": headers or {}}
    if method == "post":
        kwargs["json"] = {}
    return getattr(client, method)(path, **kwargs)


def sessions_of(client):
    response = client.get("/auth/sessions")
    assert response.status_code == 200
    return response.get_json()["sessions"]


def cookie_value(app, client):
    cookie = client.get_cookie(app.config["AUTH_COOKIE_NAME"])
    return cookie.value if cookie else None


def test_no_cookie_no_sessions(browser_client):
    assert sessions_of(browser_client()) == []


def test_the_session_lists_the_accounts_users_with_their_organisations(signed_in):
    client, session = signed_in()
    acme = create_org(client, session, "Acme Builders")
    bravo = create_org(client, session, "bravo civil")
    [listed] = sessions_of(client)
    assert listed["userAccountId"] == session["userAccountId"] and listed["email"] == session["email"]
    assert [u["org"] for u in listed["users"]] == [acme, {**bravo}]
    assert all(u["email"] == session["email"] and isinstance(u["userId"], int) for u in listed["users"])
    assert set(acme) == {"id", "name", "slug"}
    got = client.get("/auth/session", headers=account_headers(session))
    assert got.status_code == 200 and got.get_json() == listed
    refreshed = client.post("/auth/session", json={}, headers=account_headers(session))
    assert refreshed.status_code == 200 and refreshed.get_json() == listed


def test_one_browser_holds_several_accounts(signed_in):
    client, first = signed_in()
    _, second = signed_in(client=client)
    assert [s["userAccountId"] for s in sessions_of(client)] == [first["userAccountId"], second["userAccountId"]]
    for session in (first, second):
        got = client.get("/auth/session", headers=account_headers(session)).get_json()
        assert got["email"] == session["email"]


@pytest.mark.parametrize("method,path", ACCOUNT_CALLS)
def test_account_calls_need_an_account_of_this_browser(signed_in, browser_client, method, path):
    mine, me = signed_in()
    _, someone_else = signed_in()
    for headers in ({}, account_headers(someone_else), {"user-account-id": "999999999"},
                    {"user-account-id": "abc"}, {"user-account-id": "1 OR 1=1"}, {"user-account-id": "9" * 40}):
        response = call(mine, method, path, headers)
        assert response.status_code == 401, (headers, response.get_json())
        assert response.get_json()["error_description"] == NOT_SIGNED_IN
    assert call(browser_client(), method, path, account_headers(me)).status_code == 401


def test_the_account_header_is_checked_on_every_surface(signed_in, make_org):
    client, me = signed_in()
    _, someone_else = signed_in()
    response = client.post("/graphql", json={"query": "{ viewer { email } }"}, headers=account_headers(someone_else))
    assert response.status_code == 401
    ok = client.post("/graphql", json={"query": "{ viewer { email } }"}, headers=account_headers(me))
    assert ok.get_json()["data"]["viewer"]["email"] == me["email"]


def test_logout_ends_every_account_of_the_browser(app, signed_in, browser_client):
    client, first = signed_in()
    _, second = signed_in(client=client)
    other_browser, elsewhere = signed_in(email=first["email"])
    old_cookie = cookie_value(app, client)
    response = client.post("/auth/oauth/logout", json={})
    assert response.status_code == 200 and response.get_json() == {"sessions": []}
    assert "Max-Age=0" in response.headers["Set-Cookie"] or "expires=Thu, 01 Jan 1970" in response.headers["Set-Cookie"]
    assert sessions_of(client) == []
    for session in (first, second):
        assert client.get("/auth/session", headers=account_headers(session)).status_code == 401
    # The old cookie, replayed, is dead on the server too.
    replay = browser_client()
    replay.set_cookie(app.config["AUTH_COOKIE_NAME"], old_cookie)
    assert sessions_of(replay) == []
    # The same account on another browser is untouched.
    assert other_browser.get("/auth/session", headers=account_headers(elsewhere)).status_code == 200


def test_removing_one_account_ends_only_that_one(signed_in):
    client, first = signed_in()
    _, second = signed_in(client=client)
    response = client.delete("/auth/session", headers=account_headers(first))
    assert response.status_code == 200
    assert [s["userAccountId"] for s in response.get_json()["sessions"]] == [second["userAccountId"]]
    assert client.get("/auth/session", headers=account_headers(first)).status_code == 401
    assert client.get("/auth/session", headers=account_headers(second)).status_code == 200


def test_logout_needs_json_and_our_origin(signed_in):
    client, session = signed_in()
    assert client.post("/auth/oauth/logout").status_code == 415
    assert client.post("/auth/oauth/logout", json={}, headers={"Origin": "https://evil.example"}).status_code == 403
    assert client.delete("/auth/session", headers={**account_headers(session), "Origin": "https://evil.example"}
                         ).status_code == 403
    assert len(sessions_of(client)) == 1


def test_the_cookie_is_httponly_lax_and_rotated_at_sign_in(app, browser_client, run_jobs, dev_mail, db_session):
    client, email = browser_client(), unique_email()
    first = client.post("/auth/login", json={"email": email, "signup": True})
    set_cookie = first.headers["Set-Cookie"]
    assert "HttpOnly" in set_cookie and "SameSite=Lax" in set_cookie and "Path=/" in set_cookie
    assert "Secure" not in set_cookie  # plain-http localhost only; see test_cookie_is_secure_elsewhere
    before = cookie_value(app, client)
    run_jobs()
    signed = client.post("/auth/login/magic", json={"magic_token": first.get_json()["magicToken"],
                                                    "magic_code": read_code(dev_mail, email)})
    assert signed.status_code == 200 and "HttpOnly" in signed.headers["Set-Cookie"]
    after = cookie_value(app, client)
    assert after and after != before
    db_session.rollback()
    assert db_session.scalar(select(BrowserSession).where(BrowserSession.token_hash == token_hash(before))) is None
    assert db_session.scalar(select(BrowserSession).where(BrowserSession.token_hash == token_hash(after))) is not None
    # Only the hash of the token is stored.
    assert db_session.scalar(select(BrowserSession).where(BrowserSession.token_hash == after.encode())) is None


def test_cookie_is_secure_elsewhere(monkeypatch):
    from app.config import auth_settings

    monkeypatch.delenv("AUTH_COOKIE_SECURE", raising=False)
    for url, secure in [("https://claimdesk.co.nz", True), ("http://localhost:5000", False),
                        ("http://127.0.0.1:8000", False), ("http://claimdesk.example", True)]:
        settings = auth_settings(url)
        assert settings["AUTH_COOKIE_SECURE"] is secure, url
        assert settings["AUTH_COOKIE_NAME"].startswith("__Host-") is secure
    https = auth_settings("https://app.claimdesk.co.nz")
    assert https["WEBAUTHN_RP_ID"] == "app.claimdesk.co.nz" and https["WEBAUTHN_ORIGIN"] == "https://app.claimdesk.co.nz"


def test_an_account_session_ends_after_idleness_and_after_its_maximum_age(app, signed_in):
    idle = timedelta(seconds=app.config["AUTH_SESSION_IDLE_TIMEOUT"])
    max_age = timedelta(seconds=app.config["AUTH_SESSION_MAX_AGE"])
    with time_machine.travel(service.now(), tick=False) as traveller:
        client, session = signed_in()
        headers = account_headers(session)
        traveller.shift(idle - timedelta(minutes=1))
        assert client.get("/auth/session", headers=headers).status_code == 200  # use keeps it alive
        traveller.shift(idle - timedelta(minutes=1))
        assert client.get("/auth/session", headers=headers).status_code == 200
        traveller.shift(idle + timedelta(seconds=1))
        assert client.get("/auth/session", headers=headers).status_code == 401
        assert sessions_of(client) == []

    with time_machine.travel(service.now(), tick=False) as traveller:
        client, session = signed_in()
        headers = account_headers(session)
        elapsed = timedelta()
        while elapsed + idle / 2 < max_age:
            traveller.shift(idle / 2)
            elapsed += idle / 2
            assert client.get("/auth/session", headers=headers).status_code == 200
        traveller.shift(max_age - elapsed + timedelta(seconds=1))
        assert client.get("/auth/session", headers=headers).status_code == 401


def test_external_session_and_userinfo(signed_in):
    client, session = signed_in()
    external = client.get("/auth/session/external", headers=account_headers(session)).get_json()
    assert external == {"userAccountId": session["userAccountId"], "provider": None, "tenantId": None, "email": None,
                        "idClaims": {}}
    info = client.get("/auth/openid/userinfo", headers=account_headers(session)).get_json()
    assert info == {"sub": str(session["userAccountId"]), "email": session["email"], "email_verified": True, "name": ""}


def test_auth_answers_are_not_cached(signed_in):
    client, session = signed_in()
    for response in (client.get("/auth/sessions"), client.get("/auth/session", headers=account_headers(session)),
                     client.get("/auth/session", headers={"user-account-id": "1"})):
        assert response.headers["Cache-Control"] == "no-store"


def test_sessions_for_an_account_in_50_organisations_cost_a_fixed_number_of_statements(app, signed_in, make_org):
    client, session = signed_in()
    orgs = [make_org(f"Org {i:02d}") for i in range(50)]
    with app.app_context():
        db.session.add_all(User(account_id=session["userAccountId"], org_id=org.id) for org in orgs)
        db.session.commit()
    client.get("/auth/sessions")  # warm up
    with app.app_context():
        engine = db.engine
    with count_queries(engine) as queries:
        response = client.get("/auth/sessions")
    [listed] = response.get_json()["sessions"]
    assert len(listed["users"]) == 50
    assert queries.count <= 3, str(queries)  # the time it takes is a figure ops/bench/auth measures


def test_an_account_missing_from_the_database_is_not_listed(app, signed_in):
    client, session = signed_in()
    with app.app_context():
        db.session.delete(db.session.get(Account, session["userAccountId"]))
        db.session.commit()
    assert sessions_of(client) == []
    assert client.get("/auth/session", headers=account_headers(session)).status_code == 401


def test_a_stale_cookie_is_cleared(app, browser_client):
    client = browser_client()
    client.set_cookie(app.config["AUTH_COOKIE_NAME"], "stale-token")
    response = client.get("/auth/sessions")
    assert response.get_json() == {"sessions": []}
    assert app.config["AUTH_COOKIE_NAME"] in response.headers.get("Set-Cookie", "")
    assert cookie_value(app, client) is None


def test_account_sessions_are_rows_under_the_browser(app, signed_in, db_session):
    client, session = signed_in()
    db_session.rollback()
    rows = db_session.scalars(select(AccountSession).where(AccountSession.account_id == session["userAccountId"])).all()
    assert len(rows) == 1 and rows[0].method == "code"
