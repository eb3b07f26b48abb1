"""Email through SMTP (a local aiosmtpd server) and through the development outbox."""
from app import create_app
from app.db import db
from app.mail.service import send_email
from tests.api.factories import smtp_server  # noqa: F401  (fixtures)
from tests.jobs import run_burst


def test_smtp_url_sends_through_the_relay(test_config, smtp_server, run_jobs):
    handler, port = smtp_server
    run_jobs()  # what an earlier test of this process left queued goes to the dev outbox, not this relay
    smtp_app = create_app({**test_config, "SMTP_URL": f"smtp://127.0.0.1:{port}"})
    with smtp_app.app_context():
        send_email(to=["ann@example.com", "bob@example.com"], subject="Claim 3 for Site A",
                   text="Please find claim 3.", html="<p>Please find claim 3.</p>", key="smtp-test-1")
        db.session.commit()
        run_burst(smtp_app, ["email"])
    assert len(handler.messages) == 1
    msg = handler.messages[0]
    assert msg["Subject"] == "Claim 3 for Site A"
    assert msg["To"] == "ann@example.com, bob@example.com"
    assert msg["Message-ID"].startswith("<") and "@localhost>" in msg["Message-ID"]
    assert "Please find claim 3." in msg.get_payload()[0].get_payload()


def test_dev_outbox_keeps_lists_newest_first_and_renders_a_page(app_ctx, client, run_jobs, dev_mail):
    send_email(to="first@example.com", subject="First", text="one", key="dev-1")
    db.session.commit()
    run_jobs()
    send_email(to="second@example.com", subject="Second", text="two", html="<b>two</b>", key="dev-2")
    db.session.commit()
    run_jobs()
    mine = [m for m in dev_mail() if m["subject"] in ("First", "Second")]
    assert [m["subject"] for m in mine] == ["Second", "First"]
    assert mine[0] == {**mine[0], "to": ["second@example.com"], "text": "two", "html": "<b>two</b>"}
    assert mine[0]["sent_at"]
    page = client.get("/dev/mail", headers={"Accept": "text/html"})
    assert page.status_code == 200 and b"Development outbox" in page.data and b"Second" in page.data


def test_a_repeated_key_sends_once(app_ctx, run_jobs, dev_mail):
    for _ in range(2):
        send_email(to="once@example.com", subject="Only once", text="x", key="dev-once")
        db.session.commit()
    run_jobs()
    assert len(dev_mail("once@example.com")) == 1


def test_dev_mail_does_not_exist_in_production(test_config):
    prod = create_app({**test_config, "ENV_NAME": "production", "SMTP_URL": "smtp://127.0.0.1:9"})
    response = prod.test_client().get("/dev/mail", headers={"Accept": "application/json"})
    assert response.status_code == 404
