"""Fixtures of the claims API tests: a project between two organisations (tests/api/factories.py).

    p = project()                     # supplier and customer workspaces, the contract (as the supplier sees it)
    claim = p.new_claim()             # claimCreate; returns the claim (number, draft { rev ... })
    p.lines(create=[line("a", "Foundations", 1_000_000)])          # ledgerUpdate at the current ledgerRev
    p.ledger()                        # the ledger as the supplier sees it
    module_project(), module_party()  # `project` and `party` for a world built once per module (tests that share it)
    contract()                        # a project of the test's own between the module's two organisations
"""

from tests.api.factories import contract, module_parties, module_party, module_project, party, project  # noqa: F401  (fixtures)


