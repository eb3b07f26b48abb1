"""What a viewer may do with contracts and pay cycles: one answer for the services and the API.

The services refuse by these rules (`require_*`, and `member_refusal` for the message) and the
API shows them (`viewerCan*` calls the `may_*` functions). Pure: the caller passes the viewer
and, for one contract, the contract as the viewer sees it (`VisibleContract`).
"""
from app.contracts import permissions as cp
from app.contracts.access import VisibleContract
from app.errors import PermissionDenied, UserError
from app.orgs import permissions as perms
from app.orgs.access import Viewer

ARCHIVED = "This project is archived"
NO_CREATE = "You do not have permission to create projects."
NO_ANSWER = "You do not have permission to accept or decline projects."
NO_EDIT = "You do not have permission to edit this project."
OWN_ROLE = "You cannot change your own contract role."
OTHER_PARTY_MEMBER = "Only {name} can change the contract roles of its people."


def may_create_contract(viewer: Viewer) -> bool:
    return viewer.can(perms.CONTRACT_CREATE)


def require_create(viewer: Viewer) -> None:
    if not may_create_contract(viewer):
        raise PermissionDenied(NO_CREATE)


def may_answer_invitation(viewer: Viewer) -> bool:
    """Accepting another organisation's invitation binds the viewer's organisation to a contract,
    as creating one does: the same workspace permission, ContractCreate."""
    return viewer.can(perms.CONTRACT_CREATE)


def require_answer_invitation(viewer: Viewer) -> None:
    if not may_answer_invitation(viewer):
        raise PermissionDenied(NO_ANSWER)


def may_edit(found: VisibleContract, *, allow_archived: bool = False) -> bool:
    """Edit on this contract, and (unless allowed) the contract is not archived."""
    return found.can(cp.ContractPermission.EDIT) and (allow_archived or found.contract.archived_at is None)


def require_edit(found: VisibleContract, *, allow_archived: bool = False) -> None:
    """PermissionDenied without Edit; UserError when archived (unless allowed)."""
    if not found.can(cp.ContractPermission.EDIT):
        raise PermissionDenied(NO_EDIT)
    if found.contract.archived_at is not None and not allow_archived:
        raise UserError(ARCHIVED)


def member_refusal(viewer: Viewer, user_id: int, org_id: int | None) -> str | None:
    """Why the viewer cannot change this contract member's role (their own, or another party's
    person: OTHER_PARTY_MEMBER takes that party's `name`), or None."""
    if user_id == viewer.user_id:
        return OWN_ROLE
    if org_id != viewer.org.id:
        return OTHER_PARTY_MEMBER
    return None


def may_change_member(viewer: Viewer, found: VisibleContract, user_id: int, org_id: int | None) -> bool:
    """The viewer may change this member's contract role: Edit on a contract that is not archived,
    and the member is another person of the viewer's organisation."""
    return may_edit(found) and member_refusal(viewer, user_id, org_id) is None


def may_view_pay_cycles(viewer: Viewer) -> bool:
    return viewer.can(perms.FLOW_READ)


def may_manage_pay_cycles(viewer: Viewer) -> bool:
    return viewer.can(perms.FLOW_WRITE)
