"""The /graphql endpoint: JSON POST only (CSRF-safe), GraphiQL only in development.

A request is one JSON object with a `query` string, at most GRAPHQL_MAX_BODY_BYTES long;
anything else (a batch array, a bare string, a number) is refused with 400 before GraphQL
sees it. What the document may ask for is capped in app/graphql/core/limits.py (each document
parsed and validated once per process: app/graphql/core/documents.py); how many requests
one account or organisation may have running at once, in app/graphql/core/budget.py (over it:
429 with Retry-After and a RATE_LIMITED error).
"""
from functools import partial

import orjson
from flask import Response, current_app, g, jsonify, request
from graphene.types.resolver import dict_or_attr_resolver
from graphql import get_nullable_type, is_leaf_type, is_non_null_type, located_error
from graphql.execution.execute import get_field_def
from graphql_server.flask.views import GraphQLView as BaseView
from graphql_server.runtime import execute_sync
from graphql.pyutils import Path, Undefined
from graphql_sync_dataloaders import DeferredExecutionContext

from app.auth.ratelimit import TooManyRequests
from app.graphql.core import budget
from app.graphql.core.documents import DocumentCache
from app.graphql.core.context import GraphQLContext
from app.graphql.core.errors import format_error, user_error
from app.security import UNAVAILABLE_RETRY_AFTER
from tenants.context import current_org

JSON_ONLY = "GraphQL accepts only POST requests with a JSON body."
ONE_OPERATION = "GraphQL accepts one operation per request: a JSON object with a query."
BODY_TOO_LARGE = "This request is too large ({limit} bytes at most)."


class ExecutionContext(DeferredExecutionContext):
    """graphql_sync_dataloaders 0.1.1 calls `handle_field_error(error, return_type)`, without the
    `path` graphql-core 3.2.14 requires (a TypeError for any resolver error): rebuild it.

    Most fields of a screen are plain values read off their parent (the claim page asks ~970
    fields, ~800 of them scalars with graphene's default resolver): graphql-core builds a
    ResolveInfo, coerces no arguments and calls the resolver through two functions for each,
    about half of that page's CPU. Such a field is read here directly, exactly as graphene's
    default resolver reads it (a dict's key, else the attribute), and completed as graphql-core
    completes it (serialised by its scalar; null in a non-null field is the same error). Whether a
    field is plain is decided once per field of the document and request, not once per row."""

    def execute_field(self, parent_type, source, field_nodes, path):
        plain = self._plain_field(parent_type, field_nodes[0])
        if plain is None:
            return super().execute_field(parent_type, source, field_nodes, path)
        field_def, attname, default, leaf, nullable = plain
        try:
            value = source.get(attname, default) if isinstance(source, dict) else getattr(source, attname, default)
            if value is None and nullable:
                return None
            if value is not None and not isinstance(value, Exception):
                serialized = leaf.serialize(value)
                if serialized is not None and serialized is not Undefined:
                    return serialized
            # A null, or a value its scalar refuses: graphql-core's completion words the error
            # (it reads the ResolveInfo only for that).
            info = self.build_resolve_info(field_def, field_nodes, parent_type, path) if value is None else None
            return self.complete_value(field_def.type, field_nodes, info, path, value)
        except Exception as raw_error:
            self.handle_field_error(located_error(raw_error, field_nodes, path.as_list()), field_def.type, path)
            return None

    def _plain_field(self, parent_type, field_node):
        """(field, attribute, default, leaf type, nullable) of a plain field, else None; decided once per
        field of the document in this request (a list of 50 rows asks each of its fields 50 times)."""
        decided = self.__dict__.setdefault("_plain", {})
        key = (parent_type.name, id(field_node))
        if key not in decided:
            field_def = get_field_def(self.schema, parent_type, field_node)
            resolve = field_def.resolve if field_def else None
            plain = None
            if (type(resolve) is partial and resolve.func is dict_or_attr_resolver and not field_node.arguments
                    and not self.middleware_manager and is_leaf_type(get_nullable_type(field_def.type))):
                plain = (field_def, *resolve.args, get_nullable_type(field_def.type), not is_non_null_type(field_def.type))
            decided[key] = plain
        return decided[key]

    def handle_field_error(self, error, return_type, path=None):
        if path is None:
            for key in error.path or ():
                path = Path(path, key, None)
        return super().handle_field_error(error, return_type, path)


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

