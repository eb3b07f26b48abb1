"""POST /v1/demo: stores the request and emails sales; bad input is a 422 that stores nothing."""
import pytest
from sqlalchemy import func, select

from app.db import db
from app.marketing.models import DemoRequest
from app.marketing.rest import THANKS


@pytest.fixture
def client(app):
    """A client of its own address: the form is rate-limited per address (other tests post too)."""
    from tests.auth_helpers import new_client

    return new_client(app)


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


# ---- the anonymous form is as careful as the signed-in ones (issue 37) ----

@pytest.mark.parametrize("body, field, message", [
    ({"email": "a@b.nz", "companyName": "Evil Ltd\r\nBcc: x@evil.example"}, "companyName",
     "Company name must be on one line"),
    ({"email": "a@b.nz", "companyName": "Evil\nLtd"}, "companyName", "Company name must be on one line"),
    ({"email": "a@b.nz\r\nBcc: x@evil.example"}, "email", "Email must be on one line"),
    ({"email": "a@b.nz", "companyName": "Nul\x00 Ltd"}, "companyName", "NUL"),
    ({"email": "a@b.nz", "message": "half \ud800 a pair"}, "message", "unpaired surrogate"),
    ({"email": "a\x00@b.nz"}, "email", "NUL"),
])
def test_nul_line_breaks_and_lone_surrogates_are_refused_by_field(app_ctx, client, body, field, message):
    import json

    before = _count()
    response = client.post("/v1/demo", data=json.dumps(body), content_type="application/json")
    assert response.status_code == 422, response.get_data(as_text=True)
    errors = response.get_json()["errors"]["json"]
    assert list(errors) == [field] and message in errors[field][0]
    assert _count() == before


def test_fields_are_cleaned_as_typed_text(app_ctx, client):
    response = client.post("/v1/demo", json={"email": "  Zoe@Builders.NZ ", "companyName": " \u202eZoe\u200b Builders ",
                                             "message": "Line one\r\nLine two\u2066"})
    assert response.status_code == 200
    stored = db.session.scalars(select(DemoRequest).order_by(DemoRequest.id.desc())).first()
    assert (stored.email, stored.company_name, stored.message) == ("zoe@builders.nz", "Zoe Builders",
                                                                  "Line one\nLine two")


def test_a_client_address_may_ask_a_few_times_an_hour(app, app_ctx, run_jobs, dev_mail):
    from tests.auth_helpers import new_client

    client = new_client(app)
    limit = app.config["DEMO_REQUESTS_PER_IP_PER_HOUR"]
    tag = "burst-" + str(id(client))
    answers = [client.post("/v1/demo", json={"email": f"p{i}@builders.nz", "companyName": tag}).status_code
               for i in range(limit + 3)]
    assert answers == [200] * limit + [429] * 3
    refused = client.post("/v1/demo", json={"email": "again@builders.nz", "companyName": tag})
    assert int(refused.headers["Retry-After"]) > 0 and "Too many demo requests" in refused.get_json()["message"]
    assert db.session.scalar(select(func.count()).select_from(DemoRequest)
                             .where(DemoRequest.company_name == tag)) == limit
    run_jobs()
    assert len([m for m in dev_mail(app.config["SALES_EMAIL"]) if tag in m["subject"]]) == limit
    other = new_client(app)  # another address is not held back by this one
    assert other.post("/v1/demo", json={"email": "other@builders.nz", "companyName": tag}).status_code == 200
