"""Sending feedback: kept in the `feedback` table of the organisation the person works in (the
tenant bound to the request) and emailed to SUPPORT_EMAIL through the outbox, in one transaction.
At most FEEDBACK_PER_ACCOUNT_PER_HOUR per account (app.auth.ratelimit)."""
from datetime import timedelta

from flask import current_app
from sqlalchemy import func, select

from app.auth import ratelimit
from app.auth.models import Account
from app.db import db
from app.domain.text import clean_text
from app.feedback.models import Feedback
from app.mail.service import send_email
from app.orgs.access import Viewer

MESSAGE_LIMIT = 5_000
TOO_MANY = "Too much feedback: at most {limit} messages an hour. Please try again later."


def send_feedback(viewer: Viewer, message) -> Feedback:
    message = clean_text(message, MESSAGE_LIMIT, "message", "Feedback", required=True, multiline=True)
    try:
        ratelimit.per_account("feedback", viewer.account_id, "FEEDBACK_PER_ACCOUNT_PER_HOUR", timedelta(hours=1),
                              TOO_MANY)
        row = Feedback(account_id=viewer.account_id, message=message)
        db.session.add(row)
        db.session.flush()
        name, email = db.session.execute(
            select(func.coalesce(func.nullif(Account.name, ""), Account.email), Account.email)
            .where(Account.id == viewer.account_id)).one()
        text = (f"Feedback from {name} <{email}> working in {viewer.org.name} ({viewer.org.slug}):\n\n"
                f"{message}\n")
        # The outbox's keys are one namespace for every organisation (shared.outbox_items), and a
        # feedback row's id is its own schema's: the organisation's id keeps two organisations'
        # first feedback from being one email (the second one was dropped as a repeat).
        send_email(to=current_app.config["SUPPORT_EMAIL"], subject=f"Feedback from {name}", text=text,
                   key=f"feedback:{viewer.org.id}:{row.id}", org_id=viewer.org.id)
        db.session.commit()
    except Exception:
        db.session.rollback()
        raise
    return row
