"""The Inbox's variations awaiting the viewer's estimate (issue 16, beyond the spec: the estimate
deadline shows in the supplier's Inbox).

Awaiting: a variation on a contract the viewer reaches as the supplier side and may estimate on
(app.variations.policy), with no estimate yet and not closed (no approval recorded, the contract
not archived). Soonest deadline first; one statement however many there are. Overdue: the
deadline day has passed in Auckland (the estimate may still come: it stays until it does).
"""
from dataclasses import dataclass
from datetime import date

from sqlalchemy import and_, exists, func

from app.contracts.access import visible, visible_contracts
from app.contracts.models import SUPPLIER, Contract, ContractOrg
from app.db import db
from app.domain.errors import RuleError
from app.domain.schedule_deadline import working_days_left
from app.domain.working_days import today_in_auckland
from app.orgs.access import Viewer
from app.variations import policy
from app.variations.models import PENDING, Issue, Variation
from app.variations.queries import SeenVariation


@dataclass(frozen=True)
class EstimateRequest:
    seen: SeenVariation
    issue: Issue
    today: date

    @property
    def is_overdue(self) -> bool:
        return self.issue.due_at is not None and self.issue.due_at < self.today

    @property
    def working_days_left(self) -> int | None:
        """None without a deadline, or one outside the known calendar (2022 to 2052)."""
        if self.issue.due_at is None:
            return None
        try:
            return working_days_left(self.today, self.issue.due_at)
        except RuleError:
            return None


def _awaiting(viewer: Viewer):
    """The variations awaiting an estimate on the viewer's supplier contracts, before the per-contract
    permission check (which needs each contract's membership)."""
    as_supplier = exists().where(and_(ContractOrg.contract_id == Contract.id, ContractOrg.org_id == viewer.org.id,
                                      ContractOrg.relation == SUPPLIER))
    return (visible_contracts(viewer)
            .join(Variation, Variation.contract_id == Contract.id)
            .join(Issue, Issue.id == Variation.issue_id)
            .where(as_supplier, Contract.archived_at.is_(None), Variation.estimate_rev == 0,
                   Variation.supplier_status == PENDING, Variation.customer_status == PENDING))


def awaiting_estimate(viewer: Viewer, limit: int) -> list[EstimateRequest]:
    query = (_awaiting(viewer).add_columns(Variation, Issue)
             .order_by(Issue.due_at.asc().nulls_last(), Variation.id)
             .limit(limit))
    today = today_in_auckland()
    out = []
    for row in db.session.execute(query).all():
        found = visible(viewer, row[:-2])
        if policy.may_estimate(found):
            out.append(EstimateRequest(SeenVariation(row[-2], found), row[-1], today))
    return out


def awaiting_version(viewer: Viewer) -> str:
    """Changes whenever the list could (the Inbox's 30 s poll asks this first), as the claim lists'
    version does (app.polling): how many it lists and a sum of hashes of what each row shows (the
    variation, its last change, its contract's name), and the day (deadlines become overdue). One
    statement. A change of the viewer's permissions alone is not seen: the next visit shows it."""
    shown = func.concat_ws("|", Variation.id, Variation.updated_at, Contract.site_name)
    count, digest = db.session.execute(_awaiting(viewer).with_only_columns(
        func.count(), func.sum(func.hashtext(shown)))).one()
    return f"{count}.{digest or 0}.{today_in_auckland().isoformat()}"
