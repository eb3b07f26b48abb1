"""Characters the PDF's font cannot draw, written so a person can read them (issue 36).

A line named 'Tiling 🧱' printed as 'Tiling □' (and ReportLab complained once per glyph): DejaVu
Sans draws Latin, Greek, Cyrillic, macrons and the typographic marks, not emoji or CJK. Before a
document is laid out, each character outside the font becomes its Unicode name in brackets
('Tiling [brick]'); the joiners and modifiers that only shape an emoji (zero-width joiner,
variation selectors, skin tones, tag characters) are dropped. Without DejaVu (the Helvetica
fallback) the font draws Windows-1252, and the same rule applies to the rest.

The document's cache key is taken from the HTML before this step, and the step is a function of
the HTML alone, so a re-render still reproduces the served bytes.
"""
import unicodedata
from functools import cache
from pathlib import Path

from reportlab.pdfbase.ttfonts import TTFont


def _shaping_only(code: int) -> bool:
    return (code == 0x200D or 0xFE00 <= code <= 0xFE0F or 0x1F3FB <= code <= 0x1F3FF
            or 0xE0020 <= code <= 0xE007F or 0xE0100 <= code <= 0xE01EF)


@cache
def _drawn_by(font_files: tuple[str, ...]) -> frozenset[int]:
    """The code points every one of the fonts draws (regular and bold alike)."""
    if not font_files:
        return frozenset(ord(c) for c in bytes(range(256)).decode("cp1252", errors="ignore"))
    covered = None
    for i, path in enumerate(font_files):
        codes = frozenset(TTFont(f"ClaimdeskProbe{i}", path).face.charToGlyph)
        covered = codes if covered is None else covered & codes
    return covered


def _written_out(c: str) -> str:
    name = unicodedata.name(c, "")
    return f"[{name.lower()}]" if name else "?"


def drawable(text: str, fonts: Path | None, font_names: tuple[str, ...]) -> str:
    """`text` with what the fonts cannot draw written out (see the module). Each distinct character
    is looked at once: a 200-line document holds a few hundred of them in 100,000 or more."""
    covered = _drawn_by(tuple(str(fonts / name) for name in font_names) if fonts else ())
    table = {}
    for c in set(text):
        code = ord(c)
        if _shaping_only(code):  # even where the font has a (blank) glyph for it: it shapes nothing here
            table[code] = None
        elif code not in covered and c not in "\n\r\t":
            table[code] = _written_out(c)
    return text.translate(table) if table else text
