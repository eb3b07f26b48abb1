"""The one reader of global IDs (Relay's base64 `Type:id`), like Saleor's from_global_id_or_error.

An ID of another type, a malformed one, or one too long to be real reads exactly like an ID that
does not exist: the caller answers 'X not found' and never says why.
"""
from graphql_relay import from_global_id

from app.contracts.access import CONTRACT_NOT_FOUND
from app.errors import NotFound

MAX_LENGTH = 200  # far beyond any real ID; decoding more is work for a caller's mistake
MAX_DIGITS = 18  # a database id is a bigint


def local_id(global_id, only_type: str) -> str | None:
    """The local part of a global ID of `only_type` (e.g. a Contact's 'org:contact'); None otherwise."""
    if not isinstance(global_id, str) or len(global_id) > MAX_LENGTH:
        return None
    try:
        kind, local = from_global_id(global_id)
    except Exception:  # noqa: BLE001 (any undecodable text is simply not an ID)
        return None
    return local if kind == only_type and local else None


def database_id(global_id, only_type: str, *, bare: bool = False) -> int | None:
    """The database id inside a global ID of `only_type` (with `bare`, also a plain number); None otherwise."""
    local = local_id(global_id, only_type)
    if local is None and bare and isinstance(global_id, (str, int)):
        local = str(global_id)
    if local is None or not (local.isascii() and local.isdigit()) or len(local) > MAX_DIGITS:
        return None
    return int(local)


def from_global_id_or_error(global_id, only_type: str, message: str | None = None) -> int:
    """The database id inside a global ID of `only_type`; NotFound (`message`, else 'X not found') otherwise."""
    found = database_id(global_id, only_type)
    if found is None:
        raise NotFound(message or f"{only_type} not found")
    return found


def contract_id_of(global_id) -> int:
    """The database id inside a Contract global ID; 'Contract not found' for anything else."""
    return from_global_id_or_error(global_id, "Contract", CONTRACT_NOT_FOUND)
