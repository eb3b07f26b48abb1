from app import create_app


def test_healthz_answers_200_when_database_and_redis_answer(client):
    response = client.get("/healthz")
    assert response.status_code == 200
    body = response.get_json()
    # `email` says whether delivery is being retried (tests/api/faults/test_smtp_refusing.py);
    # other tests' mail shares this database, so only its presence is checked here.
    assert {k: body[k] for k in ("status", "database", "redis")} == {"status": "ok", "database": "ok", "redis": "ok"}
    assert body["email"] == "ok" or body["email"].startswith(("retrying: ", "failed: "))


def test_healthz_names_redis_when_it_is_down(test_config):
    broken = create_app({**test_config, "REDIS_URL": "redis://127.0.0.1:1/0"})
    response = broken.test_client().get("/healthz")
    assert response.status_code == 503
    body = response.get_json()
    assert body["database"] == "ok" and body["redis"].startswith("down")


def test_healthz_and_requests_answer_503_when_the_database_is_down(test_config):
    broken = create_app({**test_config, "DATABASE_URL": "postgresql+psycopg://nobody@127.0.0.1:1/none"})
    client = broken.test_client()
    health = client.get("/healthz")
    assert health.status_code == 503 and health.get_json()["database"].startswith("down")
    demo = client.post("/v1/demo", json={"email": "a@example.com"})
    assert demo.status_code == 503
    assert "temporarily unavailable" in demo.get_json()["message"]
