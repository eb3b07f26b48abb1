"""Fixtures of the contract API tests: organisations with business details, and projects
(tests/api/factories.py); the queries only these tests use.

    supplier = party("Acme Builders")           # a signed-in owner of a new organisation with business details
    customer = party("Client Co")
    contract = create_project(supplier, customer_ws=customer)   # the Contract as the supplier sees it, once the
                                                                 # customer has accepted it (accept=False: pending)
    supplier.ok(QUERY, {...}) / supplier.gql(...)            # GraphQL as them, in their organisation
"""

from tests.api.factories import (  # noqa: F401  (fixtures)
    contract, create_project, module_parties, module_party, module_project, party, project)


NODE = "query($id: ID!) { node(id: $id) { id ... on Contract { slug siteName } } }"

