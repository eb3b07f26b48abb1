"""Command-line groups the app factory registers on `flask`."""


def register_commands(app) -> None:
    from app.cli.api import api_cli
    from app.cli.cca import cca_cli
    from app.cli.copies import merge_copies_command
    from app.demo.cli import demo_cli
    from app.jobs.cli import outbox_cli
    from app.jobs.worker import worker_command
    from app.retention.cli import retention_cli
    from billing.cli import billing_cli
    from migrations.cli import migrate
    from tenants.cli import tenants_cli

    tenants_cli.add_command(migrate)  # the data repairs need the domain: tenants imports none of it
    tenants_cli.add_command(merge_copies_command)
    for command in (tenants_cli, cca_cli, worker_command, outbox_cli, api_cli, demo_cli, billing_cli, retention_cli):
        app.cli.add_command(command)
