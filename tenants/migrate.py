"""Running the two alembic histories: `shared` once, then the data repairs the caller passes
(`migrations.repairs`: tenants imports nothing of the domain), then every organisation that is behind.

Alembic's `context` and `op` are process-wide proxies, so tenants are migrated in parallel
by processes, never threads. Each tenant upgrades in its own transaction, which also records
the new revision in `shared.organisations`; a failure stops the run and names the tenant,
and leaves every schema either fully upgraded or untouched.
"""
import io
import os
import time
from collections.abc import Callable
from concurrent.futures import FIRST_EXCEPTION, ProcessPoolExecutor, wait
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from alembic import command
from alembic.config import Config
from alembic.script import ScriptDirectory
from sqlalchemy import Engine, text

from tenants.names import validate_schema

MIGRATIONS = Path(__file__).resolve().parent.parent / "migrations"


def alembic_config(history: str, connection=None, output_buffer=None, root: Path = MIGRATIONS) -> Config:
    cfg = Config(output_buffer=output_buffer)
    cfg.set_main_option("script_location", str(root / history))
    cfg.set_main_option("path_separator", "os")
    cfg.attributes["connection"] = connection
    return cfg


@cache
def head(history: str, root: Path = MIGRATIONS) -> str:
    heads = ScriptDirectory.from_config(alembic_config(history, root=root)).get_heads()
    if len(heads) != 1:
        raise RuntimeError(f"migrations/{history} has {len(heads)} heads; merge them first")
    return heads[0]


@cache
def tenant_ddl() -> str:
    """The tenant history up to head as schema-free SQL (alembic offline mode)."""
    buffer = io.StringIO()
    command.upgrade(alembic_config("tenant", output_buffer=buffer), "head", sql=True)
    return buffer.getvalue()


def upgrade_shared(engine, root: Path = MIGRATIONS) -> None:
    with engine.begin() as connection:
        command.upgrade(alembic_config("shared", connection, root=root), "head")


def upgrade_tenant(connection, org_id: int, schema: str, root: Path = MIGRATIONS) -> str:
    """Upgrade one schema to head inside the caller's transaction; returns the revision."""
    target = head("tenant", root)
    connection.execute(text("SELECT set_config('search_path', :s, true)"), {"s": validate_schema(schema)})
    config = alembic_config("tenant", connection, root=root)
    config.attributes["schema"] = schema  # its version table, by name (migrations/tenant/env.py says why)
    command.upgrade(config, "head")
    connection.execute(
        text("UPDATE shared.organisations SET schema_revision = :rev WHERE id = :id"), {"rev": target, "id": org_id}
    )
    connection.execute(text("SELECT set_config('search_path', 'pg_catalog', true)"))
    return target


@dataclass
class Behind:
    org_id: int
    slug: str
    schema: str


def tenants_behind(engine, root: Path = MIGRATIONS) -> list[Behind]:
    with engine.connect() as connection:
        rows = connection.execute(
            text(
                "SELECT id, slug, schema_name FROM shared.organisations "
                "WHERE schema_name IS NOT NULL AND schema_revision IS DISTINCT FROM :head ORDER BY id"
            ),
            {"head": head("tenant", root)},
        ).all()
    return [Behind(r.id, r.slug, r.schema_name) for r in rows]


class TenantMigrationFailed(RuntimeError):
    def __init__(self, slug: str, error: str, done: int):
        super().__init__(f"migrating organisation '{slug}' failed: {error}")
        self.slug = slug
        self.done = done


@dataclass
class MigrateReport:
    behind: int
    upgraded: int
    seconds: float


_child_engine = None
_child_root = MIGRATIONS


def _child_init(url: str, root: Path) -> None:
    global _child_engine, _child_root
    from app.db import make_engine

    _child_engine = make_engine(url, pool_size=1, max_overflow=0)
    _child_root = root


def _child_upgrade(org_id: int, schema: str) -> None:
    with _child_engine.begin() as connection:
        upgrade_tenant(connection, org_id, schema, _child_root)


def migrate_all(engine, jobs: int = 1, echo=lambda msg: None, root: Path = MIGRATIONS,
                repairs: Callable[[Engine], dict[str, int]] | None = None) -> MigrateReport:
    """`root` is the migrations folder: the project's own, or a copy (tests, benchmarks).
    `repairs` runs the data repairs once `shared` is at head, answering how many rows each repaired:
    the domain's (`migrations.repairs.run`), passed by the callers (`flask tenants migrate`,
    ops/supervise.py), so tenants imports nothing of the domain."""
    started = time.perf_counter()
    upgrade_shared(engine, root)
    for name, count in (repairs(engine) if repairs is not None else {}).items():
        echo(f"Repaired {count} row(s): {name}")
    behind = tenants_behind(engine, root)
    if not behind:
        return MigrateReport(0, 0, time.perf_counter() - started)
    echo(f"{len(behind)} organisation schema(s) behind {head('tenant', root)}")
    done = 0
    if jobs <= 1:
        for tenant in behind:
            try:
                with engine.begin() as connection:
                    upgrade_tenant(connection, tenant.org_id, tenant.schema, root)
            except Exception as exc:
                raise TenantMigrationFailed(tenant.slug, str(exc).splitlines()[0], done) from exc
            done += 1
    else:
        done = _migrate_parallel(engine, behind, jobs, root)
    return MigrateReport(len(behind), done, time.perf_counter() - started)


def _migrate_parallel(engine, behind: list[Behind], jobs: int, root: Path) -> int:
    url = engine.url.render_as_string(hide_password=False)
    done = 0
    pending = iter(behind)
    with ProcessPoolExecutor(max_workers=jobs, initializer=_child_init, initargs=(url, root)) as pool:
        in_flight = {}

        def submit_next() -> bool:
            tenant = next(pending, None)
            if tenant is None:
                return False
            in_flight[pool.submit(_child_upgrade, tenant.org_id, tenant.schema)] = tenant
            return True

        # Bounded: at most `jobs` tenants in flight, so a failure stops the run promptly.
        for _ in range(jobs):
            submit_next()
        failure = None
        while in_flight:
            finished, _ = wait(in_flight, return_when=FIRST_EXCEPTION)
            for future in finished:
                tenant = in_flight.pop(future)
                exc = future.exception()
                if exc is not None and failure is None:
                    failure = TenantMigrationFailed(tenant.slug, str(exc).splitlines()[0], 0)
                elif exc is None:
                    done += 1
                if failure is None:
                    submit_next()
        if failure is not None:
            failure.done = done
            raise failure
    return done


def default_jobs() -> int:
    return max(1, min(4, os.cpu_count() or 1))
