"""The layering contracts of setup.cfg (`[importlinter]`) stay whole as the code grows.

`lint-imports` (ops/test's 'layers' stage) checks the imports against the contracts; it cannot tell
that a new package of app/ was left out of them. So: every package and module of app/ stands in a
layer; tenants and app.domain are forbidden every part of app but the few they may import, the new
ones included; and every exception names where it is.
"""
import configparser
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SETUP_CFG = ROOT / "setup.cfg"
TOP_LEVEL = {"tenants", "migrations", "billing"}


def _contract(name: str) -> configparser.SectionProxy:
    config = configparser.ConfigParser()
    config.read(SETUP_CFG)
    return config[f"importlinter:contract:{name}"]


def _lines(value: str) -> list[str]:
    return [line.strip() for line in value.splitlines() if line.strip()]


def _app_children() -> set[str]:
    """Every package and module directly in app/ (app/__init__.py, the factory, is above them all)."""
    folder = ROOT / "app"
    packages = {p.name for p in folder.iterdir() if (p / "__init__.py").is_file()}
    modules = {p.stem for p in folder.glob("*.py") if p.name != "__init__.py"}
    return {f"app.{name}" for name in packages | modules}


def test_every_part_of_app_stands_in_a_layer():
    layered = {name for layer in _lines(_contract("layers")["layers"]) for name in re.split(r"[|:]", layer)}
    layered = {name.strip() for name in layered}
    assert _app_children() - layered == set(), "add the new package to a layer in setup.cfg"
    assert layered - _app_children() - TOP_LEVEL == set(), "a layer names nothing that exists"
    assert TOP_LEVEL <= layered


def test_tenants_may_import_only_the_database_platform():
    forbidden = set(_lines(_contract("tenants")["forbidden_modules"]))
    assert forbidden == (_app_children() - {"app.db", "app.errors", "app.redis"}) | {"migrations", "billing"}


def test_the_domain_rules_may_import_only_app_errors():
    forbidden = set(_lines(_contract("domain")["forbidden_modules"]))
    assert forbidden == (_app_children() - {"app.errors", "app.domain"}) | TOP_LEVEL


def test_only_the_api_imports_graphql():
    graphql = _contract("graphql")
    assert _lines(graphql["protected_modules"]) == ["app.graphql"]
    assert set(_lines(graphql["allowed_importers"])) == {"app.rest", "app.request", "app.cli"}


def test_every_exception_names_its_file_and_line():
    """Each ignored import is a to-do: the comment above it names the importing file and its line."""
    raw = SETUP_CFG.read_text()
    block = raw[raw.index("[importlinter:contract:layers]"):]
    block = block[block.index("ignore_imports ="):]
    block = block[:block.index("\n\n")]
    comments, entries, after_entry = "", 0, False
    for line in block.splitlines()[1:]:
        text = line.strip()
        if text.startswith("#"):
            comments = (text if after_entry else comments + text) + "\n"
            after_entry = False
            continue
        importer = text.split(" -> ")[0]
        path = importer.replace(".", "/") + ".py"
        assert (ROOT / path).is_file(), f"{importer}: no such module"
        assert re.search(rf"{re.escape(path)}:\d", comments), f"{text}: say where ({path}:LINE) and why"
        entries, after_entry = entries + 1, True
    assert entries == len(_lines(_contract("layers")["ignore_imports"]))
