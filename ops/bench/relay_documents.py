"""The operations the UI sends, word for word, read from the Relay build (ui/src/__generated__)."""
import json
import os
import re
from pathlib import Path

# CLAIMDESK_RELAY_GENERATED: another checkout's build (ops/bench/load --before runs the mix against an
# older revision with that revision's operations).
GENERATED = Path(os.environ.get("CLAIMDESK_RELAY_GENERATED")
                 or Path(__file__).resolve().parents[2] / "ui" / "src" / "__generated__")


def text_of(generated: Path) -> str:
    """The operation's text in a Relay build file (`*.graphql.ts`), as the browser sends it."""
    match = re.search(r'"text": ("(?:[^"\\]|\\.)*")', generated.read_text())
    return json.loads(match.group(1))


def document(name: str) -> str:
    """The text of the operation `name` (e.g. ClaimPageQuery)."""
    return text_of(GENERATED / f"{name}.graphql.ts")
