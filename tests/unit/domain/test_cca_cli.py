import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from app.cli.cca import cca_cli

ROOT = Path(__file__).resolve().parents[3]


def run(*args):
    return CliRunner().invoke(cca_cli, list(args))


def test_deadline_prints_the_date_then_each_skipped_day():
    result = run("deadline", "--served", "2022-09-20", "--days", "5")
    assert result.exit_code == 0
    assert result.output.splitlines() == [
        "2022-09-28",
        "2022-09-24 Saturday",
        "2022-09-25 Sunday",
        "2022-09-26 Queen Elizabeth II Memorial Day",
    ]


def test_deadline_defaults_to_20_working_days():
    result = run("deadline", "--served", "2024-12-20")
    assert result.exit_code == 0
    lines = result.output.splitlines()
    assert lines[0] == "2025-01-30"
    assert "2024-12-25 Christmas closedown (24 Dec \u2013 5 Jan)" in lines


def test_deadline_outside_the_calendar_fails():
    result = run("deadline", "--served", "2052-12-20")
    assert result.exit_code == 1
    assert "Working days are only known from 2022 to 2052" in result.output


@pytest.mark.parametrize(
    "args", [["--served", "20-12-2024"], ["--served", "2024-12-20", "--days", "-1"], []]
)
def test_deadline_rejects_bad_arguments(args):
    assert run("deadline", *args).exit_code == 2


def test_gst_prints_the_display_form():
    result = run("gst", "49-091-850")
    assert result.exit_code == 0
    assert result.output.splitlines()[0] == "049-091-850"


@pytest.mark.parametrize(
    ("number", "message"),
    [
        ("12a", "GST number must only contain digits"),
        ("1234567", "GST number must be 8 or 9 digits"),
        ("136410133", "That GST number does not exist"),
    ],
)
def test_gst_prints_the_specs_message_and_exits_1(number, message):
    result = run("gst", number)
    assert result.exit_code == 1
    assert result.output.splitlines()[0] == message


@pytest.mark.skipif(not (ROOT / "wsgi.py").exists(), reason="wsgi.py not written yet")
def test_through_flask():
    flask = Path(sys.executable).with_name("flask")
    deadline = subprocess.run(
        [str(flask), "--app", "wsgi", "cca", "deadline", "--served", "2025-04-17", "--days", "1"],
        cwd=ROOT, capture_output=True, text=True, timeout=60,
    )
    assert deadline.returncode == 0, deadline.stderr
    assert deadline.stdout.splitlines() == [
        "2025-04-22",
        "2025-04-18 Good Friday",
        "2025-04-19 Saturday",
        "2025-04-20 Sunday",
        "2025-04-21 Easter Monday",
    ]
    gst = subprocess.run(
        [str(flask), "--app", "wsgi", "cca", "gst", "12a"],
        cwd=ROOT, capture_output=True, text=True, timeout=60,
    )
    assert gst.returncode == 1
    assert gst.stdout.splitlines()[0] == "GST number must only contain digits"
