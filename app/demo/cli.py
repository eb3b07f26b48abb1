"""`flask demo seed`: make the demo (app/demo/seed.py) and say how to sign in as each side.

Every URL it prints, and every link in the emails its steps send (the claims, the schedules, the
access links), is the running server's: PUBLIC_URL when set, else http://localhost:$PORT, else the
address ops/run serves this instance at (it records it: app.config.server_url), so the command
works from another shell beside `PORT=8000 ops/run` as beside the default port.
"""
from contextlib import contextmanager

import click
from flask import current_app
from flask.cli import AppGroup

from app.config import server_url
from app.demo import seed as demo

demo_cli = AppGroup("demo", help="Sample data to try the product with.")


@contextmanager
def links_to(url: str):
    """The app links to `url` for the while (a command's process; a test's app is restored after)."""
    before = current_app.config["PUBLIC_URL"]
    current_app.config["PUBLIC_URL"] = url
    try:
        yield
    finally:
        current_app.config["PUBLIC_URL"] = before


@demo_cli.command("seed", help="Two organisations, a project between them and claims in every state.")
def seed_command():
    url = server_url(current_app.config["INSTANCE"], current_app.config["PUBLIC_URL"])
    with links_to(url):
        if demo.seed() is None:
            click.echo("The demo is already there.")
    mailbox = "" if current_app.config["ENV_NAME"] == "production" else f" (the code is listed at {url}/dev/mail)"
    for role, (person, email, name, _) in (("supplier", demo.SUPPLIER), ("customer", demo.CUSTOMER)):
        click.echo(f"As the {role}, {person} of {name}: open {url}/login and sign in as {email}{mailbox}.")
