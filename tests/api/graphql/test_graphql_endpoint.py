"""/graphql: JSON POST only, no GraphiQL outside development, errors without internals."""
import base64

import pytest

from app import create_app

QUERY = "{ ccaDeadline(served: \"2026-03-02\", days: 1) { date } }"


def test_json_post_query_works(client):
    response = client.post("/graphql", json={"query": QUERY})
    assert response.status_code == 200
    assert response.get_json()["data"]["ccaDeadline"]["date"] == "2026-03-03"


def test_get_is_refused_outside_development(client):
    response = client.get("/graphql", query_string={"query": QUERY}, headers={"Accept": "text/html"})
    assert response.status_code == 405


@pytest.mark.parametrize("content_type", ["application/x-www-form-urlencoded", "text/plain", "multipart/form-data"])
def test_non_json_posts_are_refused(client, content_type):
    response = client.post("/graphql", data=f"query={QUERY}", content_type=content_type)
    assert response.status_code == 415


def test_graphiql_is_served_only_in_development(test_config):
    dev = create_app({**test_config, "ENV_NAME": "development"})
    page = dev.test_client().get("/graphql", headers={"Accept": "text/html"})
    assert page.status_code == 200 and b"graphiql" in page.data.lower()


def test_an_organisation_is_not_reachable_without_being_its_user(client, make_org):
    org = make_org()
    global_id = base64.b64encode(f"Organisation:{org.id}".encode()).decode()
    response = client.post("/graphql", json={"query": f'{{ node(id: "{global_id}") {{ id }} }}'},
                           headers={"org-id": str(org.id)})
    assert response.get_json()["data"] == {"node": None}
    response = client.post("/graphql", json={"query": "{ org { slug } }"}, headers={"org-id": str(org.id)})
    assert response.get_json()["data"] == {"org": None}


def test_syntax_errors_are_reported_to_the_caller(client):
    response = client.post("/graphql", json={"query": "{ nope "})
    assert response.status_code == 200
    assert "Syntax Error" in response.get_json()["errors"][0]["message"]
