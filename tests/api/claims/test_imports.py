"""Previous claims imported with a new project become its first claims, paid, with ledger entries."""
from tests.api.factories import CREATE, gst, project_input


def test_previous_claims_become_paid_claims_with_entries(project):
    claims = [
        {"number": 1, "date": "2026-01-31", "totalExcl": 300_000, "lines": [
            {"name": "Foundations", "group": ["Stage 1"], "amountExcl": 200_000, "unitPrice": 10_000,
             "qtyMilli": 50_000},
            {"name": "Scaffold", "type": "Provisional", "amountExcl": 100_000}]},
        {"number": 2, "date": "2026-02-28", "totalExcl": 650_000, "lines": [
            {"name": "Foundations", "group": ["Stage 1"], "amountExcl": 450_000, "unitPrice": 10_000,
             "qtyMilli": 50_000},
            {"name": "Scaffold", "type": "Provisional", "amountExcl": 200_000}]},
    ]
    p = project(claims=claims)
    contract = p.contract_claims(2)
    assert [(c["number"], c["status"]) for c in contract["claims"]] == [(2, "Sent"), (1, "Sent")]
    second = contract["claim"]
    assert second["isPaid"] and second["isImported"] and second["label"] is None
    latest = second["latest"]
    assert latest["date"] == "2026-02-28" and latest["title"] == "Claim 2"
    by_name = {x["entry"]["name"]: x for x in latest["lines"]}
    # Amounts given to date become what each claim added.
    assert (by_name["Foundations"]["previous"], by_name["Foundations"]["thisClaim"]) == (200_000, 250_000)
    assert by_name["Foundations"]["entry"]["totalPrice"] == 500_000  # 50 units at 100.00
    assert (by_name["Scaffold"]["previous"], by_name["Scaffold"]["thisClaim"]) == (100_000, 100_000)
    assert latest["amountExcl"] == 350_000 and latest["tax"] == gst(350_000)
    assert latest["totals"]["subtotal"] == 650_000 and latest["totals"]["previousSubtotal"] == 300_000
    # The customer sees them too; the next claim is number 3 and carries every line.
    assert [c["number"] for c in p.contract_claims(1, p.customer)["claims"]] == [2, 1]
    third = p.new_claim()
    assert third["number"] == 3
    names = sorted(x["entry"]["name"] for x in third["draft"]["lines"] if not x["isRetention"])
    assert names == ["Foundations", "Scaffold"]
    assert third["draft"]["totals"]["previousSubtotal"] == 650_000


def test_an_initial_import_is_claim_0(project):
    p = project(claims=[{"number": 0, "date": "2026-01-31", "totalExcl": 5_000,
                         "lines": [{"name": "Deposit", "amountExcl": 5_000}]}])
    claim = p.claim(0)
    assert claim["title"] == "Initial Import" and claim["latest"]["amountExcl"] == 5_000
    assert p.new_claim()["number"] == 1


def test_migrate_imports_previous_claims_stored_before_claims_existed(app, project):
    """Rows written the way the projects work stored them before s0020 (no claim made from them)
    become claims when the database is migrated, once: a second migrate changes nothing."""
    from sqlalchemy import func, insert, select

    from app.claims.models import Claim
    from app.contracts.models import Contract, PreviousClaim
    from app.db import db
    from migrations import repairs
    from tenants.migrate import migrate_all

    p = project()
    with app.app_context():
        contract_id = db.session.scalar(select(Contract.id).where(Contract.site_name == "Queen St Apartments")
                                        .order_by(Contract.id.desc()))
        # A Core insert: the ORM hook that imports new rows today does not see it.
        db.session.execute(insert(PreviousClaim).values(
            contract_id=contract_id, number=1, claim_date="2026-01-31", total_excl=120_000,
            lines=[{"name": "Earthworks", "amountExcl": 120_000}]))
        db.session.commit()
        assert p.claim(1) is None
        messages = []
        migrate_all(db.engine, echo=messages.append, repairs=repairs.run)
        assert "Repaired 1 row(s): import_previous_claims" in messages
        migrate_all(db.engine, echo=messages.append, repairs=repairs.run)
        assert messages.count("Repaired 1 row(s): import_previous_claims") == 1
        assert db.session.scalar(select(func.count()).select_from(Claim).where(Claim.contract_id == contract_id)) == 1
    claim = p.claim(1)
    assert claim["isPaid"] and claim["latest"]["amountExcl"] == 120_000
    assert p.new_claim()["number"] == 2


def test_an_imported_line_below_zero_quantity_to_date_is_refused(party):
    """An imported line's quantity is its quantity to date, so the ledger's rule holds for it as for
    any claim: a credit is said by a negative price or amount, never by less than nothing done."""
    supplier, customer = party("Acme Builders"), party("Client Co")
    claims = [{"number": 1, "totalExcl": -5_000, "lines": [
        {"name": "Foundations", "amountExcl": 10_000},
        {"name": "Credit", "unitPrice": 5_000, "qtyMilli": -1_000, "amountExcl": -15_000}]}]
    body = supplier.gql(CREATE, {"input": project_input(customer_ws=customer, claims=claims)})
    assert [e["message"] for e in body["errors"]] == ["Quantity to date cannot be below zero"]
    assert body["errors"][0]["extensions"]["field"] == "claims.0.lines.1.qtyMilli"
    # Zero is a quantity to date, and a credit said by its price is imported.
    claims = [{"number": 1, "totalExcl": -5_000, "lines": [
        {"name": "Foundations", "amountExcl": 10_000},
        {"name": "Credit", "unitPrice": -15_000, "qtyMilli": 1_000, "amountExcl": -15_000},
        {"name": "Not started", "unitPrice": 5_000, "qtyMilli": 0, "amountExcl": 0}]}]
    supplier.ok(CREATE, {"input": project_input(customer_ws=customer, claims=claims)})


def test_a_supplier_not_registered_for_gst_imports_its_previous_claims_without_gst(project, party):
    """Issue 34: the contract's 15 % applies only to a supplier registered for GST; one that is not
    charged none on its previous claims either (and a registered one's keep theirs: the test above)."""
    from tests.api.claims.test_no_gst import claim_of, set_status

    supplier = party("Solo Sparky")
    set_status(supplier, False)
    p = project(supplier=supplier, claims=[{"number": 1, "date": "2026-01-31", "totalExcl": 300_000, "lines": [
        {"name": "Wiring", "amountExcl": 300_000}]}])
    claim = claim_of(p, 1)
    latest = claim["latest"]
    assert (latest["gstRegistered"], latest["amountExcl"], latest["tax"]) == (False, 300_000, 0)
    assert latest["totals"]["chargesGst"] is False and latest["totals"]["gst"] == 0
    assert latest["heading"] == "Payment claim"
    # Paid before it came here: the payment recorded is the amount with no GST on it.
    assert claim["standing"]["claimed"] == 300_000 and claim_of(p, 1, p.customer)["standing"]["claimed"] == 300_000
    line = p.contract_claims(1)["claim"]["latest"]["lines"][0]
    assert line["entry"]["name"] == "Wiring" and line["entry"]["tax"] == 0
