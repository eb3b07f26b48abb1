"""`flask tenants …` support commands."""
from sqlalchemy import func, select, text

from app.db import db
from tests.conftest import unique_slug
from tenants.migrate import head
from tenants.models import Organisation


def _count():
    return db.session.scalar(select(func.count()).select_from(Organisation))


def _schemas():
    return set(db.session.execute(text("SELECT nspname FROM pg_namespace WHERE nspname LIKE 'org\\_%'")).scalars())


def test_create_list_and_drop(app, app_ctx):
    runner = app.test_cli_runner()
    slug = unique_slug("cli")
    result = runner.invoke(args=["tenants", "create", "--name", "Kiwi Civil", "--slug", slug])
    assert result.exit_code == 0, result.output
    org = db.session.scalars(select(Organisation).where(Organisation.slug == slug)).one()
    assert f"schema {org.schema_name}" in result.output

    listing = runner.invoke(args=["tenants", "list"])
    assert listing.exit_code == 0
    line = next(line for line in listing.output.splitlines() if line.startswith(slug))
    assert org.schema_name in line and head("tenant") in line and "kB" in line

    refused = runner.invoke(args=["tenants", "drop", slug], input="n\n")
    assert refused.exit_code != 0
    db.session.rollback()
    assert db.session.get(Organisation, org.id) is not None

    dropped = runner.invoke(args=["tenants", "drop", slug, "--yes"])
    assert dropped.exit_code == 0, dropped.output
    db.session.rollback()
    assert db.session.get(Organisation, org.id) is None
    assert org.schema_name not in _schemas()


def test_duplicate_slug_is_refused_and_changes_nothing(app, app_ctx, make_org):
    org = make_org()
    before, schemas = _count(), _schemas()
    result = app.test_cli_runner().invoke(args=["tenants", "create", "--name", "Other", "--slug", org.slug])
    assert result.exit_code == 1
    assert f"The slug '{org.slug}' is already taken" in result.output
    db.session.rollback()
    assert (_count(), _schemas()) == (before, schemas)


def test_invalid_slug_is_refused_and_changes_nothing(app, app_ctx):
    before, schemas = _count(), _schemas()
    result = app.test_cli_runner().invoke(args=["tenants", "create", "--name", "Bad", "--slug", "Bad Slug!"])
    assert result.exit_code == 1
    assert "is not a valid slug" in result.output
    assert (_count(), _schemas()) == (before, schemas)


def test_drop_unknown_slug_fails_clearly(app):
    result = app.test_cli_runner().invoke(args=["tenants", "drop", "no-such-org", "--yes"])
    assert result.exit_code == 1 and "No organisation with slug 'no-such-org'" in result.output


def test_migrate_reports_nothing_behind(app, make_org):
    make_org()
    result = app.test_cli_runner().invoke(args=["tenants", "migrate", "--jobs", "2"])
    assert result.exit_code == 0, result.output
    assert "Migrated 0 of 0" in result.output


def test_migrate_runs_the_data_repairs_it_passes(app, app_ctx, monkeypatch):
    """`flask tenants migrate` (migrations/cli.py) hands tenants.migrate the domain's repairs."""
    from migrations import repairs

    ran = []
    monkeypatch.setattr(repairs, "run", lambda engine: ran.append(engine) or {"a_repair": 2})
    result = app.test_cli_runner().invoke(args=["tenants", "migrate", "--jobs", "1"])
    assert result.exit_code == 0, result.output
    assert ran == [db.engine]
    assert "Repaired 2 row(s): a_repair" in result.output
    assert "Migrated 0 of 0 organisation schema(s)" in result.output
