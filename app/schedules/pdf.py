"""The payment schedule PDF: HTML from app/schedules/templates/schedule_pdf.html, rendered and
cached as every served document is (`app.documents.pdf`: the `pdf` queue, the cache folder keyed by
the SHA-256 of the HTML, deterministic bytes so a served copy's SHA-256 can be reproduced); the
document kind 'schedule' of the PDF door (GET /v1/pdf?document=schedule, app.documents.rest) and
the public link page.

Only a sent schedule has a PDF: a draft is the customer side's work in progress, shown live in
the builder, and a PDF of it could be mistaken for a schedule served under the Act. The payer's
logo (the customer's default contact) heads it, as the payee's heads the claim.

Its dates are the claim's stored facts (`ScheduleDocument.facts`), each under its one name: the
payment-schedule deadline it answers ('Payment schedule due by', s 22), the schedule's own
'Scheduled payment date', and the claim's 'Due date for payment'. A schedule sent after the
deadline is marked 'Given late', with what that means and the date of the rules.
"""
import hashlib

from app.activity import record as activity
from app.claims.form1 import RULES_NOTE
from app.claims.service import get_claim
from app.documents import pdf
from app.documents.kinds import Prepared, document_kind
from app.documents.models import SCHEDULE
from app.documents.templates import render
from app.domain.claim_standing import SCHEDULE_DUE_BY
from app.domain.dates import long_date
from app.errors import NotFound
from app.schedules import document as schedule_document
from app.schedules import statements
from app.schedules.document import ScheduleDocument


def document_html(doc: ScheduleDocument, *, logo: tuple[bytes, str] | None = None,
                  logo_ref: str | None = None) -> str:
    """The HTML the PDF is rendered from. `logo_ref` stands in for the logo while keying; the
    render gets the `logo` bytes themselves as a data: URI."""
    c = doc.claim_doc
    r = c.revision
    description = statements.BUYER_CREATED_DESCRIPTION.format(
        site=c.site_name, claim=c.title, reference=c.invoice_reference,
        period=f"{long_date(r.period_from)} \u2013 {long_date(r.period_to)}")
    return render(
        "schedule_pdf.html", doc=doc, c=c, r=r, s=doc.schedule, words=statements, supply_description=description,
        schedule_due_by=SCHEDULE_DUE_BY, rules_note=RULES_NOTE,
        retention=doc.retention_block,  # issue 38, s 18FD
        **pdf.page_assets(logo, logo_ref),
    )


def cache_key(doc: ScheduleDocument, keyed_html: str) -> str:
    return f"s{doc.schedule.id}-{hashlib.sha256(keyed_html.encode()).hexdigest()[:40]}"


def prepare(doc: ScheduleDocument) -> tuple[str, object]:
    """(the cache key, a callable giving the HTML to render with the logo itself)."""
    logo_ref, logo_handle = pdf.logo_of(doc.customer_org_id)
    key = cache_key(doc, document_html(doc, logo_ref=logo_ref))

    def html() -> str:
        logo = pdf.logo_bytes(*logo_handle) if logo_handle else None
        return document_html(doc, logo=logo)

    return key, html




def _viewed(viewer, found, claim, revision) -> None:
    """The payee opened the schedule served on it: 'viewed', once per person and revision."""
    if found.is_supplier:
        activity.viewed(viewer, claim, revision.rev)


@document_kind(SCHEDULE, find=get_claim, on_served=_viewed)
def prepared(found, claim, revision_name=None) -> Prepared:
    """The PDF of the claim's sent payment schedule (NotFound while there is none, or only a draft:
    a draft could be mistaken for a schedule served under the Act)."""
    schedule = schedule_document.sent_schedule(claim)
    doc = schedule_document.build(found, claim, schedule) if schedule is not None else None
    if doc is None:
        raise NotFound(schedule_document.SCHEDULE_NOT_FOUND)
    key, html = prepare(doc)
    return Prepared(doc.claim_doc.revision, doc.file_name, key, html)


