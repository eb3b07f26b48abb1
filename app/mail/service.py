"""Email: promised through the outbox, delivered by the `email` queue.

With `SMTP_URL` set (smtp://user:pass@host:port, or smtps:// for implicit TLS, `?starttls=1`
to upgrade), mail goes through that relay. Otherwise it lands in the development outbox
(`shared.dev_mail`), in the same transaction that marks the outbox row done, so it appears
exactly once. The Message-ID is derived from the idempotency key, so a receiver can tell a
repeat from a new message in the one case SMTP cannot rule out (a worker killed after the
relay accepted the message and before the row was marked done).

What fails (app.jobs.outbox says what each answer does):

- a message that cannot be built (a header with a line break, text no encoding can carry) can
  never be sent: `Impossible`, dead-lettered at once;
- the relay unreachable, refusing the connection, the login or the sender, or answering 4xx (try
  again later) is an outage, whatever the message: `Transient`, retried for as long as it lasts;
- the relay refusing this message for good (5xx to its recipients or its data) counts as a
  failure, dead-lettered after OUTBOX_MAX_FAILURES of them.

An email may carry an attachment made when it is delivered, not when it is promised: the payload
names a registered source (`@attachment_source`, e.g. app.claims.sending's served PDF) and its
parameters, and the worker asks the source for the file. So a PDF rendered for the email is the
one attached, its proof of service (the source's `record`) is written in the transaction that
delivers it, and a file larger than MAIL_ATTACHMENT_MAX_BYTES is left out with a sentence saying so.

Bodies are logged only in development, where the development outbox is how a developer reads
their sign-in code. Anywhere else an email's text holds what must stay between the server and its
recipient (codes, sign-in and access links), so nothing of it is logged; and production refuses
to start without SMTP_URL (app.config.check_production), so its mail is never kept undelivered.
"""
import email.errors
import hashlib
import logging
import smtplib
from collections.abc import Callable
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from functools import cached_property
from email.message import EmailMessage
from email.utils import formatdate
from urllib.parse import parse_qs, unquote, urlparse

from flask import current_app
from markupsafe import escape
from sqlalchemy.dialects.postgresql import insert

from app.db import db
from app.jobs.outbox import Impossible, Transient, promise, task
from app.mail.models import DevMail

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Attachment:
    file_name: str
    data: bytes
    # Called once the file is certain to go with the email, in the delivering transaction.
    record: Callable[[str], None] | None = None  # given the file's SHA-256
    mime: tuple[str, str] = ("application", "pdf")
    # What the email says instead when the file cannot go with it (too large).
    linked_instead: str = "The PDF ({size}) is too large to attach to this email: open it from the link above."

    @cached_property  # asked for the dev outbox and the proof alike: hashed once
    def sha256(self) -> str:
        return hashlib.sha256(self.data).hexdigest()


# {source name: function(params) -> Attachment | None}. None: nothing to attach (the document
# is gone or was replaced); the email goes without it.
ATTACHMENT_SOURCES: dict[str, Callable[[dict], Attachment | None]] = {}


def attachment_source(name: str):
    def register(fn):
        ATTACHMENT_SOURCES[name] = fn
        return fn

    return register


_silenced: ContextVar[bool] = ContextVar("mail_silenced", default=False)


@contextmanager
def silenced():
    """No email is promised inside: the sample data (app.demo.sample) is sent, scheduled and paid
    through the services, between two workspaces of the one person trying it, who is told nothing
    of it by email."""
    token = _silenced.set(True)
    try:
        yield
    finally:
        _silenced.reset(token)


def send_email(*, to: list[str] | str, subject: str, text: str, html: str | None = None, key: str,
               org_id: int | None = None, attach: dict | None = None) -> None:
    """Promise an email in the current transaction; `key` makes a repeat of it a no-op. `attach`:
    {"source": a registered attachment source, ...its parameters}, asked when it is delivered.
    Nothing inside `silenced()`."""
    if _silenced.get():
        return
    recipients = [to] if isinstance(to, str) else list(to)
    payload = {"to": recipients, "subject": subject, "text": text, "html": html}
    if attach is not None:
        payload["attach"] = attach
    promise("email.send", payload, key=f"email:{key}", org_id=org_id)


def unsent(keys: dict) -> list:
    """The items of {key: item} whose email (`send_email`'s key) was not promised yet: what a
    repeat would really send, so a quota counts only that (app.mail.quotas)."""
    from sqlalchemy import select

    from app.jobs.models import OutboxItem

    promised = set(db.session.scalars(select(OutboxItem.key).where(OutboxItem.key.in_([f"email:{k}" for k in keys]))))
    return [item for key, item in keys.items() if f"email:{key}" not in promised]


def message_id(key: str) -> str:
    digest = hashlib.sha256(key.encode()).hexdigest()[:32]
    host = urlparse(current_app.config["PUBLIC_URL"]).hostname or "claimdesk.localhost"
    return f"<{digest}@{host}>"


def _size(n: int) -> str:
    return f"{n / (1024 * 1024):.1f} MB" if n >= 1024 * 1024 else f"{max(1, round(n / 1024))} KB"


# When the source fails for a reason of its own (a bug, a document it cannot render), the email
# still goes: a statutory email must never wait on its attachment.
NOT_ATTACHED = "The PDF could not be attached to this email: open it from the link above."


def attachment_of(payload: dict) -> tuple[Attachment | None, str | None]:
    """(the file that goes with the email, else None; a sentence the email gains, else None)."""
    spec = payload.get("attach")
    if not spec:
        return None, None
    source = ATTACHMENT_SOURCES.get(spec.get("source"))
    try:
        if source is None:
            raise LookupError(f"no attachment source {spec.get('source')!r}")
        with db.session.begin_nested():  # a failed statement must not take the email's transaction with it
            found = source(spec)
    except Exception:
        log.exception("an email's attachment (%s) could not be made: the email goes without it", spec.get("source"))
        return None, NOT_ATTACHED
    if found is None:
        return None, None
    if len(found.data) > int(current_app.config["MAIL_ATTACHMENT_MAX_BYTES"]):
        return None, found.linked_instead.format(size=_size(len(found.data)))
    return found, None


def build(payload: dict, key: str, attachment: Attachment | None = None) -> EmailMessage:
    """The message of an outbox payload, with its attachment; Impossible when it cannot be built
    (it never will be)."""
    try:
        msg = EmailMessage()
        msg["From"] = current_app.config["MAIL_FROM"]
        msg["To"] = ", ".join(payload["to"])
        msg["Subject"] = payload["subject"]
        msg["Date"] = formatdate(localtime=False)
        msg["Message-ID"] = message_id(key)
        msg.set_content(payload["text"])
        if payload.get("html"):
            msg.add_alternative(payload["html"], subtype="html")
        if attachment is not None:
            maintype, subtype = attachment.mime
            msg.add_attachment(attachment.data, maintype=maintype, subtype=subtype, filename=attachment.file_name)
        msg.as_bytes()  # what the relay would be sent: an encoding error shows here, not mid-send
    except (ValueError, TypeError, KeyError, UnicodeError, email.errors.MessageError) as exc:
        raise Impossible(f"the message cannot be built: {type(exc).__name__}: {exc}") from exc
    return msg


def with_note(payload: dict, note: str | None) -> dict:
    """The payload with `note` as the last paragraph of its text and its HTML."""
    if not note:
        return payload
    html = payload.get("html")
    if html:
        paragraph = f'<p style="margin:16px 0 0">{escape(note)}</p>'
        html = html.replace("</body>", f"{paragraph}</body>", 1) if "</body>" in html else html + paragraph
    return {**payload, "text": f"{payload['text'].rstrip()}\n\n{note}\n", "html": html}


@task("email.send", "email")
def deliver(payload: dict, key: str) -> None:
    attachment, note = attachment_of(payload)
    payload = with_note(payload, note)
    msg = build(payload, key, attachment)
    if attachment is not None and attachment.record is not None:
        attachment.record(attachment.sha256)  # undone with the rest if the relay refuses it
    smtp_url = current_app.config.get("SMTP_URL")
    if smtp_url:
        _send_smtp(smtp_url, msg)
        return
    db.session.execute(
        insert(DevMail)
        .values(message_id=msg["Message-ID"], to=payload["to"], subject=payload["subject"],
                text=payload["text"], html=payload.get("html"),
                attachments=[{"name": attachment.file_name, "size": len(attachment.data),
                              "sha256": attachment.sha256}] if attachment is not None else [])
        .on_conflict_do_nothing(index_elements=["message_id"])
    )
    if current_app.config["ENV_NAME"] == "development":
        log.info("dev mail to %s: %s\n%s", msg["To"], msg["Subject"], payload["text"])
    else:  # the subject may hold a sign-in code too
        log.info("dev mail stored for %s recipient(s)", len(payload["to"]))


def _send_smtp(url: str, msg: EmailMessage) -> None:
    try:
        _relay(url, msg)
    except (smtplib.SMTPRecipientsRefused, smtplib.SMTPDataError) as exc:
        if _permanent(exc):
            raise  # this message, refused for good: counted, dead-lettered after a few
        raise Transient(f"{type(exc).__name__}: {exc}") from exc
    except OSError as exc:  # unreachable, timed out, disconnected, login or sender refused, 4xx
        raise Transient(f"{type(exc).__name__}: {exc}") from exc


def _permanent(exc: smtplib.SMTPException) -> bool:
    if isinstance(exc, smtplib.SMTPRecipientsRefused):
        codes = [code for code, _ in exc.recipients.values()]
        return bool(codes) and all(500 <= code < 600 for code in codes)
    return 500 <= getattr(exc, "smtp_code", 0) < 600


def _relay(url: str, msg: EmailMessage) -> None:
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
