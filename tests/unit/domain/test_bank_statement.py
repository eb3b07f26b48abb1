"""The trust account's bank statement, read and matched (app/domain/bank_statement.py), against the
vectors of tests/vectors/bank_statement.json."""
from datetime import date

import pytest

from app.domain import bank_statement as bs
from app.domain.errors import RuleError
from tests.unit.domain.vectors import load

V = load("bank_statement.json")


def rows(text: str):
    return bs.rows_of(text.encode("utf-8"))


@pytest.mark.parametrize("case", V["dates"], ids=lambda c: c["text"] or "empty")
def test_dates(case):
    if "error" in case:
        with pytest.raises(RuleError) as refused:
            bs.parse_date(case["text"])
        assert refused.value.message == case["error"]
    else:
        assert bs.parse_date(case["text"]) == date.fromisoformat(case["date"])


@pytest.mark.parametrize("case", V["amounts"], ids=lambda c: c["text"])
def test_amounts(case):
    if "error" in case:
        with pytest.raises(RuleError) as refused:
            bs.parse_amount(case["text"])
        assert refused.value.message == case["error"]
    else:
        assert bs.parse_amount(case["text"]) == case["cents"]


@pytest.mark.parametrize("case", V["formats"], ids=lambda c: c["name"])
def test_the_big_banks_exports_are_recognised(case):
    statement = bs.read_statement(rows(case["csv"]))
    assert statement.format == case["format"]
    assert [[l.date.isoformat(), l.amount, l.reference, l.balance] for l in statement.lines] == case["lines"]
    assert (statement.closing_balance, statement.account) == (case["closing"], case["account"])


@pytest.mark.parametrize("case", V["unrecognised"], ids=lambda c: c["csv"][:20])
def test_a_layout_not_recognised_asks_for_its_columns_then_reads_with_the_kept_mapping(case):
    needs = bs.read_statement(rows(case["csv"]))
    assert isinstance(needs, bs.NeedsMapping) and needs.columns == case["columns"]
    mapping = bs.Mapping(date=case["columns"][0], amount=case["columns"][1], reference=(case["columns"][2],))
    kept = bs.read_statement(rows(case["csv"]), {needs.signature: mapping})
    assert kept.format == "mapped" and len(kept.lines) == 1
    with pytest.raises(RuleError, match="Choose a column of the file"):
        bs.read_statement(rows(case["csv"]), mapping=bs.Mapping(date="Nope", amount="Value", reference=("Their ref",)))


@pytest.mark.parametrize("case", V["problems"], ids=lambda c: c["problems"][0])
def test_malformed_lines_are_named(case):
    with pytest.raises(bs.StatementError) as refused:
        bs.read_statement(rows(case["csv"]))
    assert [str(p) for p in refused.value.problems] == case["problems"]


@pytest.mark.parametrize("case", V["identities"], ids=lambda c: c["name"])
def test_a_lines_identity(case):
    first = bs.read_statement(rows(case["csv"]))
    again = bs.read_statement(rows(case["csv"]))
    assert len({l.identity for l in first.lines}) == case["distinct"]
    assert [l.identity for l in first.lines] == [l.identity for l in again.lines]


def _movements(items):
    return [bs.Movement(i["id"], date.fromisoformat(i["date"]), i["amount"], i["reference"], n)
            for n, i in enumerate(items)]


@pytest.mark.parametrize("case", V["match"], ids=lambda c: c["name"])
def test_matching(case):
    found = bs.match(_movements(case["lines"]), _movements(case["entries"]))
    assert {str(k): v for k, v in found.items()} == case["matched"]


def test_matching_a_long_statement_normalises_each_reference_once(monkeypatch):
    """A statement of many lines against a long ledger: each line meets only the entries of its amount,
    and each reference is normalised once (not once per line and entry: 30,300 here)."""
    calls = []
    real = bs.normalise_reference
    monkeypatch.setattr(bs, "normalise_reference", lambda text: calls.append(text) or real(text))
    day = date(2026, 5, 21)
    lines = [bs.Movement(i, day, 1_000 + i % 3, f"Payment RET-{i:04d}", i) for i in range(300)]
    entries = [bs.Movement(10_000 + i, day, 1_000 + i % 3, f"RET-{i:04d}", i) for i in range(300)]
    assert bs.match(lines, entries) == {i: 10_000 + i for i in range(300)}
    assert len(calls) == len(lines) + len(entries)


def test_bytes_that_are_not_text_are_refused():
    with pytest.raises(bs.StatementError) as refused:
        bs.rows_of(b"\x00\x01PK\x03\x04")
    assert str(refused.value.problems[0]) == bs.NOT_TEXT
    assert bs.rows_of("Date,Amount\n1/1/2026,caf\xe9".encode("cp1252"))[1] == ["1/1/2026", "caf\xe9"]
