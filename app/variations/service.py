"""Issue and variation actions. Each reaches its contracts through app.contracts.access (another
organisation's or another recipient's variation answers 'Variation not found', like a missing one),
refuses what app.variations.policy forbids, and commits its work or nothing.

- `create_issue` (issueCreate): the issue and one variation per recipient contract, and the
  request email promised to each contract's supplier recipients (once each, by key).
- A supplier raises one too (issue 36): the issue is marked raised by the supplier, has no
  deadline for price estimates (the supplier prices it itself), and its request email goes to
  each contract's customer recipients; estimates, approvals and the ledger line follow the same rules.
- `send_issue_email` (the spec's 'send issue email', once per variation): promises the same
  emails again, so it adds none already promised: a retry or double click emails nobody twice.
- `save_estimate`: a new estimate revision (see the package's rules on approvals).
- `set_approval`: one side's approval, and in the same transaction the variation's line in the
  contract's draft claim (app.variations.ledger: added once approved by both, removed or kept
  'Not Approved' when an approval is withdrawn).
- `add_comment`: a comment on one variation, with its files, as on a claim (app.comments.service).
"""
import re
from datetime import date, timedelta

from sqlalchemy import func, insert, select
from sqlalchemy.dialects.postgresql import insert as pg_insert

from app.activity import record as activity
from app.activity.models import COMMENTED, ESTIMATE_APPROVED, ESTIMATE_REJECTED, ESTIMATE_SUBMITTED
from app.auth import ratelimit
from app.claims import queries as claims_queries
from app.claims.ledger import clean_files
from app.comments.service import BAD_COMMENT_ID, BODY_LIMIT, COMMENTS_WINDOW, EMPTY, TOO_MANY, _quote
from app.contracts import access
from app.db import db, rolls_back
from app.documents import recipients as recipients_of
from app.domain.money import MAX_SCALED, div_round
from app.domain.text import clean_text
from app.domain.working_days import today_in_auckland
from app.errors import Conflict, NotFound, PermissionDenied, UserError
from app.mail import quotas
from app.mail.service import unsent
from app.orgs.access import Viewer, recorder_name
from app.variations import emails, ledger, policy, queries
from app.variations import files as issue_files
from app.variations.models import (
    APPROVED,
    PENDING,
    REJECTED,
    STATES,
    InternalVariationComment,
    Issue,
    Variation,
    VariationComment,
    VariationEstimate,
)
from app.variations.queries import SeenVariation
from tenants.models import Organisation

DEFAULT_DEADLINE_DAYS = 20
MAX_RECIPIENTS = 100
TITLE_LIMIT = 200
ISSUE_BODY_LIMIT = 20_000
MAX_LINES = 200
LINE_NAME_LIMIT = 500
IMPACT_LIMIT = 5_000
MAX_QTY_MILLI = 2**31 - 1  # a GraphQL Int
MAX_DAYS = 3650

NO_RECIPIENTS = "No recipients"
TITLE_REQUIRED = "Title is required"
DEADLINE_PAST = "The deadline for price estimates cannot be in the past"
NO_DEADLINE_TO_CUSTOMER = "A request to your customer has no deadline for price estimates: you price it yourself"
TOO_MANY_RECIPIENTS = f"At most {MAX_RECIPIENTS} contracts"
TOO_MANY_LINES = f"At most {MAX_LINES} lines"
REQUIRED = "Required"
WHOLE_CENTS = "{label} must be a whole number of cents"
WHOLE_QTY = "Quantity must be a whole number of thousandths"
WHOLE_DAYS = "Schedule impact days must be a whole number"
NEGATIVE_DAYS = "Schedule impact days cannot be negative"
BAD_STATUS = "Status must be Pending, Approved or Rejected"
_CLIENT_ID = re.compile(r"^[A-Za-z0-9_.:-]{1,64}$")


# ---- creating ------------------------------------------------------------------------------------

def default_deadline(today: date | None = None) -> date:
    """20 days from today (Auckland) unless set (spec 2 section 5)."""
    return (today or today_in_auckland()) + timedelta(days=DEFAULT_DEADLINE_DAYS)


@rolls_back
def create_issue(viewer: Viewer, contract_ids: list[int], *, title, body=None, due_at: date | None = None,
                 files=None) -> tuple[Issue, list[SeenVariation]]:
    ids = list(dict.fromkeys(int(i) for i in contract_ids or []))  # a contract cannot be chosen twice
    if not ids:
        raise UserError(NO_RECIPIENTS, field="contractIds")
    if len(ids) > MAX_RECIPIENTS:
        raise UserError(TOO_MANY_RECIPIENTS, field="contractIds")
    found = access.get_contracts(viewer, ids)
    missing = [i for i in ids if i not in found]
    if missing:
        raise NotFound(access.CONTRACT_NOT_FOUND)
    if not all(policy.may_raise(found[i]) for i in ids):
        raise PermissionDenied(policy.NO_PERMISSION)
    sides = {found[i].is_supplier for i in ids}
    if len(sides) > 1:
        raise UserError(policy.MIXED_SIDES, field="contractIds")
    by_supplier = sides.pop()
    title = clean_text(title, TITLE_LIMIT, "title", "Title")
    if not title:
        raise UserError(TITLE_REQUIRED, field="title")
    body = clean_text(body, ISSUE_BODY_LIMIT, "body", "Description", multiline=True)
    today = today_in_auckland()
    if by_supplier:
        if due_at is not None:  # the supplier prices its own request: nobody else has a deadline to keep
            raise UserError(NO_DEADLINE_TO_CUSTOMER, field="dueAt")
    elif due_at is None:
        due_at = default_deadline(today)
    elif due_at < today:
        raise UserError(DEADLINE_PAST, field="dueAt")
    name = recorder_name(viewer)
    issue = db.session.scalars(insert(Issue).values(
        created_by_org_id=viewer.org.id, created_by_user_id=viewer.user_id, created_by_name=name, title=title,
        body=body, due_at=due_at, raised_by_supplier=by_supplier).returning(Issue)).one()
    if files:
        issue.files = issue_files.attach(viewer, issue.id, files)
    rows = db.session.scalars(insert(Variation).returning(Variation, sort_by_parameter_order=True),
                              [{"issue_id": issue.id, "contract_id": i} for i in ids]).all()
    seen = [SeenVariation(v, found[v.contract_id]) for v in rows]
    _email(viewer, issue, seen, viewer.org.name)
    db.session.commit()
    return issue, seen


def _email(viewer: Viewer, issue: Issue, seen: list[SeenVariation], from_name: str) -> int:
    """The request email to the other side of each variation's contract: the supplier recipients of a
    customer's request, the customer recipients (as a claim's) of a supplier's."""
    if issue.raised_by_supplier:
        recipients = {s.found.id: recipients_of.claim_recipients(s.found.id) for s in seen}
    else:
        recipients = recipients_of.supplier_recipients_of([s.found.id for s in seen])
    # The customer's choice to write, not a notice the Act requires: what goes to people its
    # organisation does not work with (a supplier still invited) counts against the email quotas.
    quotas.charge(viewer, [r.email for r in unsent({f"issue:{s.variation.id}:{r.user_id}": r
                                                     for s in seen for r in recipients[s.found.id]})])
    return sum(emails.send_issue(issue, s.variation, s.found.contract, from_name, recipients[s.found.id])
               for s in seen)


@rolls_back
def send_issue_email(viewer: Viewer, issue_id: int, contract_id: int) -> tuple[int, SeenVariation]:
    """The request email of one variation, to the other side's recipients (only the raising side sends it)."""
    seen = _variation(viewer, issue_id, contract_id)
    issue = db.session.get(Issue, issue_id)
    if policy.send_refusal(seen.found, issue.raised_by_supplier) is not None:
        raise PermissionDenied(policy.NO_PERMISSION)
    count = _email(viewer, issue, [seen], _org_name(issue.created_by_org_id))
    db.session.commit()
    return count, seen


def _org_name(org_id: int) -> str:
    return db.session.scalar(select(Organisation.name).where(Organisation.id == org_id)) or ""


def _variation(viewer: Viewer, issue_id: int, contract_id: int, *, for_update: bool = False) -> SeenVariation:
    seen = queries.find_variation(viewer, issue_id, contract_id, for_update=for_update)
    if seen is None:
        raise NotFound(queries.VARIATION_NOT_FOUND)
    return seen


# ---- estimates -----------------------------------------------------------------------------------

def _int(value, field: str, message: str, limit: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or abs(value) > limit:
        raise UserError(message, field=field)
    return value


def clean_estimate(data: dict) -> dict:
    """The estimate as stored: lines priced like ledger lines (amount = qty x unit price, to the cent)."""
    given = list(data.get("lines") or [])
    if len(given) > MAX_LINES:
        raise UserError(TOO_MANY_LINES, field="estimate.lines")
    lines = []
    for i, line in enumerate(given):
        name = clean_text(line.get("name"), LINE_NAME_LIMIT, f"estimate.lines.{i}.name", "Description")
        if not name:
            raise UserError(REQUIRED, field=f"estimate.lines.{i}.name")
        qty = line.get("qty_milli")
        qty = 1000 if qty is None else _int(qty, f"estimate.lines.{i}.qtyMilli", WHOLE_QTY, MAX_QTY_MILLI)
        unit = _int(line.get("unit_price"), f"estimate.lines.{i}.unitPrice",
                    WHOLE_CENTS.format(label="Unit price"), MAX_SCALED)
        amount = div_round(qty * unit, 1000)
        if abs(amount) > MAX_SCALED:
            raise UserError(WHOLE_CENTS.format(label="Amount"), field=f"estimate.lines.{i}.unitPrice")
        lines.append({"name": name, "qtyMilli": qty, "unitPrice": unit, "amount": amount})
    days = data.get("schedule_impact_days")
    if days is not None:
        days = _int(days, "estimate.scheduleImpactDays", WHOLE_DAYS, MAX_DAYS)
        if days < 0:  # a person typing '−3' meant something the estimate cannot say: refused, never flipped
            raise UserError(NEGATIVE_DAYS, field="estimate.scheduleImpactDays")
    return {
        "lines": lines,
        "total": sum(line["amount"] for line in lines),
        "other_impact": clean_text(data.get("other_impact"), IMPACT_LIMIT, "estimate.otherImpact", "Other impact",
                                   multiline=True),
        "schedule_impact": clean_text(data.get("schedule_impact"), IMPACT_LIMIT, "estimate.scheduleImpact",
                                      "Schedule impact", multiline=True),
        "schedule_impact_days": days,
    }


def _status(value, field: str) -> str:
    if value not in STATES:
        raise UserError(BAD_STATUS, field=field)
    return value


@rolls_back
def save_estimate(viewer: Viewer, issue_id: int, contract_id: int, estimate: dict,
                  customer_status: str | None = None) -> SeenVariation:
    """A new estimate revision: the approvals go back to Pending, but for the customer's own status
    when a non-supplier sends one (spec 2 section 4: their estimate sends Approved)."""
    seen = _variation(viewer, issue_id, contract_id, for_update=True)
    variation = seen.variation
    refusal = policy.estimate_refusal(seen.found, variation)
    if refusal == policy.NO_PERMISSION:
        raise PermissionDenied(refusal)
    if refusal is not None:
        raise Conflict(refusal)
    if customer_status is not None:
        customer_status = _status(customer_status, "customerStatus")
        if seen.found.is_supplier:
            raise PermissionDenied(policy.CUSTOMER_SIDE_ONLY)
    values = clean_estimate(estimate)
    name = recorder_name(viewer)
    variation.estimate_rev += 1
    db.session.execute(insert(VariationEstimate).values(
        variation_id=variation.id, rev=variation.estimate_rev, by_supplier=seen.found.is_supplier,
        submitted_by_user_id=viewer.user_id, submitted_by_name=name, created_at=func.clock_timestamp(), **values))
    _set(variation, "supplier", PENDING, None, None)
    if customer_status is not None:
        _set(variation, "customer", customer_status, viewer.user_id, name)
    else:
        _set(variation, "customer", PENDING, None, None)
    variation.updated_at = func.clock_timestamp()
    issue_title = db.session.scalar(select(Issue.title).where(Issue.id == issue_id))
    activity.entry(viewer, ESTIMATE_SUBMITTED, contract_id, comment=issue_title)
    if customer_status in (APPROVED, REJECTED):
        activity.entry(viewer, ESTIMATE_APPROVED if customer_status == APPROVED else ESTIMATE_REJECTED, contract_id,
                       comment=issue_title)
    db.session.commit()
    return seen


def _set(variation: Variation, side: str, status: str, user_id, name) -> None:
    setattr(variation, f"{side}_status", status)
    setattr(variation, f"{side}_by_user_id", user_id)
    setattr(variation, f"{side}_by_name", name)
    setattr(variation, f"{side}_at", func.clock_timestamp() if user_id is not None else None)


@rolls_back
def set_approval(viewer: Viewer, issue_id: int, contract_id: int, status, *, supplier_side: bool) -> SeenVariation:
    """One side's approval of the latest estimate: Pending, Approved or Rejected."""
    status = _status(status, "status")
    seen = _variation(viewer, issue_id, contract_id, for_update=True)
    refusal = policy.approval_refusal(seen.found, seen.variation, supplier_side=supplier_side)
    if refusal == policy.NO_ESTIMATE:
        raise UserError(refusal, field="status")
    if refusal is not None:
        raise PermissionDenied(refusal)
    variation = seen.variation
    side = "supplier" if supplier_side else "customer"
    if getattr(variation, f"{side}_status") == status:
        return seen  # nothing changes: a repeat records nothing
    _set(variation, side, status, viewer.user_id, recorder_name(viewer))
    variation.updated_at = func.clock_timestamp()
    if status != PENDING:
        activity.entry(viewer, ESTIMATE_APPROVED if status == APPROVED else ESTIMATE_REJECTED, contract_id,
                       comment=db.session.scalar(select(Issue.title).where(Issue.id == issue_id)))
    db.session.flush()
    changed = ledger.sync(contract_id)  # approved by both: its line; withdrawn: the line's rules
    db.session.commit()
    if changed:
        claims_queries.forget(contract_id)
    return seen


# ---- comments ------------------------------------------------------------------------------------

@rolls_back
def add_comment(viewer: Viewer, issue_id: int, contract_id: int, *, comment_id: str, body=None, files=None,
                is_internal: bool = False):
    """A comment on a variation: the rules of a claim's comments (app.comments.service); its files are
    bound to the variation (app.variations.files)."""
    seen = _variation(viewer, issue_id, contract_id)
    if not policy.may_comment(seen.found):
        raise PermissionDenied(policy.NO_PERMISSION)
    if not isinstance(comment_id, str) or not _CLIENT_ID.match(comment_id):
        raise UserError(BAD_COMMENT_ID, field="commentId")
    existing = _existing_comment(seen.id, comment_id)
    if existing is not None:
        if existing.author_user_id != viewer.user_id:
            raise UserError(BAD_COMMENT_ID, field="commentId")
        return seen, existing
    ratelimit.per_account("comment", viewer.account_id, "COMMENTS_PER_ACCOUNT_PER_10_MINUTES", COMMENTS_WINDOW,
                          TOO_MANY)
    body = clean_text(body, BODY_LIMIT, "body", "Comment", multiline=True)
    wanted = clean_files(files or [], "files")
    if not body and not wanted:
        raise UserError(EMPTY, field="body")
    refs = issue_files.attach(viewer, issue_id, wanted, contract_id=contract_id)
    values = dict(contract_id=contract_id, variation_id=seen.id, client_id=comment_id, body=body, files=refs,
                  author_user_id=viewer.user_id, author_name=recorder_name(viewer), created_at=func.clock_timestamp())
    model = InternalVariationComment if is_internal else VariationComment
    if model is VariationComment:
        values["author_org_id"] = viewer.org.id
    comment = db.session.scalars(
        pg_insert(model).values(**values).on_conflict_do_nothing(index_elements=["variation_id", "client_id"])
        .returning(model)).first()
    if comment is None:  # the same comment sent twice at once: the other request added it
        db.session.rollback()
        return seen, _existing_comment(seen.id, comment_id)
    issue = db.session.get(Issue, issue_id)
    activity.entry(viewer, COMMENTED, contract_id, private=comment.is_internal, comment=_quote(comment))
    if not comment.is_internal:
        recipients = (recipients_of.claim_recipients if seen.found.is_supplier else recipients_of.supplier_recipients)(contract_id)
        comment.is_email = emails.send_comment(comment, issue, seen.found.contract, recipients)
    db.session.commit()
    return seen, comment


def _existing_comment(variation_id: int, comment_id: str):
    for model in (VariationComment, InternalVariationComment):
        row = db.session.scalars(select(model).where(model.variation_id == variation_id,
                                                     model.client_id == comment_id)).first()
        if row is not None:
            return row
    return None
