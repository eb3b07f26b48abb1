"""Importing lines into a draft claim from a CSV file or a block pasted from a spreadsheet
(issue 15; spec 2 §5 'CSV import columns'): a preview that writes nothing, then every row in
one transaction, or none.

- The rows are read by app.domain.csv_lines, the one parser (also behind `claimLinesFromCsv`,
  the previous claims of a new project): its columns, encodings, row cap and row numbers.
- A row becomes a new line of the draft, after its last line, in the file's order. Its contract
  value (the ledger's totalPrice, the quote) is qty × unitPrice when the row has a unit price,
  else amountExcl (a lump sum); its rate is the unit price, or for a lump sum the value itself
  (the ledger's convention for a line without a rate, as previous claims are imported). Nothing
  is claimed on it yet: this claim's quantity and amount start at zero, so the spec's unit-price
  rules ('Setting the unit price to zero will clear the current claim amount...'; a new price
  resets the quantity) apply unchanged when the user goes on in the grid.
- A row with a unit price whose amountExcl is not qty × unitPrice is refused (AMOUNT_MISMATCH,
  naming the amount it should be): an amount column that disagrees with its rate is a mistake in
  the spreadsheet, and guessing which of the two is meant would put a wrong contract value on
  the claim.
- The grid's field limits (Description 500 characters, Reference 200, group names 200, at most
  10 groups deep) are per-row problems here, so the preview lists every one of them at once.
- Import re-reads the same input and writes only when it has no problem: all its rows in one
  INSERT ... SELECT over a JSON document, so an import costs the same few statements whatever
  its number of rows; under the contract's ledger lock, bumping the ledger revision once.
  Imported lines are new items, so an import never conflicts with anyone's staged edits and
  needs no ledgerRev.
- Who: the supplier side with SupplierDraft, on a live draft of a contract not archived (as
  ledgerUpdate); preview asks the same, so nobody learns anything from it they could not do.
"""
import uuid
from dataclasses import dataclass

from sqlalchemy import BigInteger, String, Text, column, func, insert, literal, select
from sqlalchemy.dialects.postgresql import JSONB

from app.activity import record as activity
from app.claims import ledger, policy, queries, service
from app.claims.models import MODE_CLAIM, RETENTION_ITEM_ID, Claim, LedgerEntry
from app.contracts.access import VisibleContract
from app.db import db
from app.domain.claims import amount_for_qty
from app.domain.csv_lines import HAS_PROBLEMS, CsvImportError, ImportedLine, RowProblem, read_lines_csv
from app.domain.money import format_money
from app.domain.text import clean_text
from app.errors import UserError
from app.orgs.access import Viewer

AMOUNT_MISMATCH = "amountExcl is not qty × unitPrice: it should be {amount}"


@dataclass(frozen=True, slots=True)
class PreviewLine:
    row: int
    name: str
    group: tuple[str, ...]
    type: str
    qty_milli: int
    unit_price: int  # cents: the rate, or the contract value for a lump sum
    total_price: int  # cents: the contract value
    reference: str


@dataclass(frozen=True)
class Preview:
    lines: list[PreviewLine]
    problems: list[RowProblem]

    @property
    def message(self) -> str | None:
        return HAS_PROBLEMS if self.problems else None

    @property
    def total_price(self) -> int:
        return sum(line.total_price for line in self.lines)


@dataclass(frozen=True)
class ImportResult:
    found: VisibleContract
    claim: Claim
    preview: Preview
    ledger_rev: int | None  # None when nothing was written


def read(data: bytes | str) -> Preview:
    """The lines the input would add, or every problem in it."""
    try:
        parsed, problems = read_lines_csv(data)
    except CsvImportError as error:
        return Preview([], error.problems)
    lines = [checked for line in parsed if (checked := _checked(line, problems)) is not None]
    if problems:
        return Preview([], sorted(problems, key=lambda p: p.row or 0))
    return Preview(lines, [])


def _checked(line: ImportedLine, problems: list[RowProblem]) -> PreviewLine | None:
    found_before = len(problems)

    def cleaned(column_name: str, clean, *args):
        try:
            return clean(*args)
        except UserError as error:
            problems.append(RowProblem(line.row, column_name, error.message))
            return None

    name = cleaned("name", clean_text, line.name, ledger.MAX_NAME, "name", "Description")
    group = cleaned("name", ledger.clean_group, line.group, "name")
    reference = cleaned("reference", clean_text, line.reference, 200, "reference", "Reference")
    if line.unit_price:
        total = amount_for_qty(line.unit_price, line.qty_milli)
        if line.amount_excl and line.amount_excl != total:
            problems.append(RowProblem(line.row, "amountExcl", AMOUNT_MISMATCH.format(amount=format_money(total))))
        unit = line.unit_price
    else:
        total = unit = line.amount_excl
    if len(problems) > found_before:
        return None
    return PreviewLine(line.row, name, tuple(group), line.type.value, line.qty_milli, unit, total, reference)


def _draft(viewer: Viewer, contract_id: int, number: int) -> tuple[VisibleContract, Claim]:
    found, claim = service.get_claim(viewer, contract_id, number)
    policy.require_supplier(found)
    if not policy.is_draft(claim):
        raise UserError(ledger.ONLY_DRAFTS)
    return found, claim


def preview(viewer: Viewer, contract_id: int, number: int, data: bytes | str) -> Preview:
    """What importing `data` into the draft would add; writes nothing."""
    _draft(viewer, contract_id, number)
    return read(data)


def import_lines(viewer: Viewer, contract_id: int, number: int, data: bytes | str) -> ImportResult:
    """Add every line of `data` to the draft, or (with any problem) nothing."""
    found, claim = _draft(viewer, contract_id, number)
    result = read(data)
    if result.problems:
        return ImportResult(found, claim, result, None)
    current = ledger.lock(contract_id)
    db.session.refresh(claim)  # a submission may have landed between the check and the lock
    if not policy.is_draft(claim):
        raise UserError(ledger.ONLY_DRAFTS)
    new_rev = current + 1
    _insert(claim, result, new_rev)
    claim.content_updated_at = ledger.now()
    ledger.bump(contract_id, current)
    activity.draft_edited(viewer, claim)
    db.session.commit()
    queries.forget(contract_id)
    return ImportResult(found, claim, result, new_rev)


def _insert(claim: Claim, result: Preview, new_rev: int) -> None:
    E = LedgerEntry
    top = db.session.scalar(select(func.coalesce(func.max(E.position), 0)).where(
        E.claim_id == claim.id, E.rev == claim.draft_rev, E.mode == MODE_CLAIM, E.item_id != RETENTION_ITEM_ID))
    rows = [
        {"item_id": uuid.uuid4().hex, "type": line.type, "name": line.name, "grp": list(line.group),
         "reference": line.reference, "total_price": line.total_price, "unit_price": line.unit_price,
         "position": top + index * ledger.POSITION_STEP}
        for index, line in enumerate(result.lines, start=1)
    ]
    source = func.jsonb_to_recordset(literal(rows, JSONB)).table_valued(
        column("item_id", String), column("type", String), column("name", Text), column("grp", JSONB),
        column("reference", Text), column("total_price", BigInteger), column("unit_price", BigInteger),
        column("position", BigInteger),
    ).render_derived("r", with_types=True)
    group = func.array(select(func.jsonb_array_elements_text(source.c.grp)).correlate(source).scalar_subquery())
    db.session.execute(insert(E).from_select(
        ["contract_id", "claim_id", "rev", "item_id", "mode", "type", "position", "name", "group_path", "files",
         "reference", "total_price", "unit_price", "qty_milli", "amount", "tax", "is_draft", "edited_rev"],
        select(literal(claim.contract_id), literal(claim.id), literal(claim.draft_rev), source.c.item_id,
               literal(MODE_CLAIM), source.c.type, source.c.position, source.c.name, group,
               literal([], JSONB), source.c.reference, source.c.total_price, source.c.unit_price, literal(0),
               literal(0), literal(0), literal(True), literal(new_rev)),
    ))
