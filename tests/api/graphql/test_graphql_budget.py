"""The GraphQL budget (app/graphql/core/budget.py): requests running at once per account and per
organisation, kept in Redis. Requests "running" elsewhere are entries put in the real sets, as a
request in another process would; tests/api/test_noisy_neighbour.py runs them for real."""
import logging
import threading
import time
import uuid

import pytest
from redis import Redis

from flask import g

from app.auth.models import Account
from app.db import db
from app.graphql.core import budget, view
from app.redis import redis_connection
from tests.api.factories import cached, workspace  # noqa: F401  (fixtures)

SMALL = "{ org { name } }"


@pytest.fixture
def redis(app):
    with app.app_context():
        yield redis_connection()


def running(redis, key: str, n: int, *, ends_in: float = 60) -> None:
    """n requests of `key` admitted elsewhere, counting until `ends_in` seconds from now."""
    redis.zadd(key, {uuid.uuid4().hex: time.time() + ends_in for _ in range(n)})


def account_key(ws) -> str:
    return f"graphql:inflight:account:{ws.account_id}"


def org_key(ws) -> str:
    return f"graphql:inflight:org:{ws.org['id']}"


def test_the_defaults_leave_threads_of_every_web_process_to_others(app):
    threads, processes = app.config["WEB_THREADS"], app.config["WEB_CONCURRENCY"]
    assert app.config["GRAPHQL_INFLIGHT_PER_ACCOUNT"] == threads // 2 == 4
    assert app.config["GRAPHQL_INFLIGHT_PER_ORG_PER_PROCESS"] == threads - 2 == 6
    assert app.config["GRAPHQL_INFLIGHT_PER_ORG"] == processes * (threads - 2)
    assert app.config["GRAPHQL_INFLIGHT_WAIT"] == 2


def test_beyond_the_account_budget_a_request_waits_then_is_refused_and_others_are_answered(workspace, redis, caplog,
                                                                                       short_wait):
    busy, other = workspace(), workspace("Client Co")
    colleague = busy.add_member()
    running(redis, account_key(busy), 4)
    started = time.monotonic()
    with caplog.at_level(logging.INFO, "app.graphql.core.budget"):
        response = busy.post(SMALL)
    assert time.monotonic() - started >= short_wait  # waited for a slot, then gave up
    assert f"GraphQL request of account {busy.account_id} waited" in caplog.text
    assert f"RATE_LIMITED on /graphql: {account_key(busy)} has 4 requests running" in caplog.text
    assert response.status_code == 429 and response.headers["Retry-After"] == "1"
    assert response.get_json() == {"errors": [{
        "message": "Your account has 4 requests running, the most allowed at once. Please try again in a moment.",
        "extensions": {"code": "RATE_LIMITED", "status": 429, "retryAfter": 1}}]}
    # The budget is the account's: its organisation's other people and other organisations go on.
    assert colleague.ok(SMALL)["org"]["name"] == "Acme Builders"
    assert other.ok(SMALL)["org"]["name"] == "Client Co"
    redis.delete(account_key(busy))
    assert busy.ok(SMALL)["org"]["name"] == "Acme Builders"


@pytest.fixture
def short_wait(app, monkeypatch):
    monkeypatch.setitem(app.config, "GRAPHQL_INFLIGHT_WAIT", 0.5)
    return 0.5


def test_at_the_account_budget_a_request_runs_as_soon_as_a_slot_frees(workspace, redis, short_wait):
    """One person clicking through screens fast (a screen's query, its polls, the palette's search)
    is not an error: the request beyond the account's budget waits and then runs (issue 36)."""
    busy = workspace()
    running(redis, account_key(busy), 3)
    running(redis, account_key(busy), 1, ends_in=0.2)  # this one ends in 0.2 s
    started = time.monotonic()
    assert busy.ok(SMALL)["org"]["name"] == "Acme Builders"
    assert 0.15 <= time.monotonic() - started
    assert redis.zcard(account_key(busy)) == 3  # its own place given back


def test_beyond_the_organisation_budget_its_people_wait_and_other_organisations_do_not(workspace, redis, app,
                                                                                      short_wait):
    busy, other = workspace(), workspace("Client Co")
    colleague = busy.add_member()
    limit = app.config["GRAPHQL_INFLIGHT_PER_ORG"]
    running(redis, org_key(busy), limit)
    started = time.monotonic()
    response = colleague.post(SMALL)
    assert time.monotonic() - started >= short_wait  # waited for a slot, then gave up
    assert response.status_code == 429 and response.headers["Retry-After"] == "1"
    assert response.get_json()["errors"][0]["message"] == (
        f"Your organisation has {limit} requests running, the most allowed at once. Please try again in a moment.")
    assert redis.zcard(org_key(busy)) == limit and redis.zcard(account_key(colleague)) == 0  # took no place
    assert other.ok(SMALL)["org"]["name"] == "Client Co"
    # The same account acting for another of its organisations is not held by this one's budget.
    assert busy.ok(SMALL, org_id=other.org["id"])["org"] is None  # (not a user there: no data, no refusal)


def test_at_the_organisation_budget_a_request_runs_as_soon_as_a_slot_frees(workspace, redis, app, short_wait):
    """A burst of an organisation's people is not an error: the request waits and then runs."""
    busy = workspace()
    limit = app.config["GRAPHQL_INFLIGHT_PER_ORG"]
    running(redis, org_key(busy), limit - 1)
    running(redis, org_key(busy), 1, ends_in=0.2)  # this one ends in 0.2 s
    started = time.monotonic()
    assert busy.ok(SMALL)["org"]["name"] == "Acme Builders"
    assert 0.15 <= time.monotonic() - started
    assert redis.zcard(org_key(busy)) == limit - 1  # its own place given back


def test_an_organisation_never_holds_more_threads_of_a_process_than_its_share(workspace, app, monkeypatch):
    """Requests running or waiting hold threads: beyond the organisation's share of this process
    the next is refused at once, however much of its budget across processes is left, and
    another organisation is answered meanwhile."""
    busy, other = workspace(), workspace("Client Co")
    people = [busy.add_member() for _ in range(app.config["GRAPHQL_INFLIGHT_PER_ORG_PER_PROCESS"])]
    release, inside = threading.Event(), threading.Semaphore(0)
    execute = view.GraphQLView.execute_operation

    def held(self, *args, **kwargs):
        if g.get("account_id") != other.account_id:
            inside.release()
            release.wait(30)
        return execute(self, *args, **kwargs)

    monkeypatch.setattr(view.GraphQLView, "execute_operation", held)
    threads = [threading.Thread(target=lambda p=p: answers.append(p.post(SMALL).status_code)) for p in people]
    answers = []
    try:
        for thread in threads:
            thread.start()
        for _ in people:
            assert inside.acquire(timeout=30)
        started = time.monotonic()
        response = busy.post(SMALL)
        assert response.status_code == 429 and time.monotonic() - started < app.config["GRAPHQL_INFLIGHT_WAIT"]
        assert response.get_json()["errors"][0]["extensions"]["code"] == "RATE_LIMITED"
        assert other.ok(SMALL)["org"]["name"] == "Client Co"
    finally:
        release.set()
        for thread in threads:
            thread.join(30)
    assert answers == [200] * len(people)
    assert busy.ok(SMALL)["org"]["name"] == "Acme Builders"  # the threads were given back


def test_a_refused_request_takes_no_place_and_runs_nothing(workspace, redis, short_wait):
    busy = workspace()
    running(redis, account_key(busy), 4)
    rename = 'mutation { accountUpdate(input: {name: "Changed"}) { account { name } } }'
    assert busy.post(rename).status_code == 429
    assert redis.zcard(account_key(busy)) == 4
    with busy.app.app_context():
        assert db.session.get(Account, busy.account_id).name != "Changed"


def counts_while_running(monkeypatch, redis, ws) -> list[tuple[int, int]]:
    """What `ws`'s account and organisation count while each GraphQL request runs, from now on."""
    seen = []
    execute = view.GraphQLView.execute_operation

    def counted(self, *args, **kwargs):
        seen.append((redis.zcard(account_key(ws)), redis.zcard(org_key(ws))))
        return execute(self, *args, **kwargs)

    monkeypatch.setattr(view.GraphQLView, "execute_operation", counted)
    return seen


def test_a_request_counts_while_it_runs_and_stops_counting_when_it_ends(workspace, redis, monkeypatch):
    busy = workspace()
    seen = counts_while_running(monkeypatch, redis, busy)
    busy.ok(SMALL)
    busy.gql('{ node(id: "nonsense") { id } }')  # an answer with errors ends too
    assert seen == [(1, 1), (1, 1)]
    assert redis.zcard(account_key(busy)) == 0 and redis.zcard(org_key(busy)) == 0


def test_a_failing_request_stops_counting_too(workspace, redis, monkeypatch):
    busy = workspace()

    def broken(*args, **kwargs):
        raise RuntimeError("a bug")

    monkeypatch.setattr(view.GraphQLView, "process_result", broken)
    assert busy.post(SMALL).status_code == 500
    assert redis.zcard(account_key(busy)) == 0


def test_what_a_dead_worker_left_behind_stops_counting_when_its_time_is_up(workspace, redis):
    busy = workspace()
    running(redis, account_key(busy), 4, ends_in=-1)  # admitted over a minute ago, never released
    assert busy.ok(SMALL)["org"]["name"] == "Acme Builders"
    assert redis.zcard(account_key(busy)) == 0


def test_the_sets_expire_with_their_last_request(workspace, redis, monkeypatch):
    busy = workspace()
    ttls = []
    execute = view.GraphQLView.execute_operation

    def counted(self, *args, **kwargs):
        ttls.append(redis.ttl(account_key(busy)))
        return execute(self, *args, **kwargs)

    monkeypatch.setattr(view.GraphQLView, "execute_operation", counted)
    busy.ok(SMALL)
    assert 0 < ttls[0] <= 60


def test_anonymous_requests_are_not_budgeted(client, redis, monkeypatch):
    calls = []
    monkeypatch.setattr(budget, "redis_connection", lambda: calls.append(1) or redis)
    assert client.post("/graphql", json={"query": "{ __typename }"}).status_code == 200
    assert calls == []


def test_without_redis_requests_go_ahead(app, workspace, monkeypatch, caplog):
    busy = workspace()
    unreachable = Redis.from_url("redis://127.0.0.1:1/0", socket_connect_timeout=1)
    monkeypatch.setitem(app.extensions, "redis", unreachable)
    assert busy.ok(SMALL)["org"]["name"] == "Acme Builders"
    assert "GraphQL budget not checked" in caplog.text


# A process that keeps bindings (tests/api/factories.py's `cached`) admits a
# request whose binding it keeps in the round trip that reads the access generation.

def kept(cached, person):
    """`person`'s browser served by the cached process, its binding kept: (client, headers)."""
    client = cached.test_client()
    name = person.app.config["AUTH_COOKIE_NAME"]
    client.set_cookie(name, person.client.get_cookie(name).value)
    for _ in range(2):  # kept, then admitted with it (Redis learns the script)
        assert client.post("/graphql", json={"query": SMALL}, headers=person.headers()).status_code == 200
    return client, person.headers()


def test_a_kept_binding_is_admitted_with_the_generation_in_one_round_trip(workspace, redis, cached, monkeypatch):
    busy = workspace()
    client, headers = kept(cached, busy)
    sent, execute = [], Redis.execute_command

    def counted(self, *args, **options):
        sent.append(args[0])
        return execute(self, *args, **options)

    monkeypatch.setattr(Redis, "execute_command", counted)
    assert client.post("/graphql", json={"query": SMALL}, headers=headers).get_json() == \
        {"data": {"org": {"name": "Acme Builders"}}}
    assert sent == ["EVALSHA", "EVALSHA"]  # admitted with the generation; released (it was GET, then two)
    monkeypatch.undo()
    assert redis.zcard(account_key(busy)) == 0 and redis.zcard(org_key(busy)) == 0


def test_a_kept_binding_counts_while_it_runs_and_is_refused_over_the_budget_as_before(workspace, redis, cached,
                                                                                     monkeypatch, short_wait):
    busy = workspace()
    client, headers = kept(cached, busy)
    seen = counts_while_running(monkeypatch, redis, busy)
    client.post("/graphql", json={"query": SMALL}, headers=headers)
    assert seen == [(1, 1)]
    running(redis, account_key(busy), 4)
    refused = client.post("/graphql", json={"query": SMALL}, headers=headers)
    assert (refused.status_code, refused.get_json()) == (429, busy.post(SMALL).get_json())
    assert redis.zcard(account_key(busy)) == 4 and redis.zcard(org_key(busy)) == 0
    assert seen == [(1, 1)]  # nothing ran


def test_a_kept_binding_under_a_bumped_generation_counts_against_what_the_request_is_bound_to(
        workspace, redis, cached, monkeypatch):
    from tests.api.factories import MEMBER_REMOVE as REMOVE, members_of

    owner = workspace()
    member = owner.add_member()
    client, headers = kept(cached, member)
    client.post("/graphql", json={"query": SMALL}, headers=headers)  # the invitation taken up: now kept
    owner.ok(REMOVE, {"input": {"userId": members_of(owner)[member.email]["userId"]}})
    seen = counts_while_running(monkeypatch, redis, member)
    learnt = budget.bindings.read_generation_as

    def learning(value):  # the admission's round trip has answered: was anything added?
        seen.append((redis.zcard(account_key(member)), redis.zcard(org_key(member))))
        return learnt(value)

    monkeypatch.setattr(budget.bindings, "read_generation_as", learning)
    assert client.post("/graphql", json={"query": SMALL}, headers=headers).get_json()["data"]["org"] is None
    # Not even for a moment was it counted against the organisation it is no longer one of.
    assert seen == [(0, 0), (1, 0)]


def test_a_request_admitted_with_its_binding_but_refused_before_graphql_is_released(workspace, redis, cached):
    busy = workspace()
    client, headers = kept(cached, busy)
    refused = client.post("/graphql", data="{ org { name } }", headers={**headers, "Content-Type": "text/plain"})
    assert refused.status_code == 415
    assert redis.zcard(account_key(busy)) == 0 and redis.zcard(org_key(busy)) == 0
