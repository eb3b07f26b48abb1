"""`node(id:)` for rows that belong to a contract: visible only through a contract the viewer reaches."""
from app.contracts import access
from app.contracts.access import VisibleContract
from app.graphql.core.ids import row_number
from app.graphql.core.viewer import viewer_of


def reachable_contract(viewer, contract_id: int) -> VisibleContract | None:
    return access.get_contracts(viewer, [contract_id]).get(contract_id)


def get_contract_row(info, model, id, also: tuple = ()):
    """(row, its contract as the viewer sees it, *also) for the node id of a `model` row with a
    contract_id; None when signed out, missing, or on a contract the viewer's organisation is not a
    party to. `also`: see `access.get_row_of_contract`."""
    viewer, row_id = viewer_of(info, required=False), row_number(str(id))
    if viewer is None or row_id is None:
        return None
    # The row with its contract in one statement (a claim's side panel polls it every few seconds).
    return access.get_row_of_contract(viewer, model, row_id, also)


def get_contract_row_columns(info, model, id, columns: tuple):
    """(whether the viewer is the supplier, *columns) of the node id's `model` row, reached as
    `get_contract_row` reaches it (`access.get_columns_of_contract_row`); None as it answers None."""
    viewer, row_id = viewer_of(info, required=False), row_number(str(id))
    if viewer is None or row_id is None:
        return None
    return access.get_columns_of_contract_row(viewer, model, row_id, columns)
