"""PDFs of every served document: HTML rendered by xhtml2pdf in the `pdf` queue, cached by the SHA-256
of the HTML, deterministic bytes; the letterhead logo. Moved from the claim, which was the first
document (issue 35); each kind keeps its own HTML (app.claims.pdf, app.schedules.pdf).

- The web request builds the document's HTML (cheap: a few SQL statements) and keys it by the
  SHA-256 of that HTML (a submitted claim revision's HTML changes only with its payment-schedule
  deadline: a stored fact, moved only while the claim awaits a schedule and the contract's agreed
  period changes). The key names a file in the cache folder (`PDF_CACHE_DIR`, default
  `$CLAIMDESK_INSTANCE/pdf`); a cached PDF is served at once.
- Otherwise the HTML goes to the `pdf` queue as a unique job (the key is the job id, so a second
  request for the same PDF waits for the same job). The job is pure (HTML in, PDF bytes out, its
  result kept in Redis for an hour), so a worker on another machine serves a web process
  anywhere; the web process writes the result into its own cache. The request waits up to
  `PDF_WAIT_SECONDS` (3 s) for it, then answers 202 with Retry-After. A job still 'started' longer
  than its timeout (`PDF_RENDER_TIMEOUT`, which a live worker enforces) lost its worker (killed,
  machine gone): the next request for it drops it and queues the render again. The cache file is
  written to a unique temporary name and renamed into place, so no reader ever sees half a file.
- xhtml2pdf reads files only under the font folder (a `ResourceAccessPolicy`, STACK-NOTES
  pitfall 9) and never the network; the logo travels inside the HTML as a data: URI. The font is
  DejaVu Sans (Debian's fonts-dejavu-core; `PDF_FONT_DIR` to use another folder), embedded so
  macrons and en dashes print; without it the PDF falls back to Helvetica.
- ReportLab's invariant mode makes the output a function of the HTML alone (no timestamp or
  random document id), so re-rendering a served document from the same facts reproduces the very
  bytes whose SHA-256 was recorded when it was served. Not from other facts: a served claim's PDF
  prints its payment-schedule deadline, a stored fact that moves if the contract's agreed period
  changes while the claim awaits a schedule, and is left off once a later revision is served or
  the claim is withdrawn; the recorded SHA-256 (app.documents.proof) is then the evidence of what
  was served, not a re-render.
"""
import base64
import logging
import os
import tempfile
import time
from datetime import UTC, datetime, timedelta
from io import BytesIO
from pathlib import Path

from flask import current_app
from pypdf import PdfReader, PdfWriter
from reportlab import rl_config
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen.canvas import Canvas

# Imported with the app, not on the first render: loading xhtml2pdf and ReportLab takes 0.7 s,
# which the first PDF a fresh worker renders would otherwise wait for.
from xhtml2pdf import pisa
from xhtml2pdf.config.resources import ResourceAccessPolicy

from app.documents import glyphs

log = logging.getLogger(__name__)

DEFAULT_FONT_DIR = "/usr/share/fonts/truetype/dejavu"
FONT_FILES = {"regular": "DejaVuSans.ttf", "bold": "DejaVuSans-Bold.ttf"}
RESULT_TTL = 3600
WAIT_STEP = 0.05
LOGO_MAX_BYTES = 5 * 1024 * 1024
# Beyond a job's timeout, how long before its worker counts as gone (clocks of two machines differ).
ABANDONED_AFTER_TIMEOUT = timedelta(seconds=5)


def font_dir() -> Path | None:
    folder = Path(os.environ.get("PDF_FONT_DIR") or DEFAULT_FONT_DIR)
    return folder if all((folder / name).is_file() for name in FONT_FILES.values()) else None


def cache_dir() -> Path:
    folder = Path(current_app.config.get("PDF_CACHE_DIR") or Path(current_app.config["INSTANCE"]) / "pdf")
    folder.mkdir(parents=True, exist_ok=True)
    return folder


# ---- the page ----------------------------------------------------------------------------------

def page_assets(logo: tuple[bytes, str] | None, logo_ref: str | None) -> dict:
    """What `_pdf_page.html` and a document's head need: the logo (its bytes as a data: URI, or
    `logo_ref` standing in while keying) and the fonts."""
    fonts = font_dir()
    logo_src = None
    if logo is not None:
        data, content_type = logo
        logo_src = f"data:{content_type};base64,{base64.b64encode(data).decode()}"
    elif logo_ref is not None:
        logo_src = f"logo:{logo_ref}"
    return {"logo_src": logo_src,
            "font_regular": str(fonts / FONT_FILES["regular"]) if fonts else None,
            "font_bold": str(fonts / FONT_FILES["bold"]) if fonts else None}


# ---- rendering (the job) -------------------------------------------------------------------------

def render_pdf(html: str) -> bytes:
    """HTML to PDF bytes. Deterministic for the same HTML (see the module's notes); characters the
    font cannot draw are written out first (app.documents.glyphs)."""
    fonts = font_dir()
    html = glyphs.drawable(html, fonts, tuple(FONT_FILES.values()))
    return _numbered(laid_out(html, fonts), fonts)


def laid_out(html: str, fonts: Path | None) -> bytes:
    """xhtml2pdf's one layout pass, before the page numbers are stamped."""
    rl_config.invariant = 1
    policy = ResourceAccessPolicy.server(base_dir=fonts, allow_remote=False)
    out = BytesIO()
    result = pisa.pisaDocument(html, dest=out, encoding="utf-8", resource_policy=policy)
    if result.err:
        raise RuntimeError(f"the PDF did not render ({result.err} errors)")
    return out.getvalue()


# 'Page n of N' at the right of the footer row of `_pdf_page.html` (its frame: 0.7 cm from the
# bottom, 1.4 cm margins; 7.5 pt, the .muted grey), in PDF points from the bottom left, where
# xhtml2pdf prints the row's right cell (tests/unit/claims/test_pdf_page_numbers.py lays one out
# to check). Stamped after the render rather than written as xhtml2pdf's <pdf:pagecount>, which
# makes it lay the whole document out twice to learn the count: a third of a 200-line PDF's
# render time.
PAGE_NUMBER_RIGHT = 555.59
PAGE_NUMBER_BASELINE = 36.82
PAGE_NUMBER_SIZE = 7.5
PAGE_NUMBER_GREY = (0x6B / 255, 0x72 / 255, 0x80 / 255)


def _numbered(data: bytes, fonts: Path | None) -> bytes:
    reader = PdfReader(BytesIO(data))
    total = len(reader.pages)
    font = _page_number_font(fonts)
    stamps = BytesIO()
    canvas = Canvas(stamps, invariant=1)
    for page in reader.pages:
        canvas.setPageSize((float(page.mediabox.width), float(page.mediabox.height)))
        canvas.setFont(font, PAGE_NUMBER_SIZE)
        canvas.setFillColorRGB(*PAGE_NUMBER_GREY)
        canvas.drawRightString(PAGE_NUMBER_RIGHT, PAGE_NUMBER_BASELINE, f"Page {page.page_number + 1} of {total}")
        canvas.showPage()
    canvas.save()
    writer = PdfWriter(clone_from=reader)
    for page, stamp in zip(writer.pages, PdfReader(stamps).pages):
        page.merge_page(stamp)
        page.compress_content_streams()  # merging leaves the page's content uncompressed
    writer.compress_identical_objects()
    numbered = BytesIO()
    writer.write(numbered)
    return numbered.getvalue()


def _page_number_font(fonts: Path | None) -> str:
    if fonts is None:
        return "Helvetica"
    if "ClaimdeskPageNumber" not in pdfmetrics.getRegisteredFontNames():
        pdfmetrics.registerFont(TTFont("ClaimdeskPageNumber", str(fonts / FONT_FILES["regular"])))
    return "ClaimdeskPageNumber"


def render_job(html: str) -> bytes:
    """The `pdf` queue's job: render, and hand the bytes back through the job's result."""
    started = time.perf_counter()
    data = render_pdf(html)
    log.info("PDF rendered: %s bytes in %.2f s", len(data), time.perf_counter() - started)
    return data


# ---- the request side ----------------------------------------------------------------------------

def cached(key: str) -> bytes | None:
    path = cache_dir() / f"{key}.pdf"
    try:
        return path.read_bytes()
    except FileNotFoundError:
        return None


def store(key: str, data: bytes) -> None:
    folder = cache_dir()
    # A name of its own per writer: two threads storing one key never write into the same file.
    fd, tmp = tempfile.mkstemp(dir=folder, prefix=f"{key}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        os.replace(tmp, folder / f"{key}.pdf")  # atomic: a reader sees the whole file or none
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def rendered_here(key: str, html_factory) -> bytes:
    """The PDF for `key` from the cache, else rendered in this process and stored: for a worker
    that needs the bytes now (an email carrying the PDF), where waiting on the `pdf` queue could
    wait on itself."""
    data = cached(key)
    if data is None:
        data = render_pdf(html_factory())
        store(key, data)
    return data


def _abandoned(job) -> bool:
    """Started longer ago than its timeout allows: the worker running it died."""
    started = job.started_at
    if started is None:
        return False
    if started.tzinfo is None:
        started = started.replace(tzinfo=UTC)
    return datetime.now(UTC) - started > timedelta(seconds=job.timeout or 0) + ABANDONED_AFTER_TIMEOUT


def obtain(key: str, html_factory, *, wait: float | None = None) -> bytes | None:
    """The PDF for `key`: from the cache, or rendered in the `pdf` queue (waiting up to `wait`
    seconds). None when it is not ready yet. `html_factory()` gives the HTML to render (called
    only when it must be rendered: it reads the logo)."""
    data = cached(key)
    if data is not None:
        return data
    from rq.exceptions import DuplicateJobError, NoSuchJobError
    from rq.job import Job, JobStatus

    from app.jobs.queues import queue
    from app.redis import redis_connection

    job_id = f"pdf-{key}"
    connection = redis_connection()
    try:
        job = Job.fetch(job_id, connection=connection)
        status = job.get_status(refresh=False)  # fetch just read it
        if status in (JobStatus.FAILED, JobStatus.STOPPED, JobStatus.CANCELED) or (
                status == JobStatus.STARTED and _abandoned(job)):
            job.delete()
            job = None
    except NoSuchJobError:
        job = None
    if job is None:
        try:
            job = queue("pdf").enqueue(render_job, html_factory(), job_id=job_id, unique=True,
                                       result_ttl=RESULT_TTL, failure_ttl=600,
                                       job_timeout=current_app.config.get("PDF_RENDER_TIMEOUT", 180))
        except DuplicateJobError:
            job = Job.fetch(job_id, connection=connection)
    wait = current_app.config.get("PDF_WAIT_SECONDS", 3.0) if wait is None else wait
    deadline = time.monotonic() + wait
    while True:
        status = job.get_status(refresh=True)
        if status == JobStatus.FINISHED:
            data = job.return_value()
            if data is not None:
                store(key, data)
                return data
        if status == JobStatus.FAILED:
            log.error("PDF job %s failed", job_id)
        if time.monotonic() >= deadline or status == JobStatus.FAILED:
            return None
        time.sleep(WAIT_STEP)


def logo_of(org_id: int | None) -> tuple[str | None, tuple | None]:
    """(a reference that changes with the logo, (organisation, upload id) to read it with
    `logo_bytes`) of an organisation's logo; (None, None) when it has none."""
    if org_id is None:
        return None, None
    from sqlalchemy import select

    from app.db import db
    from app.orgs.models import Contact
    from tenants.context import tenant_context
    from tenants.models import Organisation

    org = db.session.get(Organisation, org_id)
    if org is None or org.schema_name is None:
        return None, None
    with tenant_context(org):
        upload_id = db.session.scalar(select(Contact.logo_upload_id).where(Contact.is_default))
    return (f"{org_id}/{upload_id}" if upload_id else None), (org, upload_id)


def logo_bytes(org, upload_id) -> tuple[bytes, str] | None:
    from app.uploads import service as uploads
    from tenants.context import tenant_context

    if upload_id is None:
        return None
    with tenant_context(org):
        found = uploads.served(org.id, str(upload_id))
    if found is None or len(found[0]) > LOGO_MAX_BYTES:
        return None
    return found
