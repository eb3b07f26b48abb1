"""Threads compiling shared statements for the first time at once (a freshly started server's first
requests) never fail: app/db.py `compile_shared_statements`, run by `create_app`.

Each run is a process whose SQLAlchemy has compiled nothing yet (its memos are per process), with
the interpreter switching threads as often as it can, eight threads compiling at once. Before the
fix, 2 of 3 such processes failed with "Can't determine which FROM clause to join from".

One interpreter pays for the app's imports and `create_app`'s set-up once, holding back only its
last step, the compile; each run is a child forked from it, which takes that step as `create_app`
would and then sends its threads. The parent has compiled nothing, so every child starts as a
fresh server does at that point (each run was a fresh interpreter of its own: 4 runs took 25-43 s
on a busy machine, nearly all of it importing the app four times).
"""
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
RUNS = 6

FIRST_REQUESTS = r"""
import os, sys, threading, traceback
from app import create_app
from app import db as db_module

compile_shared_statements = db_module.compile_shared_statements
db_module.compile_shared_statements = lambda: None  # create_app's last step, taken in each child
create_app({"TESTING": True})
db_module.compile_shared_statements = compile_shared_statements
from sqlalchemy.dialects import postgresql
from app.claims.models import Claim
from app.contracts import access, queries
from app.polling import _activity_version


def first_request(i, errors, barrier):
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


def run():
    compile_shared_statements()  # as create_app does, before any request's thread
    sys.setswitchinterval(1e-6)
    errors, barrier = [], threading.Barrier(8)
    threads = [threading.Thread(target=first_request, args=(i, errors, barrier)) for i in range(8)]
    [t.start() for t in threads]; [t.join() for t in threads]
    print(len(errors), errors[:1], flush=True)


assert threading.active_count() == 1  # nothing but this thread is copied into the children
for _ in range(int(sys.argv[1])):
    pid = os.fork()
    if pid == 0:
        code = 0
        try:
            run()
        except BaseException:
            traceback.print_exc()
            code = 1
        os._exit(code)
    _, status = os.waitpid(pid, 0)
    assert os.waitstatus_to_exitcode(status) == 0, status
"""


def test_threads_compile_shared_statements_at_once_without_error():
    run = subprocess.run([sys.executable, "-c", FIRST_REQUESTS, str(RUNS)], cwd=ROOT, capture_output=True,
                         text=True, timeout=180)
    assert run.returncode == 0, run.stderr[-2000:]
    assert run.stdout.strip().splitlines() == ["0 []"] * RUNS, run.stdout[-2000:]
