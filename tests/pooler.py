"""A PgBouncer in transaction mode in front of the test server (CLAIMDESK_TEST_POOLER=pgbouncer).

Debian's `pgbouncer` binary, one per test process, listening on a free localhost port and
reaching the server the way the tests do (its unix socket, or host and port). Every database of
that server is served (`*`), so a test that creates a database reaches it through the pooler too.
"""
import os
import shutil
import subprocess
import time
from pathlib import Path

import psycopg
from sqlalchemy.engine import make_url

from tests.conftest import free_port

POOLER_ENV = "CLAIMDESK_TEST_POOLER"


def wanted() -> str | None:
    name = os.environ.get(POOLER_ENV) or None
    if name not in (None, "pgbouncer"):
        raise RuntimeError(f"{POOLER_ENV} must be 'pgbouncer' or unset, not {name!r}")
    return name


def _server_entry(server_url: str, **extra) -> str:
    url = make_url(server_url)
    host = url.query.get("host") or url.host or "127.0.0.1"
    parts = {"host": host, "port": url.port or 5432, "user": url.username or "postgres", **extra}
    if url.password:
        parts["password"] = url.password
    return " ".join(f"{k}={v}" for k, v in parts.items())


class PgBouncer:
    def __init__(self, folder: Path, server_url: str, pinned_db: str):
        self.folder = folder
        self.server_url = server_url
        self.pinned_db = pinned_db
        self.port = free_port()
        self.process: subprocess.Popen | None = None

    def url(self, database: str) -> str:
        """The URL a client uses for `database` (any user: the pooler logs in as the server's)."""
        return f"postgresql+psycopg://postgres@127.0.0.1:{self.port}/{database}"

    def conninfo(self, database: str) -> str:
        return f"host=127.0.0.1 port={self.port} dbname={database} user=postgres"

    def start(self) -> "PgBouncer":
        binary = shutil.which("pgbouncer") or "/usr/sbin/pgbouncer"
        if not Path(binary).exists():
            raise RuntimeError(f"{POOLER_ENV}=pgbouncer needs Debian's pgbouncer (apt-get install pgbouncer)")
        self.folder.mkdir(parents=True, exist_ok=True)
        # `pinned` has one server connection: the transaction-mode test sees every client share it.
        config = f"""[databases]
pinned = {_server_entry(self.server_url, dbname=self.pinned_db, pool_size=1)}
* = {_server_entry(self.server_url)}

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = {self.port}
unix_socket_dir =
auth_type = any
admin_users = postgres
pool_mode = transaction
default_pool_size = 40
max_client_conn = 1000
max_db_connections = 0
server_reset_query =
server_check_delay = 0
query_wait_timeout = 60
ignore_startup_parameters = extra_float_digits
logfile = {self.folder / 'pgbouncer.log'}
pidfile = {self.folder / 'pgbouncer.pid'}
"""
        ini = self.folder / "pgbouncer.ini"
        ini.write_text(config)
        command = [binary, str(ini)]
        if os.geteuid() == 0:
            # PgBouncer will not run as root; the embedded server's own user serves.
            owner = _owner_of(self.server_url)
            command[1:1] = ["-u", owner]
            shutil.chown(self.folder, owner)
            for f in self.folder.iterdir():
                shutil.chown(f, owner)
        self.process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + 30
        while True:
            try:
                with psycopg.connect(self.conninfo("pgbouncer"), autocommit=True, prepare_threshold=None,
                                     connect_timeout=2) as conn:
                    conn.execute("SHOW VERSION")
                return self
            except psycopg.OperationalError:
                if self.process.poll() is not None or time.monotonic() > deadline:
                    log = self.folder / "pgbouncer.log"
                    said = log.read_text()[-2000:] if log.exists() else "(no log)"
                    self.stop()
                    raise RuntimeError(f"pgbouncer did not start:\n{said}")
                time.sleep(0.1)

    def admin(self, command: str) -> list[dict]:
        """A command of PgBouncer's admin console (SHOW POOLS, SHOW CONFIG, ...), as rows."""
        with psycopg.connect(self.conninfo("pgbouncer"), autocommit=True, prepare_threshold=None) as conn:
            cursor = conn.execute(command)
            names = [c.name for c in cursor.description]
            return [dict(zip(names, row)) for row in cursor.fetchall()]

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.process = None
        shutil.rmtree(self.folder, ignore_errors=True)


def _owner_of(server_url: str) -> str:
    """The user who owns the server's socket folder (pgserver runs postgres as `pgserver` under root)."""
    import pwd

    url = make_url(server_url)
    host = url.query.get("host")
    if host and Path(host).is_dir():
        return pwd.getpwuid(Path(host).stat().st_uid).pw_name
    return "nobody"
