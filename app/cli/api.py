"""`flask api print-schema|print-openapi`: the committed API artefacts, printed fresh.

Here with the other command-line groups rather than in app/graphql/core/: it prints the REST
document too, and core/ is the ground floor of the GraphQL layer (setup.cfg, `[importlinter]`).
"""
import json

import click
from flask import current_app
from flask.cli import with_appcontext


@click.group("api")
def api_cli():
    """Print the API documents that are committed and checked for drift."""


@api_cli.command("print-schema")
def print_schema():
    from app.graphql.schema import sdl

    click.echo(sdl(), nl=False)


@api_cli.command("print-openapi")
@with_appcontext
def print_openapi():
    from app.rest import openapi_document

    click.echo(json.dumps(openapi_document(current_app), indent=2, sort_keys=True))
