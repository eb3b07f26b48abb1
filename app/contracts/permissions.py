"""Contract permissions and their presets (spec 1 §6, spec 2 §6). Pure: no I/O.

Permissions, by their exact names: View, Comment, CustomerDraft, CustomerSubmit,
SupplierDraft, SupplierSubmit, Edit.

Presets (a member's "contract role"):

    OWNER             all seven
    CUSTOMER          View, Comment, CustomerDraft, CustomerSubmit
    SUPPLIER          View, Comment, SupplierDraft, SupplierSubmit
    READ_AND_COMMENT  View, Comment
    READONLY          View
    Custom            any other set

Decisions:

- Sets are closed under implication, the same ladder as the workspace permissions: Edit
  grants every other permission; each Submit grants its Draft; each Draft grants Comment;
  Comment grants View. So {Edit} is OWNER and {SupplierSubmit} is SUPPLIER, and a stored set
  is always one a person could tick in the members screen. An empty set is refused: a
  member who cannot even view the contract is not a member.
- A viewer's permissions on a contract (`viewer_permissions`) are the union of the
  permissions of their contract membership and those their workspace permissions grant
  (ContractView → View ... ContractEdit → Edit), then limited to the viewer's side: a
  supplier-side viewer never holds CustomerDraft/CustomerSubmit and a customer-side viewer
  never holds SupplierDraft/SupplierSubmit, whatever preset they were given (OWNER on the
  supplier side means "everything a supplier can do").
"""
from collections.abc import Iterable
from enum import Enum
from functools import lru_cache

from app.errors import UserError


class ContractPermission(str, Enum):
    VIEW = "View"
    COMMENT = "Comment"
    CUSTOMER_DRAFT = "CustomerDraft"
    CUSTOMER_SUBMIT = "CustomerSubmit"
    SUPPLIER_DRAFT = "SupplierDraft"
    SUPPLIER_SUBMIT = "SupplierSubmit"
    EDIT = "Edit"


P = ContractPermission
ALL: tuple[ContractPermission, ...] = tuple(ContractPermission)
ORDER = {p: i for i, p in enumerate(ALL)}

# What each permission grants directly (the closure follows the chain).
_GRANTS: dict[ContractPermission, frozenset[ContractPermission]] = {
    P.VIEW: frozenset(),
    P.COMMENT: frozenset({P.VIEW}),
    P.CUSTOMER_DRAFT: frozenset({P.COMMENT}),
    P.SUPPLIER_DRAFT: frozenset({P.COMMENT}),
    P.CUSTOMER_SUBMIT: frozenset({P.CUSTOMER_DRAFT}),
    P.SUPPLIER_SUBMIT: frozenset({P.SUPPLIER_DRAFT}),
    P.EDIT: frozenset(ALL) - {P.EDIT},
}

PRESETS: dict[str, frozenset[ContractPermission]] = {
    "OWNER": frozenset(ALL),
    "CUSTOMER": frozenset({P.VIEW, P.COMMENT, P.CUSTOMER_DRAFT, P.CUSTOMER_SUBMIT}),
    "SUPPLIER": frozenset({P.VIEW, P.COMMENT, P.SUPPLIER_DRAFT, P.SUPPLIER_SUBMIT}),
    "READ_AND_COMMENT": frozenset({P.VIEW, P.COMMENT}),
    "READONLY": frozenset({P.VIEW}),
}
CUSTOM = "Custom"
PRESET_LABELS = {
    "OWNER": "Owner",
    "CUSTOMER": "Customer",
    "SUPPLIER": "Supplier",
    "READ_AND_COMMENT": "Read and comment",
    "READONLY": "Read only",
    CUSTOM: "Custom",
}

NO_PERMISSIONS = "A contract member needs at least the View permission"
UNKNOWN_PERMISSION = "Unknown contract permission: {name}"
UNKNOWN_PRESET = "Unknown contract role: {name}"

# Workspace permission (app.orgs.permissions) → the contract permission it grants.
WORKSPACE_TO_CONTRACT: dict[str, ContractPermission] = {
    "ContractView": P.VIEW,
    "ContractComment": P.COMMENT,
    "ContractCustomerDraft": P.CUSTOMER_DRAFT,
    "ContractCustomerSubmit": P.CUSTOMER_SUBMIT,
    "ContractSupplierDraft": P.SUPPLIER_DRAFT,
    "ContractSupplierSubmit": P.SUPPLIER_SUBMIT,
    "ContractEdit": P.EDIT,
}
SUPPLIER_ONLY = frozenset({P.SUPPLIER_DRAFT, P.SUPPLIER_SUBMIT})
CUSTOMER_ONLY = frozenset({P.CUSTOMER_DRAFT, P.CUSTOMER_SUBMIT})


def parse(names: Iterable[str | ContractPermission]) -> frozenset[ContractPermission]:
    """Permission names (or members) to a set, refusing unknown names (not closed)."""
    out = set()
    for name in names:
        try:
            out.add(ContractPermission(name))
        except ValueError:
            raise UserError(UNKNOWN_PERMISSION.format(name=name), field="permissions") from None
    return frozenset(out)


def close(permissions: Iterable[ContractPermission]) -> frozenset[ContractPermission]:
    """The set with everything its members imply."""
    result = set(permissions)
    pending = list(result)
    while pending:
        for granted in _GRANTS[pending.pop()]:
            if granted not in result:
                result.add(granted)
                pending.append(granted)
    return frozenset(result)


def normalise(names: Iterable[str | ContractPermission]) -> frozenset[ContractPermission]:
    """What a member's permissions are stored as: parsed, closed and non-empty."""
    permissions = close(parse(names))
    if not permissions:
        raise UserError(NO_PERMISSIONS, field="permissions")
    return permissions


def preset_permissions(preset: str) -> frozenset[ContractPermission]:
    try:
        return PRESETS[preset]
    except KeyError:
        raise UserError(UNKNOWN_PRESET.format(name=preset), field="preset") from None


def preset_of(permissions: Iterable[str | ContractPermission]) -> str:
    """The preset name the set matches exactly, else 'Custom'."""
    given = parse(permissions)
    for name, members in PRESETS.items():
        if given == members:
            return name
    return CUSTOM


def sorted_names(permissions: Iterable[ContractPermission]) -> list[str]:
    """Names in the canonical order (View ... Edit), for storage and answers."""
    return [p.value for p in sorted(set(permissions), key=ORDER.__getitem__)]


def from_workspace(workspace_permissions: Iterable[str]) -> frozenset[ContractPermission]:
    """The contract permissions a member's workspace permissions grant on every contract of the org.

    The workspace set is expected already expanded by its own implications (OrgEdit grants
    everything, ContractEdit the other contract permissions ...); the contract closure is
    applied again here, so a partly expanded set still gives a consistent answer.
    """
    names = set(workspace_permissions)
    if "OrgEdit" in names:
        return frozenset(ALL)
    return close(WORKSPACE_TO_CONTRACT[n] for n in names if n in WORKSPACE_TO_CONTRACT)


def limit_to_side(permissions: Iterable[ContractPermission], *, is_supplier: bool) -> frozenset[ContractPermission]:
    return frozenset(permissions) - (CUSTOMER_ONLY if is_supplier else SUPPLIER_ONLY)


def viewer_permissions(
    member_permissions: Iterable[str | ContractPermission] | None,
    workspace_permissions: Iterable[str],
    *,
    is_supplier: bool,
) -> frozenset[ContractPermission]:
    """A viewer's permissions on one contract (see the module's decisions)."""
    member = tuple(sorted(str(getattr(p, "value", p)) for p in member_permissions)) if member_permissions else ()
    return _viewer_permissions(member, frozenset(workspace_permissions), is_supplier)


@lru_cache(maxsize=4096)
def _viewer_permissions(member: tuple[str, ...], workspace: frozenset[str], is_supplier: bool):
    # Cached: a list of thousands of contracts has a handful of distinct (membership, side) pairs.
    from_member = close(parse(member)) if member else frozenset()
    return limit_to_side(from_member | from_workspace(workspace), is_supplier=is_supplier)
