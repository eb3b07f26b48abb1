"""CSV: importing claim lines.

Import (spec 2 §5). Columns name, type, qty, unitPrice, amountExcl, reference are matched
case-insensitively (surrounding spaces ignored); other columns are ignored, so a spreadsheet
with extra notes still imports. Decisions:

- Input is the bytes of a file, or text pasted from a spreadsheet. A file is read as UTF-8
  (with or without a byte-order mark); as UTF-16 when it starts with UTF-16's byte-order mark
  (Excel's 'Unicode Text', tab-separated) or, without one, when every other byte is NUL; else
  as Windows-1252 (what Excel's plain 'CSV' writes on Windows), which is tried last because
  every UTF-8 file with an accent would also decode as it, wrongly. Bytes that are none of
  these (a control character after decoding: a spreadsheet or a picture picked by mistake)
  are refused as a whole with NOT_READABLE.
- Cells are separated by tabs when the header has a tab (a block copied from Excel or Google
  Sheets, or 'Unicode Text'), else by commas.
- At most MAX_ROWS lines (not counting blank ones): a bigger file is refused as a whole with
  TOO_MANY_ROWS rather than read into memory.
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
import base64
import binascii
import csv
import io
import re
from dataclasses import dataclass, field

from app.domain.errors import RuleError
from app.domain.line_types import LineType
from app.domain.money import QTY_SCALE, parse_money, parse_qty

NOT_READABLE = ("The file could not be read as text: save it from your spreadsheet as CSV UTF-8 (or Unicode Text) "
                "and import it again")
MAX_ROWS = 5000
TOO_MANY_ROWS = f"At most {MAX_ROWS:,} lines can be imported at once: split the file and import each part"
NOT_CSV = "The file is not a CSV file"
NO_LINES = "The file has no lines to import"
HAS_PROBLEMS = "Nothing was imported: fix the rows listed and import the file again"
MISSING_NAME_COLUMN = "The file needs a name column"
DUPLICATE_COLUMN = "This column appears more than once"
REQUIRED = "Required"
EMPTY_GROUP = "A group name between ' >> ' is empty"
UNKNOWN_TYPE = "Unknown type"
RETENTION_NOT_IMPORTED = "Retention is computed from the retention formula and cannot be imported"

# A file travels base64 inside a GraphQL request (GRAPHQL_MAX_BODY_BYTES, 1 MB): 700 KB of it
# fits, which is 5,000 lines of about 140 characters.
MAX_BYTES = 700 * 1024
TOO_LARGE = "The file is too large (at most 700 KB): split it and import each part"
ONE_INPUT = "Give either a file or pasted text"

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
_UTF16_BOMS = (b"\xff\xfe", b"\xfe\xff")
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")


@dataclass(frozen=True, slots=True)
class ImportedLine:
    name: str
    group: tuple[str, ...]  # parent names, outermost first
    type: LineType
    qty_milli: int
    unit_price: int  # cents
    amount_excl: int  # cents
    reference: str
    row: int = field(default=0, compare=False)  # its spreadsheet row number


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


def parse_lines_csv(data: bytes | str) -> list[ImportedLine]:
    """Every line of the file (bytes) or pasted block (text), or CsvImportError listing every
    problem in it."""
    lines, problems = read_lines_csv(data)
    if problems:
        raise CsvImportError(problems)
    return lines


def read_lines_csv(data: bytes | str) -> tuple[list[ImportedLine], list[RowProblem]]:
    """The good lines and every bad row's problems, so a caller adding rules of its own reports
    them all together; CsvImportError for a file refused as a whole."""
    rows = _rows(_decode(data) if isinstance(data, bytes) else data)
    header = next(rows, None)
    if header is None:
        raise CsvImportError([RowProblem(None, None, NO_LINES)])
    positions = _column_positions(header)
    lines: list[ImportedLine] = []
    problems: list[RowProblem] = []
    count = 0
    for row_number, cells in enumerate(rows, start=2):
        if all(not cell.strip() for cell in cells):
            continue
        count += 1
        if count > MAX_ROWS:
            raise CsvImportError([RowProblem(None, None, TOO_MANY_ROWS)])
        line = _parse_row(row_number, cells, positions, problems)
        if line is not None:
            lines.append(line)
    if not lines and not problems:
        raise CsvImportError([RowProblem(None, None, NO_LINES)])
    return lines, problems


def input_of(text: str | None, file_base64: str | None) -> bytes | str:
    """What to parse: pasted `text`, or the bytes of a file sent as base64 (so the encoding is
    read here, from the bytes, and not guessed by a browser). RuleError when neither or both are
    given, the base64 is broken, or either is over MAX_BYTES."""
    if (text is None) == (file_base64 is None):
        raise RuleError(ONE_INPUT)
    if text is not None:
        if len(text) > MAX_BYTES or len(text.encode("utf-8")) > MAX_BYTES:
            raise RuleError(TOO_LARGE)
        return text
    if len(file_base64) > MAX_BYTES * 4 // 3 + 4:
        raise RuleError(TOO_LARGE)
    try:
        return base64.b64decode(file_base64, validate=True)
    except (binascii.Error, ValueError):
        raise RuleError(NOT_READABLE) from None


def _decode(data: bytes) -> str:
    for encoding in _encodings(data):
        try:
            text = data.decode(encoding)
        except UnicodeDecodeError:
            continue
        text = text.removeprefix("\ufeff")
        if not _CONTROL.search(text):
            return text
    raise CsvImportError([RowProblem(None, None, NOT_READABLE)])


def _encodings(data: bytes) -> list[str]:
    if data.startswith(_UTF16_BOMS):
        return ["utf-16"]
    head = data[:1000]
    if len(head) >= 2 and head[1::2].count(0) > len(head) // 4:
        return ["utf-16-le"]
    if len(head) >= 2 and head[0::2].count(0) > len(head) // 4:
        return ["utf-16-be"]
    return ["utf-8-sig", "cp1252"]


def _rows(text: str):
    first = text.lstrip("\r\n").split("\n", 1)[0]
    delimiter = "\t" if "\t" in first else ","
    try:
        yield from csv.reader(io.StringIO(text, newline=""), delimiter=delimiter, strict=True)
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
        row=row_number,
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
