"""GET /xero/callback (spec 1 section 2): where Xero sends the browser back after authorisation.

It finishes the authorisation (app.integrations.service.callback) and sends the browser on to the
organisation's Integrations page, with `?result=` naming what went wrong (expired, replayed,
other-browser, denied, failed) when it did. A state this server never saved answers 400: there is
no organisation to send the browser to. Outside the OpenAPI document: a browser navigation, not API.
"""
from urllib.parse import quote

from flask import Blueprint, redirect, request

from app.integrations import service

bp = Blueprint("integrations", __name__)

REFUSED_PAGE = """<!doctype html><html lang="en"><meta charset="utf-8"><title>Invalid link</title>
<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem">
<h1>Invalid link</h1><p>This authorisation link was not started here, or it is damaged. Start again from
Settings › Integrations.</p></body></html>"""


@bp.get("/xero/callback")
def xero_callback():
    try:
        org, outcome = service.callback(request.args.get("state"), request.args.get("code"),
                                        request.args.get("error"))
    except service.CallbackRefused:
        return REFUSED_PAGE, 400, {"Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store"}
    target = f"/{quote(org.slug)}/settings/connections"
    response = redirect(f"{target}?result={outcome}" if outcome else target, code=303)
    response.headers["Cache-Control"] = "no-store"
    # The code and state stay out of the next page's Referer.
    response.headers["Referrer-Policy"] = "no-referrer"
    return response
