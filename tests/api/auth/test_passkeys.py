"""Passkeys: register from the Authentication page, list, remove, and sign in on /login."""
import pytest
from sqlalchemy import select

from app.auth import passkeys
from app.auth.models import Passkey
from tests.auth_helpers import account_headers
from tests.webauthn_authenticator import SoftAuthenticator, b64u, unb64u


@pytest.fixture
def authenticator(app):
    return SoftAuthenticator(origin=app.config["WEBAUTHN_ORIGIN"])


def prepare(client, session):
    response = client.post("/auth/profile/creds/prepare", json={}, headers=account_headers(session))
    assert response.status_code == 200, response.get_json()
    return response.get_json()


def register(client, session, authenticator, **body):
    prepared = prepare(client, session)
    credential = authenticator.create(prepared["options"])
    return client.post("/auth/profile/creds", headers=account_headers(session),
                       json={"credential": credential, "challengeToken": prepared["challengeToken"], **body})


def challenge(client):
    response = client.post("/auth/login/webauthn/challenge", json={})
    assert response.status_code == 200, response.get_json()
    return response.get_json()


def answer(client, token, auth):
    return client.post("/auth/login/webauthn/response", json={"challengeToken": token, "auth": auth})


def test_registration_options_ask_for_a_verified_discoverable_passkey(app, signed_in):
    client, session = signed_in()
    options = prepare(client, session)["options"]
    assert options["rp"] == {"id": app.config["WEBAUTHN_RP_ID"], "name": "Claimdesk"}
    assert options["user"]["name"] == session["email"]
    assert options["authenticatorSelection"]["userVerification"] == "required"
    assert options["authenticatorSelection"]["residentKey"] == "required"
    assert options["attestation"] == "none" and options["excludeCredentials"] == []
    handle = unb64u(options["user"]["id"])  # random bytes: neither the account id nor the email
    assert len(handle) == 32 and handle not in (str(session["userAccountId"]).encode(), session["email"].encode())
    assert prepare(client, session)["options"]["user"]["id"] == options["user"]["id"]  # stable per account


def test_register_list_and_remove(app, signed_in, authenticator):
    client, session = signed_in()
    headers = account_headers(session)
    created = register(client, session, authenticator)
    assert created.status_code == 201, created.get_json()
    credential = created.get_json()
    assert credential["name"] == "Passkey" and credential["lastUsedAt"] is None and credential["createdAt"]
    assert credential["externalId"] == b64u(authenticator.credentials[-1].credential_id) == credential["id"]
    listed = client.get("/auth/profile/creds", headers=headers).get_json()["credentials"]
    assert listed == [credential]
    # A second registration excludes the first passkey.
    excluded = prepare(client, session)["options"]["excludeCredentials"]
    assert [e["id"] for e in excluded] == [credential["externalId"]]
    removed = client.delete(f"/auth/profile/creds?id={credential['externalId']}", headers=headers)
    assert removed.status_code == 200
    assert client.get("/auth/profile/creds", headers=headers).get_json() == {"credentials": []}
    again = client.delete(f"/auth/profile/creds?id={credential['externalId']}", headers=headers)
    assert again.status_code == 404 and again.get_json()["message"] == passkeys.PASSKEY_NOT_FOUND


def test_a_passkey_can_be_named(signed_in, authenticator):
    client, session = signed_in()
    assert register(client, session, authenticator, name="  Work laptop ").get_json()["name"] == "Work laptop"


def test_one_account_cannot_remove_anothers_passkey(signed_in, authenticator):
    client, session = signed_in()
    credential = register(client, session, authenticator).get_json()
    other_client, other = signed_in()
    response = other_client.delete(f"/auth/profile/creds?id={credential['externalId']}", headers=account_headers(other))
    assert response.status_code == 404
    assert len(client.get("/auth/profile/creds", headers=account_headers(session)).get_json()["credentials"]) == 1
    for bad in ("", "!!!", "a" * 2000):
        assert client.delete(f"/auth/profile/creds?id={bad}", headers=account_headers(session)).status_code == 404


def test_registration_without_user_verification_is_refused(signed_in, authenticator):
    client, session = signed_in()
    prepared = prepare(client, session)
    credential = authenticator.create(prepared["options"], uv=False)
    response = client.post("/auth/profile/creds", headers=account_headers(session),
                           json={"credential": credential, "challengeToken": prepared["challengeToken"]})
    assert response.status_code == 400 and response.get_json()["message"].startswith("Failed to create credential")


def test_registration_from_another_origin_is_refused(signed_in, authenticator):
    client, session = signed_in()
    prepared = prepare(client, session)
    credential = authenticator.create(prepared["options"], origin="https://evil.example")
    response = client.post("/auth/profile/creds", headers=account_headers(session),
                           json={"credential": credential, "challengeToken": prepared["challengeToken"]})
    assert response.status_code == 400


def test_a_registration_challenge_is_single_use_and_bound_to_its_account(signed_in, authenticator):
    client, session = signed_in()
    _, other = signed_in(client=client)
    prepared = prepare(client, session)
    credential = authenticator.create(prepared["options"])
    body = {"credential": credential, "challengeToken": prepared["challengeToken"]}
    stolen = client.post("/auth/profile/creds", headers=account_headers(other), json=body)
    assert stolen.status_code == 400 and stolen.get_json()["message"] == passkeys.CEREMONY_EXPIRED
    assert client.post("/auth/profile/creds", headers=account_headers(session), json=body).status_code == 201
    replay = client.post("/auth/profile/creds", headers=account_headers(session), json=body)
    assert replay.status_code == 400


def test_sign_in_with_a_passkey_on_a_new_browser(app, signed_in, browser_client, authenticator):
    client, session = signed_in()
    register(client, session, authenticator)
    fresh = browser_client()
    ceremony = challenge(fresh)
    options = ceremony["options"]
    assert options["rpId"] == app.config["WEBAUTHN_RP_ID"] and options["userVerification"] == "required"
    assert options["allowCredentials"] == []
    response = answer(fresh, ceremony["challengeToken"], authenticator.get(options))
    assert response.status_code == 200, response.get_json()
    assert response.get_json()["userAccountId"] == session["userAccountId"]
    assert [s["userAccountId"] for s in fresh.get("/auth/sessions").get_json()["sessions"]] == [session["userAccountId"]]
    [listed] = client.get("/auth/profile/creds", headers=account_headers(session)).get_json()["credentials"]
    assert listed["lastUsedAt"] is not None
    with app.app_context():
        from app.db import db

        stored = db.session.scalar(select(Passkey).where(Passkey.account_id == session["userAccountId"]))
        assert stored.sign_count == 1


def test_passkey_sign_in_rotates_the_cookie(app, signed_in, browser_client, authenticator):
    client, session = signed_in()
    register(client, session, authenticator)
    fresh = browser_client()
    ceremony = challenge(fresh)
    before = fresh.get_cookie(app.config["AUTH_COOKIE_NAME"]).value
    answer(fresh, ceremony["challengeToken"], authenticator.get(ceremony["options"]))
    assert fresh.get_cookie(app.config["AUTH_COOKIE_NAME"]).value != before


@pytest.mark.parametrize("bend,message", [
    ({"uv": False}, passkeys.SIGN_IN_FAILED),
    ({"user_handle": b"someone else's handle 0123456789"}, passkeys.SIGN_IN_FAILED),
    ({"user_handle": b""}, passkeys.SIGN_IN_FAILED),
    ({"origin": "https://evil.example"}, passkeys.SIGN_IN_FAILED),
    ({"rp_id": "evil.example"}, passkeys.SIGN_IN_FAILED),
])
def test_passkey_sign_in_refuses_a_bent_answer(signed_in, browser_client, authenticator, bend, message):
    client, session = signed_in()
    register(client, session, authenticator)
    fresh = browser_client()
    ceremony = challenge(fresh)
    response = answer(fresh, ceremony["challengeToken"], authenticator.get(ceremony["options"], **bend))
    assert response.status_code == 400 and response.get_json()["message"] == message
    assert fresh.get("/auth/sessions").get_json() == {"sessions": []}


def test_the_user_handle_must_be_the_credentials_own_account(signed_in, browser_client, authenticator):
    """A credential of account A presenting account B's (valid) user handle is refused."""
    client_a, a = signed_in()
    client_b, b = signed_in()
    register(client_a, a, authenticator)
    register(client_b, b, authenticator)
    credential_a, credential_b = authenticator.credentials
    fresh = browser_client()
    ceremony = challenge(fresh)
    auth = authenticator.get(ceremony["options"], credential=credential_a, user_handle=credential_b.user_handle)
    assert answer(fresh, ceremony["challengeToken"], auth).status_code == 400


def test_a_sign_count_that_does_not_grow_is_refused(signed_in, browser_client, authenticator):
    client, session = signed_in()
    register(client, session, authenticator)
    fresh = browser_client()
    ceremony = challenge(fresh)
    assert answer(fresh, ceremony["challengeToken"], authenticator.get(ceremony["options"], sign_count=5)).status_code == 200
    again = browser_client()
    ceremony = challenge(again)
    cloned = answer(again, ceremony["challengeToken"], authenticator.get(ceremony["options"], sign_count=5))
    assert cloned.status_code == 400 and cloned.get_json()["message"] == passkeys.SIGN_IN_FAILED


def test_a_sign_in_challenge_is_single_use_and_bound_to_its_browser(signed_in, browser_client, authenticator):
    client, session = signed_in()
    register(client, session, authenticator)
    asking, other = browser_client(), browser_client()
    ceremony = challenge(asking)
    auth = authenticator.get(ceremony["options"])
    elsewhere = answer(other, ceremony["challengeToken"], auth)
    assert elsewhere.status_code == 400 and elsewhere.get_json()["message"] == passkeys.CEREMONY_EXPIRED
    assert answer(asking, ceremony["challengeToken"], auth).status_code == 200
    replay = answer(asking, ceremony["challengeToken"], authenticator.get(ceremony["options"]))
    assert replay.status_code == 400 and replay.get_json()["message"] == passkeys.CEREMONY_EXPIRED


def test_an_unknown_passkey_says_so(browser_client, authenticator):
    fresh = browser_client()
    ceremony = challenge(fresh)
    authenticator.create({"rp": {"id": "localhost"}, "user": {"id": b64u(b"x" * 32)}, "challenge": "AA"})
    response = answer(fresh, ceremony["challengeToken"], authenticator.get(ceremony["options"]))
    assert response.status_code == 400 and response.get_json()["message"] == passkeys.UNKNOWN_PASSKEY


@pytest.mark.parametrize("auth", [None, "nonsense", {"id": "x"}, [], {"id": "AA", "rawId": "AA", "response": {}}])
def test_a_malformed_answer_is_refused(browser_client, auth):
    fresh = browser_client()
    ceremony = challenge(fresh)
    response = answer(fresh, ceremony["challengeToken"], auth)
    assert response.status_code == 400


def test_a_removed_passkey_no_longer_signs_in(signed_in, browser_client, authenticator):
    client, session = signed_in()
    credential = register(client, session, authenticator).get_json()
    client.delete(f"/auth/profile/creds?id={credential['externalId']}", headers=account_headers(session))
    fresh = browser_client()
    ceremony = challenge(fresh)
    response = answer(fresh, ceremony["challengeToken"], authenticator.get(ceremony["options"]))
    assert response.status_code == 400 and response.get_json()["message"] == passkeys.UNKNOWN_PASSKEY
