"""Writing the retention ledger: appending an entry to a contract's chain, the entries the system
writes (withheld, from each sent payment schedule), and the balances.

Append only: `append` is the one writer. It takes the contract's ledger lock (a transaction-scoped
advisory lock, so two writers of one ledger queue and each links to the other's entry) unless its
caller took it once already to read what it checked, reads the last entry's number and hash, and
inserts the next. Nothing here updates or deletes an entry, and the
table's trigger refuses both (migrations/shared/versions/s0350): a mistake is a `correction` naming the
entry it corrects, with a signed amount.

Balances (research RT-3; CCA ss 18C-18FB): each entry counts for its kind, a correction for the kind
of the entry it corrects.
- retention money = withheld - released - used for defects (what the holder holds on trust);
- held in the account = deposited - released - used, within 0 and the retention money;
- covered by instruments = the cover of instruments not yet expired, up to what the account leaves;
- shortfall = retention money - held in the account - covered.
"""
from dataclasses import dataclass, replace
from datetime import date, datetime, timezone

from sqlalchemy import and_, func, select
from sqlalchemy.orm import aliased

from app.db import advisory_lock, db
from app.domain.working_days import today_in_auckland
from app.retention import chain
from app.retention.models import (CORRECTION, DEPOSITED, INSTRUMENT_COVER, RELEASED, USED_FOR_DEFECTS, WITHHELD,
                                  RetentionEntry)

# A namespace of pg_advisory_xact_lock(int, int) for the ledgers (the second key is the contract).
LOCK_SPACE = 18_0350


@dataclass(frozen=True)
class Balances:
    withheld: int = 0
    deposited: int = 0
    released: int = 0
    used: int = 0
    cover: int = 0  # instruments in force

    @property
    def retention_money(self) -> int:
        return self.withheld - self.released - self.used

    @property
    def held_in_account(self) -> int:
        return max(0, min(self.deposited - self.released - self.used, self.retention_money))

    @property
    def covered(self) -> int:
        return max(0, min(self.cover, self.retention_money - self.held_in_account))

    @property
    def shortfall(self) -> int:
        return max(0, self.retention_money - self.held_in_account - self.covered)

    @property
    def in_account(self) -> int:
        """What the account's entries leave in it: deposited - released - used (negative when releases or
        uses were paid from elsewhere)."""
        return self.deposited - self.released - self.used

    def nowhere_recorded(self, account) -> bool:
        """Money held with nowhere recorded for it (CCA s 18D): no trust account (`account` None) and no
        instrument in force. The page's warning, the reports' refusal and the certificate's check 1."""
        return self.retention_money > 0 and account is None and self.cover <= 0

    @property
    def not_deposited(self) -> int:
        """What may still go into the account: more would mix other money in (s 18D)."""
        return max(0, self.retention_money - max(0, self.deposited - self.released - self.used))


    def after(self, kind: str, amount: int) -> "Balances":
        """The balances with one more entry of `kind` (for a correction, the kind of the entry it
        corrects) and its signed amount: what `app.retention.service` checks, for every kind, before
        writing it (the retention money never below nothing; the account never holding more than it).
        Releases and uses beyond what was deposited were paid from elsewhere and left nothing in the
        account to take from, so the account is counted on from what it holds now (never below nothing)."""
        now_held = replace(self, deposited=self.deposited + max(0, -self.in_account))
        name = _COUNTED_AS[kind]
        return replace(now_held, **{name: getattr(now_held, name) + amount})


@dataclass(frozen=True)
class Totals:
    """One side's totals on the Retention page: each figure the sum of its ledgers' own (an
    instrument or a deposit for one contract never makes up another's shortfall, so the figures are
    summed after each ledger's, never worked out again from summed entries). `Totals() + balances`."""
    withheld: int = 0
    deposited: int = 0
    released: int = 0
    used: int = 0
    retention_money: int = 0
    held_in_account: int = 0
    covered: int = 0
    shortfall: int = 0

    def __add__(self, b: Balances) -> "Totals":
        return Totals(self.withheld + b.withheld, self.deposited + b.deposited, self.released + b.released,
                      self.used + b.used, self.retention_money + b.retention_money,
                      self.held_in_account + b.held_in_account, self.covered + b.covered,
                      self.shortfall + b.shortfall)


def totals(balances) -> Totals:
    return sum(balances, Totals())


# The Balances field each kind counts in.
_COUNTED_AS = {WITHHELD: "withheld", DEPOSITED: "deposited", RELEASED: "released", USED_FOR_DEFECTS: "used",
               INSTRUMENT_COVER: "cover"}


def now() -> datetime:
    return datetime.now(timezone.utc)


def lock(contract_id: int) -> None:
    advisory_lock(LOCK_SPACE, contract_id)


def append(contract_id: int, kind: str, amount: int, entry_date: date, *, user_id: int | None = None,
           locked: bool = False, **facts) -> RetentionEntry:
    """Add the contract's next entry, chained to the last. The caller has checked it may be written;
    a caller that read what it checked under the ledger's lock says `locked=True` (the lock is taken
    once per writer: it is held to the end of the transaction either way)."""
    if not locked:
        lock(contract_id)
    last = db.session.execute(
        select(RetentionEntry.seq, RetentionEntry.hash).where(RetentionEntry.contract_id == contract_id)
        .order_by(RetentionEntry.seq.desc()).limit(1)
    ).first()
    seq, prev_hash = (last.seq + 1, last.hash) if last is not None else (1, chain.GENESIS)
    entry = RetentionEntry(contract_id=contract_id, seq=seq, kind=kind, amount=amount, entry_date=entry_date,
                           schedule_id=facts.get("schedule_id"), claim_id=facts.get("claim_id"),
                           bank_ref=facts.get("bank_ref", ""), instrument_ref=facts.get("instrument_ref", ""),
                           covers_until=facts.get("covers_until"), corrects_id=facts.get("corrects_id"),
                           defect_notice_id=facts.get("defect_notice_id"),
                           note=facts.get("note", ""), created_by_user_id=user_id,
                           created_at=now())
    entry.prev_hash = prev_hash
    entry.hash = chain.digest(entry, prev_hash)
    db.session.add(entry)
    db.session.flush()
    from app.retention import reports  # the transaction report (s 18FD), in this transaction

    reports.entry_written(entry)
    return entry


def schedule_sent(schedule, *, at: datetime, payment_due: date | None,
                  releases: dict[str, int] | None = None) -> RetentionEntry | None:
    """The entries a sent payment schedule writes, in the sending transaction: its retention line
    (app.domain.schedules: negative when it withholds) as `withheld`, dated the claim's payment due
    date as app.payments.facts stored it (when the contract allows withholding, s 18B(2): a schedule
    given late does not move it, the claim's own due date stands), else the day it was given; retention
    `released` by the schedule: a positive retention line (the gross to date fell) and `releases`, what it
    schedules ({claim line item: amount}) of the releases of retention the subcontractor claimed as lines
    (issue 38, app.claims.release_line), one entry. A release is counted once
    (app.retention.release_check): each stage's line writes at most what is left of its stage (a release
    the holder recorded by hand meanwhile paid part of it), the whole at most the retention money held,
    read under the ledger's lock. Once per schedule: a retried or repeated send finds the entries written
    and writes nothing. The first entry written, or None."""
    if not trust_rules_may_apply(schedule.contract_id):
        return None
    releases = {item: amount for item, amount in (releases or {}).items() if amount > 0}
    writes = []
    if schedule.retention < 0:
        writes.append((WITHHELD, -schedule.retention, "From the payment schedule"))
    if schedule.retention > 0 or releases:
        writes.append((RELEASED, 0, "Released by the payment schedule"))
    if not writes:
        return None
    lock(schedule.contract_id)
    done = set(db.session.scalars(select(RetentionEntry.kind).where(RetentionEntry.schedule_id == schedule.id)))
    first = None
    for kind, amount, note in writes:
        if kind in done:
            continue
        if kind == RELEASED:
            from app.retention import release_check  # it reads the stages (app.retention.due), which read us

            paid_back = {"": schedule.retention} if schedule.retention > 0 else {}
            held = balances_of([schedule.contract_id])[schedule.contract_id]
            amount = release_check.releasable(schedule.contract_id, {**paid_back, **releases}, held)
            if amount <= 0:
                continue
        entry = append(schedule.contract_id, kind, amount, payment_due or today_in_auckland(at), locked=True,
                       schedule_id=schedule.id, claim_id=schedule.claim_id, note=note)
        first = first or entry
    return first


def trust_rules_may_apply(contract_id: int) -> bool:
    """Whether the contract's retention money may be held on trust (issue 38): not when its regime is
    known not to be covered (a party is a residential occupier, s 18B; a
    contract before 31 March 2017, not renewed and not opted in). While the date the regime depends on
    is missing, the ledger is kept: the holder is asked for the date, and a ledger kept needlessly
    harms nobody, while one missing when the rules apply is an offence (s 18FC)."""
    from app.contracts.models import Contract
    from app.contracts.retention import regime_of

    answer = regime_of(db.session.get(Contract, contract_id), formula_retains=True)
    return answer.regime is None or answer.trust_rules_apply


def _effective():
    """(kind, covers_until, amount) of each entry, a correction counted as the entry it corrects."""
    E, corrected = RetentionEntry, aliased(RetentionEntry, name="corrected")
    kind = func.coalesce(corrected.kind, E.kind)
    until = func.coalesce(corrected.covers_until, E.covers_until)
    return E, corrected, kind, until


def balances_select(contract_ids, today: date):
    """SELECT contract_id, withheld, deposited, released, used, cover for each contract with entries."""
    E, corrected, kind, until = _effective()

    def total(k, *also):
        return func.coalesce(func.sum(E.amount).filter(kind == k, *also), 0)

    return (select(E.contract_id, total(WITHHELD), total(DEPOSITED), total(RELEASED), total(USED_FOR_DEFECTS),
                   total(INSTRUMENT_COVER, until >= today))
            .outerjoin(corrected, and_(corrected.id == E.corrects_id, E.kind == CORRECTION))
            .where(E.contract_id.in_(contract_ids)).group_by(E.contract_id))


def corrected_amounts(*where):
    """SELECT id, amount: each entry matching `where` (a ledger's withholdings, a notice's uses, one
    entry) with its amount as corrected, its own plus the signed amounts of the corrections naming it;
    one row per entry, so `.add_columns(RetentionEntry.x)` (or the entry itself) reads any of its columns.
    The one writing of 'an entry's amount with its corrections' (reports.balances_through is its
    counterpart in Python, on entries already read)."""
    E, fix = RetentionEntry, aliased(RetentionEntry, name="fix")
    return (select(E.id, (E.amount + func.coalesce(func.sum(fix.amount), 0)).label("amount"))
            .outerjoin(fix, and_(fix.corrects_id == E.id, fix.kind == CORRECTION))
            .where(*where).group_by(E.id))


def balances_of(contract_ids: list[int], today: date | None = None) -> dict[int, Balances]:
    today = today or today_in_auckland()
    rows = db.session.execute(balances_select(list(contract_ids), today)).all()
    out = {cid: Balances() for cid in contract_ids}
    for cid, *amounts in rows:
        out[cid] = Balances(*(int(a) for a in amounts))
    return out


def entries_of(contract_ids: list[int]) -> dict[int, list[RetentionEntry]]:
    out: dict[int, list[RetentionEntry]] = {cid: [] for cid in contract_ids}
    for entry in db.session.scalars(select(RetentionEntry).where(RetentionEntry.contract_id.in_(list(contract_ids)))
                                    .order_by(RetentionEntry.contract_id, RetentionEntry.seq)):
        out[entry.contract_id].append(entry)
    return out


def verify() -> tuple[RetentionEntry, str] | None:
    """The first entry of any ledger whose chain does not match (streamed, contract by contract)."""
    rows = db.session.scalars(select(RetentionEntry).order_by(RetentionEntry.contract_id, RetentionEntry.seq)
                              .execution_options(yield_per=1000))
    return chain.first_broken(rows)
