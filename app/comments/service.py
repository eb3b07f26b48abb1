"""Adding a comment to a claim, and reading a claim's comments.

Adding (`add_comment`), in one transaction:
- the claim is reached as the viewer sees it (another organisation's claim reads as not found),
  and the viewer may comment on it (app.comments.policy);
- at most COMMENTS_PER_ACCOUNT_PER_10_MINUTES per account (app.auth.ratelimit.per_account);
- the body is text as every form cleans it (app.domain.text, line breaks kept), at most
  BODY_LIMIT characters; with no files it must not be blank;
- files are the commenter's own uploads, taken as a claim's attachments are (app.claims.attachments);
- `item_id` names a line of the claim the viewer sees (a comment about that line);
- `client_id` is chosen by the client once per comment: sending it again (a double click, a
  retry after a lost answer) answers the comment already added and does nothing else;
- an ordinary comment goes to `shared.comments`, an internal one to the author organisation's
  own `internal_comments` (the tenant bound to the request; app.documents.models);
- the activity 'commented' is recorded (an internal comment's only for its side), and an
  ordinary comment is emailed once to each recipient of the other side through the outbox (the
  customer recipients for the supplier's comment, the supplier recipients for the customer's);
  an internal comment is emailed to nobody.

Reading (`claim_comments`): a claim's shared comments and the bound organisation's internal ones.
"""
import re
from dataclasses import dataclass
from datetime import timedelta

from flask import current_app
from sqlalchemy import func, or_, select
from sqlalchemy.dialects.postgresql import insert

from app.activity import record as activity
from app.activity.models import COMMENTED
from app.auth import ratelimit
from app.claims import attachments
from app.claims import policy as claim_policy
from app.claims import service as claims
from app.claims.models import LedgerEntry
from app.comments import policy
from app.contracts.access import VisibleContract
from app.db import db, rolls_back
from app.documents import recipients as recipients_of
from app.documents.files import clean_files
from app.documents.models import Comment, InternalComment
from app.domain.text import clean_text
from app.errors import PermissionDenied, UserError
from app.orgs.access import Viewer, recorder_name

BODY_LIMIT = 10_000
COMMENTS_WINDOW = timedelta(minutes=10)
EMPTY = "Comment cannot be empty without files"
NOT_A_LINE = "This line is not on the claim"
BAD_COMMENT_ID = "commentId must be 1\u201364 of A\u2013Z a\u2013z 0\u20139 - _ . :"
TOO_MANY = "Too many comments: at most {limit} every 10 minutes. Please try again later."
# The activity entry quotes the start of the comment.
ACTIVITY_QUOTE = 500
_CLIENT_ID = re.compile(r"^[A-Za-z0-9_.:-]{1,64}$")


@dataclass(frozen=True)
class Added:
    found: VisibleContract
    claim: object  # app.claims.models.Claim
    comment: Comment | InternalComment


def _line_name(viewer_found: VisibleContract, claim, item_id: str) -> str:
    """The name of the line `item_id` on a revision of the claim the viewer sees; else refused."""
    revs = [LedgerEntry.rev <= claim.latest_rev]
    if claim.draft_rev is not None and claim_policy.may_see_drafts(viewer_found):
        revs.append(LedgerEntry.rev == claim.draft_rev)
    name = db.session.scalars(
        select(LedgerEntry.name).where(LedgerEntry.claim_id == claim.id, LedgerEntry.item_id == item_id, or_(*revs))
        .order_by(LedgerEntry.rev.desc()).limit(1)
    ).first()
    if name is None:
        raise UserError(NOT_A_LINE, field="itemId")
    return name


@rolls_back
def add_comment(viewer: Viewer, contract_id: int, number: int, *, comment_id: str, body=None, files=None,
                is_internal: bool = False, item_id: str | None = None) -> Added:
    found, claim = claims.get_claim(viewer, contract_id, number)
    refusal = policy.comment_refusal(found, claim)
    if refusal == policy.NO_PERMISSION:
        raise PermissionDenied(refusal)
    if refusal is not None:
        raise UserError(refusal)
    if not isinstance(comment_id, str) or not _CLIENT_ID.match(comment_id):
        raise UserError(BAD_COMMENT_ID, field="commentId")
    existing = _existing(claim.id, comment_id)
    if existing is not None:
        return _repeat(found, claim, existing, viewer)
    ratelimit.per_account("comment", viewer.account_id, "COMMENTS_PER_ACCOUNT_PER_10_MINUTES", COMMENTS_WINDOW,
                          TOO_MANY)
    body = clean_text(body, BODY_LIMIT, "body", "Comment", multiline=True)
    wanted = clean_files(files or [], "files")
    if not body and not wanted:
        raise UserError(EMPTY, field="body")
    item_name = _line_name(found, claim, clean_text(item_id, 64, "itemId", "itemId")) if item_id else None
    refs = attachments.line_files(contract_id, None, wanted, "files")
    values = dict(contract_id=contract_id, claim_id=claim.id, client_id=comment_id, body=body,
                  item_id=item_id if item_name is not None else None, item_name=item_name, files=refs,
                  author_user_id=viewer.user_id, author_name=recorder_name(viewer), created_at=func.clock_timestamp())
    model = InternalComment if is_internal else Comment
    if model is Comment:
        values["author_org_id"] = viewer.org.id
    comment = db.session.scalars(
        insert(model).values(**values).on_conflict_do_nothing(index_elements=["claim_id", "client_id"])
        .returning(model)
    ).first()
    if comment is None:  # the same comment, sent twice at once: the other request added it
        db.session.rollback()
        return _repeat(found, claim, _existing(claim.id, comment_id), viewer)
    activity.entry(viewer, COMMENTED, contract_id, claim=claim, rev=claim.latest_rev, private=comment.is_internal,
                   comment=_quote(comment))
    if not comment.is_internal:
        comment.is_email = _email(found, claim, comment)
    db.session.commit()
    return Added(found, claim, comment)


def _existing(claim_id: int, comment_id: str) -> Comment | InternalComment | None:
    """The comment already added to the claim with this commentId: a shared one, or one of the
    bound organisation's internal ones."""
    for model in (Comment, InternalComment):
        row = db.session.scalars(select(model).where(model.claim_id == claim_id, model.client_id == comment_id)).first()
        if row is not None:
            return row
    return None


def _repeat(found, claim, existing: Comment | InternalComment, viewer: Viewer) -> Added:
    """A commentId already used: the viewer's own comment answers as it is; anyone else's is not theirs to see."""
    if existing.author_user_id != viewer.user_id:
        raise UserError(BAD_COMMENT_ID, field="commentId")
    return Added(found, claim, existing)


def _quote(comment: Comment | InternalComment) -> str:
    text = comment.body or ", ".join(f["filename"] for f in comment.files)
    return text if len(text) <= ACTIVITY_QUOTE else text[:ACTIVITY_QUOTE - 1] + "\u2026"


def _email(found: VisibleContract, claim, comment: Comment) -> bool:
    """Promise the comment to the other side's recipients, each once; whether anyone was emailed."""
    recipients = (recipients_of.claim_recipients if found.is_supplier else recipients_of.supplier_recipients)(found.id)
    contract = found.contract
    base = current_app.config["PUBLIC_URL"]
    about = f"Claim {claim.number}" + (f", {comment.item_name}" if comment.item_name else "")
    subject = f"{comment.author_name} commented on {contract.site_name} \u2013 Claim {claim.number}"
    for recipient in recipients:
        link = f"{base}/{recipient.org_slug}/projects/{found.owner.slug}/{contract.slug}/claims/{claim.number}"
        lines = [f"{comment.author_name} commented on {about} ({contract.site_name}):", "", *said(comment),
                 f"Reply or see the claim: {link}"]
        recipients_of.email_recipient(recipient, subject=subject, text="\n".join(lines) + "\n",
                                key=f"comment:{comment.id}:{recipient.user_id}")
    return bool(recipients)


def said(comment) -> list[str]:
    """What a comment's email quotes (a claim's or a variation's): its text, and its files by name
    (the files themselves are downloaded from the page, where the recipient is signed in)."""
    lines = [comment.body, ""] if comment.body else []
    if comment.files:
        lines += ["Files: " + ", ".join(f["filename"] for f in comment.files), ""]
    return lines


# ---- reading -------------------------------------------------------------------------------------

def claim_comments(claim_ids: list[int]) -> dict[int, list[Comment | InternalComment]]:
    """The comments of each claim (reached by the caller through app.contracts.access) the
    viewer's organisation may read, oldest first: the shared ones and the internal ones of the
    organisation bound to the request (the viewer's). One statement per table."""
    rows = [row for model in (Comment, InternalComment)
            for row in db.session.scalars(select(model).where(model.claim_id.in_(claim_ids)))]
    rows.sort(key=lambda c: (c.claim_id, c.created_at, c.is_internal, c.id))
    out: dict[int, list[Comment | InternalComment]] = {i: [] for i in claim_ids}
    for row in rows:
        out[row.claim_id].append(row)
    return out
