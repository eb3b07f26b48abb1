"""What this server's OAuth callbacks share (signing in with Google / Microsoft: app.auth.identities;
connecting Xero: app.integrations.connection and rest): using up the state saved when the authorisation
started, and the answers to the browser."""
from datetime import timedelta

from flask import redirect

from app.auth.session import current_browser
from app.auth.tokens import now

# Outcomes named in the redirect's `result` (the pages word them).
EXPIRED, REPLAYED, OTHER_BROWSER, DENIED, FAILED = "expired", "replayed", "other-browser", "denied", "failed"

REFUSED_PAGE = """<!doctype html><html lang="en"><meta charset="utf-8"><title>Invalid link</title>
<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem">
<h1>Invalid link</h1><p>{what} was not started here, or the link is damaged. Start again from {where}.</p>
</body></html>"""


def use_state(saved, *, ttl: int, code: str | None, error: str | None, account_id: int | None = None) -> str | None:
    """Use up `saved` (a state row: used_at, created_at, browser_session_id), whatever follows: the
    outcome refusing this callback (a second use, another browser, too late, the person said no),
    else None. `account_id`: the account that must still be signed in on this browser."""
    if saved.used_at is not None:
        return REPLAYED
    at = now()
    saved.used_at = at
    browser = current_browser()
    if browser is None or browser.id != saved.browser_session_id \
            or (account_id is not None and account_id not in browser.accounts):
        return OTHER_BROWSER
    if saved.created_at < at - timedelta(seconds=ttl):
        return EXPIRED
    if error or not code:
        return DENIED
    return None


def refused(what: str, where: str):
    """The answer to a callback whose state this server never saved: there is nowhere to go back to."""
    return (REFUSED_PAGE.format(what=what, where=where), 400,
            {"Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store"})


def back_to(target: str):
    """Send the browser on, with the code and state kept out of the next page's Referer."""
    response = redirect(target, code=303)
    response.headers["Cache-Control"] = "no-store"
    response.headers["Referrer-Policy"] = "no-referrer"
    return response
