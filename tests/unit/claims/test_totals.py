"""The ledger view: lines before / this claim / to date, totals, the grid; pure, no database."""
from dataclasses import dataclass

from hypothesis import given, settings
from hypothesis import strategies as st

from app.claims.models import RETENTION_ITEM_ID
from app.claims.totals import Entry, build_view
from app.domain.claims import ClaimLine, claim_totals
from app.domain.line_types import LineType

TYPES = [t.value for t in LineType if t is not LineType.RETENTION]


@dataclass
class FakeClaim:
    id: int
    number: int
    status: str = "Sent"
    draft_rev: int | None = None
    latest_rev: int | None = 1
    gst_registered: bool = True  # as sent: the supplier charged GST


class Details:
    """Stands in for the store: every entry's details are given when it is made."""

    def load_details(self, entries):
        raise AssertionError("details are set up front here")


def entry(claim, item, amount, type_="BaseContract", *, qty=0, total=0, mode="Claim", reversal=False, rev=1,
          position=1000, unit=None):
    e = Entry(id=hash((claim, item, rev, mode)) & 0xFFFFFF, claim_id=claim, rev=rev, item_id=item, mode=mode,
              type=type_, position=position, qty_milli=qty, amount=amount, is_reversal=reversal, source=Details())
    e.set_details(f"line {item}", "[]", "[]", "", "", None, total, total if unit is None else unit, 0, False, 0)
    return e


def view_of(claims, entries, *, drafts=True, focus=None):
    by_key = {}
    for e in entries:
        by_key.setdefault((e.claim_id, e.rev), []).append(e)
    return build_view(claims, lambda cid, rev: by_key.get((cid, rev), []), "NZ_GST", drafts=drafts, focus=focus,
                      load_details=Details().load_details)


def test_lines_add_up_over_claims():
    claims = [FakeClaim(1, 1), FakeClaim(2, 2, status="New", draft_rev=1, latest_rev=None)]
    entries = [entry(1, "a", 100, total=1000), entry(1, "b", 50, "Variation"),
               entry(2, "a", 300, total=1000), entry(2, "b", 0, "Variation")]
    view = view_of(claims, entries)
    lines = {line.entry.item_id: line for line in view.lines(2)}
    assert (lines["a"].previous, lines["a"].this_claim, lines["a"].to_date) == (100, 300, 400)
    assert lines["a"].percent_complete == 4000 and lines["a"].remaining == 600
    totals = view.totals(2)
    assert totals.gross_to_date == 450 and totals.previous_subtotal == 150 and totals.gst_exclusive == 300
    assert [r.amounts for r in view.items()] == [[100, 300], [50, 0]]
    # The customer's view leaves the draft out.
    latest = view_of(claims, entries, drafts=False)
    assert [c.claim.id for c in latest.columns] == [1] and latest.totals(2) is None


def test_voided_and_deleted_claims_do_not_count_but_a_focus_shows_them():
    claims = [FakeClaim(1, 1), FakeClaim(2, 2, status="Voided"), FakeClaim(3, 3)]
    entries = [entry(1, "a", 100), entry(2, "a", 900), entry(3, "a", 10)]
    view = view_of(claims, entries)
    assert [c.claim.id for c in view.columns] == [1, 3]
    assert view.totals(3).subtotal == 110
    focused = view_of(claims, entries, focus=(claims[1], 1))
    assert [c.claim.id for c in focused.columns] == [1, 2] and focused.totals(2).gst_exclusive == 900


def test_only_claim_entries_make_up_claims():
    claims = [FakeClaim(1, 1)]
    entries = [entry(1, "a", 100), entry(1, "a", -40, mode="Adjustment")]
    assert view_of(claims, entries).totals(1).gst_exclusive == 100


def test_a_reversal_brings_the_line_to_zero_and_the_grid_marks_it_voided():
    claims = [FakeClaim(1, 1), FakeClaim(2, 2)]
    entries = [entry(1, "a", 250), entry(2, "a", -250, reversal=True), entry(1, "b", 5), entry(2, "b", 5)]
    view = view_of(claims, entries)
    [a] = [line for line in view.lines(2) if line.entry.item_id == "a"]
    assert a.to_date == 0 and a.previous == 250
    rows = {r.item_id: r for r in view.items()}
    assert rows["a"].is_voided and not rows["b"].is_voided and rows["a"].to_date == 0


def naive_totals(view, claim_id):
    """One ClaimLine per item, typed as the claim shows it: the definition the view must match."""
    number = view.column(claim_id).number
    to_date, previous, types = {}, {}, {}
    for column in view.columns:
        if column.number > number:
            break
        for e in column.entries:
            if e.mode != "Claim":
                continue
            to_date[e.item_id] = to_date.get(e.item_id, 0) + e.amount
            if column.number < number:
                previous[e.item_id] = previous.get(e.item_id, 0) + e.amount
            types[e.item_id] = LineType.RETENTION if e.item_id == RETENTION_ITEM_ID else LineType(e.type)
    lines = [ClaimLine(types[i], to_date[i], previous.get(i, 0)) for i in types]
    return claim_totals(lines, "NZ_GST")


@settings(max_examples=200, deadline=None)
@given(st.lists(st.tuples(st.integers(1, 5), st.sampled_from(["a", "b", "c", RETENTION_ITEM_ID]),
                          st.integers(-10**7, 10**7), st.sampled_from(TYPES)), max_size=40))
def test_the_totals_equal_one_claim_line_per_item_even_when_types_change(rows):
    claims = [FakeClaim(n, n) for n in range(1, 6)]
    seen, entries = set(), []
    for claim, item, amount, type_ in rows:
        if (claim, item) in seen:
            continue
        seen.add((claim, item))
        entries.append(entry(claim, item, amount, "Retention" if item == RETENTION_ITEM_ID else type_))
    view = view_of(claims, entries)
    for column in view.columns:
        assert view.totals(column.claim.id) == naive_totals(view, column.claim.id)


def test_billing_mode_auto_resolves_from_the_quote_columns():
    claims = [FakeClaim(1, 1)]
    plain = view_of(claims, [entry(1, "a", 0, total=500)])
    assert plain.billing_mode(1, "Auto").value == "Percent"
    assert view_of(claims, [entry(1, "a", 0, total=500, unit=100)]).billing_mode(1, "Auto").value == "PercentWithQty"
