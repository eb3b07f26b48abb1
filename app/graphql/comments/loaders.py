"""The comments of each claim: one statement for every claim of the request."""
from app.comments import service
from app.graphql.core.loaders import DataLoader
from app.graphql.core.viewer import viewer_of


class ClaimCommentsLoader(DataLoader):
    """The comments of each claim (reached through its contract) the viewer's organisation may read, oldest first."""

    def find(self, claim_ids):
        return service.claim_comments(viewer_of(self.info).org.id, list(claim_ids))
