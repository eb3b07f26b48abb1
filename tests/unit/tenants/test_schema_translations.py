"""app.db keeps each statement's text as translated to a tenant's schema (issue 21): what it
keeps is per schema, so one organisation's statement never runs against another's tables."""
from sqlalchemy import select

from app import db as app_db
from app.auth.models import User
from app.orgs.models import Member


def _translated(dialect, statement, schema: str) -> str:
    compiled = statement.compile(dialect=dialect, schema_translate_map={None: schema})
    return compiled.preparer._render_schema_translates(compiled.string, {None: schema})


def test_a_kept_translation_is_the_schema_asked_for_every_time():
    dialect = app_db.make_engine("postgresql+psycopg://nobody@localhost/nothing").dialect
    statement = select(Member.user_id).join(User, User.id == Member.user_id)
    for _ in range(2):  # then from what was kept
        for schema in ("org_1", "org_2"):
            text = _translated(dialect, statement, schema)
            assert f"FROM {schema}.members JOIN shared.users" in text
            assert "__[SCHEMA" not in text


def test_what_is_kept_is_bounded(monkeypatch):
    monkeypatch.setattr(app_db, "SCHEMA_TRANSLATIONS_KEPT", 3)
    dialect = app_db.make_engine("postgresql+psycopg://nobody@localhost/nothing").dialect
    statement = select(Member.user_id)
    for n in [*range(10), 3, 9]:
        assert f"FROM org_{n}.members" in _translated(dialect, statement, f"org_{n}")
