"""From ledger entries to what a claim shows: its lines (previous, this claim, to date), its
sections and its totals table, and the contract grid (a row per item, a column per claim).

Pure: no I/O. `app.claims.queries` loads the rows; the arithmetic of every total is
`app.domain.claims.claim_totals` (never re-implemented here), fed with one `ClaimLine` per item.

Which entries count (a *view* of the ledger):
- Only live claims count (New, Sent, Scheduled); voided and deleted claims do not.
- Each claim counts with one of its revisions: in the *draft* view (the supplier side editing)
  the draft revision when there is one, else the latest submitted one; in the *latest* view
  (the customer side, the PDF of a submitted claim) the latest submitted revision only, so a
  claim never submitted is not in it at all.
- Only entries in mode Claim make up the claimed amounts. Adjustment entries (a customer's
  payment schedule) and variation entries (vo, vor) are listed, never added into a claim.
- An item's amount to date at claim n is the sum of its entries in claims numbered up to n;
  its previous amount is the sum over the claims before n. An item with no entry in claim n
  (voided earlier, say) still counts in the totals through its earlier entries.
- Each claim's totals are at its own rate (`app.domain.tax.claim_tax_rate_id`): no GST when its
  supplier is not registered for GST, as the revision counted has it (`Column.gst_registered`:
  fixed at submission, the supplier's current status for a draft; `app.claims.gst`).
"""
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from app.db import json_loads
from app.claims.models import LIVE_STATUSES, MODE_CLAIM, RETENTION_ITEM_ID
from app.domain.claims import BillingMode, ClaimLine, ClaimTotals, claim_totals, resolve_billing_mode
from app.domain.line_types import SECTION_OF, LineType, Section
from app.domain.money import percent_of
from app.domain.tax import claim_tax_rate_id
from app.gc_tuning import bulk

_LINE_TYPES = {t.value: t for t in LineType}


_UNLOADED = object()


@dataclass(slots=True)
class Entry:
    """One ledger entry as read: the columns of `queries.ENTRY_COLUMNS`, in that order (what the
    sums need), then its details (name, group path, files, reference, schedule reason, params,
    prices, tax, flags) once loaded.

    The details are read separately and only for the entries shown (`source.load_details`): a
    grid of 12,000 entries names a few hundred items, and the text and JSON columns are most of
    what reading an entry costs. Reading a detail of an entry not yet loaded loads those of its
    whole claim revision (one statement); callers that show many entries load them first in one.
    """

    id: int
    claim_id: int
    rev: int
    item_id: str
    mode: str
    type: str
    position: int
    qty_milli: int
    amount: int
    is_reversal: bool
    number: int = 0  # the claim number, filled in when the view places it
    source: object = None  # what loads details (queries.EntryStore)
    # [name, group, files, reference, schedule reason, params, total price, unit price, tax, is draft,
    # edited rev] (JSON as text until used), once loaded.
    details: object = _UNLOADED

    def _details(self) -> list:
        if self.details is _UNLOADED:
            self.source.load_details([self])
        return self.details

    def set_details(self, name, group_json, files_json, reference, schedule_reason, params_json, total_price=0,
                    unit_price=0, tax=0, is_draft=False, edited_rev=0) -> None:
        self.details = [name, group_json, files_json, reference, schedule_reason, params_json, total_price,
                        unit_price, tax, is_draft, edited_rev]

    @property
    def details_loaded(self) -> bool:
        return self.details is not _UNLOADED

    @property
    def name(self) -> str:
        return self._details()[0]

    @property
    def group_path(self) -> list:
        details = self._details()
        if isinstance(details[1], str):
            details[1] = json_loads(details[1]) or []
        return details[1]

    @property
    def files(self) -> list:
        details = self._details()
        if isinstance(details[2], str):
            details[2] = json_loads(details[2])
        return details[2]

    @property
    def reference(self) -> str:
        return self._details()[3]

    @property
    def schedule_reason(self) -> str:
        return self._details()[4]

    @property
    def params(self) -> dict | None:
        details = self._details()
        if isinstance(details[5], str):
            details[5] = json_loads(details[5])
        return details[5]

    @property
    def total_price(self) -> int:
        return self._details()[6]

    @property
    def unit_price(self) -> int:
        return self._details()[7]

    @property
    def tax(self) -> int:
        return self._details()[8]

    @property
    def is_draft(self) -> bool:
        return self._details()[9]

    @property
    def edited_rev(self) -> int:
        return self._details()[10]

    @property
    def is_retention(self) -> bool:
        return self.item_id == RETENTION_ITEM_ID

    @property
    def line_type(self) -> LineType:
        return _LINE_TYPES[self.type]

    @property
    def row(self) -> tuple:
        """Its fields as read (`queries.ENTRY_COLUMNS`): what the sums use."""
        return (self.id, self.claim_id, self.rev, self.item_id, self.mode, self.type, self.position, self.qty_milli,
                self.amount, self.is_reversal)


class Entries:
    """The entries of one claim revision: a row per entry as read (Entry's first ten fields, in
    order), and the Entry of a row made only when it is asked for.

    The sums of a grid of 500 items and 24 claims read 12,000 rows; making an object of each
    costs more than all the arithmetic, and the grid shows a few hundred of them. An Entry, once
    made, is kept: its details are loaded into it.
    """

    __slots__ = ("rows", "number", "source", "_made")

    def __init__(self, rows: list, number: int, source=None):
        self.rows = rows
        self.number = number  # the claim's
        self.source = source  # what loads details (queries.EntryStore's)
        self._made: list | None = None

    @classmethod
    def of(cls, entries: Sequence[Entry], number: int) -> "Entries":
        block = cls([e.row for e in entries], number)
        block._made = list(entries)
        for entry in block._made:
            entry.number = number
        return block

    def entry(self, index: int) -> Entry:
        made = self._made
        if made is None:
            made = self._made = [None] * len(self.rows)
        entry = made[index]
        if entry is None:
            entry = made[index] = Entry(*self.rows[index], number=self.number, source=self.source)
        return entry

    def all(self) -> list[Entry]:
        return [self.entry(i) for i in range(len(self.rows))]


@dataclass(slots=True)
class Column:
    """A claim as one view counts it: the claim row, the revision that counts, its entries."""

    claim: object  # models.Claim
    rev: int
    block: Entries  # of that claim revision, all modes
    gst_registered: bool = True  # whether this revision charges GST

    @property
    def number(self) -> int:
        return self.claim.number

    @property
    def rows(self) -> list:
        return self.block.rows

    @property
    def entries(self) -> list[Entry]:
        return self.block.all()


@dataclass(slots=True)
class LineView:
    """A line of one claim: its entry, and the item's amounts before and up to this claim."""

    entry: Entry
    previous: int
    to_date: int
    qty_previous: int
    qty_to_date: int

    # Read as attributes, these answer their GraphQL fields without a resolver (ClaimLine: a claim
    # page has a few thousand such fields).
    @property
    def item_id(self) -> str:
        return self.entry.item_id

    @property
    def is_retention(self) -> bool:
        return self.entry.is_retention

    @property
    def this_claim(self) -> int:
        return self.entry.amount

    @property
    def percent_complete(self) -> int:
        """Basis points of the quote claimed to date (0 when the line has no quote)."""
        return percent_of(self.to_date, self.entry.total_price)

    @property
    def remaining(self) -> int:
        return self.entry.total_price - self.to_date

    @property
    def section(self) -> Section | None:
        return SECTION_OF.get(self.entry.line_type)


@dataclass(slots=True)
class ItemRow:
    """A row of the contract grid: an item, its amount in every claim column, to date."""

    item_id: str
    head: Entry  # its entry in the newest claim of the view that has one
    amounts: list  # cents per column (0 where the claim has no entry for it)
    to_date: int = 0
    is_voided: bool = False

    @property
    def remaining(self) -> int:
        return self.head.total_price - self.to_date


@dataclass
class LedgerView:
    columns: list  # [Column], by claim number
    tax_rate_id: str
    load_details: object = None  # callable([Entry]): fills their details in one go
    # {claim id: ({item id: amount before it}, {item id: quantity before it, where not 0})}
    _before: dict = field(default_factory=dict, repr=False)
    _totals: dict = field(default_factory=dict, repr=False)  # {claim id: ClaimTotals}
    _computed: bool = False
    _items: list | None = None
    _lines: dict = field(default_factory=dict, repr=False)  # {claim id: its lines}, once made

    def column(self, claim_id: int) -> Column | None:
        return next((c for c in self.columns if c.claim.id == claim_id), None)

    def rate_of(self, column: Column) -> str:
        """The rate the claim of this column counts at: the contract's, or NO_GST."""
        return claim_tax_rate_id(self.tax_rate_id, column.gst_registered)

    def _compute(self) -> None:
        """One pass over the columns in number order: what each item had before each claim, and
        every claim's totals.

        The totals are `claim_totals` of one ClaimLine per item with an entry up to the claim,
        the item typed as the claim shows it. The sums are linear, so they are kept per line type
        as the pass goes (an item whose type changes moves its amounts to the new type), and
        `claim_totals` gets one ClaimLine per type: the same result, without 12,000 objects for a
        grid of 500 items and 24 claims. The pass reads the rows, not Entry objects.
        """
        if self._computed:
            return
        with bulk():
            self._compute_all()
        self._computed = True

    def _compute_all(self) -> None:
        amounts: dict[str, int] = {}
        qtys: dict[str, int] = {}
        item_type: dict[str, LineType] = {}
        type_sum: dict[LineType, int] = {}
        retention, types = LineType.RETENTION, _LINE_TYPES
        for column in self.columns:
            self._before[column.claim.id] = (dict(amounts), dict(qtys))
            previous = dict(type_sum)
            for _, _, _, item_id, mode, type_, _, qty, amount, _ in column.rows:
                if mode != MODE_CLAIM:
                    continue
                line_type = retention if item_id == RETENTION_ITEM_ID else types[type_]
                so_far = amounts.get(item_id, 0)
                old = item_type.get(item_id)
                if old is not line_type:
                    if old is not None and so_far:
                        # Its earlier amounts count where the item now is, before and to date alike.
                        type_sum[old] -= so_far
                        previous[old] = previous.get(old, 0) - so_far
                        type_sum[line_type] = type_sum.get(line_type, 0) + so_far
                        previous[line_type] = previous.get(line_type, 0) + so_far
                    item_type[item_id] = line_type
                amounts[item_id] = so_far + amount
                if qty:
                    qtys[item_id] = qtys.get(item_id, 0) + qty
                type_sum[line_type] = type_sum.get(line_type, 0) + amount
            lines = [ClaimLine(t, to_date, previous.get(t, 0)) for t, to_date in type_sum.items()]
            self._totals[column.claim.id] = claim_totals(lines, self.rate_of(column))

    def lines(self, claim_id: int, item_ids: Iterable[str] | None = None) -> list[LineView]:
        """The claim's own lines (mode Claim, retention included), in position order; only those of
        `item_ids` when given (their details alone are read). A claim page asks them several
        times (its lines, its retention line, its billing mode): they are made once."""
        if item_ids is None and claim_id in self._lines:
            return list(self._lines[claim_id])
        column = self.column(claim_id)
        if column is None:
            return []
        self._compute()
        amounts, qtys = self._before[claim_id]
        wanted = None if item_ids is None else set(item_ids)
        block = column.block
        own = [block.entry(i) for i, row in enumerate(block.rows)
               if row[4] == MODE_CLAIM and (wanted is None or row[3] in wanted)]
        self.details_for(own)
        out = []
        for entry in sorted(own, key=_line_order):
            amount, qty = amounts.get(entry.item_id, 0), qtys.get(entry.item_id, 0)
            out.append(LineView(entry, amount, amount + entry.amount, qty, qty + entry.qty_milli))
        if item_ids is None:
            self._lines[claim_id] = out
            return list(out)
        return out

    def totals(self, claim_id: int) -> ClaimTotals | None:
        if self.column(claim_id) is None:
            return None
        self._compute()
        return self._totals[claim_id]

    def items(self) -> list[ItemRow]:
        """The grid: one row per item with a claim entry in the view, by position; retention last."""
        if self._items is None:
            self._items = self._grid()
        self.details_for([row.head for row in self._items])
        return self._items

    def _grid(self) -> list[ItemRow]:
        """Newest column first, so an item's head (its entry in the newest claim that has one) is
        the first of its rows met, and the only one made into an Entry. An item has one Claim
        entry per claim revision at most (the table's unique key), so its amount to date is the
        sum of its column amounts."""
        width = len(self.columns)
        amounts: dict[str, list] = {}
        heads: dict[str, Entry] = {}
        for i in range(width - 1, -1, -1):
            block = self.columns[i].block
            j = 0
            for row in block.rows:
                if row[4] == MODE_CLAIM:
                    item_id = row[3]
                    found = amounts.get(item_id)
                    if found is None:
                        found = amounts[item_id] = [0] * width
                        heads[item_id] = block.entry(j)
                    found[i] = row[8]
                j += 1
        last = self.columns[-1].claim.id if self.columns else None
        rows = []
        for item_id, found in amounts.items():
            head = heads[item_id]
            voided = head.is_reversal or (head.claim_id != last and not head.is_retention)
            rows.append(ItemRow(item_id, head, found, sum(found), voided))
        return sorted(rows, key=lambda r: (r.head.is_retention, r.head.position, r.item_id))

    def details_for(self, entries: list) -> None:
        """Load the details of these entries (those not loaded yet) in one statement."""
        missing = [e for e in entries if not e.details_loaded]
        if missing and self.load_details is not None:
            self.load_details(missing)

    def billing_mode(self, claim_id: int, mode: str) -> BillingMode:
        lines = [lv.entry for lv in self.lines(claim_id) if not lv.entry.is_retention]
        return resolve_billing_mode(BillingMode(mode), [(e.unit_price, e.total_price) for e in lines])


def _line_order(entry: Entry):
    return (entry.is_retention, entry.position, entry.item_id)


def build_view(claims: Iterable, entries_of, tax_rate_id: str, *, drafts: bool,
               focus: tuple | None = None, load_details=None, gst_now: bool = True) -> LedgerView:
    """The view over `claims` (ordered by number): `entries_of(claim_id, rev)` gives the
    entries of a claim revision (an `Entries`, or a list of Entry).

    `focus=(claim, rev[, gst_registered])` shows that claim at that revision whatever its status (a
    voided claim, an earlier revision), after the live claims numbered before it, and nothing after
    it; an earlier revision's GST treatment is its own (the third item).

    `gst_now`: whether the supplier is registered for GST today, what a draft revision counts at;
    a submitted one counts as it was sent (`claim.gst_registered`, the latest's).
    """
    def registered(claim, rev: int) -> bool:
        return gst_now if rev == claim.draft_rev else claim.gst_registered

    columns = []
    for claim in claims:
        if focus is not None:
            focus_claim, focus_rev = focus[0], focus[1]
            if claim.id == focus_claim.id:
                gst = focus[2] if len(focus) > 2 and focus_rev not in (claim.draft_rev, claim.latest_rev) \
                    else registered(claim, focus_rev)
                columns.append(Column(claim, focus_rev, _block(entries_of(claim.id, focus_rev), claim.number), gst))
                break
            if claim.number >= focus_claim.number:
                continue
        if claim.status not in LIVE_STATUSES:
            continue
        rev = (claim.draft_rev or claim.latest_rev) if drafts else claim.latest_rev
        if rev is None:
            continue
        columns.append(Column(claim, rev, _block(entries_of(claim.id, rev), claim.number), registered(claim, rev)))
    return LedgerView(columns, tax_rate_id, load_details)


def _block(found, number: int) -> Entries:
    return found if isinstance(found, Entries) else Entries.of(found, number)
