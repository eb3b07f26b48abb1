"""Serves the built UI: hashed assets with a long cache, and index.html for client routes."""
from pathlib import Path

from flask import Blueprint, abort, current_app, send_from_directory

bp = Blueprint("web", __name__)

# Paths the client router never owns: an unknown one is a JSON/plain 404, not the app.
SERVER_PREFIXES = ("graphql", "v1/", "auth/", "dev/", "healthz", "assets/", "files/")


def _dist() -> Path:
    return Path(current_app.config["UI_DIST"])


@bp.get("/assets/<path:filename>")
def assets(filename):
    response = send_from_directory(_dist() / "assets", filename, max_age=31536000)
    response.headers["Cache-Control"] = "public, max-age=31536000, immutable"
    return response


@bp.get("/", defaults={"path": ""})
@bp.get("/<path:path>")
def client_route(path):
    if path.startswith(SERVER_PREFIXES):
        abort(404)
    index = _dist() / "index.html"
    if not index.exists():
        return ("The UI has not been built. Run ops/run (or `cd ui && npm run build`).", 503,
                {"Content-Type": "text/plain; charset=utf-8"})
    response = send_from_directory(_dist(), "index.html", max_age=0)
    response.headers["Cache-Control"] = "no-cache"
    if path.startswith("link/"):
        # An access link's page: no Referer from it at all, whatever its address holds (issue 37).
        response.headers["Referrer-Policy"] = "no-referrer"
    return response
