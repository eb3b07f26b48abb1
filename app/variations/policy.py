"""Who may do what with an issue and its variations: one answer for the service (to refuse) and the
API (to show, e.g. the approval selector disabled). Pure: the caller reads the contract as the viewer
sees it (`VisibleContract`) and the variation.

- Raising an issue: either side of every recipient contract, with its side's drafting permission
  (CustomerDraft / CustomerSubmit, SupplierDraft / SupplierSubmit), all on the same side: the
  customer asks its suppliers for a price, or (issue 36) a supplier asks its customers for a
  variation. Sending a request email again: the side that raised the issue.
- Estimating ("anyone can add an estimate", spec 2 section 6): either side's drafters
  (SupplierDraft / SupplierSubmit for the supplier, CustomerDraft / CustomerSubmit for the customer).
- The supplier approval: a supplier viewer (SupplierSubmit); the customer approval: a non-supplier
  viewer (CustomerSubmit). Both need an estimate.
- Commenting: the contract's Comment permission.
- Who must act next (`awaiting`), the same answer for both sides and whoever raised it: no
  estimate yet, the supplier (it prices the change); an estimate rejected by one side, the other
  side (to revise it, or to withdraw); otherwise each side whose approval is still Pending. Nobody
  once both have approved, or both have rejected (closed).
"""
from app.contracts import permissions as cp
from app.contracts.access import VisibleContract
from app.variations.models import APPROVED, PENDING, REJECTED

P = cp.ContractPermission

NO_PERMISSION = "You do not have permission"
NO_ESTIMATE = "Add an estimate before approving"
APPROVED_BY_BOTH = ("Both sides have approved this estimate: withdraw an approval (set it to Pending or Rejected) "
                    "before changing it")
MIXED_SIDES = ("Choose contracts on one side only: your subcontracts (to ask for a price) or your customers' "
               "contracts (to request a variation)")
RAISED_BY_OTHER_SIDE = "Only the side that raised this request sends its email"
SUPPLIER_SIDE_ONLY = "Only the supplier side can set the supplier approval"
CUSTOMER_SIDE_ONLY = "Only the customer side can set the customer approval"


def may_raise(found: VisibleContract) -> bool:
    """The viewer may raise an issue on this contract from its own side (the same drafters that estimate)."""
    return may_estimate(found)


def send_refusal(found: VisibleContract, raised_by_supplier: bool) -> str | None:
    """Why the viewer cannot (re)send a variation's request email, or None: the raising side's drafters."""
    if found.is_supplier != raised_by_supplier:
        return RAISED_BY_OTHER_SIDE
    return None if may_raise(found) else NO_PERMISSION


def may_estimate(found: VisibleContract) -> bool:
    if found.is_supplier:
        return found.can(P.SUPPLIER_DRAFT) or found.can(P.SUPPLIER_SUBMIT)
    return found.can(P.CUSTOMER_DRAFT) or found.can(P.CUSTOMER_SUBMIT)


def both_approved(variation) -> bool:
    return variation.supplier_status == APPROVED and variation.customer_status == APPROVED


def estimate_refusal(found: VisibleContract, variation) -> str | None:
    if not may_estimate(found):
        return NO_PERMISSION
    if both_approved(variation):
        return APPROVED_BY_BOTH
    return None


def approval_refusal(found: VisibleContract, variation, *, supplier_side: bool) -> str | None:
    """Why the viewer cannot set this side's approval, or None."""
    if supplier_side != found.is_supplier:
        return SUPPLIER_SIDE_ONLY if supplier_side else CUSTOMER_SIDE_ONLY
    if not found.can(P.SUPPLIER_SUBMIT if supplier_side else P.CUSTOMER_SUBMIT):
        return NO_PERMISSION
    if variation.estimate_rev == 0:
        return NO_ESTIMATE
    return None


def may_comment(found: VisibleContract) -> bool:
    return found.can(P.COMMENT)


# Who must act next (see the module's rules).
SUPPLIER = "Supplier"
CUSTOMER = "Customer"
BOTH = "Both"


def awaiting(variation) -> str | None:
    """SUPPLIER, CUSTOMER, BOTH, or None when nobody must (approved by both, or rejected by both)."""
    supplier, customer = variation.supplier_status, variation.customer_status
    if supplier == APPROVED and customer == APPROVED or supplier == REJECTED and customer == REJECTED:
        return None
    if variation.estimate_rev == 0:
        return SUPPLIER
    if customer == REJECTED:
        return SUPPLIER
    if supplier == REJECTED:
        return CUSTOMER
    if supplier == PENDING and customer == PENDING:
        return BOTH
    return SUPPLIER if supplier == PENDING else CUSTOMER


def viewer_must_act(found: VisibleContract, variation) -> bool:
    """The viewer's side must act next on this variation."""
    side = awaiting(variation)
    return side == BOTH or side == (SUPPLIER if found.is_supplier else CUSTOMER)
