"""Fixtures of the activity API tests: the claims tests' projects, and reading activity.

    p = project()                               # Acme Builders (supplier) and Client Co (customer)
    kinds(claim_activity(p.supplier, claim_id)) # ['sent', 'finalised', 'edited draft', 'created']
    page = feed(p.customer, last=5, q="sent")   # the organisation's feed
(project, claim_activity, feed and kinds: tests/api/factories.py)
"""
import pytest

from tests.api.factories import module_parties, module_party, party, project  # noqa: F401  (fixtures)


ARCHIVE = "mutation($id: ID!) { contractArchive(input: {contractId: $id}) { contract { archivedAt } } }"
RESTORE = "mutation($id: ID!) { contractRestore(input: {contractId: $id}) { contract { archivedAt } } }"


def with_numbers(entries) -> list[tuple]:
    return [(e["type"], e["claimNumber"]) for e in entries]


@pytest.fixture(scope="module")
def pair(module_parties):
    """(supplier, customer): `party`'s Acme Builders and Client Co, made once for a module. Each test
    makes its own project between them (`project(site_name=..., supplier=..., customer=...)`), so
    each reads only its own contract's claims and none depends on another; a test that reads a whole
    organisation's feed makes its own parties."""
    return module_parties("Acme Builders"), module_parties("Client Co")
