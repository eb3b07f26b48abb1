"""The text of the invitation email (plain text first; the HTML says the same)."""
from html import escape

from app.mail.names import unlinked


def invitation(*, inviter: str, org_name: str, email: str, link: str) -> tuple[str, str, str]:
    inviter, org_name = unlinked(inviter), unlinked(org_name)  # names the sender chose: never links
    subject = f"{inviter} invited you to {org_name} on Claimdesk"
    text = (
        f"{inviter} invited you to join {org_name} on Claimdesk, where construction payment claims "
        "and payment schedules are sent and answered.\n\n"
        f"Sign in with this email address ({email}) to open the workspace:\n{link}\n\n"
        "There is no password: we email you a sign-in code each time.\n\n"
        "If you were not expecting this, you can ignore this email.\n"
    )
    html = (
        '<div style="font-family:-apple-system,Segoe UI,Helvetica,Arial,sans-serif;font-size:15px;'
        'color:#111827;max-width:480px;margin:0 auto;padding:24px">'
        f"<p>{escape(inviter)} invited you to join <strong>{escape(org_name)}</strong> on Claimdesk, where "
        "construction payment claims and payment schedules are sent and answered.</p>"
        f"<p>Sign in with this email address ({escape(email)}) to open the workspace:</p>"
        f'<p><a href="{escape(link, quote=True)}" style="display:inline-block;padding:10px 18px;'
        f'background:#111827;color:#ffffff;border-radius:6px;text-decoration:none">Open {escape(org_name)}</a></p>'
        "<p>There is no password: we email you a sign-in code each time.</p>"
        '<p style="color:#6b7280">If you were not expecting this, you can ignore this email.</p></div>'
    )
    return subject, text, html
