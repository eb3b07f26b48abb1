"""Rate limits of comments and feedback, and feedback itself: kept and emailed to support."""
import uuid

from sqlalchemy import select, text

from app.db import db
from tests.api.comments.test_comments import ADD, submitted_project
from tests.api.factories import errors_of

FEEDBACK = "mutation($input: FeedbackSendInput!) { feedbackSend(input: $input) { sent } }"


def test_comments_are_limited_per_account(project, app):
    p = submitted_project(project)
    app.config["COMMENTS_PER_ACCOUNT_PER_10_MINUTES"] = 2
    try:
        for i in range(2):
            body = p.customer.gql(ADD, {"input": {"contractId": p.id, "number": 1, "commentId": uuid.uuid4().hex,
                                                  "body": f"n{i}"}})
            assert "errors" not in body, body
        body = p.customer.gql(ADD, {"input": {"contractId": p.id, "number": 1, "commentId": uuid.uuid4().hex,
                                              "body": "one too many"}})
        error = body["errors"][0]
        assert error["message"] == "Too many comments: at most 2 every 10 minutes. Please try again later."
        assert error["extensions"]["code"] == "RATE_LIMITED" and 0 < error["extensions"]["retryAfter"] <= 600
        # Another account is not held back.
        body = p.supplier.gql(ADD, {"input": {"contractId": p.id, "number": 1, "commentId": uuid.uuid4().hex,
                                              "body": "fine"}})
        assert "errors" not in body, body
    finally:
        app.config["COMMENTS_PER_ACCOUNT_PER_10_MINUTES"] = 60


def test_feedback_is_kept_emailed_to_support_and_limited(party, app, run_jobs, dev_mail):
    from app.feedback.models import Feedback
    from tenants.context import tenant_context
    from tenants.models import Organisation

    ws = party("Acme Builders")
    assert errors_of(ws.gql(FEEDBACK, {"input": {"message": "  \n "}})) == ["Feedback is required"]
    marker = uuid.uuid4().hex
    assert ws.ok(FEEDBACK, {"input": {"message": f"Love it {marker}\nbut the grid is slow"}}) == \
        {"feedbackSend": {"sent": True}}
    with app.app_context():
        # Kept in the sender's organisation's schema, and nowhere in shared.
        org = db.session.get(Organisation, ws.org["id"])
        with tenant_context(org):
            row = db.session.scalars(select(Feedback).where(Feedback.message.contains(marker))).one()
            assert row.account_id == ws.account_id
        assert db.session.scalar(text("SELECT to_regclass('shared.feedback')")) is None
        db.session.rollback()
    run_jobs()
    mail = next(m for m in dev_mail(to=app.config["SUPPORT_EMAIL"]) if marker in m["text"])
    assert ws.email in mail["text"] and mail["subject"].startswith("Feedback from")
    app.config["FEEDBACK_PER_ACCOUNT_PER_HOUR"] = 1
    try:
        error = ws.gql(FEEDBACK, {"input": {"message": "again"}})["errors"][0]
        assert error["message"] == "Too much feedback: at most 1 messages an hour. Please try again later."
        assert error["extensions"]["code"] == "RATE_LIMITED" and error["extensions"]["retryAfter"] > 0
    finally:
        app.config["FEEDBACK_PER_ACCOUNT_PER_HOUR"] = 10


def test_two_organisations_first_feedback_both_reach_support(party, app, run_jobs, dev_mail):
    # Each organisation's feedback rows are numbered in its own schema, so both of these are row 1
    # (new organisations): each must be its own email, not a repeat of the other's.
    markers = []
    for name in ("Acme Builders", "Client Co"):
        ws = party(name)
        markers.append(uuid.uuid4().hex)
        assert ws.ok(FEEDBACK, {"input": {"message": f"First feedback {markers[-1]}"}}) == {"feedbackSend": {"sent": True}}
    run_jobs()
    texts = [m["text"] for m in dev_mail(to=app.config["SUPPORT_EMAIL"])]
    assert [marker for marker in markers if any(marker in text for text in texts)] == markers


def test_feedback_needs_a_signed_in_person(app):
    body = app.test_client().post("/graphql", json={"query": FEEDBACK, "variables": {"input": {"message": "hi"}}})
    assert body.get_json()["errors"]
