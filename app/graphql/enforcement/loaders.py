"""The remedies' per-request loaders."""
from app.enforcement import determinations
from app.graphql.core.loaders import DataLoader


class DeterminationLoader(DataLoader):
    """The adjudicator's determination about each claim (s 59; None: none): one statement for the page's
    claims, through the reader app.adjudication registers with app.enforcement."""

    missing = None

    def find(self, claim_ids):
        return determinations.determinations_of(claim_ids)
