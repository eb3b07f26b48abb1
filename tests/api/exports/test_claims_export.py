"""GET /v1/export/claims: the Export screen's CSV. Its columns, rows matching the claims on both
sides, the money in dollars, who sees what (a customer never sees New claims; another
organisation's contracts never appear), the cell rules, and a fixed number of statements."""
import re

from sqlalchemy import update

from app.db import db
from app.exports.claims import COLUMNS
from tests.api.factories import MARK_PAID, PERIOD, csv_rows, export_url, on_day
from tests.querycount import count_queries
from tenants.models import Organisation

# The spec's columns, then the statutory facts (issue 33).
HEADER = ("relation,supplierName,customerName,slug,number,status,periodFrom,periodTo,claimExcl,claimRetention,"
          "claimTax,adjustExcl,adjustRetention,scheduleExcl,scheduleTax,scheduleDueDate,contractId,owner,"
          "scheduleDeadline,claimDueDate,received,outstanding,scheduleGivenLate")


def test_the_csv_has_the_spec_columns_and_file_name(scheduled_project, exported):
    s = scheduled_project()
    response = s.supplier.client.get(export_url(s.supplier))
    assert response.status_code == 200
    assert response.headers["Content-Type"] == "text/csv; charset=utf-8"
    assert re.fullmatch(r'attachment; filename="claims-\d{8}-\d{6}\.csv"', response.headers["Content-Disposition"])
    assert response.headers["Cache-Control"] == "private, no-store"
    text = response.get_data(as_text=True)
    assert text.splitlines()[0] == "\ufeff" + ",".join(f'"{c}"' for c in COLUMNS)
    assert ",".join(COLUMNS) == HEADER


def test_rows_match_the_claims_on_both_sides(scheduled_project, exported):
    s = scheduled_project(served="2026-04-01")  # the schedule is due by 4 May 2026 (Easter and Anzac Day skipped)
    s.save(lines=[{"itemId": "a", "scheduled": 800_000, "reason": "Defective work"}], dueDate="2026-05-20",
           notes=["Defects to be remedied"])
    with on_day("2026-05-04"):
        s.sent()
    s.p.new_claim()  # claim 2: the supplier's draft
    supplier_rows = exported(s.supplier)
    assert [(r["number"], r["status"]) for r in supplier_rows] == [("2", "New"), ("1", "Scheduled")]
    one = supplier_rows[1]
    contract = s.p.contract
    assert one == {
        "relation": "Supplier", "supplierName": "Acme Builders", "customerName": "Client Co",
        "slug": contract["slug"], "number": "1", "status": "Scheduled",
        "periodFrom": PERIOD["periodFrom"], "periodTo": PERIOD["periodTo"],
        # 17,500.00 claimed, 5% retention held (875.00): 16,625.00 excl, GST 2,493.75.
        "claimExcl": "16625.00", "claimRetention": "-875.00", "claimTax": "2493.75",
        # Line a scheduled 2,000.00 lower; retention recomputed on the lower gross (100.00 less held).
        "adjustExcl": "-2000.00", "adjustRetention": "100.00",
        "scheduleExcl": "14725.00", "scheduleTax": "2208.75", "scheduleDueDate": "2026-05-20",
        "contractId": s.id, "owner": "Acme Builders",
        # Given in time, so the scheduled amount (16,933.75 incl. GST) is payable on the schedule's date.
        "scheduleDeadline": "2026-05-04", "claimDueDate": "2026-05-01", "received": "0.00",
        "outstanding": "16933.75", "scheduleGivenLate": "",
    }
    draft = supplier_rows[0]
    assert draft["claimExcl"] == draft["claimTax"] == draft["scheduleExcl"] == ""
    customer_rows = exported(s.customer)
    # A customer never sees a New claim; the rest reads the same, from its side.
    assert customer_rows == [{**one, "relation": "Customer"}]
    # Paid: the status says so, and nothing is outstanding, on both sides.
    s.supplier.ok(MARK_PAID, {"id": s.id, "n": 1, "p": True})
    paid = {**one, "status": "Paid", "received": "16933.75", "outstanding": "0.00"}
    assert [r for r in exported(s.supplier) if r["number"] == "1"] == [paid]
    assert exported(s.customer) == [{**paid, "relation": "Customer"}]


def test_filters(scheduled_project, exported):
    s = scheduled_project()
    s.p.new_claim()
    assert [r["number"] for r in exported(s.supplier, status="Sent")] == ["1"]
    assert [r["number"] for r in exported(s.supplier, status="New")] == ["2"]
    assert exported(s.supplier, relation="Customer") == []
    assert [r["number"] for r in exported(s.customer, relation="Customer")] == ["1"]
    assert [r["number"] for r in exported(s.supplier, **{"from": "2026-03-31", "to": "2026-03-31"})] == ["1"]
    assert exported(s.supplier, **{"from": "2026-04-01"}) == []
    assert exported(s.supplier, status="Paid") == []
    s.supplier.ok(MARK_PAID, {"id": s.id, "n": 1, "p": True})
    assert [r["number"] for r in exported(s.supplier, status="Paid")] == ["1"]
    assert exported(s.supplier, status="Sent") == []  # the status column says Paid, and so does the filter
    bad = s.supplier.client.get(export_url(s.supplier, status="Unpaid"))
    assert bad.status_code == 400 and bad.get_json()["field"] == "status"
    bad = s.supplier.client.get(export_url(s.supplier, to="31/03/2026"))
    assert bad.status_code == 400 and bad.get_json()["field"] == "to"


def test_json_rows_for_the_table(scheduled_project):
    s = scheduled_project()
    body = s.supplier.client.get(export_url(s.supplier, format="json")).get_json()
    assert body["more"] is False
    assert [(r["number"], r["claimExcl"], r["periodTo"]) for r in body["rows"]] == [(1, 1_662_500, "2026-03-31")]


def test_isolation_another_organisation_sees_none_of_it(scheduled_project, party, exported):
    s = scheduled_project()
    outsider = party("Other Co")
    assert exported(outsider) == []
    # The outsider's browser naming the supplier's account or organisation reaches nothing.
    assert outsider.client.get(export_url(s.supplier)).status_code == 404
    assert outsider.client.get(
        f"/v1/export/claims?sid={outsider.account_id}&org={s.supplier.org['slug']}").status_code == 404
    assert s.supplier.client.get("/v1/export/claims?sid=abc&org=x").status_code == 400


def test_an_invited_customer_that_has_not_accepted_sees_nothing(party, project, exported):
    from tests.api.factories import CREATE, project_input

    supplier, customer = party("Acme Builders"), party("Client Co")
    supplier.ok(CREATE, {"input": project_input(customer_ws=customer)})
    assert exported(customer) == []


def test_cells_are_safe_in_a_spreadsheet(party, project, exported):
    supplier = party("Evil Co")
    with supplier.app.app_context():  # the name as typed (the sign-up form takes any text)
        db.session.execute(update(Organisation).where(Organisation.id == int(supplier.org["id"]))
                           .values(name='=HYPERLINK("http://evil","x"), Ltd'))
        db.session.commit()
    p = project(supplier=supplier)
    p.new_claim()
    raw = supplier.client.get(export_url(supplier)).get_data(as_text=True)
    assert "\"'=HYPERLINK(\"\"http://evil\"\" \"\"x\"\")  Ltd\"".replace("  ", " ") in raw
    row = csv_rows(supplier.client.get(export_url(supplier)))[0]
    assert row["supplierName"] == "'=HYPERLINK(\"http://evil\" \"x\") Ltd"


def test_a_fixed_number_of_statements(scheduled_project, app):
    s = scheduled_project()

    def statements() -> int:
        with app.app_context():
            engine = db.engine
        with count_queries(engine) as log:
            s.supplier.client.get(export_url(s.supplier)).get_data()
        return log.count

    few = statements()
    for _ in range(2):
        more = scheduled_project(supplier=s.supplier)
        more.p.new_claim()
    assert len(csv_rows(s.supplier.client.get(export_url(s.supplier)))) == 5
    assert statements() == few
