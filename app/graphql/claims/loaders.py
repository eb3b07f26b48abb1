"""Per-request loaders of claim data: one statement per kind for every claim of a request."""
from app import polling
from app.claims import queries
from app.graphql.core.loaders import DataLoader
from app.graphql.core.viewer import viewer_of
from app.integrations import posting as accounting


class ClaimsLoader(DataLoader):
    """The claims of each contract (those the request's ledger read already are not read again)."""

    def find(self, contract_ids):
        found = {cid: claims for cid in contract_ids if (claims := queries.read_claims(cid)) is not None}
        unread = [cid for cid in contract_ids if cid not in found]
        return {**found, **queries.claims_of(unread)} if unread else found


class LedgerVersionLoader(DataLoader):
    """The ledger version of each contract: made of what the request's ledger read when it read it
    (the grid asks both: no statement), else one statement (a poll)."""

    def find(self, contract_ids):
        return {cid: _read_ledger_version(cid) or polling.ledger_version(cid) for cid in contract_ids}


def _read_ledger_version(contract_id: int) -> str | None:
    claims, rev = queries.read_claims(contract_id), queries.read_ledger_rev(contract_id)
    if claims is None or rev is None:
        return None
    return polling.version_of_ledger(rev, max((c.content_updated_at for c in claims), default=None))


class RevisionsLoader(DataLoader):
    """The revisions of each claim, oldest first."""

    def find(self, claim_ids):
        return queries.revisions_of(claim_ids)


class ReadsLoader(DataLoader):
    """The latest revision of each claim the viewer has read (0: none)."""

    missing = 0

    def find(self, claim_ids):
        return queries.read_revs(viewer_of(self.info).user_id, claim_ids)


class UserNamesLoader(DataLoader):
    """Users' names by user id (None for a user since removed)."""

    missing = None

    def find(self, user_ids):
        return queries.user_names(user_ids)


class ServedDocumentsLoader(DataLoader):
    """What was served of each revision: PDFs fetched and emails sent."""

    def find(self, revision_ids):
        return queries.served_documents_of(revision_ids)


class AttachmentsLoader(DataLoader):
    """Whether each claim has files (on a revision or a line)."""

    def batch(self, claim_ids):
        found = queries.has_attachments(list(claim_ids))
        return [i in found for i in claim_ids]


class AccountingUrlsLoader(DataLoader):
    """The viewer organisation's own accounting document (sales invoice or bill) of each claim."""

    missing = None

    def find(self, claim_ids):
        return accounting.document_urls(claim_ids)
