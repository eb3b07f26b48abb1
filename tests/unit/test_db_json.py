"""app.db.json_loads parses PostgreSQL's JSON text with orjson and answers exactly what the standard
parser answers, including where orjson alone would not (an integer past 64 bits, infinity, NaN, a
lone surrogate)."""
import json
import math

import pytest

from app.db import json_loads

TEXTS = ['[1,2.5,"a\\u00e9"]', b'{"x": [1, null, true]}', "123456789012345678901234567890", "[-12345678901234567890]",
         "[1e400]", "[NaN]", '"\\ud800"', '"\ud800"', '{"a":1,"a":2}', "[1.1, 0.30000000000000004, 1e-7]", " [1] "]


@pytest.mark.parametrize("text", TEXTS)
def test_the_same_values_as_the_standard_parser(text):
    fast, standard = json_loads(text), json.loads(text)
    assert repr(fast) == repr(standard)
    assert type(fast) is type(standard)


def test_an_integer_past_64_bits_keeps_its_digits():
    assert json_loads("[123456789012345678901234567890]") == [123456789012345678901234567890]
    assert math.isinf(json_loads("1e400"))


@pytest.mark.parametrize("text", ["", "[1,", "{'a': 1}"])
def test_what_is_not_json_is_refused_alike(text):
    with pytest.raises(json.JSONDecodeError):
        json_loads(text)
