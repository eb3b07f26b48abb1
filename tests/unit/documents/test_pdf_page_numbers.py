"""'Page n of N' is stamped on every page after one layout pass (app.documents.pdf._numbered)."""
from io import BytesIO
from pathlib import Path

import pytest
from jinja2 import Environment, FileSystemLoader
from pypdf import PdfReader

from app.documents import pdf

ROWS = "".join(f"<tr><td>Line {i} of the works</td><td>{i},000.00</td></tr>" for i in range(1, 301))


def _html(rows: str = ROWS, right_cell: str = "") -> str:
    # The PDFs' own page (`_pdf_page.html`: margins, footer frame, fonts) around a table.
    page = Environment(loader=FileSystemLoader(Path(pdf.__file__).parent / "templates")).get_template("_pdf_page.html")
    style = page.render(**pdf.page_assets(None, None))
    return (f"<html><head><style>{style}</style></head><body>"
            '<div id="footer" class="small muted"><table width="100%"><tr><td width="75%">Claim 1</td>'
            f'<td width="25%" class="right">{right_cell}</td></tr></table></div>'
            f"<table>{rows}</table></body></html>")


def _placed(data: bytes, words: str) -> tuple[float, float, float]:
    """Where the first page prints `words`: (x, baseline, font size), in points."""
    found = []

    def visit(text, cm, tm, font, size):
        if text.strip() == words:
            found.append((cm[4] + tm[4] * cm[0], cm[5] + tm[5] * cm[3], size * tm[0]))

    PdfReader(BytesIO(data)).pages[0].extract_text(visitor_text=visit)
    [placed] = found
    return placed


def test_every_page_says_its_number_and_the_count_and_the_bytes_are_the_same_each_time():
    data = pdf.render_pdf(_html())
    pages = PdfReader(BytesIO(data)).pages
    assert len(pages) >= 3
    for n, page in enumerate(pages, start=1):
        text = page.extract_text()
        assert f"Page {n} of {len(pages)}" in text
        assert "Claim 1" in text  # the footer's own words are still there
    assert pdf.render_pdf(_html()) == data  # the SHA-256 recorded when served stays reproducible


def test_the_stamp_stands_where_the_template_prints_the_footer_right_cell():
    # PAGE_NUMBER_RIGHT / _BASELINE / _SIZE restate `_pdf_page.html`'s @page geometry and type: the
    # same words laid out by xhtml2pdf in the footer's right cell must land exactly on the stamp.
    one_row = "<tr><td>Line 1</td></tr>"
    laid = _placed(pdf.laid_out(_html(one_row, "Page 1 of 1"), pdf.font_dir()), "Page 1 of 1")
    stamped = _placed(pdf.render_pdf(_html(one_row)), "Page 1 of 1")
    assert stamped == pytest.approx(laid, abs=0.05)
