"""Threads compiling shared statements for the first time at once (a freshly started server's first
requests) never fail: app/db.py `compile_shared_statements`, run by `create_app`.

Each run is a fresh process (SQLAlchemy's memos are per process) with the interpreter switching
threads as often as it can, eight threads compiling at once. Before the fix, 2 of 3 such processes
failed with "Can't determine which FROM clause to join from"."""
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]

FIRST_REQUESTS = r"""
import sys, threading
from app import create_app
create_app({"TESTING": True})
sys.setswitchinterval(1e-6)
from sqlalchemy.dialects import postgresql
from app.claims.models import Claim
from app.contracts import access, queries
from app.polling import _activity_version

errors, barrier = [], threading.Barrier(8)

def first_request(i):
    barrier.wait()
    try:
        sees_all = i % 2 == 0
        for statement in (access._visible_select(1, 2, sees_all).where(access.Contract.id == 5),
                          access._row_with_contract(Claim, sees_all), _activity_version(sees_all),
                          queries._first_page(sees_all, False, queries.ProjectOrder("name", False)),
                          queries._parties_select()):
            statement.compile(dialect=postgresql.dialect())
    except Exception as e:
        errors.append(repr(e))

threads = [threading.Thread(target=first_request, args=(i,)) for i in range(8)]
[t.start() for t in threads]; [t.join() for t in threads]
print(len(errors), errors[:1])
"""


def test_threads_compile_shared_statements_at_once_without_error():
    for _ in range(4):
        run = subprocess.run([sys.executable, "-c", FIRST_REQUESTS], cwd=ROOT, capture_output=True, text=True,
                             timeout=120)
        assert run.returncode == 0, run.stderr[-2000:]
        assert run.stdout.strip().splitlines()[-1] == "0 []", run.stdout[-2000:]
