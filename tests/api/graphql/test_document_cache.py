"""GraphQL documents parsed and validated once per process (app/graphql/core/documents.py): the
same answers and the same refusals as without the cache, and nothing of one request kept."""
import pytest

from app import create_app
from app.graphql.core.documents import DocumentCache
from app.graphql.schema import schema
from graphql_server.exceptions import GraphQLValidationError

ORG = "query Org { org { id name } viewer { email } }"
BAD = "{ org { nope } }"
INTROSPECTION = "{ __schema { queryType { name } } }"


def _messages(body) -> list[str]:
    return [e["message"] for e in body["errors"]]


def test_two_organisations_asking_the_same_document_each_get_their_own_answer(app, workspace):
    first, second = workspace("First Builders"), workspace("Second Builders")
    documents = app.extensions["graphql_documents"]
    a = first.ok(ORG)
    size = len(documents)
    b = second.ok(ORG)
    assert len(documents) == size  # the second one was the cached document
    assert (a["org"]["name"], a["viewer"]["email"]) == ("First Builders", first.email)
    assert (b["org"]["name"], b["viewer"]["email"]) == ("Second Builders", second.email)
    # The first again, after the second: still its own.
    assert first.ok(ORG)["org"]["name"] == "First Builders"


def test_an_invalid_document_is_refused_alike_every_time(workspace):
    owner = workspace()
    once, again = owner.gql(BAD), owner.gql(BAD)
    assert once == again
    assert once["data"] is None and any("Cannot query field 'nope'" in m for m in _messages(once))
    syntax = owner.gql("{ org { ")
    assert syntax == owner.gql("{ org { ") and "Syntax Error" in _messages(syntax)[0]


def test_production_rules_are_kept_apart_from_the_others():
    documents = DocumentCache(10)
    document = documents.validated(schema.graphql_schema, INTROSPECTION, production=False)
    assert documents.validated(schema.graphql_schema, INTROSPECTION, production=False) is document
    with pytest.raises(GraphQLValidationError) as refused:
        documents.validated(schema.graphql_schema, INTROSPECTION, production=True)
    assert [e.message for e in refused.value.errors] == ["GraphQL introspection is disabled."]


def test_the_cache_keeps_at_most_its_size_the_least_recently_used_leaving_first():
    documents = DocumentCache(2)
    texts = ["{ __typename }", "query A { __typename }", "query B { __typename }"]
    first = documents.validated(schema.graphql_schema, texts[0], False)
    second = documents.validated(schema.graphql_schema, texts[1], False)
    assert documents.validated(schema.graphql_schema, texts[0], False) is first  # used again: kept
    documents.validated(schema.graphql_schema, texts[2], False)  # the second leaves
    assert len(documents) == 2
    assert documents.validated(schema.graphql_schema, texts[0], False) is first
    assert documents.validated(schema.graphql_schema, texts[1], False) is not second  # parsed again


def test_size_zero_keeps_nothing(test_config):
    documents = DocumentCache(0)
    assert documents.validated(schema.graphql_schema, "{ __typename }", False) is not \
        documents.validated(schema.graphql_schema, "{ __typename }", False)
    assert len(documents) == 0
    uncached = create_app({**test_config, "GRAPHQL_DOCUMENT_CACHE_SIZE": 0})
    body = uncached.test_client().post("/graphql", json={"query": BAD}).get_json()
    assert any("Cannot query field 'nope'" in m for m in _messages(body))
