"""Count the SQL statements an engine runs inside a block.

    with count_queries(db.engine) as queries:
        client.get("/auth/sessions")
    assert queries.count <= 3, queries.statements

Counts every statement sent through the engine (SQLAlchemy's `before_cursor_execute`), from
any connection and thread, so a test client request made inside the block is counted whole.
Savepoints and transaction control are statements too and are counted. `rows` sums the rows the
statements answered (the driver's rowcount of each), to show that what a screen reads does not grow.
"""
import threading
from contextlib import contextmanager
from dataclasses import dataclass, field

from sqlalchemy import event


@dataclass
class QueryLog:
    statements: list[str] = field(default_factory=list)
    rows: int = 0
    _lock: threading.Lock = field(default_factory=threading.Lock, repr=False)

    @property
    def count(self) -> int:
        return len(self.statements)

    def add(self, statement: str) -> None:
        with self._lock:
            self.statements.append(statement)

    def add_rows(self, n: int) -> None:
        with self._lock:
            self.rows += max(n, 0)

    def __str__(self) -> str:
        return "\n".join(f"{i + 1}. {s}" for i, s in enumerate(self.statements))


@contextmanager
def count_queries(engine):
    log = QueryLog()

    def before(conn, cursor, statement, parameters, context, executemany):
        log.add(" ".join(statement.split()))

    def after(conn, cursor, statement, parameters, context, executemany):
        if cursor.description is not None:  # a statement that answers rows
            log.add_rows(cursor.rowcount)

    event.listen(engine, "before_cursor_execute", before)
    event.listen(engine, "after_cursor_execute", after)
    try:
        yield log
    finally:
        event.remove(engine, "before_cursor_execute", before)
        event.remove(engine, "after_cursor_execute", after)
