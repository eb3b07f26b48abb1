"""Quotas on email to people an organisation does not work with (issue 37, app/mail/quotas.py).

Invitations, new contract recipients, claim resends and issue emails count, per account and per
organisation; beyond a quota the request is refused whole with RATE_LIMITED and retryAfter, and
nothing is stored or sent. Statutory email (a claim sent to its recipients) never counts and is
never refused. The quotas are lowered here so a test reaches them in a few calls.
"""
import uuid

import pytest
from sqlalchemy import func, select

from app.db import db
from app.jobs.models import OutboxItem
from tests.api.factories import CLAIM_RESEND, CREATE, INVITE, PERIOD, Project, gst, line, project_input
from tests.api.factories import party, project  # noqa: F401  (fixtures)
from tests.auth_helpers import create_org

QUOTAS = ("EMAIL_NEW_ADDRESSES_PER_ACCOUNT_PER_HOUR", "EMAIL_NEW_ADDRESSES_PER_ACCOUNT_PER_DAY",
          "EMAIL_NEW_ADDRESSES_PER_ORG_PER_HOUR", "EMAIL_NEW_ADDRESSES_PER_ORG_PER_DAY")


@pytest.fixture
def quotas(app):
    """quotas(name=value, ...): lower some quotas for this test."""
    saved = {name: app.config[name] for name in QUOTAS}
    yield lambda **values: app.config.update(values)
    app.config.update(saved)


def strangers(n: int) -> list[str]:
    tag = uuid.uuid4().hex[:8]
    return [f"stranger-{tag}-{i}@example.com" for i in range(n)]


def invite(ws, emails: list[str]) -> dict:
    return ws.gql(INVITE, {"input": {"users": [{"email": e} for e in emails]}})


def rate_limited(body) -> dict:
    [error] = body["errors"]
    assert error["extensions"]["code"] == "RATE_LIMITED", body
    assert error["extensions"]["retryAfter"] > 0
    return error


def emails_to(app, addresses: list[str]) -> int:
    with app.app_context():
        return db.session.scalar(select(func.count()).select_from(OutboxItem).where(
            OutboxItem.task == "email.send", OutboxItem.payload["to"].astext.in_([f'["{a}"]' for a in addresses])))


def test_invitations_past_the_organisations_quota_are_refused_and_nothing_is_sent(app, party, quotas):
    quotas(EMAIL_NEW_ADDRESSES_PER_ORG_PER_HOUR=5)
    ws = party("Acme Builders")
    first, second = strangers(4), strangers(2)
    assert "errors" not in invite(ws, first)
    error = rate_limited(invite(ws, second))  # 4 + 2 > 5: the whole call is refused
    assert error["message"] == ("This organisation has emailed too many people it does not work with yet: at most 5 "
                                "an hour. Please try again later.")
    assert emails_to(app, first) == 4 and emails_to(app, second) == 0
    members = ws.ok("{ org { members { edges { node { email } } } } }")["org"]["members"]["edges"]
    assert not {m["node"]["email"] for m in members} & set(second)  # nothing stored either
    assert "errors" not in invite(ws, second[:1])  # what is left of the quota is still there


def test_the_accounts_quota_spans_its_organisations(app, party, quotas):
    quotas(EMAIL_NEW_ADDRESSES_PER_ACCOUNT_PER_DAY=3)
    ws = party("Acme Builders")
    assert "errors" not in invite(ws, strangers(3))
    other = create_org(ws.client, ws.session, "Acme Two")  # a second organisation, the same person
    from tests.api.factories import Workspace

    second = Workspace(ws.app, ws.client, ws.session, other, ws.email, ws.run_jobs, ws.dev_mail)
    error = rate_limited(invite(second, strangers(1)))
    assert error["message"].startswith("You have emailed too many people you do not work with yet: at most 3 a day")


def test_new_contract_recipients_count_and_a_refused_create_makes_nothing(app, party, quotas):
    quotas(EMAIL_NEW_ADDRESSES_PER_ORG_PER_HOUR=2)
    ws = party("Acme Builders")
    new = strangers(3)
    body = ws.gql(CREATE, {"input": project_input(customer_emails=new, customer_contact={"entityName": "Their Co"})})
    rate_limited(body)
    assert body["data"]["contractCreate"] is None and emails_to(app, new) == 0
    assert ws.ok("{ projects { contracts { totalCount } } }")["projects"]["contracts"]["totalCount"] == 0
    assert "errors" not in ws.gql(CREATE, {"input": project_input(customer_emails=new[:2],
                                                                   customer_contact={"entityName": "Their Co"})})


def test_whether_an_address_has_an_account_does_not_change_the_count(app, party, quotas):
    # Counting only addresses with no account would tell, by when the quota runs out, who has one.
    quotas(EMAIL_NEW_ADDRESSES_PER_ORG_PER_HOUR=2)
    someone = party("Someone Else")  # has an account, in an organisation Acme does not work with
    ws = party("Acme Builders")
    assert "errors" not in invite(ws, [someone.email, strangers(1)[0]])
    rate_limited(invite(ws, strangers(1)))


def test_a_claim_is_sent_to_its_recipients_whatever_the_quota_but_a_resend_to_strangers_counts(app, party, quotas):
    ws = party("Acme Builders")
    new = strangers(2)
    contract = ws.ok(CREATE, {"input": project_input(customer_emails=new, customer_contact={"entityName": "Their Co"})})
    p = Project(ws, None, contract["contractCreate"]["contract"])
    quotas(EMAIL_NEW_ADDRESSES_PER_ORG_PER_HOUR=0, EMAIL_NEW_ADDRESSES_PER_ACCOUNT_PER_HOUR=0)  # spent
    p.new_claim()
    p.lines(create=[line("a", "Earthworks", 1_000_000, amount=400_000, tax=gst(400_000))])
    assert "errors" not in p.patch(1, PERIOD)
    claim = p.submitted(1)  # the Act's email: never counted, never refused
    assert claim["status"] != "Draft"
    with app.app_context():
        sent = db.session.scalars(select(OutboxItem.payload["to"]).where(
            OutboxItem.key.like("email:claim-sent:%"))).all()
    assert all(any(address in to for to in sent) for address in new)
    # Resending is the sender's choice: to people it does not work with yet, it counts.
    rate_limited(ws.gql(CLAIM_RESEND, {"input": {"contractId": p.id, "number": 1}}))


def test_a_resend_to_a_customer_that_takes_part_is_never_counted(app, project, quotas):
    p = project()  # the customer accepted, and its owner uses Claimdesk: they work together
    p.new_claim()
    p.lines(create=[line("a", "Earthworks", 1_000_000, amount=400_000, tax=gst(400_000))])
    p.patch(1, PERIOD)
    p.submitted(1)
    quotas(EMAIL_NEW_ADDRESSES_PER_ORG_PER_HOUR=0, EMAIL_NEW_ADDRESSES_PER_ACCOUNT_PER_HOUR=0)
    assert p.supplier.ok(CLAIM_RESEND, {"input": {"contractId": p.id, "number": 1}})["claimResend"]["sentCount"] == 1
