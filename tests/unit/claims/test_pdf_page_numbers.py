"""'Page n of N' is stamped on every page after one layout pass (app.claims.pdf._numbered)."""
from io import BytesIO
from pathlib import Path

from jinja2 import Environment, FileSystemLoader
from pypdf import PdfReader

from app.claims import pdf

ROWS = "".join(f"<tr><td>Line {i} of the works</td><td>{i},000.00</td></tr>" for i in range(1, 301))


def _html() -> str:
    # The PDFs' own page (`_pdf_page.html`: margins, footer frame, fonts) around a long table.
    page = Environment(loader=FileSystemLoader(Path(pdf.__file__).parent / "templates")).get_template("_pdf_page.html")
    style = page.render(**pdf.page_assets(None, None))
    return (f"<html><head><style>{style}</style></head><body>"
            '<div id="footer" class="small muted"><table width="100%"><tr><td width="75%">Claim 1</td>'
            '<td width="25%" class="right"></td></tr></table></div>'
            f"<table>{ROWS}</table></body></html>")


def test_every_page_says_its_number_and_the_count_and_the_bytes_are_the_same_each_time():
    data = pdf.render_pdf(_html())
    pages = PdfReader(BytesIO(data)).pages
    assert len(pages) >= 3
    for n, page in enumerate(pages, start=1):
        text = page.extract_text()
        assert f"Page {n} of {len(pages)}" in text
        assert "Claim 1" in text  # the footer's own words are still there
    assert pdf.render_pdf(_html()) == data  # the SHA-256 recorded when served stays reproducible
