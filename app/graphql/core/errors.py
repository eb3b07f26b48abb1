"""How errors leave the GraphQL API: a user's mistake says what it is; a bug says nothing.

Each error is logged here once (app/logs.py says why): a user error at INFO with its code and
no traceback, a bug at ERROR with its traceback and the ref the user is shown.
"""
import logging

from flask import g
from graphql import GraphQLError

from app.errors import UserError
from app.graphql.core.limits import without_suggestions
from app.logs import SOMETHING_WENT_WRONG, request_ref
from app.security import UNAVAILABLE, UNAVAILABLE_RETRY_AFTER, is_unavailable

log = logging.getLogger(__name__)


def format_error(error: GraphQLError, *, production: bool = False) -> dict:
    original = error.original_error
    formatted = error.formatted
    if original is None:
        # Validation and parse errors are the caller's to see; in production without the
        # 'Did you mean ...?' hints that would read the schema out one guess at a time.
        return {**formatted, "message": without_suggestions(formatted["message"])} if production else formatted
    if isinstance(original, UserError):
        answer = user_error(original)
        log.info("user error %s at %s: %s", answer["extensions"]["code"], error.path, original.message)
        return {**formatted, **answer}
    if isinstance(original, GraphQLError):
        return formatted
    if is_unavailable(original):
        # The database or Redis went away mid-request: its transaction died with the connection,
        # so nothing was done and the same request may be sent again. The view answers 503.
        log.error("GraphQL resolver at %s met an unavailable service: %s", error.path, original)
        g.graphql_unavailable = True
        return {**formatted, "message": UNAVAILABLE,
                "extensions": {"code": "UNAVAILABLE", "status": 503, "retryAfter": UNAVAILABLE_RETRY_AFTER}}
    ref = request_ref()
    log.error("GraphQL resolver failed at %s", error.path, exc_info=original)
    return {**formatted, "message": SOMETHING_WENT_WRONG.format(ref=ref), "extensions": {"code": "INTERNAL", "ref": ref}}


def user_error(error: UserError) -> dict:
    """A user error as an entry of `errors`: its message, and its code, status, field and (a rate
    limit's) retryAfter. Also what a request refused before GraphQL runs answers (budget.py)."""
    extensions = {"code": error.code or type(error).__name__.upper(), "status": error.status}
    if error.field:
        extensions["field"] = error.field
    if getattr(error, "retry_after", None):  # a rate limit says when to try again
        extensions["retryAfter"] = error.retry_after
    return {"message": error.message, "extensions": extensions}
