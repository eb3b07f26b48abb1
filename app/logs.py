"""Logging: one line per event (JSON when LOG_FORMAT=json), each carrying its request's ref.

A user's mistake (validation, permission, conflict) is logged once at INFO with its code and
no traceback; an unexpected error once at ERROR with its traceback and the ref the user is
shown ('Something went wrong (ref ABC123)'), so support finds the one from the other. Real
errors must stand out: expected refusals logged as ERROR with tracebacks used to drown them.

Every line, its traceback included, passes through app.redact before it is written: a URL that
is a credential (a sign-in link, an OAuth callback, an access link's key) never reaches a log.
"""
import logging
import secrets
import string
import sys

import orjson
from flask import g, has_request_context

from app.redact import redact

SOMETHING_WENT_WRONG = "Something went wrong (ref {ref})"
_REF_ALPHABET = string.ascii_uppercase + string.digits
_QUIET = ("pgserver", "alembic")


def request_ref() -> str:
    """This request's ref: six letters and digits, made on first use and kept for the request."""
    if not has_request_context():
        return "-"
    if "request_ref" not in g:
        g.request_ref = "".join(secrets.choice(_REF_ALPHABET) for _ in range(6))
    return g.request_ref


class _StderrHandler(logging.StreamHandler):
    """Writes to whatever sys.stderr is at the time (test runners swap and close it)."""

    claimdesk = True

    def __init__(self):
        logging.Handler.__init__(self)

    @property
    def stream(self):
        return sys.stderr


class _RefFilter(logging.Filter):
    def filter(self, record):
        record.ref = g.get("request_ref", "-") if has_request_context() else "-"
        return True


class _LineFormatter(logging.Formatter):
    """The plain format, with a traceback folded onto the event's own line."""

    def __init__(self):
        super().__init__("%(asctime)s %(levelname)s %(name)s [ref %(ref)s]: %(message)s")

    def format(self, record):
        return redact(super().format(record)).replace("\n", "\\n")


class _JsonFormatter(logging.Formatter):
    def format(self, record):
        event = {
            "time": self.formatTime(record),
            "level": record.levelname,
            "logger": record.name,
            "ref": getattr(record, "ref", "-"),
            "message": redact(record.getMessage()),
        }
        if record.exc_info:
            event["traceback"] = redact(self.formatException(record.exc_info))
        return orjson.dumps(event).decode()


def init_app(app) -> None:
    root = logging.getLogger()
    handler = next((h for h in root.handlers if getattr(h, "claimdesk", False)), None)
    if handler is None:
        handler = _StderrHandler()
        handler.addFilter(_RefFilter())
        root.addHandler(handler)
    handler.setFormatter(_JsonFormatter() if app.config["LOG_FORMAT"] == "json" else _LineFormatter())
    root.setLevel(logging.INFO if app.config["ENV_NAME"] != "test" else logging.WARNING)
    for name in _QUIET:
        logging.getLogger(name).setLevel(logging.WARNING)
    # graphql-server logs every error of every answer at ERROR with a traceback, a user's
    # mistake included; app/graphql/core/errors.py logs each once, at the level it deserves.
    logging.getLogger("graphql_server.execution").disabled = True
