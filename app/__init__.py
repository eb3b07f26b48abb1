"""The Flask application factory (Redash's shape): a flat list of what each part installs.

- config, logs, the database (one engine per app);
- the outbox task handlers (registered on import: the worker runs whatever is registered);
- what one part gives a part below it (`app.adjudication.wiring`: the determinations and remedies
  app.enforcement reads);
- security: the origin check (first of every request), response headers, error answers;
- the binding caches (tenant and viewer rows, under the access generation);
- the request pipeline (`app.request`: account, budget, tenant, kept session, viewer — in order);
- every surface (`app.rest.register_surfaces`: REST, GraphQL, files, the web app last);
- the command line.
"""
from flask import Flask

from app import config as app_config
from app import logs


def create_app(config: dict | None = None) -> Flask:
    app = Flask(__name__, instance_relative_config=False)
    app.config.update(app_config.from_environment())
    if config:
        app.config.update(config)
    app_config.check_production(app.config)  # production without a mail relay refuses to start
    app.instance_path = str(app.config["INSTANCE"])

    from app import request, rest, security
    from app.adjudication import wiring
    from app.cli import register_commands
    from app import db as db_module
    from app.db import db
    from tenants import bindings

    logs.init_app(app)
    db.init_app(app)
    _import_tasks()
    wiring.install()  # adjudication's determinations and remedies, read by app.enforcement (s 59)
    security.install(app)
    bindings.install(app)
    request.install(app)
    rest.register_surfaces(app)
    register_commands(app)
    db_module.compile_shared_statements()  # before any request's thread: see app/db.py
    return app


def _import_tasks():
    # Outbox task handlers register on import; the worker runs whatever is registered.
    import app.claims.imports  # noqa: F401  (previous claims become claims when a project is created)
    import app.integrations.posting  # noqa: F401  (claims posted to the accounting service)
    import app.jobs.outbox  # noqa: F401  (its session hooks relay committed promises)
    import app.mail.service  # noqa: F401
    import app.retention.records_jobs  # noqa: F401  (the internal report and the owners' export, prepared)
    import billing.service  # noqa: F401  (Stripe's webhook events)
