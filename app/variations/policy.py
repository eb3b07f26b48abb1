"""Who may do what with an issue and its variations: one answer for the service (to refuse) and the
API (to show, e.g. the approval selector disabled). Pure: the caller reads the contract as the viewer
sees it (`VisibleContract`) and the variation.

- Raising an issue: the customer side of every recipient contract, with CustomerDraft or CustomerSubmit.
- Estimating ("anyone can add an estimate", spec 2 section 6): either side's drafters
  (SupplierDraft / SupplierSubmit for the supplier, CustomerDraft / CustomerSubmit for the customer).
- The supplier approval: a supplier viewer (SupplierSubmit); the customer approval: a non-supplier
  viewer (CustomerSubmit). Both need an estimate.
- Commenting: the contract's Comment permission.
"""
from app.contracts import permissions as cp
from app.contracts.access import VisibleContract
from app.variations.models import APPROVED

P = cp.ContractPermission

NO_PERMISSION = "You do not have permission"
NO_ESTIMATE = "Add an estimate before approving"
APPROVED_BY_BOTH = ("Both sides have approved this estimate: withdraw an approval (set it to Pending or Rejected) "
                    "before changing it")
SUPPLIER_SIDE_ONLY = "Only the supplier side can set the supplier approval"
CUSTOMER_SIDE_ONLY = "Only the customer side can set the customer approval"


def may_raise(found: VisibleContract) -> bool:
    return not found.is_supplier and (found.can(P.CUSTOMER_DRAFT) or found.can(P.CUSTOMER_SUBMIT))


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
