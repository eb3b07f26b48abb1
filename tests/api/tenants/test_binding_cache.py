"""A web process keeps who an account is in an organisation (the binding and the member row) while
the access generation in Redis is unchanged (tenants/bindings.py): a change of membership,
permissions or name made in any process is seen at the next request of every other, exactly as
without the cache.

The suite's `app` (cache off, CLAIMDESK_ENV=test) is the process that makes the changes; `cached`
is another web process on the same database and Redis with its caches on (a 5 s bound), and
each person also has a client of it holding the same browser cookie."""
import time

from redis import Redis

from app.db import db
from tenants.bindings import BindingCache
from tests.api.factories import MEMBERS, MEMBER_REMOVE as REMOVE, MEMBER_UPDATE as UPDATE, members_of
from tests.api.factories import cached, workspace  # noqa: F401  (fixtures)
from tests.querycount import count_queries

ORG = "{ org { id name viewerMember { permissions } } }"
RENAME = "mutation($input: OrganisationNameUpdateInput!) { organisationNameUpdate(input: $input) { organisation { name } } }"


def twin(cached, person):
    """`person`'s browser, served by the cached process."""
    client = cached.test_client()
    name = person.app.config["AUTH_COOKIE_NAME"]
    client.set_cookie(name, person.client.get_cookie(name).value)
    return lambda query, variables=None, **kw: client.post(
        "/graphql", json={"query": query, "variables": variables or {}}, headers=person.headers(**kw)).get_json()


def test_a_second_request_reads_neither_the_organisation_nor_the_member_row_again(workspace, cached):
    owner = workspace()
    ask = twin(cached, owner)
    first = ask(ORG)
    with cached.app_context():
        engine = db.engine
    with count_queries(engine) as queries:
        assert ask(ORG) == first
    assert first["data"]["org"]["name"] == "Acme Builders"
    assert not any("shared.users" in q or ".members" in q for q in queries.statements), queries.statements


def test_a_member_removed_in_another_process_loses_the_workspace_at_the_next_request(workspace, cached):
    owner = workspace()
    member = owner.add_member()
    ask = twin(cached, member)
    for _ in range(2):  # the first takes up the invitation (a write: nothing kept), the second is kept
        assert ask(ORG)["data"]["org"]["name"] == "Acme Builders"
    owner.ok(REMOVE, {"input": {"userId": members_of(owner)[member.email]["userId"]}})
    gone = ask(ORG)
    assert gone == member.gql(ORG)  # what a process without the cache answers
    assert gone["data"]["org"] is None


def test_permissions_changed_in_another_process_apply_at_the_next_request(workspace, cached):
    owner = workspace()
    member = owner.add_member(permissions=["ProgressClaims"])
    ask = twin(cached, member)
    for _ in range(2):
        assert "ProgressClaims" in ask(ORG)["data"]["org"]["viewerMember"]["permissions"]
    target = members_of(owner)[member.email]
    owner.ok(UPDATE, {"input": {"id": target["id"], "permissions": []}})
    assert ask(ORG)["data"]["org"]["viewerMember"]["permissions"] == []
    assert ask(MEMBERS) == member.gql(MEMBERS)


def test_a_rename_in_another_process_is_seen_at_the_next_request(workspace, cached):
    owner = workspace()
    ask = twin(cached, owner)
    assert ask(ORG)["data"]["org"]["name"] == "Acme Builders"
    owner.ok(RENAME, {"input": {"orgId": owner.org["id"], "name": "Acme Renamed"}})
    assert ask(ORG)["data"]["org"]["name"] == "Acme Renamed"
    # and a rename through the cached process itself (its Organisation is its own request's)
    renamed = ask(RENAME, {"input": {"orgId": owner.org["id"], "name": "Acme Again"}})
    assert renamed["data"]["organisationNameUpdate"]["organisation"]["name"] == "Acme Again"
    assert owner.ok(ORG)["org"]["name"] == ask(ORG)["data"]["org"]["name"] == "Acme Again"


def test_a_binding_kept_for_one_account_never_binds_another(workspace, cached):
    owner, stranger = workspace(), workspace("Stranger Ltd")
    assert twin(cached, owner)(ORG)["data"]["org"]["name"] == "Acme Builders"
    assert twin(cached, owner)(ORG, org_id=owner.org["slug"])["data"]["org"]["name"] == "Acme Builders"
    # The stranger names the owner's organisation (id, then slug): nothing is bound.
    ask = twin(cached, stranger)
    assert ask(ORG, org_id=owner.org["id"]) == stranger.gql(ORG, org_id=owner.org["id"])
    assert ask(ORG, org_id=owner.org["id"])["data"]["org"] is None
    assert ask(ORG, org_id=owner.org["slug"])["data"]["org"] is None
    assert ask(ORG)["data"]["org"]["name"] == "Stranger Ltd"


def test_without_redis_every_request_reads_the_database(workspace, cached, monkeypatch):
    owner = workspace()
    member = owner.add_member()
    ask = twin(cached, member)
    assert ask(ORG)["data"]["org"]["name"] == "Acme Builders"
    monkeypatch.setitem(cached.extensions, "redis", Redis.from_url("redis://127.0.0.1:1/0", socket_connect_timeout=1))
    assert ask(ORG)["data"]["org"]["name"] == "Acme Builders"
    owner.ok(REMOVE, {"input": {"userId": members_of(owner)[member.email]["userId"]}})
    assert ask(ORG)["data"]["org"] is None


def test_an_answer_is_used_only_under_its_generation_and_for_its_seconds():
    kept = BindingCache(5)
    kept.put("key", "answer", b"7")
    assert kept.get("key", b"7") == "answer"
    assert kept.get("key", b"8") is None
    assert kept.get("key", None) is None
    kept.put("other", "answer", None)  # read without a generation (no Redis): never kept
    assert kept.get("other", None) is None and kept.get("other", b"7") is None
    stale = BindingCache(0.01)
    stale.put("key", "answer", b"7")
    time.sleep(0.02)
    assert stale.get("key", b"7") is None
