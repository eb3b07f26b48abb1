"""Response headers, same-origin checks for mutations, and error answers.

Every state-changing request must come from our own pages: JSON POSTs cannot be sent
cross-site without a CORS preflight (which we never grant), and a present Origin header
must be our own. Errors never show a stack trace.
"""
import logging
from urllib.parse import urlparse

from flask import jsonify, request
from redis.exceptions import ConnectionError as RedisConnectionError
from redis.exceptions import TimeoutError as RedisTimeoutError
from sqlalchemy.exc import DBAPIError, OperationalError
from werkzeug.exceptions import HTTPException

from app.domain.text import UNSTORABLE, unstorable_field
from app.errors import UserError
from app.logs import SOMETHING_WENT_WRONG, request_ref

log = logging.getLogger(__name__)

UNSAFE_METHODS = {"POST", "PUT", "PATCH", "DELETE"}
APP_CSP = (
    "default-src 'self'; img-src 'self' data: blob:; style-src 'self' 'unsafe-inline'; "
    "script-src 'self'; connect-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'"
)
UNAVAILABLE = "The service is temporarily unavailable. Please try again in a minute."
UNAVAILABLE_RETRY_AFTER = 30


def is_unavailable(exc: BaseException) -> bool:
    """The database or Redis could not be reached (down, restarting, the connection cut): nothing
    the request asked was done, so the same request can simply be sent again."""
    if isinstance(exc, DBAPIError):
        return isinstance(exc, OperationalError) or exc.connection_invalidated
    return isinstance(exc, (RedisConnectionError, RedisTimeoutError))


def _same_origin(origin: str) -> bool:
    parsed = urlparse(origin)
    return f"{parsed.scheme}://{parsed.netloc}" == request.host_url.rstrip("/")


def check_origin():
    if request.method in UNSAFE_METHODS:
        origin = request.headers.get("Origin")
        if origin and origin != "null" and not _same_origin(origin):
            return jsonify(message="Cross-origin request refused."), 403
        if origin == "null":
            return jsonify(message="Cross-origin request refused."), 403
    return None


def refuse_unstorable_body():
    """A JSON body holding a NUL or a lone surrogate anywhere is refused before any view reads it:
    422 naming the field, also in flask-smorest's shape (`errors.json.<field>`) that the pages read
    field errors from (app.domain.text: no column can hold either). GraphQL's own scalars refuse
    them in its variables, as GraphQL errors (app/graphql/core/strings.py)."""
    if request.endpoint == "graphql" or not request.is_json:
        return None
    field = unstorable_field(request.get_json(silent=True))
    if field is None:
        return None
    message = f"{UNSTORABLE}."
    log.info("user error UNSTORABLE on %s: field %s", request.path, field)
    return jsonify(message=message, field=field, errors={"json": {field or "_body": [message]}}), 422


def secure_headers(response):
    headers = response.headers
    headers.setdefault("X-Content-Type-Options", "nosniff")
    headers.setdefault("Referrer-Policy", "strict-origin-when-cross-origin")
    headers.setdefault("X-Frame-Options", "DENY")
    headers.setdefault("Content-Security-Policy", APP_CSP)
    if request.is_secure:
        headers.setdefault("Strict-Transport-Security", "max-age=31536000; includeSubDomains")
    return response


def _wants_json() -> bool:
    return request.path.startswith(("/v1", "/graphql", "/auth", "/dev", "/healthz")) or request.is_json


def install(app) -> None:
    app.before_request(check_origin)
    app.before_request(refuse_unstorable_body)
    app.after_request(secure_headers)

    @app.errorhandler(UserError)
    def user_error(exc: UserError):
        log.info("user error %s on %s: %s", exc.code or type(exc).__name__.upper(), request.path, exc.message)
        body = {"message": exc.message, "error_description": exc.message}
        if exc.field:
            body["field"] = exc.field
        retry_after = getattr(exc, "retry_after", None)  # a rate limit says when to try again
        return jsonify(body), exc.status, ({"Retry-After": str(retry_after)} if retry_after else {})

    @app.errorhandler(HTTPException)
    def http_error(exc: HTTPException):
        if _wants_json():
            return jsonify(code=exc.code, status=exc.name, message=exc.description), exc.code
        return exc

    def unavailable(exc):
        log.error("backing service unavailable: %s", exc)
        return jsonify(message=UNAVAILABLE), 503, {"Retry-After": str(UNAVAILABLE_RETRY_AFTER)}

    for exc_type in (OperationalError, RedisConnectionError, RedisTimeoutError):
        app.register_error_handler(exc_type, unavailable)

    @app.errorhandler(DBAPIError)
    def db_error(exc):
        return unavailable(exc) if is_unavailable(exc) else unexpected(exc)

    @app.errorhandler(Exception)
    def unexpected(exc):
        ref = request_ref()
        log.error("unhandled error on %s %s", request.method, request.path, exc_info=exc)
        return jsonify(message=SOMETHING_WENT_WRONG.format(ref=ref), ref=ref), 500
