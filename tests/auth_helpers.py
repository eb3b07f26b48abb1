"""Signing in from tests, through the real flow (code emailed through the outbox).

    client = new_client(app)                       # its own cookie jar and client address
    session = sign_in(client, "ann@example.com", run_jobs, dev_mail, signup=True)
    headers = account_headers(session)             # {"user-account-id": "12"}
    org = create_org(client, session, "Acme")      # POST /auth/orgs; returns the org dict

For the browser: `read_code(dev_mail, email)` gives the newest code sent to an address.
"""
import itertools
import re
import uuid

CODE_RE = re.compile(r"\b([A-Z0-9]{3})-([A-Z0-9]{3})\b")
LINK_RE = re.compile(r"(https?://\S+/login/link\?token=[A-Za-z0-9_-]+)")
_addresses = itertools.count(1)


def unique_email(prefix: str = "user") -> str:
    return f"{prefix}-{uuid.uuid4().hex[:10]}@example.com"


def new_client(app):
    """A test client with its own cookies and its own client address (rate limits are per address)."""
    n = next(_addresses)
    client = app.test_client()
    client.environ_base["REMOTE_ADDR"] = f"10.{(n >> 16) & 255}.{(n >> 8) & 255}.{n & 255}"
    return client


def account_headers(session: dict, **extra) -> dict:
    return {"user-account-id": str(session["userAccountId"]), **extra}


def newest_mail(dev_mail, email: str) -> dict:
    messages = dev_mail(to=email)
    assert messages, f"no email was sent to {email}"
    return messages[0]


def read_code(dev_mail, email: str) -> str:
    match = CODE_RE.search(newest_mail(dev_mail, email)["text"])
    assert match, "no code in the email"
    return match.group(1) + match.group(2)


def read_link(dev_mail, email: str) -> str:
    match = LINK_RE.search(newest_mail(dev_mail, email)["text"])
    assert match, "no sign-in link in the email"
    return match.group(1)


def request_code(client, email: str, *, signup: bool = False, to: str | None = None) -> str:
    body = {"email": email, "signup": signup}
    if to is not None:
        body["to"] = to
    response = client.post("/auth/login", json=body)
    assert response.status_code == 200, response.get_json()
    return response.get_json()["magicToken"]


def deliver_code(client, magic_token: str) -> None:
    """Send the email of this sign-in (`magic_token`'s code and link) and no other: its outbox row's RQ job,
    run by the worker's own code (tests/jobs.py run_job). What was queued before it (a sent claim's
    emails, each with its PDF rendered) stays queued for the test's own run_jobs(): a sign-in used to
    run them all, a third of some tests' time spent rendering PDFs nobody read."""
    from rq.job import JobStatus
    from sqlalchemy import select

    from app.auth.models import SignInAttempt
    from app.auth.tokens import token_hash
    from app.db import db
    from app.jobs.models import OutboxItem
    from tests.jobs import run_job

    app = client.application
    with app.app_context():
        attempt_id = db.session.scalar(select(SignInAttempt.id).where(SignInAttempt.token_hash == token_hash(magic_token)))
        row_id = db.session.scalar(select(OutboxItem.id).where(OutboxItem.key == f"email:sign-in:{attempt_id}"))
        db.session.rollback()
    assert row_id is not None, "the sign-in promised no email"
    assert run_job(app, f"outbox-{row_id}") == JobStatus.FINISHED, "the sign-in's email was not sent"


def sign_in(client, email: str, run_jobs, dev_mail, *, signup: bool = True) -> dict:
    """Sign `email` in on `client` with the emailed code; returns the session answer. Only the code's email
    is delivered (`deliver_code`); `run_jobs` delivers the rest when the test wants it."""
    magic_token = request_code(client, email, signup=signup)
    deliver_code(client, magic_token)
    response = client.post("/auth/login/magic", json={"magic_token": magic_token, "magic_code": read_code(dev_mail, email)})
    assert response.status_code == 200, response.get_json()
    return response.get_json()


def create_org(client, session: dict, name: str, slug: str | None = None, user_name: str = "Test User") -> dict:
    body = {"name": name, "userName": user_name}
    if slug:
        body["slug"] = slug
    response = client.post("/auth/orgs", json=body, headers=account_headers(session))
    assert response.status_code == 201, response.get_json()
    return response.get_json()["org"]
