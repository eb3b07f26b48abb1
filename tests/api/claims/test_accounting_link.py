"""The link to the claim's invoice in the accounting service: shown to both parties once it exists."""
from graphql_relay import from_global_id
from sqlalchemy import update

from app.claims.models import Claim
from app.db import db
from tests.api.claims.conftest import PERIOD, gst, line

XERO = "query($id: ID!, $n: Int!) { node(id: $id) { ... on Contract { claim(number: $n) { xeroUrl } } } }"
URL = "https://go.xero.com/AccountsReceivable/View.aspx?InvoiceID=0f6b1c2d"


def test_xero_url_is_null_until_the_accounting_connection_sets_it(project, app):
    p = project()
    p.new_claim()
    p.lines(create=[line("a", "Earthworks", 100_000, amount=50_000, tax=gst(50_000))])
    p.patch(1, PERIOD)
    p.submitted(1)
    assert p.supplier.ok(XERO, {"id": p.id, "n": 1})["node"]["claim"]["xeroUrl"] is None
    with app.app_context():
        contract_id = int(from_global_id(p.id)[1])
        db.session.execute(update(Claim).where(Claim.contract_id == contract_id, Claim.number == 1)
                           .values(accounting_url=URL))
        db.session.commit()
    for ws in (p.supplier, p.customer):
        assert ws.ok(XERO, {"id": p.id, "n": 1})["node"]["claim"]["xeroUrl"] == URL
