"""Per-request loader of claims' payment records: one statement for every claim of a request."""
from collections import defaultdict

from sqlalchemy import bindparam, select

from app.db import db, shared_statements
from app.graphql.core.loaders import DataLoader
from app.payments.models import ClaimPayment


# Built once, the claims' ids bound per request (issue 41: building cost more than running).
_PAYMENTS = (select(ClaimPayment).where(ClaimPayment.claim_id.in_(bindparam("claim_ids", expanding=True)))
             .order_by(ClaimPayment.claim_id, ClaimPayment.id))
shared_statements(lambda: [_PAYMENTS])  # compiled before any request (app/db.py)


class PaymentsLoader(DataLoader):
    """The payment records of each claim, oldest first (none: an empty list)."""

    missing = ()

    def find(self, claim_ids):
        found = defaultdict(list)
        for record in db.session.scalars(_PAYMENTS, {"claim_ids": list(claim_ids)}):
            found[record.claim_id].append(record)
        return dict(found)
