"""The comments of each claim: one statement per comments table for every claim of the request."""
from app.comments import service
from app.graphql.core.loaders import DataLoader


class ClaimCommentsLoader(DataLoader):
    """The comments of each claim (reached through its contract) the viewer's organisation may read, oldest first
    (the request's tenant is the viewer's organisation: its internal comments)."""

    def find(self, claim_ids):
        return service.claim_comments(list(claim_ids))
