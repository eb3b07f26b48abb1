"""One organisation's heaviest allowed requests do not hold another's small query, and normal use
never meets the budget: a real web server, run as ops/run runs it (gunicorn,
app.config.web_server_args), and real HTTP.

The assertions are about the mechanism, so a busy 2-core machine slows the test but does not
fail it: the noisy account's requests beyond its budget wait for a slot (issue 36: one person's
burst is not refused; here the server lets them wait as long as it takes, so that the test does
not depend on how long the heavy ones run) and none of them starts before one of its admitted
ones ends; while those are verifiably still running (their entries in Redis, their answers not yet
back) and the others wait, holding threads, the other organisation's query is admitted and
answered. The wait's bound and the refusal after it: tests/api/graphql/test_graphql_budget.py. Its latency is
printed, not asserted: a wall-clock limit fails on a busy machine (or through PgBouncer) without
saying anything about the budget; what the budget promises is that nothing of the noisy
account's stands in front, and that is what is asserted.
"""
import os
import threading
import time
from concurrent.futures import ThreadPoolExecutor, wait

import pytest
import requests

from app.redis import redis_connection
from tests.api.factories import add_bulk_members
from tests.api.factories import workspace  # noqa: F401  (fixtures)
from tests.conftest import free_port
from tests.gunicorn_server import gunicorn

SMALL = "{ org { name } }"
# Within every document cap (30 aliases, 1,000 fields, depth 15): each alias lists 1,000 members.
# Half the cap's aliases (30 took twice as long, proving nothing more): one still runs for seconds
# (5-25 s with four at once on a loaded 2-core machine) against a fraction of a second for the five
# quiet queries it must outlast, and the test says so if it did not.
ALIASES = 15
HEAVY = "{ org { %s } }" % " ".join(
    f"m{i}: members(first: 1000) {{ edges {{ node {{ id userId name email permissions invitePending }} }} }}"
    for i in range(ALIASES))
TRIES = 5
POLLS = 6  # back to back, per tab


@pytest.fixture(scope="module")
def live(app, test_config):
    port = free_port()
    url = f"http://localhost:{port}"
    env = {**os.environ, "CLAIMDESK_ENV": "test", "DATABASE_URL": test_config["DATABASE_URL"],
           "REDIS_URL": test_config["REDIS_URL"], "CLAIMDESK_INSTANCE": str(test_config["INSTANCE"]),
           "SECRET_KEY": test_config["SECRET_KEY"], "PUBLIC_URL": url, "PORT": str(port),
           "GRAPHQL_INFLIGHT_WAIT": "600"}
    with gunicorn(env, port, test_config["INSTANCE"] / "noisy-neighbour-server.log") as served:
        yield served


class Caller:
    """A signed-in account of one organisation, calling the live server over HTTP."""

    def __init__(self, app, url, ws):
        self.url = url
        self.account_id = ws.account_id
        self.cookies = {app.config["AUTH_COOKIE_NAME"]: ws.client.get_cookie(app.config["AUTH_COOKIE_NAME"]).value}
        self.headers = ws.headers()

    def post(self, query: str):
        """(response, seconds from sending to the whole answer, monotonic time it ended)."""
        started = time.perf_counter()
        response = requests.post(f"{self.url}/graphql", json={"query": query}, headers=self.headers,
                                 cookies=self.cookies, timeout=300)
        ended = time.perf_counter()
        return response, ended - started, ended


def _answered(result) -> bool:
    response = result[0]
    return response.status_code == 200 and "errors" not in response.json()


def test_one_organisations_heaviest_requests_do_not_hold_anothers_small_query(app, live, workspace):
    cap = app.config["GRAPHQL_INFLIGHT_PER_ACCOUNT"]
    noisy_ws = workspace("Noisy Builders")
    add_bulk_members(app, noisy_ws.org["id"], 1000, f"noisy-{noisy_ws.org['id']}")
    noisy, quiet = Caller(app, live, noisy_ws), Caller(app, live, workspace("Quiet Co"))
    for _ in range(4):  # both web processes have served these accounts before the clock starts
        assert _answered(quiet.post(SMALL)) and _answered(noisy.post(SMALL))
    with app.app_context():
        redis = redis_connection()
    running = f"graphql:inflight:account:{noisy.account_id}"

    # Within the organisation's share of any one process (6 threads of 8), wherever they land: so
    # the ones beyond the account's budget wait rather than meet the process share's refusal.
    extra = app.config["GRAPHQL_INFLIGHT_PER_ORG_PER_PROCESS"] - cap
    assert extra >= 2
    with ThreadPoolExecutor(cap + extra) as pool:
        heavy = [pool.submit(noisy.post, HEAVY) for _ in range(cap + extra)]
        deadline = time.monotonic() + 60
        while redis.zcard(running) < cap and time.monotonic() < deadline:
            time.sleep(0.01)
        assert redis.zcard(running) == cap  # the admitted ones are running, the others wait
        time.sleep(0.3)  # lets the others reach the server and wait there; no assertion depends on it

        quiet_results = [quiet.post(SMALL) for _ in range(TRIES)]
        quiet_done = time.perf_counter()
        still_running = redis.zcard(running)
        assert not any(f.done() for f in heavy) and still_running == cap, (
            "the noisy requests ended before the quiet query was measured: make them heavier")
        wait(heavy)

    results = sorted((f.result() for f in heavy), key=lambda r: r[2])
    assert all(_answered(r) for r in results), [r[0].status_code for r in results]  # none refused
    assert all(len(r[0].json()["data"]["org"][f"m{ALIASES - 1}"]["edges"]) == 1000 for r in results)
    assert results[0][2] > quiet_done
    with app.app_context():
        assert redis_connection().zcard(running) == 0
    assert all(_answered(r) for r in quiet_results)
    latencies = sorted(r[1] for r in quiet_results)
    print(f"quiet query while {cap} heavy requests ran: best {latencies[0] * 1000:.0f} ms, "
          f"median {latencies[len(latencies) // 2] * 1000:.0f} ms; heavy requests took "
          f"{min(r[1] for r in results):.1f}-{max(r[1] for r in results):.1f} s ({extra} of them waited)")


def test_tabs_polling_back_to_back_are_never_refused(app, live, workspace):
    """The UI polls every 5 to 30 seconds, one request at a time per poll and only in a visible
    tab; here as many tabs as the budget allows poll with no pause at all, and none is refused."""
    ws = workspace()
    tab = Caller(app, live, ws)
    tabs = app.config["GRAPHQL_INFLIGHT_PER_ACCOUNT"]

    # Each tab polls a number of times rather than for a while (it polled for 3 s, asking for more
    # than 4 answers a tab): the same pressure, all tabs at once from the barrier, without the wait.
    start = threading.Barrier(tabs)

    def poll() -> list[int]:
        start.wait()
        return [tab.post(SMALL)[0].status_code for _ in range(POLLS)]

    with ThreadPoolExecutor(tabs) as pool:
        statuses = [s for f in [pool.submit(poll) for _ in range(tabs)] for s in f.result()]
    assert len(statuses) == POLLS * tabs and set(statuses) == {200}
    with app.app_context():
        assert redis_connection().zcard(f"graphql:inflight:account:{ws.account_id}") == 0
