"""A release stage's amount and what of it is still held (app.retention.due.stages_by_item): the figures a
payer's warning is written from ('Only $X of this release is still held: $Y was released on ...'), Y being
what was released against the stage, whatever the claim line asks for."""
from datetime import date

from app.domain.retention_release import MONTHS_AFTER, RetentionTerms, Stage
from app.retention import due
from app.retention.ledger import Balances

TERMS = RetentionTerms(stages=(Stage("Practical completion", 5_000, event_on=date(2026, 6, 1)),
                               Stage("End of defects", 5_000, trigger=MONTHS_AFTER, months=12,
                                     event_on=date(2026, 6, 1))))


def test_each_stage_with_its_amount_and_what_of_it_is_still_held():
    held = Balances(withheld=1_000_000, released=123_456)
    assert due.stages_by_item(TERMS, held) == {"retention-release-1": (500_000, 376_544),
                                                "retention-release-2": (500_000, 500_000)}
    assert due.left_of_stages(TERMS, held) == {"retention-release-1": 376_544, "retention-release-2": 500_000}


def test_releases_clear_the_stages_in_date_order():
    amount, left = due.stages_by_item(TERMS, Balances(withheld=1_000_000, released=600_000))["retention-release-1"]
    assert amount - left == 500_000  # the first stage released in full, the rest against the second
    assert due.stages_by_item(TERMS, Balances(withheld=1_000_000, released=600_000))["retention-release-2"] == (
        500_000, 400_000)
