"""The issue email: each recipient contract's supplier recipients are asked, once each (the outbox
key is the variation and the person), to respond with cost and time estimates. Each email names
only its own contract: a recipient never learns who else received the issue.
"""
from collections import defaultdict
from urllib.parse import quote

from flask import current_app
from graphql_relay import to_global_id
from sqlalchemy import select

from app.auth.models import Account, User
from app.comments.service import said
from app.contracts.models import SUPPLIER, ContractMember, ContractOrg
from app.contracts.people import reachable_recipient
from app.db import db
from app.documents.recipients import Recipient, email_recipient
from app.domain.dates import long_date
from app.mail.names import unlinked
from tenants.models import Organisation


def supplier_recipients(contract_ids: list[int]) -> dict[int, list[Recipient]]:
    """{contract id: its supplier recipients}, as app.documents.recipients.supplier_recipients answers
    for one contract (the flagged supplier recipients, else the supplier organisation's members),
    in one statement for every contract."""
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
        chosen = flagged or [r for r in members if r.org_id == r.supplier_org_id]
        seen, unique = set(), []
        for r in chosen:
            if r.email and r.email not in seen:
                seen.add(r.email)
                unique.append(Recipient(r.user_id, r.email, r.name or "", r.slug, reachable=r.reachable))
        out[contract_id] = unique
    return out


def issue_link(recipient: Recipient, issue_id: int, contract_id: int) -> str:
    """The issue page with this contract's variation open (query c: the contract's global ID)."""
    contract = to_global_id("Contract", contract_id)
    return f"{current_app.config['PUBLIC_URL']}/{recipient.org_slug}/issues/{issue_id}?c={quote(contract)}"


def send_issue(issue, variation, contract, from_name: str, recipients: list[Recipient]) -> int:
    """Promise the request email to each recipient of one variation; a repeat promises nothing new."""
    from_name = unlinked(from_name)  # the asking organisation's name: never a link
    subject = f"{from_name} requests a price for a variation: {issue.title} ({contract.site_name})"
    for recipient in recipients:
        lines = [f"{from_name} has raised an issue on {contract.site_name} and asks you to respond with your "
                 f"cost and time estimates.", "", issue.title, ""]
        if issue.body:
            lines += [issue.body, ""]
        if issue.due_at:
            lines += [f"Deadline for price estimates: {long_date(issue.due_at)}", ""]
        lines += [f"Respond with your estimate: {issue_link(recipient, issue.id, contract.id)}"]
        email_recipient(recipient, subject=subject, text="\n".join(lines) + "\n",
                        key=f"issue:{variation.id}:{recipient.user_id}")
    return len(recipients)


def send_comment(comment, issue, contract, recipients: list[Recipient]) -> bool:
    """Promise a variation comment to the other side's recipients of its contract, each once."""
    subject = f"{comment.author_name} commented on {issue.title} ({contract.site_name})"
    for recipient in recipients:
        lines = [f"{comment.author_name} commented on the variation {issue.title} ({contract.site_name}):", "",
                 *said(comment), f"Reply or see the variation: {issue_link(recipient, issue.id, contract.id)}"]
        email_recipient(recipient, subject=subject, text="\n".join(lines) + "\n",
                        key=f"variation-comment:{comment.id}:{recipient.user_id}")
    return bool(recipients)
