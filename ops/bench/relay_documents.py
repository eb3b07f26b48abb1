"""The operations the UI sends, word for word, read from the Relay build (ui/src/__generated__)."""
import json
import re
from pathlib import Path

GENERATED = Path(__file__).resolve().parents[2] / "ui" / "src" / "__generated__"


def document(name: str) -> str:
    """The operation's text as the Relay build sends it."""
    source = (GENERATED / f"{name}.graphql.ts").read_text()
    return json.loads(re.search(r'"text": (".*?[^\\]")\n', source).group(1))
