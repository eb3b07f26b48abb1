"""A claim's emails (and its schedule's, composed by app.schedules.emails): each promised once
through the outbox (by its key) and recorded among the revision's served documents. Who they go to
is app.documents.recipients.

The served document's PDF travels with its email (issue 34): the email names this module's
attachment source, and the worker renders the PDF as its sender serves it (the door's and the link
page's same cache key) when it delivers the email, recording that copy's SHA-256 for that
recipient as its proof of service. A voided notice carries none.
"""
from collections.abc import Callable

from sqlalchemy import select

from app.auth.models import User
from app.claims import document, emails
from app.claims.models import Claim
from app.contracts import access
from app.contracts.models import ACCEPTED, CUSTOMER, SUPPLIER, ContractOrg
from app.db import db
from app.documents import kinds, links, pdf, proof
from app.documents import recipients as recipients_of
from app.documents.models import ServedDocument
from app.errors import NotFound
from app.jobs.models import OutboxItem
from app.mail.service import Attachment, attachment_source

SERVED_PDF = "served-pdf"


def send(doc: document.ClaimDocument, recipients: list[recipients_of.Recipient], key_prefix: str, *, resend: bool = False,
         voided: bool = False, compose: Callable[[str, str | None], tuple[str, str, str]] | None = None,
         served: str = "claim") -> int:
    """Promise one email per recipient (each once, by key) and record what was sent among the
    revision's served documents. The email is the claim's (or its resend, or the voided notice)
    unless `compose` gives another from the recipient's links: the payment schedule's, recorded
    as document `served` ('schedule').

    Each email but the voided notice carries, beside the redirector link, the recipient's own
    public access link (app.links), issued in this transaction with a fresh key."""
    compose = compose or (lambda link, _access: emails.voided_email(doc, link) if voided
                          else emails.claim_email(doc, link, access_link=_access, resend=resend))
    keys = {r.user_id: f"{key_prefix}:{r.user_id}" for r in recipients}
    done = set(db.session.scalars(select(OutboxItem.key).where(OutboxItem.key.in_([f"email:{k}" for k in keys.values()]))))
    parties = access.party_org_ids_of(doc.contract_id)
    sender = SUPPLIER if served == "claim" else CUSTOMER
    sender_org_id = parties.get(sender)
    # An organisation still invited by id reaches nothing but the invitation (docs/security.md,
    # 'Consent'): the redirector opens that; it gets an access link once it has accepted. A party
    # named by email (a stand-in, Accepted as its inviter sees it) gets them at once, joined or not
    # (issue 34): each opens this claim alone, for the holder of that emailed address (app.links).
    accepted = set(db.session.scalars(select(ContractOrg.org_id).where(
        ContractOrg.contract_id == doc.contract_id, ContractOrg.consent == ACCEPTED)))
    sent = 0
    for recipient in recipients:
        key = keys[recipient.user_id]
        if f"email:{key}" in done:
            continue
        access_link = None if voided or recipient.org_id not in accepted else links.issue(doc.claim, served, recipient.user_id, recipient.email,
                                                      sender_org_id)
        subject, text, html = compose(recipients_of.claim_link(doc, served), access_link)
        digest, size = emails.digest([recipient.email], subject, text, html)
        db.session.add(ServedDocument(
            contract_id=doc.contract_id, claim_id=doc.claim.id, revision_id=doc.revision.id, kind="email",
            document=served, sha256=digest, size=size, is_draft=False, file_name=subject[:300],
            recipients=[recipient.email],
        ))
        attach = None if voided else {
            "source": SERVED_PDF, "contract_id": doc.contract_id, "claim_id": doc.claim.id, "rev": doc.revision.rev,
            "document": served, "sender": sender, "user_id": recipient.user_id, "email": recipient.email}
        recipients_of.email_recipient(recipient, subject=subject, text=text, html=html, key=key, attach=attach)
        sent += 1
    return sent


@attachment_source(SERVED_PDF)
def served_pdf(spec: dict) -> Attachment | None:
    """The PDF of the claim revision (or of its schedule) an email serves, as its sender's side
    serves it; None when it is gone or a later revision has been sent since (it has its own email)."""
    claim = db.session.get(Claim, spec["claim_id"])
    if claim is None or claim.latest_rev != spec["rev"]:
        return None
    found = access.as_party(spec["contract_id"], spec["sender"])
    if found is None:
        return None
    try:
        prepared = kinds.kind_of(spec["document"]).prepare(found, claim, "latest")
    except NotFound:
        return None
    data = pdf.rendered_here(prepared.key, prepared.html)
    user = db.session.get(User, spec["user_id"])

    def record(sha256: str) -> None:
        proof.served(found, claim, spec["document"], prepared, data, account_id=user.account_id if user else None,
                     org_id=user.org_id if user else None, recipients=[spec["email"]], sha256=sha256)

    return Attachment(prepared.file_name, data, record)
