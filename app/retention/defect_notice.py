"""The notice before use for defects as a served document (issue 38; app.retention.defects writes it):
its HTML (templates/retention_defect_notice.html), registered as the document kind 'retention_defect' of
the PDF door (GET /v1/pdf?document=retention_defect&number=<notice number>, app.documents.rest), and
the email attachment that serves it (`NOTICE_PDF`), recording the SHA-256 of the PDF that went to each
recipient when its email is delivered.

The PDF is rendered from the notice's own row (its content fixed when it was made, its service as
recorded), so the copy re-rendered is byte for byte the copy served (app.documents.pdf is
deterministic). It states 'may be used from {date}': 10 working days after the day it was served
(`app.domain.retention_release.use_from`), or, before it is served, after its own date. It carries the
date of the rules it encodes and 'This is not legal advice'.

The holder's side reads it from the moment it is made; the subcontractor's once it is served.
"""
import hashlib
from datetime import UTC, datetime

from app.contracts import access
from app.db import db
from app.documents import pdf
from app.documents.kinds import Prepared, document_kind
from app.documents.templates import render
from app.domain.claim_standing import NOT_LEGAL_ADVICE, RULES_AS_AT
from app.domain.dates import long_date
from app.domain.money import dollars
from app.mail.service import Attachment, attachment_source
from app.retention import defects, policy
from app.retention.models import DefectNotice, DefectNoticeCopy

KIND = "retention_defect"
NOTICE_PDF = "retention-defect-notice"
TITLE = "Notice of use of retention money for defects"
USE_FROM = "The retention money may be used from {date}."
NO_ADDRESS = "None recorded in the contract's details"
EVIDENCE_NOTE = "Each file's SHA-256 identifies the copy named here: a file with another hash is not that copy."
SUBJECT = "Notice of use of retention money for defects: {site}, notice {number}"
RULES_NOTE = (f"The retention rules in this notice follow the Construction Contracts Act 2002, Part 2 subpart 2A as "
              f"replaced by the Construction Contracts (Retention Money) Amendment Act 2023, as at "
              f"{long_date(RULES_AS_AT)}. {NOT_LEGAL_ADVICE}")


def use_words(notice: DefectNotice) -> str:
    return USE_FROM.format(date=long_date(notice.use_from))


def address_words(notice: DefectNotice) -> str:
    return " ".join(line.strip() for line in notice.payee_address.splitlines() if line.strip()) or NO_ADDRESS


def evidence_lines(notice: DefectNotice) -> list[str]:
    """The evidence named in the email as on the notice: each file by name and SHA-256."""
    if not notice.evidence:
        return []
    return ["The evidence:", *(f"- {f['filename']}" + (f" (SHA-256 {f['sha256']})" if f.get("sha256") else "")
                               for f in notice.evidence), ""]


def served_words(notice: DefectNotice) -> str | None:
    if notice.served_manner is None or notice.served_on is None:
        return None
    return f"Served {defects.MANNER_WORDS[notice.served_manner]} on {long_date(notice.served_on)}"


def html_of(notice: DefectNotice, *, logo=None, logo_ref=None) -> str:
    return render("retention_defect_notice.html", n=notice, title=TITLE, section=defects.SECTION, no_address=NO_ADDRESS,
                  use_words=use_words(notice), served_words=served_words(notice), rules_note=RULES_NOTE,
                  **pdf.page_assets(logo, logo_ref))


def file_name(notice: DefectNotice) -> str:
    return f"retention-defect-notice-{notice.contract_id}-{notice.number}.pdf"


def prepared_of(notice: DefectNotice) -> Prepared:
    logo_ref, logo_handle = pdf.logo_of(notice.holder_org_id)
    keyed = html_of(notice, logo_ref=logo_ref)
    key = f"rdn{notice.id}-{hashlib.sha256(keyed.encode()).hexdigest()[:40]}"

    def html() -> str:
        logo = pdf.logo_bytes(*logo_handle) if logo_handle else None
        return html_of(notice, logo=logo)

    return Prepared(None, file_name(notice), key, html)


def pdf_of(notice: DefectNotice) -> tuple[str, bytes]:
    """(file name, PDF bytes) of the notice as it stands: the bytes served."""
    prepared = prepared_of(notice)
    return prepared.file_name, pdf.rendered_here(prepared.key, prepared.html)


def email_of(notice: DefectNotice) -> tuple[str, str]:
    """(subject, text) of the email serving the notice (the PDF attached is the notice itself)."""
    subject = SUBJECT.format(site=notice.site_name, number=notice.number)
    text = "\n".join([
        (f"{notice.holder_name} gives {notice.payee_name} written notice, dated {long_date(notice.notice_date)}, "
         f"that it intends to use up to {dollars(notice.amount)} of the retention money it holds on trust for "
         f"{notice.payee_name} on {notice.site_name} to remedy a defect (Construction Contracts Act 2002, "
         f"{defects.SECTION})."),
        "",
        f"The defect: {notice.defect}",
        "",
        *evidence_lines(notice),
        f"{notice.payee_name}'s address for service: {address_words(notice)}",
        "",
        f"The contract's clause permitting use for defects: {notice.clause}",
        "",
        use_words(notice),
        "",
        "The notice is attached as a PDF.",
        "",
        RULES_NOTE,
    ]) + "\n"
    return subject, text


def _find(viewer, contract_id: int, number: int):
    """The door's `find`: the contract as the viewer sees it and its notice numbered `number` (the
    subcontractor's side: once served; anything else is not found)."""
    found = access.get_contract(viewer, contract_id)
    notice = defects._notice(contract_id, number)
    if not policy.is_holder(found) and notice.served_on is None:
        from app.errors import NotFound

        raise NotFound(defects.NOTICE_NOT_FOUND)
    return found, notice


def _fetched(found, notice, document, prepared, data, *, account_id, org_id) -> str:
    # A party fetching the notice is not a service of it: its proof of service is the copies emailed
    # (DefectNoticeCopy, recorded as each email goes) or the service a person recorded. The door still
    # answers the digest.
    return hashlib.sha256(data).hexdigest()


@document_kind(KIND, find=_find, record=_fetched)
def defect_notice(found, notice: DefectNotice, revision_name=None) -> Prepared:
    """The notice of use of retention money for defects, from its row."""
    return prepared_of(notice)


@attachment_source(NOTICE_PDF)
def served_pdf(spec: dict) -> Attachment | None:
    """The notice's PDF for one recipient's email, its SHA-256 recorded for that recipient when it goes."""
    notice = db.session.get(DefectNotice, spec["notice_id"])
    copy = db.session.get(DefectNoticeCopy, spec["copy_id"])
    if notice is None or copy is None or notice.served_on is None:
        return None
    name, data = pdf_of(notice)

    def record(sha256: str) -> None:
        copy.sha256, copy.size, copy.served_at = sha256, len(data), datetime.now(UTC)
        notice.sha256 = sha256

    return Attachment(name, data, record)
