"""Email: promised through the outbox, delivered by the `email` queue.

With `SMTP_URL` set (smtp://user:pass@host:port, or smtps:// for implicit TLS, `?starttls=1`
to upgrade), mail goes through that relay. Otherwise it lands in the development outbox
(`shared.dev_mail`), in the same transaction that marks the outbox row done, so it appears
exactly once. The Message-ID is derived from the idempotency key, so a receiver can tell a
repeat from a new message in the one case SMTP cannot rule out (a worker killed after the
relay accepted the message and before the row was marked done).
"""
import hashlib
import logging
import smtplib
from email.message import EmailMessage
from email.utils import formatdate
from urllib.parse import parse_qs, unquote, urlparse

from flask import current_app
from sqlalchemy.dialects.postgresql import insert

from app.db import db
from app.jobs.outbox import promise, task
from app.mail.models import DevMail

log = logging.getLogger(__name__)


def send_email(*, to: list[str] | str, subject: str, text: str, html: str | None = None, key: str,
               org_id: int | None = None) -> None:
    """Promise an email in the current transaction; `key` makes a repeat of it a no-op."""
    recipients = [to] if isinstance(to, str) else list(to)
    promise("email.send", {"to": recipients, "subject": subject, "text": text, "html": html},
            key=f"email:{key}", org_id=org_id)


def message_id(key: str) -> str:
    digest = hashlib.sha256(key.encode()).hexdigest()[:32]
    host = urlparse(current_app.config["PUBLIC_URL"]).hostname or "claimdesk.localhost"
    return f"<{digest}@{host}>"


@task("email.send", "email")
def deliver(payload: dict, key: str) -> None:
    msg = EmailMessage()
    msg["From"] = current_app.config["MAIL_FROM"]
    msg["To"] = ", ".join(payload["to"])
    msg["Subject"] = payload["subject"]
    msg["Date"] = formatdate(localtime=False)
    msg["Message-ID"] = message_id(key)
    msg.set_content(payload["text"])
    if payload.get("html"):
        msg.add_alternative(payload["html"], subtype="html")

    smtp_url = current_app.config.get("SMTP_URL")
    if smtp_url:
        _send_smtp(smtp_url, msg)
    else:
        db.session.execute(
            insert(DevMail)
            .values(message_id=msg["Message-ID"], to=payload["to"], subject=payload["subject"],
                    text=payload["text"], html=payload.get("html"))
            .on_conflict_do_nothing(index_elements=["message_id"])
        )
        log.info("dev mail to %s: %s\n%s", msg["To"], msg["Subject"], payload["text"])


def _send_smtp(url: str, msg: EmailMessage) -> None:
    parts = urlparse(url)
    query = parse_qs(parts.query)
    if parts.scheme == "smtps":
        client = smtplib.SMTP_SSL(parts.hostname, parts.port or 465, timeout=30)
    else:
        client = smtplib.SMTP(parts.hostname, parts.port or 25, timeout=30)
    with client:
        if query.get("starttls") == ["1"]:
            client.starttls()
        if parts.username:
            client.login(unquote(parts.username), unquote(parts.password or ""))
        client.send_message(msg)
