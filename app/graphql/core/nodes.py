"""`node(id:)` for rows that belong to a contract: visible only through a contract the viewer reaches."""
from app.contracts import access
from app.contracts.access import VisibleContract
from app.db import db
from app.graphql.core.viewer import viewer_of


def reachable_contract(viewer, contract_id: int) -> VisibleContract | None:
    return access.get_contracts(viewer, [contract_id]).get(contract_id)


def get_contract_row(info, model, id):
    """(row, its contract as the viewer sees it) for the node id of a `model` row with a contract_id;
    None when signed out, missing, or on a contract the viewer's organisation is not a party to."""
    viewer = viewer_of(info, required=False)
    if viewer is None or not str(id).isdigit():
        return None
    row = db.session.get(model, int(id))
    found = reachable_contract(viewer, row.contract_id) if row else None
    return None if found is None else (row, found)
