"""The inputs issue 37's probe found answered INTERNAL, each answered as a caller's mistake now.

The fuzzer (tests/api/fuzz/) looks for the whole class; these are its known members, kept by name
so a regression says which one came back.
"""
import json

import pytest
from graphql_relay import to_global_id

from tests.api.factories import BY_SLUG
from tests.api.factories import party, project  # noqa: F401  (fixtures)

NODE = "query($id: ID!) { node(id: $id) { __typename id } }"


def codes(body) -> list[str]:
    return [(e.get("extensions") or {}).get("code") for e in body.get("errors") or []]


def no_internal(body) -> dict:
    assert "INTERNAL" not in codes(body), body
    return body


NOT_NODE_IDS = ["", "not base64!", "QQ", "TU0AKw==", "yA==", "A" * 5000, to_global_id("Nope", "1"),
                to_global_id("Query", "1"), to_global_id("String", "1"), to_global_id("ContractRelation", "1"),
                to_global_id("Contract", ""), to_global_id("", "1"), to_global_id("ClaimSubmitPayload", "1")]


def test_node_answers_null_for_anything_that_is_not_a_node_id(party):
    ws = party("Acme Builders")
    for raw in NOT_NODE_IDS:
        for client_headers in (ws.headers(), {}):
            response = ws.client.post("/graphql", json={"query": NODE, "variables": {"id": raw}}, headers=client_headers)
            body = no_internal(response.get_json())
            assert body.get("errors") is None and body["data"]["node"] is None, (raw, body)


def test_every_id_the_contract_hands_out_reads_back_through_node(project, party):
    p = project()
    contract = p.supplier.ok(BY_SLUG, {"owner": p.contract["owner"]["slug"], "slug": p.contract["slug"]})["contract"]
    ids = [contract["customer"]["id"], contract["supplier"]["id"], *(m["id"] for m in contract["members"])]
    for global_id in ids:
        node = p.supplier.ok(NODE, {"id": global_id})["node"]
        assert node is not None and node["id"] == global_id, global_id
        assert p.customer.ok(NODE, {"id": global_id})["node"]["id"] == global_id  # the other party reaches it too
    member = contract["members"][0]
    shown = p.supplier.ok("query($id: ID!) { node(id: $id) { ... on ContractMember { id relation user { email } } } }",
                          {"id": member["id"]})["node"]
    assert shown == {"id": member["id"], "relation": member["relation"], "user": {"email": member["user"]["email"]}}
    outsider = party("Other Co")
    for global_id in ids:
        assert outsider.ok(NODE, {"id": global_id})["node"] is None  # another organisation's: like a missing one


LISTS_WITH_FIRST_NULL = [
    "{ issues(first: null) { id } }",
    "{ estimateRequests(first: null) { issue { id } } }",
    "{ recipientSearch(text: \"a\", first: null) { email } }",
    "{ activity(last: null) { entries { id } } }",
    "{ claimList(box: Inbox) { claims(first: null) { pageInfo { hasNextPage } } } }",
    "{ projects { contracts(first: null, archived: null) { totalCount } } }",
    "{ org { members(first: null) { totalCount } } }",
]


@pytest.mark.parametrize("query", LISTS_WITH_FIRST_NULL)
def test_an_explicit_null_reads_as_the_default(party, query):
    ws = party("Acme Builders")
    body = no_internal(ws.gql(query))
    assert body.get("errors") is None, body
    as_variable = query.replace(": null", ": $n", 1).replace("{", "query($n: Int) {", 1) if "first: null" in query \
        or "last: null" in query else None
    if as_variable:
        assert ws.gql(as_variable, {"n": None}).get("errors") is None


def test_cca_deadline_with_days_null_is_the_acts_twenty_days(client):
    query = '{ ccaDeadline(served: "2026-03-02", days: null) { date } }'
    body = client.post("/graphql", json={"query": query}).get_json()  # anonymous
    assert body.get("errors") is None, body
    default = client.post("/graphql", json={"query": '{ ccaDeadline(served: "2026-03-02") { date } }'}).get_json()
    assert body["data"] == default["data"]


def test_pay_cycle_create_without_params_is_a_validation_error(party):
    body = no_internal(party("Acme Builders").gql('mutation { payCycleCreate(input: {name: "x"}) { payCycle { id } } }'))
    assert body["errors"] and "params" in body["errors"][0]["message"]


def test_contract_create_with_an_empty_parent_id_is_contract_not_found(party):
    body = no_internal(party("Acme Builders").gql(
        'mutation { contractCreate(input: {siteName: "S", parentId: ""}) { contract { id } } }'))
    assert [e["message"] for e in body["errors"]] == ["Contract not found"]


NUL_INPUTS = [
    ("query($s: String!) { contract(owner: $s, slug: $s) { id } }", "s"),
    ("query($s: String!) { contractInvitation(owner: $s, slug: $s) { contractId } }", "s"),
    ("query($s: String!) { recipientSearch(text: $s) { email } }", "s"),
    ("query($s: String!) { userByEmail(email: $s) { email } }", "s"),
    ("query($s: String) { projects { contracts(search: $s) { totalCount } } }", "s"),
    ("query($s: String) { activity(q: $s) { entries { id } } }", "s"),
    ("query($s: ID!) { node(id: $s) { id } }", "s"),
    ("mutation($s: String!) { feedbackSend(input: {message: $s}) { __typename } }", "s"),
]


def test_nul_and_lone_surrogates_are_refused_by_the_scalar(party):
    ws = party("Acme Builders")
    for query, variable in NUL_INPUTS:
        for text in ("a\x00b", "\ud800", "x\udfff"):
            response = ws.client.post("/graphql", data=json.dumps({"query": query, "variables": {variable: text}}),
                                      content_type="application/json", headers=ws.headers())
            body = no_internal(response.get_json())
            assert response.status_code == 200 and body["errors"], body
            message = body["errors"][0]["message"]
            assert "Text cannot contain a NUL character or an unpaired surrogate" in message, message
            assert f"${variable}" in message  # the field it came in


def test_a_nul_in_a_literal_is_refused_too(party):
    ws = party("Acme Builders")
    body = ws.gql('{ recipientSearch(text: "a\\u0000b") { email } }')
    assert "Text cannot contain a NUL character" in body["errors"][0]["message"], body
    # A raw lone surrogate in the document itself is the lexer's syntax error.
    response = ws.client.post("/graphql", data=json.dumps({"query": '{ recipientSearch(text: "\ud800") { email } }'}),
                              content_type="application/json", headers=ws.headers())
    assert response.status_code == 200 and response.get_json()["errors"][0]["message"].startswith("Syntax Error"), \
        response.get_data(as_text=True)


def test_a_rest_json_body_with_a_nul_is_refused_naming_the_field(client):
    response = client.post("/auth/login", data=json.dumps({"email": "a@example.com", "extra": {"x": ["ok", "\ud800"]}}),
                           content_type="application/json")
    assert response.status_code == 422
    assert response.get_json()["field"] == "extra.x.1"
    assert response.get_json()["errors"] == {"json": {"extra.x.1": [response.get_json()["message"]]}}
    assert "NUL" in response.get_json()["message"]
