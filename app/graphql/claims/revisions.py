"""The ClaimRevision type: a version of a claim as its document shows it, and what was served of it."""
from dataclasses import dataclass

import graphene
from graphene import relay

from app.claims import attachments, document, models, policy, queries
from app.claims.gst import revision_registered
from app.claims.models import LIVE_STATUSES
from app.contracts import terms as contract_terms
from app.contracts.access import VisibleContract
from app.contracts.models import SUPPLIER
from app.db import db
from app.documents import recipients as recipients_of
from app.domain import claims as domain
from app.domain.tax import claim_tax_rate_id
from app.graphql.claims.entries import (
    ClaimLine,
    ClaimSectionBlock,
    ClaimTotals,
    FileRef,
    RetentionFormula,
    retention_formula_of,
)
from app.graphql.claims.enums import BillingMode, RevisionType
from app.graphql.claims.loaders import ServedDocumentsLoader, UserNamesLoader
from app.graphql.contracts.loaders import parties_of
from app.graphql.core.ids import row_number
from app.graphql.core.loaders import then
from app.graphql.core.nodes import get_contract_row
from app.graphql.core.scalars import Cents
from app.graphql.core.viewer import viewer_of


class ServedDocument(graphene.ObjectType):
    class Meta:
        description = ("Evidence of what was served: a PDF fetched or attached to its email, or a claim email "
                       "sent, with its SHA-256, when, and to whom. Only the supplier side sees it.")

    kind = graphene.String(required=True, description="pdf or email.")
    sha256 = graphene.String(required=True, description="SHA-256 of the bytes served (hex).")
    size = graphene.Int(required=True, description="Bytes.")
    is_draft = graphene.Boolean(required=True, description="A draft preview (PDF only).")
    file_name = graphene.String(required=True, description="The PDF's file name, or the email's subject.")
    served_at = graphene.DateTime(required=True, description="When.")
    served_to = graphene.List(graphene.NonNull(graphene.String), required=True,
                              description="Who: the account that fetched the PDF (or whose email carried it), or the "
                                          "email's recipients.")

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


@dataclass
class RevisionView:
    found: VisibleContract
    claim: object  # Claim
    revision: object  # Revision

    def data(self):
        c = self.found.contract
        return queries.ledger_data(c.id, c.tax_rate_id, drafts=policy.may_see_drafts(self.found))

    def view(self):
        return document.view_for(self.data(), self.claim, self.revision.rev, self.revision.gst_registered)

    @property
    def gst_registered(self) -> bool:
        """Whether it charges GST: as sent, or (a draft) as the supplier is registered today."""
        return revision_registered(self.revision, self.data().gst_now)


class ClaimRevision(graphene.ObjectType):
    class Meta:
        interfaces = (relay.Node,)
        description = ("A version of a claim: the draft being edited, or a submitted one (frozen). Dates are "
                       "Pacific/Auckland calendar dates.")

    number = graphene.Int(required=True, description="The claim number.")
    rev = graphene.Int(required=True, description="The revision number (1, 2, ...); send it back with claimPatch "
                                                  "and claimSubmit.")
    type = graphene.Field(RevisionType, required=True, description="What the document is titled.")
    title = graphene.String(required=True, description="'Claim 3', 'Invoice #3', 'Summary of Claim 1\u20133', or "
                                                       "'Initial Import' for claim 0.")
    period_from = graphene.Date(description="First day of the period the claim covers.")
    period_to = graphene.Date(description="Last day of the period the claim covers.")
    date = graphene.Date(description="The claim date.")
    due_date = graphene.Date(description="The due date for payment.")
    default_due_date = graphene.Date(description="The due date the contract's payment terms give the claim date (20 CCA "
                                                 "working days when they state none; null outside 2022\u20132052).")
    po_number = graphene.String(required=True, description="Purchase order, or empty.")
    payment_details = graphene.String(required=True, description="Payment details (bank account...), or empty.")
    billing_mode = graphene.Field(BillingMode, required=True, description="The billing mode chosen.")
    resolved_billing_mode = graphene.Field(BillingMode, required=True,
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
    invoice_reference = graphene.String(required=True, description=(
        "'INV-' + 4 letters of the supplier + number; for a claim received outside Claimdesk the supplier's own "
        "reference as recorded, or empty."))
    gst_registered = graphene.Boolean(required=True, description=(
        "Whether it charges GST: fixed when it was sent; a draft follows the supplier's business details "
        "(false when it is 'Not registered' for GST: no GST anywhere, totals without GST lines)."))
    supplier_gst_number = graphene.String(description=(
        "The supplier's GST number the document shows (xxx-xxx-xxx): the one it was sent with once submitted, "
        "the supplier's current one for a draft; null when none."))
    heading = graphene.String(required=True, description=(
        "What the document is: 'Payment claim \u00b7 Tax invoice' when it charges GST and shows the supplier's "
        "GST number, else 'Payment claim'."))
    lines = graphene.List(graphene.NonNull(ClaimLine), required=True,
                          description="Every line of this revision (retention included), by position.")
    sections = graphene.List(graphene.NonNull(ClaimSectionBlock), required=True,
                             description="The sections with lines, in document order.")
    retention = graphene.Field(ClaimLine, description="The retention line.")
    retention_formula = graphene.Field(RetentionFormula, description="The retention formula; null: no retention.")
    totals = graphene.Field(ClaimTotals, required=True, description="The totals table.")
    submit_problems = graphene.List(
        graphene.NonNull(graphene.String), required=True,
        description="For a draft: what stops it being submitted as a valid CCA payment claim (empty when none), "
                    "in the words claimSubmit would refuse with.")
    served_documents = graphene.List(graphene.NonNull(ServedDocument), required=True,
                                     description="PDFs served and emails sent of this revision (supplier side only).")

    @classmethod
    def get_node(cls, info, id):
        revision_id = row_number(str(id))
        if viewer_of(info, required=False) is None or revision_id is None:
            return None
        revision = db.session.get(models.Revision, revision_id)
        reached = get_contract_row(info, models.Claim, revision.claim_id) if revision else None
        if reached is None or not queries.visible_to(reached[0], is_supplier=reached[1].is_supplier):
            return None
        claim, found = reached
        if revision.is_draft and not policy.may_see_drafts(found):
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
        return domain.claim_title(root.claim.number, domain.RevisionType(root.revision.type))

    def resolve_period_from(root, info):
        return root.revision.period_from

    def resolve_period_to(root, info):
        return root.revision.period_to

    def resolve_date(root, info):
        return root.revision.claim_date

    def resolve_due_date(root, info):
        return root.revision.due_date

    def resolve_default_due_date(root, info):
        return policy.default_due(root.revision.claim_date, contract_terms.terms_of(root.found.contract))

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
        return UserNamesLoader(info).load(user_id) if user_id else None

    def resolve_opened_at(root, info):
        return root.revision.opened_at

    def _totals(root):
        totals = root.view().totals(root.claim.id)
        if totals is None:
            totals = domain.claim_totals([], claim_tax_rate_id(root.found.contract.tax_rate_id, root.gst_registered))
        return totals

    def resolve_gst_registered(root, info):
        return root.gst_registered

    @staticmethod
    def _supplier_gst_number(root, parties) -> str | None:
        party = parties.get(SUPPLIER)
        current = party.contact.gst_number if party and party.contact else None
        return document.supplier_gst_number(root.revision, current)

    def resolve_supplier_gst_number(root, info):
        return then(parties_of(info, root.found), lambda parties: ClaimRevision._supplier_gst_number(root, parties))

    def resolve_heading(root, info):
        def heading(parties):
            number = ClaimRevision._supplier_gst_number(root, parties)
            return domain.document_heading(domain.is_tax_invoice(root.gst_registered, number))

        return then(parties_of(info, root.found), heading)

    def resolve_amount_excl(root, info):
        if not root.revision.is_draft and root.revision.amount_excl is not None:
            return root.revision.amount_excl
        return ClaimRevision._totals(root).gst_exclusive

    def resolve_tax(root, info):
        if not root.revision.is_draft and root.revision.tax is not None:
            return root.revision.tax
        return ClaimRevision._totals(root).gst

    def resolve_net_payment(root, info):
        return ClaimRevision.resolve_amount_excl(root, info) + ClaimRevision.resolve_tax(root, info)

    def resolve_invoice_reference(root, info):
        def name(parties):
            party = parties.get(SUPPLIER)
            contact = party.contact if party else None
            return document.reference_of(root.claim, root.revision,
                                         (contact.entity_name or contact.name) if contact else "")

        return then(parties_of(info, root.found), name)

    def resolve_lines(root, info):
        return root.view().lines(root.claim.id)

    def resolve_sections(root, info):
        def blocks(parties):
            return document.build(root.found, root.claim, root.revision, parties=parties, data=root.data()).sections

        return then(parties_of(info, root.found), blocks)

    def resolve_retention(root, info):
        return next((line for line in root.view().lines(root.claim.id) if line.entry.is_retention), None)

    def resolve_retention_formula(root, info):
        line = ClaimRevision.resolve_retention(root, info)
        return retention_formula_of(line.entry.params) if line else None

    def resolve_totals(root, info):
        return ClaimRevision._totals(root)

    def resolve_submit_problems(root, info):
        if not root.revision.is_draft or root.claim.status not in LIVE_STATUSES:
            return []

        def problems(parties):
            doc = document.build(root.found, root.claim, root.revision, parties=parties, data=root.data())
            recipients = recipients_of.claim_recipients(root.found.id)
            return document.payment_claim_problems(doc, has_recipients=bool(recipients))

        return then(parties_of(info, root.found), problems)

    def resolve_served_documents(root, info):
        if not root.found.is_supplier:
            return []
        return ServedDocumentsLoader(info).load(root.revision.id)
