"""/dev/mail: the development outbox, newest first (never registered in production)."""
from flask import Blueprint, jsonify, render_template, request
from sqlalchemy import select

from app.db import db
from app.mail.models import DevMail

bp = Blueprint("dev_mail", __name__, template_folder="templates")


@bp.get("/dev/mail")
def dev_mail():
    limit = min(request.args.get("limit", 100, type=int), 500)
    rows = db.session.scalars(select(DevMail).order_by(DevMail.sent_at.desc(), DevMail.id.desc()).limit(limit)).all()
    messages = [
        {"to": m.to, "subject": m.subject, "text": m.text, "html": m.html, "sent_at": m.sent_at.isoformat(),
         "attachments": m.attachments or []}
        for m in rows
    ]
    wants_html = request.accept_mimetypes.best_match(["application/json", "text/html"]) == "text/html"
    if wants_html and request.args.get("format") != "json":
        return render_template("dev_mail.html", messages=messages)
    return jsonify(messages)
