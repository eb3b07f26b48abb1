"""The variation register (issue 36): every variation the viewer reaches, across its projects,
with its issue, estimate, approvals and who must act next (app.variations.policy.awaiting),
filterable by state and by project. Newest issue first, its variations in the order they were made.

States (the filter), the same as `policy.awaiting` reads them:
- Open: somebody must act (no estimate yet, an approval still Pending, or one side rejected the
  estimate and the other must revise or withdraw);
- Approved: approved by both sides (its line is in the contract's ledger);
- Rejected: rejected by both sides (closed).

One statement for the rows however many (the screen's issue, estimate and party names come
from the request's loaders, one statement each), and one for the version the screen polls.
"""
from sqlalchemy import and_, func, not_, or_

from app.contracts.access import visible_contracts
from app.contracts.models import Contract
from app.db import db
from app.orgs.access import Viewer
from app.variations.models import APPROVED, REJECTED, Variation
from app.variations.queries import SeenVariation, variations_where

OPEN = "Open"
APPROVED_STATE = "Approved"
REJECTED_STATE = "Rejected"
MAX_ROWS = 500

_BOTH_APPROVED = and_(Variation.supplier_status == APPROVED, Variation.customer_status == APPROVED)
_BOTH_REJECTED = and_(Variation.supplier_status == REJECTED, Variation.customer_status == REJECTED)
_STATES = {
    OPEN: not_(or_(_BOTH_APPROVED, _BOTH_REJECTED)),
    APPROVED_STATE: _BOTH_APPROVED,
    REJECTED_STATE: _BOTH_REJECTED,
}


def _criteria(state: str | None, contract_id: int | None) -> list:
    out = []
    if state is not None:
        out.append(_STATES[state])
    if contract_id is not None:
        out.append(Variation.contract_id == contract_id)
    return out


def register(viewer: Viewer, *, state: str | None = None, contract_id: int | None = None,
             limit: int = MAX_ROWS) -> list[SeenVariation]:
    return variations_where(viewer, *_criteria(state, contract_id),
                            order=(Variation.issue_id.desc(), Variation.id), limit=min(limit, MAX_ROWS))


def register_version(viewer: Viewer, *, state: str | None = None, contract_id: int | None = None) -> str:
    """Changes whenever the register could (its 30 s poll asks this first, as the home lists ask
    theirs, app.polling): how many rows and a sum of hashes of what each shows (the variation and
    its last change, which an estimate and every approval stamp; its contract's name). One
    statement. A new estimate's lines are seen through the variation's change time."""
    shown = func.concat_ws("|", Variation.id, Variation.updated_at, Contract.site_name)
    query = (visible_contracts(viewer).join(Variation, Variation.contract_id == Contract.id)
             .where(*_criteria(state, contract_id)).with_only_columns(func.count(), func.sum(func.hashtext(shown))))
    count, digest = db.session.execute(query).one()
    return f"{count}.{digest or 0}"
