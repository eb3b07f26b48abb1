"""The PaymentSchedule type: a claim's payment schedule, its lines beside the claimed amounts."""
from dataclasses import dataclass, field

import graphene
from graphql_relay import to_global_id

from app.claims import attachments
from app.contracts.access import VisibleContract
from app.documents.kinds import door_url
from app.documents.models import SCHEDULE
from app.graphql.claims.entries import RetentionFormula, retention_formula_of
from app.graphql.claims.loaders import RevisionsLoader, UserNamesLoader
from app.graphql.core.loaders import then
from app.graphql.core.scalars import Cents
from app.graphql.core.viewer import viewer_of
from app.graphql.schedules.enums import PaymentScheduleStatus
from app.graphql.schedules.loaders import ScheduleRecipientsLoader
from app.retention import release_check
from app.schedules import guard, policy, queries
from app.schedules.models import DRAFT, ORIGIN_RECEIVED, SENT


@dataclass
class ScheduleView:
    found: VisibleContract
    claim: object  # Claim
    schedule: object  # PaymentSchedule; None: the unsaved draft the customer side starts from
    _basis: object = field(default=None, repr=False)
    _claimed: object = field(default=None, repr=False)

    @property
    def basis(self) -> queries.Basis:
        if self._basis is None:
            self._basis = queries.basis_of(self.found, self.claim)
        return self._basis

    def stored(self, name: str, default):
        return default if self.schedule is None else getattr(self.schedule, name)

    @property
    def is_sent(self) -> bool:
        return self.schedule is not None and self.schedule.status == SENT

    @property
    def is_received(self) -> bool:
        """Received outside Claimdesk and recorded by the supplier side (issue 34)."""
        return self.is_sent and self.schedule.origin == ORIGIN_RECEIVED

    @property
    def received_file_url(self) -> str | None:
        """The schedule as received (its PDF, a signed link that expires)."""
        shown = attachments.shown([self.schedule.file] if self.schedule.file else [], self.claim.id)
        return shown[0].url if shown else None

    def claimed(self):
        """The totals with every line as claimed (the claimed side, and the unsaved draft's)."""
        if self._claimed is None:
            self._claimed = self.basis.totals(self.basis.schedule_lines(None))
        return self._claimed


@dataclass
class LineView:
    item_id: str
    name: str
    claimed: int
    scheduled: int
    reason: str
    removable: bool
    removed: bool


class PaymentScheduleLine(graphene.ObjectType):
    class Meta:
        description = "A line of the claim beside what the payer schedules on it (this claim, excluding GST)."

    item_id = graphene.String(required=True, description="The claim line's itemId.")
    name = graphene.String(required=True, description="The claim line's name.")
    claimed = graphene.Field(Cents, required=True, description="Claimed this claim, excluding GST, cents.")
    scheduled = graphene.Field(Cents, required=True, description="Scheduled this claim, excluding GST, cents "
                                                                 "(the claimed amount until the payer changes it).")
    reason = graphene.String(required=True, description="scheduleReason: why it differs (required at send when it "
                                                        "does).")
    removable = graphene.Boolean(required=True, description="Nothing claimed on it, this claim or before ('A line "
                                                            "can be deleted only while it has no claimed-to-date "
                                                            "and no claim'): the payer may leave it out.")
    removed = graphene.Boolean(required=True, description="Left out of the schedule by the payer (a line with "
                                                          "nothing claimed, this claim or before): neither the "
                                                          "schedule's documents nor its totals count it.")


class PayWhenPaidWarning(graphene.ObjectType):
    class Meta:
        description = ("A reason for paying less that makes payment depend on another contract ('not yet paid by the "
                       "principal'): under CCA s 13 that has no effect and cannot justify paying less. A warning, "
                       "not a refusal: the schedule can still be sent (app.schedules.guard).")

    item_id = graphene.String(description="The line whose reason it is (PaymentScheduleLine.itemId); null for one of "
                                          "the notes.")
    note = graphene.Int(description="The note's index in PaymentSchedule.notes (0 first); null for a line's reason.")
    words = graphene.String(required=True, description="The words found, as written ('not yet paid by the client').")
    message = graphene.String(required=True, description="The warning, word for word: 'This reason makes payment "
                                                         "depend on another contract. Under CCA s 13 that has no "
                                                         "effect and cannot justify paying less.'")


class RetentionReleaseWarning(graphene.ObjectType):
    class Meta:
        description = ("A release of retention claimed as a line (issue 38) for more than is still held of its stage: a "
                       "release recorded by hand meanwhile paid part of it. The schedule's released entry writes only "
                       "what is held (app.retention.release_check); a warning, not a refusal.")

    item_id = graphene.String(required=True, description="The release line (PaymentScheduleLine.itemId).")
    held = graphene.Field(Cents, required=True, description="What of the stage is still held: scheduling more warns.")
    message = graphene.String(required=True, description="'Only $X of this release is still held: $Y was released "
                                                         "on {date}.'")


class PaymentScheduleRecipient(graphene.ObjectType):
    class Meta:
        description = "Someone on the supplier side a payment schedule is served on (emailed when it is sent)."

    name = graphene.String(required=True, description="Their name ('' when they have not given one).")
    email = graphene.String(required=True, description="The address the schedule is emailed to.")


class PaymentScheduleBasis(graphene.ObjectType):
    class Meta:
        description = ("What a schedule's totals are computed from besides its own lines and adjustments: the ledger "
                       "before the claim revision it answers, the retention formula and the GST rate "
                       "(app.domain.schedules). The builder recomputes its live totals from it as the payer types; "
                       "the save and the send compute them again from the same basis and refuse others.")

    gross_before = graphene.Field(Cents, required=True, description=(
        "Gross (non-retention) claimed to date before this claim, excluding GST, cents: what retention on the "
        "scheduled gross builds on."))
    retained_before = graphene.Field(Cents, required=True, description=(
        "Retention taken by earlier claims, cents (their retention entries added up, negative or 0); 0 when the "
        "claim has no retention line, which retains and releases nothing."))
    retention_formula = graphene.Field(RetentionFormula, description=(
        "The claim's retention formula; null: the claim has no retention line, so the schedule retains nothing."))
    tax_rate_id = graphene.String(required=True, description=(
        "The claim's tax rate: the contract's (NZ_GST), or NO_GST when its supplier was not registered for GST "
        "when it was sent. GST on the scheduled gross at this rate, on retention at NZ_GST (none at NO_GST)."))

    def resolve_gross_before(root, info):
        return root.gross_before

    def resolve_retained_before(root, info):
        return root.retention_before

    def resolve_retention_formula(root, info):
        return retention_formula_of(root.retention_params)

    def resolve_tax_rate_id(root, info):
        return root.tax_rate_id


def _pdf_url(info, view: ScheduleView, attachment: bool) -> str:
    viewer = viewer_of(info)
    return door_url(SCHEDULE, contract_gid=to_global_id("Contract", view.found.id), account_id=viewer.account_id,
                    org_slug=viewer.org.slug, number=view.claim.number, attachment=attachment)


def _claimed_side(info, view: ScheduleView, key: str):
    """The claimed amount excluding GST ('claimedExcl') or its GST ('claimedTax') without reading the
    ledger, so a list of claims reads it for a page in one statement: a sent schedule froze it; before
    that it is the answered revision's own frozen 'GST Exclusive Amount' and GST (app.domain.schedules:
    the claimed side equals the claim document's), read through the request's revisions loader."""
    if view.is_sent and view.schedule.totals and key in view.schedule.totals:
        return view.schedule.totals[key]
    rev = view.claim.latest_rev if view.schedule is None else view.schedule.claim_rev

    def frozen(revisions):
        revision = next((r for r in revisions if r.rev == rev and not r.is_draft), None)
        if revision is None or revision.amount_excl is None:
            claimed = view.claimed()
            return claimed.claimed_excl if key == "claimedExcl" else claimed.claimed_tax
        return revision.amount_excl if key == "claimedExcl" else revision.tax

    return then(RevisionsLoader(info).load(view.claim.id), frozen)


class PaymentSchedule(graphene.ObjectType):
    class Meta:
        description = ("The customer's payment schedule answering a claim (section 21 of the Construction Contracts "
                       "Act 2002): a draft the customer side prepares, then sent and frozen. One per claim.")

    status = graphene.Field(PaymentScheduleStatus, required=True, description="Draft or Sent.")
    claim_rev = graphene.Int(required=True, description="The claim revision it answers.")
    due_date = graphene.Date(description="When the scheduled amount will be paid.")
    is_tax_invoice = graphene.Boolean(required=True, description="A Buyer Created Tax Invoice (else 'Not a tax "
                                                                 "invoice').")
    notes = graphene.List(graphene.NonNull(graphene.String), required=True,
                          description="Why the scheduled amount is less than claimed; the reasons for withholding.")
    reference = graphene.String(required=True, description="The payer's reference.")
    adjust_excl = graphene.Field(Cents, required=True, description="The payer's adjustment excluding GST, cents.")
    adjust_tax = graphene.Field(Cents, required=True, description="The GST on the adjustment, cents.")
    retention = graphene.Field(Cents, required=True, description="Retention recomputed on the scheduled gross for "
                                                                 "this claim, cents (negative or 0).")
    schedule_excl = graphene.Field(Cents, required=True, description="The scheduled amount excluding GST, cents.")
    schedule_tax = graphene.Field(Cents, required=True, description="The GST on it, cents.")
    claimed_excl = graphene.Field(Cents, required=True, description="The claim revision's amount excluding GST.")
    claimed_tax = graphene.Field(Cents, required=True, description="The claim revision's GST.")
    lines = graphene.List(graphene.NonNull(PaymentScheduleLine), required=True,
                          description="Every non-retention line of the claim revision, in ledger order (those the "
                                      "payer removed marked `removed`); none for a schedule received outside "
                                      "Claimdesk (it states one amount).")
    pay_when_paid_warnings = graphene.List(
        graphene.NonNull(PayWhenPaidWarning), required=True,
        description="The reasons as saved (each line's, then the notes) that make payment depend on another contract "
                    "(CCA s 13), lines first: the builder shows each beside its reason before sending. Empty for an "
                    "unsaved draft and for a schedule received outside Claimdesk.")
    retention_release_warnings = graphene.List(
        graphene.NonNull(RetentionReleaseWarning), required=True,
        description="Before it is sent, each release of retention line claiming more than is still held of its stage "
                    "(the builder shows it beside the line while the line schedules more); empty once sent, and with "
                    "no release line (no statement then).")
    basis = graphene.Field(PaymentScheduleBasis, required=True, description=(
        "What its totals are computed from: the ledger before the claim's latest submitted revision, the retention "
        "formula and the tax rate, as the save and the send compute them."))
    version = graphene.Int(required=True, description="The draft version (0 before the first save): send it back "
                                                      "with paymentScheduleUpdate.")
    sent_at = graphene.DateTime(description="When it was sent ('Submitted on {date}'); null while a draft.")
    given_late = graphene.Boolean(required=True, description="Sent after the claim's payment-schedule deadline "
                                                             "(s 22): 'Given late', and the claimed amount stays "
                                                             "payable.")
    submitted_by = graphene.String(description="Who sent it; null while a draft.")
    recipients = graphene.List(
        graphene.NonNull(PaymentScheduleRecipient),
        description="Who on the supplier side it will be served on when sent, as the send finds them now: the "
                    "project's supplier recipients, else the supplier organisation's members (empty: nobody, and "
                    "the send is refused). Only for the customer side drafting it (CustomerDraft or "
                    "CustomerSubmit), before it is sent; null otherwise.")
    pdf_download_url = graphene.String(description="The sent schedule as PDF (download); null while a draft. A "
                                                    "schedule received outside Claimdesk: the PDF as received.")
    pdf_view_url = graphene.String(description="The sent schedule as PDF, shown inline; null while a draft.")

    def resolve_status(root, info):
        return root.stored("status", DRAFT)

    def resolve_claim_rev(root, info):
        return root.stored("claim_rev", root.claim.latest_rev)

    def resolve_due_date(root, info):
        if root.schedule is not None:
            return root.schedule.due_date
        claim = root.claim  # the unsaved draft's: the claim's due date
        return then(RevisionsLoader(info).load(claim.id),
                    lambda revisions: next((r.due_date for r in revisions if r.rev == claim.latest_rev), None))

    def resolve_is_tax_invoice(root, info):
        return root.stored("is_tax_invoice", False)

    def resolve_notes(root, info):
        return list(root.stored("notes", []) or [])

    def resolve_reference(root, info):
        return root.stored("reference", "")

    def resolve_adjust_excl(root, info):
        return root.stored("adjust_excl", 0)

    def resolve_adjust_tax(root, info):
        return root.stored("adjust_tax", 0)

    def resolve_retention(root, info):
        return root.claimed().claimed_retention if root.schedule is None else root.schedule.retention

    def resolve_schedule_excl(root, info):
        return _claimed_side(info, root, "claimedExcl") if root.schedule is None else root.schedule.schedule_excl

    def resolve_schedule_tax(root, info):
        return _claimed_side(info, root, "claimedTax") if root.schedule is None else root.schedule.schedule_tax

    def resolve_claimed_excl(root, info):
        return _claimed_side(info, root, "claimedExcl")

    def resolve_claimed_tax(root, info):
        return _claimed_side(info, root, "claimedTax")

    def resolve_lines(root, info):
        if root.is_received:  # one amount, as received: no breakdown by line (app.payments.received)
            return []
        if root.basis.received:  # the payer's own breakdown of a claim received outside Claimdesk (issue 34)
            return [LineView(line.item_id, line.name, line.claimed, line.scheduled, line.reason, True, line.removed)
                    for line in root.basis.payer_lines(root.stored("lines", []))]
        stored = {line["itemId"]: line for line in root.stored("lines", []) or []}
        out = []
        for line in root.basis.lines:
            entry = line.entry
            found = stored.get(entry.item_id, {})
            out.append(LineView(entry.item_id, entry.name, line.this_claim, found.get("scheduled", line.this_claim),
                                found.get("reason", ""), queries.removable(line), bool(found.get("removed"))))
        return out

    def resolve_pay_when_paid_warnings(root, info):
        if root.schedule is None or root.is_received:
            return []
        return guard.warnings(root.schedule.lines, root.schedule.notes)

    def resolve_retention_release_warnings(root, info):
        if root.is_sent or not policy.may_see_draft(root.found) or root.basis.received:
            return []
        lines = [(line.entry.item_id, line.this_claim) for line in root.basis.lines]
        return [RetentionReleaseWarning(item_id=w.item_id, held=w.held, message=w.message)
                for w in release_check.schedule_warnings(root.claim.contract_id, lines)]

    def resolve_basis(root, info):
        return root.basis

    def resolve_version(root, info):
        return root.stored("version", 0)

    def resolve_given_late(root, info):
        return bool(root.stored("given_late", False))

    def resolve_sent_at(root, info):
        return root.stored("sent_at", None)

    def resolve_submitted_by(root, info):
        user_id = root.stored("sent_by_user_id", None)
        return UserNamesLoader(info).load(user_id) if root.is_sent and user_id else None

    def resolve_recipients(root, info):
        # The supplier side's people are the customer's to see only to serve the schedule on them.
        if root.is_sent or not policy.may_see_draft(root.found):
            return None
        return ScheduleRecipientsLoader(info).load(root.found.id)

    def resolve_pdf_download_url(root, info):
        if root.is_received:
            return root.received_file_url
        return _pdf_url(info, root, True) if root.is_sent else None

    def resolve_pdf_view_url(root, info):
        if root.is_received:
            return root.received_file_url
        return _pdf_url(info, root, False) if root.is_sent else None
