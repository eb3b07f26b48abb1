"""The email a person receives when they are put on a contract by the other party."""
from html import escape


def added_to_project(*, inviter: str, inviter_org: str, project: str, link: str, new_account: bool,
                     as_relation: str) -> tuple[str, str, str]:
    role = "customer" if as_relation == "Customer" else "supplier"
    subject = f"{inviter_org} added you to {project} on Claimdesk"
    how = (
        "Sign up with this email address to see it: the project is waiting for you."
        if new_account
        else "Sign in with this email address to see it."
    )
    who = f"{inviter} of {inviter_org}" if inviter else inviter_org
    text = (
        f"{who} added you to the project {project} as its {role}, to send and answer progress "
        "claims under the Construction Contracts Act 2002.\n\n"
        f"{how}\n{link}\n"
    )
    html = (
        '<div style="font-family:-apple-system,Segoe UI,Helvetica,Arial,sans-serif;font-size:15px;'
        'color:#111827;max-width:480px;margin:0 auto;padding:24px">'
        f"<p>{escape(who)} added you to the project <strong>{escape(project)}</strong> as its {role}, "
        "to send and answer progress claims under the Construction Contracts Act 2002.</p>"
        f"<p>{escape(how)}</p>"
        f'<p><a href="{escape(link, quote=True)}" style="display:inline-block;padding:10px 18px;'
        'background:#111827;color:#ffffff;border-radius:6px;text-decoration:none">'
        f"{'Sign up to see the project' if new_account else 'Open the project'}</a></p></div>"
    )
    return subject, text, html
