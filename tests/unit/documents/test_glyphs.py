"""Characters the PDF font cannot draw are written out, never printed as a box (app.documents.glyphs)."""
import logging
import subprocess
from pathlib import Path

from app.documents import glyphs, pdf
from tests.unit.documents.test_pdf_page_numbers import _html

FONTS = pdf.font_dir()
NAMES = tuple(pdf.FONT_FILES.values())


def test_emoji_become_their_names_and_what_only_shapes_them_goes():
    assert glyphs.drawable("Tiling \U0001F9F1 done", FONTS, NAMES) == "Tiling [brick] done"
    # A woman construction worker, medium skin tone: the joiner, the tone and the selector only shape it.
    worker = "\U0001F477\U0001F3FD\u200D\u2640\uFE0F"
    assert glyphs.drawable(f"Crew {worker}", FONTS, NAMES) == "Crew [construction worker]\u2640"


def test_what_the_font_draws_is_left_alone():
    text = "Māori Tūhoe \u2013 \u201cquoted\u201d \u00bd \u20ac \u00e9 \u0394\n\tnext"
    assert glyphs.drawable(text, FONTS, NAMES) == text
    # Without DejaVu the standard Helvetica draws Windows-1252: a macron is written out then.
    assert glyphs.drawable("T\u016bhoe \u2013 \u20ac", None, NAMES) == "T[latin small letter u with macron]hoe \u2013 \u20ac"


def test_a_pdf_with_an_emoji_reads_its_name_and_logs_no_warning(tmp_path, caplog):
    caplog.set_level(logging.WARNING)
    data = pdf.render_pdf(_html(rows="<tr><td>Tiling \U0001F9F1 to the bathroom</td><td>1,000.00</td></tr>"))
    path = tmp_path / "emoji.pdf"
    path.write_bytes(data)
    text = subprocess.run(["pdftotext", str(path), "-"], capture_output=True, text=True, check=True).stdout
    assert "Tiling [brick] to the bathroom" in text
    assert not [r for r in caplog.records if r.levelno >= logging.WARNING], [r.getMessage() for r in caplog.records]
