"""The REST API under /v1 (flask-smorest), with its OpenAPI document at /v1/openapi.json."""
from flask_smorest import Api


def init_app(app) -> Api:
    app.config.update(
        API_TITLE="Claimdesk",
        API_VERSION="v1",
        OPENAPI_VERSION="3.0.3",
        OPENAPI_URL_PREFIX="/v1",
        OPENAPI_JSON_PATH="openapi.json",
    )
    api = Api(app)
    from app.marketing.rest import blp as demo

    api.register_blueprint(demo)
    from app.claims.rest import blp as claims_pdf

    api.register_blueprint(claims_pdf)
    from app.exports.rest import blp as exports

    api.register_blueprint(exports)
    from app.links.rest import blp as access_links
    from app.links.rest import www as redirectors

    api.register_blueprint(access_links)
    api.register_blueprint(redirectors)
    from billing.webhooks import blp as billing_webhooks
    api.register_blueprint(billing_webhooks)
    app.extensions["rest_api"] = api
    return api


def openapi_document(app) -> dict:
    return app.extensions["rest_api"].spec.to_dict()
