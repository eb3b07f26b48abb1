"""The cut-off rule (issue 40; app.payments.cutoffs.cutoff_text): a subcontract claim sent after the head
claim for its period was sent is not in it; one sent before (or at the same moment) is."""
from datetime import datetime, timezone

import pytest

from app.errors import UserError
from app.payments.cutoffs import clean_day, cutoff_text

HEAD_SENT = datetime(2026, 3, 25, 9, 0, tzinfo=timezone.utc)


def at(day, hour=9, minute=0):
    return datetime(2026, 3, day, hour, minute, tzinfo=timezone.utc)


@pytest.mark.parametrize("sub_sent, expected", [
    (at(20), None),
    (HEAD_SENT, None),
    (at(25, 9, 1), "not in your claim for March 2026; include it next period"),
    (at(27), "not in your claim for March 2026; include it next period"),
])
def test_sent_after_the_head_claim_is_not_in_it(sub_sent, expected):
    assert cutoff_text(sub_sent, HEAD_SENT, "2026-03") == expected


def test_nothing_said_while_the_head_claim_is_unsent_or_the_period_unknown():
    assert cutoff_text(at(27), None, "2026-03") is None
    assert cutoff_text(None, HEAD_SENT, "2026-03") is None
    assert cutoff_text(at(27), HEAD_SENT, None) is None


@pytest.mark.parametrize("day", [0, 32, -1, 1.5, "20", True])
def test_a_claims_due_by_day_is_a_day_of_the_month(day):
    with pytest.raises(UserError) as refused:
        clean_day(day)
    assert refused.value.field == "claimsDueDay"


def test_good_days_and_none():
    assert [clean_day(d) for d in (1, 20, 31, None)] == [1, 20, 31, None]
