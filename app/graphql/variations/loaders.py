"""Per-request loaders of issues and variations: one statement per kind for every key of the request."""
from app.graphql.core.loaders import DataLoader
from app.graphql.core.viewer import viewer_of
from app.variations import queries


class IssueVariationsLoader(DataLoader):
    """The variations of each issue the viewer reaches, oldest first."""

    def find(self, issue_ids):
        return queries.issue_variations(viewer_of(self.info), list(issue_ids))


class ContractVariationsLoader(DataLoader):
    """The variations of each contract the viewer reaches, newest first."""

    def find(self, contract_ids):
        return queries.contract_variations(viewer_of(self.info), list(contract_ids))


class IssueLoader(DataLoader):
    """Issue rows by id (keys come from variations the viewer reached)."""

    def find(self, ids):
        return queries.issues_by_id(list(ids))


class LatestEstimateLoader(DataLoader):
    """The estimate each variation shows; keyed by the variation row (its estimate_rev)."""

    missing = None

    def find(self, variations):
        by_id = queries.latest_estimates(list(variations))
        return {v: by_id.get(v.id) for v in variations}


class EstimateHistoryLoader(DataLoader):
    """Every estimate revision of each variation, newest first."""

    def find(self, ids):
        return queries.estimate_history(list(ids))


class VariationCommentsLoader(DataLoader):
    """The comments of each variation the viewer's organisation may read, oldest first."""

    def find(self, ids):
        return queries.variation_comments(list(ids))


class VariationCommentCountsLoader(DataLoader):
    """How many comments of each variation the viewer's organisation may read."""

    def find(self, ids):
        return queries.variation_comment_counts(list(ids))


class IssueOrgNames(DataLoader):
    """The names of the organisations that raised issues."""

    def find(self, ids):
        return queries.org_names(list(ids))
