"""The tests keep the shape of the code they test (issue 35).

A folder of API or unit tests stands for one package: tests/api/claims/ tests app/claims/, and so
on. A test module imports what it stands on from tests/api/factories.py (projects, parties, claims
in each state, schedules, the GraphQL fragments the tests share) or from its own package's
conftest.py and modules, never from another package's conftest or tests: a helper two packages
need moves to factories.py, where every test finds it, instead of one package's tests becoming
the library of the others.
"""
import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TESTS = ROOT / "tests"

# Folders that test across packages rather than one of them, and why.
ACROSS = {
    "faults": "the fault drills stop PostgreSQL, Redis, SMTP and a worker under the whole app",
    "fuzz": "the fuzzer sends hostile input to every field of the API",
}
# Top-level packages beside app/ that have tests of their own.
BESIDE_APP = {"billing", "tenants", "ops"}


def _packages_of_app() -> set[str]:
    folder = ROOT / "app"
    return ({p.name for p in folder.iterdir() if (p / "__init__.py").is_file()}
            | {p.stem for p in folder.glob("*.py") if p.name != "__init__.py"})


def _package_of(module: str) -> str | None:
    """tests.api.claims.conftest -> 'claims'; tests.api.factories (a module of tests/api itself) -> None."""
    parts = module.split(".")
    return parts[2] if parts[:2] == ["tests", "api"] and len(parts) > 3 else None


def _imports(path: Path) -> list[tuple[int, str]]:
    """(line, module) of every import of tests.api, at any depth of the module."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.ImportFrom) and node.module:
            names = [node.module]
        elif isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        else:
            continue
        found += [(node.lineno, name) for name in names if name.startswith("tests.api.")]
    return found


def test_no_test_imports_another_packages_conftest_or_tests():
    """Shared helpers live in tests/api/factories.py; a package's conftest is its own."""
    wrong = []
    for path in sorted((TESTS / "api").rglob("*.py")):
        module = ".".join(path.relative_to(ROOT).with_suffix("").parts)
        for line, imported in _imports(path):
            if _package_of(imported) is not None and _package_of(imported) != _package_of(module):
                wrong.append(f"{path.relative_to(ROOT)}:{line} imports {imported}")
    assert wrong == [], "move what two packages share to tests/api/factories.py:\n" + "\n".join(wrong)


def test_the_factories_stand_on_no_packages_tests():
    assert [m for _, m in _imports(TESTS / "api" / "factories.py")] == []


def test_each_folder_of_tests_names_a_package_it_tests():
    """tests/api/<name>/ and tests/unit/<name>/ mirror app/<name> (or billing/, tenants/, ops/)."""
    known = _packages_of_app() | BESIDE_APP | set(ACROSS)
    folders = {f"{kind}/{p.name}" for kind in ("api", "unit") for p in (TESTS / kind).iterdir()
               if p.is_dir() and p.name != "__pycache__" and any(p.glob("test_*.py"))}
    assert {f for f in folders if f.split("/")[1] not in known} == set()
