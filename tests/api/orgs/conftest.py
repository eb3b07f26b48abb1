"""Fixtures of the workspace API tests: signed-in owners of fresh organisations, and members.

    owner = workspace()                      # signs up, creates an organisation (Owner role)
    owner.gql(QUERY, {"x": 1})               # POST /graphql as them, in their organisation
    viewer = owner.add_member(permissions=VIEWER)   # invited by the owner, signed in
"""
from dataclasses import dataclass, field

import pytest

from tests.auth_helpers import account_headers, create_org, new_client, sign_in, unique_email
from tests.conftest import unique_slug


@dataclass
class Workspace:
    app: object
    client: object
    session: dict
    org: dict
    email: str
    run_jobs: object = field(repr=False)
    dev_mail: object = field(repr=False)

    @property
    def account_id(self) -> int:
        return self.session["userAccountId"]

    def headers(self, org_id=None) -> dict:
        return account_headers(self.session, **{"org-id": str(org_id if org_id is not None else self.org["id"])})

    def post(self, query: str, variables: dict | None = None, *, org_id=None, headers: dict | None = None):
        return self.client.post("/graphql", json={"query": query, "variables": variables or {}},
                                headers=headers if headers is not None else self.headers(org_id))

    def gql(self, query: str, variables: dict | None = None, *, org_id=None) -> dict:
        response = self.post(query, variables, org_id=org_id)
        assert response.status_code == 200, response.get_data(as_text=True)
        return response.get_json()

    def ok(self, query: str, variables: dict | None = None, *, org_id=None) -> dict:
        body = self.gql(query, variables, org_id=org_id)
        assert "errors" not in body, body["errors"]
        return body["data"]

    def add_member(self, permissions=None, *, is_owner=False, email=None) -> "Workspace":
        """Invite someone with these permissions and sign them in on their own client."""
        email = email or unique_email("member")
        row = {"email": email, "isOwner": is_owner}
        if permissions is not None:
            row["permissions"] = sorted(permissions)
        self.ok(INVITE, {"input": {"users": [row]}})
        client = new_client(self.app)
        session = sign_in(client, email, self.run_jobs, self.dev_mail, signup=False)
        org = next(u["org"] for u in session["users"] if u["org"]["id"] == self.org["id"])
        return Workspace(self.app, client, session, org, email, self.run_jobs, self.dev_mail)


def add_other_contact(workspace: Workspace, **fields) -> str:
    """A contact the organisation keeps for another business (not its default contact); its
    global ID. No screen creates one any more, but contactUpdate still edits such rows."""
    from graphql_relay import to_global_id

    from app.db import db
    from app.orgs.models import Contact
    from tenants.context import tenant_context
    from tenants.models import Organisation

    with workspace.app.app_context():
        org = db.session.get(Organisation, workspace.org["id"])
        with tenant_context(org):
            contact = Contact(is_default=False, **fields)
            db.session.add(contact)
            db.session.commit()
            return to_global_id("Contact", f"{org.id}:{contact.id}")


INVITE = """
mutation Invite($input: MembersInviteInput!) {
  membersInvite(input: $input) { members { id userId name email permissions role invitePending } }
}
"""


def workspace_factory(app, run_jobs, dev_mail):
    def make(name: str = "Acme Builders", user_name: str = "Olivia Owner") -> Workspace:
        client = new_client(app)
        email = unique_email("owner")
        session = sign_in(client, email, run_jobs, dev_mail, signup=True)
        org = create_org(client, session, name, slug=unique_slug("ws"), user_name=user_name)
        return Workspace(app, client, session, org, email, run_jobs, dev_mail)

    return make


@pytest.fixture
def workspace(app, run_jobs, dev_mail):
    return workspace_factory(app, run_jobs, dev_mail)


@pytest.fixture(scope="module")
def module_workspace(app):
    """`workspace` for a module's shared setup (tests that change nothing)."""
    from rq import SimpleWorker

    from app.jobs.queues import QUEUES, queue
    from app.redis import redis_connection

    def run_jobs() -> int:
        with app.app_context():
            worker = SimpleWorker([queue(q) for q in QUEUES], connection=redis_connection())
            worker.work(burst=True, logging_level="WARNING")
            return worker.successful_job_count

    def dev_mail(to: str | None = None) -> list[dict]:
        messages = app.test_client().get("/dev/mail?format=json&limit=500").get_json()
        return [m for m in messages if to is None or to in m["to"]]

    return workspace_factory(app, run_jobs, dev_mail)


def add_bulk_members(app, org_id: int, n: int, tag: str) -> None:
    """Add n members (accounts, users, members rows; a mix of roles) to an organisation at once."""
    from sqlalchemy import text

    from app.db import db
    from app.orgs import permissions as perms
    from tenants.models import Organisation
    from tenants.names import quote_schema

    roles = [perms.MEMBER, perms.VIEWER, perms.NONE, perms.MEMBER | {"UserInvite"}]
    # Permission names are constants of the code, so they can be written into the SQL.
    arrays = [f"ARRAY[{', '.join(repr(x) for x in perms.ordered(r))}]::varchar[]" for r in roles]
    cases = " ".join(f"WHEN {i} THEN {array}" for i, array in enumerate(arrays))
    with app.app_context():
        schema = quote_schema(db.session.get(Organisation, org_id).schema_name)
        db.session.execute(text(f"""
            WITH acc AS (
              INSERT INTO shared.accounts (email, name)
              SELECT 'bulk-' || g || '-' || :tag || '@example.com', 'Member ' || lpad(g::text, 4, '0')
              FROM generate_series(1, :n) g RETURNING id, name),
            usr AS (
              INSERT INTO shared.users (account_id, org_id) SELECT id, :org FROM acc RETURNING id, account_id)
            INSERT INTO {schema}.members (user_id, name, permissions)
            SELECT usr.id, acc.name, CASE usr.id % 4 {cases} END
            FROM usr JOIN acc ON acc.id = usr.account_id
        """), {"tag": tag, "n": n, "org": org_id})
        db.session.commit()
