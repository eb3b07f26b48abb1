"""POST /auth/login and POST /auth/login/magic: the emailed code."""
import threading
from datetime import timedelta

import pytest
import time_machine
from sqlalchemy import select

from app.auth import service
from app.auth.models import Account, SignInAttempt
from app.auth.tokens import token_hash
from tests.auth_helpers import CODE_RE, read_code, request_code, unique_email


def attempt_of(db_session, magic_token: str) -> SignInAttempt:
    db_session.rollback()
    return db_session.scalars(select(SignInAttempt).where(SignInAttempt.token_hash == token_hash(magic_token))).one()


def submit(client, magic_token, code):
    return client.post("/auth/login/magic", json={"magic_token": magic_token, "magic_code": code})


def wrong(code: str) -> str:
    """A well-formed code that is not `code`."""
    return "ZZZZZZ" if code != "ZZZZZZ" else "YYYYYY"


def test_code_is_emailed_as_xxx_dash_xxx_with_a_link_and_stored_only_as_a_hash(browser_client, run_jobs, dev_mail,
                                                                               db_session):
    client, email = browser_client(), unique_email()
    magic_token = request_code(client, email, signup=True)
    run_jobs()
    mail = dev_mail(to=email)[0]
    assert mail["to"] == [email]
    match = CODE_RE.search(mail["text"])
    code = match.group(1) + match.group(2)
    assert f"{code[:3]}-{code[3:]}" in mail["subject"] and f"{code[:3]}-{code[3:]}" in mail["html"]
    assert "/login/link?token=" in mail["text"] and "10 minutes" in mail["text"]
    attempt = attempt_of(db_session, magic_token)
    assert len(attempt.code_hash) == 32 and code.encode() not in attempt.code_hash
    assert attempt.token_hash != magic_token.encode() and attempt.expires_at - attempt.created_at == timedelta(minutes=10)
    assert all(c in "ABCDEFGHJKMNPQRSTUVWXYZ23456789" for c in code)


def test_the_answer_is_the_same_whether_or_not_the_email_has_an_account(browser_client, signed_in, run_jobs, dev_mail):
    _, session = signed_in()
    known, unknown = session["email"], unique_email("nobody")
    answers = []
    for email in (known, unknown):
        response = browser_client().post("/auth/login", json={"email": email, "signup": False})
        answers.append((response.status_code, sorted(response.get_json()), response.headers.get("Set-Cookie", "")[:30]))
    assert answers[0][:2] == answers[1][:2] == (200, ["magicToken"])
    run_jobs()
    note = dev_mail(to=unknown)[0]
    assert "no Claimdesk account" in note["text"] and "/login?signup" in note["text"]
    assert not CODE_RE.search(note["text"])


def test_sign_in_without_signup_never_creates_an_account(browser_client, run_jobs, dev_mail, db_session):
    client, email = browser_client(), unique_email()
    magic_token = request_code(client, email, signup=False)
    run_jobs()
    for guess in ("ABCDEF", "234567"):
        response = submit(client, magic_token, guess)
        assert response.status_code == 400
    db_session.rollback()
    assert db_session.scalar(select(Account).where(Account.email == email)) is None


def test_signup_creates_the_account_when_the_code_is_right_and_not_before(browser_client, run_jobs, dev_mail,
                                                                           db_session):
    client, email = browser_client(), unique_email("New.Person")
    magic_token = request_code(client, email.upper(), signup=True)
    run_jobs()
    db_session.rollback()
    assert db_session.scalar(select(Account).where(Account.email == email.lower())) is None
    code = read_code(dev_mail, email.lower())
    response = submit(client, magic_token, f"{code[:3].lower()}-{code[3:].lower()}")  # any case, with the dash
    assert response.status_code == 200, response.get_json()
    answer = response.get_json()
    assert answer["email"] == email.lower() and answer["users"] == [] and answer["to"] is None
    assert client.get("/auth/sessions").get_json()["sessions"][0]["userAccountId"] == answer["userAccountId"]


def test_expired_code_is_refused_ten_minutes_and_one_second_later(browser_client, run_jobs, dev_mail):
    client, email = browser_client(), unique_email()
    with time_machine.travel(service.now(), tick=True) as traveller:
        magic_token = request_code(client, email, signup=True)
        run_jobs()
        code = read_code(dev_mail, email)
        traveller.shift(timedelta(minutes=10, seconds=1))
        response = submit(client, magic_token, code)
    assert response.status_code == 400
    assert response.get_json()["error_description"] == service.CODE_EXPIRED
    assert client.get("/auth/sessions").get_json() == {"sessions": []}


def test_code_still_works_just_before_it_expires(browser_client, run_jobs, dev_mail):
    client, email = browser_client(), unique_email()
    with time_machine.travel(service.now(), tick=False) as traveller:
        magic_token = request_code(client, email, signup=True)
        run_jobs()
        traveller.shift(timedelta(minutes=9, seconds=59))
        response = submit(client, magic_token, read_code(dev_mail, email))
    assert response.status_code == 200


def test_a_code_works_once(browser_client, run_jobs, dev_mail):
    client, email = browser_client(), unique_email()
    magic_token = request_code(client, email, signup=True)
    run_jobs()
    code = read_code(dev_mail, email)
    assert submit(client, magic_token, code).status_code == 200
    again = submit(client, magic_token, code)
    assert again.status_code == 400 and again.get_json()["message"] == service.CODE_USED


def test_five_wrong_tries_kill_the_code_and_the_right_one_is_then_refused(browser_client, run_jobs, dev_mail,
                                                                         db_session):
    client, email = browser_client(), unique_email()
    magic_token = request_code(client, email, signup=True)
    run_jobs()
    code = read_code(dev_mail, email)
    messages = [submit(client, magic_token, wrong(code)).get_json()["message"] for _ in range(5)]
    assert messages[0] == "That code is not right. Check the email and try again (4 tries left)."
    assert messages[3] == "That code is not right. Check the email and try again (1 try left)."
    assert messages[4] == service.CODE_DEAD
    response = submit(client, magic_token, code)
    assert response.status_code == 400 and response.get_json()["message"] == service.CODE_DEAD
    assert attempt_of(db_session, magic_token).failed_tries == 5
    assert client.get("/auth/sessions").get_json() == {"sessions": []}


def test_many_guesses_packed_in_one_request_are_refused_without_trying_any(browser_client, run_jobs, dev_mail,
                                                                          db_session):
    client, email = browser_client(), unique_email()
    magic_token = request_code(client, email, signup=True)
    run_jobs()
    code = read_code(dev_mail, email)
    guesses = [wrong(code), "AAAAAA", code]  # the right code hidden among them
    packed = [
        {"magic_token": magic_token, "magic_code": guesses},
        {"magic_token": magic_token, "magic_code": "".join(guesses)},
        {"magic_token": magic_token, "magic_code": ",".join(guesses)},
        {"magic_token": magic_token, "magic_code": {"a": code}},
        [{"magic_token": magic_token, "magic_code": g} for g in guesses],
    ]
    for body in packed:
        response = client.post("/auth/login/magic", json=body)
        assert response.status_code == 400, body
        assert "userAccountId" not in response.get_json()
    assert client.get("/auth/sessions").get_json() == {"sessions": []}
    assert attempt_of(db_session, magic_token).failed_tries == 0
    assert submit(client, magic_token, code).status_code == 200


def test_concurrent_guesses_are_counted_one_by_one(app, browser_client, run_jobs, dev_mail, db_session):
    client, email = browser_client(), unique_email()
    magic_token = request_code(client, email, signup=True)
    run_jobs()
    code = read_code(dev_mail, email)
    cookie = client.get_cookie(app.config["AUTH_COOKIE_NAME"])
    results, barrier = [], threading.Barrier(12)

    def guess():
        c = app.test_client()
        c.set_cookie(cookie.key, cookie.value)
        barrier.wait()
        results.append(submit(c, magic_token, wrong(code)).get_json()["message"])

    threads = [threading.Thread(target=guess) for _ in range(12)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(results) == 12
    assert sum(m.startswith("That code is not right") for m in results) == 4
    assert results.count(service.CODE_DEAD) == 8
    assert attempt_of(db_session, magic_token).failed_tries == 5
    assert submit(client, magic_token, code).get_json()["message"] == service.CODE_DEAD


def test_the_code_signs_in_only_the_browser_that_asked(browser_client, run_jobs, dev_mail):
    asking, other, email = browser_client(), browser_client(), unique_email()
    magic_token = request_code(asking, email, signup=True)
    run_jobs()
    code = read_code(dev_mail, email)
    stolen = submit(other, magic_token, code)
    assert stolen.status_code == 400 and stolen.get_json()["message"] == service.OTHER_BROWSER
    assert other.get("/auth/sessions").get_json() == {"sessions": []}
    assert submit(asking, magic_token, code).status_code == 200


def test_unknown_magic_token(browser_client):
    response = submit(browser_client(), "not-a-real-token", "ABCDEF")
    assert response.status_code == 400 and response.get_json()["error_description"] == service.ATTEMPT_UNKNOWN


@pytest.mark.parametrize("code", ["", "ABC", "ABCDEFG", "ABC DE!", None, 123456, True])
def test_a_malformed_code_is_refused_with_a_clear_message(browser_client, code):
    client = browser_client()
    magic_token = request_code(client, unique_email(), signup=True)
    response = submit(client, magic_token, code)
    assert response.status_code == 400 and response.get_json()["message"] == service.CODE_FORMAT


def test_codes_per_email_are_capped_per_hour(browser_client, run_jobs, dev_mail):
    email = unique_email()
    with time_machine.travel(service.now(), tick=True) as traveller:
        for _ in range(5):
            assert browser_client().post("/auth/login", json={"email": email, "signup": True}).status_code == 200
        refused = browser_client().post("/auth/login", json={"email": email, "signup": True})
        assert refused.status_code == 429
        assert refused.get_json()["error_description"] == service.TOO_MANY_FOR_EMAIL
        assert 3500 <= int(refused.headers["Retry-After"]) <= 3600
        # Another email is not affected, and the cap lifts after the hour.
        assert browser_client().post("/auth/login", json={"email": unique_email()}).status_code == 200
        traveller.shift(timedelta(hours=1, seconds=1))
        assert browser_client().post("/auth/login", json={"email": email, "signup": True}).status_code == 200
    run_jobs()
    assert len(dev_mail(to=email)) == 6


def test_requests_per_client_address_are_capped(app, browser_client, monkeypatch):
    monkeypatch.setitem(app.config, "AUTH_SIGN_INS_PER_IP_PER_HOUR", 3)
    client = browser_client()
    statuses = [client.post("/auth/login", json={"email": unique_email()}).status_code for _ in range(4)]
    assert statuses == [200, 200, 200, 429]
    assert browser_client().post("/auth/login", json={"email": unique_email()}).status_code == 200


@pytest.mark.parametrize("email,message", [
    ("", service.EMAIL_REQUIRED), (None, service.EMAIL_REQUIRED), ("   ", service.EMAIL_REQUIRED),
    ("not-an-email", service.EMAIL_INVALID), ("a@b", service.EMAIL_INVALID), ("a b@c.nz", service.EMAIL_INVALID),
    (["a@b.nz", "c@d.nz"], service.EMAIL_REQUIRED), ("x" * 250 + "@b.nz", service.EMAIL_INVALID),
])
def test_email_must_be_an_email(browser_client, email, message):
    response = browser_client().post("/auth/login", json={"email": email})
    assert response.status_code == 400
    assert response.get_json() == {"message": message, "error_description": message, "field": "email"}


def test_posts_must_be_json(browser_client):
    client = browser_client()
    form = client.post("/auth/login", data={"email": unique_email()})
    text = client.post("/auth/login", data='{"email": "a@b.nz"}', content_type="text/plain")
    assert form.status_code == text.status_code == 415
    assert "JSON" in form.get_json()["error_description"]
    not_object = client.post("/auth/login", json=["a@b.nz"])
    assert not_object.status_code == 400


def test_a_cross_origin_post_is_refused(browser_client):
    response = browser_client().post("/auth/login", json={"email": unique_email()},
                                     headers={"Origin": "https://evil.example"})
    assert response.status_code == 403
