"""One organisation's schema written to a file and read back (`flask tenants dump` / `restore`).

Why not pg_dump: `pg_dump -n org_N` reads the whole catalogue before it filters by schema, so at
10,000 organisations (1.3 million relations) it ran for minutes before writing a row
(docs/scaling.md). Here every catalogue read is keyed by the one schema: its namespace by name,
its relations through pg_depend's index on the namespace they belong to, their columns and
foreign keys by relation id. Nothing grows with the number of schemas (tests/api/tenants/
test_transfer.py checks that each read is an index read fixed by a column naming one object).

The file is a zip: `manifest.json` (what the dump is and holds) and one `tables/<name>.copy` per
table in COPY's text format (portable between PostgreSQL versions, unlike the binary format;
one row a line), its CRC telling a damaged file from a good one. The schema's structure is not in
the file: it is `tenants.migrate.tenant_ddl` at the manifest's revision, which restore replays
exactly as `create_organisation` does, so a dump restores only where the code is at that revision.

Only the schema moves. The organisation's rows in `shared` (its users, i.e. memberships of
accounts; accounts; contracts and claims between organisations) stay there: in the scale-out
plan `shared` is the routing layer that stays central. A restored organisation is a new
organisation row (new id, no users) holding the dumped schema's rows; its `members` rows keep the
user ids they had. Uploaded files' bytes are in object storage, not in the file: only their rows.
"""
import json
import os
import zipfile
from dataclasses import dataclass
from datetime import datetime, timezone
from graphlib import CycleError, TopologicalSorter

from psycopg import Error as DriverError
from sqlalchemy import exc, select, text

from app.db import db
from app.errors import UserError
from tenants.migrate import head
from tenants.models import Organisation
from tenants.names import quote_schema, validate_schema
from tenants.provision import create_organisation

FORMAT, VERSION = "claimdesk-organisation-dump", 1
MANIFEST = "manifest.json"
CHUNK = 1 << 20
# Written by tenant_ddl itself (the revision is the manifest's), so never copied.
NOT_COPIED = frozenset({"alembic_version"})

# Every read is reached through an index keyed by this one schema: pg_namespace by name,
# pg_depend by (refclassid, refobjid) (each relation depends on its namespace), pg_class by oid,
# pg_attribute and pg_constraint by relation id. A filter on pg_class.relnamespace would not
# be: no index leads with it, so it scans every schema's relations.
_RELATIONS = text("""
WITH rel AS (
    SELECT c.oid, c.relname, c.relkind
    FROM pg_namespace n
    JOIN pg_depend d ON d.refclassid = 'pg_namespace'::regclass AND d.refobjid = n.oid
                    AND d.classid = 'pg_class'::regclass AND d.deptype = 'n'
    JOIN pg_class c ON c.oid = d.objid
    WHERE n.nspname = :schema AND c.relkind IN ('r', 'S')
)
SELECT r.relname, r.relkind,
       ARRAY(SELECT a.attname::text FROM pg_attribute a
             WHERE a.attrelid = r.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
             ORDER BY a.attnum) AS columns,
       ARRAY(SELECT DISTINCT p.relname::text FROM pg_constraint k JOIN pg_class p ON p.oid = k.confrelid
             WHERE k.conrelid = r.oid AND k.contype = 'f' AND k.confrelid <> r.oid) AS parents
FROM rel r
ORDER BY r.relname
""")


@dataclass
class Schema:
    tables: list[dict]  # {"name", "columns"}, parents before children
    sequences: list[str]


def ident(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


def read_schema(connection, schema: str) -> Schema:
    """The schema's tables in an order that satisfies their foreign keys, and its sequences."""
    rows = connection.execute(_RELATIONS, {"schema": validate_schema(schema)}).all()
    tables = {r.relname: r for r in rows if r.relkind == "r" and r.relname not in NOT_COPIED}
    # A table referring to itself is left to COPY (none does); parents outside the schema cannot be.
    graph = TopologicalSorter({name: [p for p in r.parents if p in tables] for name, r in sorted(tables.items())})
    try:
        order = list(graph.static_order())
    except CycleError as error:
        raise UserError(f"The tables of {schema} refer to each other in a cycle ({error.args[1]}): not supported.")
    return Schema([{"name": name, "columns": list(tables[name].columns)} for name in order],
                  [r.relname for r in rows if r.relkind == "S"])


def _sequence_values(connection, schema: str, names: list[str]) -> list[dict]:
    if not names:
        return []
    union = " UNION ALL ".join(
        f"SELECT {_literal(name)} AS name, last_value, is_called FROM {quote_schema(schema)}.{ident(name)}"
        for name in names)
    return [{"name": r.name, "last_value": r.last_value, "is_called": r.is_called}
            for r in connection.execute(text(union))]


def _literal(name: str) -> str:
    return "'" + name.replace("'", "''") + "'"


def dump(slug: str, path) -> dict:
    """Write organisation `slug`'s schema to `path`, as of one moment; returns the manifest."""
    partial = f"{path}.partial"
    try:
        return _write(slug, path, partial)
    finally:
        if os.path.exists(partial):
            os.remove(partial)


def _write(slug: str, path, partial: str) -> dict:
    # One snapshot for every table and sequence, and nothing written by accident.
    with db.engine.connect().execution_options(isolation_level="REPEATABLE READ", postgresql_readonly=True) as conn:
        with conn.begin():
            org = conn.execute(select(Organisation.id, Organisation.slug, Organisation.name, Organisation.is_personal,
                                      Organisation.schema_name, Organisation.schema_revision)
                               .where(Organisation.slug == slug)).first()
            if org is None or org.schema_name is None:
                raise UserError(f"No organisation with slug '{slug}'.")
            schema = read_schema(conn, org.schema_name)
            cursor = conn.connection.driver_connection.cursor()
            with zipfile.ZipFile(partial, "w", zipfile.ZIP_DEFLATED, compresslevel=1) as archive:
                for table in schema.tables:
                    columns = ", ".join(ident(c) for c in table["columns"])
                    with archive.open(f"tables/{table['name']}.copy", "w", force_zip64=True) as out:
                        with cursor.copy(f"COPY {quote_schema(org.schema_name)}.{ident(table['name'])} ({columns}) "
                                         "TO STDOUT") as copy:
                            for chunk in copy:
                                out.write(chunk)
                    table["rows"] = cursor.rowcount
                manifest = {
                    "format": FORMAT, "version": VERSION,
                    "written_at": datetime.now(timezone.utc).isoformat(timespec="seconds"),
                    "organisation": {"id": org.id, "slug": org.slug, "name": org.name, "is_personal": org.is_personal},
                    "schema": org.schema_name, "schema_revision": org.schema_revision,
                    "tables": schema.tables,
                    # Read after the rows: a sequence is outside the snapshot, so its value is at least
                    # as high as any id copied, which is all a restored sequence needs.
                    "sequences": _sequence_values(conn, org.schema_name, schema.sequences),
                }
                archive.writestr(MANIFEST, json.dumps(manifest, indent=1))
    # Renamed only once whole, so FILE is a complete dump or not there.
    os.replace(partial, path)
    return manifest


def _damaged(path, why: str) -> UserError:
    return UserError(f"{path} is not a readable organisation dump ({why}); nothing was restored.")


def read_manifest(archive: zipfile.ZipFile, path) -> dict:
    try:
        manifest = json.loads(archive.read(MANIFEST))
    except (KeyError, ValueError, zipfile.BadZipFile) as error:
        raise _damaged(path, f"its manifest: {error}") from None
    if not isinstance(manifest, dict) or manifest.get("format") != FORMAT or manifest.get("version") != VERSION:
        raise _damaged(path, f"not format {FORMAT} version {VERSION}")
    try:  # the shape restore relies on
        whole = (all(isinstance(manifest["organisation"][k], str) for k in ("slug", "name"))
                 and all(isinstance(t["name"], str) and isinstance(t["columns"], list) and isinstance(t["rows"], int)
                         for t in manifest["tables"])
                 and all(isinstance(s["name"], str) and type(s["last_value"]) is int and type(s["is_called"]) is bool
                         for s in manifest["sequences"]))
    except (KeyError, TypeError):
        whole = False
    if not whole:
        raise _damaged(path, "its manifest lacks what a dump holds")
    return manifest


def restore(path, as_slug: str | None = None) -> Organisation:
    """Create the organisation and its schema from the dump at `path`, in the caller's transaction
    (db.session): the caller commits, or rolls back and nothing is left."""
    try:
        archive = zipfile.ZipFile(path)
    except (OSError, zipfile.BadZipFile) as error:
        raise _damaged(path, str(error)) from None
    with archive:
        manifest = read_manifest(archive, path)
        revision, here = manifest.get("schema_revision"), head("tenant")
        if revision != here:
            raise UserError(f"The dump's schema is at tenant revision {revision}; this database creates organisations "
                            f"at {here}. Restore it with the code at {revision}, then run `flask tenants migrate`.")
        source = manifest["organisation"]
        org = _create(source["name"], as_slug or source["slug"], bool(source.get("is_personal")))
        connection = db.session.connection()
        schema = read_schema(connection, org.schema_name)
        expected = {t["name"]: t["columns"] for t in schema.tables}
        if ({t["name"]: t["columns"] for t in manifest["tables"]} != expected
                or not {s["name"] for s in manifest["sequences"]} <= set(schema.sequences)):
            raise _damaged(path, f"its tables, columns or sequences differ from revision {here}'s")
        cursor = connection.connection.driver_connection.cursor()
        for table in manifest["tables"]:  # in the dump's order: parents before children
            _copy_in(archive, cursor, path, org.schema_name, table)
        sequences = manifest["sequences"]
        if sequences:
            connection.execute(
                text("SELECT setval(CAST(s.name AS regclass), s.value, s.called) "
                     "FROM unnest(CAST(:names AS text[]), CAST(:values AS bigint[]), CAST(:called AS boolean[])) "
                     "AS s(name, value, called)"),
                {"names": [f"{quote_schema(org.schema_name)}.{ident(s['name'])}" for s in sequences],
                 "values": [s["last_value"] for s in sequences], "called": [s["is_called"] for s in sequences]})
    return org


def _create(name: str, slug: str, is_personal: bool) -> Organisation:
    try:
        return create_organisation(name, slug, is_personal=is_personal)
    except exc.ProgrammingError as error:
        # The schema is named from the new id: only a schema left behind by hand can be in the way.
        if "already exists" in str(error.orig):
            raise UserError(f"Cannot restore: {str(error.orig).splitlines()[0]}.") from None
        raise


def _copy_in(archive, cursor, path, schema: str, table: dict) -> None:
    columns = ", ".join(ident(c) for c in table["columns"])
    try:
        with archive.open(f"tables/{table['name']}.copy") as rows, \
                cursor.copy(f"COPY {quote_schema(schema)}.{ident(table['name'])} ({columns}) FROM STDIN") as copy:
            while chunk := rows.read(CHUNK):
                copy.write(chunk)
    except (KeyError, zipfile.BadZipFile, DriverError) as error:
        raise _damaged(path, f"table {table['name']}: {str(error).splitlines()[0]}") from None
    if cursor.rowcount != table["rows"]:
        raise _damaged(path, f"table {table['name']} has {cursor.rowcount} rows, its manifest says {table['rows']}")
