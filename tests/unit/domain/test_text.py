"""The one rule for typed text: NFC, no invisible characters that change how text reads."""
import pytest

from app.domain.text import clean_name, clean_text
from app.errors import UserError


@pytest.mark.parametrize("typed, stored", [
    ("Invoice \u202eexe.fdp", "Invoice exe.fdp"),  # right-to-left override
    ("\u2067Acme\u2069 Builders", "Acme Builders"),  # isolates
    ("Ac\u200bme\u2060 \ufeffLtd\u00ad", "Acme Ltd"),  # zero-width space, word joiner, BOM, soft hyphen
    ("A\u200eB\u200fC\u061c", "ABC"),  # LRM, RLM, ALM
    ("Bell\x07 and\x00 nul", "Bell and nul"),  # control characters
    ("Caf\u0065\u0301", "Caf\u00e9"),  # NFC
    ("First\nSecond\tThird\r\nFourth\u2028Fifth", "First Second Third Fourth Fifth"),
    ("\U0001F468\u200d\U0001F469\u200d\U0001F467 Family Builders", "\U0001F468\u200d\U0001F469\u200d\U0001F467 Family Builders"),
    ("  \u202e  ", ""),
])
def test_single_line_text_keeps_only_what_reads(typed, stored):
    assert clean_text(typed, 200, "name", "Name") == stored


def test_multi_line_text_keeps_line_breaks_and_tabs_but_not_overrides():
    typed = "1 Queen St\r\nAuckland\u202e\tCBD\x0b1010"
    assert clean_text(typed, 200, "address", "Address", multiline=True) == "1 Queen St\nAuckland\tCBD\n1010"


def test_a_name_of_only_invisible_characters_is_blank():
    with pytest.raises(UserError) as refused:
        clean_name("\u200b\u202e\u2066")
    assert refused.value.message == "Name is required" and refused.value.field == "name"


def test_the_limit_counts_what_is_kept():
    assert clean_text("a" * 200 + "\u200b" * 50, 200, "name", "Name") == "a" * 200
    with pytest.raises(UserError) as refused:
        clean_text("a" * 201, 200, "name", "Name")
    assert refused.value.message == "Name must be at most 200 characters"


def test_a_caller_words_its_own_too_long_message():
    with pytest.raises(UserError) as refused:
        clean_text("a" * 201, 200, "explanation", "The explanation", too_long="Keep it under 200 characters.")
    assert (refused.value.message, refused.value.field) == ("Keep it under 200 characters.", "explanation")
