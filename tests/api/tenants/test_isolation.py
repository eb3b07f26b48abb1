"""A query in org A's context cannot see org B's rows; with no tenant bound, nothing is read."""
import pytest
from sqlalchemy import func, select, text
from sqlalchemy.exc import ProgrammingError

from app.db import db
from app.orgs.models import Member
from tenants.context import bind_search_path, current_org, tenant_context


def _add_member(org, user_id, name):
    with tenant_context(org):
        db.session.add(Member(user_id=user_id, name=name, permissions=["ContractView"]))
        db.session.commit()


def test_each_org_sees_only_its_own_rows(app_ctx, make_org):
    a, b = make_org("Alpha"), make_org("Bravo")
    _add_member(a, 1, "Alice of A")
    _add_member(b, 2, "Bob of B")
    with tenant_context(a):
        assert db.session.scalars(select(Member.name)).all() == ["Alice of A"]
        assert db.session.get(Member, 2) is None
    with tenant_context(b):
        assert db.session.scalars(select(Member.name)).all() == ["Bob of B"]


def test_binding_survives_commit_and_is_restored_after_the_block(app_ctx, make_org):
    a, b = make_org(), make_org()
    _add_member(a, 10, "A")
    _add_member(b, 11, "B")
    with tenant_context(a):
        assert db.session.scalar(select(func.count()).select_from(Member)) == 1
        db.session.commit()
        with tenant_context(b):
            assert db.session.scalars(select(Member.name)).all() == ["B"]
        assert current_org().id == a.id
        assert db.session.scalars(select(Member.name)).all() == ["A"]
    assert current_org() is None


def test_unbound_session_cannot_read_any_tenant_table(app_ctx, make_org):
    make_org()
    with pytest.raises(ProgrammingError, match='relation "members" does not exist'):
        db.session.execute(select(Member)).all()
    db.session.rollback()


def test_default_search_path_holds_no_tenant_schema(app_ctx, make_org):
    make_org()
    path = db.session.execute(text("SHOW search_path")).scalar()
    assert "org_" not in path
    role_default = db.session.execute(
        text("SELECT coalesce(array_to_string(setconfig, ','), '') FROM pg_db_role_setting")
    ).scalars().all()
    assert not any("org_" in s for s in role_default)
    db.session.rollback()


def test_raw_sql_uses_the_bound_tenant_only_inside_its_transaction(app_ctx, make_org):
    a, b = make_org(), make_org()
    _add_member(a, 20, "raw A")
    _add_member(b, 21, "raw B")
    with tenant_context(b):
        bind_search_path()
        assert db.session.execute(text("SELECT name FROM members")).scalars().all() == ["raw B"]
        db.session.commit()
        with pytest.raises(ProgrammingError):
            db.session.execute(text("SELECT name FROM members")).all()
        db.session.rollback()


def test_a_request_for_an_org_the_account_is_not_in_reads_nothing(app, run_jobs, dev_mail):
    """Signed in as a user of A, naming B (by id or slug) binds no tenant: B reads as absent."""
    from tests.auth_helpers import account_headers, create_org, new_client, sign_in, unique_email

    client_a, client_b = new_client(app), new_client(app)
    session_a = sign_in(client_a, unique_email("a"), run_jobs, dev_mail)
    session_b = sign_in(client_b, unique_email("b"), run_jobs, dev_mail)
    org_a = create_org(client_a, session_a, "Alpha Ltd")
    org_b = create_org(client_b, session_b, "Bravo Ltd")
    query = {"query": "{ org { slug name } }"}

    own = client_a.post("/graphql", json=query, headers=account_headers(session_a, **{"org-id": str(org_a["id"])}))
    assert own.get_json()["data"]["org"]["slug"] == org_a["slug"]
    for ref in (str(org_b["id"]), org_b["slug"]):
        other = client_a.post("/graphql", json=query, headers=account_headers(session_a, **{"org-id": ref}))
        assert other.status_code == 200
        assert other.get_json()["data"] == {"org": None}
