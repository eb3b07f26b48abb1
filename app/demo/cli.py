"""`flask demo seed`: make the demo (app/demo/seed.py) and say how to sign in as each side."""
import click
from flask import current_app
from flask.cli import AppGroup

from app.demo import seed as demo

demo_cli = AppGroup("demo", help="Sample data to try the product with.")


@demo_cli.command("seed", help="Two organisations, a project between them and claims in every state.")
def seed_command():
    if demo.seed() is None:
        click.echo("The demo is already there.")
    mailbox = "" if current_app.config["ENV_NAME"] == "production" else " (the code is listed at /dev/mail)"
    for role, (person, email, name, _) in (("supplier", demo.SUPPLIER), ("customer", demo.CUSTOMER)):
        click.echo(f"As the {role}, {person} of {name}: open {current_app.config['PUBLIC_URL']}/login "
                   f"and sign in as {email}{mailbox}.")
