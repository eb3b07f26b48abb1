"""GET /v1/help/payers: what the product's own page for payers (/help/payers in the UI) needs from
the server: the date of the rules it explains and that it is not legal advice (issue 36).

The payer's 'More information' link (the claim page, the link page, the claim email) opens that
page unless CLAIMDESK_PAYER_INFO_URL names another (config PAYER_INFO_URL). The page's words are
the UI's; the rules' date is the one every statutory fact follows (app.domain.claim_standing), so
the page reads the same date as the documents' notes.
"""
from flask.views import MethodView
from flask_smorest import Blueprint
from marshmallow import Schema, fields

from app.domain.claim_standing import NOT_LEGAL_ADVICE, RULES_AS_AT
from app.domain.dates import long_date

blp = Blueprint("payer_help", __name__, url_prefix="/v1/help", description="Help: the payer's duties under the Act")


def rules_note() -> str:
    return (f"This page follows the Construction Contracts Act 2002 as at {long_date(RULES_AS_AT)}. "
            f"{NOT_LEGAL_ADVICE}")


class PayerHelpSchema(Schema):
    rulesAsAt = fields.Date(required=True, metadata={"description": "The date of the rules the page explains."})
    rulesNote = fields.String(required=True, metadata={"description": "That date, and 'This is not legal advice.'"})


@blp.route("/payers")
class PayerHelp(MethodView):
    @blp.response(200, PayerHelpSchema)
    def get(self):
        """The rules' date of the payer's page (public: no account)."""
        return {"rulesAsAt": RULES_AS_AT, "rulesNote": rules_note()}
