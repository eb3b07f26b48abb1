"""The built package is the whole app: the wheel holds every module and every file read at run time.

An editable install (what ops/run and the shared venv use) reads the source tree, so a package
missing from setup.cfg's discovery, or a template not listed as package data, only shows up
once the app runs from a wheel (tox, a deployment). This builds the wheel from a copy of the
sources (no network: no index, no build isolation), installs it into a folder of its own, and
runs a Python that sees only that folder and the dependencies (no source tree, no editable
finder, no PYTHONPATH): it imports every module, renders the claim, schedule and dev-mail
templates and reads the alembic histories a new organisation's schema is built from.
"""
import configparser
import json
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BUILD_FILES = ("setup.cfg", "pyproject.toml", "README.md", "MANIFEST.in")
NOT_SHIPPED = {".md"}  # notes for developers, never read by the app
ALEMBIC_SCRIPTS = ("migrations/shared", "migrations/tenant")  # loaded by alembic from files, not imported

PROBE = r"""
import importlib, json, os, pkgutil, sys
from datetime import date

site = sys.argv[1]
sys.path[:0] = sys.argv[1:]
tops = [importlib.import_module(name) for name in json.loads(os.environ["PROBE_TOPS"])]
outside = [t.__name__ for t in tops if not t.__file__.startswith(site)]
assert not outside, f"imported from outside the installed wheel: {outside}"
modules = [m.name for t in tops for m in pkgutil.walk_packages(t.__path__, t.__name__ + ".")]
for name in modules:
    importlib.import_module(name)

from app.claims import emails, pdf
from app.claims.document import ClaimDocument, PartyDetails
from app.claims.models import Claim, Revision
from app.domain.claims import claim_totals

revision = Revision(id=1, rev=1, period_from=date(2026, 3, 1), period_to=date(2026, 3, 31), claim_date=date(2026, 3, 31),
                    due_date=date(2026, 5, 1), po_number="", payment_details="", files=[], is_draft=False,
                    type="NzCcaClaim")
# Served, with its stored payment-schedule deadline (the documents print it).
claim = Claim(number=1, status="Scheduled", latest_rev=1, schedule_deadline=date(2026, 4, 29), is_paid=False,
              is_paying=False)
party = lambda name: PartyDetails(name, name, "", None, None)
doc = ClaimDocument(
    contract_id=1, owner_slug="acme", owner_name="Acme", contract_slug="site", site_name="12 Queen Street",
    site_lines=["12 Queen Street"], supplier=party("Acme Builders Limited"), customer=party("Client Co Limited"),
    supplier_org_id=1, claim=claim, revision=revision, title="Claim 1",
    invoice_reference="INV-ACME001", billing_mode="Percent", sections=[], retention=None,
    totals=claim_totals([]), lines=[])
from app.schedules import pdf as schedule_pdf
from app.schedules.document import ScheduleDocument
from app.schedules.models import PaymentSchedule

schedule = PaymentSchedule(id=1, claim_rev=1, due_date=date(2026, 5, 1), is_tax_invoice=True, notes=["Short"],
                           reference="PS-1", lines=[], adjust_excl=0, adjust_tax=0, retention=0, schedule_excl=0,
                           schedule_tax=0, sent_at=None, status="Sent", given_late=True)
schedule_doc = ScheduleDocument(claim_doc=doc, schedule=schedule, sections=[], retention_claimed=0, sent_by="",
                                customer_org_id=None)
from flask import render_template
from app import create_app

# Emails are rendered in the app's context, as the worker renders them (the payer's 'More
# information' link names the configured PUBLIC_URL).
with create_app({"ENV_NAME": "test"}).app_context():
    rendered = {
        "claim_email.html": emails.claim_email(doc, "https://claimdesk.test/c/1")[2],
        "claim_voided_email.html": emails.voided_email(doc, "https://claimdesk.test/c/1")[2],
        "claim_pdf.html": pdf.document_html(doc),
        "schedule_pdf.html": schedule_pdf.document_html(schedule_doc),
    }
    rendered["dev_mail.html"] = render_template("dev_mail.html", messages=[])

from tenants.migrate import MIGRATIONS, head, tenant_ddl

assert str(MIGRATIONS).startswith(site), MIGRATIONS
heads = {history: head(history) for history in ("shared", "tenant")}
print(json.dumps({"modules": modules, "rendered": {k: len(v) for k, v in rendered.items()},
                  "heads": heads, "ddl": "CREATE TABLE" in tenant_ddl()}))
"""


def _top_level_packages() -> list[str]:
    """The top-level packages setup.cfg discovers, those that exist yet (billing is to come)."""
    cfg = configparser.ConfigParser()
    cfg.read(ROOT / "setup.cfg")
    patterns = cfg["options.packages.find"]["include"].split()
    return [p for p in patterns if "." not in p and "*" not in p and (ROOT / p).is_dir()]


def _source_files(tops: list[str]) -> list[Path]:
    return sorted(
        path.relative_to(ROOT) for top in tops for path in (ROOT / top).rglob("*")
        if path.is_file() and "__pycache__" not in path.parts and path.suffix != ".pyc"
    )


def _module_name(path: Path) -> str:
    parts = path.with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _pip(*args: str, cwd: Path) -> None:
    try:
        import setuptools  # noqa: F401  (the build backend, run without build isolation)
    except ImportError:
        pytest.fail("setuptools is needed to build the wheel offline (tox.ini lists it)")
    subprocess.run([sys.executable, "-m", "pip", *args, "--no-deps", "--no-index", "--quiet",
                    "--disable-pip-version-check"], cwd=cwd, check=True, capture_output=True)


@pytest.fixture(scope="module")
def installed(tmp_path_factory) -> tuple[Path, list[str]]:
    """The wheel, built from a copy of the sources and installed into a folder of its own."""
    tops = _top_level_packages()
    tmp = tmp_path_factory.mktemp("wheel")
    source = tmp / "source"
    source.mkdir()
    for name in BUILD_FILES:
        if (ROOT / name).exists():
            shutil.copy2(ROOT / name, source / name)
    for top in tops:
        shutil.copytree(ROOT / top, source / top, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    _pip("wheel", "--no-build-isolation", "--wheel-dir", str(tmp / "dist"), ".", cwd=source)
    (wheel,) = (tmp / "dist").glob("claimdesk-*.whl")
    site = tmp / "site"
    _pip("install", "--target", str(site), str(wheel), cwd=tmp)
    return site, tops


def test_every_python_package_has_its_init():
    """find_namespace: would ship a folder without one, but as a namespace package by accident."""
    tops = _top_level_packages()
    folders = {path.parent for path in _source_files(tops) if path.suffix == ".py"}
    missing = [str(f) for f in sorted(folders)
               if not (ROOT / f / "__init__.py").exists() and not str(f).startswith(ALEMBIC_SCRIPTS)]
    assert missing == []


def test_the_wheel_ships_every_source_file(installed):
    site, tops = installed
    expected = [p for p in _source_files(tops) if p.suffix not in NOT_SHIPPED]
    assert [str(p) for p in expected if not (site / p).is_file()] == []


def test_the_installed_wheel_runs_on_its_own(installed, tmp_path):
    site, tops = installed
    paths = sysconfig.get_paths()
    dependencies = list(dict.fromkeys([paths["purelib"], paths["platlib"]]))
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "CLAIMDESK_ENV": "test",
           "CLAIMDESK_INSTANCE": str(tmp_path / "instance"), "SECRET_KEY": "packaging-test",
           "PROBE_TOPS": json.dumps(tops)}
    # -I: no PYTHONPATH, no user site, not the working directory; -S: no .pth files, so no
    # editable finder pointing back at the source tree.
    result = subprocess.run([sys.executable, "-I", "-S", "-c", PROBE, str(site), *dependencies],
                            cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr[-4000:]
    report = json.loads(result.stdout.strip().splitlines()[-1])

    sources = _source_files(tops)
    expected = {_module_name(p) for p in sources
                if p.suffix == ".py" and not str(p).startswith(ALEMBIC_SCRIPTS)} - set(tops)
    assert sorted(expected - set(report["modules"])) == []
    assert "app.contracts.service" in report["modules"]
    assert all(size > 0 for size in report["rendered"].values()), report["rendered"]
    assert set(report["rendered"]) == {"claim_email.html", "claim_voided_email.html", "claim_pdf.html",
                                       "schedule_pdf.html", "dev_mail.html"}
    assert report["heads"]["shared"] and report["heads"]["tenant"] and report["ddl"]
