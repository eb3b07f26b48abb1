"""Fixtures of the export API tests: the schedule tests' projects, and the export as rows."""
import csv
import io

import pytest

from tests.api.claims.conftest import PERIOD, gst, line, project  # noqa: F401  (fixtures)
from tests.api.contracts.conftest import party  # noqa: F401  (fixture)
from tests.api.schedules.conftest import scheduled, scheduled_project  # noqa: F401  (fixtures)


def export_url(ws, path="claims", **params) -> str:
    query = {"sid": ws.account_id, "org": ws.org["slug"], **params}
    return f"/v1/export/{path}?" + "&".join(f"{k}={v}" for k, v in query.items() if v is not None)


def csv_rows(response) -> list[dict]:
    assert response.status_code == 200, response.get_data(as_text=True)
    text = response.get_data(as_text=True)
    assert text.startswith("\ufeff")
    return list(csv.DictReader(io.StringIO(text[1:], newline="")))


@pytest.fixture
def exported():
    def get(ws, path="claims", **params) -> list[dict]:
        return csv_rows(ws.client.get(export_url(ws, path, **params)))

    return get
