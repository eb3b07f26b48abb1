"""/graphql keeps the documents it has validated: a screen's query is parsed and validated once
per process, an invalid one is refused every time, and what is kept stays bounded."""
import uuid

from app.graphql.core import view


def _spy(monkeypatch) -> list:
    calls = []
    real = view.validate_document
    monkeypatch.setattr(view, "validate_document", lambda *args: calls.append(args[1]) or real(*args))
    return calls


def test_a_valid_document_is_validated_once_and_an_invalid_one_refused_each_time(client, monkeypatch):
    calls = _spy(monkeypatch)
    tag = uuid.uuid4().hex
    query = f'{{ ccaDeadline(served: "2026-03-02", days: 1) {{ date }} }} # {tag}'
    for _ in range(3):
        body = client.post("/graphql", json={"query": query}).get_json()
        assert body["data"]["ccaDeadline"]["date"] == "2026-03-03"
    assert len(calls) == 1
    for _ in range(2):
        body = client.post("/graphql", json={"query": f"{{ nothingHere }} # {tag}"}).get_json()
        assert body["errors"] and "nothingHere" in body["errors"][0]["message"]
    assert len(calls) == 3


def test_the_kept_documents_stay_within_their_bound(client, monkeypatch):
    monkeypatch.setattr(view, "DOCUMENTS_CHARS", 2_000)
    for i in range(40):
        query = f'{{ ccaDeadline(served: "2026-03-02", days: 1) {{ date }} }} # {i} {uuid.uuid4().hex}'
        assert client.post("/graphql", json={"query": query}).status_code == 200
    assert view._documents_chars <= 2_000
    assert sum(len(key[2]) for key in view._documents) == view._documents_chars
