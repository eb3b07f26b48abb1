"""billing/stripe_client.py is the one module that imports `stripe` (the issue's boundary)."""
import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]


def _imports_stripe(path: Path) -> bool:
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import) and any(a.name.split(".")[0] == "stripe" for a in node.names):
            return True
        if isinstance(node, ast.ImportFrom) and node.level == 0 and (node.module or "").split(".")[0] == "stripe":
            return True
    return False


def test_only_the_stripe_client_imports_stripe():
    sources = [p for folder in ("app", "billing", "tenants", "migrations", "ops") for p in (ROOT / folder).rglob("*.py")]
    assert len(sources) > 100
    importers = sorted(str(p.relative_to(ROOT)) for p in sources if _imports_stripe(p))
    assert importers == ["billing/stripe_client.py"]
