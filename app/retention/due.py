"""What is due on a retention ledger (issue 38): money not deposited in time, and releases due.

**Deposits outstanding** (the deposit alert; research RT-5). The Act says retention money must be
kept in the trust account (or covered by a complying instrument) 'as soon as practicable' (s 18D);
Claimdesk gives the holder the contract's deposit period, N working days after the day the money is
withheld (its `withheld` entry's date: the payment's due date, s 18B(2)), Claimdesk's default of 2,
settable 0-10 in the contract's retention terms (`app.domain.retention_release.deposit_alert`).

- Money leaves a ledger oldest first: deposits, instrument cover, releases and uses count against the
  oldest withholding, so the money not yet deposited or covered is the newest withheld.
- What is not deposited or covered is the ledger's **shortfall** (`Balances.shortfall` = retention
  money − held in the account − covered by instruments in force; retention money = withheld −
  released − used for defects, so money released or used before it was deposited is not outstanding).
- Of the shortfall, the newest money whose deposit period has not ended yet is not late; the rest is
  **outstanding past the deposit period** (`Ledger.outstanding`, never below 0).
- Each withheld entry (as corrected) holding part of that outstanding amount is one **exposure**: an
  event on a ledger, so several late withholdings on one ledger count apart (research RT-5: ledgers ×
  events), and an exposure is named by its withheld entry.
- Only where the separate account is required: a `cca_2023` contract, or one whose regime waits on
  its date (its ledger is kept meanwhile: `ledger.trust_rules_may_apply`). A `cca_2017` contract keeps
  records but no separate account, so nothing is late to deposit.

**Releases due** (research RT-9). Each stage of the contract's retention terms whose release date is
known (`retention_release.release_schedule`) is due on that date:

- the **release base** is everything withheld less what was used to remedy defects (withheld − used:
  what the holder must in the end pay out), and a stage's amount is its share of it; shares are
  cumulated in the order of the release dates (stages with no date last, then as the terms list
  them), each stage's cumulative amount rounded down to the cent, the last stage's being the whole base;
- releases recorded (`released` entries, a schedule's and a person's, as corrected) clear the stages
  in that order: a stage is **cleared** once released to date ≥ the cumulative amount up to and
  including it; until then its amount due is what of it is not yet released
  (min(stage amount, cumulative amount − released to date));
- the day after its release date, an uncleared stage is late: 'Interest accrues from {the day after}
  at {rate} % a year (CCA s 18G).', or 'No interest rate is recorded for this contract.'

The viewer's page reads it all in a fixed number of statements (`of_viewer`: the ledgers, their
contracts' terms, their balances, their withheld entries). Rules as at RULES_AS_AT
(app.domain.claim_standing); not legal advice.
"""
from dataclasses import dataclass, field
from datetime import date

from sqlalchemy import and_, select
from sqlalchemy.orm import aliased

from app.contracts.models import SUPPLIER, Contract, ContractOrg
from app.db import db
from app.domain import retention_regime as regime_rules
from app.domain import retention_release as terms_rules
from app.domain.dates import long_date
from app.domain.money import dollars
from app.domain.working_days import today_in_auckland
from app.orgs.access import Viewer
from app.retention import ledger, queries
from app.retention.models import WITHHELD, RetentionEntry

BASIS_POINTS_100 = terms_rules.BASIS_POINTS_100

RELEASE_DUE = "Release due {date}: {stage} \u2014 {amount}"
# A due release claimed through the ordinary claim flow (issue 38; research RT-9): a Retention line on the
# subcontractor's draft claim, one item per stage of the contract's terms.
RELEASE_LINE = "Release of retention: {stage}"
RELEASE_ITEM_PREFIX = "retention-release-"
# The deposit alert's email names whose number each ledger's period is (app.retention.alerts).
deposit_days_note = terms_rules.deposit_days_note


# ---- pure: the rules above, on plain values --------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Withholding:
    """A `withheld` entry as corrected: its amount with the corrections naming it."""

    entry_id: int
    seq: int
    withheld_on: date
    amount: int


@dataclass(frozen=True, slots=True)
class Exposure:
    """Money withheld by one entry, outstanding past its deposit period."""

    entry_id: int
    seq: int
    withheld_on: date
    deposit_by: date
    alert_on: date
    amount: int  # its part of the outstanding money


def exposures(withholdings: list[Withholding], shortfall: int, working_days: int, today: date) -> list[Exposure]:
    """The exposures of a ledger on `today` (oldest first): its shortfall taken as its newest
    withholdings, those whose deposit period ended before today."""
    out = []
    left = max(0, shortfall)
    for w in sorted(withholdings, key=lambda w: (w.withheld_on, w.seq), reverse=True):
        if left <= 0:
            break
        part = min(left, max(0, w.amount))
        left -= part
        if part <= 0:
            continue
        window = terms_rules.deposit_alert(w.withheld_on, working_days)
        if today >= window.alert_on:
            out.append(Exposure(w.entry_id, w.seq, w.withheld_on, window.deposit_by, window.alert_on, part))
    return out[::-1]


@dataclass(frozen=True, slots=True)
class ReleaseDue:
    label: str
    share: int  # basis points of the release base
    release_on: date
    stage_amount: int  # the stage's share of the release base
    amount: int  # of it, not yet released
    late: bool  # its release date has passed
    interest: str | None  # once late: from when interest accrues, at what rate (or that none is recorded)
    stage_index: int = 0  # its place in the contract's terms (0, 1, ...): how a claim of it names it
    owed: bool = False  # its release date has come (today or before): the subcontractor may claim it now

    @property
    def item_id(self) -> str:
        """The claim line a release of this stage is claimed as (app.claims.release_line)."""
        return f"{RELEASE_ITEM_PREFIX}{self.stage_index + 1}"

    @property
    def line_name(self) -> str:
        return RELEASE_LINE.format(stage=self.label)

    @property
    def text(self) -> str:
        return RELEASE_DUE.format(date=long_date(self.release_on), stage=self.label, amount=dollars(self.amount))


def _stages(terms: terms_rules.RetentionTerms, balances: ledger.Balances):
    """(release date or None, place in the terms, stage, stage amount, not yet released) of every stage, in
    the order releases clear them: by date, stages with no date last, then as the terms list them."""
    base = max(0, balances.withheld - balances.used)
    released = max(0, balances.released)
    dated = [(when, index, stage) for index, (stage, when) in enumerate(terms_rules.release_schedule(terms))]
    dated.sort(key=lambda row: (row[0] is None, row[0] or date.min, row[1]))
    share_so_far, before = 0, 0
    for when, index, stage in dated:
        share_so_far += stage.share
        upto = base if share_so_far >= BASIS_POINTS_100 else base * share_so_far // BASIS_POINTS_100
        stage_amount, due = upto - before, min(upto - before, max(0, upto - released))
        before = upto
        yield when, index, stage, stage_amount, due


def releases_due(terms: terms_rules.RetentionTerms, balances: ledger.Balances, today: date) -> list[ReleaseDue]:
    """The stages with a known release date not yet cleared by the releases recorded, in date order."""
    out = []
    for when, index, stage, stage_amount, due in _stages(terms, balances):
        if when is None or due <= 0:
            continue
        late = today > when
        out.append(ReleaseDue(stage.label, stage.share, when, stage_amount, due, late,
                              terms_rules.interest_from(terms, when) if late else None, index,
                              today >= when))
    return out


def stages_by_item(terms: terms_rules.RetentionTerms, balances: ledger.Balances) -> dict[str, tuple[int, int]]:
    """(the stage's amount, what of it is still held) of each stage, by the claim line item a release of it is
    claimed as (`retention-release-{n}`); released against the stage = the first less the second."""
    return {f"{RELEASE_ITEM_PREFIX}{index + 1}": (amount, due) for _, index, _, amount, due in _stages(terms, balances)}


def left_of_stages(terms: terms_rules.RetentionTerms, balances: ledger.Balances) -> dict[str, int]:
    """What of each stage is still held (not yet released, by hand or by a schedule), by its claim line item:
    the cap on what a schedule of that line may write as released, so a release is counted once (issue 38)."""
    return {item: left for item, (_, left) in stages_by_item(terms, balances).items()}


def deposit_alert_applies(contract: "ContractRow") -> bool:
    """A separate account is required (cca_2023), or the regime waits on the contract's date."""
    answer = regime_rules.regime_of(regime_rules.ContractFacts(
        contract.entered_on, contract.renewed_on, contract.residential_occupier, True, contract.opted_in))
    return answer.regime is None or answer.account_required


# ---- read: one side's ledgers --------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class ContractRow:
    contract_id: int
    entered_on: date | None
    renewed_on: date | None
    residential_occupier: bool
    opted_in: bool
    terms: terms_rules.RetentionTerms
    payee_org_id: int | None


@dataclass
class Ledger:
    """What is due on one ledger, as one side sees it."""

    view: queries.LedgerView
    deposit_working_days: int
    exposures: list[Exposure] = field(default_factory=list)
    releases: list[ReleaseDue] = field(default_factory=list)
    payee_key: str = ""

    @property
    def outstanding(self) -> int:
        return sum(e.amount for e in self.exposures)

    @property
    def deposit_days_note(self) -> str | None:
        """Where the contract's own deposit period comes from; None for Claimdesk's default (the page's
        one note, `retention_release.DEPOSIT_DAYS_NOTE`, says so)."""
        if self.deposit_working_days == terms_rules.DEFAULT_DEPOSIT_WORKING_DAYS:
            return None
        return terms_rules.deposit_days_note(self.deposit_working_days)


@dataclass
class PayeeAlert:
    """The deposit alert of one subcontractor: its ledgers with money outstanding past the period."""

    payee_name: str
    ledgers: list[Ledger]

    @property
    def outstanding(self) -> int:
        return sum(item.outstanding for item in self.ledgers)

    @property
    def exposure_count(self) -> int:
        return sum(len(item.exposures) for item in self.ledgers)


@dataclass
class Due:
    we_hold: list[Ledger]
    held_from_us: list[Ledger]

    @property
    def deposit_alerts(self) -> list[PayeeAlert]:
        """Per subcontractor, the ledgers the viewer holds with exposures, most outstanding first."""
        by_payee: dict[str, PayeeAlert] = {}
        for item in self.we_hold:
            if item.exposures:
                by_payee.setdefault(item.payee_key, PayeeAlert(item.view.payee_name, [])).ledgers.append(item)
        return sorted(by_payee.values(), key=lambda a: (-a.outstanding, a.payee_name))

    @property
    def exposure_count(self) -> int:
        return sum(a.exposure_count for a in self.deposit_alerts)

    @property
    def outstanding(self) -> int:
        return sum(a.outstanding for a in self.deposit_alerts)


def contract_rows(contract_ids: list[int]) -> dict[int, ContractRow]:
    """The facts of each contract the rules read (one statement)."""
    payee = aliased(ContractOrg)
    rows = db.session.execute(
        select(Contract.id, Contract.entered_on, Contract.renewed_on, Contract.residential_occupier,
               Contract.retention_opted_in, Contract.retention_terms, payee.org_id)
        .outerjoin(payee, and_(payee.contract_id == Contract.id, payee.relation == SUPPLIER))
        .where(Contract.id.in_(contract_ids))).all()
    return {cid: ContractRow(cid, entered, renewed, bool(residential), bool(opted), terms_rules.terms_of(terms), org)
            for cid, entered, renewed, residential, opted, terms, org in rows}


def withholdings_of(contract_ids: list[int]) -> dict[int, list[Withholding]]:
    """Each contract's `withheld` entries with their corrections added (one statement)."""
    E = RetentionEntry
    rows = db.session.execute(
        ledger.corrected_amounts(E.contract_id.in_(contract_ids), E.kind == WITHHELD)
        .add_columns(E.contract_id, E.seq, E.entry_date).order_by(E.contract_id, E.seq)).all()
    out: dict[int, list[Withholding]] = {cid: [] for cid in contract_ids}
    for entry_id, amount, cid, seq, on in rows:
        out[cid].append(Withholding(entry_id, seq, on, int(amount)))
    return out


def due_of(views: list[queries.LedgerView], today: date, *, balances: dict | None = None) -> list[Ledger]:
    """What is due on each ledger listed (its view knows the viewer's side): three statements."""
    ids = [view.contract_id for view in views]
    if not ids:
        return []
    contracts = contract_rows(ids)
    held = balances if balances is not None else ledger.balances_of(ids, today)
    withheld = withholdings_of(ids) if any(view.we_hold for view in views) else {}
    out = []
    for view in views:
        contract = contracts[view.contract_id]
        view.balances = held[view.contract_id]
        days = contract.terms.deposit_working_days
        item = Ledger(view, days, payee_key=str(contract.payee_org_id or view.payee_name))
        if view.we_hold and deposit_alert_applies(contract):
            item.exposures = exposures(withheld.get(view.contract_id, []), view.balances.shortfall, days, today)
        item.releases = releases_due(contract.terms, view.balances, today)
        out.append(item)
    return out


def of_viewer(viewer: Viewer, today: date | None = None) -> Due:
    """The viewer's organisation's ledgers, what is due on each: four statements whatever their number."""
    today = today or today_in_auckland()
    items = due_of(queries.ledgers(viewer), today)
    return Due([i for i in items if i.view.we_hold], [i for i in items if not i.view.we_hold])
