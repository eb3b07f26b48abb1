"""Payment terms at a glance (issue 40): the chips a list shows where a contract's terms differ from the
Act's defaults (app.domain.payment_terms.at_a_glance), the one function their words come from."""
import pytest

from app.domain.payment_terms import (
    DAY_OF_FOLLOWING_MONTH,
    DAYS,
    WORKING_DAYS,
    PaymentTerms,
    at_a_glance,
)


@pytest.mark.parametrize(("terms", "chips"), [
    (PaymentTerms(), []),  # the Act's 20 working days for both (ss 22(b)(ii), 18(b))
    (PaymentTerms(schedule_days=20, due_kind=WORKING_DAYS, due_value=20), []),  # stated as the Act's: nothing to flag
    (PaymentTerms(schedule_days=10), ["schedules in 10 WD"]),
    (PaymentTerms(schedule_days=25), ["schedules in 25 WD"]),  # longer, as agreed: still differs
    (PaymentTerms(due_kind=DAYS, due_value=14), ["pays in 14 days"]),
    (PaymentTerms(due_kind=DAYS, due_value=1), ["pays in 1 day"]),
    (PaymentTerms(due_kind=DAYS, due_value=0), ["pays on the claim date"]),
    (PaymentTerms(due_kind=WORKING_DAYS, due_value=10), ["pays in 10 WD"]),
    (PaymentTerms(due_kind=DAY_OF_FOLLOWING_MONTH, due_value=20), ["pays on the 20th of next month"]),
    (PaymentTerms(claim_day=25, schedule_days=10, due_kind=DAY_OF_FOLLOWING_MONTH, due_value=22),
     ["schedules in 10 WD", "pays on the 22nd of next month"]),
    (PaymentTerms(claim_day=25), []),  # the claim day alone changes neither period
])
def test_chips_where_the_terms_differ_from_the_act(terms, chips):
    assert at_a_glance(terms) == chips
