"""Workspace permissions (spec 1 section 6): names, implications, roles and labels. Pure.

'ProgressClaims' is the product-access permission (shown as 'Progress Claims'); 'OrgEdit' is
'Owner, full access'. ui/src/settings/permissions.ts implements the same algebra and
tests/vectors/permissions.json keeps the two equal.

Implications (each permission grants the ones listed, transitively):

- OrgEdit grants everything.
- ContractEdit grants the other contract permissions (View, Comment, the two Drafts and the two
  Submits) and Progress Claims. The contract permissions are the ones a contract member can
  hold (spec 2 section 6); ContractCreate is a workspace permission, so ContractEdit does not
  grant it (the Member role lists "create contracts" beside "all contract permissions").
- Each Submit grants the matching Draft, Comment and View; each Draft grants Comment and View;
  Comment grants View.
- Every Contract* permission (ContractCreate included) grants Progress Claims.
- FlowWrite grants FlowRead.

A stored set is always closed under implication (`closure`). Ticking a permission adds it and
what it implies. Unticking a permission removes it, what it implies ("unticking a permission
removes what it implies") and what implies it (which would grant it back); what the remaining
permissions still imply stays. In one line: untick(S, p) = closure(S - {p} - implied(p) -
implied_by(p)). So unticking 'Send claims' from a Member also drops 'Draft claims' and 'Edit
projects' but keeps Comment and View, which 'Send payment schedules' still implies; unticking
'Owner, full access' leaves nothing (pick a role instead).

Roles are a chain: None (claims only) < Viewer (view, comment, claims) < Member (all contract
permissions, claims, create contracts; the default) < Owner (all). A set is described as the
largest role it contains plus its extras: the extra permissions not implied by another extra,
in the order of `ALL`; at most three are named and the rest counted ("Viewer + Draft claims",
"None + Invite users, View pay cycles, Create projects + 1 more"). A set without Progress
Claims contains no role and is described as 'No access' plus its extras.
"""
from collections.abc import Iterable
from functools import lru_cache

PROGRESS_CLAIMS = "ProgressClaims"
ORG_EDIT = "OrgEdit"
USER_INVITE = "UserInvite"
FLOW_READ = "FlowRead"
FLOW_WRITE = "FlowWrite"
CONTRACT_CREATE = "ContractCreate"
CONTRACT_VIEW = "ContractView"
CONTRACT_EDIT = "ContractEdit"
CONTRACT_COMMENT = "ContractComment"
CONTRACT_CUSTOMER_DRAFT = "ContractCustomerDraft"
CONTRACT_CUSTOMER_SUBMIT = "ContractCustomerSubmit"
CONTRACT_SUPPLIER_DRAFT = "ContractSupplierDraft"
CONTRACT_SUPPLIER_SUBMIT = "ContractSupplierSubmit"

# Every permission, in the order the members screen lists them.
ALL = (
    PROGRESS_CLAIMS,
    ORG_EDIT,
    USER_INVITE,
    FLOW_READ,
    FLOW_WRITE,
    CONTRACT_CREATE,
    CONTRACT_VIEW,
    CONTRACT_EDIT,
    CONTRACT_COMMENT,
    CONTRACT_CUSTOMER_DRAFT,
    CONTRACT_CUSTOMER_SUBMIT,
    CONTRACT_SUPPLIER_DRAFT,
    CONTRACT_SUPPLIER_SUBMIT,
)
_ORDER = {name: index for index, name in enumerate(ALL)}

LABELS = {
    PROGRESS_CLAIMS: "Progress Claims",
    ORG_EDIT: "Owner, full access",
    USER_INVITE: "Invite users",
    FLOW_READ: "View pay cycles",
    FLOW_WRITE: "Manage pay cycles",
    CONTRACT_CREATE: "Create projects",
    CONTRACT_VIEW: "View projects",
    CONTRACT_EDIT: "Edit projects",
    CONTRACT_COMMENT: "Comment",
    CONTRACT_CUSTOMER_DRAFT: "Draft payment schedules",
    CONTRACT_CUSTOMER_SUBMIT: "Send payment schedules",
    CONTRACT_SUPPLIER_DRAFT: "Draft claims",
    CONTRACT_SUPPLIER_SUBMIT: "Send claims",
}

# The permissions a contract member can hold (spec 2 section 6), as workspace permissions.
CONTRACT_PERMISSIONS = frozenset({
    CONTRACT_VIEW,
    CONTRACT_EDIT,
    CONTRACT_COMMENT,
    CONTRACT_CUSTOMER_DRAFT,
    CONTRACT_CUSTOMER_SUBMIT,
    CONTRACT_SUPPLIER_DRAFT,
    CONTRACT_SUPPLIER_SUBMIT,
})

# What each permission grants directly; `implied` follows these transitively.
GRANTS: dict[str, frozenset[str]] = {
    PROGRESS_CLAIMS: frozenset(),
    ORG_EDIT: frozenset(ALL) - {ORG_EDIT},
    USER_INVITE: frozenset(),
    FLOW_READ: frozenset(),
    FLOW_WRITE: frozenset({FLOW_READ}),
    CONTRACT_CREATE: frozenset({PROGRESS_CLAIMS}),
    CONTRACT_VIEW: frozenset({PROGRESS_CLAIMS}),
    CONTRACT_EDIT: (CONTRACT_PERMISSIONS - {CONTRACT_EDIT}) | {PROGRESS_CLAIMS},
    CONTRACT_COMMENT: frozenset({CONTRACT_VIEW, PROGRESS_CLAIMS}),
    CONTRACT_CUSTOMER_DRAFT: frozenset({CONTRACT_COMMENT, CONTRACT_VIEW, PROGRESS_CLAIMS}),
    CONTRACT_CUSTOMER_SUBMIT: frozenset({CONTRACT_CUSTOMER_DRAFT, CONTRACT_COMMENT, CONTRACT_VIEW, PROGRESS_CLAIMS}),
    CONTRACT_SUPPLIER_DRAFT: frozenset({CONTRACT_COMMENT, CONTRACT_VIEW, PROGRESS_CLAIMS}),
    CONTRACT_SUPPLIER_SUBMIT: frozenset({CONTRACT_SUPPLIER_DRAFT, CONTRACT_COMMENT, CONTRACT_VIEW, PROGRESS_CLAIMS}),
}


def _implied_of(name: str) -> frozenset[str]:
    seen: set[str] = set()
    pending = list(GRANTS[name])
    while pending:
        current = pending.pop()
        if current not in seen:
            seen.add(current)
            pending.extend(GRANTS[current])
    return frozenset(seen)


# Everything a permission grants, directly or not (never itself).
IMPLIED: dict[str, frozenset[str]] = {name: _implied_of(name) for name in ALL}
# Everything that grants a permission, directly or not (never itself).
IMPLIED_BY: dict[str, frozenset[str]] = {name: frozenset(p for p in ALL if name in IMPLIED[p]) for name in ALL}

OWNER = frozenset(ALL)
MEMBER = CONTRACT_PERMISSIONS | {PROGRESS_CLAIMS, CONTRACT_CREATE}
VIEWER = frozenset({CONTRACT_VIEW, CONTRACT_COMMENT, PROGRESS_CLAIMS})
NONE = frozenset({PROGRESS_CLAIMS})

# Largest first: a set is described by the first role it contains.
ROLES: tuple[tuple[str, frozenset[str]], ...] = (
    ("Owner", OWNER),
    ("Member", MEMBER),
    ("Viewer", VIEWER),
    ("None", NONE),
)
ROLE_PERMISSIONS = dict(ROLES)
DEFAULT_ROLE = "Member"
NO_ACCESS = "No access"
MAX_NAMED_EXTRAS = 3


class UnknownPermission(ValueError):
    def __init__(self, name):
        super().__init__(f"Unknown permission: {name}")
        self.name = name


def check_names(names: Iterable[str]) -> frozenset[str]:
    result = frozenset(names)
    for name in result:
        if name not in _ORDER:
            raise UnknownPermission(name)
    return result


def ordered(names: Iterable[str]) -> list[str]:
    """The names in the order of `ALL` (the stored and displayed order)."""
    return sorted(set(names), key=_ORDER.__getitem__)


def closure(names: Iterable[str]) -> frozenset[str]:
    """The names and everything they imply."""
    result = set(check_names(names))
    for name in list(result):
        result |= IMPLIED[name]
    return frozenset(result)


def is_closed(names: Iterable[str]) -> bool:
    names = frozenset(names)
    return closure(names) == names


def has(names: Iterable[str], permission: str) -> bool:
    """Does this set grant `permission` (itself or through an implication)?"""
    return permission in closure(names)


def tick(names: Iterable[str], permission: str) -> frozenset[str]:
    """Tick `permission`: add it and everything it implies."""
    return closure(set(names) | {permission})


def untick(names: Iterable[str], permission: str) -> frozenset[str]:
    """Untick `permission`: remove it, what it implies and what implies it; keep what the rest implies."""
    check_names([permission])
    current = closure(names)
    if permission not in current:  # nothing is ticked, so nothing is unticked
        return current
    removed = {permission} | IMPLIED[permission] | IMPLIED_BY[permission]
    return closure(current - removed)


def role_of(names: Iterable[str]) -> str | None:
    """The largest role the set contains, or None when it lacks Progress Claims."""
    current = closure(names)
    for role, permissions in ROLES:
        if permissions <= current:
            return role
    return None


def role_permissions(role: str) -> frozenset[str]:
    if role not in ROLE_PERMISSIONS:
        raise ValueError(f"Unknown role: {role}")
    return ROLE_PERMISSIONS[role]


def extras(names: Iterable[str]) -> list[str]:
    """The permissions beyond the role that no other extra implies, in `ALL` order."""
    current = closure(names)
    role = role_of(current)
    rest = current - (ROLE_PERMISSIONS[role] if role else frozenset())
    return ordered(p for p in rest if not any(p in IMPLIED[q] for q in rest if q != p))


def describe(names: Iterable[str]) -> str:
    """'Member', 'Viewer + Draft claims', 'None + Invite users, View pay cycles', ..."""
    role = role_of(names)
    base = role or NO_ACCESS
    more = extras(names)
    if not more:
        return base
    named = ", ".join(LABELS[p] for p in more[:MAX_NAMED_EXTRAS])
    hidden = len(more) - MAX_NAMED_EXTRAS
    return f"{base} + {named}" + (f" + {hidden} more" if hidden > 0 else "")


@lru_cache(maxsize=4096)
def _stored(names: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(ordered(closure(n for n in names if n in _ORDER)))


def normalise_stored(names) -> tuple[str, ...]:
    """A stored list (any order, maybe with names this version does not know) as the closed,
    ordered tuple; cached, since a members list repeats a handful of sets many times."""
    return _stored(tuple(names or ()))


@lru_cache(maxsize=4096)
def role_and_label(names: frozenset[str]) -> tuple[str | None, str]:
    return role_of(names), describe(names)
