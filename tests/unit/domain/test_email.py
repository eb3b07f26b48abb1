"""The email rule, held equal to ui/src/domain/email.ts by tests/vectors/email.json."""
import pytest

from app.domain.email import is_email, valid_email
from tests.unit.domain.vectors import load

CASES = load("email.json")["cases"]


@pytest.mark.parametrize("case", CASES, ids=[c["note"] for c in CASES])
def test_the_shared_vectors(case):
    assert is_email(case["email"]) is case["valid"]


def test_an_address_is_stored_trimmed_in_lower_case():
    assert valid_email("  Ann@Example.COM\n") == "ann@example.com"
    assert valid_email("ann@example") is None and valid_email(None) is None
