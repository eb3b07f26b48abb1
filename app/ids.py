"""Global IDs read without the GraphQL layer: what REST surfaces (a PDF or export link naming a
contract by the ID GraphQL gave it) and the GraphQL layer (`app.graphql.core.ids`, which adds the
tenant-row and not-found helpers) both need.

Relay's global ID is base64 `Type:id`. An ID of another type, a malformed one, or one too long to be
real reads exactly like an ID that does not exist (None).
"""
from graphql_relay import from_global_id

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
    if not (local.isascii() and local.isdigit()) or len(local) > MAX_DIGITS:
        return None
    return int(local)


def database_id(global_id, only_type: str, *, bare: bool = False) -> int | None:
    """The database id inside a global ID of `only_type` (with `bare`, also a plain number); None otherwise."""
    local = local_id(global_id, only_type)
    if local is None and bare and isinstance(global_id, (str, int)):
        local = str(global_id)
    return row_number(local)
