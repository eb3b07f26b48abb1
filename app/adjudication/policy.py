"""Who may prepare, serve and record an adjudication: a member of either party with Edit on the contract
(the party giving the notice is the claimant; either party may refer a dispute, s 25). Reading the
notices and the timetable: anyone who reaches the contract. Pure: the caller reads the contract as
the viewer sees it."""
from app.contracts import permissions as cp
from app.contracts.access import VisibleContract

NO_PERMISSION = "Only members with Edit on this project can prepare, serve or record an adjudication"


def may_act(found: VisibleContract) -> bool:
    return found.can(cp.ContractPermission.EDIT) and found.contract.archived_at is None


def may_record(found: VisibleContract) -> bool:
    """Either party records what happened (the respondent receives the acceptance and serves the response)."""
    return may_act(found)
