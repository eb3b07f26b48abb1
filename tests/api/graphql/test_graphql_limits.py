"""What one GraphQL request may ask for, and how a refusal reads: clear, never a 500."""
import glob
import json
import logging
import re
from pathlib import Path

import pytest
from graphql import GraphQLError, parse

from app import create_app
from app.graphql.core import limits, view
from app.graphql.core.errors import format_error

ROOT = Path(__file__).resolve().parents[3]


def _nested(depth: int) -> str:
    inner = "id"
    for _ in range(depth - 1):
        inner = f"parent {{ {inner} }}"
    return f'{{ contract(owner: "a", slug: "b") {{ {inner} }} }}'


def _messages(response) -> list[str]:
    assert response.status_code == 200, response.data
    return [e["message"] for e in response.get_json()["errors"]]


@pytest.fixture(scope="module")
def production(test_config):
    return create_app({**test_config, "ENV_NAME": "production", "SMTP_URL": "smtp://127.0.0.1:9"}).test_client()


def test_a_depth_50_query_is_refused(client):
    messages = _messages(client.post("/graphql", json={"query": _nested(50)}))
    assert any("exceeds maximum operation depth of 15" in m for m in messages), messages


def test_a_query_at_the_depth_cap_is_not_refused_for_depth(client):
    response = client.post("/graphql", json={"query": _nested(limits.MAX_DEPTH - 1)})
    assert not any("depth" in e["message"] for e in response.get_json().get("errors", []))


def test_a_thousand_aliases_are_refused_before_anything_runs(client):
    query = "{ " + " ".join(f"a{i}: __typename" for i in range(1000)) + " }"
    response = client.post("/graphql", json={"query": query})
    assert response.get_json()["data"] is None
    assert limits.TOO_MANY_ALIASES.format(count=1000, limit=limits.MAX_ALIASES) in _messages(response)


def test_fields_are_counted_through_fragments(client):
    spreads = " ".join(f"x{i}: ccaDeadline(served: \"2026-03-02\", days: 1) {{ ...D }}" for i in range(20))
    fragment = "fragment D on CcaDeadline { " + " ".join(["date"] * 60) + " }"
    response = client.post("/graphql", json={"query": f"{{ {spreads} }} {fragment}"})
    assert limits.TOO_MANY_FIELDS.format(count=1220, limit=limits.MAX_FIELDS) in _messages(response)


def test_too_many_tokens_are_refused_while_parsing(client):
    query = "{ " + " ".join(["__typename"] * (limits.MAX_TOKENS + 10)) + " }"
    messages = _messages(client.post("/graphql", json={"query": query}))
    assert any("more than 5000 tokens" in m for m in messages), messages


@pytest.mark.parametrize("body", [[{"query": "{ __typename }"}] * 500, "{ __typename }", 42, None, True, {"query": 7}])
def test_anything_but_one_operation_object_is_refused(client, body):
    response = client.post("/graphql", data=json.dumps(body), content_type="application/json")
    assert response.status_code == 400
    assert response.get_json() == {"message": view.ONE_OPERATION}


def test_an_oversized_body_is_refused(app, client):
    limit = app.config["GRAPHQL_MAX_BODY_BYTES"]
    body = json.dumps({"query": "{ __typename }", "variables": {"pad": "x" * limit}})
    response = client.post("/graphql", data=body, content_type="application/json")
    assert response.status_code == 413
    assert response.get_json() == {"message": view.BODY_TOO_LARGE.format(limit=limit)}


def test_introspection_answers_outside_production(client):
    response = client.post("/graphql", json={"query": "{ __schema { queryType { name } } }"})
    assert response.get_json()["data"]["__schema"]["queryType"]["name"] == "Query"


def test_introspection_is_refused_in_production(production):
    response = production.post("/graphql", json={"query": "{ __schema { types { name } } }"})
    body = response.get_json()
    assert response.status_code == 200 and body["data"] is None
    assert [e["message"] for e in body["errors"]] == [limits.INTROSPECTION_DISABLED]


def test_production_gives_no_field_suggestions(client, production):
    query = {"query": "{ ccaDeadlin(served: \"2026-03-02\", days: 1) { date } }"}
    assert any("Did you mean" in m for m in _messages(client.post("/graphql", json=query)))
    messages = _messages(production.post("/graphql", json=query))
    assert messages == ["Cannot query field 'ccaDeadlin' on type 'Query'."]


def _ui_operations():
    for path in sorted(glob.glob(str(ROOT / "ui" / "src" / "__generated__" / "*.graphql.ts"))):
        match = re.search(r'"text": ("(?:[^"\\]|\\.)*")', Path(path).read_text())
        if match:
            yield Path(path).name, json.loads(match.group(1))


def test_every_operation_the_ui_sends_is_within_the_limits(client):
    """The caps are for hand-made documents: none of the screens may come near them."""
    operations = list(_ui_operations())
    assert len(operations) > 40
    rules = limits.validation_rules(production=True)
    from graphql import validate

    from app.graphql.schema import schema

    for name, text in operations:
        document = parse(text, max_tokens=limits.MAX_TOKENS // 2)
        assert validate(schema.graphql_schema, document, rules) == [], name
        for fields, aliases in limits.measure(document).values():
            assert fields <= limits.MAX_FIELDS // 2 and aliases <= limits.MAX_ALIASES // 2, name


def test_a_user_error_is_logged_once_at_info_without_a_traceback(caplog):
    from app.errors import UserError

    caplog.set_level(logging.INFO)
    error = GraphQLError("x", path=["contractCreate"], original_error=UserError("Site name is required", field="siteName"))
    answer = format_error(error)
    assert answer["message"] == "Site name is required" and answer["extensions"]["field"] == "siteName"
    [record] = [r for r in caplog.records if r.name == "app.graphql.core.errors"]
    assert record.levelno == logging.INFO and record.exc_info is None
    assert "USERERROR" in record.getMessage()


def test_a_bug_is_logged_at_error_with_the_ref_the_user_sees(app, caplog):
    caplog.set_level(logging.INFO)
    with app.test_request_context("/graphql"):
        answer = format_error(GraphQLError("x", path=["claim"], original_error=KeyError("boom")))
        ref = answer["extensions"]["ref"]
        assert answer["message"] == f"Something went wrong (ref {ref})" and re.fullmatch(r"[A-Z0-9]{6}", ref)
        [record] = [r for r in caplog.records if r.name == "app.graphql.core.errors"]
        assert record.levelno == logging.ERROR and record.exc_info[1].args == ("boom",)
        assert "boom" not in json.dumps(answer)


def test_graphql_server_does_not_log_user_errors_again(client, caplog):
    caplog.set_level(logging.INFO)
    client.post("/graphql", json={"query": "{ nope }"})
    assert not [r for r in caplog.records if r.name.startswith("graphql_server")]


def test_an_unexpected_rest_error_shows_a_ref_and_logs_one_traceback(test_config, caplog):
    fresh = create_app(dict(test_config))

    @fresh.post("/v1/test-only-failure")
    def failing():
        raise RuntimeError("secret detail")

    caplog.set_level(logging.INFO)
    response = fresh.test_client().post("/v1/test-only-failure", json={})
    body = response.get_json()
    assert response.status_code == 500 and body["message"] == f"Something went wrong (ref {body['ref']})"
    [record] = [r for r in caplog.records if r.levelno >= logging.ERROR]
    assert record.exc_info[1].args == ("secret detail",) and "secret" not in response.get_data(as_text=True)


def test_json_logs_are_one_line_per_event_with_the_ref(test_config):
    from app.logs import request_ref

    json_app = create_app({**test_config, "LOG_FORMAT": "json"})
    handler = next(h for h in logging.getLogger().handlers if getattr(h, "claimdesk", False))
    try:
        with json_app.test_request_context("/graphql"):
            ref = request_ref()
            try:
                raise ValueError("first\nsecond")
            except ValueError as exc:
                record = logging.getLogger("probe").makeRecord("probe", logging.ERROR, __file__, 1, "failed", (), (type(exc), exc, exc.__traceback__))
            for f in handler.filters:
                f.filter(record)
            line = handler.format(record)
        assert "\n" not in line
        event = json.loads(line)
        assert event["ref"] == ref and event["level"] == "ERROR" and "ValueError: first" in event["traceback"]
    finally:
        create_app(dict(test_config))  # back to the plain format for the rest of the run
