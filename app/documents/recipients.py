"""Who a served document goes to, and the links it carries: the claim's and its schedule's
recipients (app.claims.sending sends them; comments and variations notify the same people).

A submitted (and a voided) claim goes to the customer recipients, else to every member of the
customer organisation; a resend goes to every member not of the supplier organisation; a payment
schedule (app.schedules) to the supplier recipients, else to every member of the supplier
organisation. `claim_link` opens a served document through the redirector; `claim_url` is the
claim page as a recipient's organisation opens it.
"""
from collections import defaultdict
from dataclasses import dataclass

from flask import current_app
from sqlalchemy import select

from app.auth.models import Account, User
from app.contracts import access
from app.contracts.models import CUSTOMER, SUPPLIER, ContractMember, ContractOrg
from app.contracts.people import reachable_recipient
from app.db import db
from app.mail.service import send_email
from tenants.models import Organisation


@dataclass
class Recipient:
    user_id: int
    email: str
    name: str
    org_slug: str
    org_id: int | None = None
    # False for a person typed for a party that is not theirs (people.create_stand_in(reachable=False)):
    # everything is done for them as for anyone (the sender sees no difference) but the email.
    reachable: bool = True


def email_recipient(recipient: Recipient, *, subject: str, text: str, key: str, html: str | None = None,
                    attach: dict | None = None) -> None:
    """Promise an email to one recipient, unless they are an unreachable party's: then nothing
    goes out, and nothing else differs (the sender cannot tell the two apart). `attach`: the
    attachment source and its parameters (app.mail.service)."""
    if recipient.reachable:
        send_email(to=recipient.email, subject=subject, text=text, html=html, key=key, attach=attach)


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
    return supplier_recipients_of([contract_id])[contract_id]


def supplier_recipients_of(contract_ids: list[int]) -> dict[int, list[Recipient]]:
    """{contract id: its supplier recipients}, as `supplier_recipients` answers for one contract (the
    flagged supplier recipients, else the supplier organisation's members), in one statement for every
    contract: an issue's email to each recipient contract, and the schedule's send confirmation."""
    supplier_org = (select(ContractOrg.org_id).where(ContractOrg.contract_id == ContractMember.contract_id,
                                                     ContractOrg.relation == SUPPLIER).scalar_subquery())
    rows = db.session.execute(
        select(ContractMember.contract_id, ContractMember.user_id, ContractMember.relation,
               ContractMember.is_supplier_recipient, User.org_id, Account.email, Account.name, Organisation.slug,
               supplier_org.label("supplier_org_id"), reachable_recipient().label("reachable"))
        .join(User, User.id == ContractMember.user_id)
        .join(Account, Account.id == User.account_id)
        .join(Organisation, Organisation.id == User.org_id)
        .where(ContractMember.contract_id.in_(contract_ids))
        .order_by(ContractMember.contract_id, ContractMember.id)
    ).all()
    by_contract = defaultdict(list)
    for row in rows:
        by_contract[row.contract_id].append(row)
    out = {}
    for contract_id in contract_ids:
        members = by_contract[contract_id]
        flagged = [r for r in members if r.relation == SUPPLIER and r.is_supplier_recipient]
        out[contract_id] = _unique(flagged or [r for r in members if r.org_id == r.supplier_org_id])
    return out


def resend_recipients(contract_id: int) -> list[Recipient]:
    """Resend goes to the non-supplier members: everyone not of the supplier organisation."""
    parties = access.party_org_ids_of(contract_id)
    return _unique([r for r in _members(contract_id) if r.org_id != parties.get(SUPPLIER)])


def claim_link(doc, served: str = "claim") -> str:
    """The claim (or its schedule) through the redirector: it opens in whichever workspace of the
    reader's browser can see it, or asks them to sign in (spec 1 §2 'Redirectors')."""
    return www_url(doc.contract_id, served, doc.number)


def www_url(contract_id: int, served: str, number: int) -> str:
    return f"{current_app.config['PUBLIC_URL']}/www/contracts/{contract_id}/{served}-{number}"


def claim_url(recipient_org_slug: str, owner_slug: str, contract_slug: str, number: int) -> str:
    """The claim page as the recipient's organisation opens it."""
    base = current_app.config["PUBLIC_URL"]
    return f"{base}/{recipient_org_slug}/projects/{owner_slug}/{contract_slug}/claims/{number}"
