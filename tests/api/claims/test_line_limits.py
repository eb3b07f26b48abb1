"""Per-line refusals of a ledger update, as the claim grid relies on them (issue 15).

The grid mirrors the server's limits (ui/src/claims/grid/columns.ts MAX_DESCRIPTION) and, when
the server still refuses a line, holds that line back and pushes the rest: for that the server
must refuse the batch as a whole (nothing of it stored) and name the refused input by its
place in the batch ('update.1.name'), which these tests pin down.
"""
from tests.api.factories import line


def test_a_description_is_at_most_500_characters_counted_as_characters(project):
    p = project()
    p.new_claim()
    p.lines(create=[line("a", "x" * 500), line("b", "🏗" * 500)])  # an emoji is one character
    names = {e["itemId"]: e["name"] for e in p.ledger()["entries"]}
    assert len(names["a"]) == 500 and len(names["b"]) == 500


def test_a_refused_line_names_its_input_by_place_and_nothing_of_the_batch_is_stored(project):
    p = project()
    p.new_claim()
    p.lines(create=[line("a", "Slab"), line("b", "Frame"), line("c", "Roof")])
    before = p.ledger()["entries"]
    body = p.update(update=[{"itemId": "a", "name": "Slab on grade"}, {"itemId": "b", "name": "y" * 501},
                            {"itemId": "c", "name": "Roofing"}])
    assert [(e["message"], e["extensions"]["field"]) for e in body["errors"]] == [
        ("Description must be at most 500 characters", "update.1.name")]
    assert p.ledger()["entries"] == before
    # The same batch without the refused line (what the grid pushes next) is stored.
    p.lines(update=[{"itemId": "a", "name": "Slab on grade"}, {"itemId": "c", "name": "Roofing"}])
    names = {e["itemId"]: e["name"] for e in p.ledger()["entries"]}
    assert (names["a"], names["b"], names["c"]) == ("Slab on grade", "Frame", "Roofing")


def test_a_new_line_refused_is_named_by_its_place_among_the_creations(project):
    p = project()
    p.new_claim()
    body = p.update(create=[line("a", "Slab"), line("b", "Frame", 1_000, unitPrice=100, qtyMilli=-1)])
    assert [(e["message"], e["extensions"]["field"]) for e in body["errors"]] == [
        ("Quantity to date cannot be below zero", "create.1.qtyMilli")]
    assert [e["itemId"] for e in p.ledger()["entries"]] == ["retention"]
