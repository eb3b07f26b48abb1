"""Who may record a claim's payment, and what a record must say: one answer for the service (to
refuse) and the API (`viewerCanRecordPayment`, to show). Pure.

Either side records its own: the payer (customer side, CustomerDraft) what it sent, the payee
(supplier side, SupplierDraft, archived projects too: money arrives after a project ends) what
it received. Only a claim served and not withdrawn (Sent or Scheduled) has a payment to record.
A side corrects only its own records, each once.
"""
from datetime import date

from app.claims import policy as claim_policy
from app.claims.models import Claim
from app.contracts.access import VisibleContract
from app.domain.money import MAX_SCALED
from app.payments.models import PAYEE, PAYER, ClaimPayment

AMOUNT_REQUIRED = "Enter the amount paid"
AMOUNT_NOT_POSITIVE = "The amount must be more than nil"
AMOUNT_TOO_LARGE = "Amount is too large"
DATE_REQUIRED = "Enter the date of the payment"
DATE_IN_FUTURE = "The payment date cannot be in the future"
DATE_TOO_EARLY = "The payment date is before 2000"
PAYMENT_NOT_FOUND = "Payment not found"
NOT_YOUR_RECORD = "Only the side that recorded a payment can correct it"
ALREADY_CORRECTED = "This payment has already been corrected"
EARLIEST = date(2000, 1, 1)


def side_of(found: VisibleContract) -> str | None:
    """The side the viewer records for (Payee: the supplier side; Payer: the customer side), or None
    when it may record nothing."""
    if claim_policy.acts_as_supplier(found, allow_archived=True):
        return PAYEE
    if claim_policy.acts_as_customer(found):
        return PAYER
    return None


def may_record(found: VisibleContract, claim: Claim) -> bool:
    return side_of(found) is not None and claim_policy.submitted_refusal(claim) is None


def amount_problem(amount, *, correcting: bool) -> str | None:
    """What is wrong with an amount in cents (a correction may withdraw a record: 0), or None."""
    if amount is None:
        return AMOUNT_REQUIRED
    if isinstance(amount, bool) or not isinstance(amount, int):
        return AMOUNT_REQUIRED
    if amount > MAX_SCALED:
        return AMOUNT_TOO_LARGE
    if amount < 0 or (amount == 0 and not correcting):
        return AMOUNT_NOT_POSITIVE
    return None


def date_problem(paid_on, today: date) -> str | None:
    if not isinstance(paid_on, date):
        return DATE_REQUIRED
    if paid_on > today:
        return DATE_IN_FUTURE
    if paid_on < EARLIEST:
        return DATE_TOO_EARLY
    return None


def correction_problem(corrected: ClaimPayment | None, side: str, corrected_ids: set[int]) -> str | None:
    """Why `corrected` (a record of the same claim, or None: not found) cannot be corrected by `side`."""
    if corrected is None:
        return PAYMENT_NOT_FOUND
    if corrected.side != side:
        return NOT_YOUR_RECORD
    if corrected.id in corrected_ids:
        return ALREADY_CORRECTED
    return None
