"""Files attached to a claim (its revision's `files`) and to its lines (a ledger entry's `files`).

A ref, as stored in `shared`: {id, filename, contentType, size, org}: the upload, kept in the
schema of `org` (the supplier organisation that attached it, app.uploads), and the name shown.

- Attaching (claimPatch `attach`, a line's `files` in ledgerUpdate): each new id must be an
  attachment upload of the acting organisation (the supplier: the tenant bound to the request),
  received and passing app.uploads.checks. It becomes READY, bound to the contract. Anything
  else is refused with a message naming the field, and the caller's transaction (the whole
  patch or ledger update) rolls back: nothing is applied.
- Removing: the ref leaves the draft; the upload itself (its row at once, its bytes once the
  transaction commits) only when nothing else in the contract still refers to it. Submitted
  revisions are evidence of what was served and keep their files for good; a draft started
  from a submitted revision (change to draft) shares its refs, so removing one from the draft
  never takes it from the submitted revision.
- A comment on a claim (app.comments) takes its files the same way and keeps them for good; an
  internal comment's refs are in its author's schema, reached only with that organisation bound.
- Downloading: `shown(refs, claim_id)` wraps refs for GraphQL. Their `url` is a signed link that
  expires (app.uploads.tokens), minted only by resolvers that reached the claim through
  app.contracts.access: every party of the contract that can see the claim gets one, nobody
  else. GET /files/a/<token>/<name> (app.claims.rest) serves the file while the claim still
  refers to it (`attached`).

Stored bytes are deleted only once the transaction has committed: the unchecked copy of each
file taken, and the files of each upload forgotten.
"""
from dataclasses import dataclass, field

from sqlalchemy import column as sql_column
from sqlalchemy import event, or_, select
from sqlalchemy import table as sql_table
from sqlalchemy.dialects.postgresql import JSONB
from sqlalchemy.orm import Session

from app.claims.models import Claim, LedgerEntry, Revision
from app.db import db
from app.documents.models import Comment, InternalComment
from app.uploads import checks
from app.uploads import service as uploads
from app.uploads.tokens import attachment_url
from tenants.context import current_org

_KEY = "claim_attachments"


@dataclass
class _Pending:
    """One transaction's attachment work: (org id, upload id) pairs."""

    released: dict = field(default_factory=dict)  # {contract id: {(org, upload)}} refs dropped, not yet settled
    fresh: set = field(default_factory=set)  # taken (checked and stored) in this transaction: the
    # unchecked copy goes after the commit
    gone: set = field(default_factory=set)  # forgotten in this transaction


def _pending() -> _Pending:
    return db.session.info.setdefault(_KEY, _Pending())


def _take(contract_id: int, item: dict, field_name: str) -> dict:
    org = current_org()
    name = checks.clean_filename(item["filename"])
    upload, fresh = uploads.take_attachment(org.id, item["id"], contract_id, filename=name, field=field_name)
    if fresh:
        taken(org.id, upload.id)
    return {"id": str(upload.id), "filename": name, "contentType": upload.content_type, "size": upload.size,
            "org": org.id}


def take(contract_id: int, item: dict, field_name: str) -> dict:
    """One upload ({id, filename}, cleaned by app.documents.files.clean_files) taken as a file of the
    contract's claims: a claim or schedule received outside Claimdesk (app.payments.received)."""
    return _take(contract_id, item, field_name)


def taken(org_id: int, upload_id) -> None:
    """This transaction checked and stored the upload: its unchecked copy goes once it commits."""
    _pending().fresh.add((org_id, str(upload_id)))


def patch_files(contract_id: int, current: list | None, attach: list[dict], remove_ids) -> list[dict]:
    """A claim revision's files after claimPatch: `remove_ids` dropped, `attach` ([{id, filename}],
    cleaned by app.documents.files.clean_files) taken and added after them (an id already there is kept)."""
    current = list(current or [])
    removed = set(remove_ids or [])
    files = [f for f in current if f["id"] not in removed]
    release(contract_id, [f for f in current if f["id"] in removed])
    known = {f["id"] for f in files}
    for i, item in enumerate(attach):
        if item["id"] not in known:
            files.append(_take(contract_id, item, f"attach.{i}.id"))
            known.add(files[-1]["id"])
    return files


def line_files(contract_id: int, current: list | None, wanted: list[dict], field_name: str) -> list[dict]:
    """A line's files replaced by `wanted` ([{id, filename}], cleaned by app.documents.files.clean_files): a file
    already on the line keeps its ref (under the name given), a new one is taken."""
    by_id = {f["id"]: f for f in current or []}
    files = [
        {**by_id[item["id"]], "filename": checks.clean_filename(item["filename"])} if item["id"] in by_id
        else _take(contract_id, item, f"{field_name}.{i}.id")
        for i, item in enumerate(wanted)
    ]
    kept = {f["id"] for f in files}
    release(contract_id, [f for f in current or [] if f["id"] not in kept])
    return files


def release(contract_id: int, refs) -> None:
    """These refs left the contract's draft (a removed file, a deleted line): their uploads go at
    `settle` unless something else in the contract still refers to them."""
    mine = {(ref["org"], ref["id"]) for ref in refs or [] if ref.get("org") is not None}
    if mine:
        _pending().released.setdefault(contract_id, set()).update(mine)


def settle(contract_id: int) -> None:
    """Forget the uploads released in this transaction that nothing in the contract refers to any
    more (call after the last change to the contract's refs, before the commit)."""
    pending = db.session.info.get(_KEY)
    released = pending.released.pop(contract_id, None) if pending else None
    if not released:
        return
    db.session.flush()
    still = referenced(contract_id, [upload_id for _, upload_id in released])
    org = current_org()
    for org_id, upload_id in released:
        # Only the bound organisation's uploads are within reach (its schema); the supplier's are.
        if upload_id not in still and org is not None and org_id == org.id:
            uploads.discard(uploads.parse_id(upload_id))
            pending.gone.add((org_id, upload_id))


def referenced(contract_id: int, upload_ids: list[str]) -> set[str]:
    """Which of these uploads a revision, a line or a comment of the contract's claims refers to."""
    if not upload_ids:
        return set()

    def refers(column):
        return or_(*[column.contains([{"id": upload_id}]) for upload_id in upload_ids])

    lists = list(db.session.scalars(
        select(Revision.files).join(Claim, Claim.id == Revision.claim_id)
        .where(Claim.contract_id == contract_id, refers(Revision.files))))
    lists += db.session.scalars(
        select(LedgerEntry.files).where(LedgerEntry.contract_id == contract_id, refers(LedgerEntry.files)))
    lists += db.session.scalars(select(Comment.files).where(Comment.contract_id == contract_id, refers(Comment.files)))
    if current_org() is not None:  # the bound organisation's internal comments (its uploads are the ones settled)
        lists += db.session.scalars(select(InternalComment.files).where(InternalComment.contract_id == contract_id,
                                                                        refers(InternalComment.files)))
    return {ref.get("id") for files in lists for ref in files} & set(upload_ids)


def attached(claim_id: int, org_id: int, upload_id: str) -> tuple[dict, int] | None:
    """The ref of this upload on the claim (a revision, a line or a comment of it), and the claim's contract;
    None when the claim no longer refers to it. An internal comment's is found with `org_id` bound (its schema)."""
    wanted = [{"id": upload_id, "org": org_id}]
    contract_id = db.session.scalar(select(Claim.contract_id).where(Claim.id == claim_id))
    if contract_id is None:
        return None
    sources = [
        (Revision.files, select(Revision.files).where(Revision.claim_id == claim_id)),
        (LedgerEntry.files, select(LedgerEntry.files).where(LedgerEntry.claim_id == claim_id)),
        (Comment.files, select(Comment.files).where(Comment.claim_id == claim_id)),
    ]
    # A payment schedule received outside Claimdesk keeps its file (app.payments.received): named here as a
    # lightweight table, as schedules sit above claims (the layers in setup.cfg).
    received = sql_table("payment_schedules", sql_column("claim_id"), sql_column("file", JSONB), schema="shared")
    file = db.session.scalar(select(received.c.file).where(received.c.claim_id == claim_id,
                                                           received.c.file.contains(wanted[0])))
    if file:
        return file, contract_id
    org = current_org()
    if org is not None and org.id == org_id:
        internal = select(InternalComment.files).where(InternalComment.claim_id == claim_id)
        sources.append((InternalComment.files, internal))
    for column, query in sources:
        files = db.session.scalars(query.where(column.contains(wanted)).limit(1)).first()
        if files:
            return next(f for f in files if f.get("id") == upload_id), contract_id
    return None


# ---- shown in GraphQL ------------------------------------------------------------------------

class RefView:
    """What the FileRef type reads of a stored ref (`ref`), whatever it is attached to."""

    ref: dict

    @property
    def content_type(self) -> str | None:
        return self.ref.get("contentType")

    @property
    def is_image(self) -> bool:
        return self.content_type in checks.PREVIEW_TYPES


@dataclass(frozen=True)
class ShownFile(RefView):
    """A ref as a party of the contract sees it, on the claim it was reached through."""

    ref: dict
    claim_id: int

    @property
    def url(self) -> str | None:
        org_id = self.ref.get("org")
        if org_id is None:  # a ref from before files were checked: there is nothing to serve
            return None
        return attachment_url(org_id, self.ref["id"], self.claim_id, self.ref["filename"])


def shown(refs, claim_id: int) -> list[ShownFile]:
    return [ShownFile(ref, claim_id) for ref in refs or []]


def names(revision_files, lines) -> list[str]:
    """Every attachment's name for the document: the claim's, then each line's ('name (line)')."""
    out = [f["filename"] for f in revision_files or []]
    for line in lines:
        out += [f"{f['filename']} ({line.entry.name})" if line.entry.name else f["filename"]
                for f in line.entry.files or []]
    return out


# ---- stored bytes follow the transaction -------------------------------------------------------

@event.listens_for(Session, "after_commit")
def _after_commit(session):
    pending = session.info.pop(_KEY, None)
    if pending is not None:
        session.info[_KEY + ".committed"] = pending


@event.listens_for(Session, "after_transaction_end")
def _after_end(session, transaction):
    if transaction.parent is not None:
        return
    committed = session.info.pop(_KEY + ".committed", None)
    # What a rolled-back transaction planned never happened.
    session.info.pop(_KEY, None)
    if committed is not None:
        for org_id, upload_id in committed.fresh - committed.gone:
            uploads.forget_incoming(org_id, upload_id)
        for org_id, upload_id in committed.gone:
            uploads.delete_files(org_id, upload_id)
