"""The request's Viewer: built once at tenant binding, read without writing; taking up an
invitation is an explicit write."""
from contextlib import contextmanager

from sqlalchemy import select

from app.auth.models import Account
from app.db import db
from app.orgs.access import accept_invitation, load_viewer
from app.orgs.models import Invite
from tenants.context import tenant_context
from tenants.models import Organisation
from tests.api.factories import INVITE
from tests.auth_helpers import account_headers, new_client, sign_in, unique_email
from tests.querycount import count_queries

PROJECTS_AND_MEMBERS = "{ org { viewerMember { role } } projects { activeCount viewerCanCreate } }"


def _invite(owner) -> str:
    email = unique_email("invitee")
    owner.ok(INVITE, {"input": {"users": [{"email": email, "permissions": ["ContractView"]}]}})
    return email


def _accepted_at(app, org_id, email):
    with app.app_context():
        org = db.session.get(Organisation, org_id)
        with tenant_context(org):
            return db.session.scalar(select(Invite.accepted_at).where(Invite.email == email))


@contextmanager
def _in_a_request_of(app, owner, email):
    """(organisation, invitee's account id), inside a request with the organisation bound."""
    with app.test_request_context():
        org = db.session.get(Organisation, owner.org["id"])
        account_id = db.session.scalar(select(Account.id).where(Account.email == email))
        with tenant_context(org):
            yield org, account_id


def test_reading_the_viewer_never_takes_up_the_invitation(workspace, app):
    owner = workspace()
    email = _invite(owner)
    with _in_a_request_of(app, owner, email) as (org, account_id):
        assert load_viewer(account_id, org).invite_pending
        db.session.rollback()  # anything written but not committed would be gone now
    assert _accepted_at(app, owner.org["id"], email) is None


def test_accepting_is_an_explicit_write(workspace, app):
    owner = workspace()
    email = _invite(owner)
    with _in_a_request_of(app, owner, email) as (org, account_id):
        accepted = accept_invitation(load_viewer(account_id, org))
        assert not accepted.invite_pending
        assert load_viewer(account_id, org) is accepted  # the request keeps the accepted viewer
        assert accept_invitation(accepted) is accepted  # once only
    assert _accepted_at(app, owner.org["id"], email) is not None


def test_the_first_request_in_the_workspace_takes_up_the_invitation(workspace, app, run_jobs, dev_mail):
    owner = workspace()
    email = _invite(owner)
    client = new_client(app)
    session = sign_in(client, email, run_jobs, dev_mail, signup=False)
    assert _accepted_at(app, owner.org["id"], email) is None  # signing in is not using the workspace
    headers = account_headers(session, **{"org-id": str(owner.org["id"])})
    body = client.post("/graphql", json={"query": "{ __typename }"}, headers=headers).get_json()
    assert body == {"data": {"__typename": "Query"}}
    assert _accepted_at(app, owner.org["id"], email) is not None


def test_one_query_finds_the_viewer_for_the_workspace_and_the_contracts(workspace, app):
    owner = workspace()
    with app.app_context():
        engine = db.engine
    owner.ok(PROJECTS_AND_MEMBERS)  # warm: the first request of a client may touch its session
    with count_queries(engine) as queries:
        data = owner.ok(PROJECTS_AND_MEMBERS)
    assert data["org"]["viewerMember"]["role"] == "Owner" and data["projects"]["viewerCanCreate"] is True
    viewer_reads = [s for s in queries.statements if ".members.user_id" in s and "invites" in s]
    assert len(viewer_reads) == 1, str(queries)
