"""Connecting Xero (spec 1 sections 2, 4 and 7): prepare, the saved state (300 s, once, this browser
and account), the callback, choosing the remote organisation, refreshing under a lock, a refused
grant, disconnecting. The real client (authlib) talks to the local fake (tests/xero_fake.py)."""
import threading
from datetime import timedelta

import pytest
from sqlalchemy import select, update

from app.db import db
from app.integrations import connection as connection_service, crypto, tokens, xero as xero_client
from app.integrations.models import Connection, OAuthState
from tenants.context import tenant_context
from tests.api.factories import CONNECTIONS, PREPARE, SELECT, callback, connected, connections, start
from tests.api.integrations.conftest import DISCONNECT
from tests.auth_helpers import new_client, sign_in


def test_without_an_app_the_page_says_not_set_up_and_prepare_refuses(party):
    ws = party("Acme Builders")
    assert ws.ok(CONNECTIONS)["org"]["accountingConfigured"] is False
    body = ws.gql(PREPARE, {"p": "xero"})
    assert body["errors"][0]["message"] == connection_service.NOT_CONFIGURED


def test_connect_choose_the_remote_organisation_and_keep_tokens_encrypted(party, xero, app, org_of):
    ws = party("Acme Builders")
    prepared = ws.ok(PREPARE, {"p": "xero"})["connectionPrepare"]
    assert prepared["clientId"] == "fake-xero-client"
    assert prepared["redirectUri"].endswith("/xero/callback")
    assert prepared["responseTypesSupported"] == ["code"] and "pkce" in prepared["flags"]
    assert "offline_access" in prepared["scopes"]
    assert "code_challenge_method=S256" in prepared["authorizeUrl"]
    assert prepared["connection"]["status"] == "AUTHORISING"

    response = callback(ws, start(ws))
    assert response.status_code == 303
    assert response.headers["Location"] == f"/{ws.org['slug']}/settings/connections"
    [connection] = connections(ws)
    assert connection["status"] == "CHOOSE" and connection["remoteId"] is None
    assert [r["name"] for r in connection["remotes"]] == ["Demo Company (NZ)", "Acme Books Ltd"]

    with app.app_context(), tenant_context(org_of(ws)):
        row = db.session.scalars(select(Connection)).one()
        [grant] = xero.grants.values()
        assert grant.refresh_token not in row.tokens and "access_token" not in row.tokens
        assert crypto.unseal(row.tokens)["refresh_token"] == grant.refresh_token

    chosen = ws.ok(SELECT, {"c": connection["id"], "r": connection["remotes"][1]["id"]})["connectionSelectRemote"]
    assert chosen["connection"]["status"] == "CONNECTED"
    assert chosen["connection"]["remoteName"] == "Acme Books Ltd"


def test_one_remote_organisation_connects_at_once(party, xero):
    ws = party("Acme Builders")
    xero.next_tenants = xero.next_tenants[:1]
    callback(ws, start(ws))
    [connection] = connections(ws)
    assert connection["status"] == "CONNECTED" and connection["remoteName"] == "Demo Company (NZ)"


def test_a_remote_not_listed_is_refused(party, xero):
    ws = party("Acme Builders")
    callback(ws, start(ws))
    [connection] = connections(ws)
    body = ws.gql(SELECT, {"c": connection["id"], "r": "not-a-tenant"})
    assert body["errors"][0]["message"] == connection_service.NOT_A_REMOTE
    assert connections(ws)[0]["status"] == "CHOOSE"


def test_a_state_replayed_is_refused(party, xero):
    ws = party("Acme Builders")
    location = start(ws)
    assert "result=" not in callback(ws, location).headers["Location"]
    again = callback(ws, location)
    assert again.status_code == 303 and again.headers["Location"].endswith("?result=replayed")
    assert xero.calls["token:authorization_code"] == 1


def test_a_state_older_than_300_seconds_is_refused(party, xero, app, org_of):
    ws = party("Acme Builders")
    location = start(ws)
    with app.app_context(), tenant_context(org_of(ws)):
        db.session.execute(update(OAuthState).values(created_at=tokens.now() - timedelta(seconds=301)))
        db.session.commit()
    response = callback(ws, location)
    assert response.headers["Location"].endswith("?result=expired")
    assert xero.calls["token:authorization_code"] == 0
    assert connections(ws)[0]["status"] == "DISCONNECTED"


def test_a_state_just_inside_300_seconds_works(party, xero, app, org_of):
    ws = party("Acme Builders")
    location = start(ws)
    with app.app_context(), tenant_context(org_of(ws)):
        db.session.execute(update(OAuthState).values(created_at=tokens.now() - timedelta(seconds=290)))
        db.session.commit()
    assert "result=" not in callback(ws, location).headers["Location"]


def test_a_state_from_another_browser_is_refused_even_for_the_same_account(party, xero, app, run_jobs, dev_mail):
    ws = party("Acme Builders")
    location = start(ws)
    elsewhere = new_client(app)
    sign_in(elsewhere, ws.email, run_jobs, dev_mail, signup=False)
    response = elsewhere.get(location)
    assert response.headers["Location"].endswith("?result=other-browser")
    assert xero.calls["token:authorization_code"] == 0
    # ... and, used once, it is gone for the right browser too.
    assert callback(ws, location).headers["Location"].endswith("?result=replayed")


def test_a_state_from_another_account_is_refused(party, xero):
    ws, other = party("Acme Builders"), party("Other Co")
    response = other.client.get(start(ws))
    assert response.headers["Location"].endswith("?result=other-browser")
    assert xero.calls["token:authorization_code"] == 0


@pytest.mark.parametrize("state", ["", "nonsense", "1.short", "999999999.abcdefghijklmnopqrstuvwxyz"])
def test_a_state_never_saved_answers_invalid_link(client, xero, state):
    response = client.get(f"/xero/callback?code=x&state={state}")
    assert response.status_code == 400 and b"Invalid link" in response.data


def test_a_declined_consent_returns_to_not_connected(party, xero):
    ws = party("Acme Builders")
    location = start(ws)
    state = location.split("state=")[1].split("&")[0]
    response = ws.client.get(f"/xero/callback?error=access_denied&state={state}")
    assert response.headers["Location"].endswith("?result=denied")
    assert connections(ws)[0]["status"] == "DISCONNECTED"


def _expire(app, org):
    with app.app_context(), tenant_context(org):
        db.session.execute(update(Connection).values(expires_at=tokens.now() - timedelta(minutes=1)))
        db.session.commit()


def test_two_workers_refreshing_at_once_make_one_refresh_call(party, xero, app, org_of):
    ws = party("Acme Builders")
    connected(ws)
    with app.app_context():
        org = org_of(ws)
    _expire(app, org)
    xero.refresh_delay = 0.5  # the first refresh is still in flight when the second worker asks
    results, errors = [], []

    def worker():
        try:
            with app.app_context(), tenant_context(org):
                results.append(tokens.fresh_token())
        except Exception as exc:  # noqa: BLE001 (reported below)
            errors.append(exc)

    threads = [threading.Thread(target=worker) for _ in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(30)
    assert not errors, errors
    assert xero.calls["token:refresh_token"] == 1
    assert results[0] == results[1]
    # The rotated refresh token is the one kept: the next refresh works.
    _expire(app, org)
    with app.app_context(), tenant_context(org):
        tokens.fresh_token()
    assert xero.calls["token:refresh_token"] == 2


def test_a_refused_grant_asks_to_reconnect_and_forgets_the_tokens(party, xero, app, org_of):
    ws = party("Acme Builders")
    connected(ws)
    with app.app_context():
        org = org_of(ws)
    _expire(app, org)
    xero.revoke_all()
    with app.app_context(), tenant_context(org):
        with pytest.raises(xero_client.GrantInvalid):
            tokens.fresh_token()
    [connection] = connections(ws)
    assert connection["status"] == "RECONNECT" and connection["lastError"] == tokens.RECONNECT_NEEDED
    with app.app_context(), tenant_context(org):
        assert db.session.scalars(select(Connection.tokens)).one() is None
        with pytest.raises(xero_client.GrantInvalid):
            tokens.fresh_token()  # no second call to Xero with nothing to send
    assert xero.calls["token:refresh_token"] == 1
    # Connecting again works from 'reconnect'.
    assert "result=" not in callback(ws, start(ws)).headers["Location"]


def test_disconnect_revokes_at_xero_and_forgets_the_tokens(party, xero, app, org_of):
    ws = party("Acme Builders")
    connection = connected(ws)
    [grant] = xero.grants.values()
    after = ws.ok(DISCONNECT, {"c": connection["id"]})["connectionDisconnect"]["connection"]
    assert after == {"id": connection["id"], "status": "DISCONNECTED", "remotes": []}
    assert xero.calls["revoke"] == 1 and grant.revoked
    with app.app_context(), tenant_context(org_of(ws)):
        row = db.session.scalars(select(Connection)).one()
        assert row.tokens is None and row.remote_id is None


def test_an_organisation_cannot_select_read_or_disconnect_anothers_connection(party, xero):
    ws, other = party("Acme Builders"), party("Other Co")
    connection = connected(ws)
    remote = connection["remoteId"]
    assert other.ok(CONNECTIONS)["org"]["connections"] == []
    for query, variables in ((SELECT, {"c": connection["id"], "r": remote}), (DISCONNECT, {"c": connection["id"]})):
        body = other.gql(query, variables)
        assert body["errors"][0]["message"] == connection_service.CONNECTION_NOT_FOUND
    node = other.ok("query($id: ID!) { node(id: $id) { id } }", {"id": connection["id"]})
    assert node["node"] is None
    assert connections(ws)[0]["status"] == "CONNECTED"
    assert xero.calls["revoke"] == 0


def test_only_an_owner_connects_or_disconnects(party, xero):
    from tests.api.factories import Workspace  # noqa: F401  (add_member lives on it)

    ws = party("Acme Builders")
    connection = connected(ws)
    member = ws.add_member(permissions=["ProgressClaims", "ContractEdit"])
    for query, variables in ((PREPARE, {"p": "xero"}), (DISCONNECT, {"c": connection["id"]})):
        body = member.gql(query, variables)
        assert body["errors"][0]["message"].startswith("You do not have permission to")
    assert member.ok(CONNECTIONS)["org"]["connections"][0]["status"] == "CONNECTED"


def test_the_version_changes_with_the_connection(party, xero):
    ws = party("Acme Builders")
    before = ws.ok(CONNECTIONS)["org"]["connectionsVersion"]
    ws.ok(PREPARE, {"p": "xero"})
    assert ws.ok(CONNECTIONS)["org"]["connectionsVersion"] != before


def test_an_authorisation_nobody_came_back_from_is_over_after_300_seconds(party, xero, app, org_of):
    ws = party("Acme Builders")
    start(ws)
    assert connections(ws)[0]["status"] == "AUTHORISING"
    with app.app_context(), tenant_context(org_of(ws)):
        db.session.execute(update(Connection).values(updated_at=tokens.now() - timedelta(seconds=301)))
        db.session.commit()
    assert connections(ws)[0]["status"] == "DISCONNECTED"


def test_the_integrations_page_costs_the_same_statements_connected_or_not(party, xero, app):
    from tests.querycount import count_queries

    ws = party("Acme Builders")

    def page():
        with count_queries(db.engine) as queries:
            ws.ok(CONNECTIONS)
        return queries.count

    with app.app_context():
        before = page()
    connected(ws)
    with app.app_context():
        assert page() == before <= 12
