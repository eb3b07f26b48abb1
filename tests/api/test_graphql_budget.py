"""The GraphQL budget (app/graphql/core/budget.py): requests running at once per account and per
organisation, kept in Redis. Requests "running" elsewhere are entries put in the real sets, as a
request in another process would; tests/api/test_noisy_neighbour.py runs them for real."""
import logging
import time
import uuid

import pytest
from redis import Redis

from app.auth.models import Account
from app.db import db
from app.graphql.core import budget, view
from app.jobs.queues import redis_connection
from tests.api.orgs.conftest import workspace  # noqa: F401  (fixture)

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
    threads = app.config["WEB_THREADS"]
    assert app.config["GRAPHQL_INFLIGHT_PER_ACCOUNT"] == threads // 2 == 4
    assert app.config["GRAPHQL_INFLIGHT_PER_ORG"] == threads - 2 == 6


def test_beyond_the_account_budget_a_request_is_refused_at_once_and_others_are_answered(workspace, redis, caplog):
    busy, other = workspace(), workspace("Client Co")
    colleague = busy.add_member()
    running(redis, account_key(busy), 4)
    with caplog.at_level(logging.WARNING, "app.graphql.core.budget"):
        response = busy.post(SMALL)
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


def test_beyond_the_organisation_budget_its_people_wait_and_other_organisations_do_not(workspace, redis):
    busy, other = workspace(), workspace("Client Co")
    colleague = busy.add_member()
    running(redis, org_key(busy), 6)
    response = colleague.post(SMALL)
    assert response.status_code == 429 and response.headers["Retry-After"] == "1"
    assert response.get_json()["errors"][0]["message"] == (
        "Your organisation has 6 requests running, the most allowed at once. Please try again in a moment.")
    assert other.ok(SMALL)["org"]["name"] == "Client Co"
    # The same account acting for another of its organisations is not held by this one's budget.
    assert busy.ok(SMALL, org_id=other.org["id"])["org"] is None  # (not a user there: no data, no refusal)


def test_a_refused_request_takes_no_place_and_runs_nothing(workspace, redis):
    busy = workspace()
    running(redis, account_key(busy), 4)
    rename = 'mutation { accountUpdate(input: {name: "Changed"}) { account { name } } }'
    assert busy.post(rename).status_code == 429
    assert redis.zcard(account_key(busy)) == 4
    with busy.app.app_context():
        assert db.session.get(Account, busy.account_id).name != "Changed"


def test_a_request_counts_while_it_runs_and_stops_counting_when_it_ends(workspace, redis, monkeypatch):
    busy = workspace()
    seen = []
    execute = view.GraphQLView.execute_operation

    def counted(self, *args, **kwargs):
        seen.append((redis.zcard(account_key(busy)), redis.zcard(org_key(busy))))
        return execute(self, *args, **kwargs)

    monkeypatch.setattr(view.GraphQLView, "execute_operation", counted)
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
