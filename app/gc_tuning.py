"""Garbage-collector settings of a long-lived web or worker process (`wsgi.py`).

A request frees what it allocates by reference counting (the large reads keep no reference
cycles: see `app.claims.queries.EntryStore`), so the cyclic collector finds little to free, yet
with Python's default threshold (a young collection every 700 net allocations) a ledger read
of 12,000 entries sets off a dozen collections that walk every young object, and now and then a
full collection that walks the whole heap (50 to 300 ms at the 95th percentile of
`ops/bench/claims`). `bulk()` switches the collector off for one large read.
"""
import gc
from contextlib import contextmanager

YOUNG_THRESHOLD = 50_000


def tune() -> None:
    """Call once start-up is done: what start-up allocated lives as long as the process, so it
    is kept out of every later collection (and pages shared with a forked child stay shared);
    young collections wait for 50,000 net allocations, a few milliseconds of walking each."""
    gc.collect()
    gc.freeze()
    _, middle, old = gc.get_threshold()
    gc.set_threshold(YOUNG_THRESHOLD, middle, old)


@contextmanager
def bulk():
    """No cyclic garbage collection while a few thousand acyclic rows are read and sorted.

    Reading a large ledger allocates tens of thousands of objects; each allocation burst sets off
    collections that walk the whole heap (100 ms at the 95th percentile of the ledger benchmark)
    and find nothing to free, since rows and entries hold no cycles. Collection resumes after.
    """
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()
