"""A claim's emails (and its schedule's, composed by app.schedules.emails): each promised once
through the outbox (by its key) and recorded among the revision's served documents. Who they go to
is app.documents.recipients.
"""
from collections.abc import Callable

from sqlalchemy import select

from app.claims import document, emails
from app.contracts import access
from app.contracts.models import ACCEPTED, CUSTOMER, SUPPLIER, ContractOrg
from app.db import db
from app.documents import links
from app.documents import recipients as recipients_of
from app.documents.models import ServedDocument
from app.jobs.models import OutboxItem


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
    sender_org_id = parties.get(SUPPLIER if served == "claim" else CUSTOMER)
    # An organisation still invited reaches nothing but the invitation (docs/security.md, 'Consent'): the
    # redirector opens that; it gets an access link once it has accepted.
    accepted = set(db.session.scalars(select(ContractOrg.org_id).where(ContractOrg.contract_id == doc.contract_id,
                                                                        ContractOrg.consent == ACCEPTED)))
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
        recipients_of.email_recipient(recipient, subject=subject, text=text, html=html, key=key)
        sent += 1
    return sent
