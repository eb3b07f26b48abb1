"""POST /v1/demo: a marketing visitor asks for a demo; sales gets an email."""
from flask import current_app
from flask.views import MethodView
from flask_smorest import Blueprint
from marshmallow import Schema, fields, validate

from app.db import db
from app.mail.service import send_email
from app.marketing.models import DemoRequest

blp = Blueprint("demo", __name__, url_prefix="/v1", description="Marketing: demo requests")

THANKS = "Thanks! We'll be in touch within one business day to book your demo."


class DemoRequestSchema(Schema):
    email = fields.Email(required=True, validate=validate.Length(max=254))
    companyName = fields.String(load_default="", validate=validate.Length(max=200))
    message = fields.String(load_default="", validate=validate.Length(max=5000))


class DemoReplySchema(Schema):
    message = fields.String(required=True)


@blp.route("/demo")
class Demo(MethodView):
    @blp.arguments(DemoRequestSchema, location="json")
    @blp.response(200, DemoReplySchema)
    def post(self, body):
        """Request a demo."""
        session = db.session
        demo = DemoRequest(email=body["email"].strip(), company_name=body["companyName"].strip(),
                           message=body["message"].strip())
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
