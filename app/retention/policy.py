"""Who may do what with retention money: the holder's owners and members with Edit keep its records
(a contract's ledger, the trust account, the instrument register); the subcontractor reads its own
ledgers and writes nothing. Used by the service to refuse and by the API to show."""
from app.contracts.access import VisibleContract
from app.contracts.permissions import ContractPermission
from app.orgs import permissions as perms
from app.orgs.access import Viewer

NOT_HOLDER = "Only the party holding the retention money (the payer on this contract) keeps its ledger"
NO_PERMISSION = "Only owners and members with Edit on this project can record retention money"
NO_ACCOUNT_PERMISSION = "Only owners and members who can edit projects can record the trust account"


def is_holder(found: VisibleContract) -> bool:
    return not found.is_supplier


def may_record(found: VisibleContract) -> bool:
    return is_holder(found) and found.can(ContractPermission.EDIT)


def may_keep_account(viewer: Viewer) -> bool:
    return viewer.can(perms.CONTRACT_EDIT)
