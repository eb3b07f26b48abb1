"""A claim revision as a document: everything the claim page, the email and the PDF show, and
the check that it is a valid payment claim under the Construction Contracts Act 2002.

Section 20(2) of the Act: a payment claim must be in writing (the PDF and the email), identify
the construction contract (parties and site), identify the construction work and the period it
relates to (the lines and the period), indicate the claimed amount and the due date, indicate
how the claimed amount was calculated (the line table and the totals), and state that it is
made under the Act (`form1.CCA_STATEMENT`); Form 1 accompanies it. `payment_claim_problems`
names every one of these that cannot be filled; submission is refused while any remains.
"""
from dataclasses import dataclass, field, replace
from datetime import date

from sqlalchemy import select

from app.claims import attachments, policy, queries
from app.claims.models import LIVE_STATUSES, ORIGIN_RECEIVED, Claim, Revision
from app.claims.totals import LedgerView, LineView
from app.contracts import queries as contract_queries
from app.contracts.access import VisibleContract
from app.contracts.models import CUSTOMER, SUPPLIER
from app.db import db
from app.domain.claim_standing import CCA_TYPES
from app.claims.gst import revision_registered, supplier_registered
from app.domain.claims import ClaimTotals, RevisionType, claim_title, document_heading, invoice_reference, is_tax_invoice
from app.domain.gst import format_gst_number
from app.domain.line_types import Section
from app.domain import payment_terms
from app.domain.tax import claim_tax_rate_id
from app.errors import NotFound
from app.payments.standing import facts_of

PERIOD_REQUIRED = "Period date range is required"
PERIOD_ORDER = "The period must end on or after the day it starts"
DUE_DATE_REQUIRED = "Due Date is required"
DUE_BEFORE_DATE = "The due date cannot be before the claim date"
CLAIM_DATE_REQUIRED = "Claim date is required"
REVISION_NOT_FOUND = "Claim revision not found"
FIX_BEFORE_SUBMIT = "Please fix the errors before submitting: {problems}"
NO_LINES = "At least one line item describing the construction work is required"
LINE_DESCRIPTION = "Line {n}: Description is required"
SUPPLIER_DETAILS = "The supplier's (payee's) business name is required: add your business information in Settings"
CUSTOMER_DETAILS = "The customer's (payer's) name is required: add the customer's contact details to the project"
SITE_REQUIRED = "The site (project) name and address are required"
NO_RECIPIENTS = "Nobody on the customer side receives claims: add a customer recipient to the project"


@dataclass
class PartyDetails:
    name: str
    entity_name: str
    address: str
    gst_number: str | None  # shown as xxx-xxx-xxx
    website: str | None

    @property
    def display(self) -> str:
        return self.entity_name or self.name


@dataclass
class SectionBlock:
    section: Section
    lines: list  # [LineView]
    to_date: int
    previous: int

    @property
    def title(self) -> str:
        return self.section.value

    @property
    def this_claim(self) -> int:
        return self.to_date - self.previous

    @property
    def contract_value(self) -> int:
        """The section's contract value: its lines' (the PDF's section total row, issue 36)."""
        return sum(line.entry.total_price or 0 for line in self.lines)


@dataclass
class ClaimDocument:
    contract_id: int
    owner_slug: str
    owner_name: str
    contract_slug: str
    site_name: str
    site_lines: list  # the site address, one line each
    supplier: PartyDetails | None
    customer: PartyDetails | None
    supplier_org_id: int | None
    claim: Claim
    revision: Revision
    title: str
    invoice_reference: str
    billing_mode: str  # resolved: Percent, PercentWithQty or RateQtyEstimate
    sections: list  # [SectionBlock] with lines, in document order
    retention: LineView | None
    totals: ClaimTotals
    lines: list = field(default_factory=list)  # [LineView], retention included
    gst_registered: bool = True  # whether this revision charges GST (app.claims.gst)
    contract_terms: payment_terms.PaymentTerms | None = None  # the contract's terms as they stand

    @property
    def release_lines(self) -> list:
        """Releases of retention claimed as lines (issue 38, app.claims.release_line): in no section, counted
        in 'Less Retentions' (never the gross); the document lists them apart, with what this claim asks."""
        return [line for line in self.lines if line.entry.type == "Retention" and not line.entry.is_retention
                and line.this_claim]

    @property
    def payment_terms(self) -> payment_terms.PaymentTerms | None:
        """The payment terms a payment claim is served under (issue 34): a draft's are the contract's as
        they stand (what serving it keeps), the latest submitted revision's the copy the claim kept
        when served (app.payments.facts.served). None for an earlier revision (the claim keeps the
        latest one's only) and for an invoice, which is not a payment claim under the Act."""
        if self.revision.type not in CCA_TYPES:
            return None
        if self.revision.is_draft:
            return self.contract_terms
        if self.revision.rev == self.claim.latest_rev:
            return payment_terms.terms_of(self.claim.payment_terms, self.claim.schedule_days)
        return None

    @property
    def terms_lines(self) -> list[str]:
        """The payment terms in the words the PDFs and emails print beside the dates they set
        (app.domain.payment_terms.printed); none when there are no terms to state."""
        terms = self.payment_terms
        return payment_terms.printed(terms) if terms is not None else []

    @property
    def retention_formula(self) -> str | None:
        """The retention formula in the claim screen's words ('5% ...; at most $...'), for the PDF's
        'Less Retentions' row (issue 36); None without retention."""
        if self.retention is None:
            return None
        from app.domain.retention import describe_retention, parse_retention_formula

        return describe_retention(parse_retention_formula(self.retention.entry.params))

    @property
    def is_tax_invoice(self) -> bool:
        """Also the supplier's tax invoice: it charges GST and shows the supplier's GST number."""
        return is_tax_invoice(self.gst_registered, self.supplier.gst_number if self.supplier else None)

    @property
    def heading(self) -> str:
        """'Payment claim · Tax invoice', or 'Payment claim' (no GST, or no GST number shown)."""
        return document_heading(self.is_tax_invoice)

    @property
    def number(self) -> int:
        return self.claim.number

    @property
    def attachments(self) -> list[str]:
        """The names of the files attached to the claim, then to its lines ('name (line)')."""
        return attachments.names(self.revision.files, self.lines)

    @property
    def claimed_amount(self) -> int:
        """The claimed amount: this claim's net payment, including GST (none when it charges none).
        A submitted revision freezes it (`app.schedules.deadline.claimed_amount`, what the
        statutory facts read) from these same totals."""
        return self.totals.net_payment

    @property
    def schedule_deadline(self) -> date | None:
        """The payment-schedule deadline (s 22) of the claim this document serves: the claim's stored
        fact (app.payments.standing), for its latest submitted revision only. None for a draft, an
        earlier revision, an invoice, or a claim withdrawn."""
        if self.revision.is_draft or self.revision.rev != self.claim.latest_rev:
            return None
        return facts_of(self.claim, self.revision, None).deadline

    @property
    def deadline_not_yet_counted(self) -> bool:
        """A draft payment claim: its deadline is counted from the day it is served, so none is shown."""
        return self.revision.is_draft and self.revision.type in CCA_TYPES

    @property
    def file_name(self) -> str:
        suffix = "-draft" if self.revision.is_draft else ""
        return f"{self.owner_slug}-{self.contract_slug}-claim-{self.number}{suffix}.pdf"


def _party(party) -> PartyDetails | None:
    if party is None or party.contact is None:
        return None
    c = party.contact
    return PartyDetails(c.name or "", c.entity_name or "", c.address or "",
                        format_gst_number(c.gst_number) if c.gst_number else None, c.website)


NOT_FROZEN = object()


def sent_gst_number(revision: Revision):
    """The supplier's GST number (as displayed) a submitted revision was sent with, None when none; NOT_FROZEN
    for a draft or a revision sent before it was kept (issue 34), which show the current one."""
    if revision.is_draft or not revision.totals or "supplierGstNumber" not in revision.totals:
        return NOT_FROZEN
    return revision.totals["supplierGstNumber"]


def supplier_gst_number(revision: Revision, current: str | None) -> str | None:
    """The supplier's GST number a revision shows (as displayed, xxx-xxx-xxx): the one a submitted
    revision was sent with (issue 34: a sent claim's letterhead never follows later business
    details), else `current`, the supplier's as it stands (a draft, or a claim sent before it was kept)."""
    number = sent_gst_number(revision)
    if number is NOT_FROZEN:
        return format_gst_number(current) if current else None
    return number


def site_lines(contract) -> list[str]:
    locality = " ".join(x for x in (contract.site_city, contract.site_postcode) if x)
    parts = [contract.site_line1, contract.site_line2, contract.site_suburb, locality, contract.site_state]
    return [p for p in parts if p]


def view_for(data: "queries.LedgerData", claim: Claim, rev: int, gst_registered: bool = True) -> LedgerView:
    """`gst_registered`: the revision's own GST treatment, for an earlier revision shown alone."""
    if claim.status in LIVE_STATUSES and rev == claim.latest_rev:
        return data.view(drafts=False)
    if claim.status in LIVE_STATUSES and rev == claim.draft_rev:
        return data.view(drafts=True)
    return data.view(drafts=False, focus=(claim, rev, gst_registered))


def reference_of(claim: Claim, revision: Revision, supplier_name: str) -> str:
    """The claim's reference on every surface (screen, schedule PDF and email, Xero): Claimdesk's
    'INV-' + 4 letters of the supplier + number for a claim served here; for one received outside
    Claimdesk (issue 34) the supplier's own reference as recorded, or none: Claimdesk never makes up
    an invoice number for a document it did not issue."""
    if claim.origin == ORIGIN_RECEIVED:
        return revision.po_number or ""
    return invoice_reference(supplier_name, claim.number)


def build(found: VisibleContract, claim: Claim, revision: Revision, *, parties: dict | None = None,
          data: "queries.LedgerData | None" = None) -> ClaimDocument:
    contract = found.contract
    if parties is None:
        parties = found.parties or contract_queries.parties_of([contract.id])[contract.id]
    if data is None:
        data = queries.ledger_data(contract.id, contract.tax_rate_id, drafts=revision.is_draft or found.is_supplier)
    gst_registered = revision_registered(revision, data.gst_now if data.claims else supplier_registered(parties))
    view = view_for(data, claim, revision.rev, gst_registered)
    lines = view.lines(claim.id)
    totals = view.totals(claim.id)
    if totals is None:  # a claim with no revision in any view (a deleted draft): nothing claimed
        from app.domain.claims import claim_totals

        totals = claim_totals([], claim_tax_rate_id(contract.tax_rate_id, gst_registered))
    blocks = []
    by_section: dict[Section, list[LineView]] = {}
    retention = None
    for line in lines:
        if line.entry.is_retention:
            retention = line
        else:
            by_section.setdefault(line.section, []).append(line)
    for section_total in totals.sections:
        if section_total.section in by_section:
            blocks.append(SectionBlock(section_total.section, by_section[section_total.section],
                                       section_total.to_date, section_total.previous))
    supplier = _party(parties.get(SUPPLIER))
    customer = _party(parties.get(CUSTOMER))
    number = sent_gst_number(revision)
    if number is not NOT_FROZEN and supplier is not None:
        # A sent claim shows the GST number it was sent with: its GST treatment never changes.
        supplier = replace(supplier, gst_number=number)
    supplier_party = parties.get(SUPPLIER)
    return ClaimDocument(
        contract_id=contract.id,
        owner_slug=found.owner.slug,
        owner_name=found.owner.name,
        contract_slug=contract.slug,
        site_name=contract.site_name,
        site_lines=site_lines(contract),
        supplier=supplier,
        customer=customer,
        supplier_org_id=supplier_party.org_id if supplier_party else None,
        claim=claim,
        revision=revision,
        title=claim_title(claim.number, RevisionType(revision.type)),
        invoice_reference=reference_of(claim, revision, supplier.display if supplier else ""),
        billing_mode=view.billing_mode(claim.id, revision.billing_mode).value if view.column(claim.id) else "Percent",
        sections=blocks,
        retention=retention,
        totals=totals,
        lines=lines,
        gst_registered=gst_registered,
        contract_terms=payment_terms.terms_of(contract.payment_terms, contract.schedule_working_days),
    )


def payment_claim_problems(doc: ClaimDocument, *, has_recipients: bool = True) -> list[str]:
    """What stops this revision being a valid CCA payment claim, in the words shown to the user."""
    problems = []
    r = doc.revision
    if r.period_from is None or r.period_to is None:
        problems.append(PERIOD_REQUIRED)
    elif r.period_to < r.period_from:
        problems.append(PERIOD_ORDER)
    if r.claim_date is None:
        problems.append(CLAIM_DATE_REQUIRED)
    if r.due_date is None:
        problems.append(DUE_DATE_REQUIRED)
    elif r.claim_date is not None and r.due_date < r.claim_date:
        problems.append(DUE_BEFORE_DATE)
    if doc.supplier is None or not doc.supplier.display.strip():
        problems.append(SUPPLIER_DETAILS)
    if doc.customer is None or not doc.customer.display.strip():
        problems.append(CUSTOMER_DETAILS)
    if not doc.site_name.strip() or not doc.site_lines:
        problems.append(SITE_REQUIRED)
    work = [line for line in doc.lines if not line.entry.is_retention]
    if not work:
        problems.append(NO_LINES)
    for n, line in enumerate(work, start=1):
        if not line.entry.name.strip():
            problems.append(LINE_DESCRIPTION.format(n=n))
    if not has_recipients:
        problems.append(NO_RECIPIENTS)
    return problems


def revision_of(claim: Claim, rev: int | None) -> Revision | None:
    if rev is None:
        return None
    return db.session.scalars(select(Revision).where(Revision.claim_id == claim.id, Revision.rev == rev)).first()


def requested(found: VisibleContract, claim: Claim, revision_name: str) -> "ClaimDocument":
    """The claim's draft (`draft`: for whom may see drafts) or latest submitted revision (`latest`)
    as a document, as a link names it (the PDF, the lines' CSV); NotFound when there is none."""
    if revision_name == "draft":
        rev = claim.draft_rev if policy.may_see_drafts(found) else None
    else:
        rev = claim.latest_rev
    revision = revision_of(claim, rev)
    if revision is None:
        raise NotFound(REVISION_NOT_FOUND)
    return build(found, claim, revision)
