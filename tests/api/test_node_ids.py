"""`node(id:)` of a row that belongs to a contract, with an id no row can have: 'not found' (null),
never a server error, whatever the number's size."""
import pytest
from graphql_relay import to_global_id

from tests.api.factories import party, project  # noqa: F401  (fixtures)

NODE = "query($id: ID!) { node(id: $id) { id } }"


@pytest.mark.parametrize("type_name", ["Claim", "ClaimRevision", "ActivityEntry", "Contract", "Variation",
                                       "Issue", "Organisation"])
@pytest.mark.parametrize("raw", ["0", "2147483648", "9223372036854775808", "9" * 40])
def test_an_id_no_row_has_is_not_found(project, type_name, raw):
    p = project()
    body = p.supplier.gql(NODE, {"id": to_global_id(type_name, raw)})
    assert body.get("errors") is None, body
    assert body["data"]["node"] is None
