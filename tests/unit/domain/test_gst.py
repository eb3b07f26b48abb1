import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from stdnum.nz import ird

from app.domain.errors import RuleError
from app.domain.gst import (
    GST_NUMBER_DIGITS,
    GST_NUMBER_LENGTH,
    GST_NUMBER_UNKNOWN,
    format_gst_number,
    gst_number_forms,
    gst_number_problem,
    normalise_gst_number,
)
from tests.unit.domain.vectors import load

CASES = load("gst.json")["cases"]


@pytest.mark.parametrize("case", CASES, ids=[c["input"] + " " + c["note"] for c in CASES])
def test_shared_vectors(case):
    if "error" in case:
        with pytest.raises(RuleError) as refused:
            normalise_gst_number(case["input"])
        assert refused.value.message == case["error"]
        assert gst_number_problem(case["input"]) == case["error"]
        with pytest.raises(RuleError):
            format_gst_number(case["input"])
    else:
        assert normalise_gst_number(case["input"]) == case["stored"]
        assert format_gst_number(case["input"]) == case["display"]
        assert gst_number_problem(case["input"]) is None


def test_messages_are_the_specs_words():
    assert GST_NUMBER_LENGTH == "GST number must be 8 or 9 digits"
    assert GST_NUMBER_DIGITS == "GST number must only contain digits"
    assert GST_NUMBER_UNKNOWN == "That GST number does not exist"


def test_none_is_blank():
    assert normalise_gst_number(None) is None
    assert format_gst_number(None) == ""


def ir_check_digit(base: str) -> str | None:
    """Inland Revenue's published algorithm, written out independently of stdnum."""
    padded = base.zfill(8)
    for weights in ((3, 2, 7, 6, 5, 4, 3, 2), (7, 4, 3, 2, 5, 2, 7, 6)):
        remainder = sum(w * int(d) for w, d in zip(weights, padded)) % 11
        digit = 0 if remainder == 0 else 11 - remainder
        if digit != 10:
            return str(digit)
    return None


@settings(max_examples=500, deadline=None)
@given(st.integers(min_value=0, max_value=999_999_999), st.sampled_from([8, 9]))
def test_agrees_with_the_published_algorithm_and_stdnum(number, width):
    text = str(number).zfill(width)[-width:]
    exists = 10_000_000 <= int(text) <= 150_000_000 and ir_check_digit(text[:-1]) == text[-1]
    assert (gst_number_problem(text) is None) == exists
    assert ird.is_valid(text) == exists
    if exists:
        display = format_gst_number(text)
        assert display == f"{text.zfill(9)[:3]}-{text.zfill(9)[3:6]}-{text.zfill(9)[6:]}"
        assert normalise_gst_number(display) == text.zfill(9)


def test_forms_of_a_number_as_typed_elsewhere():
    assert gst_number_forms("49 091 850") == ["049-091-850", "049091850", "49-091-850", "49091850"]
    assert gst_number_forms("123-456-785") == ["123-456-785", "123456785"]
    assert gst_number_forms("") == []
    with pytest.raises(RuleError):
        gst_number_forms("123-456-789")
