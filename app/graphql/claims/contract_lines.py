"""The contract's schedule of values on the Contract type (issue 15): its lines and who may edit them."""
from dataclasses import dataclass

import graphene

from app.claims import contract_lines
from app.claims.models import ContractLine as LineRow
from app.graphql.claims.enums import LineType
from app.graphql.core.loaders import DataLoader, then
from app.graphql.core.scalars import BigInt, Cents


@dataclass
class LineView:
    row: LineRow
    claimed_in: int | None
    can_edit: bool


class ScheduleLoader(DataLoader):
    """Each contract's schedule lines and the first claim with an amount on each (two statements)."""

    def find(self, contract_ids):
        lines = contract_lines.lines_of(contract_ids)
        claimed = contract_lines.claimed_in(contract_ids)
        return {cid: [(row, claimed.get((cid, row.item_id))) for row in rows] for cid, rows in lines.items()}


class ContractLine(graphene.ObjectType):
    class Meta:
        description = ("A line of the contract's schedule of values: a lump sum (contract value) or a quantity "
                       "line (contract quantity x rate = contract value). Each new claim starts from these lines.")

    item_id = graphene.String(required=True, description="The item (the same itemId on the claims' lines).")
    type = graphene.Field(LineType, required=True, description="The line type (the claim section).")
    position = BigInt(required=True, description="Sort order.")
    name = graphene.String(required=True, description="The description.")
    group = graphene.List(graphene.NonNull(graphene.String), required=True,
                          description="Parent group names, outermost first.")
    group_path = graphene.String(required=True, description="The groups joined with ' >> ' ('' when none).")
    reference = graphene.String(required=True, description="A reference.")
    unit = graphene.String(required=True, description="The unit of the quantity ('m', 'm2', 'ea'; '' for a lump sum).")
    is_lump_sum = graphene.Boolean(required=True, description="A lump sum: no quantity, the rate is the value.")
    qty_milli = BigInt(description="The contract quantity in thousandths; null for a lump sum.")
    unit_price = graphene.Field(Cents, required=True, description="The rate, cents.")
    total_price = graphene.Field(Cents, required=True, description="The contract value, cents.")
    claimed_in = graphene.Int(description="The first claim with an amount on this line; null when none.")
    locked_reason = graphene.String(
        description="Why the quantity, rate and value can no longer change and the line cannot be deleted "
                    "(a claim has an amount on it); null while they can.")
    viewer_can_edit_prices = graphene.Boolean(
        required=True, description="The viewer may change the quantity, rate and value, and delete the line.")

    def resolve_item_id(root, info):
        return root.row.item_id

    def resolve_type(root, info):
        return root.row.type

    def resolve_position(root, info):
        return root.row.position

    def resolve_name(root, info):
        return root.row.name

    def resolve_group(root, info):
        return list(root.row.group_path)

    def resolve_group_path(root, info):
        return " >> ".join(root.row.group_path)

    def resolve_reference(root, info):
        return root.row.reference

    def resolve_unit(root, info):
        return root.row.unit

    def resolve_is_lump_sum(root, info):
        return root.row.qty_milli is None

    def resolve_qty_milli(root, info):
        return root.row.qty_milli

    def resolve_unit_price(root, info):
        return root.row.unit_price

    def resolve_total_price(root, info):
        return root.row.total_price

    def resolve_claimed_in(root, info):
        return root.claimed_in

    def resolve_locked_reason(root, info):
        return contract_lines.locked_reason(root.claimed_in)

    def resolve_viewer_can_edit_prices(root, info):
        return root.can_edit and root.claimed_in is None


class ContractScheduleFields:
    """Mixed into the Contract type (through ContractClaimsFields)."""

    schedule_of_values = graphene.List(
        graphene.NonNull(ContractLine), required=True,
        description="The contract's schedule of values, in order: the lines each new claim starts from. Both "
                    "sides read it; the supplier side with Edit changes it (scheduleOfValuesUpdate).")
    viewer_can_edit_schedule = graphene.Boolean(
        required=True, description="The viewer may change the schedule of values: supplier side, Edit, not archived.")

    def resolve_schedule_of_values(root, info):
        can_edit = contract_lines.may_edit(root)
        return then(ScheduleLoader(info).load(root.id),
                    lambda rows: [LineView(row, number, can_edit) for row, number in rows])

    def resolve_viewer_can_edit_schedule(root, info):
        return contract_lines.may_edit(root)
