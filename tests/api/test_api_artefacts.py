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


def test_the_sdl_does_not_depend_on_the_order_modules_are_imported_in():
    """A field another domain defines is mounted with `placed` (app/graphql/core/fields.py): before
    it, importing a domain's field module first moved its fields within `Claim` in the SDL."""
    import subprocess
    import sys

    first = "import app.graphql.enforcement.claim, app.graphql.payments.claim, app.graphql.comments.claim"
    printed = subprocess.run(
        [sys.executable, "-c", f"{first}\nfrom app.graphql.schema import sdl\nprint(sdl(), end='')"],
        cwd=ROOT, capture_output=True, text=True, check=True,
    ).stdout
    assert printed == (ROOT / "ui" / "schema.graphql").read_text()
