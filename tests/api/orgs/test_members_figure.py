"""The members screen of an organisation with 500 members: one GraphQL request, a fixed number
of SQL statements (at most 5), whatever the number of members. The server time is a figure
ops/bench/members measures, not something a test on a shared machine can assert."""
import json
import re
import uuid
from pathlib import Path

from app.db import db
from tests.api.factories import add_bulk_members
from tests.querycount import count_queries

def members_screen_query() -> str:
    """The members screen's query exactly as the UI sends it (Relay's generated text)."""
    generated = Path(__file__).resolve().parents[3] / "ui" / "src" / "__generated__" / "MembersPageQuery.graphql.ts"
    return json.loads(re.search(r'"text": ("(?:[^"\\]|\\.)*")', generated.read_text()).group(1))


def measure(owner):
    with owner.app.app_context():
        engine = db.engine
    query, variables = members_screen_query(), {"first": 1000}
    owner.gql(query, variables)  # warm: the first request of a client may touch its session
    with count_queries(engine) as queries:
        body = owner.gql(query, variables)
    return body, queries


def test_members_screen_costs_a_fixed_number_of_statements(workspace):
    owner = workspace("Big Builders")
    _, few = measure(owner)
    add_bulk_members(owner.app, owner.org["id"], 500, uuid.uuid4().hex[:8])
    body, many = measure(owner)
    members = body["data"]["org"]["members"]
    assert members["totalCount"] == 501 and len(members["edges"]) == 501
    assert members["pageInfo"]["hasNextPage"] is False
    assert many.count == few.count <= 5, str(many)
    assert len({tuple(e["node"]["permissions"]) for e in members["edges"]}) == 5  # the owner and 4 roles
