"""The parts of a claim document: its lines and their ledger entries, files, retention and totals."""
import graphene

from app.claims import attachments
from app.claims.totals import Entry, LineView
from app.domain.errors import RuleError
from app.domain.retention import parse_retention_formula
from app.graphql.claims.enums import ClaimSection, LedgerMode, LineType
from app.graphql.core.scalars import BigInt, Cents
from app.graphql.variations.ledger import LedgerVariation, resolve_line_variation


class FileRef(graphene.ObjectType):
    class Meta:
        description = ("A file attached to a claim, a line or an issue: the upload's id, the name shown, and a "
                       "download link for every party of the contract (of an issue: of each recipient contract).")

    id = graphene.String(required=True, description="The upload id.")
    filename = graphene.String(required=True, description="The file name shown.")
    content_type = graphene.String(description="Its type (application/pdf, image/png, ...).")
    size = BigInt(description="Its size in bytes.")
    is_image = graphene.Boolean(required=True, description="An image shown as a preview (png, jpeg, gif, webp, svg, "
                                                           "tiff): its url can be an <img> source.")
    url = graphene.String(description="Downloads it (relative, same host; Content-Disposition attachment, images "
                                      "inline). Signed for the viewer's page: it stops working after about an hour, "
                                      "or once the file is no longer on the claim.")

    def resolve_id(root: attachments.ShownFile, info):
        return root.ref["id"]

    def resolve_filename(root: attachments.ShownFile, info):
        return root.ref["filename"]

    def resolve_content_type(root: attachments.ShownFile, info):
        return root.content_type

    def resolve_size(root: attachments.ShownFile, info):
        return root.ref.get("size")

    def resolve_is_image(root: attachments.ShownFile, info):
        return root.is_image

    def resolve_url(root: attachments.ShownFile, info):
        return root.url


class RetentionBand(graphene.ObjectType):
    class Meta:
        description = "A band of a retention formula: a rate up to a cumulative gross value."

    rate = graphene.Int(required=True, description="The rate in millionths of a percent (10% = 10000000).")
    up_to = graphene.Field(Cents, description="Where the band ends, in cents of cumulative gross; null: no end.")


class RetentionFormula(graphene.ObjectType):
    class Meta:
        description = "How much of the gross claimed to date the customer holds back (version 1)."

    marginal_rates = graphene.List(graphene.NonNull(RetentionBand), required=True, description="The bands, in order.")
    max_amount = graphene.Field(Cents, description="A cap on the total retention held, in cents; null: none.")


def retention_formula_of(params):
    try:
        formula = parse_retention_formula(params)
    except RuleError:
        return None
    if formula is None:
        return None
    return RetentionFormula(marginal_rates=[RetentionBand(rate=b.rate, up_to=b.up_to) for b in formula.bands],
                            max_amount=formula.max_amount)


class LedgerEntry(graphene.ObjectType):
    class Meta:
        description = ("One item's line in one revision of one claim: the item as that claim shows it, and the "
                       "amount this claim adds for it (excluding tax). Amounts to date are sums over claims.")

    id = graphene.ID(required=True, description="The entry's id (changes when a revision is copied).")
    item_id = graphene.String(required=True, description="The item: the same across claims ('retention' for the "
                                                          "retention line).")
    type = graphene.Field(LineType, required=True, description="The line type (the section it is shown in).")
    position = BigInt(required=True, description="Sort order; new lines and reorders use steps of 1000.")
    name = graphene.String(required=True, description="The description (empty while a draft is being typed).")
    group = graphene.List(graphene.NonNull(graphene.String), required=True,
                          description="Parent group names, outermost first.")
    group_path = graphene.String(required=True, description="The groups joined with ' >> ' (empty when none).")
    files = graphene.List(graphene.NonNull(FileRef), required=True, description="Files attached to the line.")
    reference = graphene.String(required=True, description="The line's reference, or empty.")
    schedule_reason = graphene.String(required=True, description="The customer's reason for a scheduled difference.")
    total_price = graphene.Field(Cents, required=True, description="The quote: the line's contract value, cents.")
    unit_price = graphene.Field(Cents, required=True, description="Unit price (rate), cents.")
    qty_milli = BigInt(required=True, description="Quantity claimed by this entry, in thousandths.")
    amount = graphene.Field(Cents, required=True, description="Amount this claim adds, excluding tax, cents.")
    tax = graphene.Field(Cents, required=True, description="GST on the amount, cents (the claim's GST total is "
                                                           "computed once on its exclusive amount).")
    number = graphene.Int(required=True, description="The claim number.")
    rev = graphene.Int(required=True, description="The claim revision it belongs to.")
    mode = graphene.Field(LedgerMode, required=True, description="Whose entry.")
    is_draft = graphene.Boolean(required=True, description="Part of a draft revision (editable).")
    is_reversal = graphene.Boolean(required=True, description="The line was voided: this entry negates what "
                                                              "earlier claims claimed for it.")
    params = graphene.JSONString(description="Parameters (the retention line: its formula).")
    edited_rev = graphene.String(required=True, description="The ledgerRev of the last edit a person made to it.")
    variation = graphene.Field(LedgerVariation, description=(
        "The variation this line stands for (line type Variation, approved by both sides); null for other lines."))

    def resolve_variation(root: Entry, info):
        return resolve_line_variation(root, info)

    def resolve_group(root: Entry, info):
        return list(root.group_path or [])

    def resolve_group_path(root: Entry, info):
        return " >> ".join(root.group_path or [])

    def resolve_files(root: Entry, info):
        return attachments.shown(root.files, root.claim_id)

    def resolve_edited_rev(root: Entry, info):
        return str(root.edited_rev)


class ClaimLine(graphene.ObjectType):
    class Meta:
        description = "A line of a claim: its ledger entry and the item's amounts before and up to this claim."

    entry = graphene.Field(LedgerEntry, required=True, description="The line's ledger entry in this revision.")
    item_id = graphene.String(required=True, description="The item (same as entry.itemId).")
    previous = graphene.Field(Cents, required=True, description="Claimed for the item by earlier claims, cents.")
    this_claim = graphene.Field(Cents, required=True, description="Claimed by this claim, cents (entry.amount).")
    to_date = graphene.Field(Cents, required=True, description="Claimed to date, this claim included, cents.")
    qty_previous = BigInt(required=True, description="Quantity claimed by earlier claims, thousandths.")
    qty_to_date = BigInt(required=True, description="Quantity claimed to date, thousandths.")
    percent_complete = graphene.Int(required=True, description="To date as basis points of the quote (0 without one).")
    remaining = graphene.Field(Cents, required=True, description="Quote minus to date, cents.")
    section = graphene.Field(ClaimSection, description="The section it is shown in; null for retention.")
    is_retention = graphene.Boolean(required=True, description="The computed retention line.")

    def resolve_section(root: LineView, info):
        return root.section.value if root.section else None


class ClaimSectionBlock(graphene.ObjectType):
    class Meta:
        description = "A section of a claim document with its lines and subtotals."

    section = graphene.Field(ClaimSection, required=True, description="Which section.")
    title = graphene.String(required=True, description="Its heading ('Base Contract', 'Variations', ...).")
    lines = graphene.List(graphene.NonNull(ClaimLine), required=True, description="Its lines, by position.")
    previous = graphene.Field(Cents, required=True, description="Claimed by earlier claims, cents.")
    this_claim = graphene.Field(Cents, required=True, description="Claimed by this claim, cents.")
    to_date = graphene.Field(Cents, required=True, description="Claimed to date, cents.")

    def resolve_section(root, info):
        return root.section.value


class ClaimTotalsLine(graphene.ObjectType):
    class Meta:
        description = "A line of the totals table."

    label = graphene.String(required=True, description="Less Retentions, Subtotal, Less Previous, GST Exclusive "
                                                       "Amount, GST @ 15%, Net payment.")
    amount = graphene.Field(Cents, required=True, description="Cents.")


class ClaimTotals(graphene.ObjectType):
    class Meta:
        description = "The totals of a claim (app.domain.claims): what it asks for, and how."

    gross_to_date = graphene.Field(Cents, required=True, description="Every non-retention line to date.")
    retentions_to_date = graphene.Field(Cents, required=True, description="Retention held to date (negative).")
    subtotal = graphene.Field(Cents, required=True, description="Gross plus retentions to date.")
    previous_subtotal = graphene.Field(Cents, required=True, description="The subtotal as at the previous claim.")
    gst_exclusive = graphene.Field(Cents, required=True, description="What this claim asks for, excluding GST.")
    gst = graphene.Field(Cents, required=True, description="GST on the exclusive amount.")
    gst_label = graphene.String(required=True, description="'GST @ 15%'; empty when it charges no GST.")
    net_payment = graphene.Field(Cents, required=True, description="The claimed amount: exclusive amount plus GST.")
    charges_gst = graphene.Boolean(required=True, description=(
        "False for a claim of a supplier not registered for GST: its GST is nil and its totals table has no "
        "GST lines."))
    lines = graphene.List(graphene.NonNull(ClaimTotalsLine), required=True,
                          description="The six totals lines (four when it charges no GST: no 'GST Exclusive "
                                      "Amount' nor GST line), in the document's order and words.")

    def resolve_lines(root, info):
        return [ClaimTotalsLine(label=t.label, amount=t.amount) for t in root.lines()]
