"""A ledger read for one request is freed when the request ends, by reference counting alone:
nothing in it refers back to its store but weakly, so the cyclic garbage collector (a pause of
tens of milliseconds on a large heap) has nothing of it to find. An entry kept past its store
still reads its details."""
import gc
import weakref

from graphql_relay import from_global_id

from app.claims import queries
from tests.api.factories import PERIOD, line


def test_a_ledger_read_leaves_no_reference_cycle_and_an_entry_outliving_it_still_loads(app, project):
    p = project()
    p.new_claim()
    p.lines(create=[line(f"i{i}", f"Item {i}", 100_000, group=["Level 1"], percentComplete=2500) for i in range(5)])
    p.patch(1, PERIOD)
    p.submitted(1)
    p.new_claim()
    p.lines(update=[{"itemId": "i0", "percentComplete": 5000}])
    contract_id = int(from_global_id(p.id)[1])
    app.config["CLAIMS_LEDGER_CACHE"] = False
    enabled = gc.isenabled()
    gc.collect()
    gc.disable()
    try:
        with app.test_request_context():
            data = queries.ledger_data(contract_id, "NZ_GST", drafts=True)
            view = data.view()
            assert [row.to_date for row in view.items()][:2] == [50_000, 25_000]
            assert view.totals(data.claims[-1].id).gst_exclusive == 25_000
            assert len(view.lines(data.claims[-1].id)) == 6  # five lines and retention
            store = weakref.ref(data.store)
            first = data.claims[0]
            block = data.store.entries_of(first.id, first.latest_rev)
            kept = block.entry(next(i for i, row in enumerate(block.rows) if row[3] == "i0"))  # details not read
            assert not kept.details_loaded
            del data, view, block
        assert store() is None  # freed with the request's g, no collection needed
        with app.test_request_context():
            assert (kept.name, kept.group_path) == ("Item 0", ["Level 1"])
    finally:
        app.config["CLAIMS_LEDGER_CACHE"] = True
        if enabled:
            gc.enable()
