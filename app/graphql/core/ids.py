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
from graphql_relay import from_global_id

from app.contracts.access import CONTRACT_NOT_FOUND
from app.errors import NotFound

MAX_LENGTH = 200  # far beyond any real ID; decoding more is work for a caller's mistake
MAX_DIGITS = 18  # a database id is a bigint


def split_global_id(global_id) -> tuple[str, str] | None:
    """(type name, local part) of a global ID; None for anything else: not text, too long, not
    base64 of UTF-8 `Type:local`, or either part empty."""
    if not isinstance(global_id, str) or len(global_id) > MAX_LENGTH:
        return None
    try:
        kind, local = from_global_id(global_id)
    except Exception:  # noqa: BLE001 (any undecodable text is simply not an ID)
        return None
    return (kind, local) if kind and local else None


def local_id(global_id, only_type: str) -> str | None:
    """The local part of a global ID of `only_type`; None otherwise."""
    parts = split_global_id(global_id)
    return parts[1] if parts is not None and parts[0] == only_type else None


def row_number(local) -> int | None:
    """The database id a local part names (a node's get_node gets the local part); None when it is
    not a number a bigint column can hold, which reads like a missing row."""
    if not isinstance(local, str):
        return None
    if local is None or not (local.isascii() and local.isdigit()) or len(local) > MAX_DIGITS:
        return None
    return int(local)


def database_id(global_id, only_type: str, *, bare: bool = False) -> int | None:
    """The database id inside a global ID of `only_type` (with `bare`, also a plain number); None otherwise."""
    local = local_id(global_id, only_type)
    if local is None and bare and isinstance(global_id, (str, int)):
        local = str(global_id)
    return row_number(local)


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
