"""Inputs of the claim mutations."""
import graphene

from app.graphql.claims.enums import BillingMode, LineType, RevisionType
from app.graphql.core.scalars import BigInt, Cents


class FileRefInput(graphene.InputObjectType):
    class Meta:
        description = "A file to attach: an upload id (from uploadCreate) and the name to show."

    id = graphene.String(required=True, description="The upload id (uploadCreate with purpose Attachment).")
    filename = graphene.String(required=True, description="The file name to show (folders and control characters "
                                                           "are dropped; at most 200 characters).")


class RetentionBandInput(graphene.InputObjectType):
    class Meta:
        description = "A band of a retention formula."

    rate = graphene.Int(required=True, description="Millionths of a percent, 0 to 100000000 (10% = 10000000).")
    up_to = graphene.Field(Cents, description="Cumulative gross (cents) where the band ends; only the last may omit it.")


class RetentionFormulaInput(graphene.InputObjectType):
    class Meta:
        description = "A retention formula. No bands, or only zero rates, means no retention."

    marginal_rates = graphene.List(graphene.NonNull(RetentionBandInput), required=True, description="The bands.")
    max_amount = graphene.Field(Cents, description="A cap on the total retention held, in cents.")


class ClaimFields:
    """Which claim an input is about (its first fields): the contract and the claim's number."""

    contract_id = graphene.ID(required=True, description="The contract.")
    number = graphene.Int(required=True, description="The claim number.")


class ClaimRefInput(graphene.InputObjectType):
    class Meta:
        description = "A claim: its contract and number."

    contract_id = graphene.ID(required=True, description="The contract's global ID.")
    number = graphene.Int(required=True, description="The claim number.")


class LedgerLineInput(graphene.InputObjectType):
    class Meta:
        description = ("A line to create or change. Omitted fields stay as they are (a new line: empty, "
                       "BaseContract, after the last line). Amounts: give `percentComplete`, or `amount` and "
                       "`tax` together, or `qtyMilli` alone (see ledgerUpdate).")

    item_id = graphene.String(description="The item: chosen by the client when creating (a UUID; 1\u201364 of "
                                          "A\u2013Z a\u2013z 0\u20139 - _ . :). Required: 'Line must have an itemId'.")
    type = graphene.Field(LineType, description="The line type (not Retention).")
    position = BigInt(description="Sort order (default for a new line: the last + 1000).")
    name = graphene.String(description="The description.")
    group = graphene.List(graphene.NonNull(graphene.String), description="Parent group names, outermost first.")
    reference = graphene.String(description="A reference.")
    files = graphene.List(graphene.NonNull(FileRefInput), description="The line's files (replaces the list).")
    total_price = graphene.Field(Cents, description="The quote, cents (a new line: defaults to the unit price).")
    unit_price = graphene.Field(Cents, description="Unit price, cents (a new line: defaults to the total price). "
                                                   "Changing it clears this claim's amount; to a non-zero price "
                                                   "also the quantity.")
    qty_milli = BigInt(description="Quantity claimed by this claim, thousandths.")
    amount = graphene.Field(Cents, description="This claim's amount excluding tax, cents (with `tax`).")
    tax = graphene.Field(Cents, description="GST on `amount`: must be what the line's rate gives ('tax missing' "
                                            "when only one of the two is sent).")
    percent_complete = graphene.Int(description="Basis points of the quote claimed to date (0\u201310000, else "
                                                "'0 \u2013 100%'): sets this claim's amount.")


class LedgerUpdateInput(graphene.InputObjectType):
    class Meta:
        description = "Edits of the draft claim's lines, applied together or not at all."

    contract_id = graphene.ID(required=True, description="The contract.")
    ledger_rev = graphene.String(required=True, description="The ledgerRev the edits are based on: what the "
                                                            "person was looking at when making the first of them.")
    own_revs = graphene.List(graphene.NonNull(graphene.String),
                             description="The ledgerRevs this client's own earlier updates answered since "
                                         "`ledgerRev` (edits made while a push was on its way): their edits do not "
                                         "conflict with these. At most 100.")
    number = graphene.Int(description="The draft claim's number (checked when given).")
    create = graphene.List(graphene.NonNull(LedgerLineInput), description="New lines.")
    update = graphene.List(graphene.NonNull(LedgerLineInput), description="Changed lines, by itemId.")
    delete_ids = graphene.List(graphene.NonNull(graphene.String),
                               description="itemIds to void: a reversal entry when earlier claims claimed amounts "
                                           "for the line, else the draft line is deleted.")
    order = graphene.List(graphene.NonNull(graphene.String),
                          description="itemIds in their new order (drag-reorder): positions reset to 1000, 2000, "
                                      "...; lines not listed follow in their current order.")
    retention_formula = graphene.Field(RetentionFormulaInput,
                                       description="A new retention formula for the draft claim (no bands: none).")
    clear_retention = graphene.Boolean(description="Remove the retention formula (no retention).")


class ClaimCreateInput(graphene.InputObjectType):
    class Meta:
        description = "A new claim on a contract."

    contract_id = graphene.ID(required=True, description="The contract.")


class ClaimPatchFields(graphene.InputObjectType):
    class Meta:
        description = "Changes to a draft revision; omitted fields stay."

    period_from = graphene.Date(description="First day of the period.")
    period_to = graphene.Date(description="Last day of the period.")
    billing_mode = graphene.Field(BillingMode, description="The billing mode.")
    type = graphene.Field(RevisionType, description="The document type (title).")
    date = graphene.Date(description="The claim date (a due date still at its default follows it).")
    due_date = graphene.Date(description="The due date.")
    po_number = graphene.String(description="Purchase order (empty to clear).")
    payment_details = graphene.String(description="Payment details (empty to clear).")
    attach = graphene.List(graphene.NonNull(FileRefInput), description="Files to attach.")
    remove_file_ids = graphene.List(graphene.NonNull(graphene.String), description="Attached files to remove.")


class ClaimPatchInput(ClaimFields, graphene.InputObjectType):
    class Meta:
        description = "A change to a claim's draft revision (claim patch)."

    rev = graphene.Int(description="The draft revision's rev (a stale one: STALE_REVISION).")
    patch = graphene.InputField(ClaimPatchFields, required=True, description="The changes.")


class ClaimSubmitInput(ClaimFields, graphene.InputObjectType):
    class Meta:
        description = "Submit a draft revision."

    rev = graphene.Int(description="The draft revision's rev (a stale one: STALE_REVISION).")
    date = graphene.Date(description="The claim date (default: as set, else today in Auckland).")
    due_date = graphene.Date(description="The due date (default: as set, else 20 CCA working days after the date).")


class ClaimResendInput(ClaimFields, graphene.InputObjectType):
    class Meta:
        description = "Resend a submitted claim by email."

    user_ids = graphene.List(graphene.NonNull(graphene.ID), description="Only these members (User global IDs); "
                                                                        "default: every non-supplier member.")
    request_key = graphene.String(description="An idempotency key for this resend (e.g. a UUID per dialog): the "
                                              "same key sends once. Default: once per minute.")


class ClaimMarkPaidInput(ClaimFields, graphene.InputObjectType):
    class Meta:
        description = "Mark a submitted claim paid or not paid."

    is_paid = graphene.Boolean(required=True, description="Paid or not.")


class ClaimSetPayingInput(ClaimFields, graphene.InputObjectType):
    class Meta:
        description = "The customer's 'payment sent' toggle."

    is_paying = graphene.Boolean(required=True, description="Payment sent or not.")


class ClaimMarkReadInput(ClaimFields, graphene.InputObjectType):
    class Meta:
        description = "Mark a claim read (the revision viewed) or unread."

    rev = graphene.Int(description="The revision viewed (default: the latest).")
    is_read = graphene.Boolean(default_value=True, description="False marks it unread.")


class ContractLineInput(graphene.InputObjectType):
    class Meta:
        description = ("A schedule-of-values line to create or change; omitted fields stay as they are. A lump "
                       "sum gives `totalPrice`; a quantity line gives `qtyMilli` and `unitPrice` (the contract "
                       "value is computed). Once a claim has an amount on the line, its quantity, rate and value "
                       "are refused with the reason.")

    item_id = graphene.String(description="The item: chosen by the client when creating (1\u201364 of "
                                          "A\u2013Z a\u2013z 0\u20139 - _ . :). Required: 'Line must have an itemId'.")
    type = graphene.Field(LineType, description="The line type (not Retention).")
    name = graphene.String(description="The description (required on a new line).")
    group = graphene.List(graphene.NonNull(graphene.String), description="Parent group names, outermost first.")
    reference = graphene.String(description="A reference.")
    unit = graphene.String(description="The unit of the quantity (at most 20 characters).")
    is_lump_sum = graphene.Boolean(description="True: a lump sum (the quantity is dropped); false: a quantity line.")
    qty_milli = BigInt(description="The contract quantity in thousandths (more than zero).")
    unit_price = graphene.Field(Cents, description="The rate, cents.")
    total_price = graphene.Field(Cents, description="A lump sum's contract value, cents.")


class ScheduleOfValuesUpdateInput(graphene.InputObjectType):
    class Meta:
        description = "Changes of the contract's schedule of values, applied together or not at all."

    contract_id = graphene.ID(required=True, description="The contract.")
    create = graphene.List(graphene.NonNull(ContractLineInput), description="New lines (after the last).")
    update = graphene.List(graphene.NonNull(ContractLineInput), description="Changed lines.")
    delete_ids = graphene.List(graphene.NonNull(graphene.String), description="Item ids of lines to delete.")
    order = graphene.List(graphene.NonNull(graphene.String),
                          description="Item ids in their new order (lines not listed follow in their order).")
