"""POST /v1/billing/webhook: Stripe's events, signed with the endpoint's secret.

Checked by Stripe's library (signature and timestamp tolerance) before anything is written: a
bad signature or a stale timestamp answers 400 and changes nothing. A good event is kept once
by its id and processed by the worker through the outbox (retried on failure); a replay answers
200 and does nothing. Stripe calls without an Origin header, so the same-origin check lets it in,
and nothing here reads a session: the signature is the only credential.
"""
from flask import current_app, jsonify, request
from flask.views import MethodView
from flask_smorest import Blueprint
from marshmallow import Schema, fields

from billing import service, stripe_client

blp = Blueprint("billing", __name__, url_prefix="/v1/billing", description="Billing: Stripe's webhook")

BAD_SIGNATURE = "The webhook signature is not valid, or the event is too old."


class WebhookReplySchema(Schema):
    received = fields.Boolean(required=True, metadata={"description": "The event was accepted."})
    duplicate = fields.Boolean(required=True, metadata={"description": "This event id was received before; "
                                                                        "nothing was done again."})


@blp.route("/webhook")
class Webhook(MethodView):
    @blp.response(200, WebhookReplySchema)
    @blp.alt_response(400, description="Bad signature or stale timestamp: nothing changed.")
    @blp.alt_response(404, description="Billing is not configured on this server.")
    def post(self):
        """Receive one Stripe event (the Stripe-Signature header is required)."""
        if not stripe_client.enabled() or not current_app.config.get("STRIPE_WEBHOOK_SECRET"):
            return jsonify(message=service.BILLING_OFF), 404
        try:
            new = service.receive_webhook(request.get_data(), request.headers.get("Stripe-Signature"))
        except stripe_client.BadSignature:
            return jsonify(message=BAD_SIGNATURE), 400
        return {"received": True, "duplicate": not new}
