"""The download links' parameters (/v1/pdf, /v1/export): what str.isdigit calls a digit but int()
does not ('²'), and a NUL no text column holds, are refused like any malformed value, never a 500."""
import pytest

from tests.api.factories import party  # noqa: F401  (fixtures)


@pytest.mark.parametrize("param, value", [("sid", "%C2%B2"), ("number", "%C2%B2"), ("number", "1%C2%B2")])
def test_a_digit_int_cannot_read_is_a_field_error(party, param, value):  # noqa: F811
    ws = party("Acme Builders")
    query = {"revision": "latest", "contract": "1", "sid": str(ws.account_id), "org": ws.org["slug"], "number": "1",
             param: value}
    response = ws.client.get("/v1/pdf?" + "&".join(f"{k}={v}" for k, v in query.items()))
    assert response.status_code == 400 and response.get_json()["field"] == param


def test_an_export_sid_int_cannot_read_is_a_field_error(party):  # noqa: F811
    ws = party("Acme Builders")
    response = ws.client.get(f"/v1/export/claims?sid=%C2%B2&org={ws.org['slug']}")
    assert response.status_code == 400 and response.get_json()["field"] == "sid"


@pytest.mark.parametrize("org", ["%00", "acme%00", "%C2%B2"])
def test_an_organisation_no_column_can_name_reads_as_missing(party, org):  # noqa: F811
    ws = party("Acme Builders")
    response = ws.client.get(f"/v1/pdf?revision=latest&contract=1&sid={ws.account_id}&org={org}&number=1")
    assert response.status_code == 404
