"""POST /v1/demo: a marketing visitor asks for a demo; sales gets an email.

Anyone may post it, so it is as careful as the signed-in forms (issue 37):

- each field is typed text under app.domain.text (NFC, no invisible characters, trimmed, its
  limit); the company name and the email reach the sales email's subject, so they must be one
  line: a CR or LF there is refused with a field error, never turned into a header. A NUL or a
  lone surrogate in any field is refused before the view (app.security.refuse_unstorable_body);
- a client address may ask DEMO_REQUESTS_PER_IP_PER_HOUR times an hour (a person asks once):
  beyond it 429 with Retry-After, nothing stored or emailed;
- what is refused is a 422 naming the field, in flask-smorest's shape the page already reads.
"""
from datetime import timedelta

from flask import current_app, request
from flask.views import MethodView
from flask_smorest import Blueprint
from marshmallow import Schema, ValidationError, fields, validate

from app.auth import ratelimit
from app.auth.tokens import now
from app.db import db
from app.domain.email import valid_email
from app.domain.text import clean_text
from app.errors import UserError
from app.mail.service import send_email
from app.marketing.models import DemoRequest

blp = Blueprint("demo", __name__, url_prefix="/v1", description="Marketing: demo requests")

THANKS = "Thanks! We'll be in touch within one business day to book your demo."
TOO_MANY = "Too many demo requests from this address. Please try again in an hour."
ONE_LINE = "{label} must be on one line"


class Text(fields.String):
    """A typed text field cleaned by app.domain.text; `single_line` refuses a line break."""

    def __init__(self, label: str, limit: int, *, single_line: bool, **kwargs):
        super().__init__(validate=validate.Length(max=limit), **kwargs)  # the limit, also in the OpenAPI document
        self.label, self.limit, self.single_line = label, limit, single_line

    def _deserialize(self, value, attr, data, **kwargs):
        if self.single_line and isinstance(value, str) and ("\r" in value or "\n" in value):
            raise ValidationError(ONE_LINE.format(label=self.label))
        try:
            return clean_text(value, self.limit, attr, self.label, multiline=not self.single_line)
        except UserError as error:
            raise ValidationError(error.message) from error


class Email(Text):
    def __init__(self, **kwargs):
        super().__init__("Email", 254, single_line=True, metadata={"format": "email"}, **kwargs)

    def _deserialize(self, value, attr, data, **kwargs):
        email = valid_email(super()._deserialize(value, attr, data, **kwargs))
        if email is None:
            raise ValidationError("Not a valid email address.")
        return validate.Email()(email)  # and marshmallow's stricter shape, as the form always had


class DemoRequestSchema(Schema):
    email = Email(required=True)
    companyName = Text("Company name", 200, single_line=True, load_default="")
    message = Text("Message", 5000, single_line=False, load_default="")


class DemoReplySchema(Schema):
    message = fields.String(required=True)


@blp.route("/demo")
class Demo(MethodView):
    @blp.arguments(DemoRequestSchema, location="json")
    @blp.response(200, DemoReplySchema)
    @blp.alt_response(429, description="Too many demo requests from this address (Retry-After)")
    def post(self, body):
        """Request a demo."""
        at = now()
        ratelimit.enforce(f"demo:ip:{request.remote_addr or 'unknown'}",
                          int(current_app.config["DEMO_REQUESTS_PER_IP_PER_HOUR"]), timedelta(hours=1), at, TOO_MANY)
        session = db.session
        demo = DemoRequest(email=body["email"], company_name=body["companyName"], message=body["message"])
        session.add(demo)
        session.flush()
        send_email(
            to=current_app.config["SALES_EMAIL"],
            subject=f"Demo request from {demo.company_name or demo.email}",
            text=f"Email: {demo.email}\nCompany: {demo.company_name}\n\n{demo.message}\n",
            key=f"demo-request:{demo.id}",
        )
        session.commit()
        return {"message": THANKS}
