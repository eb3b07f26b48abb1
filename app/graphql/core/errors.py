"""How errors leave the GraphQL API: a user's mistake says what it is; a bug says nothing."""
import logging

from graphql import GraphQLError

from app.errors import UserError

log = logging.getLogger(__name__)


def format_error(error: GraphQLError) -> dict:
    original = error.original_error
    formatted = error.formatted
    if original is None:
        return formatted  # validation and parse errors are the caller's to see
    if isinstance(original, UserError):
        extensions = {"code": original.code or type(original).__name__.upper(), "status": original.status}
        if original.field:
            extensions["field"] = original.field
        return {**formatted, "message": original.message, "extensions": extensions}
    if isinstance(original, GraphQLError):
        return formatted
    log.error("GraphQL resolver failed at %s", error.path, exc_info=original)
    return {**formatted, "message": "Internal server error", "extensions": {"code": "INTERNAL"}}
