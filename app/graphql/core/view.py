"""The /graphql endpoint: JSON POST only (CSRF-safe), GraphiQL only in development.

A request is one JSON object with a `query` string, at most GRAPHQL_MAX_BODY_BYTES long;
anything else (a batch array, a bare string, a number) is refused with 400 before GraphQL
sees it. What the document may ask for is capped in app/graphql/core/limits.py (each document
parsed and validated once per process: app/graphql/core/documents.py); how many requests
one account or organisation may have running at once, in app/graphql/core/budget.py (over it:
429 with Retry-After and a RATE_LIMITED error).
"""
import orjson
from flask import Response, current_app, g, jsonify, request
from graphql_server.flask.views import GraphQLView as BaseView
from graphql_server.runtime import execute_sync

from app.auth.ratelimit import TooManyRequests
from app.graphql.core import budget
from app.graphql.core.context import GraphQLContext
from app.graphql.core.documents import DocumentCache
from app.graphql.core.errors import format_error, user_error
from app.graphql.core.execution import ExecutionContext
from app.security import UNAVAILABLE_RETRY_AFTER
from tenants.context import current_org

JSON_ONLY = "GraphQL accepts only POST requests with a JSON body."
ONE_OPERATION = "GraphQL accepts one operation per request: a JSON object with a query."
BODY_TOO_LARGE = "This request is too large ({limit} bytes at most)."


class GraphQLView(BaseView):
    def get_context(self, request, response):
        return GraphQLContext(request=request, response=response)

    def dispatch_request(self):
        development = current_app.config["ENV_NAME"] == "development"
        if request.method == "GET" and not (development and "text/html" in request.headers.get("accept", "")):
            return Response(JSON_ONLY, status=405,
                            headers={"Allow": "POST"})
        if request.method == "POST":
            refusal = _refuse_body()
            if refusal is not None:
                return refusal
            with budget.admitted(g.get("account_id"), _org_id()) as refused:
                return _too_busy(refused) if refused else _unavailable_status(super().dispatch_request())
        return super().dispatch_request()

    def execute_operation(self, request_adapter, request_data, context, root_value, allowed_operation_types):
        documents = current_app.extensions["graphql_documents"]
        try:
            return execute_sync(
                schema=self.schema,
                query=documents.validated(self.schema, request_data.query, _production()),
                validate_document=False,  # validated once per document text (core/documents.py)
                root_value=root_value,
                variable_values=request_data.variables,
                context_value=context,
                operation_name=request_data.operation_name,
                allowed_operation_types=allowed_operation_types,
                operation_extensions=request_data.extensions,
                execution_context_class=ExecutionContext,
            )
        finally:
            context.release()  # the answer is complete: what the loaders read is freed now

    def decode_json(self, data):
        # A POST body reaching here was parsed by _refuse_body and Flask keeps it: parse once.
        if request.method == "POST":
            return request.get_json(silent=True)
        return super().decode_json(data)

    def encode_json(self, data) -> bytes:
        # The contract grid answers 12,000 numbers: the standard encoder takes 2-3 ms of its
        # server time, orjson a tenth of that (and writes no spaces).
        return orjson.dumps(data)

    def process_result(self, request, result, strict=False):
        data = {"data": result.data}
        if result.errors:
            data["errors"] = [format_error(e, production=_production()) for e in result.errors]
        return data


def _production() -> bool:
    return current_app.config["ENV_NAME"] == "production"


def _refuse_body():
    if request.mimetype != "application/json":
        return Response(JSON_ONLY, status=415)
    limit = current_app.config["GRAPHQL_MAX_BODY_BYTES"]
    if request.content_length is None or request.content_length > limit:
        # A chunked body has no length to check up front: refused like an oversized one.
        return jsonify(message=BODY_TOO_LARGE.format(limit=limit)), 413
    body = request.get_json(silent=True)
    if not isinstance(body, dict) or not isinstance(body.get("query"), str):
        return jsonify(message=ONE_OPERATION), 400
    return None


def _org_id() -> int | None:
    org = current_org()
    return org.id if org is not None else None


def _unavailable_status(response):
    """503 with Retry-After when a resolver met an unavailable service (errors.format_error), as
    the REST surfaces answer, so a proxy or client knows the request may simply be sent again."""
    if g.pop("graphql_unavailable", False):
        response.status_code = 503
        response.headers["Retry-After"] = str(UNAVAILABLE_RETRY_AFTER)
    return response


def _too_busy(refused: TooManyRequests):
    return jsonify(errors=[user_error(refused)]), refused.status, {"Retry-After": str(refused.retry_after)}


def register(app, schema) -> None:
    app.extensions["graphql_documents"] = DocumentCache(app.config["GRAPHQL_DOCUMENT_CACHE_SIZE"])
    app.extensions["graphql_holds"] = budget.ProcessHolds()
    view = GraphQLView.as_view(
        "graphql",
        schema=schema.graphql_schema,
        graphql_ide="graphiql" if app.config["ENV_NAME"] == "development" else None,
        allow_queries_via_get=False,
    )
    app.add_url_rule("/graphql", view_func=view, methods=["GET", "POST"])

