"""The one reader of global IDs (Relay's base64 `Type:id`), like Saleor's from_global_id_or_error.

An ID of another type, a malformed one, or one too long to be real reads exactly like an ID that
does not exist: the caller answers 'X not found' and never says why.

A row of an organisation's own schema (`org_<id>`: a PayCycle, a Contact) is numbered by that
schema alone, so `PayCycle:1` would exist in every organisation, and one browser signed in to two
accounts would merge two objects in its Relay store. Its local part carries the organisation:
`<org id>:<row id>` (`tenant_local`), and reading one back (`tenant_row`, `tenant_id`) refuses an
organisation other than the request's exactly like a missing row. A Member is the exception that
needs no prefix: its id is the `shared.users` id, one per account per organisation.
"""

from app.contracts.access import CONTRACT_NOT_FOUND
from app.errors import NotFound
from app.ids import database_id, local_id, row_number, split_global_id  # noqa: F401  (the API's readers)


def tenant_local(org_id: int, row_id) -> str:
    """The local part of the global ID of a row of organisation `org_id`'s own schema (a node's resolve_id)."""
    return f"{org_id}:{row_id}"


def tenant_row(local, org_id: int | None, *, number: bool = False):
    """The row id inside a `tenant_local` part when its organisation is `org_id` (a node's get_node gets the
    local part); with `number`, only a database id. None otherwise: another organisation's row is missing."""
    if org_id is None or not isinstance(local, str):
        return None
    org_part, _, row = local.partition(":")
    if org_part != str(org_id) or not row:
        return None
    return row_number(row) if number else row


def tenant_id(global_id, only_type: str, org_id: int | None, *, number: bool = False):
    """The row id inside a global ID of `only_type` of a row of organisation `org_id`'s own schema; None otherwise."""
    return tenant_row(local_id(global_id, only_type), org_id, number=number)


def tenant_id_or_error(global_id, only_type: str, org_id: int | None, message: str | None = None) -> int:
    """The database id inside a global ID of a row of organisation `org_id`'s own schema; NotFound otherwise."""
    found = tenant_id(global_id, only_type, org_id, number=True)
    if found is None:
        raise NotFound(message or f"{only_type} not found")
    return found


def from_global_id_or_error(global_id, only_type: str, message: str | None = None) -> int:
    """The database id inside a global ID of `only_type`; NotFound (`message`, else 'X not found') otherwise."""
    found = database_id(global_id, only_type)
    if found is None:
        raise NotFound(message or f"{only_type} not found")
    return found


def contract_id_of(global_id) -> int:
    """The database id inside a Contract global ID; 'Contract not found' for anything else."""
    return from_global_id_or_error(global_id, "Contract", CONTRACT_NOT_FOUND)
