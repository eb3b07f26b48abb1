"""Who may read and write a claim's comments: one answer for the service and the API.

- Writing needs the contract's Comment permission (View alone reads) and a submitted claim: a
  claim in New is the supplier's draft, not yet a document two parties talk about.
- Reading: every party that sees the claim reads its comments; an internal comment lives in its
  author's organisation's schema, so nobody else can reach it (app.documents.models).
Pure: the caller reads the contract as the viewer sees it (`VisibleContract`) and the claim.
"""
from app.claims.models import NEW, Claim
from app.contracts import permissions as cp
from app.contracts.access import VisibleContract

NO_PERMISSION = "You do not have permission"
AFTER_SUBMIT = "Comments are available after submitting the document."


def comment_refusal(found: VisibleContract, claim: Claim) -> str | None:
    """Why the viewer cannot comment on the claim, or None."""
    if not found.can(cp.ContractPermission.COMMENT):
        return NO_PERMISSION
    if claim.status == NEW or claim.latest_rev is None:
        return AFTER_SUBMIT
    return None


def may_comment(found: VisibleContract, claim: Claim) -> bool:
    return comment_refusal(found, claim) is None

