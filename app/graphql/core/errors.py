"""How errors leave the GraphQL API: a user's mistake says what it is; a bug says nothing.

Each error is logged here once (app/logs.py says why): a user error at INFO with its code and
no traceback, a bug at ERROR with its traceback and the ref the user is shown.
"""
import logging

from graphql import GraphQLError

from app.errors import UserError
from app.graphql.core.limits import without_suggestions
from app.logs import SOMETHING_WENT_WRONG, request_ref

log = logging.getLogger(__name__)


def format_error(error: GraphQLError, *, production: bool = False) -> dict:
    original = error.original_error
    formatted = error.formatted
    if original is None:
        # Validation and parse errors are the caller's to see; in production without the
        # 'Did you mean ...?' hints that would read the schema out one guess at a time.
        return {**formatted, "message": without_suggestions(formatted["message"])} if production else formatted
    if isinstance(original, UserError):
        code = original.code or type(original).__name__.upper()
        log.info("user error %s at %s: %s", code, error.path, original.message)
        extensions = {"code": code, "status": original.status}
        if original.field:
            extensions["field"] = original.field
        if getattr(original, "retry_after", None):  # a rate limit says when to try again
            extensions["retryAfter"] = original.retry_after
        return {**formatted, "message": original.message, "extensions": extensions}
    if isinstance(original, GraphQLError):
        return formatted
    ref = request_ref()
    log.error("GraphQL resolver failed at %s", error.path, exc_info=original)
    return {**formatted, "message": SOMETHING_WENT_WRONG.format(ref=ref), "extensions": {"code": "INTERNAL", "ref": ref}}
