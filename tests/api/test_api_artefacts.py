"""The committed API documents match what the code serves."""
import json
from pathlib import Path

from app.graphql.schema import sdl
from app.rest import openapi_document

ROOT = Path(__file__).resolve().parents[2]
REGENERATE = "regenerate with: .venv/bin/flask --app wsgi api print-{} > {}"


def test_committed_graphql_sdl_matches_the_schema():
    committed = (ROOT / "ui" / "schema.graphql").read_text()
    assert committed == sdl(), REGENERATE.format("schema", "ui/schema.graphql")


def test_committed_openapi_matches_the_served_document(app, client):
    committed = json.loads((ROOT / "docs" / "openapi.json").read_text())
    assert committed == openapi_document(app), REGENERATE.format("openapi", "docs/openapi.json")
    assert client.get("/v1/openapi.json").get_json() == committed


def test_every_graphql_field_and_type_is_described():
    from app.graphql.schema import schema

    missing = []
    for name, graphql_type in schema.graphql_schema.type_map.items():
        if name.startswith("__") or name in {"String", "Boolean", "Int", "Float", "ID"}:
            continue
        if not graphql_type.description:
            missing.append(name)
        for field_name, field in getattr(graphql_type, "fields", {}).items():
            if not field.description:
                missing.append(f"{name}.{field_name}")
    assert missing == []
