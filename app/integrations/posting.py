"""Claims in the accounting service (spec 1 section 7): a supplier's sent claim revision becomes its
sales invoice (ACCREC) in its own Xero, and the customer's copy of the claim becomes a draft bill
(ACCPAY) in the customer's, which takes the scheduled amounts once the payment schedule is sent.
Each is a `Posting` row promised to the outbox in the sending transaction and brought to Xero by
the `accounting-invoice` task, so Xero being down never stops a claim or a schedule being sent.

Retention is no revenue and no expense (issue 38): its lines, the claim's retention line and a release of
retention claimed as a line (app.claims.release_line), post to the organisation's retention account, the
receivable one on its sales invoices and the payable one on its bills (`Connection.retention_*_code`, set
on the Integrations page). Claimdesk's default is none: they go uncoded, as every other line, for the
accounts team to code (a code Xero does not know would refuse the whole document).
"""
from sqlalchemy import bindparam, select, text, update
from sqlalchemy.dialects.postgresql import distinct_on, insert

from app.contracts.models import ACCEPTED, CUSTOMER, ContractOrg
from app.db import db
from app.domain.gst import gst_number_forms
from app.integrations import xero
from app.integrations.models import CONNECTED, Connection, Posting
from app.integrations.tokens import (
    RECONNECT_NEEDED,
    configured,
    fresh_token,
    now,
    own_transaction,
)
from app.jobs.outbox import Refused, promise, task
from app.orgs.access import Viewer
from tenants.context import current_org, require_org
from tenants.models import Organisation

TASK = "accounting-invoice"
RECEIVED_TASK = "accounting-claim-received"
ACCREC, ACCPAY = "ACCREC", "ACCPAY"  # Xero's sales invoice and bill


def promise_waiting(row: Connection) -> None:
    """Promise again, under the connection's new generation, what waited for a connection:
    documents never made, and changes Xero does not hold yet."""
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
        posting_id = _new_posting(claim_id, rev, ACCREC, _claimed(doc, ACCREC, row.retention_receivable_code))
        if posting_id is not None:
            _promise_post(row, posting_id, 1)
    if not configured():
        return
    # A customer named by email is a stand-in until its people join (no schema, no books of its own):
    # it has no Xero to tell.
    customer_org_id = db.session.scalar(
        select(ContractOrg.org_id).join(Organisation, Organisation.id == ContractOrg.org_id).where(
            ContractOrg.contract_id == doc.contract_id, ContractOrg.relation == CUSTOMER,
            ContractOrg.consent == ACCEPTED, Organisation.schema_name.is_not(None)))
    if customer_org_id is not None and customer_org_id != viewer.org.id:
        # The customer's retention account is the customer's to know: its job codes the lines named here.
        promise(RECEIVED_TASK, {"claimId": claim_id, "rev": rev, "bill": _claimed(doc, ACCPAY),
                                "retentionLines": _retention_at(_claimed_lines(doc))},
                key=f"{RECEIVED_TASK}:{customer_org_id}:{claim_id}:{rev}", org_id=customer_org_id)


@task(RECEIVED_TASK)
def claim_received(payload: dict, key: str) -> None:
    """A supplier's claim revision reached this organisation (the customer): when its Xero is
    connected, the claim's bill holds the claimed amounts, as a draft (a claim is not a debt yet:
    the payment schedule says what will be paid). Unconnected, nothing: the schedule makes the bill."""
    row = _connection_up()
    if row is not None:
        bill = _coded(payload["bill"], payload.get("retentionLines", []), row.retention_payable_code)
        _keep_bill(row, payload["claimId"], payload["rev"], bill, scheduled=False)


def schedule_sent(viewer: Viewer, doc, schedule, lines, totals) -> None:
    """A customer sent its payment schedule: when its Xero is connected, the claim's bill takes the
    scheduled amounts and the schedule's payment date (made now when there is none: Xero connected
    after the claim came). Part of the sending transaction, as for claims."""
    row = _connection_up()
    if row is not None:
        _keep_bill(row, doc.claim.id, schedule.claim_rev,
                   bill_of(doc, schedule, lines, totals, row.retention_payable_code), scheduled=True)


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


def _line_items(title: str, lines: list[tuple[str, int, bool]], excl: int, gst: int, tax_type: str,
                retention_code: str = "") -> list[dict]:
    """Xero line items for (name, amount, is retention) lines: a last 'Adjustment' line makes them add up to
    `excl` (retention, the payer's adjustments), and GST is shared out so it adds up to ours. A retention
    line takes `retention_code` as its AccountCode when there is one (none: uncoded, as the others)."""
    lines = [(name, amount, retention) for name, amount, retention in lines if amount]
    gap = excl - sum(amount for _, amount, _ in lines)
    if gap:
        lines.append(("Adjustment", gap, False))
    taxes = _gst_shares([amount for _, amount, _ in lines], gst)
    items = [{"Description": f"{title}: {name}"[:4000], "Quantity": 1, "UnitAmount": _money(amount),
              "LineAmount": _money(amount), "TaxType": tax_type if gst else "NONE", "TaxAmount": _money(tax)}
             for (name, amount, _), tax in zip(lines, taxes)]
    return _coded({"LineItems": items}, _retention_at(lines), retention_code)["LineItems"]


def _retention_at(lines: list[tuple[str, int, bool]]) -> list[int]:
    """Where the retention lines fall among the line items (`_line_items` leaves out lines of nothing)."""
    return [i for i, (_, _, retention) in enumerate(line for line in lines if line[1]) if retention]


def _coded(document: dict, at: list[int], code: str) -> dict:
    """The document with the line items at `at` posted to the account `code` (none: as it is)."""
    if not code or not at:
        return document
    items = [({**item, "AccountCode": code} if i in at else item) for i, item in enumerate(document["LineItems"])]
    return {**document, "LineItems": items}


def _is_retention(line_type) -> bool:
    """A line of retention: the claim's retention line, or a release of retention claimed as a line."""
    return str(getattr(line_type, "value", line_type)) == "Retention"


def _contact(party) -> dict:
    """The party as the job finds or makes it in Xero (`_contact_id`): its business name and GST number."""
    contact = {"Name": (party.entity_name or party.name) if party else "Contact"}
    if party and party.gst_number:
        contact["TaxNumber"] = party.gst_number
    return contact


def _document(doc, kind: str, *, title: str, due, lines: list[tuple[str, int, bool]], excl: int, gst: int,
              retention_code: str = "") -> dict:
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
        ("Reference" if sale else "InvoiceNumber"): doc.invoice_reference or None,  # none made up (issue 34)
        "LineAmountTypes": "Exclusive",
        "Status": "DRAFT",
        # A supplier not registered for GST charges none: Xero's 'No GST' on every line.
        "LineItems": _line_items(title, lines, excl, gst, ("OUTPUT2" if sale else "INPUT2") if doc.gst_registered
                                 else "NONE", retention_code),
    }.items() if v is not None}


def _claimed_lines(doc) -> list[tuple[str, int, bool]]:
    return [(line.entry.name or "Claim line", line.this_claim, _is_retention(line.entry.type)) for line in doc.lines]


def _claimed(doc, kind: str, retention_code: str = "") -> dict:
    """A sent claim revision as the supplier's sales invoice or the customer's draft bill: this
    claim's lines (retention included, on the retention account when there is one), due when the claim asks."""
    return _document(doc, kind, title=doc.title if kind == ACCREC else f"{doc.title} (claimed)",
                     due=doc.revision.due_date, lines=_claimed_lines(doc),
                     excl=doc.totals.gst_exclusive, gst=doc.totals.gst, retention_code=retention_code)


def bill_of(doc, schedule, lines, totals, retention_code: str = "") -> dict:
    """The claim's bill (ACCPAY) once its payment schedule is sent: the scheduled amount of each line
    (retention and the payer's adjustments as one more line), GST as the schedule has it, due on the
    schedule's payment date, still dated as the supplier's claim. A release of retention's line posts to
    the retention payable account `retention_code` (none: uncoded).

    It stays a DRAFT: Xero approves (SUBMITTED or AUTHORISED) only bills whose every line has an
    AccountCode, and which expense account the work is coded to is the customer's bookkeeping,
    which Claimdesk does not know. The accounts team codes and approves it in Xero."""
    names = {view.entry.item_id: view.entry.name for view in doc.lines}
    return _document(doc, ACCPAY, title=f"{doc.title} (scheduled)", due=schedule.due_date,
                     lines=[(names.get(line.item_id) or "Claim line", line.scheduled_amount, _is_retention(line.type))
                            for line in lines if line.item_id],
                     excl=totals.schedule_excl, gst=totals.schedule_tax, retention_code=retention_code)


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
    with own_transaction() as session:
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
