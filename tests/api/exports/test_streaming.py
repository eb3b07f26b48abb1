"""The claims export streams: its peak memory does not grow with the number of rows (a server-side
cursor read in batches, the body written as it is read)."""
import tracemalloc

from graphql_relay import from_global_id
from sqlalchemy import text

from app.db import db
from tests.api.factories import export_url


def add_claims(app, contract_id: int, first: int, count: int) -> None:
    """`count` submitted claims on the contract, numbered from `first`, written in two statements."""
    with app.app_context():
        params = {"k": contract_id, "a": first, "b": first + count - 1}
        db.session.execute(text("""
            INSERT INTO shared.claims (contract_id, number, status, latest_rev)
            SELECT :k, g, 'Sent', 1 FROM generate_series(CAST(:a AS int), CAST(:b AS int)) g"""), params)
        db.session.execute(text("""
            INSERT INTO shared.claim_revisions (claim_id, rev, period_from, period_to, is_draft, amount_excl, tax)
            SELECT id, 1, DATE '2026-03-01', DATE '2026-03-31', false, 100000 + number, 15000
            FROM shared.claims WHERE contract_id = :k AND number BETWEEN CAST(:a AS int) AND CAST(:b AS int)"""), params)
        db.session.commit()


def peak_while_streaming(ws) -> tuple[int, int]:
    """(rows read, peak bytes allocated) while reading the whole export."""
    response = ws.client.get(export_url(ws))
    tracemalloc.start()
    try:
        lines = sum(chunk.count(b"\n") for chunk in response.response)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
        response.close()
    return lines - 1, peak


def test_peak_memory_does_not_grow_with_rows(project, app):
    p = project()
    contract_id = int(from_global_id(p.id)[1])
    add_claims(app, contract_id, 1, 2_000)
    peak_after_warmup = peak_while_streaming(p.supplier)  # compiled statements and caches warm
    rows, small = peak_while_streaming(p.supplier)
    assert rows == 2_000
    add_claims(app, contract_id, 2_001, 6_000)
    rows, large = peak_while_streaming(p.supplier)
    assert rows == 8_000
    # Four times the rows: the peak stays that of about one batch (a whole file would be 4x).
    assert large < small * 1.5, (peak_after_warmup, small, large)
