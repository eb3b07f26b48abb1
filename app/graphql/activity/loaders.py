"""The activity of each claim: one statement for every claim of the request."""
from app.activity import queries
from app.graphql.core.loaders import DataLoader
from app.graphql.core.viewer import viewer_of


class ClaimActivityLoader(DataLoader):
    """The entries of each claim the viewer may see, newest first."""

    def setup(self):
        super().setup()
        self.contracts = {}  # claim id: its contract as the viewer sees it

    def load_for(self, found, claim):
        self.contracts[claim.id] = found
        return self.load(claim.id)

    def find(self, claim_ids):
        return queries.claim_entries(viewer_of(self.info).org.id, [(i, self.contracts[i]) for i in claim_ids])
