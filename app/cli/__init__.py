"""Command-line groups the app factory registers on `flask`."""


def register_commands(app) -> None:
    from app.cli.cca import cca_cli
    from app.contracts.copies import merge_copies_command
    from app.demo.cli import demo_cli
    from app.graphql.core.cli import graphql_cli
    from app.jobs.cli import outbox_cli
    from app.jobs.worker import worker_command
    from billing.cli import billing_cli
    from tenants.cli import tenants_cli

    tenants_cli.add_command(merge_copies_command)
    for command in (tenants_cli, cca_cli, worker_command, outbox_cli, graphql_cli, demo_cli, billing_cli):
        app.cli.add_command(command)
