"""Organisations, signed-in sessions and accepted contracts made in-process through the app's own
services: what the browser tests (tests/e2e/world.py) and the API tests (tests/api/factories.py)
stand on without being about it.

    account_id = new_account(app, email)                             # as a sign-up code makes it
    org = owned_workspace(app, account_id, person="Ann Smith", org="Acme Builders")  # as sign-up's form
    slug = new_workspace(app, email, person="Ann Smith", org="Acme Builders")        # both
    set_cookie = signed_in_cookie(app, email)                        # a session as a code sign-in makes it
    with acting_as(app, email, slug) as viewer: ...                  # a request as that person, committed
    contract_id, contract_slug = accepted_contract(app, owner_email, owner_slug, other_email, other_slug, data)

The services are the ones a person's requests call (as app/demo/seed.py makes the demo, never SQL);
only the sign-in ceremony is skipped (the emailed code: tests/api/auth and the browser sign-in tests
prove it). A session is made by `app.auth.session.ensure_browser` + `sign_in` inside a request to
/auth/login/magic, as a code sign-in makes it, and its cookie is the Set-Cookie header the auth
blueprint's own after-request hook (`apply_cookie`) writes: the server checks it on every request
like any other.
"""
from contextlib import contextmanager

from sqlalchemy import select


def account_id_of(email: str) -> int:
    """The account of `email` (inside an app context)."""
    from app.auth.models import Account
    from app.db import db

    account_id = db.session.scalar(select(Account.id).where(Account.email == email.lower()))
    assert account_id is not None, f"no account {email}"
    return account_id


def new_account(app, email: str) -> int:
    """The nameless account a sign-up code makes for `email`; its id."""
    from app.auth.models import Account
    from app.db import db

    with app.app_context():
        account = Account(email=email.lower(), name="")
        db.session.add(account)
        db.session.commit()
        return account.id


def owned_workspace(app, account_id: int, *, person: str, org: str, slug: str | None = None) -> dict:
    """The organisation `org` the account creates and owns, naming itself `person`, as the sign-up
    form (POST /auth/orgs) makes it: {"id", "name", "slug"}, as that answer gives it."""
    from app.auth.service import now
    from app.orgs.workspaces import create_owned_workspace

    with app.test_request_context():
        made = create_owned_workspace(account_id, name=org, slug=slug, user_name=person,
                                      per_day=app.config["AUTH_ORGS_PER_ACCOUNT_PER_DAY"], now=now())
        return {"id": made.id, "name": made.name, "slug": made.slug}


def new_workspace(app, email: str, *, person: str, org: str, slug: str | None = None) -> str:
    """An account for `email` with its first organisation, as signing up makes them (the code makes
    the nameless account, the sign-up form's `create_owned_workspace` names it and seats it as owner); the
    organisation's slug."""
    return owned_workspace(app, new_account(app, email), person=person, org=org, slug=slug)["slug"]


def signed_in_cookie(app, email: str, *, base_url: str | None = None, headers: dict | None = None) -> str:
    """Sign the account of `email` in, beside the accounts of the browser whose cookie `headers`
    carry (none: a new browser), as a code sign-in does; the Set-Cookie header of the answer."""
    from app.auth import session as sessions
    from app.db import db

    with app.test_request_context("/auth/login/magic", method="POST", base_url=base_url, headers=headers or {}):
        sessions.sign_in(sessions.ensure_browser(), account_id_of(email), "code")
        db.session.commit()
        return sessions.apply_cookie(app.response_class()).headers["Set-Cookie"]


@contextmanager
def acting_as(app, email: str, slug: str):
    """The viewer of `email` in the organisation `slug`, in a request bound to it; commits after,
    as a request does."""
    from app.db import db
    from app.orgs.access import load_viewer
    from tenants.context import tenant_context
    from tenants.models import Organisation

    with app.test_request_context():
        org = db.session.scalars(select(Organisation).where(Organisation.slug == slug)).one()
        with tenant_context(org):
            yield load_viewer(account_id_of(email), org)
            db.session.commit()


def accepted_contract(app, owner_email: str, owner_slug: str, other_email: str, other_slug: str,
                      data: dict) -> tuple[int, str]:
    """A contract made by the person `owner_email` of `owner_slug` from `data` (app.contracts.creating's
    input, as contractCreate hands it over), and the invitation accepted by the person `other_email` of
    the organisation `other_slug` it names, as the Invitations list accepts it; (id, slug)."""
    from app.contracts import creating, invitations

    with acting_as(app, owner_email, owner_slug) as viewer:
        contract = creating.create_contract(viewer, data).contract
        contract_id, contract_slug = contract.id, contract.slug
    with acting_as(app, other_email, other_slug) as viewer:
        invitations.accept(viewer, contract_id)
    return contract_id, contract_slug
