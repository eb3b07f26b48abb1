"""Per-request loader of claims' payment records: one statement for every claim of a request."""
from collections import defaultdict

from sqlalchemy import select

from app.db import db
from app.graphql.core.loaders import DataLoader
from app.payments.models import ClaimPayment


class PaymentsLoader(DataLoader):
    """The payment records of each claim, oldest first (none: an empty list)."""

    missing = ()

    def find(self, claim_ids):
        found = defaultdict(list)
        for record in db.session.scalars(select(ClaimPayment).where(ClaimPayment.claim_id.in_(claim_ids))
                                         .order_by(ClaimPayment.claim_id, ClaimPayment.id)):
            found[record.claim_id].append(record)
        return dict(found)
