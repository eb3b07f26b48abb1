"""The proof of service: each copy of a served document recorded with its SHA-256 and to whom it
went (`shared.claim_served_documents`, app.documents.models). Written by the PDF door
(app.documents.rest), the public link page (app.links.rest) and the email that carries the PDF
(app.claims.sending's attachment), each in the transaction that serves the copy.
"""
import hashlib

from app.db import db
from app.documents import kinds
from app.documents.models import ServedDocument


def served(found, claim, document: str, prepared: kinds.Prepared, data: bytes, *, account_id: int | None,
           org_id: int | None, recipients: list[str] | None = None, sha256: str | None = None) -> str:
    """Record the copy served (its SHA-256, to whom: the account that fetched it, or the
    addresses it was emailed to) in the caller's transaction; the digest (`sha256` when the
    caller has it already)."""
    digest = sha256 or hashlib.sha256(data).hexdigest()
    revision = prepared.revision
    db.session.add(ServedDocument(
        contract_id=found.id, claim_id=claim.id, revision_id=revision.id, kind="pdf", document=document,
        sha256=digest, size=len(data), is_draft=revision.is_draft, file_name=prepared.file_name,
        served_to_account_id=account_id, served_to_org_id=org_id, recipients=list(recipients or []),
    ))
    return digest
