"""GET /xero/callback (spec 1 section 2): where Xero sends the browser back after authorisation.

It finishes the authorisation (app.integrations.connection.callback) and sends the browser on to the
organisation's Integrations page, with `?result=` naming what went wrong (expired, replayed,
other-browser, denied, failed) when it did. A state this server never saved answers 400: there is
no organisation to send the browser to. Outside the OpenAPI document: a browser navigation, not API.
"""
from urllib.parse import quote

from flask import Blueprint, request

from app.auth import callbacks
from app.integrations import connection as accounting

bp = Blueprint("integrations", __name__)

@bp.get("/xero/callback")
def xero_callback():
    try:
        org, outcome = accounting.callback(request.args.get("state"), request.args.get("code"),
                                        request.args.get("error"))
    except accounting.CallbackRefused:
        return callbacks.refused("This authorisation", "Settings › Integrations")
    target = f"/{quote(org.slug)}/settings/connections"
    return callbacks.back_to(f"{target}?result={outcome}" if outcome else target)
