"""The organisation's claims export (spec 2 §2 Export screen): its rows, streamed.

One statement reads every row (plus the one of `scope_of`), whatever the number of claims:
claims of the contracts in scope, each with its shown revision, its contract's parties and
owner, its sent payment schedule, and its retention and adjustments summed from its ledger
entries (a lateral subquery on the entries' (claim, rev) index, so the Export screen's first 200
rows sum 200 claims' entries, not every claim's). Rows are fetched in batches from a server-side cursor (`yield_per`), so an
export of 20,000 claims never holds more than one batch.

What a row shows (the spec names the columns; the rest is decided here):
- Every claim the viewer sees on both sides, except deleted drafts: a customer never sees a
  New claim, and a supplier sees its New claims only with SupplierDraft (as on the claim page).
- relation: the organisation's side of the contract (Supplier or Customer).
- supplierName, customerName: the parties as the contract page names them (an invited party
  that has not accepted by the contact typed for it).
- periodFrom, periodTo: of the latest submitted revision, or the draft's for a claim never
  submitted.
- claimExcl, claimTax: the latest submitted revision's totals (frozen at submit; blank for a claim
  never submitted, whose draft is still changing). claimRetention: that revision's retention
  line (negative: retention is held back).
- adjustExcl, adjustRetention: the sent schedule's Adjustment entries on the claim's lines
  (excluding retention) and on retention; blank with no sent schedule.
- scheduleExcl, scheduleTax, scheduleDueDate: the sent payment schedule (scheduleDueDate is the
  schedule's payment date, as `Claim.schedule.dueDate`); a draft schedule is the customer's work in
  progress and is not exported.
- contractId: the contract's global ID, as the API names it; owner: the owning organisation.
- status: the claim's, except a served claim the payee confirms paid: Paid, or PartPaid
  (app.domain.claim_standing.status_of; the status filter matches what the column says).
- Then the claim's statutory facts (issue 33), as stored (app.payments.facts), after the spec's
  columns: scheduleDeadline (the payment-schedule deadline, s 22), claimDueDate (the claim's due
  date for payment), received (what the payee confirms, incl. GST), outstanding (payable less
  received), scheduleGivenLate ('yes' for a schedule sent after the deadline).
- Money in dollars (app.domain.csv_export); rows newest content first, as the home lists.
- chargesGst (the Export screen's JSON only, not a CSV column): whether the claim's latest
  submitted revision charges GST (issue 34: a supplier not registered for GST charges none), so the
  screen's column titles name GST only where it applies.
"""
from dataclasses import dataclass
from datetime import date
from typing import Iterator

from graphql_relay import to_global_id
from sqlalchemy import BigInteger, and_, any_, bindparam, case, func, literal, or_, select, true
from sqlalchemy.dialects.postgresql import ARRAY
from sqlalchemy.orm import aliased

from app.claims.models import DELETED, MODE_ADJUSTMENT, MODE_CLAIM, NEW, RETENTION_ITEM_ID, Claim, LedgerEntry, Revision
from app.contracts.models import CUSTOMER, SUPPLIER, Contract
from app.contracts.queries import join_party
from app.db import db
from app.domain import claim_standing as rules
from app.domain.csv_export import csv_line, date_cell, header_line, int_cell, money_cell, text_cell
from app.exports.scope import Scope
from app.schedules.models import SENT, PaymentSchedule
from tenants.models import Organisation

COLUMNS = ("relation", "supplierName", "customerName", "slug", "number", "status", "periodFrom", "periodTo",
           "claimExcl", "claimRetention", "claimTax", "adjustExcl", "adjustRetention", "scheduleExcl",
           "scheduleTax", "scheduleDueDate", "contractId", "owner",
           "scheduleDeadline", "claimDueDate", "received", "outstanding", "scheduleGivenLate")
STATUSES = ("New", "Sent", "Scheduled", rules.PART_PAID, rules.PAID, "Voided")
BATCH = 1000


@dataclass(frozen=True)
class Filters:
    status: str | None = None
    period_from: date | None = None  # claims whose period ends on or after this day
    period_to: date | None = None  # ... and on or before this one


@dataclass(frozen=True, slots=True)
class ClaimRow:
    relation: str
    supplier_name: str
    customer_name: str
    slug: str
    number: int
    status: str
    period_from: date | None
    period_to: date | None
    claim_excl: int | None
    claim_retention: int | None
    claim_tax: int | None
    adjust_excl: int | None
    adjust_retention: int | None
    schedule_excl: int | None
    schedule_tax: int | None
    schedule_due_date: date | None
    schedule_deadline: date | None
    claim_due_date: date | None
    received: int | None
    outstanding: int | None
    schedule_given_late: bool
    contract_id: str
    owner: str
    owner_slug: str  # the table links a row to its claim page; not a CSV column
    charges_gst: bool = True  # the screen's GST wording follows it (issue 34); not a CSV column

    def csv(self) -> str:
        return csv_line((
            text_cell(self.relation), text_cell(self.supplier_name), text_cell(self.customer_name),
            text_cell(self.slug), int_cell(self.number), text_cell(self.status), date_cell(self.period_from),
            date_cell(self.period_to), money_cell(self.claim_excl), money_cell(self.claim_retention),
            money_cell(self.claim_tax), money_cell(self.adjust_excl), money_cell(self.adjust_retention),
            money_cell(self.schedule_excl), money_cell(self.schedule_tax), date_cell(self.schedule_due_date),
            text_cell(self.contract_id), text_cell(self.owner),
            date_cell(self.schedule_deadline), date_cell(self.claim_due_date), money_cell(self.received),
            money_cell(self.outstanding), text_cell("yes" if self.schedule_given_late else ""),
        ))

    def json(self) -> dict:
        return {
            "relation": self.relation, "supplierName": self.supplier_name, "customerName": self.customer_name,
            "slug": self.slug, "number": self.number, "status": self.status,
            "periodFrom": date_cell(self.period_from) or None, "periodTo": date_cell(self.period_to) or None,
            "claimExcl": self.claim_excl, "claimRetention": self.claim_retention, "claimTax": self.claim_tax,
            "adjustExcl": self.adjust_excl, "adjustRetention": self.adjust_retention,
            "scheduleExcl": self.schedule_excl, "scheduleTax": self.schedule_tax,
            "scheduleDueDate": date_cell(self.schedule_due_date) or None, "contractId": self.contract_id,
            "owner": self.owner, "ownerSlug": self.owner_slug,
            "scheduleDeadline": date_cell(self.schedule_deadline) or None,
            "claimDueDate": date_cell(self.claim_due_date) or None, "received": self.received,
            "outstanding": self.outstanding, "scheduleGivenLate": self.schedule_given_late,
            "chargesGst": self.charges_gst,
        }


def _statement(scope: Scope, filters: Filters, limit: int | None = None):
    supplier_ids = bindparam("supplier_ids", scope.supplier_ids, type_=ARRAY(BigInteger))
    C, K, E, S = Claim, Contract, LedgerEntry, PaymentSchedule
    R = aliased(Revision)
    owner = aliased(Organisation)
    is_retention = E.item_id == RETENTION_ITEM_ID

    def total(condition):
        return func.sum(case((condition, E.amount)))

    amounts = (
        select(total(and_(E.mode == MODE_CLAIM, is_retention)).label("claim_retention"),
               total(and_(E.mode == MODE_ADJUSTMENT, ~is_retention)).label("adjust_excl"),
               total(and_(E.mode == MODE_ADJUSTMENT, is_retention)).label("adjust_retention"))
        .where(E.claim_id == C.id, E.rev == C.latest_rev, or_(is_retention, E.mode == MODE_ADJUSTMENT),
               E.is_draft.is_(False))
        .lateral("amounts")
    )
    shown_rev = func.coalesce(C.latest_rev, C.draft_rev)
    submitted = C.latest_rev.is_not(None)
    query = (select().select_from(C)
             .join(K, K.id == C.contract_id)
             .join(owner, owner.id == K.owner_org_id)
             .outerjoin(R, and_(R.claim_id == C.id, R.rev == shown_rev)))
    query, supplier = join_party(query, lambda party: party.relation == SUPPLIER)
    query, customer = join_party(query, lambda party: party.relation == CUSTOMER)
    query = (
        query.outerjoin(S, and_(S.claim_id == C.id, S.status == SENT))
        .outerjoin(amounts, true())
        .add_columns(
            case((C.contract_id == any_(supplier_ids), literal(SUPPLIER)), else_=literal(CUSTOMER)),
            supplier.name, customer.name, K.slug, C.number, C.status, R.period_from, R.period_to,
            case((submitted, R.amount_excl)), case((submitted, amounts.c.claim_retention)), case((submitted, R.tax)),
            case((S.id.is_not(None), func.coalesce(amounts.c.adjust_excl, 0))),
            case((S.id.is_not(None), func.coalesce(amounts.c.adjust_retention, 0))),
            S.schedule_excl, S.schedule_tax, S.due_date,
            C.schedule_deadline, R.due_date, C.payable, C.paid_to_payee, C.is_paid, func.coalesce(S.given_late, False),
            K.id, owner.name, owner.slug, C.gst_registered,
        )
        .where(C.id.in_(_chosen(scope, filters, limit)) if limit is not None else _shown(scope, filters, R))
        .order_by(C.content_updated_at.desc(), C.id.desc())
    )
    if limit is not None:
        query = query.limit(limit)
    return query


def _shown(scope: Scope, filters: Filters, R):
    """Which claims a row is made for (R: the shown revision, joined by the caller)."""
    ids = bindparam("contract_ids", scope.contract_ids, type_=ARRAY(BigInteger))
    draft_ids = bindparam("draft_ids", scope.draft_ids, type_=ARRAY(BigInteger))
    C = Claim
    conditions = [C.contract_id == any_(ids), C.status != DELETED,
                  or_(and_(C.latest_rev.is_not(None), C.status != NEW), C.contract_id == any_(draft_ids))]
    if filters.status is not None:
        conditions.append(_status(C) == filters.status)
    if filters.period_from is not None:
        conditions.append(R.period_to >= filters.period_from)
    if filters.period_to is not None:
        conditions.append(R.period_to <= filters.period_to)
    return and_(*conditions)


def _status(C):
    """`claim_standing.status_of` in SQL, for the filter (a test holds the two equal)."""
    served = C.status.in_(rules.ANSWERABLE)
    return case((and_(served, C.is_paid), literal(rules.PAID)),
                (and_(served, func.coalesce(C.paid_to_payee, 0) > 0), literal(rules.PART_PAID)),
                else_=C.status)


def _chosen(scope: Scope, filters: Filters, limit: int):
    """The first `limit` claims shown, chosen before anything is joined to them: the table's rows
    then cost what 200 claims cost, not what all of them do."""
    C, R = Claim, aliased(Revision)
    return (select(C.id)
            .outerjoin(R, and_(R.claim_id == C.id, R.rev == func.coalesce(C.latest_rev, C.draft_rev)))
            .where(_shown(scope, filters, R))
            .order_by(C.content_updated_at.desc(), C.id.desc())
            .limit(limit))


def claim_rows(scope: Scope, filters: Filters, limit: int | None = None) -> Iterator[ClaimRow]:
    """The rows, read in batches from a server-side cursor."""
    if not scope.contract_ids:
        return
    query = _statement(scope, filters, limit)
    result = db.session.execute(query, execution_options={"yield_per": BATCH})
    try:
        for row in result:
            (*values, deadline, claim_due, payable, paid_to_payee, is_paid, given_late,
             contract_id, owner_name, owner_slug, charges_gst) = row
            values[5] = rules.status_of(values[5], is_paid, paid_to_payee)  # the status column
            served = payable is not None
            yield ClaimRow(*values, deadline, claim_due, (paid_to_payee or 0) if served else None,
                           rules.outstanding_of(payable, paid_to_payee), given_late,
                           to_global_id("Contract", contract_id), owner_name, owner_slug, charges_gst)
    finally:
        result.close()


def claims_csv(scope: Scope, filters: Filters) -> Iterator[str]:
    """The CSV text in chunks of about one batch of rows."""
    chunk = [header_line(COLUMNS)]
    for row in claim_rows(scope, filters):
        chunk.append(row.csv())
        if len(chunk) >= BATCH:
            yield "".join(chunk)
            chunk = []
    yield "".join(chunk)
