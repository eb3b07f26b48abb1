"""Inputs of the payment schedule mutations."""
import graphene

from app.graphql.core.scalars import Cents


class PaymentScheduleLineInput(graphene.InputObjectType):
    class Meta:
        description = "What the payer schedules on one line of the claim."

    item_id = graphene.String(required=True, description="The claim line's itemId.")
    scheduled = graphene.InputField(Cents, required=True, description="Scheduled this claim, excluding GST, cents.")
    reason = graphene.String(required=True, description="Why it differs from the claimed amount (scheduleReason); "
                                                         "required at send on every line that differs.")
    name = graphene.String(description=(
        "The payer's name of the line, on a claim received outside Claimdesk only (its own breakdown): required on "
        "a line it adds (itemId 'own-' + an id of its choosing), a new name for the claim's line, or empty."))
    removed = graphene.Boolean(default_value=False,
                               description="Leave the line out of the schedule: only a line with nothing claimed, this "
                                           "claim or before ('A line can be deleted only while it has no "
                                           "claimed-to-date and no claim'); its scheduled amount is 0.")


class PaymentScheduleUpdateInput(graphene.InputObjectType):
    class Meta:
        description = "The draft payment schedule of a claim, as the payer last saw it."

    contract_id = graphene.ID(required=True, description="The contract's global ID.")
    number = graphene.Int(required=True, description="The claim number.")
    claim_rev = graphene.Int(required=True, description="The claim revision it answers (the latest submitted).")
    version = graphene.Int(required=True, description="The draft version the edits were based on (0: none yet).")
    due_date = graphene.Date(description="The date the scheduled amount will be paid.")
    is_tax_invoice = graphene.Boolean(required=True, description="'Buyer Created Tax Invoice' (true) or 'Not a tax "
                                                                 "invoice' (false).")
    lines = graphene.List(graphene.NonNull(PaymentScheduleLineInput), required=True,
                          description="The lines the payer scheduled; a line not listed is scheduled as claimed.")
    adjust_excl = graphene.InputField(Cents, required=True, description="The payer's own adjustment excluding GST, cents.")
    adjust_tax = graphene.InputField(Cents, required=True, description="The GST on that adjustment, cents.")
    schedule_excl = graphene.InputField(Cents, required=True, description="The total excluding GST the payer saw; "
                                                                     "refused when it differs from the server's.")
    schedule_tax = graphene.InputField(Cents, required=True, description="The GST the payer saw; refused when it differs.")
    notes = graphene.List(graphene.NonNull(graphene.String), required=True,
                          description="Why the scheduled amount is less than claimed, the reasons for withholding.")
    reference = graphene.String(required=True, description="The payer's reference.")
