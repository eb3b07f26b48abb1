"""The Retention page costs a fixed number of SQL statements whatever the number of ledgers and entries
(8 measured: the session and viewer, the ledgers with their parties, their balances, the trust account,
their entries, the claims out claiming a release of retention: the Record dialog's warning, issue 38)."""
from app.db import db
from tests.api.factories import party, project, retention_withheld  # noqa: F401  (fixtures)
from tests.api.retention.test_ledger import RETENTION
from tests.querycount import count_queries

# The page as the screen reads it, with each held ledger's claims out (RetentionLedger.releaseClaimsOut).
PAGE = RETENTION.replace("{ retention { weHold {", "{ retention { weHold { releaseClaimsOut", 1)


def _statements(ws) -> tuple[int, dict]:
    ws.ok(PAGE)  # the session and the workspace warm
    with ws.app.app_context():
        engine = db.engine
    with count_queries(engine) as log:
        retention = ws.ok(PAGE)["retention"]
    return log.count, retention


def test_the_retention_page_is_a_fixed_number_of_statements(project, party):
    """Counted for a holder of one ledger, then for the same holder grown to three (two more subcontractors)."""
    holder = party("Client Co")
    retention_withheld(project, "Wharf 0", customer=holder)
    few, few_page = _statements(holder)
    for n in (1, 2):
        retention_withheld(project, f"Wharf {n}", customer=holder)
    many, many_page = _statements(holder)
    assert (len(few_page["weHold"]), len(many_page["weHold"])) == (1, 3)
    assert all(ledger["entries"] for ledger in many_page["weHold"])
    assert all(ledger["releaseClaimsOut"] == [] for ledger in many_page["weHold"])
    assert few == many <= 9, f"{few} statements for one ledger, {many} for three"
