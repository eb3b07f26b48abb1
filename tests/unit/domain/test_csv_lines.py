import pytest

from app.domain.csv_lines import (
    DUPLICATE_COLUMN,
    EMPTY_GROUP,
    HAS_PROBLEMS,
    MISSING_NAME_COLUMN,
    NO_LINES,
    NOT_CSV,
    MAX_ROWS,
    NOT_READABLE,
    REQUIRED,
    RETENTION_NOT_IMPORTED,
    CsvImportError,
    ImportedLine,
    RowProblem,
    TOO_MANY_ROWS,
    parse_lines_csv,
)
from app.domain.errors import RuleError
from app.domain.line_types import LineType
from app.domain.money import AMOUNT_INVALID, AMOUNT_TOO_PRECISE, QTY_INVALID


def problems_of(data: bytes) -> list[RowProblem]:
    with pytest.raises(CsvImportError) as refused:
        parse_lines_csv(data)
    assert refused.value.message == HAS_PROBLEMS
    assert isinstance(refused.value, RuleError)
    return refused.value.problems


def test_a_full_file():
    data = (
        "Name,Type,Qty,UnitPrice,AmountExcl,Reference\r\n"
        'Stage 1 >> Foundations >> Piles,Base Contract,2.5,"$1,200.00",1500,P-1\r\n'
        "Scaffold,materials on site,,300,(12.50),\r\n"
        "Extra door,Variation,1,450.5,450.50,VO-3\r\n"
    ).encode()
    assert parse_lines_csv(data) == [
        ImportedLine(
            "Piles", ("Stage 1", "Foundations"), LineType.BASE_CONTRACT, 2_500, 120_000, 150_000, "P-1"
        ),
        ImportedLine("Scaffold", (), LineType.MATERIALS_ON, 1_000, 30_000, -1_250, ""),
        ImportedLine("Extra door", (), LineType.VARIATION, 1_000, 45_050, 45_050, "VO-3"),
    ]


def test_columns_match_case_insensitively_in_any_order_and_extras_are_ignored():
    data = b" REFERENCE ,notes,NAME,amountexcl\nR1,ignore me,Line,5\n"
    assert parse_lines_csv(data) == [
        ImportedLine("Line", (), LineType.BASE_CONTRACT, 1_000, 0, 500, "R1")
    ]


def test_only_a_name_column_is_needed_and_defaults_apply():
    assert parse_lines_csv(b"name\nJust a line\n") == [
        ImportedLine("Just a line", (), LineType.BASE_CONTRACT, 1_000, 0, 0, "")
    ]


def test_empty_lines_are_skipped_but_still_counted():
    data = b"name,qty\n\nA,1\n,\n  ,  \nB,x\n"
    assert problems_of(data) == [RowProblem(6, "qty", QTY_INVALID)]
    assert [line.name for line in parse_lines_csv(b"name\n\nA\n,\nB\n")] == ["A", "B"]


@pytest.mark.parametrize(
    ("word", "line_type"),
    [
        ("", LineType.BASE_CONTRACT),
        ("BaseContract", LineType.BASE_CONTRACT),
        ("base contract", LineType.BASE_CONTRACT),
        ("MATERIALS", LineType.MATERIALS),
        ("MaterialsOn", LineType.MATERIALS_ON),
        ("Materials on site", LineType.MATERIALS_ON),
        ("materials-off-site", LineType.MATERIALS_OFF),
        ("MaterialsOff", LineType.MATERIALS_OFF),
        ("Variations", LineType.VARIATION),
        ("variation", LineType.VARIATION),
        ("Provisional Sum", LineType.PROVISIONAL),
        ("provisional", LineType.PROVISIONAL),
        ("Margin", LineType.MARGIN),
    ],
)
def test_type_names_map_to_line_types(word, line_type):
    data = f"name,type\nLine,{word}\n".encode()
    assert parse_lines_csv(data)[0].type is line_type


def test_every_bad_row_is_named_and_nothing_is_accepted():
    data = (
        "name,type,qty,unitPrice,amountExcl\n"
        "Good,,1,10,10\n"
        ",,1,10,10\n"
        "Bad type,Labour,1,10,10\n"
        "Stage >> ,,1,10,10\n"
        "Money,,1,1.234,1,50\n"
        "Held,Retention,,,\n"
        " >> Piles,,,,\n"
    ).encode()
    assert problems_of(data) == [
        RowProblem(3, "name", REQUIRED),
        RowProblem(4, "type", "Unknown type 'Labour'"),
        RowProblem(5, "name", EMPTY_GROUP),
        RowProblem(6, "unitPrice", AMOUNT_TOO_PRECISE),
        RowProblem(7, "type", RETENTION_NOT_IMPORTED),
        RowProblem(8, "name", EMPTY_GROUP),
    ]


def test_several_problems_in_one_row_are_all_named():
    assert problems_of(b"name,qty,unitPrice,amountExcl\n,abc,1.1.1,\"1,50\"\n") == [
        RowProblem(2, "name", REQUIRED),
        RowProblem(2, "qty", QTY_INVALID),
        RowProblem(2, "unitPrice", AMOUNT_INVALID),
        RowProblem(2, "amountExcl", AMOUNT_INVALID),
    ]


def test_a_missing_name_column_or_duplicate_columns_are_refused():
    assert problems_of(b"qty,unitPrice\n1,2\n") == [RowProblem(1, "name", MISSING_NAME_COLUMN)]
    assert problems_of(b"name,Name\nA,B\n") == [RowProblem(1, "name", DUPLICATE_COLUMN)]


@pytest.mark.parametrize("data", [b"", b"name\n", b"name\n\n,\n"])
def test_a_file_without_lines_is_refused(data):
    assert problems_of(data) == [RowProblem(None, None, NO_LINES)]


def test_utf8_with_and_without_bom():
    text = "name,reference\nTūranga whare,Ō-1\n"
    expected = [ImportedLine("Tūranga whare", (), LineType.BASE_CONTRACT, 1_000, 0, 0, "Ō-1")]
    assert parse_lines_csv(text.encode("utf-8")) == expected
    assert parse_lines_csv(b"\xef\xbb\xbf" + text.encode("utf-8")) == expected
    assert parse_lines_csv(text.encode("utf-8-sig")) == expected


@pytest.mark.parametrize("encoding", ["utf-16", "utf-16-le", "utf-16-be"])
def test_utf16_as_excel_unicode_text_writes_it(encoding):
    data = "name\treference\tamountExcl\r\nTūranga whare\tŌ-1\t$1,234.50\r\n".encode(encoding)
    assert parse_lines_csv(data) == [
        ImportedLine("Tūranga whare", (), LineType.BASE_CONTRACT, 1_000, 0, 123_450, "Ō-1")
    ]


def test_windows_1252_as_excel_csv_writes_it():
    data = "name,reference\nCafé – fit-out,Ref “A”\n".encode("cp1252")
    assert parse_lines_csv(data) == [
        ImportedLine("Café – fit-out", (), LineType.BASE_CONTRACT, 1_000, 0, 0, "Ref “A”")
    ]


@pytest.mark.parametrize("data", [b"PK\x03\x04\x14\x00\x06\x00name", b"name\n\x81\x8d\x8f\n", b"\x89PNG\r\n\x1a\n"])
def test_what_is_not_text_is_refused_clearly(data):
    assert problems_of(data) == [RowProblem(None, None, NOT_READABLE)]


def test_pasted_text_is_tab_separated_and_rows_are_numbered():
    pasted = "Name\tQty\tUnitPrice\tAmountExcl\nPiles\t2\t$1,200.00\t\nBeams\tx\t10\t\n"
    assert problems_of(pasted) == [RowProblem(3, "qty", QTY_INVALID)]
    lines = parse_lines_csv("Name\tQty\n\nPiles\t2\nBeams\t3\n")
    assert [(line.name, line.row) for line in lines] == [("Piles", 3), ("Beams", 4)]


def test_a_row_cap_refuses_bigger_files_as_a_whole():
    assert len(parse_lines_csv("name\n" + "A\n" * MAX_ROWS)) == MAX_ROWS
    assert problems_of("name\n" + "A\n" * (MAX_ROWS + 1)) == [RowProblem(None, None, TOO_MANY_ROWS)]


def test_broken_quoting_is_refused():
    assert problems_of(b'name\n"unterminated\n') == [RowProblem(None, None, NOT_CSV)]

