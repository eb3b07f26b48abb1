"""Reads for payment schedules, each a fixed number of SQL statements whatever the claim's size.

Like `app.claims.queries`, nothing here checks access: callers pass claims of contracts they
reached through `app.contracts.access`. The claim side of a schedule (`Basis`) is read from the
request's ledger view of the contract (`app.claims.queries.ledger_data`), shared with every other
field of the request that reads that ledger.
"""
from dataclasses import dataclass

from sqlalchemy import bindparam, select

from app.claims import queries as claim_queries
from app.claims.models import ORIGIN_RECEIVED, Claim
from app.claims.totals import LineView
from app.contracts.access import VisibleContract
from app.db import db
from app.documents.recipients import supplier_recipients_of
from app.domain.line_types import LineType
from app.domain.schedules import ScheduleLine, ScheduleTotals, schedule_totals
from app.domain.tax import charges_gst, claim_tax_rate_id
from app.schedules.models import PaymentSchedule


def removable(line: LineView) -> bool:
    """Spec 2 §2: 'A line can be deleted only while it has no claimed-to-date and no claim': the
    payer may leave it out of the schedule. Served as PaymentScheduleLine.removable, so the
    builder offers Remove where the save accepts it."""
    return not line.this_claim and not line.to_date


# The payer's own lines of a schedule answering a claim received outside Claimdesk: 'own-' + its id.
OWN_LINE = "own-"


@dataclass
class PayerLine:
    """A line of the payer's own breakdown of a claim received outside Claimdesk (issue 34): the claim's
    one line ('Claimed amount', renamed or left out as the payer chooses) and the lines the payer
    added, which claim nothing."""

    item_id: str
    name: str
    claimed: int  # this claim, excl. GST: the recorded claimed amount on the claim's line, 0 on the payer's
    previous: int
    scheduled: int
    reason: str
    removed: bool  # the claim's line left out: it schedules nothing, the claimed amount stays
    own: bool


@dataclass
class Basis:
    """What a schedule of a claim is computed from: the latest submitted revision of the claim."""

    lines: list  # [LineView]: its non-retention lines, in ledger order
    retention: LineView | None  # its retention line
    carried: int  # gross to date before this claim of items with no line in it (voided earlier, say)
    retained_before: int  # earlier claims' retention entries (≤ 0)
    tax_rate_id: str  # the claim's: NO_GST when its supplier was not registered for GST when it was sent
    received: bool = False  # a claim received outside Claimdesk: its schedule is the payer's own breakdown

    def payer_lines(self, stored: list | None) -> list["PayerLine"]:
        """A received claim's schedule lines, in the payer's order: its one claimed line (first until the
        payer saves an order), then the lines the payer added. The total claimed is always the claim's."""
        claimed = self.lines[0] if self.lines else None
        claimed_id = claimed.entry.item_id if claimed is not None else None
        stored = list(stored or [])
        if claimed_id is not None and not any(line.get("itemId") == claimed_id for line in stored):
            stored.insert(0, {"itemId": claimed_id})
        out = []
        for line in stored:
            item_id = line.get("itemId")
            if item_id == claimed_id:
                removed = bool(line.get("removed"))
                out.append(PayerLine(item_id, line.get("name") or claimed.entry.name, claimed.this_claim,
                                     claimed.previous, 0 if removed else line.get("scheduled", claimed.this_claim),
                                     line.get("reason", ""), removed, False))
            elif isinstance(item_id, str) and item_id.startswith(OWN_LINE):
                out.append(PayerLine(item_id, line.get("name", ""), 0, 0, line.get("scheduled", 0),
                                     line.get("reason", ""), False, True))
        return out

    def line_names(self, stored: list | None) -> dict[str, str]:
        """{itemId: name} of the lines the schedule lists (the payer's own names on a received claim)."""
        if self.received:
            return {line.item_id: line.name for line in self.payer_lines(stored)}
        return self.names

    @property
    def charges_gst(self) -> bool:
        return charges_gst(self.tax_rate_id)

    @property
    def names(self) -> dict[str, str]:
        return {line.entry.item_id: line.entry.name for line in self.lines}

    def shown(self, stored: list | None) -> list[tuple[LineView, dict]]:
        """The lines the schedule lists, each with what the payer stored for it ({} when untouched):
        every line of the claim but those the payer removed."""
        by_item = {line["itemId"]: line for line in stored or []}
        return [(line, by_item.get(line.entry.item_id, {})) for line in self.lines
                if not by_item.get(line.entry.item_id, {}).get("removed")]

    def schedule_lines(self, stored: list | None) -> list[ScheduleLine]:
        """One ScheduleLine per line shown (scheduled as stored, else as claimed), then the carried gross.
        A removed line had nothing claimed, this claim or before: leaving it out changes no total.
        A received claim's: the payer's own lines, its claimed line still claiming when left out."""
        if self.received:
            out = [ScheduleLine(line.item_id, LineType.BASE_CONTRACT, line.claimed, line.previous, line.scheduled)
                   for line in self.payer_lines(stored)]
            if self.carried:
                out.append(ScheduleLine("", LineType.BASE_CONTRACT, 0, self.carried))
            return out
        out = [ScheduleLine(line.entry.item_id, LineType(line.entry.type), line.this_claim, line.previous,
                            mine.get("scheduled")) for line, mine in self.shown(stored)]
        if self.carried:
            out.append(ScheduleLine("", LineType.BASE_CONTRACT, 0, self.carried))
        return out

    @property
    def gross_before(self) -> int:
        """Gross claimed to date before this claim: its lines' earlier claims and the carried gross, as
        `schedule_lines` hands them to `schedule_totals` (their `previous`); releases of retention are no gross."""
        return sum(line.previous for line in self.lines if not is_release(line)) + self.carried

    # A claim with no retention line retains nothing this claim, and releases nothing: its schedule
    # counts no formula and no retention before.
    @property
    def retention_params(self) -> dict | None:
        return self.retention.entry.params if self.retention else None

    @property
    def retention_before(self) -> int:
        """The retention the schedule builds on: earlier claims' (≤ 0), or 0 with no retention line."""
        return self.retained_before if self.retention else 0

    def totals(self, lines: list[ScheduleLine], adjust_excl: int = 0, adjust_tax: int = 0) -> ScheduleTotals:
        return schedule_totals(lines, retention_params=self.retention_params, retained_before=self.retention_before,
                               tax_rate_id=self.tax_rate_id, adjust_excl=adjust_excl, adjust_tax=adjust_tax)


def is_release(line) -> bool:
    """A release of retention claimed as a line (issue 38): a Retention line that is not the computed one."""
    return line.entry.type == LineType.RETENTION.value and not line.entry.is_retention


def basis_of(found: VisibleContract, claim: Claim) -> Basis:
    """The claim's latest submitted revision as the ledger counts it (the request's ledger read), at
    the rate it was sent with (no GST from a supplier not registered: app.claims.gst)."""
    contract = found.contract
    rate = claim_tax_rate_id(contract.tax_rate_id, claim.gst_registered)
    view = claim_queries.ledger_data(contract.id, contract.tax_rate_id, drafts=False).view(drafts=False)
    lines, retention = [], None
    for line in view.lines(claim.id):
        if line.entry.is_retention:
            retention = line
        else:
            lines.append(line)
    totals = view.totals(claim.id)
    received = claim.origin == ORIGIN_RECEIVED
    if totals is None:  # not counted in the ledger (voided): nothing to schedule against
        return Basis([], None, 0, 0, rate, received)
    # Releases of retention claimed as lines (issue 38) count in the retentions to date, not the gross: the
    # retention the schedule builds on is the retention line's alone, as the claim's is (claims.ledger).
    carried = totals.gross_to_date - sum(line.to_date for line in lines if not is_release(line))
    retained_before = (totals.retentions_to_date - (retention.this_claim if retention else 0)
                       - sum(line.to_date for line in lines if is_release(line)))
    return Basis(lines, retention, carried, retained_before, rate, received)


def schedules_of(claim_ids: list[int]) -> dict[int, PaymentSchedule]:
    """{claim id: its schedule} for the claims that have one (one statement)."""
    return {s.claim_id: s for s in db.session.scalars(_SCHEDULES_OF, {"claim_ids": list(claim_ids)})}


def recipients_of(contract_ids: list[int]) -> dict:
    """{contract id: [Recipient]}: who a payment schedule of each contract is served on, as
    `app.documents.recipients.supplier_recipients` finds them at send (the flagged supplier recipients, else
    the supplier organisation's members), in one statement for every contract. The send confirmation
    names them before the payer sends."""
    return supplier_recipients_of(list(contract_ids))


# Built once, run with parameters: every claim page and list asks it.
_SCHEDULES_OF = select(PaymentSchedule).where(PaymentSchedule.claim_id.in_(bindparam("claim_ids", expanding=True)))
