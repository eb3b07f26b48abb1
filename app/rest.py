"""Every surface of the app, registered in one place (`register_surfaces`), and the REST API
under /v1 (flask-smorest) with its OpenAPI document at /v1/openapi.json.

In the OpenAPI document: the REST API a client program may call (the demo request, every served
document as PDF, exports, access links and their redirectors, the Stripe webhook). Outside it, as plain
blueprints: what only the app's own pages use (sign-in under /auth, uploads, attachment
downloads, issue files, the accounting callback, the development outbox), GraphQL at /graphql
(its schema is the SDL), and the web app, registered last because its catch-all serves every
client route.
"""
from flask_smorest import Api


def register_surfaces(app) -> None:
    from app import health, web
    from app.adjudication import rest as adjudication_rest
    from app.auth import rest as auth_rest
    from app.claims import rest as claims_rest
    from app.graphql.core import view as graphql_view
    from app.graphql.schema import schema
    from app.integrations import rest as integrations_rest
    from app.uploads import rest as uploads_rest
    from app.variations import rest as variations_rest

    for blueprint in (health.bp, auth_rest.bp, uploads_rest.bp, claims_rest.files_bp, variations_rest.bp,
                      integrations_rest.bp, adjudication_rest.bp):
        app.register_blueprint(blueprint)
    init_app(app)
    graphql_view.register(app, schema)
    if app.config["ENV_NAME"] != "production":
        from app.mail import views as dev_mail

        app.register_blueprint(dev_mail.bp)
    app.register_blueprint(web.bp)  # last: its catch-all serves client routes


def init_app(app) -> Api:
    """The /v1 API: its blueprints, in the order of the OpenAPI document."""
    app.config.update(
        API_TITLE="Claimdesk",
        API_VERSION="v1",
        OPENAPI_VERSION="3.0.3",
        OPENAPI_URL_PREFIX="/v1",
        OPENAPI_JSON_PATH="openapi.json",
    )
    api = Api(app)
    from app.claims import pdf as claim_kind  # noqa: F401  (document kinds register on import: app.documents.kinds)
    from app.documents.rest import blp as documents_pdf
    from app.enforcement import documents as enforcement_kinds  # noqa: F401  (the debt statement, the notice)
    from app.exports.rest import blp as exports
    from app.links.joining import blp as joining
    from app.links.rest import blp as access_links
    from app.links.rest import www as redirectors
    from app.marketing.payers import blp as payer_help
    from app.marketing.rest import blp as demo
    from app.retention import defect_notice as retention_kind  # noqa: F401  (the notice before use for defects)
    from app.schedules import pdf as schedule_kind  # noqa: F401
    from billing.webhooks import blp as billing_webhooks

    for blueprint in (demo, payer_help, documents_pdf, exports, access_links, redirectors, joining, billing_webhooks):
        api.register_blueprint(blueprint)
    app.extensions["rest_api"] = api
    return api


def openapi_document(app) -> dict:
    return app.extensions["rest_api"].spec.to_dict()
