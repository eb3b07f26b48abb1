"""`flask tenants dump` / `restore` (tenants/transfer.py): one organisation's schema written to a
file and restored beside it under another slug, every row the same; refusals that leave nothing
behind; and a dump whose catalogue reads are bounded by its one schema (issue 41)."""
import json
import uuid
import zipfile

import pytest
from sqlalchemy import event, func, select, text

from app.db import db
from tests.api.factories import (INVITE, PERIOD, add_other_contact, gst, line, module_party,  # noqa: F401
                                 module_project, uploaded_logo)
from tests.conftest import unique_slug
from tests.querycount import count_queries
from tenants.models import Organisation
from tenants.provision import create_organisation
from tenants.transfer import MANIFEST, read_schema

COMMENT = "mutation($input: CommentAddInput!) { commentAdd(input: $input) { comment { id } } }"


@pytest.fixture(scope="module")
def dumped(app, module_project, tmp_path_factory):
    """The supplier of a contract with a sent claim, an internal comment, a logo (contacts refer to
    uploads: a dependency order matters), another contact and a pending invitation, dumped once."""
    p = module_project()
    p.new_claim()
    p.lines(create=[line("a", "Earthworks", 5_000_000, amount=1_000_000, tax=gst(1_000_000))])
    assert "errors" not in p.patch(1, PERIOD)
    p.submitted(1)
    p.supplier.ok(COMMENT, {"input": {"contractId": p.id, "number": 1, "commentId": uuid.uuid4().hex,
                                      "body": "Chase them on Friday", "isInternal": True}})
    uploaded_logo(p.supplier)
    add_other_contact(p.supplier, entity_name="Harbour Ltd", name="Hemi Harbour")
    p.supplier.ok(INVITE, {"input": {"users": [{"email": f"{uuid.uuid4().hex[:8]}@invited.example", "isOwner": False}]}})
    path = tmp_path_factory.mktemp("transfer") / "supplier.zip"
    result = app.test_cli_runner().invoke(args=["tenants", "dump", p.supplier.org["slug"], str(path)])
    assert result.exit_code == 0, result.output
    return p.supplier.org, path


def _schema_of(slug: str) -> str:
    return db.session.scalars(select(Organisation.schema_name).where(Organisation.slug == slug)).one()


def _rows(schema: str, table: str) -> list[str]:
    # Each row as its JSON, in that order: the same rows whatever their types or physical order.
    return db.session.execute(text(f'SELECT to_jsonb(t)::text AS r FROM "{schema}"."{table}" t ORDER BY r')).scalars().all()


def _state() -> tuple:
    """Organisations and organisation schemas: what a refused restore must leave as it was."""
    schemas = db.session.scalars(text("SELECT count(*) FROM pg_namespace WHERE nspname LIKE 'org\\_%'")).one()
    return db.session.scalar(select(func.count()).select_from(Organisation)), schemas


def test_a_restored_organisation_has_every_row_of_the_dumped_one(app, app_ctx, dumped):
    org, path = dumped
    slug = unique_slug("restored")
    result = app.test_cli_runner().invoke(args=["tenants", "restore", str(path), "--as-slug", slug])
    assert result.exit_code == 0, result.output
    db.session.rollback()
    source, copy = _schema_of(org["slug"]), _schema_of(slug)
    assert source != copy and f"Restored '{slug}'" in result.output

    tables = read_schema(db.session.connection(), source).tables
    filled = {t["name"] for t in tables if _rows(source, t["name"])}
    assert {"members", "contacts", "uploads", "internal_comments", "invites"} <= filled
    for table in tables:
        assert _rows(copy, table["name"]) == _rows(source, table["name"]), table["name"]
    sequences = read_schema(db.session.connection(), source).sequences
    assert sequences
    for name in sequences:
        assert (db.session.execute(text(f'SELECT last_value, is_called FROM "{copy}"."{name}"')).one()
                == db.session.execute(text(f'SELECT last_value, is_called FROM "{source}"."{name}"')).one()), name

    restored = db.session.scalars(select(Organisation).where(Organisation.slug == slug)).one()
    assert restored.name == org["name"] and restored.id != org["id"]
    # Its shared rows stayed with the original: nobody is a user of the restored organisation.
    assert db.session.scalar(text("SELECT count(*) FROM shared.users WHERE org_id = :id"), {"id": restored.id}) == 0


def _rewritten(path, to, *, manifest=None, table=None, rows=b""):
    """A copy of the dump at `to` with its manifest changed by `manifest`, or `table`'s rows replaced."""
    with zipfile.ZipFile(path) as source, zipfile.ZipFile(to, "w") as target:
        for item in source.infolist():
            data = source.read(item)
            if item.filename == MANIFEST and manifest:
                changed = json.loads(data)
                manifest(changed)
                data = json.dumps(changed).encode()
            elif item.filename == f"tables/{table}.copy":
                data = rows
            target.writestr(item, data)
    return to


def test_restore_refuses_and_leaves_nothing_behind(app, app_ctx, dumped, tmp_path):
    org, path = dumped
    damaged = tmp_path / "damaged.zip"
    damaged.write_bytes(path.read_bytes()[: path.stat().st_size // 2])
    cases = [
        ([str(_rewritten(path, tmp_path / "old.zip", manifest=lambda m: m.update(schema_revision="t0100")))],
         "The dump's schema is at tenant revision t0100; this database creates organisations at"),
        ([str(path)], f"The slug '{org['slug']}' is already taken"),
        ([str(damaged)], f"{damaged} is not a readable organisation dump"),
        # Found only once the organisation and its schema exist: the transaction takes them back.
        ([str(_rewritten(path, tmp_path / "rows.zip", table="contacts", rows=b"not\ta row\n")), "--as-slug",
          unique_slug("bad")], "is not a readable organisation dump (table contacts:"),
        ([str(_rewritten(path, tmp_path / "count.zip", manifest=lambda m: m["tables"][-1].update(rows=99))),
          "--as-slug", unique_slug("bad")], "rows, its manifest says 99"),
        ([str(_rewritten(path, tmp_path / "seq.zip", manifest=lambda m: m["sequences"][0].update(name="nope"))),
          "--as-slug", unique_slug("bad")], "its tables, columns or sequences differ from revision"),
    ]
    before = _state()
    for args, message in cases:
        result = app.test_cli_runner().invoke(args=["tenants", "restore", *args])
        assert result.exit_code == 2, result.output
        assert message in result.output and "Traceback" not in result.output, result.output
        db.session.rollback()
        assert _state() == before, message


def test_dump_of_an_unknown_organisation_is_refused(app, tmp_path):
    result = app.test_cli_runner().invoke(args=["tenants", "dump", "no-such-org", str(tmp_path / "x.zip")])
    assert result.exit_code == 2 and "No organisation with slug 'no-such-org'" in result.output
    assert list(tmp_path.iterdir()) == []


def _plans(statements) -> list[dict]:
    """Each statement's plan as the planner makes it when the catalogue is large (the test database's is
    small, so it may rightly prefer scanning): scans and hash joins disabled, a scan remains only where no
    index leads to the rows."""
    plans = []
    with db.engine.connect() as conn:
        with conn.begin():
            conn.exec_driver_sql("SET LOCAL enable_seqscan = off; SET LOCAL enable_hashjoin = off;"
                                 " SET LOCAL enable_mergejoin = off")
            cursor = conn.connection.driver_connection.cursor()
            for statement, parameters in statements:
                cursor.execute("EXPLAIN (FORMAT JSON) " + statement, parameters)
                plans.append(cursor.fetchone()[0][0]["Plan"])
    return plans


def _nodes(plan):
    yield plan
    for child in plan.get("Plans", []):
        yield from _nodes(child)


# Columns whose value names one object (a schema by name, a relation by oid): an index read bounded
# by one of them reads that object's entries only. refclassid or relkind would not (every schema's).
NAMING = {"nspname", "oid", "objid", "refobjid", "attrelid", "conrelid", "indrelid"}


def _index_columns(index: str) -> list[str]:
    return db.session.execute(text(
        "SELECT array_agg(a.attname::text ORDER BY k.n) FROM pg_index i"
        " CROSS JOIN unnest(i.indkey) WITH ORDINALITY AS k(attnum, n)"
        " JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k.attnum"
        " WHERE i.indexrelid = CAST(:index AS regclass)"), {"index": f"pg_catalog.{index}"}).scalar_one()


def _bounded(node) -> bool:
    """An index read whose condition fixes the index's leading columns by equality down to one that names
    an object. A condition on a later column alone (relnamespace in pg_class_relname_nsp_index) is
    checked against every entry of the index: every schema's."""
    condition = node.get("Index Cond", "")
    for column in _index_columns(node["Index Name"]):
        if f"({column} = " not in condition:
            return False
        if column in NAMING:
            return True
    return False


def test_a_dump_reads_the_catalogue_by_its_one_schema(app, app_ctx, dumped, tmp_path):
    """pg_dump read every schema's catalogue rows before filtering (minutes at 10,000 organisations):
    each catalogue read of a dump must reach its rows through an index condition, and a dump runs the
    same statements, answering the same rows, with more organisations beside it."""
    org, _ = dumped
    seen = []

    def record(conn, cursor, statement, parameters, context, executemany):
        seen.append((statement, parameters))

    event.listen(db.engine, "before_cursor_execute", record)
    try:
        with count_queries(db.engine) as before:
            assert app.test_cli_runner().invoke(args=["tenants", "dump", org["slug"], str(tmp_path / "a.zip")]).exit_code == 0
    finally:
        event.remove(db.engine, "before_cursor_execute", record)
    catalogue = [(s, p) for s, p in seen if "pg_" in s]
    assert catalogue
    for plan in _plans(catalogue):
        for node in _nodes(plan):
            assert not (node["Node Type"] == "Seq Scan" and node["Relation Name"].startswith("pg_")), node
            if node.get("Index Name", "").startswith("pg_"):
                assert _bounded(node), node

    for n in range(5):
        create_organisation(f"Beside {n}", unique_slug("beside"))
    db.session.commit()
    with count_queries(db.engine) as after:
        assert app.test_cli_runner().invoke(args=["tenants", "dump", org["slug"], str(tmp_path / "b.zip")]).exit_code == 0
    assert (after.count, after.rows) == (before.count, before.rows), after
