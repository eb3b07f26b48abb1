"""Fixtures of the accounting-connection tests: a workspace connected to the local Xero fake.

    ws = party("Acme Builders")
    location = start(ws)                  # connectionPrepare, then the fake's consent page; the callback URL
    callback(ws, location)                # GET /xero/callback in ws's browser; the response
    connected(ws)                         # both steps, then selects the fake's first tenant
    postings(app, ws)                     # the Posting rows in ws's own schema
    deliver_again(app, ws, task, "copy")  # each of ws's outbox jobs of `task` once more (a retry)
    module_parties("Client Co")           # an organisation the module's tests share: never connected to Xero
"""

import pytest

from tests.api.factories import (  # noqa: F401  (fixtures)
    module_parties, module_party, party, project, scheduled_project,
)

DISCONNECT = """mutation($c: ID!) { connectionDisconnect(input: {connectionId: $c}) { connection { id status remotes { id } } } }"""


@pytest.fixture
def scheduled_from_acme(scheduled_project, module_parties):  # noqa: F811  (fixtures imported above)
    """`scheduled_project(...)` from Acme Builders, an organisation the module's tests share and never connect to
    Xero, to a customer of the test's own (whose books the tests connect and read)."""
    def make(**kwargs):
        return scheduled_project(supplier=module_parties("Acme Builders"), **kwargs)

    return make


@pytest.fixture
def org_of(app):
    """The Organisation row of a workspace, for work inside its tenant context."""
    from app.db import db
    from tenants.models import Organisation

    def get(ws):
        return db.session.get(Organisation, ws.org["id"])

    return get


def postings(app, ws) -> list:
    """The organisation's postings (its own books), oldest first."""
    from sqlalchemy import select

    from app.db import db
    from app.integrations.models import Posting
    from tenants.context import tenant_context
    from tenants.models import Organisation

    with app.app_context(), tenant_context(db.session.get(Organisation, ws.org["id"])):
        rows = db.session.scalars(select(Posting).order_by(Posting.id)).all()
        db.session.expunge_all()
        return rows


def deliver_again(app, ws, task: str, suffix: str) -> None:
    """Every `task` job of the organisation, promised once more under a new key: a copy of a job
    (RQ's retry, the sweeper, a relay lost and redone) that must change nothing."""
    from sqlalchemy import select

    from app.db import db
    from app.jobs.models import OutboxItem
    from app.jobs.outbox import promise

    with app.app_context():
        items = db.session.scalars(select(OutboxItem).where(OutboxItem.task == task,
                                                            OutboxItem.org_id == ws.org["id"])).all()
        assert items, f"no {task} job for {ws.org['slug']}"
        for item in items:
            promise(task, item.payload, key=f"{item.key}:{suffix}", org_id=item.org_id)
        db.session.commit()
