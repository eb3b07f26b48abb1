"""The claim PDF: its HTML (app/claims/templates/claim_pdf.html) and its cache key; registered as
the document kind 'claim' of the PDF door (GET /v1/pdf?revision=draft|latest, app.documents.rest)
and the public link page. Rendering, the queue, the cache and the logo are every document's
(app.documents.pdf).
"""
import hashlib

from app.claims import document, qty_columns, service
from app.claims.document import ClaimDocument
from app.claims.form1 import (
    CCA_STATEMENT,
    DEADLINE_NOT_COUNTED,
    FORM1,
    FORM1_SOURCE,
    FORM1_TITLE,
    RULES_NOTE,
)
from app.documents import pdf
from app.documents.kinds import Prepared, document_kind
from app.documents.models import CLAIM
from app.documents.templates import render
from app.domain.claim_standing import SCHEDULE_DUE_BY


def document_html(doc: ClaimDocument, *, logo: tuple[bytes, str] | None = None, logo_ref: str | None = None) -> str:
    """The HTML the PDF is rendered from. `logo_ref` stands in for the logo while keying; the
    render gets the `logo` bytes themselves as a data: URI."""
    return render(
        "claim_pdf.html", doc=doc, r=doc.revision, t=doc.totals, statement=CCA_STATEMENT, form1=FORM1,
        form1_title=FORM1_TITLE, form1_source=FORM1_SOURCE, rules_note=RULES_NOTE, schedule_due_by=SCHEDULE_DUE_BY,
        deadline_not_counted=DEADLINE_NOT_COUNTED, qty_columns=qty_columns.columns_for(doc.billing_mode),
        qty_cell=qty_columns.cell, qty_subtotal=qty_columns.subtotal, retention_formula=doc.retention_formula,
        **pdf.page_assets(logo, logo_ref),
    )


def cache_key(doc: ClaimDocument, keyed_html: str) -> str:
    return f"r{doc.revision.id}-{hashlib.sha256(keyed_html.encode()).hexdigest()[:40]}"


@document_kind(CLAIM, find=service.get_claim, needs_revision=True)
def prepared(found, claim, revision_name: str) -> Prepared:
    """The claim PDF of its draft or latest revision."""
    doc = document.requested(found, claim, revision_name)
    logo_ref, logo_handle = pdf.logo_of(doc.supplier_org_id)
    key = cache_key(doc, document_html(doc, logo_ref=logo_ref))

    def html():
        logo = pdf.logo_bytes(*logo_handle) if logo_handle else None
        return document_html(doc, logo=logo)

    return Prepared(doc.revision, doc.file_name, key, html)
