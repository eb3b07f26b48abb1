"""`flask cca …`: the CCA rules from a terminal, for support staff checking a date or number.

    flask --app wsgi cca deadline --served 2024-12-20 [--days 20]
        first line: the deadline (ISO date); then one line per skipped day: date and reason
    flask --app wsgi cca gst 49-091-850
        first line: the display form (049-091-850), or the spec's message and exit status 1

The group is plain click (not Flask's AppGroup): the rules need no app context, and the
group can be run directly with click's CliRunner.
"""
import sys

import click

from app.domain.errors import RuleError
from app.domain.gst import format_gst_number
from app.domain.working_days import DEFAULT_DUE_WORKING_DAYS, cca_deadline


@click.group("cca", help="Construction Contracts Act rules: deadlines and GST numbers.")
def cca_cli() -> None:
    pass


@cca_cli.command(
    "deadline", help="The date N working days after a service date, and why each day was skipped."
)
@click.option(
    "--served",
    required=True,
    type=click.DateTime(formats=["%Y-%m-%d"]),
    help="Service date, YYYY-MM-DD.",
)
@click.option(
    "--days",
    default=DEFAULT_DUE_WORKING_DAYS,
    show_default=True,
    type=click.IntRange(min=0),
    help="Working days to add.",
)
def deadline(served, days: int) -> None:
    try:
        result = cca_deadline(served.date(), days)
    except RuleError as error:
        raise click.ClickException(error.message) from None
    click.echo(result.date.isoformat())
    for skipped in result.skipped:
        click.echo(f"{skipped.date.isoformat()} {skipped.reason}")


@cca_cli.command("gst", help="Check a GST number and print its display form.")
@click.argument("number")
def gst(number: str) -> None:
    try:
        display = format_gst_number(number)
    except RuleError as error:
        # The message is the command's answer, so it goes to stdout like a valid result.
        click.echo(error.message)
        sys.exit(1)
    click.echo(display)
