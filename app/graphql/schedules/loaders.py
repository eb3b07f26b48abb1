"""Per-request loaders of payment schedules: one statement for every claim of a request."""
from app.graphql.core.loaders import DataLoader
from app.schedules import queries


class ScheduleLoader(DataLoader):
    """The payment schedule of each claim (None: none yet)."""

    missing = None

    def find(self, claim_ids):
        return queries.schedules_of(claim_ids)


class ScheduleRecipientsLoader(DataLoader):
    """Who a payment schedule of each contract would be served on (one statement for every contract)."""

    missing = ()

    def find(self, contract_ids):
        return queries.recipients_of(contract_ids)
