"""Two editors on one draft: one wins, the other gets the conflict message, no edit disappears."""
import threading

from tests.api.factories import PERIOD, errors_of, gst, line

CONFLICT = "Someone else changed this claim. Reload to see their changes; your edits are kept."


def _entry(ledger, item_id):
    return next(e for e in ledger["entries"] if e["itemId"] == item_id)


def test_a_stale_edit_of_the_same_line_is_refused_and_nothing_is_lost(project):
    p = project()
    ann, bob = p.supplier, p.supplier.add_member()  # two people of the supplier, each signed in
    p.new_claim()
    p.lines(create=[line("a", "Foundations", 1_000_000), line("b", "Framing", 2_000_000)])
    seen_by_both = p.ledger(ann)["ledgerRev"]
    assert p.ledger(bob)["ledgerRev"] == seen_by_both

    won = p.update(ann, ledger_rev=seen_by_both, update=[{"itemId": "a", "amount": 100_000, "tax": 15_000}])
    assert "errors" not in won
    lost = p.update(bob, ledger_rev=seen_by_both, update=[{"itemId": "a", "name": "Foundations & slab"},
                                                         {"itemId": "b", "amount": 7, "tax": 1}])
    assert errors_of(lost) == [CONFLICT]
    assert lost["errors"][0]["extensions"]["code"] == "LEDGER_CONFLICT"
    assert lost["errors"][0]["extensions"]["status"] == 409
    ledger = p.ledger(bob)
    # Ann's edit is there; none of Bob's refused update is (not even the line nobody else touched).
    assert _entry(ledger, "a")["amount"] == 100_000 and _entry(ledger, "a")["name"] == "Foundations"
    assert _entry(ledger, "b")["amount"] == 0
    # Bob reloads and re-applies his staged edits on top: both people's edits are kept.
    again = p.update(bob, ledger_rev=ledger["ledgerRev"], update=[{"itemId": "a", "name": "Foundations & slab"},
                                                                  {"itemId": "b", "amount": 7, "tax": 1}])
    assert "errors" not in again
    ledger = p.ledger(ann)
    assert (_entry(ledger, "a")["name"], _entry(ledger, "a")["amount"]) == ("Foundations & slab", 100_000)
    assert _entry(ledger, "b")["amount"] == 7
    assert again["data"]["ledgerUpdate"]["ledgerRev"] == ledger["ledgerRev"]


def test_a_stale_edit_of_other_lines_merges(project):
    p = project()
    ann, bob = p.supplier, p.supplier.add_member()
    p.new_claim()
    p.lines(create=[line("a", "A", 1000), line("b", "B", 1000)])
    base = p.ledger()["ledgerRev"]
    assert "errors" not in p.update(ann, ledger_rev=base, update=[{"itemId": "a", "percentComplete": 10000}])
    assert "errors" not in p.update(bob, ledger_rev=base, update=[{"itemId": "b", "percentComplete": 5000}])
    ledger = p.ledger()
    assert (_entry(ledger, "a")["amount"], _entry(ledger, "b")["amount"]) == (1000, 500)


def test_deleting_reordering_or_submitting_under_a_stale_editor_conflicts(project):
    p = project()
    ann, bob = p.supplier, p.supplier.add_member()
    p.new_claim()
    p.lines(create=[line("a", "A", 1000, amount=10, tax=2), line("b", "B", 1000)])
    base = p.ledger()["ledgerRev"]
    assert "errors" not in p.update(ann, ledger_rev=base, deleteIds=["b"])
    assert errors_of(p.update(bob, ledger_rev=base, update=[{"itemId": "b", "name": "x"}])) == [CONFLICT]
    assert errors_of(p.update(bob, ledger_rev=base, order=["b", "a"])) == [CONFLICT]
    base = p.ledger()["ledgerRev"]
    p.patch(1, PERIOD)
    p.submitted(1, ann)
    assert errors_of(p.update(bob, ledger_rev=base, update=[{"itemId": "a", "name": "late"}])) == [CONFLICT]
    # A new draft started since: an edit based on the old one is refused too.
    p.new_claim(ann)
    assert errors_of(p.update(bob, ledger_rev=base, create=[line("c", "C")])) == [CONFLICT]


def test_two_simultaneous_updates_of_one_line_one_wins(project):
    p = project()
    ann, bob = p.supplier, p.supplier.add_member()
    p.new_claim()
    p.lines(create=[line("a", "A", 1_000_000)])
    base = p.ledger()["ledgerRev"]
    barrier = threading.Barrier(2)
    results = {}

    def edit(who, ws, amount):
        barrier.wait()
        results[who] = p.update(ws, ledger_rev=base, update=[{"itemId": "a", "amount": amount, "tax": gst(amount)}])

    threads = [threading.Thread(target=edit, args=("ann", ann, 111_111)),
               threading.Thread(target=edit, args=("bob", bob, 222_222))]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    outcomes = sorted("errors" in body for body in results.values())
    assert outcomes == [False, True]
    winner = next(who for who, body in results.items() if "errors" not in body)
    loser = next(body for body in results.values() if "errors" in body)
    assert errors_of(loser) == [CONFLICT]
    assert _entry(p.ledger(), "a")["amount"] == {"ann": 111_111, "bob": 222_222}[winner]
