"""Claim actions: create, patch, submit (and send), resend, change to draft, delete draft,
delete, mark paid, payment sent, mark read. Each takes the viewer, reaches the contract through
`app.contracts.access` (a non-party gets 'Contract not found', exactly like a missing id),
refuses what `app.claims.policy` forbids (the rules the API's viewerCan* fields show), and
commits its work or nothing.

Rules (spec 2 §4–§5 and the decisions of issue 7):
- Supplier side only, with SupplierDraft, on a contract that is not archived: create, patch,
  ledger edits, change to draft, delete draft. SupplierSubmit: submit, send, resend, and
  deleting (voiding) a submitted claim. Anything else: 'You do not have permission'.
- One draft per contract, always the newest claim: a new claim is refused while a draft
  exists ('Claim {n} is still a draft...'); only the latest claim can be changed back to draft,
  and not once a payment schedule exists (status Scheduled).
- Numbers: the next claim is one more than the highest number in use (deleted drafts aside, so
  a deleted draft's number is used again). Number 0 is 'Initial Import'.
- A customer never sees a claim in status New (nor a deleted draft), nor any draft revision:
  to them those claims do not exist ('Claim not found').
- Submit freezes the draft revision (its lines, dates and totals never change again), then
  emails it, through the outbox (`app.claims.sending`), to each customer recipient (contract
  members of the customer side flagged isCustomerRecipient; when none is flagged, every member
  of the customer organisation). The idempotency key is the claim, the revision and the recipient:
  a double click, a retried request or a retried job sends each email once. Submitting a
  revision that is already submitted answers the claim as it is (nothing is sent again).
- Resend goes to every member who is not of the supplier organisation, once per request key.
- Deleting a claim never submitted deletes the draft (status Deleted). Deleting a submitted
  claim voids it (status Voided): it no longer counts in the ledger, and the customer
  recipients are told. Only the latest claim, never a paid or scheduled one.
- Dates (issue 34): a new claim is dated the contract's next claim date (today when its payment
  terms set none) and due as its terms say (app.domain.payment_terms); both stay editable, and a
  due date left at its default follows the claim date when that changes.
"""
from datetime import date, datetime, timedelta, timezone

from sqlalchemy import delete, func, insert, literal, select, update
from sqlalchemy.dialects.postgresql import insert as pg_insert

from app.activity import record as activity
from app.claims import attachments, contract_lines, document, ledger, policy, queries, sending
from app.claims.models import (
    BILLING_MODES,
    DELETED,
    LIVE_STATUSES,
    MODE_CLAIM,
    NEW,
    ORIGIN_RECEIVED,
    RETENTION_ITEM_ID,
    REVISION_TYPES,
    SENT,
    VOIDED,
    Claim,
    ClaimRead,
    LedgerEntry,
    Revision,
)
from app.claims.policy import default_due
from app.contracts import access
from app.contracts import permissions as cp
from app.contracts import queries as contract_queries
from app.contracts import terms as contract_terms
from app.contracts.access import VisibleContract
from app.db import db, rolls_back
from app.documents import recipients as recipients_of
from app.documents.files import MAX_FILES, clean_files
from app.domain.payment_terms import next_claim_date
from app.domain.tax import claim_tax_rate_id
from app.domain.text import clean_text
from app.domain.working_days import today_in_auckland
from app.errors import Conflict, NotFound, UserError
from app.integrations import posting as accounting
from app.mail import quotas
from app.mail.service import unsent
from app.orgs.access import Viewer
from app.payments import facts
from app.variations import ledger as variation_lines

P = cp.ContractPermission
CLAIM_NOT_FOUND = "Claim not found"
REVISION_NOT_FOUND = document.REVISION_NOT_FOUND
STALE_REVISION = ("This claim has changed since you opened it: it was submitted or moved back to draft. "
                  "Reload to see it.")
NO_RECIPIENTS = "There is nobody to send this claim to"


def now() -> datetime:
    return datetime.now(timezone.utc)


# ---- reading -------------------------------------------------------------------------------------

def _claim_row(contract_id: int, number: int) -> Claim | None:
    """The claim with this number: the live one, else the latest deleted draft of that number."""
    return db.session.scalars(
        select(Claim).where(Claim.contract_id == contract_id, Claim.number == number)
        .order_by((Claim.status != DELETED).desc(), Claim.id.desc()).limit(1)
    ).first()


def _live_others(claim: Claim) -> list[Claim]:
    """The contract's other live claims (the rules that compare claims read them)."""
    return list(db.session.scalars(select(Claim).where(Claim.contract_id == claim.contract_id, Claim.id != claim.id,
                                                       Claim.status.in_(LIVE_STATUSES))))


def get_claim(viewer: Viewer, contract_id: int, number: int) -> tuple[VisibleContract, Claim]:
    found = access.get_contract(viewer, contract_id)
    claim = _claim_row(contract_id, number) if isinstance(number, int) and number >= 0 else None
    if claim is None or not queries.visible_to(claim, is_supplier=found.is_supplier):
        raise NotFound(CLAIM_NOT_FOUND)
    return found, claim


def _locked_claim(viewer: Viewer, contract_id: int, number: int, permission=P.SUPPLIER_DRAFT,
                  *, allow_archived: bool = False) -> tuple[VisibleContract, Claim, int]:
    """The contract (permission checked), its ledger locked, and the claim."""
    found = access.get_contract(viewer, contract_id)
    policy.require_supplier(found, permission, allow_archived=allow_archived)
    current = ledger.lock(contract_id)
    claim = _claim_row(contract_id, number) if isinstance(number, int) and number >= 0 else None
    if claim is None:
        raise NotFound(CLAIM_NOT_FOUND)
    return found, claim, current


def _draft_revision(claim: Claim, rev: int | None) -> Revision:
    if claim.draft_rev is None or claim.status not in LIVE_STATUSES:
        raise UserError(ledger.ONLY_DRAFTS)
    if rev is not None and rev != claim.draft_rev:
        raise Conflict(STALE_REVISION, code="STALE_REVISION")
    return document.revision_of(claim, claim.draft_rev)


def _touch(claim: Claim) -> None:
    claim.content_updated_at = now()


def _done(contract_id: int) -> None:
    db.session.commit()
    queries.forget(contract_id)


# ---- create --------------------------------------------------------------------------------------

COPIED = ("contract_id", "item_id", "mode", "type", "position", "name", "group_path", "reference", "total_price",
          "unit_price", "params")


@rolls_back
def create_claim(viewer: Viewer, contract_id: int, *, today: date | None = None) -> tuple[VisibleContract, Claim]:
    found = access.get_contract(viewer, contract_id)
    policy.require_supplier(found)
    refusal = policy.customer_refusal(contract_queries.parties_of([contract_id])[contract_id])
    if refusal is not None:
        raise UserError(refusal)
    current = ledger.lock(contract_id)
    claims = list(db.session.scalars(select(Claim).where(Claim.contract_id == contract_id).order_by(Claim.number)))
    refusal = policy.create_refusal(claims)
    if refusal is not None:
        raise UserError(refusal)
    number = max((c.number for c in claims if c.status != DELETED), default=0) + 1
    submitted = [c for c in claims if c.status in LIVE_STATUSES and c.latest_rev is not None]
    # A claim its customer recorded as received outside Claimdesk is not the supplier's document: its
    # one 'Claimed amount' line and its reference are never copied (issue 34); its period still runs on.
    latest = max(submitted, key=lambda c: c.number, default=None)
    previous = max((c for c in submitted if c.origin != ORIGIN_RECEIVED), key=lambda c: c.number, default=None)
    prev_revision = document.revision_of(previous, previous.latest_rev) if previous else None
    last_revision = document.revision_of(latest, latest.latest_rev) if latest else None
    new_rev = current + 1

    claim = Claim(contract_id=contract_id, number=number, status=NEW, draft_rev=1,
                  created_by_user_id=viewer.user_id, content_updated_at=now())
    db.session.add(claim)
    db.session.flush()
    terms = contract_terms.terms_of(found.contract)
    claim_date = next_claim_date(terms, today or today_in_auckland())
    revision = Revision(
        claim_id=claim.id, rev=1, type=prev_revision.type if prev_revision else "NzCcaClaim",
        period_from=(last_revision.period_to + timedelta(days=1)) if last_revision and last_revision.period_to else None,
        period_to=None, claim_date=claim_date, due_date=default_due(claim_date, terms),
        po_number=prev_revision.po_number if prev_revision else "",
        payment_details=prev_revision.payment_details if prev_revision else "",
        billing_mode=prev_revision.billing_mode if prev_revision else "Auto",
        files=[], is_draft=True, ledger_rev=new_rev,
    )
    db.session.add(revision)
    has_retention = False
    if previous is not None:
        # The new claim starts with every line of the previous one (not its voided lines), with
        # nothing claimed yet.
        E = LedgerEntry
        source = select(
            *[getattr(E, name) for name in COPIED],
        ).where(E.claim_id == previous.id, E.rev == previous.latest_rev, E.mode == MODE_CLAIM,
                E.is_reversal.is_(False))
        columns = list(COPIED)
        db.session.execute(
            insert(LedgerEntry).from_select(
                columns + ["claim_id", "rev", "edited_rev", "is_draft", "amount", "tax", "qty_milli"],
                source.add_columns(
                    literal(claim.id, E.claim_id.type), literal(1, E.rev.type), literal(new_rev, E.edited_rev.type),
                    literal(True, E.is_draft.type), literal(0, E.amount.type), literal(0, E.tax.type),
                    literal(0, E.qty_milli.type),
                ),
            )
        )
        has_retention = db.session.scalar(select(func.count()).where(
            E.claim_id == claim.id, E.rev == 1, E.item_id == RETENTION_ITEM_ID)) > 0
    contract_lines.seed(claim, new_rev)
    variation_lines.apply(claim, 1, new_rev)
    if not has_retention:
        ledger.new_retention_entry(claim, 1, new_rev)
    ledger.recompute_retention(claim, 1)
    ledger.bump(contract_id, current)
    activity.claim_created(viewer, claim)
    _done(contract_id)
    return found, claim


# ---- patch ---------------------------------------------------------------------------------------

@rolls_back
def patch_claim(viewer: Viewer, contract_id: int, number: int, rev: int | None, patch: dict) -> tuple[VisibleContract, Claim]:
    """Change the draft revision's dates, references, billing mode, type or files."""
    found, claim, _ = _locked_claim(viewer, contract_id, number)
    revision = _draft_revision(claim, rev)
    if "period_from" in patch:
        revision.period_from = patch["period_from"]
    if "period_to" in patch:
        revision.period_to = patch["period_to"]
    if "date" in patch:
        terms = contract_terms.terms_of(found.contract)
        old_default = default_due(revision.claim_date, terms)
        revision.claim_date = patch["date"]
        if "due_date" not in patch and (revision.due_date is None or revision.due_date == old_default):
            revision.due_date = default_due(revision.claim_date, terms)  # the due date follows a default one
    if "due_date" in patch:
        revision.due_date = patch["due_date"]
    if "po_number" in patch:
        revision.po_number = clean_text(patch["po_number"], 100, "poNumber", "Purchase order")
    if "payment_details" in patch:
        revision.payment_details = clean_text(patch["payment_details"], 2000, "paymentDetails", "Payment details", multiline=True)
    if "billing_mode" in patch:
        if patch["billing_mode"] not in BILLING_MODES:
            raise UserError(f"Unknown billing mode: {patch['billing_mode']}", field="billingMode")
        revision.billing_mode = patch["billing_mode"]
    if "type" in patch:
        if patch["type"] not in REVISION_TYPES:
            raise UserError(f"Unknown claim type: {patch['type']}", field="type")
        revision.type = patch["type"]
    if patch.get("remove_file_ids") or patch.get("attach"):
        attach = clean_files(patch.get("attach") or [], "attach")
        files = attachments.patch_files(contract_id, revision.files, attach, patch.get("remove_file_ids"))
        if len(files) > MAX_FILES:
            raise UserError(f"At most {MAX_FILES} files", field="attach")
        revision.files = files
        attachments.settle(contract_id)
    _touch(claim)
    activity.draft_edited(viewer, claim)
    _done(contract_id)
    return found, claim


# ---- submit and send -----------------------------------------------------------------------------

@rolls_back
def submit_claim(viewer: Viewer, contract_id: int, number: int, rev: int | None, *, claim_date: date | None = None,
                 due_date: date | None = None, at: datetime | None = None) -> tuple[VisibleContract, Claim]:
    """Validate, freeze and send the draft revision (see the module's rules). `at`: the moment of
    service, now unless the demo serves on a past day (app.demo.seed; no API passes it): the
    payment-schedule deadline counts from it, and the email says so."""
    found, claim, current = _locked_claim(viewer, contract_id, number, P.SUPPLIER_SUBMIT)
    if claim.draft_rev is None and claim.latest_rev is not None and (rev is None or rev == claim.latest_rev) \
            and claim.status in LIVE_STATUSES:
        db.session.rollback()
        return found, claim  # submitted already (a double click): nothing more to do
    revision = _draft_revision(claim, rev)
    if claim_date is not None:
        revision.claim_date = claim_date
    at = at or now()
    if revision.claim_date is None:
        revision.claim_date = today_in_auckland(at)
    if due_date is not None:
        revision.due_date = due_date
    elif revision.due_date is None:
        revision.due_date = default_due(revision.claim_date, contract_terms.terms_of(found.contract))
    ledger.recompute_retention(claim, revision.rev)
    db.session.flush()
    queries.forget(contract_id)
    doc = document.build(found, claim, revision)
    recipients = recipients_of.claim_recipients(contract_id)
    problems = document.payment_claim_problems(doc, has_recipients=bool(recipients))
    if problems:
        raise UserError(document.FIX_BEFORE_SUBMIT.format(problems="; ".join(problems)), code="SUBMIT_REFUSED")

    revision.is_draft = False
    revision.submitted_at = at
    revision.submitted_by_user_id = viewer.user_id
    # The GST treatment is fixed now (app.claims.gst): later changes to the business details never reach it.
    revision.gst_registered = claim.gst_registered = doc.gst_registered
    revision.amount_excl = doc.totals.gst_exclusive
    revision.tax = doc.totals.gst
    revision.totals = {
        "grossToDate": doc.totals.gross_to_date, "retentionsToDate": doc.totals.retentions_to_date,
        "subtotal": doc.totals.subtotal, "previousSubtotal": doc.totals.previous_subtotal,
        "gstExclusive": doc.totals.gst_exclusive, "gst": doc.totals.gst, "gstLabel": doc.totals.gst_label,
        "netPayment": doc.totals.net_payment,
        # What makes it a tax invoice or not, as sent (app.claims.document.sent_gst_number).
        "supplierGstNumber": doc.supplier.gst_number if doc.supplier else None, "heading": doc.heading,
        "lines": [{"label": t.label, "amount": t.amount} for t in doc.totals.lines()],
    }
    # Each line's GST as sent: a draft's lines took the rate the supplier had when they were edited.
    db.session.execute(update(LedgerEntry).where(LedgerEntry.claim_id == claim.id, LedgerEntry.rev == revision.rev)
                       .values(is_draft=False, tax=ledger.line_tax_sql(claim_tax_rate_id(found.contract.tax_rate_id,
                                                                                         doc.gst_registered))))
    claim.latest_rev = revision.rev
    claim.draft_rev = None
    if claim.status == NEW:
        claim.status = SENT
    _touch(claim)
    db.session.flush()
    facts.served([claim.id])  # the schedule deadline counts from today's service
    ledger.bump(contract_id, current)
    _mark_read(viewer, claim.id, revision.rev)
    activity.finalised(viewer, claim)
    if sending.send(doc, recipients, f"claim-sent:{claim.id}:{revision.rev}"):
        activity.sent(viewer, claim)
    accounting.claim_sent(viewer, doc)
    _done(contract_id)
    return found, claim


@rolls_back
def send_claim(viewer: Viewer, contract_id: int, number: int) -> tuple[VisibleContract, Claim]:
    """Send the latest submitted revision to the customer recipients: once per revision and
    recipient (submit sends already; this is for clients that submit, then send)."""
    found, claim, _ = _locked_claim(viewer, contract_id, number, P.SUPPLIER_SUBMIT, allow_archived=True)
    revision = _latest_revision(claim)
    doc = document.build(found, claim, revision)
    recipients = recipients_of.claim_recipients(contract_id)
    if not recipients:
        raise UserError(NO_RECIPIENTS)
    if sending.send(doc, recipients, f"claim-sent:{claim.id}:{revision.rev}"):
        activity.sent(viewer, claim)
    _done(contract_id)
    return found, claim


@rolls_back
def resend_claim(viewer: Viewer, contract_id: int, number: int, *, user_ids: list[int] | None = None,
                 request_key: str | None = None) -> tuple[VisibleContract, Claim, int]:
    """Email the latest revision again to the non-supplier members (all, or those chosen)."""
    found, claim, _ = _locked_claim(viewer, contract_id, number, P.SUPPLIER_SUBMIT, allow_archived=True)
    revision = _latest_revision(claim)
    recipients = recipients_of.resend_recipients(contract_id)
    if user_ids is not None:
        recipients = [r for r in recipients if r.user_id in set(user_ids)]
    if not recipients:
        raise UserError(NO_RECIPIENTS)
    doc = document.build(found, claim, revision)
    # Once per request: the client's key (a double click sends the same), else per minute.
    key = (request_key or "")[:64] or f"m{int(now().timestamp() // 60)}"
    prefix = f"claim-resend:{claim.id}:{revision.rev}:{key}"
    # A resend is the sender's choice, not the Act's: what goes to people the organisation does
    # not work with (a party still invited, say) counts against the email quotas. Sending a claim
    # (send_claim) never does.
    quotas.charge(viewer, [r.email for r in unsent({f"{prefix}:{r.user_id}": r for r in recipients})])
    sent = sending.send(doc, recipients, prefix, resend=True)
    if sent:
        activity.sent(viewer, claim)
    _done(contract_id)
    return found, claim, sent


def _latest_revision(claim: Claim) -> Revision:
    refusal = policy.served_refusal(claim)
    if refusal is not None:
        raise UserError(refusal)
    return document.revision_of(claim, claim.latest_rev)


# ---- change to draft, delete ---------------------------------------------------------------------

@rolls_back
def change_to_draft(viewer: Viewer, contract_id: int, number: int) -> tuple[VisibleContract, Claim]:
    """A new draft revision of a submitted claim, starting as a copy of the latest revision."""
    found, claim, current = _locked_claim(viewer, contract_id, number)
    closed = policy.closed_refusal(claim)
    if closed is not None:
        raise UserError(closed)
    if claim.draft_rev is not None:
        db.session.rollback()
        return found, claim  # a draft already (a double click)
    refusal = policy.change_to_draft_refusal(claim, _live_others(claim))
    if refusal is not None:
        raise UserError(refusal)
    latest = document.revision_of(claim, claim.latest_rev)
    new_rev = current + 1
    rev = (db.session.scalar(select(func.max(Revision.rev)).where(Revision.claim_id == claim.id)) or 0) + 1
    db.session.add(Revision(
        claim_id=claim.id, rev=rev, type=latest.type, period_from=latest.period_from, period_to=latest.period_to,
        claim_date=latest.claim_date, due_date=latest.due_date, po_number=latest.po_number,
        payment_details=latest.payment_details, billing_mode=latest.billing_mode, files=list(latest.files or []),
        is_draft=True, ledger_rev=new_rev,
    ))
    E = LedgerEntry
    copied = [name for name in E.__table__.columns.keys()
              if name not in ("id", "rev", "is_draft", "edited_rev", "created_at")]
    db.session.execute(insert(E).from_select(
        copied + ["rev", "is_draft", "edited_rev"],
        select(*[getattr(E, name) for name in copied], literal(rev, E.rev.type), literal(True, E.is_draft.type),
               literal(new_rev, E.edited_rev.type))
        .where(E.claim_id == claim.id, E.rev == claim.latest_rev, E.mode == MODE_CLAIM),
    ))
    claim.draft_rev = rev
    _touch(claim)
    ledger.bump(contract_id, current)
    activity.moved_to_draft(viewer, claim)
    _done(contract_id)
    return found, claim


@rolls_back
def delete_draft(viewer: Viewer, contract_id: int, number: int) -> tuple[VisibleContract, Claim, bool]:
    """Discard the draft revision; a claim never submitted is deleted with it (didDeleteClaim)."""
    found, claim, current = _locked_claim(viewer, contract_id, number)
    if not policy.is_draft(claim):
        raise UserError(policy.NOT_A_DRAFT)
    activity.draft_deleted(viewer, claim)
    deleted = _discard_draft(claim)
    attachments.settle(contract_id)
    ledger.bump(contract_id, current)
    _done(contract_id)
    return found, claim, deleted


def _discard_draft(claim: Claim) -> bool:
    """Drop the draft revision and its entries; their files go at `attachments.settle` unless a
    submitted revision (or another claim) still refers to them."""
    _release_draft_files(claim)
    db.session.execute(delete(LedgerEntry).where(LedgerEntry.claim_id == claim.id, LedgerEntry.rev == claim.draft_rev))
    if claim.latest_rev is None:
        claim.status = DELETED
        claim.deleted_at = now()
        claim.draft_rev = None
        _touch(claim)
        return True
    db.session.execute(delete(Revision).where(Revision.claim_id == claim.id, Revision.rev == claim.draft_rev))
    claim.draft_rev = None
    _touch(claim)
    return False


def _release_draft_files(claim: Claim) -> None:
    line_files = db.session.scalars(select(LedgerEntry.files).where(
        LedgerEntry.claim_id == claim.id, LedgerEntry.rev == claim.draft_rev, func.jsonb_array_length(LedgerEntry.files) > 0))
    for files in line_files:
        attachments.release(claim.contract_id, files)
    revision = db.session.scalars(select(Revision).where(Revision.claim_id == claim.id,
                                                         Revision.rev == claim.draft_rev)).first()
    if revision is not None and revision.files:
        attachments.release(claim.contract_id, revision.files)
        if claim.latest_rev is None:  # never served: the deleted claim keeps its row, not its files
            revision.files = []


@rolls_back
def delete_claim(viewer: Viewer, contract_id: int, number: int) -> tuple[VisibleContract, Claim]:
    """Delete a claim never submitted (Deleted), or void a submitted one (Voided)."""
    found = access.get_contract(viewer, contract_id)
    policy.require_supplier(found)
    claim = _claim_row(contract_id, number) if isinstance(number, int) and number >= 0 else None
    if claim is None:
        raise NotFound(CLAIM_NOT_FOUND)
    if claim.status in (VOIDED, DELETED):
        return found, claim  # done already
    if claim.latest_rev is None:
        found, claim, _ = delete_draft(viewer, contract_id, number)
        return found, claim
    found, claim, current = _locked_claim(viewer, contract_id, number, P.SUPPLIER_SUBMIT)
    refusal = policy.void_refusal(claim, _live_others(claim))
    if refusal is not None:
        raise UserError(refusal)
    if claim.draft_rev is not None:
        _discard_draft(claim)
        attachments.settle(contract_id)
    revision = document.revision_of(claim, claim.latest_rev)
    claim.status = VOIDED
    claim.voided_at = now()
    _touch(claim)
    db.session.flush()
    facts.refresh([claim.id])  # withdrawn: no deadline, nothing payable
    queries.forget(contract_id)
    doc = document.build(found, claim, revision)
    sending.send(doc, recipients_of.claim_recipients(contract_id), f"claim-voided:{claim.id}", voided=True)
    ledger.bump(contract_id, current)
    _done(contract_id)
    return found, claim


# ---- read ----------------------------------------------------------------------------------------
# Paid and payment sent are payments recorded: app.payments.service.

@rolls_back
def mark_read(viewer: Viewer, contract_id: int, number: int, rev: int | None, is_read: bool = True
              ) -> tuple[VisibleContract, Claim]:
    """Record that the viewer read this revision (or mark the claim unread). The customer side's
    first reading of a revision is recorded on it (openedAt), for both parties to see."""
    found, claim = get_claim(viewer, contract_id, number)
    rev = claim.latest_rev if rev is None else rev
    visible_revs = {claim.latest_rev} | ({claim.draft_rev} if policy.may_see_drafts(found) else set())
    if rev is None or (rev not in visible_revs and not (claim.latest_rev and 0 < rev <= claim.latest_rev)):
        raise NotFound(REVISION_NOT_FOUND)
    if is_read:
        _mark_read(viewer, claim.id, rev)
        if not found.is_supplier:
            activity.viewed(viewer, claim, rev)
            db.session.execute(update(Revision).where(Revision.claim_id == claim.id, Revision.rev == rev,
                                                      Revision.opened_at.is_(None), Revision.is_draft.is_(False))
                               .values(opened_at=func.now()))
    else:
        _mark_read(viewer, claim.id, 0)
    _done(contract_id)
    return found, claim


def _mark_read(viewer: Viewer, claim_id: int, rev: int) -> None:
    """Upsert the viewer's read state (the viewer's organisation's schema is the bound one)."""
    db.session.execute(
        pg_insert(ClaimRead).values(user_id=viewer.user_id, claim_id=claim_id, rev=rev)
        .on_conflict_do_update(index_elements=["user_id", "claim_id"], set_={"rev": rev, "read_at": func.now()})
    )
