"""A bank statement of the retention trust account, read from a CSV export, and matched to the ledgers
(issue 38, bank reconciliation; CCA s 18E the account, s 18EA unallocated withdrawals and deposits,
s 18FC proper records). Pure: text in, lines and matches out.

Reading (`read_statement`):
- The header row is looked for in the first HEADER_SEARCH rows (ASB writes six lines about the account
  before it). A header whose column names include all of a bank's is read as that bank's export
  (`FORMATS`: ANZ, ASB, BNZ, Westpac, Kiwibank, and a plain Date/Amount/Reference/Balance file); a
  header mapped once by the user is read with the kept mapping, found by the header's `signature`.
  Any other header answers `NeedsMapping` with its columns, so the user maps it (once).
- Each line: its date (day first, as New Zealand banks write it: 3/04/2026, 03/04/26, 14-09-2026,
  26 Mar 2022; or year first: 2026/04/03, 2026-04-03), its amount in cents (signed: money in is
  positive; or a credit and a debit column), its reference (the bank's reference columns, joined), its
  description and, when the export has one, the balance after it.
- Cells are data, never evaluated: a cell starting '=', '+', '-' or '@' is kept as text (a reference
  '=HYPERLINK(...)' is that text), and an amount that is not a number is refused like any other.
- All or nothing: every malformed row is reported, naming its line (the spreadsheet's row number:
  the header row is where it is in the file, so 'Line 9' is the ninth line of the file), and nothing is
  imported while any is wrong.
- A line's identity (`identity`): its date, amount, reference, balance and its order among lines of the
  same date, amount, reference and balance in the file (the second of two identical $5.00 fees on one
  day is the second). Importing the same statement again, or one that overlaps it, finds the lines it
  already has and adds none twice.

Matching (`match`): a bank line and a ledger entry (a deposit for money in; a release or a use for
defects for money out) match when their amounts are equal to the cent and
- the entry's reference (at least MIN_REFERENCE letters or digits, case, spaces and punctuation
  ignored) is found in the line's reference, and their dates are at most REFERENCE_DAYS apart; or
- without a reference, their dates are at most DATE_DAYS apart and neither has another such partner
  (two equal deposits on the same day are left for a person to allocate: guessing would be wrong half
  the time).
Each line and each entry is matched at most once; reference matches go first, the nearest dates first.
"""
import csv
import hashlib
import io
import re
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from datetime import date

from app.domain.errors import RuleError
from app.domain.money import parse_money

HEADER_SEARCH = 15
MAX_LINES = 5000
REFERENCE_DAYS = 31
DATE_DAYS = 3
MIN_REFERENCE = 3

# Messages (shown beside the file field; a line's problems name the line).
NOT_TEXT = "The file could not be read as text: export the statement from your bank as CSV"
NOT_CSV = "The file is not a CSV file: export the statement from your bank as CSV"
NO_HEADER = "The file has no header row: export the statement as CSV with its column names"
NO_LINES = "The statement has no lines"
TOO_MANY_LINES = f"At most {MAX_LINES:,} lines can be imported at once: export a shorter period"
HAS_PROBLEMS = "Nothing was imported: fix the lines listed and import the file again"
BAD_DATE = "the date '{value}' is not a date (day/month/year)"
BAD_AMOUNT = "the amount '{value}' is not an amount"
BAD_BALANCE = "the balance '{value}' is not an amount"
NO_AMOUNT = "it has no amount"
BOTH_AMOUNTS = "it has both a credit and a debit"
MAPPING_COLUMN = "Choose a column of the file"
MAPPING_DATE = "Choose the date column"
MAPPING_AMOUNT = "Choose the amount column, or the credit and the debit columns"
MAPPING_REFERENCE = "Choose at least one reference column"

_MONTHS = {m: i for i, m in enumerate(
    ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"), start=1)}
_NUMERIC_DATE = re.compile(r"^(\d{1,4})[/\-.](\d{1,2})[/\-.](\d{1,4})$")
_WORD_DATE = re.compile(r"^(\d{1,2})[ \-]([A-Za-z]{3})[A-Za-z]*[ \-](\d{2,4})$")
_COMPACT_DATE = re.compile(r"^(\d{4})(\d{2})(\d{2})$")
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")
_NOT_ALNUM = re.compile(r"[^0-9A-Z]+")
_ASB_BALANCE = re.compile(r"^\s*Ledger Balance\s*:\s*(-?[\d,]+\.\d{2})\s+as of\s+(\d{8})", re.IGNORECASE)
_ASB_ACCOUNT = re.compile(r"Bank\s+(\d{2});\s*Branch\s+(\d{4});\s*Account\s+(\d{7})-(\d{2,3})", re.IGNORECASE)


@dataclass(frozen=True)
class Mapping:
    """Which columns (by header name) hold what. `amount`, or `credit` and `debit` (money in, money out)."""
    date: str
    reference: tuple[str, ...]
    amount: str | None = None
    credit: str | None = None
    debit: str | None = None
    description: tuple[str, ...] = ()
    balance: str | None = None
    account: str | None = None  # a column naming the account (Kiwibank, BNZ)

    def columns(self) -> list[str]:
        return [c for c in (self.date, self.amount, self.credit, self.debit, self.balance, self.account,
                            *self.reference, *self.description) if c]


@dataclass(frozen=True)
class Format:
    key: str
    name: str
    signature: frozenset  # the column names (lower case) its header always has
    mapping: Mapping


def _format(key, name, columns, mapping) -> Format:
    return Format(key, name, frozenset(c.lower() for c in columns), mapping)


# The exports of the big New Zealand banks, as public open-source importers read them (docs/
# retention-reconciliation.md names the sources and the date they were read). The banks publish no
# specification: a bank that changes its export falls back to the user's mapping, once.
FORMATS = (
    _format("anz", "ANZ", ("Type", "Details", "Particulars", "Code", "Reference", "Amount", "Date"),
            Mapping(date="Date", amount="Amount", reference=("Particulars", "Code", "Reference"),
                    description=("Type", "Details"))),
    _format("asb", "ASB", ("Date", "Unique Id", "Tran Type", "Cheque Number", "Payee", "Memo", "Amount"),
            Mapping(date="Date", amount="Amount", reference=("Memo",), description=("Tran Type", "Payee"))),
    _format("bnz", "BNZ", ("Date", "Amount", "Payee", "Particulars", "Code", "Reference", "Tran Type",
                           "This Party Account"),
            Mapping(date="Date", amount="Amount", reference=("Particulars", "Code", "Reference"),
                    description=("Tran Type", "Payee"), account="This Party Account")),
    _format("westpac", "Westpac", ("Date", "Amount", "Other Party", "Description", "Reference", "Particulars",
                                   "Analysis Code"),
            Mapping(date="Date", amount="Amount", reference=("Particulars", "Analysis Code", "Reference"),
                    description=("Other Party", "Description"))),
    _format("kiwibank", "Kiwibank", ("Account number", "Date", "Memo/Description", "TP ref", "OP ref", "Amount",
                                     "Balance"),
            Mapping(date="Date", amount="Amount", balance="Balance", account="Account number",
                    reference=("TP part", "TP code", "TP ref", "OP part", "OP code", "OP ref"),
                    description=("Memo/Description", "OP name"))),
    # Last: every bank's export above has these columns too.
    _format("plain", "Date, amount, reference (and balance)", ("Date", "Amount", "Reference"),
            Mapping(date="Date", amount="Amount", reference=("Reference",), balance="Balance",
                    description=())),
)
FORMAT_NAMES = {f.key: f.name for f in FORMATS} | {"mapped": "Mapped by you"}


@dataclass(frozen=True)
class Line:
    row: int  # the line of the file
    date: date
    amount: int  # cents, money in positive
    reference: str
    description: str
    balance: int | None  # cents, after this line, when the export says
    identity: str = ""


@dataclass(frozen=True)
class Statement:
    format: str  # a FORMATS key, or 'mapped'
    signature: str
    lines: list[Line]
    closing_balance: int | None  # the last line's balance, or the balance the export states
    account: str | None  # the account number the export names, digits only, or None


@dataclass(frozen=True)
class NeedsMapping:
    """A header no format recognises and no mapping of the user's fits: its columns, to map once."""
    signature: str
    columns: list[str]


@dataclass(frozen=True)
class Problem:
    row: int | None
    reason: str

    def __str__(self) -> str:
        return f"Line {self.row}: {self.reason}" if self.row is not None else self.reason


class StatementError(RuleError):
    def __init__(self, problems: list[Problem]):
        super().__init__(problems[0].reason if len(problems) == 1 and problems[0].row is None else HAS_PROBLEMS)
        self.problems = problems


def rows_of(data: bytes) -> list[list[str]]:
    """The CSV's rows: UTF-8 (with or without a byte-order mark), else Windows-1252 (what Excel and
    most bank sites write); refused when it is neither text nor CSV."""
    for encoding in ("utf-8-sig", "cp1252"):
        try:
            text = data.decode(encoding)
        except UnicodeDecodeError:
            continue
        if not _CONTROL.search(text):
            break
    else:
        raise StatementError([Problem(None, NOT_TEXT)])
    first = text.lstrip("\r\n").split("\n", 1)[0]
    delimiter = "\t" if "\t" in first and "," not in first else ","
    try:
        return list(csv.reader(io.StringIO(text, newline=""), delimiter=delimiter, strict=True))
    except csv.Error:
        raise StatementError([Problem(None, NOT_CSV)]) from None


def signature(header: list[str]) -> str:
    """The key a user's mapping is kept under: the header's column names, as written, in order."""
    return "|".join(c.strip() for c in header)


def read_statement(rows: list[list[str]], mappings: dict[str, Mapping] | None = None,
                   mapping: Mapping | None = None) -> "Statement | NeedsMapping":
    """The statement in `rows` (the CSV's rows, as read), with `mapping` when the user gives one, else
    a recognised format or a kept mapping; NeedsMapping when none fits; StatementError listing every
    malformed line."""
    mappings = mappings or {}
    found = _header(rows, mappings)
    if found is None:
        raise StatementError([Problem(None, NO_HEADER)])
    index, header, fmt = found
    sig = signature(header)
    if mapping is not None:
        check_mapping(mapping, header)
        key = "mapped"
    elif fmt is not None:
        key, mapping = fmt.key, fmt.mapping
    elif sig in mappings:
        key, mapping = "mapped", mappings[sig]
    else:
        return NeedsMapping(sig, [c.strip() for c in header])
    positions = {c.strip().lower(): i for i, c in enumerate(header)}
    lines, problems = [], []
    for number, cells in enumerate(rows[index + 1:], start=index + 2):
        if all(not c.strip() for c in cells):
            continue
        if len(lines) + len(problems) >= MAX_LINES:
            raise StatementError([Problem(None, TOO_MANY_LINES)])
        line = _line(number, cells, positions, mapping, problems)
        if line is not None and line.amount != 0:  # a $0.00 line (ASB's opening 'CREDIT 0') moves nothing
            lines.append(line)
    if problems:
        raise StatementError(problems)
    if not lines:
        raise StatementError([Problem(None, NO_LINES)])
    lines = with_identities(lines)
    preamble = rows[:index]
    closing = _last_balance(lines)
    if closing is None:
        closing = _stated_balance(preamble)
    return Statement(key, sig, lines, closing, _account(preamble, rows[index + 1:], positions, mapping))


def check_mapping(mapping: Mapping, header: list[str]) -> None:
    """RuleError naming the first column a user's mapping gets wrong (the field is the message's)."""
    names = {c.strip().lower() for c in header}
    if not mapping.date:
        raise RuleError(MAPPING_DATE)
    if not mapping.amount and not (mapping.credit and mapping.debit):
        raise RuleError(MAPPING_AMOUNT)
    if not mapping.reference:
        raise RuleError(MAPPING_REFERENCE)
    if any(c.strip().lower() not in names for c in mapping.columns()):
        raise RuleError(MAPPING_COLUMN)


def parse_date(text: str) -> date:
    """A New Zealand bank's date: day first unless the year comes first. RuleError when it is none."""
    value = text.strip()
    try:
        if m := _COMPACT_DATE.match(value):
            return date(int(m[1]), int(m[2]), int(m[3]))
        if m := _NUMERIC_DATE.match(value):
            a, b, c = m[1], m[2], m[3]
            if len(a) == 4:
                return date(int(a), int(b), int(c))
            return date(_year(c), int(b), int(a))
        if m := _WORD_DATE.match(value):
            month = _MONTHS.get(m[2].lower())
            if month:
                return date(_year(m[3]), month, int(m[1]))
    except ValueError:
        pass
    raise RuleError(BAD_DATE.format(value=value))


def _year(text: str) -> int:
    year = int(text)
    if len(text) == 2:
        return 2000 + year
    if len(text) != 4:
        raise ValueError(text)
    return year


def parse_amount(text: str, message: str = BAD_AMOUNT) -> int:
    """'1,234.50', '-29.43', '$1,000', '(12.00)' → cents. A formula ('=1+1') is not an amount."""
    value = text.strip()
    try:
        return parse_money(value[1:] if value.startswith("+") else value)
    except RuleError:
        raise RuleError(message.format(value=value)) from None


def normalise_reference(text: str) -> str:
    """Letters and digits only, upper case: 'RET-DEP 1' and 'ret dep1' are the same reference."""
    return _NOT_ALNUM.sub("", (text or "").upper())


def identity(line: Line, order: int) -> str:
    key = f"{line.date.isoformat()}|{line.amount}|{line.reference}|{'' if line.balance is None else line.balance}|{order}"
    return hashlib.sha256(key.encode("utf-8")).hexdigest()


def with_identities(lines: list[Line]) -> list[Line]:
    seen: dict[tuple, int] = {}
    out = []
    for line in lines:
        key = (line.date, line.amount, line.reference, line.balance)
        seen[key] = seen.get(key, 0) + 1
        out.append(Line(line.row, line.date, line.amount, line.reference, line.description, line.balance,
                        identity(line, seen[key])))
    return out


def _header(rows, mappings):
    for index, cells in enumerate(rows[:HEADER_SEARCH]):
        names = {c.strip().lower() for c in cells if c.strip()}
        if not names:
            continue
        for fmt in FORMATS:
            if fmt.signature <= names:
                return index, cells, fmt
        if signature(cells) in mappings:
            return index, cells, None
    for index, cells in enumerate(rows[:HEADER_SEARCH]):
        if sum(1 for c in cells if c.strip()) >= 2:
            return index, cells, None
    return None


def _line(number, cells, positions, mapping: Mapping, problems) -> Line | None:
    def cell(name):
        i = positions.get(name.strip().lower()) if name else None
        return cells[i].strip() if i is not None and i < len(cells) else ""

    found = len(problems)

    def problem(reason):
        problems.append(Problem(number, reason))

    when = None
    try:
        when = parse_date(cell(mapping.date))
    except RuleError as error:
        problem(error.message)
    amount = None
    if mapping.amount:
        text = cell(mapping.amount)
        if not text:
            problem(NO_AMOUNT)
        else:
            try:
                amount = parse_amount(text)
            except RuleError as error:
                problem(error.message)
    else:
        credit, debit = cell(mapping.credit), cell(mapping.debit)
        try:
            credit_cents = parse_amount(credit) if credit else 0
            debit_cents = parse_amount(debit) if debit else 0
            if credit_cents and debit_cents:
                problem(BOTH_AMOUNTS)
            elif not credit and not debit:
                problem(NO_AMOUNT)
            else:
                amount = abs(credit_cents) - abs(debit_cents)
        except RuleError as error:
            problem(error.message)
    balance = None
    if mapping.balance and cell(mapping.balance):
        try:
            balance = parse_amount(cell(mapping.balance), BAD_BALANCE)
        except RuleError as error:
            problem(error.message)
    if len(problems) > found:
        return None
    reference = " ".join(c for c in (cell(name) for name in mapping.reference) if c)[:200]
    description = " ".join(c for c in (cell(name) for name in mapping.description) if c)[:200]
    return Line(number, when, amount, reference, description, balance)


def _last_balance(lines: list[Line]) -> int | None:
    """The balance after the statement's last line: exports list newest first or oldest first, so the
    line of the latest date (the last of them in the file's order of that date) is the last."""
    with_balance = [(line.date, i, line) for i, line in enumerate(lines) if line.balance is not None]
    if not with_balance:
        return None
    newest_first = len(lines) > 1 and lines[0].date > lines[-1].date
    latest = max(d for d, _, _ in with_balance)
    on_latest = [(i, line) for d, i, line in with_balance if d == latest]
    return (on_latest[0] if newest_first else on_latest[-1])[1].balance


def _stated_balance(preamble) -> int | None:
    for cells in preamble:
        if cells and (m := _ASB_BALANCE.match(cells[0])):
            return parse_money(m[1])
    return None


def _account(preamble, body, positions, mapping: Mapping) -> str | None:
    """The account the export names: ASB's preamble, or a column (Kiwibank, BNZ)."""
    for cells in preamble:
        if cells and (m := _ASB_ACCOUNT.search(cells[0])):
            return account_digits(f"{m[1]}-{m[2]}-{m[3]}-{m[4]}")
    if mapping.account:
        i = positions.get(mapping.account.strip().lower())
        for cells in body:
            if i is not None and i < len(cells) and cells[i].strip():
                return account_digits(cells[i])
    return None


def account_digits(text: str) -> str | None:
    """'38-9000-0123456-00' → '3890000123456000' (bank, branch, account, suffix of three), or None."""
    parts = re.split(r"[\s\-]+", (text or "").strip())
    if len(parts) != 4 or not all(p.isdigit() for p in parts):
        return None
    bank, branch, account, suffix = parts
    return f"{int(bank):02d}{int(branch):04d}{int(account):07d}{int(suffix):03d}"


# ---- matching ------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Movement:
    """A bank line, or a ledger entry as the bank would show it (a deposit positive, a release negative)."""
    id: int
    date: date
    amount: int
    reference: str
    order: int = field(default=0, compare=False)


def match(lines: list[Movement], entries: list[Movement]) -> dict[int, int]:
    """{line id: entry id} for the pairs the rules above match. Linear in the lines and entries but for
    the pairs of one amount: entries are bucketed by amount and each reference is normalised once (a
    statement of thousands of lines is matched inside its import request)."""
    by_amount: dict[int, list[tuple[Movement, str]]] = defaultdict(list)
    for entry in entries:
        by_amount[entry.amount].append((entry, normalise_reference(entry.reference)))
    pairs = []
    for line in lines:
        candidates = by_amount.get(line.amount)
        if not candidates:
            continue
        text = normalise_reference(line.reference)
        for entry, ref in candidates:
            days = abs((line.date - entry.date).days)
            if len(ref) >= MIN_REFERENCE and ref in text and days <= REFERENCE_DAYS:
                pairs.append((0, days, line.order, entry.order, line.id, entry.id))
            elif days <= DATE_DAYS:
                pairs.append((1, days, line.order, entry.order, line.id, entry.id))
    pairs.sort()
    matched: dict[int, int] = {}
    used: set[int] = set()
    for strength, _days, _lo, _eo, line_id, entry_id in pairs:
        if strength != 0 or line_id in matched or entry_id in used:
            continue
        matched[line_id] = entry_id
        used.add(entry_id)
    # By amount and date alone: a pair whose line and entry each have no other open candidate. Matching
    # one such pair leaves every other pair's counts as they were (its line and entry were in no other),
    # so one pass finds them all.
    open_pairs = [(line_id, entry_id) for strength, _d, _lo, _eo, line_id, entry_id in pairs
                  if strength == 1 and line_id not in matched and entry_id not in used]
    per_line = Counter(line_id for line_id, _ in open_pairs)
    per_entry = Counter(entry_id for _, entry_id in open_pairs)
    for line_id, entry_id in open_pairs:
        if per_line[line_id] == 1 and per_entry[entry_id] == 1:
            matched[line_id] = entry_id
            used.add(entry_id)
    return matched
