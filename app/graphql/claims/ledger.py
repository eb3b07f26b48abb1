"""The Ledger type: a contract's claims as the columns of a grid of items (the contract page)."""
from dataclasses import dataclass

import graphene
from graphql_relay import to_global_id

from app.claims import policy, queries
from app.claims.totals import ItemRow
from app.contracts.access import VisibleContract
from app.domain import claims as domain
from app.graphql.claims.entries import ClaimTotals, LedgerEntry, RetentionFormula, retention_formula_of
from app.graphql.claims.enums import ClaimStatus, LedgerMode, LineType
from app.graphql.claims.types import Claim, ClaimView
from app.graphql.core.scalars import BigInt, Cents, CentsList


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

    claim = graphene.Field(Claim, required=True, description="The claim.")
    number = graphene.Int(required=True, description="The claim number.")
    rev = graphene.Int(required=True, description="The revision counted.")
    is_draft = graphene.Boolean(required=True, description="The revision counted is the draft.")
    status = graphene.Field(ClaimStatus, required=True, description="The claim's status.")
    title = graphene.String(required=True, description="The revision's title.")
    totals = graphene.Field(ClaimTotals, required=True, description="The claim's totals: Total excl "
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
        return domain.claim_title(root.column.claim.number, domain.RevisionType(type_))

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
    head = graphene.Field(LedgerEntry, required=True, description="Its entry in the newest column that has one "
                                                                      "(its current name, type, prices...).")
    type = graphene.Field(LineType, required=True, description="The line type.")
    name = graphene.String(required=True, description="The description.")
    group_path = graphene.String(required=True, description="Groups joined with ' >> '.")
    position = BigInt(required=True, description="Sort order.")
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


class Ledger(graphene.ObjectType):
    class Meta:
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
        graphene.NonNull(LedgerEntry), required=True,
        number=graphene.Int(description="Only this claim's entries."),
        mode=graphene.Argument(LedgerMode, description="Only entries of this mode."),
        description="The raw entries counted in this view (all modes), by claim number and position.")
    to_date = graphene.Field(ClaimTotals, description="The totals as at the newest claim; null when none.")
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
        return (d := root.data.draft_claim()) is not None and policy.may_edit(root.found, d)

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
    drafts = policy.may_see_drafts(found)
    c = found.contract
    return LedgerRoot(found, queries.ledger_data(c.id, c.tax_rate_id, drafts=drafts), drafts)
