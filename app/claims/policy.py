"""What a viewer may do with a contract's claims: one answer for the service and the API.

The service refuses by these rules (`require_supplier`, the `*_refusal` functions give the
message it raises) and the API shows them (`viewerCan*` calls the `may_*` functions), so the
buttons a screen offers are exactly the actions the service accepts. Pure: the caller reads the
contract as the viewer sees it (`VisibleContract`), the claim and, where the rule compares
claims, the contract's claims.
"""
from datetime import date
from typing import Callable, Iterable

from app.claims.models import DELETED, LIVE_STATUSES, NEW, ORIGIN_RECEIVED, SCHEDULED, SENT, VOIDED, Claim
from app.contracts import permissions as cp
from app.contracts.access import VisibleContract
from app.contracts.models import CUSTOMER, DECLINED, REMOVED
from app.contracts.policy import ARCHIVED
from app.domain import payment_terms
from app.domain.payment_terms import PaymentTerms
from app.errors import PermissionDenied, UserError

P = cp.ContractPermission

NO_PERMISSION = "You do not have permission"
STILL_DRAFT = "Claim {number} is still a draft. Submit or delete it before starting a new claim."
# A customer in these states is not on the project, so no claim can start (the reason, by state).
CUSTOMER_GONE = {
    DECLINED: "The customer declined this project, so a claim cannot be started.",
    REMOVED: "The customer was removed from this project, so a claim cannot be started.",
}
NOT_A_DRAFT = "This claim is not a draft"
SCHEDULE_EXISTS = "A payment schedule has been issued for this claim, so it can no longer be changed to draft"
SCHEDULED_NOT_DELETABLE = "A payment schedule has been issued for this claim, so it cannot be deleted"
PAID_NOT_DELETABLE = "This claim has been paid, so it cannot be deleted"
NOT_LATEST = "Only the latest claim can be changed back to draft"
NOT_LATEST_DELETE = "Only the latest claim can be deleted"
NOT_SUBMITTED = "This claim has not been submitted yet"
CLOSED = "This claim has been {status}"
# A claim the customer side recorded from one served on it outside Claimdesk (issue 34) is its record of
# what it received: the supplier side neither edits, voids nor serves it again through Claimdesk.
RECEIVED = "This claim was recorded by the customer from a claim it received outside Claimdesk"


# ---- who: the side and its permission ------------------------------------------------------------

def acts_as_supplier(found: VisibleContract, permission: P = P.SUPPLIER_DRAFT, *, allow_archived: bool = False) -> bool:
    """The viewer's organisation is the supplier, they hold `permission`, and (unless allowed) the
    contract is not archived."""
    return found.is_supplier and found.can(permission) and (allow_archived or found.contract.archived_at is None)


def require_supplier(found: VisibleContract, permission: P = P.SUPPLIER_DRAFT, *, allow_archived: bool = False) -> None:
    """PermissionDenied off the supplier side or without `permission`; UserError when archived."""
    if not found.is_supplier or not found.can(permission):
        raise PermissionDenied(NO_PERMISSION)
    if found.contract.archived_at is not None and not allow_archived:
        raise UserError(ARCHIVED)


def may_see_drafts(found: VisibleContract) -> bool:
    """Drafts are the supplier's own: only its side, with SupplierDraft, sees them."""
    return sees_drafts(found.is_supplier, found.can)


def sees_drafts(is_supplier: bool, can: Callable[[P], bool]) -> bool:
    """`may_see_drafts` of a contract read as its side and permissions only (an export's scope)."""
    return is_supplier and can(P.SUPPLIER_DRAFT)


def acts_as_customer(found: VisibleContract) -> bool:
    return not found.is_supplier and found.can(P.CUSTOMER_DRAFT)


# ---- what: the claim's state -----------------------------------------------------------------------

def is_draft(claim: Claim) -> bool:
    """A live claim with a draft revision (the one the supplier edits)."""
    return claim.draft_rev is not None and claim.status in LIVE_STATUSES


def is_submitted(claim: Claim) -> bool:
    return claim.latest_rev is not None and claim.status in LIVE_STATUSES


def _live_others(claim: Claim, claims: Iterable[Claim]) -> list[Claim]:
    return [o for o in claims if o.id != claim.id and o.status in LIVE_STATUSES]


def create_refusal(claims: Iterable[Claim]) -> str | None:
    """Why no new claim can start (a draft is still open), or None."""
    draft = next((c for c in claims if c.draft_rev is not None and c.status in LIVE_STATUSES), None)
    return STILL_DRAFT.format(number=draft.number) if draft is not None else None


def customer_refusal(parties: dict) -> str | None:
    """Why no claim can start for want of a customer (the customer party of `queries.parties_of`'s
    {relation: Party} declined the project or was removed from it), or None. A pending invitation
    does not stop a claim: it is addressed to the customer, who sees it once they accept."""
    customer = parties.get(CUSTOMER)
    return CUSTOMER_GONE.get(customer.consent) if customer is not None else None


def closed_refusal(claim: Claim) -> str | None:
    """Why a claim can no longer change at all (scheduled, voided or deleted), or None."""
    if claim.status == SCHEDULED:
        return SCHEDULE_EXISTS
    if claim.status in (VOIDED, DELETED):
        return CLOSED.format(status=claim.status.lower())
    return None


def change_to_draft_refusal(claim: Claim, claims: Iterable[Claim]) -> str | None:
    """Why a submitted claim cannot go back to draft: closed, another claim is a draft, or a later
    claim exists. None when it can."""
    closed = closed_refusal(claim)
    if closed is not None:
        return closed
    if claim.origin == ORIGIN_RECEIVED:
        return RECEIVED
    others = _live_others(claim, claims)
    draft = next((o for o in others if o.draft_rev is not None), None)
    if draft is not None:
        return STILL_DRAFT.format(number=draft.number)
    if any(o.number > claim.number for o in others):
        return NOT_LATEST
    return None


def void_refusal(claim: Claim, claims: Iterable[Claim]) -> str | None:
    """Why a submitted claim cannot be deleted (voided): scheduled, paid, or a later claim exists."""
    if claim.status == SCHEDULED:
        return SCHEDULED_NOT_DELETABLE
    if claim.origin == ORIGIN_RECEIVED:
        return RECEIVED
    if claim.is_paid:
        return PAID_NOT_DELETABLE
    if any(o.number > claim.number for o in _live_others(claim, claims)):
        return NOT_LATEST_DELETE
    return None


def served_refusal(claim: Claim) -> str | None:
    """Why a claim's latest revision cannot be sent again: never submitted, or withdrawn."""
    if claim.latest_rev is None:
        return NOT_SUBMITTED
    if claim.status in (VOIDED, DELETED):
        return CLOSED.format(status=claim.status.lower())
    if claim.origin == ORIGIN_RECEIVED:
        return RECEIVED
    return None


def submitted_refusal(claim: Claim) -> str | None:
    """Why a claim cannot be marked paid or paying: never submitted, or no longer live."""
    if claim.latest_rev is None:
        return NOT_SUBMITTED
    if claim.status not in LIVE_STATUSES:
        return CLOSED.format(status=claim.status.lower())
    return None


# ---- may: what the viewer is offered ---------------------------------------------------------------

def may_create_claim(found: VisibleContract) -> bool:
    return acts_as_supplier(found)


def may_edit(found: VisibleContract, claim: Claim) -> bool:
    """ledgerUpdate and claimPatch on the claim's draft; also claimDeleteDraft."""
    return is_draft(claim) and acts_as_supplier(found)


def may_submit(found: VisibleContract, claim: Claim) -> bool:
    return is_draft(claim) and acts_as_supplier(found, P.SUPPLIER_SUBMIT)


def may_change_to_draft(found: VisibleContract, claim: Claim, claims: Iterable[Claim]) -> bool:
    return (acts_as_supplier(found) and claim.status == SENT and claim.draft_rev is None
            and change_to_draft_refusal(claim, claims) is None)


def may_delete(found: VisibleContract, claim: Claim, claims: Iterable[Claim]) -> bool:
    """A claim never submitted is deleted (SupplierDraft); a submitted one is voided (SupplierSubmit)."""
    if claim.status == NEW:
        return acts_as_supplier(found)
    return (acts_as_supplier(found, P.SUPPLIER_SUBMIT) and claim.status == SENT
            and void_refusal(claim, claims) is None)


def may_mark_paid(found: VisibleContract, claim: Claim) -> bool:
    return acts_as_supplier(found, allow_archived=True) and submitted_refusal(claim) is None


def may_set_paying(found: VisibleContract, claim: Claim) -> bool:
    return acts_as_customer(found) and submitted_refusal(claim) is None


def may_resend(found: VisibleContract, claim: Claim) -> bool:
    return acts_as_supplier(found, P.SUPPLIER_SUBMIT, allow_archived=True) and served_refusal(claim) is None


# ---- defaults --------------------------------------------------------------------------------------

def default_due(day: date | None, terms: PaymentTerms | None = None) -> date | None:
    """The due date a claim dated `day` gets unless the user picks one: the contract's payment due
    (app.domain.payment_terms; none stated: 20 working days, s 18(b)); None outside the known
    working-day calendar (the user must choose one)."""
    return payment_terms.default_due(terms or PaymentTerms(), day)
