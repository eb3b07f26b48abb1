"""The view over entries as read (rows; an Entry made only for what is shown) gives the numbers
of the definition, worked out entry by entry: any mix of modes, reversals, quantities, type
changes, retention, gaps, voided and draft claims. Pure, no database."""
from dataclasses import dataclass

from hypothesis import given, settings
from hypothesis import strategies as st

from app.claims.models import RETENTION_ITEM_ID
from app.claims.totals import Entries, Entry, build_view
from app.domain.claims import ClaimLine, claim_totals
from app.domain.line_types import LineType

TYPES = [t.value for t in LineType if t is not LineType.RETENTION]
ITEMS = ["a", "b", "c", "d", RETENTION_ITEM_ID]


@dataclass
class FakeClaim:
    id: int
    number: int
    status: str
    draft_rev: int | None
    latest_rev: int | None
    gst_registered: bool = True


class Details:
    def __init__(self):
        self.loaded = []

    def load_details(self, entries):
        self.loaded.append(len(entries))
        for e in entries:
            e.set_details(f"line {e.item_id}", "[]", "[]", "", "", None, 1_000_000, 0, 0, False, 0)


claim_states = st.sampled_from([("Sent", None, 1), ("Scheduled", 2, 1), ("New", 1, None), ("Voided", None, 1)])
entry_rows = st.tuples(st.sampled_from(ITEMS), st.sampled_from(["Claim", "Claim", "Claim", "Adjustment", "vo"]),
                       st.sampled_from(TYPES), st.integers(-10**6, 10**6), st.integers(-5_000, 5_000), st.booleans(),
                       st.integers(0, 5))


@st.composite
def ledgers(draw):
    claims = [FakeClaim(n * 10, n, *draw(claim_states)) for n in range(1, draw(st.integers(1, 5)) + 1)]
    rows, seen, next_id = {}, set(), 1
    for claim in claims:
        for rev in {claim.draft_rev, claim.latest_rev} - {None}:
            block = rows.setdefault((claim.id, rev), [])
            for item, mode, type_, amount, qty, reversal, position in draw(st.lists(entry_rows, max_size=8)):
                if (claim.id, rev, mode, item) in seen:  # the table's unique key
                    continue
                seen.add((claim.id, rev, mode, item))
                type_ = "Retention" if item == RETENTION_ITEM_ID else type_
                block.append((next_id, claim.id, rev, item, mode, type_, position * 1000, qty, amount, reversal))
                next_id += 1
    return claims, rows


def definition(claims, rows, drafts):
    """Entry by entry: each column's totals and lines, and the grid."""
    columns = []
    for claim in claims:
        rev = (claim.draft_rev or claim.latest_rev) if drafts else claim.latest_rev
        if claim.status in ("New", "Sent", "Scheduled") and rev is not None:
            columns.append((claim, [Entry(*r) for r in rows.get((claim.id, rev), []) if r[4] == "Claim"]))
    totals, lines, grid = {}, {}, {}
    amount, qty, kind = {}, {}, {}
    for i, (claim, entries) in enumerate(columns):
        before = (dict(amount), dict(qty))
        for e in entries:
            amount[e.item_id] = amount.get(e.item_id, 0) + e.amount
            qty[e.item_id] = qty.get(e.item_id, 0) + e.qty_milli
            kind[e.item_id] = LineType(e.type)
            grid.setdefault(e.item_id, [[0] * len(columns), None])[0][i] = e.amount
            grid[e.item_id][1] = e
        totals[claim.id] = claim_totals([ClaimLine(kind[k], amount[k], before[0].get(k, 0)) for k in kind], "NZ_GST")
        lines[claim.id] = [(e.id, before[0].get(e.item_id, 0), before[0].get(e.item_id, 0) + e.amount,
                            before[1].get(e.item_id, 0), before[1].get(e.item_id, 0) + e.qty_milli)
                           for e in sorted(entries, key=lambda e: (e.is_retention, e.position, e.item_id))]
    last = columns[-1][0].id if columns else None
    items = sorted(((e.is_retention, e.position, item_id), item_id, e.id, amounts, sum(amounts),
                    e.is_reversal or (e.claim_id != last and not e.is_retention))
                   for item_id, (amounts, e) in grid.items())
    return [c.id for c, _ in columns], totals, lines, [row[1:] for row in items]


@settings(max_examples=300, deadline=None)
@given(ledgers(), st.booleans())
def test_the_view_over_rows_gives_the_numbers_of_the_definition(ledger, drafts):
    claims, rows = ledger
    details = Details()
    blocks = {key: Entries(found, key[0] // 10, details) for key, found in rows.items()}
    view = build_view(claims, lambda claim_id, rev: blocks.get((claim_id, rev)) or Entries([], 0, details),
                      "NZ_GST", drafts=drafts, load_details=details.load_details)
    columns, totals, lines, items = definition(claims, rows, drafts)
    assert [c.claim.id for c in view.columns] == columns
    for claim_id in columns:
        assert view.totals(claim_id) == totals[claim_id]
        assert [(v.entry.id, v.previous, v.to_date, v.qty_previous, v.qty_to_date)
                for v in view.lines(claim_id)] == lines[claim_id]
        assert all(v.entry.number == claim_id // 10 for v in view.lines(claim_id))
    assert [(r.item_id, r.head.id, r.amounts, r.to_date, r.is_voided) for r in view.items()] == items


def test_only_the_entries_shown_are_made_and_each_once():
    rows = {(c, 1): [(c * 1000 + i, c, 1, f"i{i}", "Claim", "BaseContract", i, 0, 100, False) for i in range(50)]
            for c in (1, 2, 3)}
    rows[(3, 1)] = rows[(3, 1)][:10]  # the newest claim has 10 of the 50 items
    claims = [FakeClaim(c, c, "Sent", None, 1) for c in (1, 2, 3)]
    details = Details()
    blocks = {key: Entries(found, key[0], details) for key, found in rows.items()}
    view = build_view(claims, lambda claim_id, rev: blocks[(claim_id, rev)], "NZ_GST", drafts=False,
                      load_details=details.load_details)
    assert view.totals(3).gross_to_date == 100 * (50 + 50 + 10)
    assert all(block._made is None for block in blocks.values())  # the sums made no Entry
    items = view.items()
    assert [r.head.claim_id for r in items] == [3] * 10 + [2] * 40 and details.loaded == [50]
    made = [sum(e is not None for e in block._made or []) for block in blocks.values()]
    assert made == [0, 40, 10]
    # The claim's lines are the very entries the grid showed (details loaded once).
    assert {id(v.entry) for v in view.lines(3)} == {id(r.head) for r in items[:10]} and details.loaded == [50]
