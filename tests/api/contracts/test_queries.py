"""The projects list: one request, a fixed number of SQL statements, pages; CSV lines; user by email."""
from app.db import db
from tests.api.factories import LIST
from tests.querycount import count_queries

FULL_LIST = """
query {
  projects {
    activeCount archivedCount viewerCanCreate
    contracts(first: 5000) { totalCount edges { node {
      id slug siteName archivedAt viewerIsSupplier viewerPermissions
      owner { name slug isViewer } customer { name entityName } supplier { name entityName }
      members { role user { name } } paycycle { id name }
    } } }
  }
}
"""


def _statements(app, ws) -> int:
    with app.app_context():
        with count_queries(db.engine) as log:
            body = ws.gql(FULL_LIST)
    assert "errors" not in body
    return log.count, len(body["data"]["projects"]["contracts"]["edges"])


def test_the_list_costs_the_same_statements_for_2_or_12_contracts(app, party, create_project):
    supplier, customer = party("Acme Builders"), party("Client Co")
    for i in range(2):
        create_project(supplier, customer_ws=customer, site_name=f"Site {i}")
    few, n = _statements(app, supplier)
    assert n == 2
    for i in range(2, 12):
        create_project(supplier, customer_ws=customer, site_name=f"Site {i}")
    many, n = _statements(app, supplier)
    assert n == 12
    assert few == many
    assert many <= 12


def test_pages_follow_the_cursor(party, create_project):
    supplier, customer = party("Acme Builders"), party("Client Co")
    for name in ("Charlie", "alpha", "Bravo", "delta"):
        create_project(supplier, customer_ws=customer, site_name=name)
    query = """query($after: String) { projects { contracts(first: 3, after: $after) {
        totalCount pageInfo { hasNextPage endCursor } edges { node { siteName } } } } }"""
    first = supplier.ok(query)["projects"]["contracts"]
    assert [e["node"]["siteName"] for e in first["edges"]] == ["alpha", "Bravo", "Charlie"]
    assert first["pageInfo"]["hasNextPage"] and first["totalCount"] == 4
    second = supplier.ok(query, {"after": first["pageInfo"]["endCursor"]})["projects"]["contracts"]
    assert [e["node"]["siteName"] for e in second["edges"]] == ["delta"]
    assert not second["pageInfo"]["hasNextPage"]
    body = supplier.gql("{ projects { contracts(first: 5001) { totalCount } } }")
    assert body["errors"][0]["message"] == "first must be between 0 and 5000"
    body = supplier.gql('{ projects { contracts(after: "nonsense") { totalCount } } }')
    assert body["errors"][0]["message"] == "Invalid cursor"


CSV = """query($csv: String!) { claimLinesFromCsv(csv: $csv) {
  message problems { row column reason } lines { name group type qtyMilli unitPrice amountExcl reference } } }"""


def test_csv_lines_through_the_rules_parser(party):
    org = party("Acme Builders")
    good = "Name,Type,Qty,UnitPrice,AmountExcl,Reference\nStage 1 >> Piles,,2,100.00,150.50,P-1\n\nRoof,Variations,,,20,\n"
    result = org.ok(CSV, {"csv": good})["claimLinesFromCsv"]
    assert result["problems"] == [] and result["message"] is None
    assert result["lines"] == [
        {"name": "Piles", "group": ["Stage 1"], "type": "BaseContract", "qtyMilli": 2000, "unitPrice": 10000,
         "amountExcl": 15050, "reference": "P-1"},
        {"name": "Roof", "group": [], "type": "Variation", "qtyMilli": 1000, "unitPrice": 0, "amountExcl": 2000,
         "reference": ""},
    ]
    bad = org.ok(CSV, {"csv": "name,type\n,Nope\n"})["claimLinesFromCsv"]
    assert bad["lines"] == []
    assert bad["message"] == "Nothing was imported: fix the rows listed and import the file again"
    assert {"row": 2, "column": "name", "reason": "Required"} in bad["problems"]


def test_user_by_email(party, create_project):
    a, b = party("Acme Builders"), party("Client Co")
    create_project(a, customer_ws=b)  # user by email answers about people the organisation works with
    found = a.ok("query($e: String!) { userByEmail(email: $e) { email name accountId contacts { id name } } }",
                 {"e": b.email.upper()})["userByEmail"]
    assert found["email"] == b.email and found["name"] == "Client Owner"
    assert [c["name"] for c in found["contacts"]] == ["Client Co"]
    assert a.ok('{ userByEmail(email: "nobody@example.com") { email } }') == {"userByEmail": None}
    new = a.ok('{ recipientSearch(text: "nobody@example.com") { email isNew score } }')["recipientSearch"]
    assert new == [{"email": "nobody@example.com", "isNew": True, "score": 0.0}]


def test_signed_out_sees_no_projects(client):
    assert client.post("/graphql", json={"query": LIST}).get_json()["data"] == {"projects": None}
