"""Property: no GraphQL request, whatever its arguments, is answered with INTERNAL or a 5xx.

Documents are generated from the committed SDL (ui/schema.graphql) by hypothesis-graphql, with the
values of tests/api/fuzz/values.py, as literals or as variables (tests/api/fuzz/documents.py), and
sent to the real app as the supplier's owner, the customer's owner, or nobody. A user's mistake
(a field error, 'not found', a refusal) is a fine answer; a bug, an unhandled input, is not. On a
failure the shrunk request is printed with the traceback the server logged for it.
"""
import json
from pathlib import Path

import graphql
import pytest
from hypothesis import given, seed
from hypothesis import strategies as st

from tests.api.claims.conftest import CONTRACT_CLAIMS, LEDGER
from tests.api.contracts.conftest import BY_SLUG, INVITATIONS, LIST
from tests.api.fuzz.conftest import FUZZ, SEED, harvest, report
from tests.api.fuzz.documents import requests
from tests.api.isolation_world import ACTIVITY, ORG, VARIATION

SDL = Path(__file__).resolve().parents[3] / "ui" / "schema.graphql"
ISSUES = "{ issues { id } }"


@pytest.fixture(scope="module")
def fuzz(fuzz_world):
    """The schema, the real ids and names to draw from, and who to send as."""
    w = fuzz_world
    ids, strings = set(), set()
    slug = {"owner": w.victim.org["slug"], "slug": w.ids["contract_slug"]}
    for ws in (w.victim, w.customer):
        for query, variables in ((BY_SLUG, slug), (CONTRACT_CLAIMS, {"id": w.project.id, "number": 1}),
                                 (CONTRACT_CLAIMS, {"id": w.project.id, "number": 2}), (LEDGER, {"id": w.project.id}),
                                 (ORG, None), (LIST, None), (INVITATIONS, None), (ACTIVITY, None), (ISSUES, None),
                                 (VARIATION, {"id": w.project.id})):
            harvest(ws.gql(query, variables).get("data"), ids, strings)
    harvest(w.ids, ids, strings)
    strings |= {w.victim.org["slug"], w.customer.org["slug"], w.ids["contract_slug"], *w.emails}
    schema = graphql.build_schema(SDL.read_text())
    senders = {"supplier": w.victim, "customer": w.customer, "nobody": None}
    return schema, sorted(ids), sorted(strings), senders, w


def send(fuzz_world, sender, query: str, variables: dict):
    body = json.dumps({"query": query, "variables": variables})  # a lone surrogate travels as \udXXX
    if sender is None:
        client = fuzz_world.victim.app.test_client()
        return client.post("/graphql", data=body, content_type="application/json")
    return sender.client.post("/graphql", data=body, content_type="application/json", headers=sender.headers())


def check(response, server_errors, query, variables, who) -> None:
    errors = server_errors.take()
    body = response.get_json(silent=True) or {}
    internal = [e for e in body.get("errors") or [] if (e.get("extensions") or {}).get("code") == "INTERNAL"]
    if response.status_code >= 500 or internal or errors:
        logged = "\n".join(text for _, text in errors)
        report(f"{response.status_code} as {who}\n{query}\nvariables: {variables!r}\n"
               f"answer: {json.dumps(body)[:2000]}\nserver log:\n{logged}", logged or json.dumps(internal))


def _run(fuzz, server_errors, data, kind):
    schema, ids, strings, senders, world = fuzz
    strategy = _strategies.setdefault((kind, id(schema)), requests(schema, kind, ids, strings))
    query, variables = data.draw(strategy, label="request")
    who = data.draw(st.sampled_from(sorted(senders)), label="as")
    server_errors.take()
    check(send(world, senders[who], query, variables), server_errors, query, variables, who)


_strategies: dict = {}


@seed(SEED)
@FUZZ
@given(data=st.data())
def test_no_query_answers_internal(fuzz, server_errors, data):
    _run(fuzz, server_errors, data, "query")


@seed(SEED)
@FUZZ
@given(data=st.data())
def test_no_mutation_answers_internal(fuzz, server_errors, data):
    _run(fuzz, server_errors, data, "mutation")
