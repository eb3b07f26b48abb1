"""Issuing a recipient's access link with each email that carries one (app.claims.sending calls it).

Here, below the documents that send them, rather than in app.links (which opens links, and reaches
the claims, schedules and comments services): sending a claim imports nothing of what reading one
needs (setup.cfg, `[importlinter]`).
"""
import hashlib
import secrets
from datetime import datetime, timedelta, timezone

from flask import current_app
from sqlalchemy import update
from sqlalchemy.dialects.postgresql import insert

from app.contracts import invitations
from app.db import db
from app.documents.models import AccessLink


def digest(secret: str) -> str:
    """What is kept of a key or a code: its SHA-256 (a key is 256 random bits: no salt or
    slow hash adds anything to that)."""
    return hashlib.sha256(secret.encode()).hexdigest()


def issue(claim, document: str, user_id: int, email: str, sender_org_id: int) -> str:
    """A fresh key for the recipient's link to this claim's document (made on first use); its URL.
    Called in the transaction that promises the email carrying it: a new key replaces the one
    before, and re-opens a revoked link (sending again is the sender's choice)."""
    key = secrets.token_urlsafe(32)
    at = datetime.now(timezone.utc)
    values = dict(key_sha256=digest(key), email=email, sender_org_id=sender_org_id, issued_at=at,
                  expires_at=at + timedelta(days=int(current_app.config["ACCESS_LINK_TTL_DAYS"])),
                  revoked_at=None, code_sha256=None, code_expires_at=None, code_tries=0)
    link_id = db.session.scalar(
        insert(AccessLink).values(id=secrets.token_urlsafe(12), contract_id=claim.contract_id, claim_id=claim.id,
                                  document=document, user_id=user_id, **values)
        .on_conflict_do_update(index_elements=["claim_id", "document", "user_id"], set_=values)
        .returning(AccessLink.id)
    )
    return link_url(link_id, key, document, claim.number)


def link_url(link_id: str, key: str, document: str, number: int) -> str:
    """The emailed URL: the key rides in the fragment, which a browser never sends to any server
    or proxy and never puts in a Referer (issue 37). The page reads it and sends it in the
    `Authorization: AccessLink` header of its own calls. Chosen over exchanging the key for a
    cookie on first open, because that first request would still carry the key in its request
    line through every proxy in front of us, and a cookie would then authorise a browser rather
    than the link's holder. The spec's form, /link/{id}/{key}/{doc}, still opens (a link emailed
    before this change) and the page rewrites its own address to this one at once."""
    return f"{current_app.config['PUBLIC_URL']}/link/{link_id}/{document}-{number}#key={key}"


@invitations.on_people_moved
def _follow(users: dict[int, int]) -> None:
    """A workspace took a stand-in's party (its person joined or accepted): the links emailed to its
    people open as the same people in that workspace, so a link opened before joining keeps working."""
    for before, after in users.items():
        db.session.execute(update(AccessLink).where(AccessLink.user_id == before).values(user_id=after))
