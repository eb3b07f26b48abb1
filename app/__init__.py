"""The Flask application factory: wires every extension and registers every surface."""
from flask import Flask, g

from app import config as app_config, logs
from tenants import bindings


def create_app(config: dict | None = None) -> Flask:
    app = Flask(__name__, instance_relative_config=False)
    app.config.update(app_config.from_environment())
    if config:
        app.config.update(config)
    app.instance_path = str(app.config["INSTANCE"])
    logs.init_app(app)

    from app.db import db

    db.init_app(app)

    _import_tasks()

    from app import security

    security.install(app)

    app.before_request(_reset_request_state)
    _register_account_resolver(app)
    from app.orgs.access import bind_request_viewer
    from tenants.context import bind_request_tenant

    from app.graphql.core import budget
    from app.auth.session import confirm_kept_session

    bindings.install(app)
    app.before_request(budget.admit_with_binding)  # reads the access generation the binding uses
    app.teardown_request(budget.release_unused)
    app.before_request(bind_request_tenant)
    app.before_request(confirm_kept_session)  # the generation is known now; nothing has acted yet
    app.before_request(bind_request_viewer)  # who is acting, once the organisation is bound

    from app import health, rest, web
    from app.graphql.core import view as graphql_view
    from app.graphql.schema import schema

    app.register_blueprint(health.bp)
    from app.auth import rest as auth_rest

    app.register_blueprint(auth_rest.bp)
    from app.uploads import rest as uploads_rest

    app.register_blueprint(uploads_rest.bp)
    from app.claims import rest as claims_rest

    app.register_blueprint(claims_rest.files_bp)
    from app.variations import rest as variations_rest

    app.register_blueprint(variations_rest.bp)
    from app.integrations import rest as integrations_rest

    app.register_blueprint(integrations_rest.bp)
    rest.init_app(app)
    graphql_view.register(app, schema)
    if app.config["ENV_NAME"] != "production":
        from app.mail import views as dev_mail

        app.register_blueprint(dev_mail.bp)
    app.register_blueprint(web.bp)  # last: its catch-all serves client routes

    from app.cli.cca import cca_cli
    from tenants.cli import tenants_cli
    from app.jobs.worker import worker_command
    from app.graphql.core.cli import graphql_cli
    from app.demo.cli import demo_cli
    from billing.cli import billing_cli

    app.cli.add_command(tenants_cli)
    app.cli.add_command(cca_cli)
    app.cli.add_command(worker_command)
    app.cli.add_command(graphql_cli)
    app.cli.add_command(demo_cli)
    app.cli.add_command(billing_cli)
    return app


def _reset_request_state():
    g.pop("account_id", None)
    bindings.forget_generation()  # read afresh by each request


def _register_account_resolver(app):
    """Who is asking: the `user-account-id` header, checked against this browser's sessions."""
    from app.auth.session import install_login_manager, install_session_cache, load_request_account

    install_session_cache(app)
    app.before_request(load_request_account)
    install_login_manager(app)


def _import_tasks():
    # Outbox task handlers register on import; the worker runs whatever is registered.
    import app.jobs.outbox  # noqa: F401  (its session hooks relay committed promises)
    import app.mail.service  # noqa: F401
    import app.integrations.service  # noqa: F401  (claims posted to the accounting service)
    import app.claims.imports  # noqa: F401  (previous claims become claims when a project is created)
    import billing.service  # noqa: F401  (Stripe's webhook events)
