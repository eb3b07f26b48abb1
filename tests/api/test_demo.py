"""POST /v1/demo: stores the request and emails sales; bad input is a 422 that stores nothing."""
import pytest
from sqlalchemy import func, select

from app.db import db
from app.marketing.models import DemoRequest
from app.marketing.rest import THANKS


def _count():
    return db.session.scalar(select(func.count()).select_from(DemoRequest))


def test_a_demo_request_is_stored_and_sales_is_emailed(app, app_ctx, client, run_jobs, dev_mail):
    response = client.post("/v1/demo", json={"email": "pat@builders.nz", "companyName": "Pat Builders",
                                             "message": "We send 40 claims a month."})
    assert response.status_code == 200
    assert response.get_json() == {"message": THANKS}
    stored = db.session.scalars(select(DemoRequest).where(DemoRequest.email == "pat@builders.nz")).one()
    assert stored.company_name == "Pat Builders"
    run_jobs()
    mail = dev_mail(app.config["SALES_EMAIL"])
    assert any("Pat Builders" in m["subject"] and "40 claims" in m["text"] for m in mail)


@pytest.mark.parametrize(
    "body, field",
    [
        ({}, "email"),
        ({"email": ""}, "email"),
        ({"email": "not-an-email"}, "email"),
        ({"email": "a@b.nz", "companyName": "x" * 201}, "companyName"),
        ({"email": "a@b.nz", "message": "x" * 5001}, "message"),
        ({"email": "a@b.nz", "message": 12}, "message"),
    ],
)
def test_bad_input_is_a_422_with_field_errors_and_stores_nothing(app_ctx, client, body, field):
    before = _count()
    response = client.post("/v1/demo", json=body)
    assert response.status_code == 422
    assert field in response.get_json()["errors"]["json"]
    assert _count() == before


def test_a_form_post_is_refused(client):
    response = client.post("/v1/demo", data={"email": "a@b.nz"})
    assert response.status_code == 422


def test_a_cross_origin_post_is_refused(app_ctx, client):
    before = _count()
    response = client.post("/v1/demo", json={"email": "a@b.nz"}, headers={"Origin": "https://evil.example"})
    assert response.status_code == 403
    assert _count() == before
