"""The issue email: each recipient contract's supplier recipients are asked, once each (the outbox
key is the variation and the person), to respond with cost and time estimates; for a request a
supplier raised (issue 36), each contract's customer recipients are told of it instead. Each email names
only its own contract: a recipient never learns who else received the issue. Who they are, for every
contract at once, is app.documents.recipients.supplier_recipients_of.
"""
from urllib.parse import quote

from flask import current_app
from graphql_relay import to_global_id

from app.comments.service import said
from app.documents.recipients import Recipient, email_recipient
from app.domain.dates import long_date
from app.mail.names import unlinked


def issue_link(recipient: Recipient, issue_id: int, contract_id: int) -> str:
    """The issue page with this contract's variation open (query c: the contract's global ID)."""
    contract = to_global_id("Contract", contract_id)
    return f"{current_app.config['PUBLIC_URL']}/{recipient.org_slug}/issues/{issue_id}?c={quote(contract)}"


def send_issue(issue, variation, contract, from_name: str, recipients: list[Recipient]) -> int:
    """Promise the request email to each recipient of one variation; a repeat promises nothing new."""
    from_name = unlinked(from_name)  # the asking organisation's name: never a link
    if issue.raised_by_supplier:
        subject = f"{from_name} requests a variation: {issue.title} ({contract.site_name})"
        opening = (f"{from_name} has requested a variation on {contract.site_name}. They will price it with their "
                   f"cost and time estimate, for you to approve or reject.")
        action = "See the request"
    else:
        subject = f"{from_name} requests a price for a variation: {issue.title} ({contract.site_name})"
        opening = (f"{from_name} has raised an issue on {contract.site_name} and asks you to respond with your "
                   f"cost and time estimates.")
        action = "Respond with your estimate"
    for recipient in recipients:
        lines = [opening, "", issue.title, ""]
        if issue.body:
            lines += [issue.body, ""]
        if issue.due_at:
            lines += [f"Deadline for price estimates: {long_date(issue.due_at)}", ""]
        lines += [f"{action}: {issue_link(recipient, issue.id, contract.id)}"]
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
