"""Fixtures of the activity API tests: the claims tests' projects, and reading activity.

    p = project()                               # Acme Builders (supplier) and Client Co (customer)
    kinds(claim_activity(p.supplier, claim_id)) # ['sent', 'finalised', 'edited draft', 'created']
    page = feed(p.customer, last=5, q="sent")   # the organisation's feed
(project, claim_activity, feed and kinds: tests/api/factories.py)
"""
from tests.api.factories import party, project  # noqa: F401  (fixtures)


ARCHIVE = "mutation($id: ID!) { contractArchive(input: {contractId: $id}) { contract { archivedAt } } }"
RESTORE = "mutation($id: ID!) { contractRestore(input: {contractId: $id}) { contract { archivedAt } } }"


def with_numbers(entries) -> list[tuple]:
    return [(e["type"], e["claimNumber"]) for e in entries]
