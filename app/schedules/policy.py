"""What a viewer may do with a claim's payment schedule, and what a schedule must say under
section 21 of the Act before it is sent: one answer for the service (to refuse) and the API (to
show); the service names the problems in the claim's own 'Please fix the errors before
submitting: ...' (a sent schedule is 'Submitted on {date}' in the spec too). Pure: the caller
reads the contract as the viewer sees it, the claim and the schedule.
"""
from app.claims.models import SCHEDULED, SENT, Claim
from app.contracts import permissions as cp
from app.contracts.access import VisibleContract
from app.domain.money import dollars
from app.domain.schedules import ScheduleLine, ScheduleTotals
from app.schedules.statements import SCHEDULED_PAYMENT_DATE

P = cp.ContractPermission

ALREADY_SENT = "A payment schedule has already been sent for this claim"
NOT_SCHEDULABLE = "Only a submitted claim can be answered with a payment schedule"
BEING_CHANGED = "The supplier is changing this claim: it can be scheduled once they send it again"
# The schedule's own payment date (its dueDate), under its one name, apart from the s 22 deadline.
DUE_DATE_REQUIRED = f"{SCHEDULED_PAYMENT_DATE} is required"
NO_LINES = "The schedule must state the scheduled amount of at least one line"
TOTALS_CHANGED = "The scheduled amount has changed since the schedule was saved: check the totals and save it again"
REASON_REQUIRED = "Reason required for {name}"
# s 21(3)(b)-(c): the reasons for the difference and, where payment is withheld, for withholding it.
WHY_LESS = "State why the scheduled amount is less than the claimed amount, and the reason for withholding payment"
TAX_INVOICE_GST = ("A Buyer Created Tax Invoice needs the GST number of {parties}: add it in the project's "
                   "settings, or send it as 'Not a tax invoice'")
# Issue 34: a supplier not registered for GST makes no taxable supply, so there is nothing for the
# payer to give taxable supply information for, and no GST to adjust.
SUPPLIER_NOT_REGISTERED = ("The supplier is not registered for GST: send the payment schedule as "
                           "'Not a tax invoice'")
NO_GST_ADJUSTMENT = "The supplier is not registered for GST: the adjustment has no GST"
NO_RECIPIENTS = "Nobody on the supplier side receives payment schedules: add a supplier member to the project"
# s 21(2)(b): a schedule states the payment the payer proposes to make, which may be nothing; money the
# payee owes the payer is a set-off that reduces the payment to nil at most.
BELOW_NIL = ("The scheduled amount cannot be less than nil: this schedule comes to {total} including GST. A set-off "
             "can reduce the payment to nil at most")
# A supplier not registered for GST charges none (issue 34): the same words with no GST basis.
BELOW_NIL_NO_GST = ("The scheduled amount cannot be less than nil: this schedule comes to {total}. A set-off can "
                    "reduce the payment to nil at most")


# ---- who -----------------------------------------------------------------------------------------

def may_see_draft(found: VisibleContract) -> bool:
    """A draft schedule is the customer side's own: holders of CustomerDraft or CustomerSubmit."""
    return not found.is_supplier and (found.can(P.CUSTOMER_DRAFT) or found.can(P.CUSTOMER_SUBMIT))


def may_send_as(found: VisibleContract) -> bool:
    return not found.is_supplier and found.can(P.CUSTOMER_SUBMIT)


# ---- what ----------------------------------------------------------------------------------------

def schedule_refusal(claim: Claim) -> str | None:
    """Why the claim cannot be answered (a schedule sent already, not a sent claim, or moved back to
    draft by the supplier: its next revision would replace the one a schedule answers), or None."""
    if claim.status == SCHEDULED:
        return ALREADY_SENT
    if claim.status != SENT or claim.latest_rev is None:
        return NOT_SCHEDULABLE
    if claim.draft_rev is not None:
        return BEING_CHANGED
    return None


def may_draft(found: VisibleContract, claim: Claim) -> bool:
    """paymentScheduleUpdate: CustomerDraft or CustomerSubmit, a sent claim with no schedule sent."""
    return may_see_draft(found) and schedule_refusal(claim) is None


def may_send(found: VisibleContract, claim: Claim) -> bool:
    """paymentScheduleSend: CustomerSubmit, the same claim conditions."""
    return may_send_as(found) and schedule_refusal(claim) is None


# ---- section 21 ----------------------------------------------------------------------------------

def section21_problems(schedule, lines: list[ScheduleLine], names: dict[str, str], totals: ScheduleTotals, *,
                       has_recipients: bool = True, own_lines: bool = False) -> list[str]:
    """What stops the saved schedule being a valid payment schedule, in the words shown.

    Section 21(2): it identifies the claim (the service refuses a schedule of an older revision
    before this), states the scheduled amount (lines, and totals equal to the recomputation), and
    if that is less than claimed, how it was calculated (the lines) and why it is less and the
    reason for withholding (a reason on every line that differs, and a note). A due date, and
    someone to serve it on.

    `own_lines`: the payer's own breakdown of a claim received outside Claimdesk (issue 34): its added
    lines claim nothing, so only the claim's line needs a reason when it differs (not left out); the
    note says why the total is less.
    """
    problems = []
    if schedule.due_date is None:
        problems.append(DUE_DATE_REQUIRED)
    if not any(line.item_id in names for line in lines):
        problems.append(NO_LINES)
    elif (schedule.schedule_excl, schedule.schedule_tax) != (totals.schedule_excl, totals.schedule_tax):
        problems.append(TOTALS_CHANGED)
    reasons = {line["itemId"]: line.get("reason", "") for line in schedule.lines or []}
    left_out = {line["itemId"] for line in schedule.lines or [] if line.get("removed")}
    for line in lines:
        if own_lines and (not line.claimed or line.item_id in left_out):
            continue
        if line.differs and line.item_id in names and not reasons.get(line.item_id, "").strip():
            problems.append(REASON_REQUIRED.format(name=names[line.item_id] or line.item_id))
    if totals.net < totals.claimed_net and not any(note.strip() for note in schedule.notes or []):
        problems.append(WHY_LESS)
    if not has_recipients:
        problems.append(NO_RECIPIENTS)
    return problems


def below_nil(totals: ScheduleTotals, *, charges_gst: bool = True) -> str | None:
    """Why the schedule's total cannot be sent (below nil), naming it (with its GST basis only when
    the claim charges GST); None when it can."""
    if totals.net >= 0:
        return None
    return (BELOW_NIL if charges_gst else BELOW_NIL_NO_GST).format(total=dollars(totals.net))


def tax_invoice_problems(supplier_gst: str | None, customer_gst: str | None, *, supplier_registered: bool = True
                         ) -> list[str]:
    """A buyer-created tax invoice names both parties' GST numbers (GST Act s 19E, by agreement
    under s 19K since 2023); without them it can only be sent as 'Not a tax invoice'. A claim by a
    supplier not registered for GST (issue 34) never has one."""
    if not supplier_registered:
        return [SUPPLIER_NOT_REGISTERED]
    missing = [who for who, number in (("the supplier", supplier_gst), ("the customer", customer_gst)) if not number]
    return [TAX_INVOICE_GST.format(parties=" and ".join(missing))] if missing else []
