import csv
import io

import pytest

from app.domain.csv_export import (
    bool_cell,
    csv_line,
    date_cell,
    header_line,
    int_cell,
    money_cell,
    qty_cell,
    text_cell,
)


@pytest.mark.parametrize(
    ("value", "cell"),
    [
        ("plain", '"plain"'),
        ("  many   spaces\tand\nlines  ", '"many spaces and lines"'),
        ('say "hi"', '"say ""hi"""'),
        ("a,b, c", '"a b c"'),
        ("=SUM(A1:A9)", "\"'=SUM(A1:A9)\""),
        ("+64 21 555", "\"'+64 21 555\""),
        ("-cmd|' /C calc'!A0", "\"'-cmd|' /C calc'!A0\""),
        ("@SUM(1)", "\"'@SUM(1)\""),
        ('=HYPERLINK("http://x","y")', "\"'=HYPERLINK(\"\"http://x\"\" \"\"y\"\")\""),
        ("\t=1+1", "\"'=1+1\""),
        ("\r\n@x", "\"'@x\""),
        ("\r=cmd", "\"'=cmd\""),
        ("\tharmless", '"harmless"'),
        # A text column is never trusted to be a number: typed "-12.50" is text.
        ("-12.50", "\"'-12.50\""),
        ("+3", "\"'+3\""),
        ("a=b", '"a=b"'),
        ("", '""'),
        (None, '""'),
        (1250, '"1250"'),
        ("Café Māori", '"Café Māori"'),
    ],
)
def test_text_cell(value, cell):
    assert text_cell(value) == cell


@pytest.mark.parametrize(
    ("cents", "cell"),
    [(0, "0.00"), (5, "0.05"), (-5, "-0.05"), (123450, "1234.50"), (-123450, "-1234.50"),
     (2_147_483_648_00, "2147483648.00"), (None, "")],
)
def test_money_cell_is_dollars_and_a_negative_stays_a_number(cents, cell):
    assert money_cell(cents) == cell


def test_other_number_cells():
    assert qty_cell(2500) == "2.500"
    assert qty_cell(-1) == "-0.001"
    assert qty_cell(None) == ""
    assert int_cell(7) == "7"
    assert int_cell(None) == ""
    assert bool_cell(True) == "true"
    assert bool_cell(False) == "false"


def test_date_cell():
    from datetime import date

    assert date_cell(date(2026, 3, 31)) == "2026-03-31"
    assert date_cell(None) == ""


def test_lines_read_back_as_the_cells_written():
    text = header_line(["name", "amount"]) + csv_line([text_cell('=1+2, "x"\n'), money_cell(-1050)])
    rows = list(csv.reader(io.StringIO(text, newline="")))
    assert rows == [["name", "amount"], ["'=1+2  \"x\"".replace("  ", " "), "-10.50"]]
    assert text.endswith("\r\n")
