"""Fixtures of the auth API tests: independent browsers (clients) and signed-in accounts."""
import pytest

from tests.auth_helpers import new_client, sign_in, unique_email


@pytest.fixture
def browser_client(app):
    """A factory of test clients, each a separate browser (own cookies, own address)."""
    return lambda: new_client(app)


@pytest.fixture
def signed_in(app, run_jobs, dev_mail):
    """sign_in_as(email=None, client=None) -> (client, session answer)."""

    def sign_in_as(email: str | None = None, client=None):
        client = client or new_client(app)
        return client, sign_in(client, email or unique_email(), run_jobs, dev_mail)

    return sign_in_as


@pytest.fixture
def db_session(app):
    """A database session in its own app context, for looking at rows directly."""
    from app.db import db

    with app.app_context():
        yield db.session
