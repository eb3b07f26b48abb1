"""A contract's ledger as CSV (the contract page's 'Export ledger as CSV'), streamed.

Every entry of the claims the viewer sees (spec 2 §3 Ledger entry), one statement over a
server-side cursor: the entries of each claim's latest submitted revision (its Claim entries and
its schedule's Adjustment entries), and of its draft only for a viewer who sees the supplier's
drafts (app.claims.policy.may_see_drafts). Deleted drafts are left out; a customer never sees a
New claim's entries. Ordered by claim number, then Claim before Adjustment, then position.

Columns are the spec's field names; decided here: money (totalPrice, unitPrice, amount, tax) in
dollars and the quantity as `qty` in units (app.domain.csv_export); group is the parent names
joined with ' >> ' as the CSV import reads them; files the file names joined with ' | '; params
its JSON. An empty ledger is not a file: the caller answers EMPTY_LEDGER instead.
"""
import json
from typing import Iterator

from sqlalchemy import Text, and_, cast, func, or_, select

from app.claims import policy
from app.claims.models import DELETED, MODE_CLAIM, NEW, Claim, LedgerEntry
from app.contracts.access import VisibleContract
from app.db import db
from app.domain.csv_export import bool_cell, csv_line, header_line, int_cell, money_cell, qty_cell, text_cell

COLUMNS = ("id", "itemId", "type", "position", "name", "group", "files", "reference", "scheduleReason",
           "totalPrice", "unitPrice", "qty", "amount", "tax", "number", "rev", "mode", "isDraft", "isReversal",
           "params")
GROUP_SEPARATOR = " >> "
FILE_SEPARATOR = " | "
BATCH = 1000


def _statement(found: VisibleContract):
    E, C = LedgerEntry, Claim
    revisions = E.rev == C.latest_rev
    if policy.may_see_drafts(found):
        revisions = or_(revisions, E.rev == C.draft_rev)
    else:
        revisions = and_(revisions, C.status != NEW)
    return (
        select(E.id, E.item_id, E.type, E.position, E.name, E.group_path, cast(E.files, Text), E.reference,
               E.schedule_reason, E.total_price, E.unit_price, E.qty_milli, E.amount, E.tax, C.number, E.rev,
               E.mode, E.is_draft, E.is_reversal, cast(E.params, Text))
        .join(C, C.id == E.claim_id)
        .where(E.contract_id == found.id, C.status != DELETED, revisions)
        .order_by(C.number, E.rev, E.mode != MODE_CLAIM, E.position, E.id)
    )


def has_entries(found: VisibleContract) -> bool:
    statement = _statement(found).with_only_columns(LedgerEntry.id).order_by(None).limit(1)
    return db.session.execute(select(func.count()).select_from(statement.subquery())).scalar_one() > 0


def _files(raw: str | None) -> str:
    files = json.loads(raw) if raw else []
    return FILE_SEPARATOR.join(str(f.get("filename", "")) for f in files if isinstance(f, dict))


def _line(row) -> str:
    (entry_id, item_id, type_, position, name, group, files, reference, reason, total_price, unit_price, qty,
     amount, tax, number, rev, mode, is_draft, is_reversal, params) = row
    return csv_line((
        int_cell(entry_id), text_cell(item_id), text_cell(type_), int_cell(position), text_cell(name),
        text_cell(GROUP_SEPARATOR.join(group or ())), text_cell(_files(files)), text_cell(reference),
        text_cell(reason), money_cell(total_price), money_cell(unit_price), qty_cell(qty), money_cell(amount),
        money_cell(tax), int_cell(number), int_cell(rev), text_cell(mode), bool_cell(is_draft),
        bool_cell(is_reversal), text_cell(params or ""),
    ))


def ledger_csv(found: VisibleContract) -> Iterator[str]:
    chunk = [header_line(COLUMNS)]
    result = db.session.execute(_statement(found), execution_options={"yield_per": BATCH})
    try:
        for row in result:
            chunk.append(_line(row))
            if len(chunk) >= BATCH:
                yield "".join(chunk)
                chunk = []
    finally:
        result.close()
    yield "".join(chunk)
