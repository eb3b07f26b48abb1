"""The texts of the sign-in emails (plain text first; the HTML says the same)."""
from html import escape

from app.auth.tokens import display_code


def sign_in_code(*, code: str, link: str, minutes: int, signup: bool) -> tuple[str, str, str]:
    shown = display_code(code)
    what = "create your Claimdesk account" if signup else "sign in to Claimdesk"
    subject = f"Your Claimdesk {'sign-up' if signup else 'sign-in'} code: {shown}"
    text = (
        f"Your code to {what} is:\n\n"
        f"    {shown}\n\n"
        f"Enter it on the page where you asked for it, or open this link in the same browser:\n"
        f"{link}\n\n"
        f"The code and the link work once, and only for the next {minutes} minutes.\n\n"
        "If you did not ask for this, you can ignore this email: nobody can sign in without the code.\n"
    )
    html = _layout(
        f"<p>Your code to {escape(what)} is:</p>"
        f'<p style="font-size:28px;font-weight:600;letter-spacing:4px;font-family:monospace">{escape(shown)}</p>'
        "<p>Enter it on the page where you asked for it, or open this link in the same browser:</p>"
        f'<p><a href="{escape(link, quote=True)}" style="display:inline-block;padding:10px 18px;'
        'background:#111827;color:#ffffff;border-radius:6px;text-decoration:none">'
        f"{'Create my account' if signup else 'Sign in to Claimdesk'}</a></p>"
        f"<p>The code and the link work once, and only for the next {minutes} minutes.</p>"
        '<p style="color:#6b7280">If you did not ask for this, you can ignore this email: '
        "nobody can sign in without the code.</p>"
    )
    return subject, text, html


def no_account(*, signup_link: str) -> tuple[str, str, str]:
    """Sent instead of a code when someone asks to sign in with an email that has no account."""
    subject = "Sign in to Claimdesk: no account for this email"
    text = (
        "Someone (we hope you) asked to sign in to Claimdesk with this email address, "
        "but there is no Claimdesk account for it.\n\n"
        f"To create one, sign up here:\n{signup_link}\n\n"
        "If you did not ask for this, you can ignore this email.\n"
    )
    html = _layout(
        "<p>Someone (we hope you) asked to sign in to Claimdesk with this email address, "
        "but there is no Claimdesk account for it.</p>"
        f'<p><a href="{escape(signup_link, quote=True)}">Sign up to Claimdesk</a></p>'
        '<p style="color:#6b7280">If you did not ask for this, you can ignore this email.</p>'
    )
    return subject, text, html


def _layout(body: str) -> str:
    return (
        '<div style="font-family:-apple-system,Segoe UI,Helvetica,Arial,sans-serif;font-size:15px;'
        f'color:#111827;max-width:480px;margin:0 auto;padding:24px">{body}</div>'
    )
