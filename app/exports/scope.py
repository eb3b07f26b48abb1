"""Which contracts an export reads, decided once through `app.contracts.access`.

An export reaches contracts only as the viewer does: its organisation an accepted party, the
viewer allowed to see them. The answer is three id lists (every contract, those where the
organisation is the supplier, those where the viewer also sees the supplier's drafts), so the
export's own statement filters claims by array and never re-decides access per row.
"""
from dataclasses import dataclass

from app.claims import policy
from app.contracts import access
from app.contracts.models import CUSTOMER, SUPPLIER
from app.db import db
from app.orgs.access import Viewer


@dataclass(frozen=True)
class Scope:
    contract_ids: list[int]
    supplier_ids: list[int]  # the organisation is the supplier party
    draft_ids: list[int]  # ... and the viewer sees the supplier's drafts (New claims)


def scope_of(viewer: Viewer, relation: str | None = None) -> Scope:
    """The contracts the viewer reaches, as `relation` (Supplier or Customer) when given: one statement."""
    contract_ids, supplier_ids, draft_ids = [], [], []
    for row in db.session.execute(access.visible_contracts(viewer)):
        found = access.visible(viewer, row)
        if relation is not None and found.relation != relation:
            continue
        contract_ids.append(found.id)
        if found.is_supplier:
            supplier_ids.append(found.id)
            if policy.may_see_drafts(found):
                draft_ids.append(found.id)
    return Scope(contract_ids, supplier_ids, draft_ids)


RELATIONS = (SUPPLIER, CUSTOMER)
