"""The s 13 guard's one rule (app.domain.pay_when_paid), against tests/vectors/pay_when_paid.json (vitest
runs the same file against ui/src/domain/payWhenPaid.ts), and the retention stages that share it."""
import pytest

from app.domain import retention_release
from app.domain.pay_when_paid import (
    OTHER_CONTRACT_WORDS,
    S13_WARNING,
    depends_on_other_contract,
    pay_when_paid_words,
)
from tests.unit.domain.vectors import load

VECTORS = load("pay_when_paid.json")


@pytest.mark.parametrize("case", VECTORS["yes"], ids=lambda case: case["text"])
def test_finds_wording_that_makes_payment_depend_on_another_contract(case):
    assert pay_when_paid_words(case["text"]) == case["words"]
    assert depends_on_other_contract(case["text"])


@pytest.mark.parametrize("text", VECTORS["no"], ids=lambda text: text or "(empty)")
def test_leaves_ordinary_reasons_alone(text):
    assert pay_when_paid_words(text) is None
    assert not depends_on_other_contract(text)


def test_nothing_typed_is_nothing_found():
    assert pay_when_paid_words(None) is None


def test_retention_stages_refuse_by_the_same_rule():
    """One rule: the retention terms' refusal is the pattern the schedule's guard warns by, not a copy."""
    assert retention_release.OTHER_CONTRACT_WORDS is OTHER_CONTRACT_WORDS
    with pytest.raises(retention_release.TermsError) as refused:
        retention_release.check_terms([{"label": "Not yet paid by the principal", "share": 10_000,
                                        "trigger": "on_event", "months": 0, "eventOn": None}])
    assert (refused.value.message, refused.value.field) == (retention_release.OTHER_CONTRACT_REFUSED, "stages.0.label")


def test_the_warning_word_for_word():
    assert S13_WARNING == ("This reason makes payment depend on another contract. Under CCA s 13 that has no effect "
                           "and cannot justify paying less.")
