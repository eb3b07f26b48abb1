"""The Claim type: a claim of a contract, its revisions, and what the viewer may do with it."""
from dataclasses import dataclass

import graphene
from graphene import relay
from graphql import FieldNode, GraphQLObjectType, InlineFragmentNode
from graphql_relay import to_global_id

from app import polling
from app.claims import models, policy, queries
from app.claims.models import DELETED, LIVE_STATUSES, NEW
from app.contracts import access
from app.contracts.access import VisibleContract
from app.db import shared_statements
from app.documents.kinds import door_url
from app.domain import claims as domain
from app.graphql.activity.loaders import ClaimActivityLoader
from app.graphql.activity.types import ActivityEntry
from app.graphql.claims.enums import ClaimStatus
from app.graphql.claims.loaders import (
    AccountingUrlsLoader,
    AttachmentsLoader,
    ClaimsLoader,
    ReadsLoader,
    RevisionsLoader,
)
from app.graphql.claims.revisions import ClaimRevision, RevisionView
from app.graphql.comments import claim as comment_fields
from app.graphql.core.fields import placed
from app.graphql.core.loaders import then
from app.graphql.core.nodes import get_contract_row, get_contract_row_columns
from app.graphql.core.viewer import viewer_of
from app.graphql.enforcement import claim as enforcement_fields
from app.graphql.enforcement import served as served_notice_fields
from app.graphql.links import claim as link_fields
from app.graphql.payments import claim as payment_fields
from app.graphql.payments import cutoffs as cutoff_fields
from app.graphql.payments import received_fields
from app.graphql.schedules import claim as schedule_fields
from app.graphql.schedules.deadline import schedule_deadline_field
from app.graphql.schedules.loaders import ScheduleLoader

CONTRACT = "app.graphql.contracts.types.Contract"  # the one cycle: Contract has claims, a Claim its contract


@dataclass
class ClaimView:
    found: VisibleContract
    claim: object  # Claim
    # Both read with the claim by `node(id:)` (the claim page's poll), else each by a statement.
    activity_version: str | None = None
    version: str | None = None


def _revision(info, view: ClaimView, rev):
    if rev is None:
        return None

    def pick(revisions):
        revision = next((r for r in revisions if r.rev == rev), None)
        return RevisionView(view.found, view.claim, revision) if revision else None

    return then(RevisionsLoader(info).load(view.claim.id), pick)


@dataclass
class PolledClaim:
    """The values of a claim row its versions and reach are made of (`claim_view_of`'s poll path)."""

    id: int
    status: str
    latest_rev: int | None
    content_updated_at: object


# A node asked for these only (the claim page's poll, every 5 s per open page) reads them alone.
_POLLED = frozenset({"__typename", "id", "version", "activityVersion"})
_POLL_COLUMNS = (models.Claim.id, models.Claim.status, models.Claim.latest_rev, models.Claim.content_updated_at,
                 *polling.CLAIM_NODE_VERSIONS)
# On the visibility's module-level aliases: compiled before any request (app/db.py).
shared_statements(lambda: [poll_statement(sees_all) for sees_all in (True, False)])


def poll_statement(sees_all: bool):
    return access.columns_with_contract(models.Claim, sees_all, _POLL_COLUMNS)


def asks_versions_only(info) -> bool:
    """Whether `node(id:)` here asks a claim for nothing but its versions, id and type name: plain
    fields without arguments or directives, on the node or in inline fragments that apply to a
    claim (a fragment on another object type never does). A named fragment or anything else: no."""
    for node in info.field_nodes:
        for selection in node.selection_set.selections:
            if selection.directives:
                return False
            if isinstance(selection, FieldNode):
                if selection.name.value not in ("__typename", "id") or selection.arguments:
                    return False
                continue
            if not isinstance(selection, InlineFragmentNode):
                return False
            condition = selection.type_condition.name.value if selection.type_condition else None
            if condition not in (None, "Claim", "Node"):
                if isinstance(info.schema.get_type(condition), GraphQLObjectType):
                    continue  # another object type's fields: not a claim's
                return False
            if not all(isinstance(field, FieldNode) and field.name.value in _POLLED and not field.arguments
                       and not field.directives and field.selection_set is None
                       for field in selection.selection_set.selections):
                return False
    return True


def _polled_claim_view(info, id) -> ClaimView | None:
    """The claim's versions as `claim_view_of` reads them, from the few values they are made of: the same
    reach and visibility, no entity. Its `found` is None: nothing a poll asks reads the contract."""
    reached = get_contract_row_columns(info, models.Claim, id, _POLL_COLUMNS)
    if reached is None:
        return None
    is_supplier, claim_id, status, latest_rev, content_updated_at, *read = reached
    claim = PolledClaim(claim_id, status, latest_rev, content_updated_at)
    if not queries.visible_to(claim, is_supplier=is_supplier):
        return None
    version, activity_version = polling.claim_node_versions(claim, *read)
    return ClaimView(None, claim, activity_version, version)


def claim_view_of(info, id) -> ClaimView | None:
    """The claim of a node id as the viewer sees it; None when out of reach (a customer and a claim in New too)."""
    if asks_versions_only(info):
        return _polled_claim_view(info, id)
    reached = get_contract_row(info, models.Claim, id, polling.CLAIM_NODE_VERSIONS)
    if reached is None or not queries.visible_to(reached[0], is_supplier=reached[1].is_supplier):
        return None
    claim, found, *read = reached
    version, activity_version = polling.claim_node_versions(claim, *read)
    return ClaimView(found, claim, activity_version, version)


def _pdf_url(info, view: ClaimView, revision: str, attachment: bool, path: str = "/v1/pdf") -> str:
    viewer = viewer_of(info)
    return door_url(None, revision=revision, attachment=attachment, contract_gid=to_global_id("Contract", view.found.id),
                    account_id=viewer.account_id, org_slug=viewer.org.slug, number=view.claim.number, path=path)


class Claim(graphene.ObjectType):
    class Meta:
        interfaces = (relay.Node,)
        description = ("A claim of a contract, by number: its status, its draft revision (being edited: the "
                       "supplier side only) and its latest submitted revision.")

    contract_id = graphene.ID(required=True, description="The contract's global ID.")
    contract = graphene.Field(CONTRACT, required=True, description="The contract.")
    number = graphene.Int(required=True, description="The claim number (0: 'Initial Import').")
    status = graphene.Field(ClaimStatus, required=True, description="The claim's status.")
    title = graphene.String(required=True, description="The title of the revision shown (draft for the supplier "
                                                       "side when there is one, else the latest).")
    label = graphene.String(description="'Draft' (never submitted), 'Editing' (a submitted claim with a draft), "
                                        "or null.")
    is_first = graphene.Boolean(required=True, description="No live claim of the contract has a lower number.")
    is_imported = graphene.Boolean(required=True, description="Imported as a claim paid before the project came "
                                                              "to Claimdesk.")
    is_paid = graphene.Boolean(required=True, description="Paid: what is payable has all been received, by the "
                                                          "payments recorded (`payments`, `standing`).")
    is_paying = graphene.Boolean(required=True, description="Payment in progress: the customer side recorded a "
                                                            "payment sent and it is not yet paid.")
    is_unread = graphene.Boolean(required=True, description="The viewer has not read its latest submitted revision.")
    has_attachments = graphene.Boolean(required=True, description="A revision or a line has files.")
    content_updated_at = graphene.DateTime(required=True, description="When its content last changed.")
    created_at = graphene.DateTime(required=True, description="When it was created.")
    draft = graphene.Field(ClaimRevision, description="The draft revision; null when none or not visible to the "
                                                     "viewer (customers; suppliers without SupplierDraft).")
    latest = graphene.Field(ClaimRevision, description="The latest submitted revision; null when never submitted.")
    revisions = graphene.List(graphene.NonNull(ClaimRevision), required=True,
                              description="Every revision the viewer may see, oldest first.")
    xero_url = graphene.String(description="The viewer organisation's own document for this claim in its "
                                           "accounting service (Xero): the supplier's sales invoice once the "
                                           "claim is sent, the customer's bill once its payment schedule is "
                                           "sent; null until its accounting connection has made it.")
    pdf_download_url = graphene.String(description="The latest revision as PDF (download); null when never "
                                                    "submitted (status New). A claim received outside Claimdesk: "
                                                    "the PDF as received.")
    pdf_view_url = graphene.String(description="The latest revision as PDF, shown inline; null when never submitted.")
    pdf_preview_url = graphene.String(description="The draft as PDF, shown inline (supplier side with SupplierDraft).")
    csv_download_url = graphene.String(description="The lines as CSV with the PDF's columns: of the draft for whom "
                                                   "sees it, else of the latest revision; null when neither.")
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
    activity = graphene.List(graphene.NonNull(ActivityEntry), required=True,
                             description="What happened to the claim that the viewer may see, newest first.")
    version = graphene.String(required=True, description="Changes whenever what the claim page shows changes (its "
                                                          "content, its contract's ledger, its schedule); opaque: poll "
                                                          "it and refetch the claim only when it changed.")
    activity_version = graphene.String(required=True, description="Changes whenever `activity` does (opaque).")
    recorded_from = placed(received_fields.recorded_from)
    schedule_recorded_from = placed(received_fields.schedule_recorded_from)
    received_file_url = placed(received_fields.received_file_url)
    received_manner = placed(received_fields.received_manner)
    viewer_can_change_record = placed(received_fields.viewer_can_change_record)
    resolve_viewer_can_change_record = received_fields.resolve_viewer_can_change_record
    resolve_received_manner = received_fields.resolve_received_manner
    viewer_can_record_schedule = placed(received_fields.viewer_can_record_schedule)
    resolve_recorded_from = received_fields.resolve_recorded_from
    resolve_schedule_recorded_from = received_fields.resolve_schedule_recorded_from
    resolve_received_file_url = received_fields.resolve_received_file_url
    resolve_viewer_can_record_schedule = received_fields.resolve_viewer_can_record_schedule
    schedule = placed(schedule_fields.schedule)
    viewer_can_schedule = placed(schedule_fields.viewer_can_schedule)
    viewer_can_draft_schedule = placed(schedule_fields.viewer_can_draft_schedule)
    resolve_schedule = schedule_fields.resolve_schedule
    resolve_viewer_can_schedule = schedule_fields.resolve_viewer_can_schedule
    resolve_viewer_can_draft_schedule = schedule_fields.resolve_viewer_can_draft_schedule
    schedule_deadline = schedule_deadline_field()
    comments = placed(comment_fields.comments)
    comments_count = placed(comment_fields.comments_count)
    viewer_can_comment = placed(comment_fields.viewer_can_comment)
    resolve_comments = comment_fields.resolve_comments
    resolve_comments_count = comment_fields.resolve_comments_count
    resolve_viewer_can_comment = comment_fields.resolve_viewer_can_comment
    access_links = placed(link_fields.access_links)
    enforcement = placed(enforcement_fields.enforcement)
    suspension_ground = placed(enforcement_fields.suspension_ground)
    resolve_enforcement = enforcement_fields.resolve_enforcement
    resolve_suspension_ground = enforcement_fields.resolve_suspension_ground
    served_suspension_notice = placed(served_notice_fields.served_suspension_notice)
    resolve_served_suspension_notice = served_notice_fields.resolve_served_suspension_notice
    standing = placed(payment_fields.standing)
    payments = placed(payment_fields.payments)
    viewer_can_record_payment = placed(payment_fields.viewer_can_record_payment)
    viewer_payment_side = placed(payment_fields.viewer_payment_side)
    viewer_outstanding = placed(payment_fields.viewer_outstanding)
    resolve_standing = payment_fields.resolve_standing
    resolve_payments = payment_fields.resolve_payments
    resolve_viewer_can_record_payment = payment_fields.resolve_viewer_can_record_payment
    resolve_viewer_payment_side = payment_fields.resolve_viewer_payment_side
    resolve_viewer_outstanding = payment_fields.resolve_viewer_outstanding
    cutoff_text = placed(cutoff_fields.cutoff_text)
    resolve_cutoff_text = cutoff_fields.resolve_cutoff_text
    resolve_access_links = link_fields.resolve_access_links

    def resolve_activity(root, info):
        return ClaimActivityLoader(info).load_for(root.found, root.claim)

    def resolve_version(root, info):
        if root.version is not None:  # a node: read with the claim, no statement
            return root.version
        rev = queries.read_ledger_rev(root.found.id)
        if rev is None:  # a poll: one statement
            return polling.claim_version(root.claim.id, root.found.id)
        # The page has read all of it already (the ledger, the claim, its schedule): no statement.
        claim = root.claim
        return then(ScheduleLoader(info).load(claim.id), lambda schedule: polling.version_of_claim(
            rev, claim.content_updated_at, claim.status, schedule.version if schedule else None,
            schedule.status if schedule else None))

    def resolve_activity_version(root, info):
        if root.activity_version is not None:  # a node: read with the claim, no statement
            return root.activity_version
        return polling.claim_activity_version(root.found.viewer_org_id, root.claim.id)

    @classmethod
    def get_node(cls, info, id):
        return claim_view_of(info, id)

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
        rev = root.claim.draft_rev if (root.claim.draft_rev and policy.may_see_drafts(root.found)) else root.claim.latest_rev
        rev = rev or root.claim.draft_rev

        def title(revisions):
            revision = next((r for r in revisions if r.rev == rev), None) or (revisions[-1] if revisions else None)
            return domain.claim_title(root.claim.number, domain.RevisionType(revision.type if revision else "NzCcaClaim"))

        return then(RevisionsLoader(info).load(root.claim.id), title)

    def resolve_label(root, info):
        if root.claim.draft_rev is None or root.claim.status not in LIVE_STATUSES:
            return None
        return "Editing" if root.claim.latest_rev is not None else "Draft"

    def resolve_is_first(root, info):
        return then(ClaimsLoader(info).load(root.found.id), lambda claims: not any(
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
        return then(ReadsLoader(info).load(root.claim.id), lambda read: read < latest)

    def resolve_has_attachments(root, info):
        return AttachmentsLoader(info).load(root.claim.id)

    def resolve_content_updated_at(root, info):
        return root.claim.content_updated_at

    def resolve_created_at(root, info):
        return root.claim.created_at

    def resolve_draft(root, info):
        if not policy.may_see_drafts(root.found) or root.claim.status not in LIVE_STATUSES:
            return None
        return _revision(info, root, root.claim.draft_rev)

    def resolve_latest(root, info):
        return _revision(info, root, root.claim.latest_rev)

    def resolve_revisions(root, info):
        drafts = policy.may_see_drafts(root.found)

        def pick(revisions):
            return [RevisionView(root.found, root.claim, r) for r in revisions if drafts or not r.is_draft]

        return then(RevisionsLoader(info).load(root.claim.id), pick)

    def resolve_xero_url(root, info):
        return AccountingUrlsLoader(info).load(root.claim.id)

    def resolve_pdf_download_url(root, info):
        if root.claim.latest_rev is None:
            return None
        if root.claim.origin == models.ORIGIN_RECEIVED:  # the claim as received (issue 34)
            return received_fields.resolve_received_file_url(root, info)
        return _pdf_url(info, root, "latest", True)

    def resolve_pdf_view_url(root, info):
        if root.claim.latest_rev is None:
            return None
        if root.claim.origin == models.ORIGIN_RECEIVED:
            return received_fields.resolve_received_file_url(root, info)
        return _pdf_url(info, root, "latest", False)

    def resolve_pdf_preview_url(root, info):
        if root.claim.draft_rev is None or not policy.may_see_drafts(root.found) \
                or root.claim.status not in LIVE_STATUSES:
            return None
        return _pdf_url(info, root, "draft", False)

    def resolve_csv_download_url(root, info):
        if Claim.resolve_pdf_preview_url(root, info) is not None:
            return _pdf_url(info, root, "draft", True, "/v1/export/claim")
        if root.claim.latest_rev is None or root.claim.origin == models.ORIGIN_RECEIVED:
            return None  # a claim received: its document is the supplier's PDF, no lines of ours (issue 34)
        return _pdf_url(info, root, "latest", True, "/v1/export/claim")

    def resolve_viewer_can_see_draft(root, info):
        return policy.may_see_drafts(root.found)

    def resolve_viewer_can_edit(root, info):
        return policy.may_edit(root.found, root.claim)

    def resolve_viewer_can_submit(root, info):
        return policy.may_submit(root.found, root.claim)

    def resolve_viewer_can_change_to_draft(root, info):
        return then(ClaimsLoader(info).load(root.found.id),
                    lambda claims: policy.may_change_to_draft(root.found, root.claim, claims))

    def resolve_viewer_can_delete_draft(root, info):
        return policy.may_edit(root.found, root.claim)

    def resolve_viewer_can_delete(root, info):
        if root.claim.status == NEW:  # deleting a claim never submitted compares it with no other
            return policy.may_delete(root.found, root.claim, ())
        return then(ClaimsLoader(info).load(root.found.id),
                    lambda claims: policy.may_delete(root.found, root.claim, claims))

    def resolve_viewer_can_mark_paid(root, info):
        return policy.may_mark_paid(root.found, root.claim)

    def resolve_viewer_can_set_paying(root, info):
        return policy.may_set_paying(root.found, root.claim)

    def resolve_viewer_can_resend(root, info):
        return policy.may_resend(root.found, root.claim)
