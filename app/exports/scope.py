"""Which contracts an export reads, decided once through `app.contracts.access`.

An export reaches contracts only as the viewer does: its organisation an accepted party, the
viewer allowed to see them. The answer is three id lists (every contract, those where the
organisation is the supplier, those where the viewer also sees the supplier's drafts), so the
export's own statement filters claims by array and never re-decides access per row.
"""
from dataclasses import dataclass

from app.claims import policy
from app.contracts import access
from app.contracts import permissions as cp
from app.contracts.models import CUSTOMER, SUPPLIER, Contract
from app.db import db
from app.orgs.access import Viewer

RELATIONS = (SUPPLIER, CUSTOMER)


@dataclass(frozen=True)
class Scope:
    contract_ids: list[int]
    supplier_ids: list[int]  # the organisation is the supplier party
    draft_ids: list[int]  # ... and the viewer sees the supplier's drafts (New claims)


def scope_of(viewer: Viewer, relation: str | None = None) -> Scope:
    """The contracts the viewer reaches, as `relation` (Supplier or Customer) when given: one
    statement that reads each contract's id, side and membership, never its whole record."""
    query = access.visible_contracts(viewer)
    side = query.selected_columns["relation"]
    membership_permissions = query.selected_columns["permissions"]
    if relation is not None:
        query = query.where(side == relation)
    contract_ids, supplier_ids, draft_ids = [], [], []
    for contract_id, party, member_permissions in db.session.execute(
            query.with_only_columns(Contract.id, side, membership_permissions)):
        contract_ids.append(contract_id)
        if party == SUPPLIER:
            supplier_ids.append(contract_id)
            permissions = cp.viewer_permissions(member_permissions, viewer.permissions, is_supplier=True)
            if policy.sees_drafts(True, permissions.__contains__):
                draft_ids.append(contract_id)
    return Scope(contract_ids, supplier_ids, draft_ids)
