"""Public access links: issuing one with each claim or schedule email, opening one, and what its
holder may do (read the claim's documents, mark it viewed, comment after confirming a code).

The holder acts as the recipient the link was sent to (their user in their organisation), so the
claim is reached through the same accessor and rules as in the app: when the recipient's
organisation no longer reaches the contract, or the recipient left it, the link stops working
on its next use, with no job to run. What the holder may reach is narrower than what that
recipient may: only this claim's documents, through the few views of app.links.rest.

Every refusal of the link itself (no such id, a wrong key, a revoked or expired link, another
claim's number, a recipient who lost access) is the same 404 'Invalid link', takes the same
steps (the key is hashed and compared in constant time even when the id is unknown), and counts
against the client address; an address with ACCESS_LINK_FAILURES_PER_IP_PER_HOUR failures is
refused (429) for the rest of the hour, valid links included.
"""
import hashlib
import hmac
import re
import secrets
import uuid
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone

from flask import current_app
from sqlalchemy import bindparam, func, select, update

from app.activity import record as activity
from app.auth import ratelimit
from app.auth.models import User
from app.claims import document as claim_document
from app.claims import service as claims
from app.claims import queries as claim_queries
from app.claims.models import Claim, Revision
from app.comments import service as comments
from app.contracts import invitations
from app.contracts import permissions as cp
from app.contracts.access import VisibleContract
from app.db import db, rolls_back
from app.documents.links import digest as _digest
from app.documents.models import CLAIM, SCHEDULE, AccessLink, Comment
from app.errors import NotFound, PermissionDenied, UserError
from app.mail.service import send_email
from app.orgs.access import Viewer, load_viewer
from app.schedules import document as schedule_document
from app.schedules import service as schedules
from tenants.context import tenant_context
from tenants.models import Organisation

INVALID_LINK = "Invalid link"
INVALID_DOCUMENT_TYPE = "Invalid document type"
CLAIM_NOT_FOUND = claims.CLAIM_NOT_FOUND  # 'Claim not found'
IN_DRAFT = "Claim not found or is in draft."
REVISION_NOT_FOUND = claims.REVISION_NOT_FOUND  # 'Claim revision not found'
TOO_MANY_TRIES = "Too many invalid links from this address. Please try again in an hour."
TOO_MANY_CODES = "Too many codes: at most {limit} an hour. Please try again later."
CODE_WRONG = "That code is not right. Check the email and try again."
CODE_EXPIRED = "That code has expired or was used. Send a new one."
LINK_NOT_FOUND = "Link not found"
JOIN_TO_COMMENT = "Join Claimdesk to comment on this claim."
SCHEME = "AccessLink"
CODE_TTL = timedelta(minutes=10)
CODE_MAX_TRIES = 5
FAILURE_WINDOW = timedelta(hours=1)

_ID = re.compile(r"^[A-Za-z0-9_-]{16}$")
_KEY = re.compile(r"^[A-Za-z0-9_-]{43}$")
_DOC = re.compile(r"^(claim|schedule)-(.*)$")
_NUMBER = re.compile(r"^[0-9]{1,9}$")
# Compared against when the id names no link, so a missing link costs what a wrong key costs.
_NO_LINK = hashlib.sha256(b"no such link").hexdigest()


def now() -> datetime:
    return datetime.now(timezone.utc)


# ---- opening ------------------------------------------------------------------------------------

@dataclass
class Access:
    """An opened link: the recipient acting, the claim it reaches, and which document was asked for."""

    link: AccessLink
    viewer: Viewer | None  # None for a person of a stand-in party (named by email, not joined yet)
    found: VisibleContract
    claim: Claim
    kind: str  # CLAIM or SCHEDULE
    account_id: int  # the recipient's account, and their organisation (a stand-in's, until they join)
    org_id: int

    @property
    def joined(self) -> bool:
        """The recipient acts in a workspace of theirs; a stand-in's person reads, and joins to do more."""
        return self.viewer is not None


def parse_document(segment: str, schedule_flag: bool = False) -> tuple[str, int]:
    """(kind, number) of a 'claim-N' / 'schedule-N' segment; the schedule flag picks the schedule."""
    matched = _DOC.match(segment or "")
    if matched is None:
        raise UserError(INVALID_DOCUMENT_TYPE, field="doc")
    if not _NUMBER.match(matched.group(2)):
        raise NotFound(INVALID_LINK)
    kind = SCHEDULE if schedule_flag else matched.group(1)
    return kind, int(matched.group(2))


def parse_authorization(value: str | None) -> tuple[str, str] | None:
    """(id, key) of 'AccessLink <id>:<key>', else None."""
    scheme, _, credentials = (value or "").partition(" ")
    link_id, _, key = credentials.strip().partition(":")
    if scheme != SCHEME or not _ID.match(link_id) or not _KEY.match(key):
        return None
    return link_id, key


def _failure_key(client_address: str | None) -> str:
    return f"access-link:ip:{client_address or 'unknown'}"


def _refuse(client_address: str | None) -> NotFound:
    """Count a failed try against the client address (committed: the refusal rolls nothing back)."""
    db.session.rollback()
    ratelimit.hit(_failure_key(client_address), _failure_limit(), FAILURE_WINDOW, now())
    db.session.commit()
    return NotFound(INVALID_LINK)


def _failure_limit() -> int:
    return int(current_app.config["ACCESS_LINK_FAILURES_PER_IP_PER_HOUR"])


def _check_address(client_address: str | None) -> None:
    retry = ratelimit.over(_failure_key(client_address), _failure_limit(), FAILURE_WINDOW, now())
    if retry is not None:
        raise ratelimit.TooManyRequests(TOO_MANY_TRIES, retry_after=retry)


def _valid_link(credentials: tuple[str, str] | None, at: datetime) -> AccessLink | None:
    link_id, key = credentials or ("", "")
    link = db.session.get(AccessLink, link_id) if credentials else None
    matches = hmac.compare_digest(link.key_sha256 if link is not None else _NO_LINK, _digest(key))
    if link is None or not matches or link.revoked_at is not None or link.expires_at <= at:
        return None
    return link


@contextmanager
def opened(authorization: str | None, segment: str, schedule_flag: bool, client_address: str | None):
    """The link of an `Authorization: AccessLink <id>:<key>` header opened on a document segment,
    in the recipient organisation's tenant context; else the spec's errors (see the module)."""
    _check_address(client_address)
    kind, number = parse_document(segment, schedule_flag)
    at = now()
    link = _valid_link(parse_authorization(authorization), at)
    claim = db.session.get(Claim, link.claim_id) if link is not None else None
    if link is None or claim is None or claim.number != number:
        raise _refuse(client_address)
    user = db.session.get(User, link.user_id)
    org = db.session.get(Organisation, user.org_id)
    if org.schema_name is None:
        # A person named by email who has not joined (the stand-in party, app.contracts.invitations):
        # the link reads this claim as their side is served it, while the invitation waits and they
        # are on the contract; it opens nothing of any workspace, and acts for nobody.
        found = invitations.stand_in_view(link.contract_id, user.id)
        if found is None:
            raise _refuse(client_address)
        if claim.latest_rev is None:
            raise NotFound(IN_DRAFT)
        link.last_used_at = at
        yield Access(link, None, found, claim, kind, user.account_id, org.id)
        return
    with tenant_context(org):
        viewer = load_viewer(user.account_id, org)
        if viewer is None:
            raise _refuse(client_address)
        try:
            found, claim = claims.get_claim(viewer, link.contract_id, number)
        except NotFound as exc:
            if exc.message != CLAIM_NOT_FOUND:  # the contract: the recipient's side lost it
                raise _refuse(client_address) from None
            raise
        if claim.latest_rev is None:
            raise NotFound(IN_DRAFT)
        link.last_used_at = at
        yield Access(link, viewer, found, claim, kind, user.account_id, org.id)


def latest_revision(access: Access):
    revision = claim_document.revision_of(access.claim, access.claim.latest_rev)
    if revision is None:
        raise NotFound(REVISION_NOT_FOUND)
    return revision


def claim_doc(access: Access) -> claim_document.ClaimDocument:
    return claim_document.build(access.found, access.claim, latest_revision(access))


def schedule_doc(access: Access):
    """The claim's sent payment schedule as a document, or None while there is none."""
    schedule = schedule_document.sent_schedule(access.claim)
    return schedule_document.build(access.found, access.claim, schedule) if schedule is not None else None


def shared_comments(claim_id: int) -> list[Comment]:
    """The claim's comments both parties read (never an organisation's internal ones)."""
    return list(db.session.scalars(select(Comment).where(Comment.claim_id == claim_id)
                                   .order_by(Comment.created_at, Comment.id)))


# ---- what the holder does ------------------------------------------------------------------------

def mark_viewed(access: Access) -> None:
    """The claim's 'viewed' as the app records it for its reader: the customer side reading the
    claim (read state, 'viewed' once per revision, the revision's openedAt), or the supplier side
    opening the payment schedule served on it (each the app's own action). A stand-in's person (not
    joined yet) has no workspace for a read state, but their opening is recorded as any recipient's:
    'viewed' once per revision, and the revision's openedAt (issue 34)."""
    if not access.joined:
        if not access.found.is_supplier and access.kind != SCHEDULE:
            claim = access.claim
            activity.viewed_by_stand_in(claim, claim.latest_rev, org_id=access.org_id, user_id=access.link.user_id,
                                        account_id=access.account_id)
            db.session.execute(update(Revision).where(
                Revision.claim_id == claim.id, Revision.rev == claim.latest_rev, Revision.opened_at.is_(None),
                Revision.is_draft.is_(False)).values(opened_at=func.now()))
            db.session.commit()
            claim_queries.forget(access.link.contract_id)
            return
    elif not access.found.is_supplier:
        claims.mark_read(access.viewer, access.link.contract_id, access.claim.number, None)
    elif access.kind == SCHEDULE:
        schedules.mark_viewed(access.viewer, access.link.contract_id, access.claim.number)
    db.session.commit()  # the link's last use, whatever else was recorded


def masked(email: str) -> str:
    """'j•••@example.com': enough for the holder to know which inbox to look in."""
    local, _, domain = email.partition("@")
    return f"{local[:1]}\u2022\u2022\u2022@{domain}"


def send_code(access: Access) -> str:
    """Email a six-digit code to the address the link was sent to; answers that address, masked.
    A new code replaces the one before."""
    _require_joined(access)
    link = access.link
    limit = int(current_app.config["ACCESS_LINK_CODES_PER_HOUR"])
    ratelimit.enforce(f"access-link:code:{link.id}", limit, timedelta(hours=1), now(), TOO_MANY_CODES.format(limit=limit))
    code = f"{secrets.randbelow(1_000_000):06d}"
    link.code_sha256 = _digest(f"{link.id}:{code}")
    link.code_expires_at = now() + CODE_TTL
    link.code_tries = 0
    title = f"Claim {access.claim.number}"
    text = (f"Your code to comment on {title} of {access.found.contract.site_name} is {code}.\n\n"
            f"It works once, for 10 minutes. If you did not ask for it, ignore this email: "
            f"nothing is posted without it.\n")
    send_email(to=link.email, subject=f"{code} is your code to comment on {title}", text=text,
               key=f"access-link-code:{link.id}:{uuid.uuid4().hex}")
    db.session.commit()
    return masked(link.email)


def _require_joined(access: Access) -> None:
    """A comment is posted as someone of a workspace: a stand-in's person joins first."""
    if not access.joined:
        raise PermissionDenied(JOIN_TO_COMMENT)


def add_comment(access: Access, code, body, comment_id) -> comments.Added:
    """Post a comment to the claim as the link's recipient, once the emailed code is confirmed.
    The code is used up by the comment it posts; a wrong one counts a try (5 at most)."""
    _require_joined(access)
    link = access.link
    if not isinstance(code, str) or link.code_sha256 is None or link.code_expires_at is None \
            or link.code_expires_at <= now() or link.code_tries >= CODE_MAX_TRIES:
        raise UserError(CODE_EXPIRED, field="code")
    if not hmac.compare_digest(link.code_sha256, _digest(f"{link.id}:{code.strip()}")):
        link.code_tries += 1
        db.session.commit()
        raise UserError(CODE_WRONG, field="code")
    link.code_sha256 = None
    link.code_expires_at = None
    added = comments.add_comment(access.viewer, link.contract_id, access.claim.number, comment_id=comment_id,
                                 body=body)
    db.session.commit()
    return added


# ---- the sender's side ---------------------------------------------------------------------------

@dataclass
class SentLink:
    id: str
    document: str
    email: str
    issued_at: datetime
    expires_at: datetime
    revoked_at: datetime | None
    last_used_at: datetime | None


def _sender_permission(document: str) -> cp.ContractPermission:
    return cp.ContractPermission.SUPPLIER_SUBMIT if document == CLAIM else cp.ContractPermission.CUSTOMER_SUBMIT


# Built once, run with parameters: every claim page asks it (building it cost more than running it).
_SENT_LINKS = (select(AccessLink).where(AccessLink.claim_id == bindparam("claim_id"),
                                        AccessLink.sender_org_id == bindparam("org_id"))
               .order_by(AccessLink.issued_at.desc(), AccessLink.id))


def sent_links(viewer: Viewer, found: VisibleContract, claim: Claim) -> list[SentLink]:
    """The links the viewer's organisation sent for this claim (reached by the viewer) and that the
    viewer may revoke, newest first."""
    if not any(found.can(_sender_permission(document)) for document in (CLAIM, SCHEDULE)):
        return []  # none the viewer may revoke: nothing to read
    rows = db.session.scalars(_SENT_LINKS, {"claim_id": claim.id, "org_id": viewer.org.id})
    return [_sent(r) for r in rows if found.can(_sender_permission(r.document))]


def _sent(link: AccessLink) -> SentLink:
    return SentLink(link.id, link.document, link.email, link.issued_at, link.expires_at, link.revoked_at,
                    link.last_used_at)


@rolls_back
def revoke(viewer: Viewer, contract_id: int, number: int, link_id: str) -> tuple[VisibleContract, Claim, SentLink]:
    """Revoke a link the viewer's organisation sent (with the permission that sends it). Another
    organisation's link, or one of another claim, reads as missing."""
    found, claim = claims.get_claim(viewer, contract_id, number)
    link = db.session.scalars(select(AccessLink).where(
        AccessLink.id == (link_id if isinstance(link_id, str) else ""), AccessLink.claim_id == claim.id,
        AccessLink.sender_org_id == viewer.org.id).with_for_update()).first()
    if link is None:
        raise NotFound(LINK_NOT_FOUND)
    if not found.can(_sender_permission(link.document)):
        raise PermissionDenied("You do not have permission to revoke this link.", code="FORBIDDEN")
    db.session.execute(update(AccessLink).where(AccessLink.id == link.id, AccessLink.revoked_at.is_(None))
                       .values(revoked_at=func.now()))
    db.session.commit()
    db.session.refresh(link)
    return found, claim, _sent(link)
