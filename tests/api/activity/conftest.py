"""Fixtures of the activity API tests: the claims tests' projects, and reading activity.

    p = project()                               # Acme Builders (supplier) and Client Co (customer)
    kinds(claim_activity(p.supplier, claim_id)) # ['sent', 'finalised', 'edited draft', 'created']
    page = feed(p.customer, last=5, q="sent")   # the organisation's feed
"""
from tests.api.claims.conftest import project  # noqa: F401  (fixture)
from tests.api.contracts.conftest import party  # noqa: F401  (fixture)

ENTRY = "id type code at user { userId name } contractId claimNumber comment siteName contractSlug ownerSlug"

CLAIM_ACTIVITY = "query($id: ID!) { node(id: $id) { ... on Claim { number activity { %s } } } }" % ENTRY

FEED = """
query($before: String, $after: String, $last: Int, $q: String) {
  activity(before: $before, after: $after, last: $last, q: $q) {
    hasOlder hasNewer olderCursor newerCursor entries { %s }
  }
}
""" % ENTRY

ARCHIVE = "mutation($id: ID!) { contractArchive(input: {contractId: $id}) { contract { archivedAt } } }"
RESTORE = "mutation($id: ID!) { contractRestore(input: {contractId: $id}) { contract { archivedAt } } }"


def claim_activity(ws, claim_id: str) -> list[dict] | None:
    node = ws.ok(CLAIM_ACTIVITY, {"id": claim_id})["node"]
    return None if node is None else node["activity"]


def feed(ws, **variables) -> dict:
    return ws.ok(FEED, variables)["activity"]


def kinds(entries) -> list[str]:
    return [e["type"] for e in entries]


def with_numbers(entries) -> list[tuple]:
    return [(e["type"], e["claimNumber"]) for e in entries]
