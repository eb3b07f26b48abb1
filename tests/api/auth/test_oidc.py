"""Google and Microsoft identities (issue 20): link, list, unlink, sign in; the state, nonce and ID
token checks; and what must never happen (an identity signing into someone else's account, an email
merging accounts). The real authlib client talks HTTP to tests/oidc_fake.py."""
from datetime import timedelta
from urllib.parse import parse_qs, urlsplit

import pytest
import requests
import time_machine

from tests.auth_helpers import account_headers, create_org, new_client

LINK_PAGE = "/acme/settings/security/link/{provider}?userAccountId={account}"


def _start(client, provider, purpose, session=None, to=None):
    headers = account_headers(session) if session else {}
    response = client.post(f"/auth/oidc/{provider}/{purpose}", json={"to": to} if to else {}, headers=headers)
    assert response.status_code == 200, response.get_json()
    return response.get_json()["url"]


def _consent(url: str) -> str:
    """The provider's page consents and sends the browser back: the callback's path and query."""
    response = requests.get(url, allow_redirects=False, timeout=10)
    assert response.status_code == 302, response.text
    back = urlsplit(response.headers["Location"])
    return f"{back.path}?{back.query}"


def _back(client, callback: str):
    response = client.get(callback)
    assert response.status_code == 303, response.data
    target = urlsplit(response.headers["Location"])
    return target.path, {k: v[0] for k, v in parse_qs(target.query).items()}


def _link(client, session, provider="google"):
    to = LINK_PAGE.format(provider=provider, account=session["userAccountId"])
    return _back(client, _consent(_start(client, provider, "link", session, to)))


def _login(client, provider="google", to=None):
    return _back(client, _consent(_start(client, provider, "login", to=to)))


def _identities(client, session):
    response = client.get("/auth/identities", headers=account_headers(session))
    assert response.status_code == 200
    return response.get_json()["identities"]


def _sessions(client):
    return [s["userAccountId"] for s in client.get("/auth/sessions").get_json()["sessions"]]


def test_link_google_then_sign_in_with_it_in_a_fresh_browser(oidc, signed_in):
    client, session = signed_in()
    create_org(client, session, "Acme")
    path, query = _link(client, session)
    assert path == "/acme/settings/security/link/google"
    assert query == {"userAccountId": str(session["userAccountId"]), "result": "linked"}
    [identity] = _identities(client, session)
    person = oidc.next_user["google"]
    assert identity["provider"] == "google" and identity["email"] == person["email"]
    assert identity["tenantId"] is None and identity["lastUsedAt"] is None

    fresh = new_client(client.application)
    path, query = _login(fresh, to="/acme/projects")
    assert path == "/login"
    assert query == {"external": "google", "result": "signed-in", "account": str(session["userAccountId"]),
                     "to": "/acme/projects"}
    assert _sessions(fresh) == [session["userAccountId"]]
    answer = fresh.get("/auth/session", headers=account_headers(session)).get_json()
    assert [u["org"]["name"] for u in answer["users"]] == ["Acme"]
    external = fresh.get("/auth/session/external", headers=account_headers(session)).get_json()
    assert external["provider"] == "google" and external["idClaims"]["sub"] == person["sub"]
    assert external["idClaims"]["email"] == person["email"] and "nonce" not in external["idClaims"]
    assert _identities(fresh, session)[0]["lastUsedAt"] is not None


def test_the_sign_in_session_is_a_normal_revocable_one(oidc, signed_in, app):
    client, session = signed_in()
    _link(client, session)
    fresh = new_client(client.application)
    _login(fresh)
    cookie = fresh.get_cookie(client.application.config["AUTH_COOKIE_NAME"])
    assert cookie is not None and cookie.http_only and cookie.same_site == "Lax"
    from sqlalchemy import select

    from app.auth.models import AccountSession
    from app.db import db

    with app.app_context():  # only now: a pushed app context would share `g` with the requests
        methods = db.session.scalars(select(AccountSession.method).where(
            AccountSession.account_id == session["userAccountId"]).order_by(AccountSession.id)).all()
    assert methods == ["code", "google"]
    # Signing that account out of the fresh browser ends the session at once.
    assert fresh.delete("/auth/session", headers=account_headers(session)).status_code == 200
    assert fresh.get("/auth/session", headers=account_headers(session)).status_code == 401
    assert _sessions(fresh) == []
    # The first browser is untouched.
    assert client.get("/auth/session", headers=account_headers(session)).status_code == 200


def test_microsoft_multi_tenant_issuer_is_its_own_directory(oidc, signed_in):
    client, session = signed_in()
    path, query = _link(client, session, "microsoft")
    assert query["result"] == "linked"
    [identity] = _identities(client, session)
    assert identity["tenantId"] == oidc.next_user["microsoft"]["tid"]
    external = client.get("/auth/session/external?provider=microsoft", headers=account_headers(session)).get_json()
    assert external["tenantId"] == external["idClaims"]["tid"] == identity["tenantId"]

    # A token of one directory that names another directory's issuer is refused.
    oidc.tamper["microsoft"] = {"iss": f"{oidc.url}/ms/{'0' * 8}-0000-0000-0000-{'0' * 12}/v2.0"}
    assert _login(new_client(client.application), "microsoft")[1]["result"] == "failed"
    # Without `tid` the issuer cannot be checked: the spec's 'No Tenant ID found'.
    oidc.tamper["microsoft"] = {"drop": ["tid"]}
    other_client, other = signed_in()
    oidc.next_user["microsoft"] = oidc.user("microsoft")
    assert _link(other_client, other, "microsoft")[1]["result"] == "no-tenant"
    assert _identities(other_client, other) == []
    oidc.tamper["microsoft"] = {}
    assert _login(new_client(client.application), "microsoft")[1]["result"] == "unknown"


@pytest.mark.parametrize("tamper, reason", [
    ({"other_key": True}, "bad_signature"),  # signed by a key not in the provider's JWKS
    ({"aud": "someone-elses-client"}, "Invalid claim: 'aud'"),  # issued to another application
    ({"exp": -600}, "expired_token"),  # expired ten minutes ago (beyond the 60 s leeway)
    ({"nonce": "not-the-saved-nonce"}, "Invalid claim: 'nonce'"),  # minted for another request
    ({"drop": ["nonce"]}, "Missing claim: 'nonce'"),
    ({"iss": "https://evil.example"}, "Invalid claim: 'iss'"),
])
def test_id_token_checks_refuse_a_bad_token(oidc, signed_in, tamper, reason, caplog):
    client, session = signed_in()
    _link(client, session)
    oidc.tamper["google"] = tamper
    fresh = new_client(client.application)
    path, query = _login(fresh)
    assert (path, query["result"]) == ("/login", "failed")
    assert _sessions(fresh) == []
    assert "oidc google login refused: " in caplog.text and reason in caplog.text
    # Linking with such a token links nothing either.
    other_client, other = signed_in()
    oidc.next_user["google"] = oidc.user("google")
    assert _link(other_client, other)[1]["result"] == "failed"
    assert _identities(other_client, other) == []


def test_state_is_single_use_bound_to_its_browser_and_expires(oidc, signed_in, app):
    client, session = signed_in()
    _link(client, session)

    # Replayed: the second use of the same callback signs nobody in.
    first = new_client(app)
    callback = _consent(_start(first, "google", "login"))
    assert _back(first, callback)[1]["result"] == "signed-in"
    first.delete("/auth/session", headers=account_headers(session))
    assert _back(first, callback)[1]["result"] == "replayed"
    assert _sessions(first) == []
    # Once the browser is logged out its pending states are gone with it.
    first.post("/auth/oauth/logout", json={})
    assert first.get(callback).status_code == 400
    assert _sessions(first) == []

    # Another browser: the callback started in one browser does nothing in another.
    starter, thief = new_client(app), new_client(app)
    callback = _consent(_start(starter, "google", "login"))
    _start(thief, "google", "login")
    assert _back(thief, callback)[1]["result"] == "other-browser"
    assert _sessions(thief) == []
    # ... and it is used up: the right browser cannot use it afterwards either.
    assert _back(starter, callback)[1]["result"] == "replayed"

    # Expired: 300 s after it was saved.
    late = new_client(app)
    url = _start(late, "google", "login")
    callback = _consent(url)
    with time_machine.travel(timedelta(seconds=301), tick=False):
        assert _back(late, callback)[1]["result"] == "expired"
    assert _sessions(late) == []

    # A state this server never saved is refused outright.
    assert late.get("/auth/oidc/google/callback?state=" + "x" * 43 + "&code=abc").status_code == 400
    # The provider's refusal (the person said no) comes back as 'denied'.
    url = _start(late, "google", "login")
    state = parse_qs(urlsplit(url).query)["state"][0]
    assert _back(late, f"/auth/oidc/google/callback?state={state}&error=access_denied")[1]["result"] == "denied"


def test_a_verified_email_of_an_account_is_not_linked_silently(oidc, signed_in):
    client, session = signed_in()
    oidc.next_user["google"] = oidc.user("google", email=session["email"].upper())
    fresh = new_client(client.application)
    path, query = _login(fresh)
    assert query["result"] == "not-linked" and query["email"] == session["email"]
    assert _sessions(fresh) == []
    assert _identities(client, session) == []
    # Unverified: not even named.
    oidc.next_user["google"] = oidc.user("google", email=session["email"], email_verified=False)
    assert _login(new_client(client.application))[1] == {"external": "google", "result": "unknown"}
    # Microsoft's email claim is not verified unless the token says so.
    oidc.next_user["microsoft"] = oidc.user("microsoft", email=session["email"])
    assert _login(new_client(client.application), "microsoft")[1]["result"] == "unknown"
    oidc.next_user["microsoft"] = oidc.user("microsoft", email=session["email"], xms_edov=True)
    assert _login(new_client(client.application), "microsoft")[1]["result"] == "not-linked"


def test_an_identity_belongs_to_one_account_only(oidc, signed_in, app):
    ann_client, ann = signed_in()
    bob_client, bob = signed_in()
    _link(ann_client, ann)
    # Bob consents with Ann's Google identity: refused, nothing linked to Bob.
    assert _link(bob_client, bob)[1]["result"] == "taken"
    assert _identities(bob_client, bob) == []
    # Signing in with it signs in Ann, never Bob, even in Bob's browser.
    path, query = _login(bob_client)
    assert query["account"] == str(ann["userAccountId"])
    assert _sessions(bob_client) == [bob["userAccountId"], ann["userAccountId"]]
    # A link started for Bob cannot be finished once Bob is signed out of the browser.
    url = _start(bob_client, "google", "link", bob, "/x")
    bob_client.delete("/auth/session", headers=account_headers(bob))
    oidc.next_user["google"] = oidc.user("google")
    assert _back(bob_client, _consent(url))[1]["result"] == "other-browser"
    assert _identities(ann_client, ann)[0]["email"] != oidc.next_user["google"]["email"]


def test_unlink_ends_the_identity_and_its_sessions_elsewhere(oidc, signed_in, app):
    client, session = signed_in()
    _link(client, session)
    elsewhere = new_client(app)
    _login(elsewhere)
    assert _sessions(elsewhere) == [session["userAccountId"]]
    [identity] = _identities(client, session)

    # Another account cannot unlink it (it reads as missing).
    other_client, other = signed_in()
    response = other_client.delete(f"/auth/identities?id={identity['id']}", headers=account_headers(other))
    assert response.status_code == 404 and response.get_json()["message"] == "Linked identity not found"

    assert client.delete(f"/auth/identities?id={identity['id']}", headers=account_headers(session)).status_code == 200
    assert _identities(client, session) == []
    assert _sessions(elsewhere) == []  # the session the identity started elsewhere has ended
    assert _sessions(client) == [session["userAccountId"]]  # this browser's stays
    assert _login(new_client(app))[1]["result"] == "unknown"
    external = client.get("/auth/session/external", headers=account_headers(session)).get_json()
    assert external == {"userAccountId": session["userAccountId"], "provider": None, "tenantId": None,
                        "email": None, "idClaims": {}}


def test_not_configured_answers_a_clear_error(app, signed_in):
    client, session = signed_in()
    providers = client.get("/auth/oidc/providers").get_json()["providers"]
    assert providers == [{"id": "google", "name": "Google", "configured": False},
                         {"id": "microsoft", "name": "Microsoft", "configured": False}]
    response = client.post("/auth/oidc/google/login", json={})
    assert response.status_code == 400
    assert response.get_json()["message"] == "Signing in with Google is not set up on this server."
    response = client.post("/auth/oidc/microsoft/link", json={}, headers=account_headers(session))
    assert response.get_json()["message"] == "Signing in with Microsoft is not set up on this server."
    assert client.post("/auth/oidc/github/login", json={}).status_code == 404
    assert client.post("/auth/oidc/google/link", json={}).status_code == 401  # linking needs an account


def test_return_path_is_only_ever_a_path_of_this_site(oidc, signed_in):
    client, session = signed_in()
    _link(client, session)
    for target in ("https://evil.example/", "//evil.example", "/\\evil.example"):
        path, query = _login(new_client(client.application), to=target)
        assert path == "/login" and "to" not in query and query["result"] == "signed-in"


def test_the_authorisation_request_carries_pkce_state_and_nonce(oidc, app):
    client = new_client(app)
    first, second = (parse_qs(urlsplit(_start(client, "google", "login")).query) for _ in range(2))
    assert first["code_challenge_method"] == ["S256"] and len(first["code_challenge"][0]) == 43
    assert first["scope"] == ["openid email profile"] and first["response_type"] == ["code"]
    assert first["redirect_uri"] == [f"{app.config['PUBLIC_URL']}/auth/oidc/google/callback"]
    for name in ("state", "nonce", "code_challenge"):
        assert first[name] != second[name] and len(first[name][0]) >= 43


def test_listing_identities_costs_the_same_for_one_or_many(oidc, signed_in, app):
    from app.db import db
    from tests.querycount import count_queries

    client, session = signed_in()
    counts = []
    for _ in range(2):
        for provider in ("google", "microsoft"):
            oidc.next_user[provider] = oidc.user(provider)
            assert _link(client, session, provider)[1]["result"] == "linked"
        with app.app_context():
            engine = db.engine
        with count_queries(engine) as queries:
            assert len(_identities(client, session)) == len(counts) * 2 + 2
        counts.append(queries.count)
    assert counts[0] == counts[1], counts
