"""CSV: importing claim lines.

Import (spec 2 §5). Columns name, type, qty, unitPrice, amountExcl, reference are matched
case-insensitively (surrounding spaces ignored); other columns are ignored, so a spreadsheet
with extra notes still imports. Decisions:

- Input is bytes. UTF-8 with or without a byte-order mark is accepted; anything else (UTF-16,
  Windows-1252 with accented letters, a binary file) is refused as a whole with
  NOT_UTF8, because guessing an encoding would silently corrupt names.
- All or nothing: every problem in the file is collected and reported as (row, column,
  reason), and no line is returned if there is any, so a user fixes the file once and
  re-imports it instead of finding half of it imported.
- Rows are numbered as a spreadsheet shows them: the header is row 1, so the first data line
  is row 2. Blank lines (every cell empty) are skipped but still counted, so the numbers
  keep matching the spreadsheet.
- name is required; ' >> ' splits it into groups and the line's own name ("Stage 1 >> Piles"
  is the line "Piles" in group "Stage 1"); an empty part is an error.
- type: blank means BaseContract; otherwise the ledger's type name or the words a person
  would write ("Base Contract", "Variations", "Materials on site", ...), compared ignoring
  case, spaces, hyphens and underscores. Retention is refused: it is computed from the
  contract's retention formula, never imported.
- qty defaults to 1 and becomes thousandths; unitPrice and amountExcl default to 0 and
  become cents, through the same parsers as the forms (money.parse_qty / parse_money, so
  "$1,234.50" and "(12.00)" work and "1,50" does not).

Exporting is app.domain.csv_export.
"""
import csv
import io
import re
from dataclasses import dataclass

from app.domain.errors import RuleError
from app.domain.line_types import LineType
from app.domain.money import QTY_SCALE, parse_money, parse_qty

NOT_UTF8 = "The file must be saved as CSV UTF-8"
NOT_CSV = "The file is not a CSV file"
NO_LINES = "The file has no lines to import"
HAS_PROBLEMS = "Nothing was imported: fix the rows listed and import the file again"
MISSING_NAME_COLUMN = "The file needs a name column"
DUPLICATE_COLUMN = "This column appears more than once"
REQUIRED = "Required"
EMPTY_GROUP = "A group name between ' >> ' is empty"
UNKNOWN_TYPE = "Unknown type"
RETENTION_NOT_IMPORTED = "Retention is computed from the retention formula and cannot be imported"

GROUP_SEPARATOR = " >> "
COLUMNS = ("name", "type", "qty", "unitPrice", "amountExcl", "reference")

_TYPE_WORDS: dict[str, LineType] = {
    "basecontract": LineType.BASE_CONTRACT,
    "base": LineType.BASE_CONTRACT,
    "contract": LineType.BASE_CONTRACT,
    "materials": LineType.MATERIALS,
    "material": LineType.MATERIALS,
    "materialson": LineType.MATERIALS_ON,
    "materialsonsite": LineType.MATERIALS_ON,
    "materialsoff": LineType.MATERIALS_OFF,
    "materialsoffsite": LineType.MATERIALS_OFF,
    "variation": LineType.VARIATION,
    "variations": LineType.VARIATION,
    "provisional": LineType.PROVISIONAL,
    "provisionalsum": LineType.PROVISIONAL,
    "margin": LineType.MARGIN,
    "retention": LineType.RETENTION,
}
_TYPE_NOISE = re.compile(r"[\s_-]+")
_BOM = b"\xef\xbb\xbf"


@dataclass(frozen=True, slots=True)
class ImportedLine:
    name: str
    group: tuple[str, ...]  # parent names, outermost first
    type: LineType
    qty_milli: int
    unit_price: int  # cents
    amount_excl: int  # cents
    reference: str


@dataclass(frozen=True, slots=True)
class RowProblem:
    row: int | None  # spreadsheet row number; None for the file as a whole
    column: str | None
    reason: str


class CsvImportError(RuleError):
    """The file was refused; `problems` names every bad row and column."""

    def __init__(self, problems: list[RowProblem]):
        super().__init__(HAS_PROBLEMS)
        self.problems = problems


def parse_lines_csv(data: bytes) -> list[ImportedLine]:
    """Every line of the file, or CsvImportError listing every problem in it."""
    rows = _rows(_decode(data))
    header = next(rows, None)
    if header is None:
        raise CsvImportError([RowProblem(None, None, NO_LINES)])
    positions = _column_positions(header)
    lines: list[ImportedLine] = []
    problems: list[RowProblem] = []
    for row_number, cells in enumerate(rows, start=2):
        if all(not cell.strip() for cell in cells):
            continue
        line = _parse_row(row_number, cells, positions, problems)
        if line is not None:
            lines.append(line)
    if problems:
        raise CsvImportError(problems)
    if not lines:
        raise CsvImportError([RowProblem(None, None, NO_LINES)])
    return lines


def _decode(data: bytes) -> str:
    if data.startswith(_BOM):
        data = data[len(_BOM) :]
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise CsvImportError([RowProblem(None, None, NOT_UTF8)]) from None
    if "\x00" in text:
        # UTF-16 without a byte-order mark decodes as UTF-8 full of NULs.
        raise CsvImportError([RowProblem(None, None, NOT_UTF8)])
    return text


def _rows(text: str):
    try:
        yield from csv.reader(io.StringIO(text, newline=""), strict=True)
    except csv.Error:
        raise CsvImportError([RowProblem(None, None, NOT_CSV)]) from None


def _column_positions(header: list[str]) -> dict[str, int]:
    wanted = {column.lower(): column for column in COLUMNS}
    positions: dict[str, int] = {}
    problems = []
    for index, title in enumerate(header):
        column = wanted.get(title.strip().lower())
        if column is None:
            continue
        if column in positions:
            problems.append(RowProblem(1, column, DUPLICATE_COLUMN))
        positions[column] = index
    if "name" not in positions:
        problems.append(RowProblem(1, "name", MISSING_NAME_COLUMN))
    if problems:
        raise CsvImportError(problems)
    return positions


def _parse_row(
    row_number: int, cells: list[str], positions: dict[str, int], problems: list[RowProblem]
) -> ImportedLine | None:
    def cell(column: str) -> str:
        index = positions.get(column)
        return cells[index].strip() if index is not None and index < len(cells) else ""

    def problem(column: str, reason: str) -> None:
        problems.append(RowProblem(row_number, column, reason))

    found_before = len(problems)
    name, group = "", []
    name_index = positions["name"]
    raw_name = cells[name_index] if name_index < len(cells) else ""
    # Split before trimming so a trailing ' >> ' still reads as an empty part.
    parts = [part.strip() for part in raw_name.split(GROUP_SEPARATOR)]
    if not cell("name"):
        problem("name", REQUIRED)
    elif not all(parts):
        problem("name", EMPTY_GROUP)
    else:
        *group, name = parts

    line_type = _line_type(cell("type"), problem)
    qty_milli = _parsed(cell("qty"), parse_qty, QTY_SCALE, "qty", problem)
    unit_price = _parsed(cell("unitPrice"), parse_money, 0, "unitPrice", problem)
    amount_excl = _parsed(cell("amountExcl"), parse_money, 0, "amountExcl", problem)

    if len(problems) > found_before:
        return None
    return ImportedLine(
        name=name,
        group=tuple(group),
        type=line_type,
        qty_milli=qty_milli,
        unit_price=unit_price,
        amount_excl=amount_excl,
        reference=cell("reference"),
    )


def _line_type(text: str, problem) -> LineType:
    if not text:
        return LineType.BASE_CONTRACT
    line_type = _TYPE_WORDS.get(_TYPE_NOISE.sub("", text).lower())
    if line_type is None:
        problem("type", f"{UNKNOWN_TYPE} '{text}'")
        return LineType.BASE_CONTRACT
    if line_type is LineType.RETENTION:
        problem("type", RETENTION_NOT_IMPORTED)
    return line_type


def _parsed(text: str, parse, default: int, column: str, problem) -> int:
    if not text:
        return default
    try:
        return parse(text)
    except RuleError as error:
        problem(column, error.message)
        return default
