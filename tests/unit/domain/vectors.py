"""Loads the JSON test vectors shared with the TypeScript tests (tests/vectors/)."""
import json
from pathlib import Path

VECTORS = Path(__file__).resolve().parents[2] / "vectors"


def load(name: str):
    return json.loads((VECTORS / name).read_text(encoding="utf-8"))
