"""Serving the UI: client routes fall back to the app; server paths never do."""
import pytest


@pytest.fixture
def built_ui(app, tmp_path):
    (tmp_path / "assets").mkdir()
    (tmp_path / "index.html").write_text("<!doctype html><div id=root></div>")
    (tmp_path / "assets" / "main.abc123.js").write_text("console.log(1)")
    previous = app.config["UI_DIST"]
    app.config["UI_DIST"] = tmp_path
    yield tmp_path
    app.config["UI_DIST"] = previous


@pytest.mark.parametrize("path", ["/", "/login", "/acme/projects/new", "/no/such/page"])
def test_client_routes_get_the_app(client, built_ui, path):
    response = client.get(path)
    assert response.status_code == 200
    assert b'<div id=root>' in response.data
    assert response.headers["Cache-Control"] == "no-cache"


def test_assets_are_cached_for_a_year(client, built_ui):
    response = client.get("/assets/main.abc123.js")
    assert response.status_code == 200
    assert "immutable" in response.headers["Cache-Control"]


@pytest.mark.parametrize("path", ["/v1/nothing", "/auth/nothing", "/assets/missing.js", "/dev/nothing"])
def test_unknown_server_paths_are_a_json_404_not_the_app(client, built_ui, path):
    response = client.get(path)
    assert response.status_code == 404
    assert b"<div id=root>" not in response.data


def test_security_headers_are_set(client, built_ui):
    headers = client.get("/").headers
    assert headers["X-Content-Type-Options"] == "nosniff"
    assert headers["X-Frame-Options"] == "DENY"
    assert "frame-ancestors 'none'" in headers["Content-Security-Policy"]
