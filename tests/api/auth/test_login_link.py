"""The emailed sign-in link (GET shows a page, only POST /auth/login/link signs in) and `to`."""
from datetime import timedelta
from urllib.parse import parse_qs, urlsplit

import pytest
import time_machine

from app.auth import service
from tests.auth_helpers import read_link, request_code, unique_email


def link_token(link: str) -> str:
    return parse_qs(urlsplit(link).query)["token"][0]


def post_link(client, token):
    return client.post("/auth/login/link", json={"link_token": token})


@pytest.fixture
def asked(browser_client, run_jobs, dev_mail):
    """A browser that asked for a code; returns (client, email, link)."""

    def ask(to=None, signup=True):
        client, email = browser_client(), unique_email()
        request_code(client, email, signup=signup, to=to)
        run_jobs()
        return client, email, read_link(dev_mail, email)

    return ask


def test_opening_the_link_by_get_signs_nobody_in_and_does_not_use_it_up(asked, browser_client):
    client, email, link = asked()
    path = urlsplit(link).path + "?" + urlsplit(link).query
    scanner = browser_client()
    for visitor in (scanner, client):  # a mail scanner prefetching it, then the person opening it
        page = visitor.get(path)
        assert page.status_code in (200, 503)  # the link page of the UI (503 only when the UI is not built)
        assert visitor.get("/auth/sessions").get_json() == {"sessions": []}
    assert client.get(f"/auth/login/link?token={link_token(link)}").status_code in (404, 405)
    assert scanner.get("/auth/sessions").get_json() == {"sessions": []}
    response = post_link(client, link_token(link))
    assert response.status_code == 200, response.get_json()
    assert response.get_json()["email"] == email


def test_the_link_signs_in_only_the_browser_that_asked(asked, browser_client):
    client, _, link = asked()
    other = browser_client()
    refused = post_link(other, link_token(link))
    assert refused.status_code == 400 and refused.get_json()["message"] == service.OTHER_BROWSER
    assert other.get("/auth/sessions").get_json() == {"sessions": []}
    assert post_link(client, link_token(link)).status_code == 200


def test_the_link_works_once(asked):
    client, _, link = asked()
    assert post_link(client, link_token(link)).status_code == 200
    again = post_link(client, link_token(link))
    assert again.status_code == 400 and again.get_json()["message"] == service.LINK_USED


def test_the_link_expires_with_the_code(browser_client, run_jobs, dev_mail):
    client, email = browser_client(), unique_email()
    with time_machine.travel(service.now(), tick=True) as traveller:
        request_code(client, email, signup=True)
        run_jobs()
        link = read_link(dev_mail, email)
        traveller.shift(timedelta(minutes=10, seconds=1))
        response = post_link(client, link_token(link))
    assert response.status_code == 400 and response.get_json()["message"] == service.LINK_EXPIRED


def test_an_unknown_link_is_refused(browser_client):
    for token in ("nope", "", None, ["a", "b"]):
        response = post_link(browser_client(), token)
        assert response.status_code == 400 and response.get_json()["message"] == service.LINK_UNKNOWN


def test_the_link_is_dead_after_five_wrong_codes(browser_client, run_jobs, dev_mail):
    client, email = browser_client(), unique_email()
    magic_token = request_code(client, email, signup=True)
    run_jobs()
    link = read_link(dev_mail, email)
    for _ in range(5):
        client.post("/auth/login/magic", json={"magic_token": magic_token, "magic_code": "ZZZZZ2"})
    response = post_link(client, link_token(link))
    assert response.status_code == 400 and response.get_json()["message"] == service.CODE_DEAD


@pytest.mark.parametrize("to", [
    "//evil.example", "/\\evil.example", "/%09/evil.example", "javascript:alert(1)", "https://evil.example",
    "/%2F/evil.example", "/%5Cevil.example", "\\\\evil.example", "/\t/evil.example", "http://localhost/x", "",
    "evil.example/path", "/%252F%252Fevil.example",
])
def test_unsafe_return_paths_are_dropped(asked, to):
    client, _, link = asked(to=to)
    answer = post_link(client, link_token(link)).get_json()
    assert answer["to"] is None
    assert service.safe_return_path(to) is None


@pytest.mark.parametrize("to", ["/acme", "/acme/projects/acme/42/claims?tab=draft", "/acme/account/security#x",
                                "/www/contracts/7/claim-3"])
def test_safe_return_paths_come_back(asked, to):
    client, _, link = asked(to=to)
    assert post_link(client, link_token(link)).get_json()["to"] == to
