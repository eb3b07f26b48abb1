"""Edits made while a push is on its way (issue 7): they are based on what the person saw, not on
what the push in flight answers, and list that push's revision in `ownRevs`. A third party's save
of the same line in between is a conflict; a client's own back-to-back pushes never are.
"""
from tests.api.factories import errors_of, gst, line

CONFLICT = "Someone else changed this claim. Reload to see their changes; your edits are kept."


def _entry(ledger, item_id):
    return next(e for e in ledger["entries"] if e["itemId"] == item_id)


def _push(p, ws, base, own=(), **changes):
    return p.update(ws, ledger_rev=str(base), ownRevs=[str(r) for r in own], **changes)


def _rev(body) -> int:
    assert "errors" not in body, body["errors"]
    return int(body["data"]["ledgerUpdate"]["ledgerRev"])


def _amount(item_id, cents):
    return {"itemId": item_id, "amount": cents, "tax": gst(cents)}


def _editors(project):
    p = project()
    ann, bob = p.supplier, p.supplier.add_member()  # two people of the supplier, each in a browser
    p.new_claim()
    p.lines(create=[line("a", "Foundations", 1_000_000), line("b", "Framing", 2_000_000)])
    return p, ann, bob, int(p.ledger()["ledgerRev"])


def test_a_third_partys_save_between_the_base_and_the_push_in_flight_is_a_conflict(project):
    p, ann, bob, seen = _editors(project)
    # Bob renames line a; Ann, still looking at `seen`, pushes an edit of line b (accepted: nobody
    # touched b) and, while that push is on its way, edits line a as she saw it.
    assert _rev(_push(p, bob, seen, update=[{"itemId": "a", "name": "Foundations & slab"}])) == seen + 1
    inflight = _rev(_push(p, ann, seen, update=[_amount("b", 200_000)]))
    assert inflight == seen + 2
    later = _push(p, ann, seen, own=[inflight], update=[_amount("a", 100_000), {"itemId": "b", "name": "Frame"}])
    assert errors_of(later) == [CONFLICT]
    assert later["errors"][0]["extensions"]["code"] == "LEDGER_CONFLICT"
    # Nothing of the refused push is applied, not even the line only Ann edited.
    ledger = p.ledger()
    assert (_entry(ledger, "a")["name"], _entry(ledger, "a")["amount"]) == ("Foundations & slab", 0)
    assert (_entry(ledger, "b")["name"], _entry(ledger, "b")["amount"]) == ("Framing", 200_000)
    assert int(ledger["ledgerRev"]) == inflight
    # Listing a revision that is not one of hers does not hide Bob's save either.
    assert errors_of(_push(p, ann, seen, own=[inflight, seen + 1 + 100], update=[_amount("a", 1)])) == [CONFLICT]
    # After a reload Ann's edits go on top of Bob's.
    _rev(_push(p, ann, ledger["ledgerRev"], update=[_amount("a", 100_000), {"itemId": "b", "name": "Frame"}]))
    ledger = p.ledger()
    assert (_entry(ledger, "a")["name"], _entry(ledger, "a")["amount"]) == ("Foundations & slab", 100_000)
    assert _entry(ledger, "b")["name"] == "Frame"


def test_a_save_of_the_line_after_our_push_answered_is_a_conflict(project):
    p, ann, bob, seen = _editors(project)
    mine = _rev(_push(p, ann, seen, update=[_amount("a", 100_000)]))  # r -> r+1
    _rev(_push(p, bob, mine, update=[{"itemId": "a", "name": "Bob's"}]))  # Bob saw Ann's push
    # Ann's next edit of line a, staged while her push was on its way (based on r) or after it
    # answered (based on r+1): either way Bob's save of the same line is someone else's.
    assert errors_of(_push(p, ann, seen, own=[mine], update=[_amount("a", 150_000)])) == [CONFLICT]
    assert errors_of(_push(p, ann, mine, update=[_amount("a", 150_000)])) == [CONFLICT]
    assert _entry(p.ledger(), "a")["amount"] == 100_000


def test_a_clients_own_back_to_back_pushes_of_one_line_never_conflict(project):
    p, ann, bob, seen = _editors(project)
    first = _rev(_push(p, ann, seen, update=[_amount("a", 100_000)]))
    # Staged while the first push was on its way: based on `seen`, listing the first push.
    second = _rev(_push(p, ann, seen, own=[first], update=[_amount("a", 200_000), {"itemId": "a", "name": "Piles"}]))
    # Staged once the first answered, while the second was on its way.
    third = _rev(_push(p, ann, first, own=[second], update=[_amount("a", 300_000)]))
    # A drag while pushes are on their way moves every line: still only her own edits since.
    fourth = _rev(_push(p, ann, second, own=[third], order=["b", "a"]))
    _rev(_push(p, ann, third, own=[fourth], order=["a", "b"], update=[{"itemId": "b", "name": "Frame"}]))
    ledger = p.ledger()
    assert (_entry(ledger, "a")["name"], _entry(ledger, "a")["amount"]) == ("Piles", 300_000)
    assert [(_entry(ledger, i)["position"], _entry(ledger, i)["name"]) for i in ("a", "b")] == [
        (1000, "Piles"), (2000, "Frame")]


def test_someone_elses_save_of_another_line_meanwhile_merges_but_blocks_a_reorder(project):
    p, ann, bob, seen = _editors(project)
    first = _rev(_push(p, ann, seen, update=[_amount("a", 100_000)]))
    _rev(_push(p, bob, first, update=[{"itemId": "b", "name": "Bob's framing"}]))
    _rev(_push(p, ann, seen, own=[first], update=[_amount("a", 250_000)]))
    ledger = p.ledger()
    assert (_entry(ledger, "a")["amount"], _entry(ledger, "b")["name"]) == (250_000, "Bob's framing")
    # A reorder based on a ledger older than Bob's save would move lines he changed unseen.
    assert errors_of(_push(p, ann, seen, own=[first], order=["b", "a"])) == [CONFLICT]


def test_with_only_own_pushes_since_the_base_a_mistake_is_the_clients_not_a_conflict(project):
    p, ann, _bob, seen = _editors(project)
    first = _rev(_push(p, ann, seen, update=[_amount("a", 100_000)]))
    body = _push(p, ann, seen, own=[first], update=[_amount("nope", 1)])
    assert errors_of(body) == ["Line not found: nope"]


def test_own_revs_must_be_revisions(project):
    p, ann, _bob, seen = _editors(project)
    assert errors_of(_push(p, ann, seen, own=["12x"], update=[_amount("a", 1)])) == [
        "ownRevs are ledgerRevs your own updates answered"]
    assert errors_of(_push(p, ann, seen, own=range(1, 102), update=[_amount("a", 1)])) == ["At most 100 ownRevs"]
    assert _entry(p.ledger(), "a")["amount"] == 0
