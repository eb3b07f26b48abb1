"""The email a person receives when they are put on a contract by the other party (or, for an
organisation already on Claimdesk, invited to it: app.contracts.invitations)."""
from html import escape

from app.mail.names import unlinked


def added_to_project(*, inviter: str, inviter_org: str, project: str, link: str, new_account: bool,
                     as_relation: str, invited: bool) -> tuple[str, str, str]:
    # Names the sender chose (its own, its organisation's, the project's): never links.
    inviter, inviter_org, project = unlinked(inviter), unlinked(inviter_org), unlinked(project)
    role = "customer" if as_relation == "Customer" else "supplier"
    did = "invited you to" if invited else "added you to"
    subject = f"{inviter_org} {did} {project} on Claimdesk"
    if invited and new_account:
        how = "Sign up with this email address to accept or decline it."
    elif invited:
        how = "Sign in with this email address to accept or decline it."
    elif new_account:
        how = "Sign up with this email address to see it: the project is waiting for you."
    else:
        how = "Sign in with this email address to see it."
    who = f"{inviter} of {inviter_org}" if inviter else inviter_org
    text = (
        f"{who} {did} the project {project} as its {role}, to send and answer progress "
        "claims under the Construction Contracts Act 2002.\n\n"
        f"{how}\n{link}\n"
    )
    html = (
        '<div style="font-family:-apple-system,Segoe UI,Helvetica,Arial,sans-serif;font-size:15px;'
        'color:#111827;max-width:480px;margin:0 auto;padding:24px">'
        f"<p>{escape(who)} {did} the project <strong>{escape(project)}</strong> as its {role}, "
        "to send and answer progress claims under the Construction Contracts Act 2002.</p>"
        f"<p>{escape(how)}</p>"
        f'<p><a href="{escape(link, quote=True)}" style="display:inline-block;padding:10px 18px;'
        'background:#111827;color:#ffffff;border-radius:6px;text-decoration:none">'
        f"{'Open the invitation' if invited else 'Sign up to see the project' if new_account else 'Open the project'}"
        "</a></p></div>"
    )
    return subject, text, html
