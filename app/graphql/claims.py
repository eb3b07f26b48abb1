"""Claims and the ledger in GraphQL. Thin: the rules live in app.claims.

Reading
- `Contract.ledger`, `Contract.claims`, `Contract.claim(number:)`, `Contract.viewerCanCreateClaim`
  (fields added to the Contract type by `ContractClaimsFields`), and `node(id:)` for a Claim or
  a ClaimRevision.
- A contract's ledger costs a fixed number of statements whatever its size (claims, revisions,
  entries, ledger revision: 4), read once per request and shared by every field that needs it
  (the grid, the claim's lines and totals). Lists of claims across contracts batch by
  DataLoaders (claims, revisions, read states, attachments: one statement each).
- A customer never sees a claim in status New, a deleted draft, or any draft revision.

Writing: one mutation per action (ledgerUpdate, claimCreate, claimPatch, claimSubmit, claimSend,
claimResend, claimChangeToDraft, claimDeleteDraft, claimDelete, claimMarkPaid, claimSetPaying,
claimMarkRead). Refusals are GraphQL errors whose message is shown as it is; a ledger conflict
has extensions.code LEDGER_CONFLICT, a stale claim revision STALE_REVISION.

This module does not import app.graphql.contracts at import time (that module imports this
one for `ContractClaimsFields`): its helpers are reached through `_c()`, its types by name.
"""
from dataclasses import dataclass
from urllib.parse import urlencode

import graphene
from graphene import relay
from graphene.utils.str_converters import to_snake_case
from graphql_relay import to_global_id
from graphql import GraphQLError
from graphql.language import ast
from graphql_sync_dataloaders import SyncDataLoader

from app.claims import attachments, document, ledger, queries, service
from app.claims.models import DELETED, LIVE_STATUSES, NEW, SENT, VOIDED
from app.claims.totals import Entry, ItemRow, LineView
from app.contracts import access
from app.contracts import permissions as cp
from app.contracts.access import VisibleContract
from app.domain.claims import RevisionType, claim_title, invoice_reference
from app.domain.errors import RuleError
from app.domain.retention import parse_retention_formula
from app.graphql.scalars import Cents

P = cp.ContractPermission
LINE_TYPE = "app.graphql.contracts.LineTypeEnum"
CONTRACT = "app.graphql.contracts.ContractNode"


def _c():
    from app.graphql import contracts

    return contracts


def _viewer(info):
    return _c().viewer_of(info)


def _contract_id(value) -> int:
    return _c().decode_id(value, "Contract", message=access.CONTRACT_NOT_FOUND)


class CentsList(graphene.Scalar):
    """A list of amounts in integer cents, sent as one JSON array of numbers (e.g. [125000, 0, -500]).

    One value rather than a GraphQL list: the contract grid has an amount per item per claim
    (500 items x 24 claims = 12,000 numbers), and completing each as its own GraphQL value costs
    more than the rest of the ledger together. Every number is a whole number of cents within
    2^53-1, like `Cents`."""

    @staticmethod
    def serialize(value):
        return list(map(int, value))

    @staticmethod
    def parse_value(value):
        if not isinstance(value, list):
            raise GraphQLError("CentsList must be a list of whole numbers of cents")
        return [Cents.parse_value(v) for v in value]

    @staticmethod
    def parse_literal(node, _variables=None):
        if isinstance(node, ast.ListValueNode):
            return [Cents.parse_literal(v) for v in node.values]
        raise GraphQLError("CentsList must be a list of whole numbers of cents")


# ---- enums ---------------------------------------------------------------------------------------

class ClaimStatusEnum(graphene.Enum):
    class Meta:
        name = "ClaimStatus"
        description = ("A claim's status: New (a draft never submitted: only the supplier side sees it), Sent "
                       "(submitted), Scheduled (answered by a payment schedule), Voided (a submitted claim "
                       "withdrawn), Deleted (a draft deleted before it was submitted).")

    New = "New"
    Sent = "Sent"
    Scheduled = "Scheduled"
    Voided = "Voided"
    Deleted = "Deleted"


class RevisionTypeEnum(graphene.Enum):
    class Meta:
        name = "RevisionType"
        description = "What the document is titled: Invoice #n, Claim n, or Summary of Claim 1\u2013n."

    Invoice = "Invoice"
    NzCcaClaim = "NzCcaClaim"
    NzCcaClaimCombined = "NzCcaClaimCombined"


class BillingModeEnum(graphene.Enum):
    class Meta:
        name = "BillingMode"
        description = ("How lines are claimed: Percent (shown 'Disabled': percent complete), PercentWithQty "
                       "(shown 'Quantity'), RateQtyEstimate (shown 'Planned & Actual'), Auto (quantity columns "
                       "when any line's total price differs from its unit price).")

    Percent = "Percent"
    PercentWithQty = "PercentWithQty"
    RateQtyEstimate = "RateQtyEstimate"
    Auto = "Auto"


class LedgerModeEnum(graphene.Enum):
    class Meta:
        name = "LedgerMode"
        description = ("Whose entry: Claim (the supplier's claim), Adjustment (the customer's payment schedule), "
                       "vo (variation order), vor (variation order request). Only Claim entries add up to claims.")

    Claim = "Claim"
    Adjustment = "Adjustment"
    vo = "vo"
    vor = "vor"


class ClaimSectionEnum(graphene.Enum):
    class Meta:
        name = "ClaimSection"
        description = "A section of the claim document, in document order; retention is in none (it is a total)."

    BaseContract = "Base Contract"
    Materials = "Materials"
    Variations = "Variations"
    Provisional = "Provisional"
    Margin = "Margin"


# ---- small types ---------------------------------------------------------------------------------

class FileRef(graphene.ObjectType):
    class Meta:
        description = ("A file attached to a claim or a line: the upload's id, the name shown, and a download link "
                       "for every party of the contract.")

    id = graphene.String(required=True, description="The upload id.")
    filename = graphene.String(required=True, description="The file name shown.")
    content_type = graphene.String(description="Its type (application/pdf, image/png, ...).")
    size = graphene.BigInt(description="Its size in bytes.")
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


class FileRefInput(graphene.InputObjectType):
    class Meta:
        description = "A file to attach: an upload id (from uploadCreate) and the name to show."

    id = graphene.String(required=True, description="The upload id (uploadCreate with purpose Attachment).")
    filename = graphene.String(required=True, description="The file name to show (folders and control characters "
                                                           "are dropped; at most 200 characters).")


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


def retention_formula_of(params):
    try:
        formula = parse_retention_formula(params)
    except RuleError:
        return None
    if formula is None:
        return None
    return RetentionFormula(marginal_rates=[RetentionBand(rate=b.rate, up_to=b.up_to) for b in formula.bands],
                            max_amount=formula.max_amount)


# ---- ledger entries and lines --------------------------------------------------------------------

class LedgerEntryType(graphene.ObjectType):
    class Meta:
        name = "LedgerEntry"
        description = ("One item's line in one revision of one claim: the item as that claim shows it, and the "
                       "amount this claim adds for it (excluding tax). Amounts to date are sums over claims.")

    id = graphene.ID(required=True, description="The entry's id (changes when a revision is copied).")
    item_id = graphene.String(required=True, description="The item: the same across claims ('retention' for the "
                                                          "retention line).")
    type = graphene.Field(LINE_TYPE, required=True, description="The line type (the section it is shown in).")
    position = graphene.BigInt(required=True, description="Sort order; new lines and reorders use steps of 1000.")
    name = graphene.String(required=True, description="The description (empty while a draft is being typed).")
    group = graphene.List(graphene.NonNull(graphene.String), required=True,
                          description="Parent group names, outermost first.")
    group_path = graphene.String(required=True, description="The groups joined with ' >> ' (empty when none).")
    files = graphene.List(graphene.NonNull(FileRef), required=True, description="Files attached to the line.")
    reference = graphene.String(required=True, description="The line's reference, or empty.")
    schedule_reason = graphene.String(required=True, description="The customer's reason for a scheduled difference.")
    total_price = graphene.Field(Cents, required=True, description="The quote: the line's contract value, cents.")
    unit_price = graphene.Field(Cents, required=True, description="Unit price (rate), cents.")
    qty_milli = graphene.BigInt(required=True, description="Quantity claimed by this entry, in thousandths.")
    amount = graphene.Field(Cents, required=True, description="Amount this claim adds, excluding tax, cents.")
    tax = graphene.Field(Cents, required=True, description="GST on the amount, cents (the claim's GST total is "
                                                           "computed once on its exclusive amount).")
    number = graphene.Int(required=True, description="The claim number.")
    rev = graphene.Int(required=True, description="The claim revision it belongs to.")
    mode = graphene.Field(LedgerModeEnum, required=True, description="Whose entry.")
    is_draft = graphene.Boolean(required=True, description="Part of a draft revision (editable).")
    is_reversal = graphene.Boolean(required=True, description="The line was voided: this entry negates what "
                                                              "earlier claims claimed for it.")
    params = graphene.JSONString(description="Parameters (the retention line: its formula).")
    edited_rev = graphene.String(required=True, description="The ledgerRev of the last edit a person made to it.")

    def resolve_id(root: Entry, info):
        return str(root.id)

    def resolve_group(root: Entry, info):
        return list(root.group_path or [])

    def resolve_group_path(root: Entry, info):
        return " >> ".join(root.group_path or [])

    def resolve_files(root: Entry, info):
        return attachments.shown(root.files, root.claim_id)

    def resolve_edited_rev(root: Entry, info):
        return str(root.edited_rev)


class ClaimLineType(graphene.ObjectType):
    class Meta:
        name = "ClaimLine"
        description = "A line of a claim: its ledger entry and the item's amounts before and up to this claim."

    entry = graphene.Field(LedgerEntryType, required=True, description="The line's ledger entry in this revision.")
    item_id = graphene.String(required=True, description="The item (same as entry.itemId).")
    previous = graphene.Field(Cents, required=True, description="Claimed for the item by earlier claims, cents.")
    this_claim = graphene.Field(Cents, required=True, description="Claimed by this claim, cents (entry.amount).")
    to_date = graphene.Field(Cents, required=True, description="Claimed to date, this claim included, cents.")
    qty_previous = graphene.BigInt(required=True, description="Quantity claimed by earlier claims, thousandths.")
    qty_to_date = graphene.BigInt(required=True, description="Quantity claimed to date, thousandths.")
    percent_complete = graphene.Int(required=True, description="To date as basis points of the quote (0 without one).")
    remaining = graphene.Field(Cents, required=True, description="Quote minus to date, cents.")
    section = graphene.Field(ClaimSectionEnum, description="The section it is shown in; null for retention.")
    is_retention = graphene.Boolean(required=True, description="The computed retention line.")

    def resolve_item_id(root: LineView, info):
        return root.entry.item_id

    def resolve_section(root: LineView, info):
        return root.section.value if root.section else None

    def resolve_is_retention(root: LineView, info):
        return root.entry.is_retention


class ClaimSectionType(graphene.ObjectType):
    class Meta:
        name = "ClaimSectionBlock"
        description = "A section of a claim document with its lines and subtotals."

    section = graphene.Field(ClaimSectionEnum, required=True, description="Which section.")
    title = graphene.String(required=True, description="Its heading ('Base Contract', 'Variations', ...).")
    lines = graphene.List(graphene.NonNull(ClaimLineType), required=True, description="Its lines, by position.")
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


class ClaimTotalsType(graphene.ObjectType):
    class Meta:
        name = "ClaimTotals"
        description = "The totals of a claim (app.domain.claims): what it asks for, and how."

    gross_to_date = graphene.Field(Cents, required=True, description="Every non-retention line to date.")
    retentions_to_date = graphene.Field(Cents, required=True, description="Retention held to date (negative).")
    subtotal = graphene.Field(Cents, required=True, description="Gross plus retentions to date.")
    previous_subtotal = graphene.Field(Cents, required=True, description="The subtotal as at the previous claim.")
    gst_exclusive = graphene.Field(Cents, required=True, description="What this claim asks for, excluding GST.")
    gst = graphene.Field(Cents, required=True, description="GST on the exclusive amount.")
    gst_label = graphene.String(required=True, description="'GST @ 15%'.")
    net_payment = graphene.Field(Cents, required=True, description="The claimed amount: exclusive amount plus GST.")
    lines = graphene.List(graphene.NonNull(ClaimTotalsLine), required=True,
                          description="The six totals lines, in the document's order and words.")

    def resolve_lines(root, info):
        return [ClaimTotalsLine(label=t.label, amount=t.amount) for t in root.lines()]


class ServedDocumentType(graphene.ObjectType):
    class Meta:
        name = "ServedDocument"
        description = ("Evidence of what was served: a PDF fetched or a claim email sent, with its SHA-256, when, "
                       "and to whom. Only the supplier side sees it.")

    kind = graphene.String(required=True, description="pdf or email.")
    sha256 = graphene.String(required=True, description="SHA-256 of the bytes served (hex).")
    size = graphene.Int(required=True, description="Bytes.")
    is_draft = graphene.Boolean(required=True, description="A draft preview (PDF only).")
    file_name = graphene.String(required=True, description="The PDF's file name, or the email's subject.")
    served_at = graphene.DateTime(required=True, description="When.")
    served_to = graphene.List(graphene.NonNull(graphene.String), required=True,
                              description="Who: the account that fetched the PDF, or the email's recipients.")

    def resolve_kind(root, info):
        return root.document.kind

    def resolve_sha256(root, info):
        return root.document.sha256

    def resolve_size(root, info):
        return root.document.size

    def resolve_is_draft(root, info):
        return root.document.is_draft

    def resolve_file_name(root, info):
        return root.document.file_name

    def resolve_served_at(root, info):
        return root.document.served_at

    def resolve_served_to(root, info):
        if root.document.kind == "email":
            return list(root.document.recipients or [])
        who = root.account_email or ""
        return [f"{root.account_name} <{who}>" if root.account_name else who] if who else []


# ---- revisions -----------------------------------------------------------------------------------

@dataclass
class RevisionView:
    found: VisibleContract
    claim: object  # Claim
    revision: object  # Revision

    def data(self):
        c = self.found.contract
        return queries.ledger_data(c.id, c.tax_rate_id, drafts=service.can_see_drafts(self.found))

    def view(self):
        return document.view_for(self.data(), self.claim, self.revision.rev)


class RevisionNode(graphene.ObjectType):
    class Meta:
        name = "ClaimRevision"
        interfaces = (relay.Node,)
        description = ("A version of a claim: the draft being edited, or a submitted one (frozen). Dates are "
                       "Pacific/Auckland calendar dates.")

    number = graphene.Int(required=True, description="The claim number.")
    rev = graphene.Int(required=True, description="The revision number (1, 2, ...); send it back with claimPatch "
                                                  "and claimSubmit.")
    type = graphene.Field(RevisionTypeEnum, required=True, description="What the document is titled.")
    title = graphene.String(required=True, description="'Claim 3', 'Invoice #3', 'Summary of Claim 1\u20133', or "
                                                       "'Initial Import' for claim 0.")
    period_from = graphene.Date(description="First day of the period the claim covers.")
    period_to = graphene.Date(description="Last day of the period the claim covers.")
    date = graphene.Date(description="The claim date.")
    due_date = graphene.Date(description="The due date for payment.")
    default_due_date = graphene.Date(description="20 CCA working days after the claim date (null outside 2022\u20132031).")
    po_number = graphene.String(required=True, description="Purchase order, or empty.")
    payment_details = graphene.String(required=True, description="Payment details (bank account...), or empty.")
    billing_mode = graphene.Field(BillingModeEnum, required=True, description="The billing mode chosen.")
    resolved_billing_mode = graphene.Field(BillingModeEnum, required=True,
                                           description="The mode the document is shown in (Auto resolved).")
    files = graphene.List(graphene.NonNull(FileRef), required=True, description="Attachments.")
    is_draft = graphene.Boolean(required=True, description="The draft being edited (else submitted and frozen).")
    submitted_at = graphene.DateTime(description="When it was submitted; null for a draft or an imported claim.")
    submitted_by = graphene.String(description="Who submitted it.")
    opened_at = graphene.DateTime(description="When the customer side first opened it.")
    amount_excl = graphene.Field(Cents, required=True, description="The claimed amount excluding GST, cents "
                                                                   "(frozen at submission; live for a draft).")
    tax = graphene.Field(Cents, required=True, description="The GST, cents.")
    net_payment = graphene.Field(Cents, required=True, description="The claimed amount including GST, cents.")
    invoice_reference = graphene.String(required=True, description="'INV-' + 4 letters of the supplier + number.")
    lines = graphene.List(graphene.NonNull(ClaimLineType), required=True,
                          description="Every line of this revision (retention included), by position.")
    sections = graphene.List(graphene.NonNull(ClaimSectionType), required=True,
                             description="The sections with lines, in document order.")
    retention = graphene.Field(ClaimLineType, description="The retention line.")
    retention_formula = graphene.Field(RetentionFormula, description="The retention formula; null: no retention.")
    totals = graphene.Field(ClaimTotalsType, required=True, description="The totals table.")
    submit_problems = graphene.List(
        graphene.NonNull(graphene.String), required=True,
        description="For a draft: what stops it being submitted as a valid CCA payment claim (empty when none), "
                    "in the words claimSubmit would refuse with.")
    served_documents = graphene.List(graphene.NonNull(ServedDocumentType), required=True,
                                     description="PDFs served and emails sent of this revision (supplier side only).")

    @classmethod
    def get_node(cls, info, id):
        viewer = _c().viewer_of(info, required=False)
        if viewer is None or not str(id).isdigit():
            return None
        from app.claims.models import Claim, Revision
        from app.db import db

        revision = db.session.get(Revision, int(id))
        claim = db.session.get(Claim, revision.claim_id) if revision else None
        found = access.get_contracts(viewer, [claim.contract_id]).get(claim.contract_id) if claim else None
        if found is None or not queries.visible_to(claim, is_supplier=found.is_supplier):
            return None
        if revision.is_draft and not service.can_see_drafts(found):
            return None
        return RevisionView(found, claim, revision)

    @classmethod
    def is_type_of(cls, root, info):
        return isinstance(root, RevisionView)

    def resolve_id(root, info):
        return root.revision.id

    def resolve_number(root, info):
        return root.claim.number

    def resolve_rev(root, info):
        return root.revision.rev

    def resolve_type(root, info):
        return root.revision.type

    def resolve_title(root, info):
        return claim_title(root.claim.number, RevisionType(root.revision.type))

    def resolve_period_from(root, info):
        return root.revision.period_from

    def resolve_period_to(root, info):
        return root.revision.period_to

    def resolve_date(root, info):
        return root.revision.claim_date

    def resolve_due_date(root, info):
        return root.revision.due_date

    def resolve_default_due_date(root, info):
        return service._default_due(root.revision.claim_date)

    def resolve_po_number(root, info):
        return root.revision.po_number

    def resolve_payment_details(root, info):
        return root.revision.payment_details

    def resolve_billing_mode(root, info):
        return root.revision.billing_mode

    def resolve_resolved_billing_mode(root, info):
        view = root.view()
        if view.column(root.claim.id) is None:
            return root.revision.billing_mode if root.revision.billing_mode != "Auto" else "Percent"
        return view.billing_mode(root.claim.id, root.revision.billing_mode).value

    def resolve_files(root, info):
        return attachments.shown(root.revision.files, root.claim.id)

    def resolve_is_draft(root, info):
        return root.revision.is_draft

    def resolve_submitted_at(root, info):
        return root.revision.submitted_at

    def resolve_submitted_by(root, info):
        user_id = root.revision.submitted_by_user_id
        return user_names_loader(info).load(user_id) if user_id else None

    def resolve_opened_at(root, info):
        return root.revision.opened_at

    def _totals(root):
        totals = root.view().totals(root.claim.id)
        if totals is None:
            from app.domain.claims import claim_totals

            totals = claim_totals([], root.found.contract.tax_rate_id)
        return totals

    def resolve_amount_excl(root, info):
        if not root.revision.is_draft and root.revision.amount_excl is not None:
            return root.revision.amount_excl
        return RevisionNode._totals(root).gst_exclusive

    def resolve_tax(root, info):
        if not root.revision.is_draft and root.revision.tax is not None:
            return root.revision.tax
        return RevisionNode._totals(root).gst

    def resolve_net_payment(root, info):
        return RevisionNode.resolve_amount_excl(root, info) + RevisionNode.resolve_tax(root, info)

    def resolve_invoice_reference(root, info):
        from app.contracts.models import SUPPLIER

        def name(parties):
            party = parties.get(SUPPLIER)
            contact = party.contact if party else None
            return invoice_reference((contact.entity_name or contact.name) if contact else "", root.claim.number)

        return _c().then(_c().parties_of(info, root.found), name)

    def resolve_lines(root, info):
        return root.view().lines(root.claim.id)

    def resolve_sections(root, info):
        def blocks(parties):
            return document.build(root.found, root.claim, root.revision, parties=parties, data=root.data()).sections

        return _c().then(_c().parties_of(info, root.found), blocks)

    def resolve_retention(root, info):
        return next((line for line in root.view().lines(root.claim.id) if line.entry.is_retention), None)

    def resolve_retention_formula(root, info):
        line = RevisionNode.resolve_retention(root, info)
        return retention_formula_of(line.entry.params) if line else None

    def resolve_totals(root, info):
        return RevisionNode._totals(root)

    def resolve_submit_problems(root, info):
        if not root.revision.is_draft or root.claim.status not in LIVE_STATUSES:
            return []

        def problems(parties):
            doc = document.build(root.found, root.claim, root.revision, parties=parties, data=root.data())
            recipients = service.claim_recipients(root.found.id)
            return document.payment_claim_problems(doc, has_recipients=bool(recipients))

        return _c().then(_c().parties_of(info, root.found), problems)

    def resolve_served_documents(root, info):
        if not root.found.is_supplier:
            return []
        return served_documents_loader(info).load(root.revision.id)


# ---- claims --------------------------------------------------------------------------------------

@dataclass
class ClaimView:
    found: VisibleContract
    claim: object  # Claim


def claims_loader(info):
    def batch(ids):
        found = queries.claims_of(list(ids))
        return [found[i] for i in ids]

    return info.context.loader("claims-of-contract", lambda: SyncDataLoader(batch))


def revisions_loader(info):
    def batch(ids):
        found = queries.revisions_of(list(ids))
        return [found[i] for i in ids]

    return info.context.loader("claim-revisions", lambda: SyncDataLoader(batch))


def reads_loader(info, user_id: int):
    def batch(ids):
        found = queries.read_revs(user_id, list(ids))
        return [found.get(i, 0) for i in ids]

    return info.context.loader(("claim-reads", user_id), lambda: SyncDataLoader(batch))


def user_names_loader(info):
    def batch(ids):
        found = queries.user_names(list(ids))
        return [found.get(i) for i in ids]

    return info.context.loader("user-names", lambda: SyncDataLoader(batch))


def served_documents_loader(info):
    def batch(ids):
        found = queries.served_documents_of(list(ids))
        return [found[i] for i in ids]

    return info.context.loader("served-documents", lambda: SyncDataLoader(batch))


def attachments_loader(info):
    def batch(ids):
        found = queries.has_attachments(list(ids))
        return [i in found for i in ids]

    return info.context.loader("claim-attachments", lambda: SyncDataLoader(batch))


def _revision(info, view: ClaimView, rev):
    if rev is None:
        return None

    def pick(revisions):
        revision = next((r for r in revisions if r.rev == rev), None)
        return RevisionView(view.found, view.claim, revision) if revision else None

    return _c().then(revisions_loader(info).load(view.claim.id), pick)


def _pdf_url(info, view: ClaimView, revision: str, attachment: bool) -> str:
    viewer = _viewer(info)
    query = urlencode({"revision": revision, "attachment": int(attachment),
                       "contract": to_global_id("Contract", view.found.id), "sid": viewer.account_id,
                       "org": viewer.org.slug, "number": view.claim.number})
    return f"/v1/pdf?{query}"


class ClaimNode(graphene.ObjectType):
    class Meta:
        name = "Claim"
        interfaces = (relay.Node,)
        description = ("A claim of a contract, by number: its status, its draft revision (being edited: the "
                       "supplier side only) and its latest submitted revision.")

    contract_id = graphene.ID(required=True, description="The contract's global ID.")
    contract = graphene.Field(CONTRACT, required=True, description="The contract.")
    number = graphene.Int(required=True, description="The claim number (0: 'Initial Import').")
    status = graphene.Field(ClaimStatusEnum, required=True, description="The claim's status.")
    title = graphene.String(required=True, description="The title of the revision shown (draft for the supplier "
                                                       "side when there is one, else the latest).")
    label = graphene.String(description="'Draft' (never submitted), 'Editing' (a submitted claim with a draft), "
                                        "or null.")
    is_first = graphene.Boolean(required=True, description="No live claim of the contract has a lower number.")
    is_imported = graphene.Boolean(required=True, description="Imported as a claim paid before the project came "
                                                              "to Claimdesk.")
    is_paid = graphene.Boolean(required=True, description="The supplier side marked it paid.")
    is_paying = graphene.Boolean(required=True, description="The customer side marked the payment as sent.")
    is_unread = graphene.Boolean(required=True, description="The viewer has not read its latest submitted revision.")
    has_attachments = graphene.Boolean(required=True, description="A revision or a line has files.")
    content_updated_at = graphene.DateTime(required=True, description="When its content last changed.")
    created_at = graphene.DateTime(required=True, description="When it was created.")
    draft = graphene.Field(RevisionNode, description="The draft revision; null when none or not visible to the "
                                                     "viewer (customers; suppliers without SupplierDraft).")
    latest = graphene.Field(RevisionNode, description="The latest submitted revision; null when never submitted.")
    revisions = graphene.List(graphene.NonNull(RevisionNode), required=True,
                              description="Every revision the viewer may see, oldest first.")
    xero_url = graphene.String(description="The claim's invoice in the accounting service (Xero); null until the "
                                           "accounting connection has sent it there.")
    pdf_download_url = graphene.String(description="The latest revision as PDF (download); null when never "
                                                    "submitted (status New).")
    pdf_view_url = graphene.String(description="The latest revision as PDF, shown inline; null when never submitted.")
    pdf_preview_url = graphene.String(description="The draft as PDF, shown inline (supplier side with SupplierDraft).")
    viewer_can_see_draft = graphene.Boolean(required=True, description="The viewer sees drafts (supplier side with "
                                                                       "SupplierDraft); else 'This claim is in a draft "
                                                                       "state but you do not have access to it.'")
    viewer_can_edit = graphene.Boolean(required=True, description="ledgerUpdate and claimPatch on its draft.")
    viewer_can_submit = graphene.Boolean(required=True, description="claimSubmit (SupplierSubmit, a draft).")
    viewer_can_change_to_draft = graphene.Boolean(required=True,
                                                  description="claimChangeToDraft: submitted, not scheduled, the "
                                                              "latest claim, and no other draft.")
    viewer_can_delete_draft = graphene.Boolean(required=True, description="claimDeleteDraft.")
    viewer_can_delete = graphene.Boolean(required=True, description="claimDelete (a draft never submitted, or "
                                                                     "voiding the latest submitted claim).")
    viewer_can_mark_paid = graphene.Boolean(required=True, description="claimMarkPaid (supplier side).")
    viewer_can_set_paying = graphene.Boolean(required=True, description="claimSetPaying (customer side).")
    viewer_can_resend = graphene.Boolean(required=True, description="claimResend (SupplierSubmit, submitted).")
    activity = graphene.List(graphene.NonNull("app.graphql.activity.ActivityEntryNode"), required=True,
                             description="What happened to the claim that the viewer may see, newest first.")

    def resolve_activity(root, info):
        from app.graphql.activity import claim_activity

        return claim_activity(info, root.found, root.claim)

    @classmethod
    def get_node(cls, info, id):
        viewer = _c().viewer_of(info, required=False)
        if viewer is None or not str(id).isdigit():
            return None
        from app.claims.models import Claim
        from app.db import db

        claim = db.session.get(Claim, int(id))
        found = access.get_contracts(viewer, [claim.contract_id]).get(claim.contract_id) if claim else None
        if found is None or not queries.visible_to(claim, is_supplier=found.is_supplier):
            return None
        return ClaimView(found, claim)

    @classmethod
    def is_type_of(cls, root, info):
        return isinstance(root, ClaimView)

    def resolve_id(root, info):
        return root.claim.id

    def resolve_contract_id(root, info):
        return to_global_id("Contract", root.found.id)

    def resolve_contract(root, info):
        return root.found

    def resolve_number(root, info):
        return root.claim.number

    def resolve_status(root, info):
        return root.claim.status

    def resolve_title(root, info):
        rev = root.claim.draft_rev if (root.claim.draft_rev and service.can_see_drafts(root.found)) else root.claim.latest_rev
        rev = rev or root.claim.draft_rev

        def title(revisions):
            revision = next((r for r in revisions if r.rev == rev), None) or (revisions[-1] if revisions else None)
            return claim_title(root.claim.number, RevisionType(revision.type if revision else "NzCcaClaim"))

        return _c().then(revisions_loader(info).load(root.claim.id), title)

    def resolve_label(root, info):
        if root.claim.draft_rev is None or root.claim.status not in LIVE_STATUSES:
            return None
        return "Editing" if root.claim.latest_rev is not None else "Draft"

    def resolve_is_first(root, info):
        return _c().then(claims_loader(info).load(root.found.id), lambda claims: not any(
            c.number < root.claim.number and c.status in LIVE_STATUSES for c in claims))

    def resolve_is_imported(root, info):
        return root.claim.imported_from_id is not None

    def resolve_is_paid(root, info):
        return root.claim.is_paid

    def resolve_is_paying(root, info):
        return root.claim.is_paying

    def resolve_is_unread(root, info):
        latest = root.claim.latest_rev
        if latest is None or root.claim.status == DELETED:
            return False
        viewer = _viewer(info)
        return _c().then(reads_loader(info, viewer.user_id).load(root.claim.id), lambda read: read < latest)

    def resolve_has_attachments(root, info):
        return attachments_loader(info).load(root.claim.id)

    def resolve_content_updated_at(root, info):
        return root.claim.content_updated_at

    def resolve_created_at(root, info):
        return root.claim.created_at

    def resolve_draft(root, info):
        if not service.can_see_drafts(root.found) or root.claim.status not in LIVE_STATUSES:
            return None
        return _revision(info, root, root.claim.draft_rev)

    def resolve_latest(root, info):
        return _revision(info, root, root.claim.latest_rev)

    def resolve_revisions(root, info):
        drafts = service.can_see_drafts(root.found)

        def pick(revisions):
            return [RevisionView(root.found, root.claim, r) for r in revisions if drafts or not r.is_draft]

        return _c().then(revisions_loader(info).load(root.claim.id), pick)

    def resolve_xero_url(root, info):
        return root.claim.accounting_url

    def resolve_pdf_download_url(root, info):
        if root.claim.latest_rev is None:
            return None
        return _pdf_url(info, root, "latest", True)

    def resolve_pdf_view_url(root, info):
        if root.claim.latest_rev is None:
            return None
        return _pdf_url(info, root, "latest", False)

    def resolve_pdf_preview_url(root, info):
        if root.claim.draft_rev is None or not service.can_see_drafts(root.found) \
                or root.claim.status not in LIVE_STATUSES:
            return None
        return _pdf_url(info, root, "draft", False)

    def resolve_viewer_can_see_draft(root, info):
        return service.can_see_drafts(root.found)

    def resolve_viewer_can_edit(root, info):
        return _editable(root) and _can(root, P.SUPPLIER_DRAFT)

    def resolve_viewer_can_submit(root, info):
        return _editable(root) and _can(root, P.SUPPLIER_SUBMIT)

    def resolve_viewer_can_change_to_draft(root, info):
        c = root.claim
        if not (_can(root, P.SUPPLIER_DRAFT) and c.status == SENT and c.draft_rev is None):
            return False
        return _c().then(claims_loader(info).load(root.found.id), lambda claims: not any(
            o.id != c.id and o.status in LIVE_STATUSES and (o.draft_rev is not None or o.number > c.number)
            for o in claims))

    def resolve_viewer_can_delete_draft(root, info):
        return _editable(root) and _can(root, P.SUPPLIER_DRAFT)

    def resolve_viewer_can_delete(root, info):
        c = root.claim
        if c.status == NEW:
            return _can(root, P.SUPPLIER_DRAFT)
        if not (_can(root, P.SUPPLIER_SUBMIT) and c.status == SENT and not c.is_paid):
            return False
        return _c().then(claims_loader(info).load(root.found.id), lambda claims: not any(
            o.number > c.number and o.status in LIVE_STATUSES for o in claims))

    def resolve_viewer_can_mark_paid(root, info):
        return _can(root, P.SUPPLIER_DRAFT, allow_archived=True) and _submitted(root)

    def resolve_viewer_can_set_paying(root, info):
        return (not root.found.is_supplier and root.found.can(P.CUSTOMER_DRAFT)) and _submitted(root)

    def resolve_viewer_can_resend(root, info):
        return _can(root, P.SUPPLIER_SUBMIT, allow_archived=True) and root.claim.latest_rev is not None \
            and root.claim.status not in (VOIDED, DELETED)


def _can(view: ClaimView, permission, *, allow_archived: bool = False) -> bool:
    f = view.found
    return f.is_supplier and f.can(permission) and (allow_archived or f.contract.archived_at is None)


def _editable(view: ClaimView) -> bool:
    return view.claim.draft_rev is not None and view.claim.status in LIVE_STATUSES


def _submitted(view: ClaimView) -> bool:
    return view.claim.latest_rev is not None and view.claim.status in LIVE_STATUSES


# ---- the ledger ----------------------------------------------------------------------------------

@dataclass
class LedgerRoot:
    found: VisibleContract
    data: object  # queries.LedgerData
    drafts: bool

    def view(self):
        return self.data.view(drafts=self.drafts)


class LedgerColumn(graphene.ObjectType):
    class Meta:
        description = "A claim as a column of the contract grid (its revision counted in this view)."

    claim = graphene.Field(ClaimNode, required=True, description="The claim.")
    number = graphene.Int(required=True, description="The claim number.")
    rev = graphene.Int(required=True, description="The revision counted.")
    is_draft = graphene.Boolean(required=True, description="The revision counted is the draft.")
    status = graphene.Field(ClaimStatusEnum, required=True, description="The claim's status.")
    title = graphene.String(required=True, description="The revision's title.")
    totals = graphene.Field(ClaimTotalsType, required=True, description="The claim's totals: Total excl "
                                                                        "(gstExclusive), GST (gst), Payment (netPayment).")

    def resolve_claim(root, info):
        return ClaimView(root.found, root.column.claim)

    def resolve_number(root, info):
        return root.column.claim.number

    def resolve_rev(root, info):
        return root.column.rev

    def resolve_is_draft(root, info):
        return root.column.rev == root.column.claim.draft_rev

    def resolve_status(root, info):
        return root.column.claim.status

    def resolve_title(root, info):
        type_ = root.data.revision_types.get((root.column.claim.id, root.column.rev), "NzCcaClaim")
        return claim_title(root.column.claim.number, RevisionType(type_))

    def resolve_totals(root, info):
        return root.view.totals(root.column.claim.id)


@dataclass
class ColumnView:
    found: VisibleContract
    data: object
    view: object
    column: object


class LedgerItem(graphene.ObjectType):
    class Meta:
        description = "A row of the contract grid: an item, its amount in each column, to date and remaining."

    item_id = graphene.String(required=True, description="The item.")
    head = graphene.Field(LedgerEntryType, required=True, description="Its entry in the newest column that has one "
                                                                      "(its current name, type, prices...).")
    type = graphene.Field(LINE_TYPE, required=True, description="The line type.")
    name = graphene.String(required=True, description="The description.")
    group_path = graphene.String(required=True, description="Groups joined with ' >> '.")
    position = graphene.BigInt(required=True, description="Sort order.")
    total_price = graphene.Field(Cents, required=True, description="The quote, cents.")
    amounts = graphene.Field(CentsList, required=True,
                             description="Cents claimed in each column of Ledger.columns, in the same order.")
    to_date = graphene.Field(Cents, required=True, description="Claimed to date over every column, cents.")
    remaining = graphene.Field(Cents, required=True, description="Quote minus to date, cents.")
    is_voided = graphene.Boolean(required=True, description="Voided, or not on the newest claim.")
    is_retention = graphene.Boolean(required=True, description="The retention line.")

    def resolve_type(root: ItemRow, info):
        return root.head.type

    def resolve_name(root: ItemRow, info):
        return root.head.name

    def resolve_group_path(root: ItemRow, info):
        return " >> ".join(root.head.group_path or [])

    def resolve_position(root: ItemRow, info):
        return root.head.position

    def resolve_total_price(root: ItemRow, info):
        return root.head.total_price

    def resolve_is_retention(root: ItemRow, info):
        return root.head.is_retention


class LedgerType(graphene.ObjectType):
    class Meta:
        name = "Ledger"
        description = ("A contract's ledger as the viewer sees it: the supplier side with SupplierDraft sees the "
                       "draft claim (draft view), everyone else the submitted claims only (latest view). Poll it; "
                       "send `ledgerRev` back with ledgerUpdate.")

    contract_id = graphene.ID(required=True, description="The contract's global ID.")
    ledger_rev = graphene.String(required=True, description="The ledger revision (opaque): changes with every "
                                                            "change to the ledger.")
    is_draft_view = graphene.Boolean(required=True, description="Drafts are counted (supplier side).")
    draft_number = graphene.Int(description="The number of the draft claim, when there is one and the viewer sees it.")
    viewer_can_edit = graphene.Boolean(required=True, description="The viewer may send ledgerUpdate (a draft "
                                                                  "exists, SupplierDraft, not archived).")
    columns = graphene.List(graphene.NonNull(LedgerColumn), required=True, description="The claims, by number.")
    items = graphene.List(graphene.NonNull(LedgerItem), required=True,
                          description="The grid's rows, by position (retention last).")
    entries = graphene.List(
        graphene.NonNull(LedgerEntryType), required=True,
        number=graphene.Int(description="Only this claim's entries."),
        mode=graphene.Argument(LedgerModeEnum, description="Only entries of this mode."),
        description="The raw entries counted in this view (all modes), by claim number and position.")
    to_date = graphene.Field(ClaimTotalsType, description="The totals as at the newest claim; null when none.")
    retention_formula = graphene.Field(RetentionFormula, description="The newest claim's retention formula.")

    def resolve_contract_id(root, info):
        return to_global_id("Contract", root.found.id)

    def resolve_ledger_rev(root, info):
        return str(root.data.rev)

    def resolve_is_draft_view(root, info):
        return root.drafts

    def resolve_draft_number(root, info):
        draft = root.data.draft_claim() if root.drafts else None
        return draft.number if draft else None

    def resolve_viewer_can_edit(root, info):
        return root.drafts and root.data.draft_claim() is not None and root.found.contract.archived_at is None

    def resolve_columns(root, info):
        view = root.view()
        return [ColumnView(root.found, root.data, view, column) for column in view.columns]

    def resolve_items(root, info):
        return root.view().items()

    def resolve_entries(root, info, number=None, mode=None):
        mode = getattr(mode, "value", mode)
        out = []
        view = root.view()
        for column in view.columns:
            if number is not None and column.claim.number != number:
                continue
            out.extend(e for e in sorted(column.entries, key=lambda e: (e.is_retention, e.position, e.item_id))
                       if mode is None or e.mode == mode)
        view.details_for(out)
        return out

    def resolve_to_date(root, info):
        view = root.view()
        return view.totals(view.columns[-1].claim.id) if view.columns else None

    def resolve_retention_formula(root, info):
        view = root.view()
        if not view.columns:
            return None
        entry = next((e for e in view.columns[-1].entries if e.is_retention), None)
        return retention_formula_of(entry.params) if entry else None


def ledger_of(found: VisibleContract) -> LedgerRoot:
    drafts = service.can_see_drafts(found)
    c = found.contract
    return LedgerRoot(found, queries.ledger_data(c.id, c.tax_rate_id, drafts=drafts), drafts)


# ---- fields on Contract --------------------------------------------------------------------------

class ContractClaimsFields:
    """Added to the Contract type (app.graphql.contracts.ContractNode)."""

    claims = graphene.List(graphene.NonNull(ClaimNode), required=True,
                           description="The contract's claims the viewer sees, newest first (deleted drafts left "
                                       "out; customers never see claims in status New).")
    claims_count = graphene.Int(required=True, description="How many claims `claims` lists.")
    claim = graphene.Field(ClaimNode, number=graphene.Int(required=True, description="The claim number."),
                           description="A claim by number (the live one, else a deleted draft of that number); null "
                                       "when missing or not visible: 'Claim not found'.")
    ledger = graphene.Field(LedgerType, required=True, description="The contract's ledger.")
    viewer_can_create_claim = graphene.Boolean(
        required=True, description="'New claim' is allowed: supplier side, SupplierDraft, not archived.")
    create_claim_disabled_reason = graphene.String(
        description="Why 'New claim' is disabled: 'You do not have permission', or that a draft claim exists; "
                    "null when it is allowed.")

    def resolve_claims(root, info):
        return _c().then(claims_loader(info).load(root.id), lambda claims: _listed(root, claims))

    def resolve_claims_count(root, info):
        return _c().then(claims_loader(info).load(root.id), lambda claims: len(_listed(root, claims)))

    def resolve_claim(root, info, number):
        def pick(claims):
            found = [c for c in claims if c.number == number]
            found.sort(key=lambda c: (c.status != DELETED, c.id))
            claim = found[-1] if found else None
            if claim is None or not queries.visible_to(claim, is_supplier=root.is_supplier):
                return None
            return ClaimView(root, claim)

        return _c().then(claims_loader(info).load(root.id), pick)

    def resolve_ledger(root, info):
        return ledger_of(root)

    def resolve_viewer_can_create_claim(root, info):
        return _may_create(root)

    def resolve_create_claim_disabled_reason(root, info):
        if not _may_create(root):
            return ledger.NO_PERMISSION

        def reason(claims):
            draft = next((c for c in claims if c.draft_rev is not None and c.status in LIVE_STATUSES), None)
            return service.STILL_DRAFT.format(number=draft.number) if draft else None

        return _c().then(claims_loader(info).load(root.id), reason)


def _may_create(found: VisibleContract) -> bool:
    return found.is_supplier and found.can(P.SUPPLIER_DRAFT) and found.contract.archived_at is None


def _listed(found: VisibleContract, claims) -> list[ClaimView]:
    shown = [c for c in claims if c.status != DELETED and queries.visible_to(c, is_supplier=found.is_supplier)]
    return [ClaimView(found, c) for c in sorted(shown, key=lambda c: c.number, reverse=True)]


# ---- mutations -----------------------------------------------------------------------------------

class ClaimPayload(graphene.ObjectType):
    class Meta:
        description = "The claim after the change."

    claim = graphene.Field(ClaimNode, required=True, description="The claim.")


class ClaimRefInput(graphene.InputObjectType):
    class Meta:
        description = "A claim: its contract and number."

    contract_id = graphene.ID(required=True, description="The contract's global ID.")
    number = graphene.Int(required=True, description="The claim number.")


def _claim_args(input) -> tuple[int, int]:
    return _contract_id(input.contract_id), input.number


class LedgerLineInput(graphene.InputObjectType):
    class Meta:
        description = ("A line to create or change. Omitted fields stay as they are (a new line: empty, "
                       "BaseContract, after the last line). Amounts: give `percentComplete`, or `amount` and "
                       "`tax` together, or `qtyMilli` alone (see ledgerUpdate).")

    item_id = graphene.String(description="The item: chosen by the client when creating (a UUID; 1\u201364 of "
                                          "A\u2013Z a\u2013z 0\u20139 - _ . :). Required: 'Line must have an itemId'.")
    type = graphene.Field(LINE_TYPE, description="The line type (not Retention).")
    position = graphene.BigInt(description="Sort order (default for a new line: the last + 1000).")
    name = graphene.String(description="The description.")
    group = graphene.List(graphene.NonNull(graphene.String), description="Parent group names, outermost first.")
    reference = graphene.String(description="A reference.")
    files = graphene.List(graphene.NonNull(FileRefInput), description="The line's files (replaces the list).")
    total_price = graphene.Field(Cents, description="The quote, cents (a new line: defaults to the unit price).")
    unit_price = graphene.Field(Cents, description="Unit price, cents (a new line: defaults to the total price). "
                                                   "Changing it clears this claim's amount; to a non-zero price "
                                                   "also the quantity.")
    qty_milli = graphene.BigInt(description="Quantity claimed by this claim, thousandths.")
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


class LedgerUpdatePayload(graphene.ObjectType):
    class Meta:
        description = "The ledger after the update."

    ledger_rev = graphene.String(required=True, description="The new ledgerRev: base edits made from now on on it; "
                                                            "updates based on an earlier one list it in `ownRevs`.")
    claim = graphene.Field(ClaimNode, required=True, description="The draft claim.")
    ledger = graphene.Field(LedgerType, required=True, description="The contract's ledger (read only when asked).")

    def resolve_ledger(root, info):
        return ledger_of(root.claim.found)


def _line(data: dict) -> dict:
    if data.get("files") is not None:
        data["files"] = [dict(f) for f in data["files"]]
    return data


class LedgerUpdate(graphene.Mutation):
    class Meta:
        description = (
            "Edit the draft claim's lines (ledger update), all or nothing. Optimistic concurrency: send the "
            "ledgerRev the edits were based on; when someone else changed a line this update touches since "
            "then (or submitted / restarted the draft), nothing is applied and the error is 'Someone else "
            "changed this claim. Reload to see their changes; your edits are kept.' (extensions.code "
            "LEDGER_CONFLICT): reload the ledger, re-apply the staged edits, send again.")
        output = LedgerUpdatePayload

    class Arguments:
        input = LedgerUpdateInput(required=True, description="The edits.")

    def mutate(root, info, input):
        viewer = _viewer(info)
        data = _c().plain(input)
        contract_id = _contract_id(data["contract_id"])
        formula = ledger.UNSET
        if data.get("clear_retention"):
            formula = None
        elif "retention_formula" in data:
            formula = data["retention_formula"]
        changes = ledger.LedgerChanges(
            create=[_line(line) for line in data.get("create", [])],
            update=[_line(line) for line in data.get("update", [])],
            delete_ids=data.get("delete_ids", []), order=data.get("order"), retention_formula=formula)
        result = ledger.update_ledger(viewer, contract_id, data["ledger_rev"], changes, number=data.get("number"),
                                      own_revs=data.get("own_revs") or ())
        return LedgerUpdatePayload(ledger_rev=str(result.ledger_rev), claim=ClaimView(result.contract, result.claim))


class ClaimCreateInput(graphene.InputObjectType):
    class Meta:
        description = "A new claim on a contract."

    contract_id = graphene.ID(required=True, description="The contract.")


class ClaimCreate(graphene.Mutation):
    class Meta:
        description = ("Start the next claim (claimCreate): number one more than the highest in use, dated today, "
                       "due 20 working days later, with every line of the previous claim and nothing claimed. "
                       "Refused while another claim is a draft.")
        output = ClaimPayload

    class Arguments:
        input = ClaimCreateInput(required=True, description="The contract.")

    def mutate(root, info, input):
        found, claim = service.create_claim(_viewer(info), _contract_id(input.contract_id))
        return ClaimPayload(claim=ClaimView(found, claim))


class ClaimPatchFields(graphene.InputObjectType):
    class Meta:
        description = "Changes to a draft revision; omitted fields stay."

    period_from = graphene.Date(description="First day of the period.")
    period_to = graphene.Date(description="Last day of the period.")
    billing_mode = graphene.Field(BillingModeEnum, description="The billing mode.")
    type = graphene.Field(RevisionTypeEnum, description="The document type (title).")
    date = graphene.Date(description="The claim date (a due date still at its default follows it).")
    due_date = graphene.Date(description="The due date.")
    po_number = graphene.String(description="Purchase order (empty to clear).")
    payment_details = graphene.String(description="Payment details (empty to clear).")
    attach = graphene.List(graphene.NonNull(FileRefInput), description="Files to attach.")
    remove_file_ids = graphene.List(graphene.NonNull(graphene.String), description="Attached files to remove.")


class ClaimPatchInput(graphene.InputObjectType):
    class Meta:
        description = "A change to a claim's draft revision (claim patch)."

    contract_id = graphene.ID(required=True, description="The contract.")
    number = graphene.Int(required=True, description="The claim number.")
    rev = graphene.Int(description="The draft revision's rev (a stale one: STALE_REVISION).")
    patch = graphene.Field(ClaimPatchFields, required=True, description="The changes.")


class ClaimPatch(graphene.Mutation):
    class Meta:
        description = "Change the draft revision's period, dates, references, billing mode, type or files."
        output = ClaimPayload

    class Arguments:
        input = ClaimPatchInput(required=True, description="The change.")

    def mutate(root, info, input):
        data = _c().plain(input)
        patch = data["patch"]
        if patch.get("attach"):
            patch["attach"] = [dict(f) for f in patch["attach"]]
        found, claim = service.patch_claim(_viewer(info), _contract_id(data["contract_id"]), data["number"],
                                           data.get("rev"), patch)
        return ClaimPayload(claim=ClaimView(found, claim))


class ClaimSubmitInput(graphene.InputObjectType):
    class Meta:
        description = "Submit a draft revision."

    contract_id = graphene.ID(required=True, description="The contract.")
    number = graphene.Int(required=True, description="The claim number.")
    rev = graphene.Int(description="The draft revision's rev (a stale one: STALE_REVISION).")
    date = graphene.Date(description="The claim date (default: as set, else today in Auckland).")
    due_date = graphene.Date(description="The due date (default: as set, else 20 CCA working days after the date).")


class ClaimSubmit(graphene.Mutation):
    class Meta:
        description = (
            "Submit the draft (SupplierSubmit): checks it is a valid CCA payment claim ('Please fix the errors "
            "before submitting: ...' naming each problem, e.g. 'Period date range is required', 'Due Date is "
            "required'), freezes the revision, and emails it to the customer recipients (once: a repeat of the "
            "same submission sends nothing more).")
        output = ClaimPayload

    class Arguments:
        input = ClaimSubmitInput(required=True, description="The submission.")

    def mutate(root, info, input):
        data = _c().plain(input)
        found, claim = service.submit_claim(_viewer(info), _contract_id(data["contract_id"]), data["number"],
                                            data.get("rev"), claim_date=data.get("date"),
                                            due_date=data.get("due_date"))
        return ClaimPayload(claim=ClaimView(found, claim))


def claim_action(name: str, action, description: str) -> type:
    """A mutation on one claim named by ClaimRefInput that answers the claim:
    `action(viewer, contract_id, number) -> (found, claim)` does the work and its checks."""

    def mutate(root, info, input):
        found, claim = action(_viewer(info), *_claim_args(input))
        return ClaimPayload(claim=ClaimView(found, claim))

    return type(name, (graphene.Mutation,), {
        "Meta": type("Meta", (), {"description": description, "output": ClaimPayload}),
        "Arguments": type("Arguments", (), {"input": ClaimRefInput(required=True, description="The claim.")}),
        "mutate": mutate,
    })


ClaimSend = claim_action("ClaimSend", service.send_claim, (
    "Send the latest submitted revision to the customer recipients. claimSubmit sends already; "
    "this is idempotent (each recipient gets each revision once)."))


class ClaimResendInput(graphene.InputObjectType):
    class Meta:
        description = "Resend a submitted claim by email."

    contract_id = graphene.ID(required=True, description="The contract.")
    number = graphene.Int(required=True, description="The claim number.")
    user_ids = graphene.List(graphene.NonNull(graphene.ID), description="Only these members (User global IDs); "
                                                                        "default: every non-supplier member.")
    request_key = graphene.String(description="An idempotency key for this resend (e.g. a UUID per dialog): the "
                                              "same key sends once. Default: once per minute.")


class ClaimResendPayload(graphene.ObjectType):
    class Meta:
        description = "The claim, and how many emails were sent."

    claim = graphene.Field(ClaimNode, required=True, description="The claim.")
    sent_count = graphene.Int(required=True, description="Emails sent by this call (0 for a repeat).")


class ClaimResend(graphene.Mutation):
    class Meta:
        description = "Email the latest submitted revision again to the non-supplier members (SupplierSubmit)."
        output = ClaimResendPayload

    class Arguments:
        input = ClaimResendInput(required=True, description="The resend.")

    def mutate(root, info, input):
        data = _c().plain(input)
        user_ids = None
        if data.get("user_ids") is not None:
            user_ids = [_c().decode_id(u, "User", message="User not found") for u in data["user_ids"]]
        found, claim, sent = service.resend_claim(_viewer(info), _contract_id(data["contract_id"]), data["number"],
                                                  user_ids=user_ids, request_key=data.get("request_key"))
        return ClaimResendPayload(claim=ClaimView(found, claim), sent_count=sent)


ClaimChangeToDraft = claim_action("ClaimChangeToDraft", service.change_to_draft, (
    "Move a submitted claim back to draft ('Change to draft?' / 'This will allow editing the "
    "claim.'): a new draft revision copying the latest. Refused once a payment schedule exists, "
    "for any claim but the latest, and while another claim is a draft."))


class ClaimDeleteDraftPayload(graphene.ObjectType):
    class Meta:
        description = "What deleting the draft did."

    did_delete_claim = graphene.Boolean(required=True, description="The claim was never submitted, so it is "
                                                                   "deleted (status Deleted): go to the claims tab.")
    claim = graphene.Field(ClaimNode, required=True, description="The claim.")


class ClaimDeleteDraft(graphene.Mutation):
    class Meta:
        description = "Delete the draft revision ('Delete Draft?' / 'This can't be undone.')."
        output = ClaimDeleteDraftPayload

    class Arguments:
        input = ClaimRefInput(required=True, description="The claim.")

    def mutate(root, info, input):
        found, claim, deleted = service.delete_draft(_viewer(info), *_claim_args(input))
        return ClaimDeleteDraftPayload(did_delete_claim=deleted, claim=ClaimView(found, claim))


ClaimDelete = claim_action("ClaimDelete", service.delete_claim, (
    "Delete a claim: a claim never submitted is deleted (status Deleted); a submitted one is "
    "voided (status Voided, no longer counted; the customer recipients are told). Only the "
    "latest claim, never a paid or scheduled one. Go to the contract's claims tab after."))


def claim_flag(name: str, flag: str, action, *, input_description: str, flag_description: str,
               description: str) -> type:
    """A mutation setting one flag of a claim (input `{contractId, number, <flag>}`, named
    `<name>Input`) that answers the claim: `action(viewer, contract_id, number, value)`."""
    attribute = to_snake_case(flag)
    claim_input = type(f"{name}Input", (graphene.InputObjectType,), {
        "Meta": type("Meta", (), {"description": input_description}),
        "contract_id": graphene.ID(required=True, description="The contract."),
        "number": graphene.Int(required=True, description="The claim number."),
        attribute: graphene.Boolean(required=True, description=flag_description),
    })

    def mutate(root, info, input):
        found, claim = action(_viewer(info), _contract_id(input.contract_id), input.number, input[attribute])
        return ClaimPayload(claim=ClaimView(found, claim))

    return type(name, (graphene.Mutation,), {
        "Meta": type("Meta", (), {"description": description, "output": ClaimPayload}),
        "Arguments": type("Arguments", (), {"input": claim_input(required=True, description="The change.")}),
        "mutate": mutate,
    })


ClaimMarkPaid = claim_flag(
    "ClaimMarkPaid", "isPaid", service.mark_paid, input_description="Mark a submitted claim paid or not paid.",
    flag_description="Paid or not.",
    description="Mark a submitted claim paid / not paid (supplier side, SupplierDraft).")
ClaimSetPaying = claim_flag(
    "ClaimSetPaying", "isPaying", service.set_paying, input_description="The customer's 'payment sent' toggle.",
    flag_description="Payment sent or not.",
    description="Mark the payment of a submitted claim as sent / not sent (customer side, CustomerDraft).")


class ClaimMarkReadInput(graphene.InputObjectType):
    class Meta:
        description = "Mark a claim read (the revision viewed) or unread."

    contract_id = graphene.ID(required=True, description="The contract.")
    number = graphene.Int(required=True, description="The claim number.")
    rev = graphene.Int(description="The revision viewed (default: the latest).")
    is_read = graphene.Boolean(default_value=True, description="False marks it unread.")


class ClaimMarkRead(graphene.Mutation):
    class Meta:
        description = ("Mark a claim read by the viewer (viewing the latest revision does it; delay 1 s on public "
                       "link pages), or unread. The customer side's first reading sets the revision's openedAt.")
        output = ClaimPayload

    class Arguments:
        input = ClaimMarkReadInput(required=True, description="The claim.")

    def mutate(root, info, input):
        is_read = True if input.is_read is None else input.is_read
        found, claim = service.mark_read(_viewer(info), _contract_id(input.contract_id), input.number, input.rev,
                                         is_read)
        return ClaimPayload(claim=ClaimView(found, claim))


class ClaimsMutation(graphene.ObjectType):
    ledger_update = LedgerUpdate.Field(description="Edit the draft claim's lines.")
    claim_create = ClaimCreate.Field(description="Start the next claim.")
    claim_patch = ClaimPatch.Field(description="Change a draft revision's details.")
    claim_submit = ClaimSubmit.Field(description="Submit (and send) a draft.")
    claim_send = ClaimSend.Field(description="Send the latest submitted revision (idempotent).")
    claim_resend = ClaimResend.Field(description="Email a submitted claim again.")
    claim_change_to_draft = ClaimChangeToDraft.Field(description="Move a submitted claim back to draft.")
    claim_delete_draft = ClaimDeleteDraft.Field(description="Delete a draft revision.")
    claim_delete = ClaimDelete.Field(description="Delete or void a claim.")
    claim_mark_paid = ClaimMarkPaid.Field(description="Mark a claim paid or not paid.")
    claim_set_paying = ClaimSetPaying.Field(description="The customer's payment-sent toggle.")
    claim_mark_read = ClaimMarkRead.Field(description="Mark a claim read or unread.")


TYPES = [ClaimNode, RevisionNode]
