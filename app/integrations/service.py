"""The accounting connection (spec 1 sections 2, 4 and 7): prepare(provider) → the provider's
authorisation page with a state saved for XERO_STATE_TTL seconds → /xero/callback checks the state
(unknown, used, expired, or from another browser or account: refused), exchanges the code and lists
the remote organisations → selectRemote(connectionId, remoteId) → connected; disconnect(connectionId)
revokes the grant at Xero and forgets the tokens.

Tokens are read through `fresh_token`, which refreshes them under the connection row's lock in a
transaction of its own: a second worker waits for the first and then finds fresh tokens, so Xero's
rotating refresh token is used once. A refused refresh (invalid_grant) forgets the tokens and leaves
the connection in 'reconnect': postings wait for the next authorisation instead of retrying forever.
"""
import hashlib
import secrets
from contextlib import contextmanager
from datetime import datetime, timedelta, timezone

from flask import current_app
from sqlalchemy import bindparam, func, select, text, update
from sqlalchemy.dialects.postgresql import distinct_on, insert

from app.auth.callbacks import FAILED, OTHER_BROWSER, REPLAYED, use_state
from app.auth.session import current_browser
from app.contracts.models import ACCEPTED, CUSTOMER, ContractOrg
from app.db import db
from app.domain.gst import gst_number_forms
from app.errors import NotFound, UserError
from app.integrations import crypto, xero
from app.integrations.models import (
    AUTHORISING,
    CHOOSE,
    CONNECTED,
    DISCONNECTED,
    RECONNECT,
    Connection,
    OAuthState,
    Posting,
)
from app.jobs.outbox import Refused, promise, task
from app.orgs import permissions as perms
from app.orgs.access import Viewer
from tenants.context import account_org, current_org, require_org, tenant_context
from tenants.models import Organisation

PROVIDERS = (xero.PROVIDER,)
CONNECTION_NOT_FOUND = "Connection not found"
NOT_CONFIGURED = "The accounting service is not set up on this server."
UNKNOWN_PROVIDER = "Unknown accounting service"
NOT_A_REMOTE = "Choose one of the organisations the accounting service listed."
RECONNECT_NEEDED = "Xero refused the saved authorisation (revoked or expired). Connect to Xero again."
REFRESH_LEEWAY = timedelta(seconds=60)
TASK = "accounting-invoice"
RECEIVED_TASK = "accounting-claim-received"
ACCREC, ACCPAY = "ACCREC", "ACCPAY"  # Xero's sales invoice and bill


def now() -> datetime:
    return datetime.now(timezone.utc)


def _hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def configured(provider: str = xero.PROVIDER) -> bool:
    return provider == xero.PROVIDER and xero.configured()


def connections(viewer: Viewer) -> list[Connection]:
    viewer.require(perms.PROGRESS_CLAIMS, "view integrations")
    return list(db.session.scalars(select(Connection).order_by(Connection.id)))


def status_of(row: Connection) -> str:
    """The state shown: an authorisation nobody came back from within its time is over."""
    ttl = timedelta(seconds=current_app.config["XERO_STATE_TTL"])
    if row.status == AUTHORISING and row.updated_at is not None and row.updated_at < now() - ttl:
        return DISCONNECTED
    return row.status


def connections_version(viewer: Viewer) -> str:
    """Changes whenever the Integrations page would (the 30 s poll asks this first)."""
    viewer.require(perms.PROGRESS_CLAIMS, "view integrations")
    count, latest = db.session.execute(select(func.count(Connection.id), func.max(Connection.updated_at))).one()
    return f"{count}:{latest.isoformat() if latest else ''}"


def _connection(viewer: Viewer, connection_id: int, *, lock: bool = True) -> Connection:
    query = select(Connection).where(Connection.id == connection_id)
    row = db.session.scalars(query.with_for_update() if lock else query).first()
    if row is None:
        raise NotFound(CONNECTION_NOT_FOUND)
    return row


def _provider_row(provider: str) -> Connection:
    db.session.execute(insert(Connection).values(provider=provider, status=DISCONNECTED)
                       .on_conflict_do_nothing(index_elements=["provider"]))
    return db.session.scalars(select(Connection).where(Connection.provider == provider).with_for_update()).one()


def prepare(viewer: Viewer, provider: str) -> dict:
    """Start an authorisation: save a state for this browser and account, return where to go."""
    viewer.require(perms.ORG_EDIT, "connect the accounting service")
    if provider not in PROVIDERS:
        raise UserError(UNKNOWN_PROVIDER, field="provider")
    if not configured(provider):
        raise UserError(NOT_CONFIGURED, code="NOT_CONFIGURED")
    browser = current_browser()
    if browser is None:
        raise UserError("Sign in again to connect the accounting service.")
    try:
        row = _provider_row(provider)
        if row.status in (DISCONNECTED, RECONNECT):
            row.status = AUTHORISING
        token, verifier = secrets.token_urlsafe(32), secrets.token_urlsafe(48)
        db.session.add(OAuthState(state_hash=_hash(token), connection_id=row.id, code_verifier=crypto.seal(verifier),
                                  account_id=viewer.account_id, browser_session_id=browser.id))
        # States nobody came back with are of no use after their time.
        db.session.execute(OAuthState.__table__.delete().where(OAuthState.created_at < now() - timedelta(days=1)))
        state = f"{viewer.org.id}.{token}"
        settings = xero.settings()
        out = {
            "connection": row,
            "authorize_url": xero.authorize_url(state, verifier),
            "client_id": settings.client_id,
            "redirect_uri": settings.redirect_uri,
            "scopes": settings.scopes.split(),
            "response_types_supported": ["code"],
            "flags": ["pkce", "offline_access"],
        }
        db.session.commit()
    except Exception:
        db.session.rollback()
        raise
    return out


class CallbackRefused(Exception):
    """/xero/callback could not be tied to an authorisation this server started."""


def _org_of_state(state: str | None) -> tuple[Organisation, str]:
    org_part, _, token = (state or "").partition(".")
    if not (org_part.isascii() and org_part.isdigit() and len(org_part) < 12 and 20 <= len(token) <= 100):
        raise CallbackRefused("Invalid state")
    org = db.session.get(Organisation, int(org_part))
    if org is None:
        raise CallbackRefused("Invalid state")
    return org, token


def callback(state: str | None, code: str | None, error: str | None) -> tuple[Organisation, str | None]:
    """Finish an authorisation: (the organisation, None) when connected or choosing, else (the
    organisation, an outcome code). CallbackRefused when the state names no saved authorisation."""
    org, token = _org_of_state(state)
    with tenant_context(org):
        try:
            outcome = _callback(org, token, code, error)
            db.session.commit()
        except Exception:
            db.session.rollback()
            raise
    return org, outcome


def _callback(org: Organisation, token: str, code: str | None, error: str | None) -> str | None:
    saved = db.session.scalars(select(OAuthState).where(OAuthState.state_hash == _hash(token))
                               .with_for_update()).first()
    if saved is None:
        raise CallbackRefused("Invalid state")
    refused = use_state(saved, ttl=current_app.config["XERO_STATE_TTL"], code=code, error=error,
                        account_id=saved.account_id)
    if refused in (REPLAYED, OTHER_BROWSER):
        return refused
    if account_org(saved.account_id, org.id) is None:
        return OTHER_BROWSER  # no longer a member of the organisation it was started for
    row = db.session.scalars(select(Connection).where(Connection.id == saved.connection_id).with_for_update()).one()
    if refused:
        _back_from_authorising(row)
        return refused
    try:
        tokens = xero.exchange(code, crypto.unseal(saved.code_verifier))
        remotes = xero.tenants(tokens)
    except (xero.XeroError, OSError) as exc:
        _back_from_authorising(row)
        _note_error(row, f"Authorisation failed: {exc}")
        return FAILED
    _store_tokens(row, tokens)
    row.remotes = remotes
    row.generation += 1
    row.last_error = row.last_error_at = None
    ids = {r["id"] for r in remotes}
    if row.remote_id in ids or len(ids) == 1:
        row.remote_id = row.remote_id if row.remote_id in ids else remotes[0]["id"]
        _connected(row)
    else:
        row.status, row.remote_id = CHOOSE, None
    return None


def _back_from_authorising(row: Connection) -> None:
    if row.status == AUTHORISING:
        row.status = DISCONNECTED


def _note_error(row: Connection, message: str) -> None:
    row.last_error, row.last_error_at = message[:2000], now()


def _store_tokens(row: Connection, tokens: dict) -> None:
    row.tokens = crypto.seal({k: tokens.get(k) for k in ("access_token", "refresh_token", "token_type")})
    row.expires_at = now() + timedelta(seconds=int(tokens.get("expires_in") or 1800))


def select_remote(viewer: Viewer, connection_id: int, remote_id: str) -> Connection:
    viewer.require(perms.ORG_EDIT, "connect the accounting service")
    try:
        row = _connection(viewer, connection_id)
        if row.tokens is None or row.status not in (CHOOSE, CONNECTED):
            raise UserError("Connect to the accounting service first.", code="NOT_CONNECTED")
        if remote_id not in {r["id"] for r in row.remotes}:
            raise UserError(NOT_A_REMOTE, field="remoteId")
        row.remote_id = remote_id
        _connected(row)
        db.session.commit()
    except Exception:
        db.session.rollback()
        raise
    return row


def disconnect(viewer: Viewer, connection_id: int) -> Connection:
    """Revoke the grant at the provider and forget the tokens (the page has asked for confirmation)."""
    viewer.require(perms.ORG_EDIT, "disconnect the accounting service")
    try:
        row = _connection(viewer, connection_id)
        sealed = row.tokens
        row.tokens = row.expires_at = row.remote_id = None
        row.remotes, row.status = [], DISCONNECTED
        row.last_error = row.last_error_at = None
        db.session.execute(OAuthState.__table__.delete().where(OAuthState.connection_id == row.id))
        if sealed is not None:
            try:
                xero.revoke(crypto.unseal(sealed)["refresh_token"])
            except (xero.XeroError, OSError) as exc:
                _note_error(row, f"Disconnected here, but Xero could not be told ({exc}): remove Claimdesk under "
                                 "Connected apps in Xero.")
        db.session.commit()
    except Exception:
        db.session.rollback()
        raise
    return row


@contextmanager
def _own_transaction():
    """A session of its own on the bound tenant: what it commits stays whatever the caller's does."""
    with db.sessionmaker() as session:
        session.info["tenant_schema"] = db.session.info.get("tenant_schema")
        with session.begin():
            yield session


def fresh_token(provider: str = xero.PROVIDER) -> tuple[dict, str]:
    """(access token, remote tenant id) of the bound organisation's connection, refreshed when due.
    Raises GrantInvalid (and leaves the connection in 'reconnect') when Xero refuses the refresh."""
    refused = None
    with _own_transaction() as session:
        row = session.scalars(select(Connection).where(Connection.provider == provider).with_for_update()).first()
        if row is None or row.status != CONNECTED or row.tokens is None:
            raise xero.GrantInvalid("not connected")
        tokens = crypto.unseal(row.tokens)
        if row.expires_at is not None and row.expires_at > now() + REFRESH_LEEWAY:
            return tokens, row.remote_id
        try:
            fresh = xero.refresh(tokens["refresh_token"])
        except xero.GrantInvalid as exc:
            # Committed with the block (an exception inside it would roll this back).
            row.tokens = row.expires_at = None
            row.status = RECONNECT
            _note_error(row, RECONNECT_NEEDED)
            refused = exc
        else:
            _store_tokens(row, fresh)
            return crypto.unseal(row.tokens), row.remote_id
    raise refused


# ---- posting claims ----------------------------------------------------------------------------

def _connected(row: Connection) -> None:
    """Mark connected and promise again what waited for a connection (under the new generation):
    documents never made, and changes Xero does not hold yet."""
    row.status = CONNECTED
    waiting = db.session.execute(select(Posting.id, Posting.version).where(Posting.behind)).all()
    for posting_id, version in waiting:
        _promise_post(row, posting_id, version)


def _promise_post(row: Connection, posting_id: int, version: int) -> None:
    org = require_org()
    promise(TASK, {"posting_id": posting_id}, key=f"{TASK}:{org.id}:{posting_id}:{row.generation}:{version}",
            org_id=org.id)


def _connection_up() -> Connection | None:
    return db.session.scalars(select(Connection).where(Connection.provider == xero.PROVIDER,
                                                      Connection.status == CONNECTED)).first()


def _new_posting(claim_id: int, rev: int, kind: str, document: dict, **columns) -> int | None:
    """The id of the posting made now, or None when there is one already: a sales invoice per claim
    and revision, a bill per claim (the table's partial unique indexes)."""
    unique = ["claim_id", "rev"] if kind == ACCREC else ["claim_id"]
    return db.session.execute(
        insert(Posting).values(claim_id=claim_id, rev=rev, kind=kind, invoice=document, **columns)
        .on_conflict_do_nothing(index_elements=unique, index_where=text(f"kind = '{kind}'"))
        .returning(Posting.id)).scalar()


def claim_sent(viewer: Viewer, doc) -> None:
    """A supplier sent a claim revision: when the supplier's Xero is connected, promise its sales
    invoice (ACCREC), once per claim and revision; and promise the customer organisation the news
    (`claim_received`, run in the customer's own context: the supplier never reads or writes the
    customer's books, nor learns whether it keeps them in Xero). Part of the sending transaction;
    the work runs later, so Xero being down never stops a claim being sent."""
    claim_id, rev = doc.claim.id, doc.revision.rev
    row = _connection_up()
    if row is not None:
        posting_id = _new_posting(claim_id, rev, ACCREC, _claimed(doc, ACCREC))
        if posting_id is not None:
            _promise_post(row, posting_id, 1)
    if not configured():
        return
    customer_org_id = db.session.scalar(select(ContractOrg.org_id).where(
        ContractOrg.contract_id == doc.contract_id, ContractOrg.relation == CUSTOMER, ContractOrg.consent == ACCEPTED))
    if customer_org_id is not None and customer_org_id != viewer.org.id:
        promise(RECEIVED_TASK, {"claimId": claim_id, "rev": rev, "bill": _claimed(doc, ACCPAY)},
                key=f"{RECEIVED_TASK}:{customer_org_id}:{claim_id}:{rev}", org_id=customer_org_id)


@task(RECEIVED_TASK)
def claim_received(payload: dict, key: str) -> None:
    """A supplier's claim revision reached this organisation (the customer): when its Xero is
    connected, the claim's bill holds the claimed amounts, as a draft (a claim is not a debt yet:
    the payment schedule says what will be paid). Unconnected, nothing: the schedule makes the bill."""
    row = _connection_up()
    if row is not None:
        _keep_bill(row, payload["claimId"], payload["rev"], payload["bill"], scheduled=False)


def schedule_sent(viewer: Viewer, doc, schedule, lines, totals) -> None:
    """A customer sent its payment schedule: when its Xero is connected, the claim's bill takes the
    scheduled amounts and the schedule's payment date (made now when there is none: Xero connected
    after the claim came). Part of the sending transaction, as for claims."""
    row = _connection_up()
    if row is not None:
        _keep_bill(row, doc.claim.id, schedule.claim_rev, bill_of(doc, schedule, lines, totals), scheduled=True)


def _keep_bill(row: Connection, claim_id: int, rev: int, document: dict, *, scheduled: bool) -> None:
    """Make the claim's one bill posting, or bring it to `document`, and promise the job that
    brings Xero to it. The schedule's amounts stand against a claim revision arriving after them,
    and an older revision never replaces a newer one (a retried job can run late)."""
    posting_id = _new_posting(claim_id, rev, ACCPAY, document, scheduled=scheduled)
    if posting_id is not None:
        _promise_post(row, posting_id, 1)
        return
    posting = db.session.scalars(select(Posting).where(Posting.claim_id == claim_id, Posting.kind == ACCPAY)
                                 .with_for_update()).one()
    late = not scheduled and (posting.scheduled or rev < posting.rev)
    if late or (posting.invoice, posting.scheduled) == (document, scheduled):
        return
    posting.invoice, posting.rev, posting.scheduled = document, rev, scheduled
    posting.version += 1
    _promise_post(row, posting.id, posting.version)


def document_urls(claim_ids: list[int]) -> dict[int, str]:
    """The current organisation's own document in the accounting service for each claim that has
    one (a supplier's sales invoice, a customer's bill): each party sees only what is in its own
    books, never the other party's Xero link. One statement."""
    return dict(db.session.execute(_DOCUMENT_URLS, {"claim_ids": list(claim_ids)}).all())


# Built once, run with parameters: every claim page and list asks it.
_DOCUMENT_URLS = (select(Posting.claim_id, Posting.url)
                  .where(Posting.claim_id.in_(bindparam("claim_ids", expanding=True)), Posting.url.is_not(None))
                  .order_by(Posting.claim_id, Posting.rev.desc()).ext(distinct_on(Posting.claim_id)))


def _gst_shares(amounts: list[int], total_gst: int) -> list[int]:
    """Each line's GST, rounded, with the rounding left on the largest line so they add up to ours."""
    if not amounts:
        return []
    excl = sum(amounts)
    shares = [round(a * total_gst / excl) if excl else 0 for a in amounts]
    largest = max(range(len(amounts)), key=lambda i: abs(amounts[i]))
    shares[largest] += total_gst - sum(shares)
    return shares


def _money(cents: int) -> float:
    return round(cents / 100, 2)


def _line_items(title: str, lines: list[tuple[str, int]], excl: int, gst: int, tax_type: str) -> list[dict]:
    """Xero line items for (name, amount) pairs: a last 'Adjustment' line makes them add up to `excl`
    (retention, the payer's adjustments), and GST is shared out so it adds up to ours."""
    lines = [(name, amount) for name, amount in lines if amount]
    gap = excl - sum(amount for _, amount in lines)
    if gap:
        lines.append(("Adjustment", gap))
    taxes = _gst_shares([amount for _, amount in lines], gst)
    return [{"Description": f"{title}: {name}"[:4000], "Quantity": 1, "UnitAmount": _money(amount),
             "LineAmount": _money(amount), "TaxType": tax_type if gst else "NONE", "TaxAmount": _money(tax)}
            for (name, amount), tax in zip(lines, taxes)]


def _contact(party) -> dict:
    """The party as the job finds or makes it in Xero (`_contact_id`): its business name and GST number."""
    contact = {"Name": (party.entity_name or party.name) if party else "Contact"}
    if party and party.gst_number:
        contact["TaxNumber"] = party.gst_number
    return contact


def _document(doc, kind: str, *, title: str, due, lines: list[tuple[str, int]], excl: int, gst: int) -> dict:
    """Xero's document for a claim, a DRAFT dated as the claim, GST as our totals have it: the
    supplier's sales invoice (ACCREC, the customer as contact) or the customer's bill (ACCPAY, the
    supplier as contact). A bill carries the invoice reference as its InvoiceNumber, which Xero shows
    as a bill's Reference (the Reference element is for sales invoices only)."""
    sale = kind == ACCREC
    claim_date = doc.revision.claim_date
    return {k: v for k, v in {
        "Type": kind,
        "Contact": _contact(doc.customer if sale else doc.supplier),
        "Date": claim_date.isoformat() if claim_date else None,
        "DueDate": due.isoformat() if due else None,
        ("Reference" if sale else "InvoiceNumber"): doc.invoice_reference,
        "LineAmountTypes": "Exclusive",
        "Status": "DRAFT",
        "LineItems": _line_items(title, lines, excl, gst, "OUTPUT2" if sale else "INPUT2"),
    }.items() if v is not None}


def _claimed(doc, kind: str) -> dict:
    """A sent claim revision as the supplier's sales invoice or the customer's draft bill: this
    claim's lines (retention included), due when the claim asks."""
    return _document(doc, kind, title=doc.title if kind == ACCREC else f"{doc.title} (claimed)",
                     due=doc.revision.due_date,
                     lines=[(line.entry.name or "Claim line", line.this_claim) for line in doc.lines],
                     excl=doc.totals.gst_exclusive, gst=doc.totals.gst)


def bill_of(doc, schedule, lines, totals) -> dict:
    """The claim's bill (ACCPAY) once its payment schedule is sent: the scheduled amount of each line
    (retention and the payer's adjustments as one more line), GST as the schedule has it, due on the
    schedule's payment date, still dated as the supplier's claim.

    It stays a DRAFT: Xero approves (SUBMITTED or AUTHORISED) only bills whose every line has an
    AccountCode, and which expense account the work is coded to is the customer's bookkeeping,
    which Claimdesk does not know. The accounts team codes and approves it in Xero."""
    names = {view.entry.item_id: view.entry.name for view in doc.lines}
    return _document(doc, ACCPAY, title=f"{doc.title} (scheduled)", due=schedule.due_date,
                     lines=[(names.get(line.item_id) or "Claim line", line.scheduled_amount)
                            for line in lines if line.item_id],
                     excl=totals.schedule_excl, gst=totals.schedule_tax)


def _contact_id(token: dict, tenant_id: str, contact: dict) -> str:
    """The party's contact in Xero: the one with its GST number however it was typed into Xero's
    TaxNumber, else the one with its name (both through Xero's `where` filter), else a new one with both."""
    numbers = gst_number_forms(contact.get("TaxNumber"))
    wanted = [" || ".join(f"TaxNumber=={xero.quoted(n)}" for n in numbers)] if numbers else []
    for where in [*wanted, f"Name=={xero.quoted(contact['Name'])}"]:
        found = xero.find_contacts(token, tenant_id, where)
        if found:
            return found[0]["ContactID"]
    return xero.create_contact(token, tenant_id, contact)["ContactID"]


def _record_failure(message: str) -> None:
    """Shown on the Integrations page; committed on its own, as the job's transaction rolls back (the
    outbox row keeps its own copy and RQ retries the job)."""
    with _own_transaction() as session:
        session.execute(update(Connection).where(Connection.provider == xero.PROVIDER)
                        .values(last_error=message[:2000], last_error_at=now()))


def _reference(posting: Posting) -> str:
    return posting.invoice.get("Reference") or posting.invoice.get("InvoiceNumber") or ""


def _to_xero(token: dict, tenant_id: str, org: Organisation, posting: Posting) -> dict:
    """Create the posting's document in Xero, or update the one made before. An update leaves the
    contact and the status as they are there: approving a bill is the customer's to do in Xero.

    The create's Idempotency-Key names the claim, and the revision for a sales invoice, never the
    bill's version: a retry after a lost answer gets the document made then, never a second one.
    A bill that changed since an earlier attempt may come back as it was then, so it is updated at
    once; an update's key names the version it brings."""
    key = f"claimdesk-{org.id}-{posting.claim_id}-" + (str(posting.rev) if posting.kind == ACCREC else "bill")
    invoice_id = posting.remote_invoice_id
    if invoice_id is None:
        contact = {"ContactID": _contact_id(token, tenant_id, posting.invoice["Contact"])}
        made = xero.create_invoice(token, tenant_id, {**posting.invoice, "Contact": contact}, idempotency_key=key)
        if posting.version == 1:
            return made
        invoice_id = made["InvoiceID"]
    changes = {k: v for k, v in posting.invoice.items() if k not in ("Contact", "Status")}
    return xero.update_invoice(token, tenant_id, invoice_id, changes, idempotency_key=f"{key}-v{posting.version}")


@task(TASK)
def post_invoice(payload: dict, key: str) -> None:
    """The outbox task: bring Xero to the posting's document (create it, update it, or nothing
    when Xero holds it already)."""
    posting = db.session.scalars(select(Posting).where(Posting.id == payload["posting_id"])
                                 .with_for_update()).first()
    if posting is None or not posting.behind:
        return
    try:
        token, tenant_id = fresh_token()
    except xero.GrantInvalid as exc:
        # Waits for the next connection (`_connected` promises it again): no retry loop meanwhile.
        posting.last_error = RECONNECT_NEEDED if str(exc) != "not connected" else "Xero is not connected."
        return
    try:
        invoice = _to_xero(token, tenant_id, current_org(), posting)
    except (xero.XeroError, OSError) as exc:
        what = "Bill for claim" if posting.kind == ACCPAY else "Claim"
        done = "updated" if posting.remote_invoice_id else "created"
        failure = f"{what} {_reference(posting)} not {done} in Xero: {exc}"
        _record_failure(failure)
        if isinstance(exc, xero.Refused):  # the document's or the Xero organisation's to fix, not an outage
            raise Refused(failure) from exc
        raise
    posting.remote_invoice_id = invoice["InvoiceID"]
    posting.url = xero.invoice_url(invoice["InvoiceID"], payable=posting.kind == ACCPAY)
    posting.posted_version = posting.version
    posting.posted_at = now()
    posting.last_error = None
    db.session.execute(update(Connection).where(Connection.provider == xero.PROVIDER, Connection.last_error_at.is_not(None))
                       .values(last_error=None, last_error_at=None))
