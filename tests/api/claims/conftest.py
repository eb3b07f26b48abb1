"""Fixtures of the claims API tests: a project between two organisations (tests/api/factories.py).

    p = project()                     # supplier and customer workspaces, the contract (as the supplier sees it)
    claim = p.new_claim()             # claimCreate; returns the claim (number, draft { rev ... })
    p.lines(create=[line("a", "Foundations", 1_000_000)])          # ledgerUpdate at the current ledgerRev
    p.ledger()                        # the ledger as the supplier sees it
"""
from tests.api.factories import party, project  # noqa: F401  (fixtures)
