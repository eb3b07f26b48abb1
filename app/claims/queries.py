"""Reads of claims and the ledger, each a fixed number of SQL statements.

Every function takes contract ids the caller has already reached through
`app.contracts.access` (the viewer may see them); none of them checks access itself. The
GraphQL loaders batch them per request; `ledger_data` is cached per request, so the claim page
(ledger, draft lines, latest lines, totals) reads the ledger once.
"""
import threading
import weakref
from collections import OrderedDict
from dataclasses import dataclass
from itertools import groupby
from operator import itemgetter

from flask import current_app, g
from sqlalchemy import BigInteger, Text, and_, any_, bindparam, cast, event, func, or_, select, type_coerce
from sqlalchemy.dialects.postgresql import ARRAY, JSONB, aggregate_order_by

from app.auth.models import Account, User
from app.claims.models import (
    DELETED,
    LIVE_STATUSES,
    MODE_CLAIM,
    NEW,
    RETENTION_ITEM_ID,
    Claim,
    ClaimRead,
    ContractLedger,
    LedgerEntry,
    Revision,
)
from app.claims.totals import Entries, Entry, LedgerView, build_view
from app.claims.gst import SUPPLIER_GST
from app.contracts.people import invitations_pending
from app.db import db, shared_statements
from app.documents.models import ServedDocument
from app.gc_tuning import bulk
from tenants.models import Organisation

E = LedgerEntry
# What every entry in view is read with (totals.Entry's fields, in order) ...
ENTRY_COLUMNS = (E.id, E.claim_id, E.rev, E.item_id, E.mode, E.type, E.position, E.qty_milli, E.amount,
                 E.is_reversal)
# ... and its details, read only for the entries shown; JSON travels as text, decoded when used.
DETAIL_COLUMNS = (
    E.id, E.name, cast(func.to_json(E.group_path), Text), cast(E.files, Text), E.reference, E.schedule_reason,
    cast(E.params, Text), E.total_price, E.unit_price, E.tax, E.is_draft, E.edited_rev,
)


def visible_to(claim: Claim, *, is_supplier: bool) -> bool:
    """A customer never sees a claim before it is submitted (New), nor a deleted draft."""
    return is_supplier or (claim.latest_rev is not None and claim.status not in (NEW, DELETED))


class EntryStore:
    """The entries of a contract's current claim revisions as of one ledger revision.

    Immutable for that revision: every write of ledger entries increments the contract's ledger
    revision (`app.claims.ledger.lock` / `bump`), so a store keyed by the revision never goes
    stale, and a web process may keep the latest few between requests (`_stores`): a polled
    ledger that has not changed is not read again. Details (names, files...) are read into it
    as they are first shown.

    Nothing in it refers back to it but weakly (entries and views load details through
    `DetailSource`), so a store no longer used is freed at once, not by the cyclic garbage
    collector: 12,000 entries left for a full collection are a 50 ms pause some request pays.
    """

    def __init__(self, numbers: dict):
        self.numbers = numbers  # {claim id: claim number}
        self.blocks: dict = {}  # {(claim id, rev): Entries}
        self.views: dict = {}  # {(drafts, focus, the claims as counted, tax rate): LedgerView}
        self.source = DetailSource(self)

    def block(self, claim_id: int, rev: int, rows: list) -> Entries:
        block = self.blocks[(claim_id, rev)] = Entries(rows, self.numbers.get(claim_id, 0), self.source)
        return block

    def entries_of(self, claim_id: int, rev: int) -> Entries:
        found = self.blocks.get((claim_id, rev))
        if found is None:  # an earlier revision, or a voided claim's: read on demand
            rows = db.session.execute(select(*ENTRY_COLUMNS).where(E.claim_id == claim_id, E.rev == rev)).all()
            found = self.block(claim_id, rev, [tuple(row) for row in rows])
        return found

    def load_details(self, entries: list[Entry]) -> None:
        """Read the details of these entries, and of the rest of their claim revision when an
        entry asked for its own (one statement)."""
        if len(entries) == 1:  # a lone entry: its whole claim revision comes along
            block = self.blocks.get((entries[0].claim_id, entries[0].rev))
            entries = [e for e in (block.all() if block else entries) if not e.details_loaded] or entries
        read_details(entries)


class DetailSource:
    """How an entry or a view of a store loads details: through the store while it lives (a
    lone entry brings its claim revision along), else by itself."""

    __slots__ = ("store",)

    def __init__(self, store: EntryStore):
        self.store = weakref.ref(store)

    def load_details(self, entries: list[Entry]) -> None:
        store = self.store()
        if store is None:
            read_details(entries)
        else:
            store.load_details(entries)


# Built once, the entries' ids bound per read (issue 41: building cost more than running).
_DETAILS = select(*DETAIL_COLUMNS).where(E.id == any_(bindparam("ids", type_=ARRAY(BigInteger))))
shared_statements(lambda: [_DETAILS])  # compiled before any request (app/db.py)


def read_details(entries: list[Entry]) -> None:
    """Read the details of these entries (one statement)."""
    by_id = {e.id: e for e in entries}
    with bulk():
        for row in db.session.execute(_DETAILS, {"ids": list(by_id)}).all():
            by_id[row[0]].set_details(*row[1:])


_stores: "OrderedDict[tuple, EntryStore]" = OrderedDict()
_stores_lock = threading.Lock()


def _entry_store(contract_id: int, drafts: bool, rev: int, claims: list) -> EntryStore:
    config = current_app.config
    keep = config.get("CLAIMS_LEDGER_CACHE", True)
    key = (db.engine.url.database, contract_id, drafts, rev)
    if keep:
        with _stores_lock:
            store = _stores.get(key)
            if store is not None:
                _stores.move_to_end(key)
                return store
    store = EntryStore({claim.id: claim.number for claim in claims})
    by_revision: dict = {}
    for claim in claims:
        for rev_ in {claim.draft_rev if drafts else None, claim.latest_rev} - {None}:
            by_revision[(claim.id, rev_)] = []
    with bulk():
        rows = _read_entries(contract_id, drafts)
        # The rows come a claim revision after another (the table is written so), seldom else.
        for revision, group in groupby(rows, key=itemgetter(1, 2)):
            found = by_revision.get(revision)
            if found is None:
                by_revision[revision] = list(group)
            else:
                found.extend(group)
    for (claim_id, rev_), found in by_revision.items():
        store.block(claim_id, rev_, found)
    if keep and len(rows) >= config.get("CLAIMS_LEDGER_CACHE_MIN_ENTRIES", 1000):
        with _stores_lock:
            _stores[key] = store
            # Only the newest revision of a contract is worth keeping.
            for old in [k for k in _stores if k[:3] == key[:3] and k != key]:
                del _stores[old]
            while len(_stores) > config.get("CLAIMS_LEDGER_CACHE_SIZE", 16):
                _stores.popitem(last=False)
    return store


@dataclass
class LedgerData:
    """A contract's claims (read at once) and the entries of their current revisions (read when
    first needed: a query of the ledger revision alone reads none), once per request."""

    contract_id: int
    tax_rate_id: str
    drafts: bool
    claims: list  # [Claim], all statuses, by number
    rev: int  # the ledger revision
    gst_now: bool = True  # the supplier is registered for GST today (what a draft counts at)
    _store: EntryStore | None = None
    _revision_types: dict | None = None

    @property
    def store(self) -> EntryStore:
        if self._store is None:
            self._store = _entry_store(self.contract_id, self.drafts, self.rev, self.claims)
        return self._store

    @property
    def revision_types(self) -> dict:
        """{(claim id, rev): revision type} of the contract's claims (drafts only in the draft view):
        what a column's title needs, without the revisions' other columns (JSON among them)."""
        if self._revision_types is None:
            rows = db.session.execute(
                select(Revision.claim_id, Revision.rev, Revision.type, Revision.is_draft)
                .join(Claim, Claim.id == Revision.claim_id).where(Claim.contract_id == self.contract_id))
            self._revision_types = {(claim_id, rev): type_ for claim_id, rev, type_, is_draft in rows
                                    if self.drafts or not is_draft}
        return self._revision_types

    def view(self, *, drafts: bool | None = None, focus: tuple | None = None) -> LedgerView:
        """The view (kept with the entries: the same claims and revisions give the same view)."""
        drafts = self.drafts if drafts is None else drafts and self.drafts
        store = self.store
        counted = tuple((c.id, c.number, c.status, c.draft_rev, c.latest_rev, c.gst_registered) for c in self.claims)
        key = (drafts, (focus[0].id, *focus[1:]) if focus else None, counted, self.tax_rate_id, self.gst_now)
        view = store.views.get(key)
        if view is None:
            view = store.views[key] = build_view(self.claims, store.entries_of, self.tax_rate_id, drafts=drafts,
                                                 focus=focus, load_details=store.source.load_details,
                                                 gst_now=self.gst_now)
        return view

    def claim(self, number: int) -> Claim | None:
        """The claim with this number: the live one, else the latest deleted draft of it."""
        found = [c for c in self.claims if c.number == number]
        found.sort(key=lambda c: (c.status != DELETED, c.id))
        return found[-1] if found else None

    def draft_claim(self) -> Claim | None:
        from app.claims.models import LIVE_STATUSES

        return next((c for c in self.claims if c.draft_rev is not None and c.status in LIVE_STATUSES), None)


_ENTRIES_SQL: dict = {}


def _read_entries(contract_id: int, drafts: bool) -> list[tuple]:
    """The entries of the contract's current claim revisions, as plain tuples.

    The statement is compiled once and goes straight to the driver, asking for binary results
    (integers arrive as integers, not text to parse), and the rows are taken from the driver's
    cursor as they are: a Row and an Entry object per row were 15 ms of the 35 ms that 12,000
    rows took. It still runs through the engine and its events, so statement counts see it.
    """
    engine = db.engine
    key = (drafts, engine.dialect.name)
    if key not in _ENTRIES_SQL:
        current = or_(E.rev == Claim.latest_rev, E.rev == Claim.draft_rev) if drafts else E.rev == Claim.latest_rev
        stmt = (select(*ENTRY_COLUMNS).join(Claim, and_(Claim.id == E.claim_id, current))
                .where(E.contract_id == bindparam("contract_id", type_=BigInteger)))
        _ENTRIES_SQL[key] = str(stmt.compile(dialect=engine.dialect))
    if engine.dialect.driver == "psycopg" and not event.contains(engine, "do_execute", _execute_binary):
        event.listen(engine, "do_execute", _execute_binary)
    result = db.session.connection().exec_driver_sql(_ENTRIES_SQL[key], {"contract_id": contract_id},
                                                     execution_options={"binary_results": True})
    try:
        return result.cursor.fetchall()
    finally:
        result.close()


def _execute_binary(cursor, statement, parameters, context) -> bool:
    """psycopg's binary result format, for the statements that ask for it."""
    if context.execution_options.get("binary_results"):
        cursor.execute(statement, parameters, binary=True)
        return True
    return False


# Built once, run with parameters (building a statement cost more CPU than running it).
_CLAIMS_OF = select(Claim).where(Claim.contract_id.in_(bindparam("contract_ids", expanding=True))).order_by(
    Claim.number, Claim.id)
_LEDGER_REV = select(ContractLedger.rev).where(ContractLedger.contract_id == bindparam("contract_id"))
# The contract's claims, each with the ledger revision and the supplier's GST registration: one
# statement for all when it has claims.
_CLAIMS_AND_REV = select(Claim, _LEDGER_REV.scalar_subquery(), SUPPLIER_GST.scalar_subquery()).where(
    Claim.contract_id == bindparam("contract_id")).order_by(Claim.number, Claim.id)
_REVISIONS_OF = select(Revision).where(Revision.claim_id.in_(bindparam("claim_ids", expanding=True))).order_by(
    Revision.rev)
_READ_REVS = select(ClaimRead.claim_id, ClaimRead.rev).where(
    ClaimRead.user_id == bindparam("user_id"), ClaimRead.claim_id.in_(bindparam("claim_ids", expanding=True)))


def ledger_data(contract_id: int, tax_rate_id: str, *, drafts: bool) -> LedgerData:
    """The contract's claims and ledger revision (1 statement; 2 when it has no claims); entries
    and revisions follow when used (2 more). Cached for the request."""
    cache = g.setdefault("claims_ledger_data", {})
    key = (contract_id, drafts)
    if key in cache:
        return cache[key]
    other = cache.get((contract_id, not drafts))
    if other is not None:  # the other view's read: the same claims and revision
        claims, rev, gst_now = other.claims, other.rev, other.gst_now
    else:
        rows = db.session.execute(_CLAIMS_AND_REV, {"contract_id": contract_id}).all()
        claims = [claim for claim, _, _ in rows]
        # With no claims there is no draft to count: the supplier's status is not read.
        rev = rows[0][1] if rows else db.session.scalar(_LEDGER_REV, {"contract_id": contract_id})
        gst_now = rows[0][2] is not False if rows else True
    data = LedgerData(contract_id, tax_rate_id, drafts, claims, rev or 0, gst_now)
    cache[key] = data
    return data


def _read(contract_id: int) -> LedgerData | None:
    """This request's `ledger_data` of the contract, either view; None when it has not read it
    (nor since a write: `forget`)."""
    cache = g.get("claims_ledger_data") or {}
    return cache.get((contract_id, True)) or cache.get((contract_id, False))


def read_claims(contract_id: int) -> list[Claim] | None:
    """The contract's claims as this request's `ledger_data` read them, by number, or None."""
    data = _read(contract_id)
    return data.claims if data is not None else None


def read_ledger_rev(contract_id: int) -> int | None:
    """The ledger revision this request's `ledger_data` read, or None."""
    data = _read(contract_id)
    return data.rev if data is not None else None


def forget(contract_id: int) -> None:
    """Drop this request's cached reads of a contract (after a write)."""
    for name in ("claims_ledger_data",):
        cache = g.get(name)
        if cache:
            for key in [k for k in cache if k[0] == contract_id]:
                del cache[key]


def claims_of(contract_ids: list[int]) -> dict[int, list[Claim]]:
    """Every claim of these contracts, by number (one statement)."""
    out: dict[int, list[Claim]] = {cid: [] for cid in contract_ids}
    for claim in db.session.scalars(_CLAIMS_OF, {"contract_ids": list(contract_ids)}):
        out[claim.contract_id].append(claim)
    return out


@dataclass(frozen=True, slots=True)
class RetentionFormulas:
    """A contract's newest retention formula params and whether money was withheld as retention to
    date: as the claims sent read them (what both parties see), and as the supplier side reads its
    own claims, a draft's revision in place of the one it replaces."""

    sent: dict | None
    newest: dict | None
    sent_withheld: bool = False
    newest_withheld: bool = False


def retention_formulas_of(contract_ids: list[int]) -> dict[int, RetentionFormulas]:
    """{contract id: its newest retention formulas} (one statement over the retention lines of its
    live claims' current revisions); a contract with no retention line is absent. The regime of a
    contract's retention (app.domain.retention_regime) asks whether it retains: its newest formula
    retains, or money was withheld to date (a claim's retention line below zero), so a contract
    that withheld retention and later removed the formula still retains.

    A claim's current revision follows `_read_entries`: the claims sent are read at `latest_rev`; the
    supplier side reads a draft at `draft_rev`, which a sent claim moved back to draft also has (it
    keeps its status), and the other claims at `latest_rev`."""
    sent = E.rev == Claim.latest_rev
    own = E.rev == func.coalesce(Claim.draft_rev, Claim.latest_rev)
    newest_params = func.array_agg(aggregate_order_by(E.params, Claim.number.desc()))

    def first(side):
        return type_coerce(newest_params.filter(side), ARRAY(JSONB))[1]

    def withheld(side):
        return func.coalesce(func.bool_or(E.amount < 0).filter(side), False)

    rows = db.session.execute(
        select(E.contract_id, first(sent), first(own), withheld(sent), withheld(own))
        .join(Claim, and_(Claim.id == E.claim_id, or_(sent, own)))
        .where(E.contract_id.in_(contract_ids), E.item_id == RETENTION_ITEM_ID, E.mode == MODE_CLAIM,
               Claim.status.in_(LIVE_STATUSES))
        .group_by(E.contract_id))
    return {cid: RetentionFormulas(sent_params, own_params, sent_withheld, own_withheld)
            for cid, sent_params, own_params, sent_withheld, own_withheld in rows}


def revisions_of(claim_ids: list[int]) -> dict[int, list[Revision]]:
    """Every revision of these claims, by rev (one statement)."""
    out: dict[int, list[Revision]] = {cid: [] for cid in claim_ids}
    for revision in db.session.scalars(_REVISIONS_OF, {"claim_ids": list(claim_ids)}):
        out[revision.claim_id].append(revision)
    return out


def read_revs(user_id: int, claim_ids: list[int]) -> dict[int, int]:
    """{claim id: the revision this person last read} (the bound organisation's schema)."""
    rows = db.session.execute(_READ_REVS, {"user_id": user_id, "claim_ids": list(claim_ids)}).all()
    return dict(rows)


def has_attachments(claim_ids: list[int]) -> set[int]:
    """The claims with a file on a revision or on one of their lines (one statement)."""
    on_lines = select(E.claim_id).where(E.claim_id.in_(claim_ids), func.jsonb_array_length(E.files) > 0)
    on_revisions = select(Revision.claim_id).where(Revision.claim_id.in_(claim_ids),
                                                   func.jsonb_array_length(Revision.files) > 0)
    return set(db.session.scalars(on_lines.union(on_revisions)))


@dataclass
class ServedRow:
    document: ServedDocument
    account_name: str | None
    account_email: str | None


def served_documents_of(revision_ids: list[int], document: str = "claim") -> dict[int, list[ServedRow]]:
    """What was served of each revision: of the claim itself, or (`document='schedule'`) of the
    payment schedule answering it. Who fetched a PDF is named as the contract's members are
    (`app.contracts.people.invitations_pending`: by email until they take part)."""
    out: dict[int, list[ServedRow]] = {rid: [] for rid in revision_ids}
    rows = db.session.execute(
        select(ServedDocument, Account.name, Account.email, User.id, Organisation.schema_name)
        .outerjoin(Account, Account.id == ServedDocument.served_to_account_id)
        .outerjoin(User, and_(User.account_id == ServedDocument.served_to_account_id,
                              User.org_id == ServedDocument.served_to_org_id))
        .outerjoin(Organisation, Organisation.id == ServedDocument.served_to_org_id)
        .where(ServedDocument.revision_id.in_(revision_ids), ServedDocument.document == document)
        .order_by(ServedDocument.served_at, ServedDocument.id)
    ).all()
    pending = invitations_pending({(user_id, schema) for *_, user_id, schema in rows if user_id is not None})
    for served, name, email, user_id, _ in rows:
        out[served.revision_id].append(ServedRow(served, None if user_id in pending else name, email))
    return out


def user_names(user_ids: list[int]) -> dict[int, str]:
    """{users.id: the person's name, else their email}."""
    if not user_ids:
        return {}
    rows = db.session.execute(
        select(User.id, Account.name, Account.email).join(Account, Account.id == User.account_id)
        .where(User.id.in_(user_ids))
    ).all()
    return {uid: (name or email) for uid, name, email in rows}
