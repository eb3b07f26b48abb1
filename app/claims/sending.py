"""Who a claim is emailed to, and the emails themselves: each promised once through the outbox
(by its key) and recorded among the revision's served documents.

A submitted (and a voided) claim goes to the customer recipients, else to every member of the
customer organisation; a resend goes to every member not of the supplier organisation; a payment
schedule (app.schedules) to the supplier recipients, else to every member of the supplier organisation.
"""
from collections.abc import Callable
from dataclasses import dataclass

from flask import current_app
from sqlalchemy import select

from app.auth.models import Account, User
from app.claims import document, emails
from app.claims.models import ServedDocument
from app.contracts import access
from app.contracts.models import ACCEPTED, CUSTOMER, SUPPLIER, ContractMember, ContractOrg
from app.contracts.people import reachable_recipient
from app.db import db
from app.jobs.models import OutboxItem
from app.links import issuing as links
from app.mail.service import send_email
from tenants.models import Organisation


@dataclass
class Recipient:
    user_id: int
    email: str
    name: str
    org_slug: str
    org_id: int | None = None
    # False for a person typed for a party that is not theirs (people.create_unreachable_party):
    # everything is done for them as for anyone (the sender sees no difference) but the email.
    reachable: bool = True


def email_recipient(recipient: Recipient, *, subject: str, text: str, key: str, html: str | None = None) -> None:
    """Promise an email to one recipient, unless they are an unreachable party's: then nothing
    goes out, and nothing else differs (the sender cannot tell the two apart)."""
    if recipient.reachable:
        send_email(to=recipient.email, subject=subject, text=text, html=html, key=key)


def _members(contract_id: int):
    return db.session.execute(
        select(ContractMember.user_id, ContractMember.relation, ContractMember.is_customer_recipient,
               ContractMember.is_supplier_recipient, User.org_id,
               Account.email, Account.name, Organisation.slug, reachable_recipient().label("reachable"))
        .join(User, User.id == ContractMember.user_id)
        .join(Account, Account.id == User.account_id)
        .join(Organisation, Organisation.id == User.org_id)
        .where(ContractMember.contract_id == contract_id)
        .order_by(ContractMember.id)
    ).all()


def _unique(rows) -> list[Recipient]:
    out, seen = [], set()
    for row in rows:
        if row.email and row.email not in seen:
            seen.add(row.email)
            out.append(Recipient(row.user_id, row.email, row.name or "", row.slug, row.org_id, row.reachable))
    return out


def claim_recipients(contract_id: int) -> list[Recipient]:
    """Who a submitted claim is sent to: the customer recipients, else the customer organisation."""
    parties = access.party_org_ids_of(contract_id)
    rows = _members(contract_id)
    flagged = [r for r in rows if r.relation == CUSTOMER and r.is_customer_recipient]
    return _unique(flagged or [r for r in rows if r.org_id == parties.get(CUSTOMER)])


def supplier_recipients(contract_id: int) -> list[Recipient]:
    """Who a payment schedule is sent to: the supplier recipients, else the supplier organisation."""
    parties = access.party_org_ids_of(contract_id)
    rows = _members(contract_id)
    flagged = [r for r in rows if r.relation == SUPPLIER and r.is_supplier_recipient]
    return _unique(flagged or [r for r in rows if r.org_id == parties.get(SUPPLIER)])


def resend_recipients(contract_id: int) -> list[Recipient]:
    """Resend goes to the non-supplier members: everyone not of the supplier organisation."""
    parties = access.party_org_ids_of(contract_id)
    return _unique([r for r in _members(contract_id) if r.org_id != parties.get(SUPPLIER)])


def claim_link(doc: document.ClaimDocument, served: str = "claim") -> str:
    """The claim (or its schedule) through the redirector: it opens in whichever workspace of the
    reader's browser can see it, or asks them to sign in (spec 1 §2 'Redirectors')."""
    return www_url(doc.contract_id, served, doc.number)


def www_url(contract_id: int, served: str, number: int) -> str:
    return f"{current_app.config['PUBLIC_URL']}/www/contracts/{contract_id}/{served}-{number}"


def claim_url(recipient_org_slug: str, owner_slug: str, contract_slug: str, number: int) -> str:
    """The claim page as the recipient's organisation opens it."""
    base = current_app.config["PUBLIC_URL"]
    return f"{base}/{recipient_org_slug}/projects/{owner_slug}/{contract_slug}/claims/{number}"


def send(doc: document.ClaimDocument, recipients: list[Recipient], key_prefix: str, *, resend: bool = False,
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
    # An organisation still invited reaches nothing but the invitation (README, Consent): the
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
        subject, text, html = compose(claim_link(doc, served), access_link)
        digest, size = emails.digest([recipient.email], subject, text, html)
        db.session.add(ServedDocument(
            contract_id=doc.contract_id, claim_id=doc.claim.id, revision_id=doc.revision.id, kind="email",
            document=served, sha256=digest, size=size, is_draft=False, file_name=subject[:300],
            recipients=[recipient.email],
        ))
        email_recipient(recipient, subject=subject, text=text, html=html, key=key)
        sent += 1
    return sent
