"""GraphQL `viewer` and `accountUpdate` (the profile's name)."""
from tests.auth_helpers import account_headers

UPDATE = "mutation($name: String!) { accountUpdate(input: {name: $name}) { account { id name email } } }"


def gql(client, query, session=None, **variables):
    headers = account_headers(session) if session else {}
    return client.post("/graphql", json={"query": query, "variables": variables}, headers=headers)


def test_viewer_is_the_account_of_the_header(signed_in):
    client, session = signed_in()
    data = gql(client, "{ viewer { name email } }", session).get_json()["data"]
    assert data == {"viewer": {"name": "", "email": session["email"]}}
    assert gql(client, "{ viewer { name } }").get_json()["data"] == {"viewer": None}


def test_update_the_name(signed_in):
    client, session = signed_in()
    answer = gql(client, UPDATE, session, name="  Ann Smith  ").get_json()
    assert answer["data"]["accountUpdate"]["account"]["name"] == "Ann Smith"
    account_id = answer["data"]["accountUpdate"]["account"]["id"]
    node = gql(client, "query($id: ID!) { node(id: $id) { ... on Account { name } } }", session, id=account_id)
    assert node.get_json()["data"]["node"] == {"name": "Ann Smith"}
    _, other = signed_in(client=client)
    assert gql(client, "query($id: ID!) { node(id: $id) { id } }", other, id=account_id).get_json()["data"] == {"node": None}
    assert client.get("/auth/session", headers=account_headers(session)).get_json()["name"] == "Ann Smith"


def test_the_name_is_required(signed_in):
    client, session = signed_in()
    answer = gql(client, UPDATE, session, name="   ").get_json()
    assert answer["data"]["accountUpdate"] is None
    assert answer["errors"][0]["message"] == "Name is required"
    assert answer["errors"][0]["extensions"]["field"] == "name"
    too_long = gql(client, UPDATE, session, name="x" * 201).get_json()
    assert too_long["errors"][0]["message"] == "Name must be at most 200 characters"


def test_updating_needs_a_signed_in_account(browser_client):
    answer = gql(browser_client(), UPDATE, name="Ann").get_json()
    assert answer["errors"][0]["extensions"]["code"] == "UNAUTHENTICATED"
