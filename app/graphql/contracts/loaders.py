"""Per-request loaders of contract data: one statement per kind for a whole page of contracts."""
from app.claims import queries as claim_queries
from app.contracts import access, paycycles, queries
from app.contracts.access import VisibleContract
from app.graphql.core.loaders import DataLoader, PerRequest
from app.graphql.core.viewer import viewer_of


class PartiesLoader(DataLoader):
    """{relation: Party} of each contract."""

    def find(self, ids):
        return queries.parties_of(ids)


def parties_of(info, contract: VisibleContract):
    """{relation: Party} of a contract: read with its list's page, else batched by a loader."""
    if contract.parties is not None:
        return contract.parties
    return PartiesLoader(info).load(contract.id)


class MembersLoader(DataLoader):
    """The member rows of each contract."""

    def find(self, ids):
        return queries.members_of(ids)


class PayCycleLoader(DataLoader):
    """The viewer organisation's pay cycle of each contract (None: manual)."""

    missing = None

    def find(self, ids):
        return paycycles.pay_cycles_of(ids)


class ParentLoader(DataLoader):
    """Parent contracts by id, as the viewer reaches them (None when out of reach)."""

    missing = None

    def find(self, ids):
        return access.get_contracts(viewer_of(self.info), ids)


class SubcontractsLoader(DataLoader):
    """The subcontracts of each contract that the viewer reaches."""

    def find(self, ids):
        return queries.subcontracts_of(viewer_of(self.info), ids)


class PreviousClaimsLoader(DataLoader):
    """The claims paid before each contract came to Claimdesk."""

    def find(self, ids):
        return queries.previous_claims_of(ids)


class ContractCounts(PerRequest):
    """How many contracts the viewer reaches, {archived: count}: counted once per request."""

    def setup(self):
        self.by_archived = queries.count_contracts(viewer_of(self.info))


class RetentionFormulaLoader(DataLoader):
    """The newest retention formulas of each contract, sent and with drafts (None: no retention line)."""

    missing = None

    def find(self, ids):
        return claim_queries.retention_formulas_of(ids)
