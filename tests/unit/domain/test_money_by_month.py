"""A project's money by month (app.domain.money_by_month): the arithmetic to the cent, months without
gaps, and retention each way never netted."""
from app.domain.money_by_month import (IN, OUT, TRUST_NOTE, ClaimMoney, RetentionMoney, by_month, csv_text,
                                       retention_held_by_month,
                                       months_between, outstanding, totals)


def test_months_between_runs_over_the_new_year():
    assert months_between("2025-11", "2026-02") == ["2025-11", "2025-12", "2026-01", "2026-02"]
    assert months_between("2026-03", "2026-03") == ["2026-03"]


def test_outstanding_is_payable_less_paid_never_below_nil():
    assert outstanding(None, None) == 0  # nothing payable yet
    assert outstanding(11_500_00, None) == 11_500_00
    assert outstanding(11_500_00, 5_000_01) == 6_499_99
    assert outstanding(11_500_00, 12_000_00) == 0  # overpaid: nothing outstanding, never negative


def test_figures_by_month_in_and_out_to_the_cent():
    claims = [
        # The head claim to the principal for March: claimed $115,000.01, scheduled $103,500.00 in time, $50,000 paid.
        ClaimMoney("2026-03", IN, 11_500_001, 10_350_000, 10_350_000, 5_000_000),
        # Two subcontract claims for March: one scheduled, one not yet (payable is nothing until it is due).
        ClaimMoney("2026-03", OUT, 1_150_000, 1_035_000, 1_035_000, None),
        ClaimMoney("2026-03", OUT, 2_300_033, None, None, None),
        # May: a subcontract claim paid in full; April has no claim and is still a row.
        ClaimMoney("2026-05", OUT, 575_000, 575_000, 575_000, 575_000),
    ]
    retention = [RetentionMoney("2026-03", IN, 1_000_000), RetentionMoney("2026-03", OUT, 100_000),
                 RetentionMoney("2026-03", OUT, -25_000)]  # a correction of the withheld entry
    months = by_month(claims, retention)
    assert [m.period for m in months] == ["2026-03", "2026-04", "2026-05"]
    march, april, may = months
    assert (march.money_in.claimed, march.money_in.scheduled, march.money_in.payable, march.money_in.paid,
            march.money_in.outstanding) == (11_500_001, 10_350_000, 10_350_000, 5_000_000, 5_350_000)
    assert (march.money_out.claimed, march.money_out.scheduled, march.money_out.payable, march.money_out.paid,
            march.money_out.outstanding) == (3_450_033, 1_035_000, 1_035_000, 0, 1_035_000)
    # Never netted: withheld from us and by us stay two figures.
    assert (march.money_in.retention_withheld, march.money_out.retention_withheld) == (1_000_000, 75_000)
    assert april.money_in.claimed == april.money_out.claimed == 0
    assert (may.money_out.paid, may.money_out.outstanding) == (575_000, 0)

    total = totals(months)
    assert total.money_in.claimed == 11_500_001 and total.money_out.claimed == 4_025_033
    assert (total.money_in.retention_withheld, total.money_out.retention_withheld) == (1_000_000, 75_000)
    assert total.money_out.outstanding == 1_035_000


def test_nothing_claimed_is_no_months():
    assert by_month([], []) == []
    assert totals([]).money_in.claimed == 0


def test_the_trust_note_is_the_issue_sentence():
    assert TRUST_NOTE == ("Retention the principal holds from you does not count towards the trust money you must "
                          "hold for your subcontractors.")


def test_the_csv_is_the_table_in_dollars_with_the_totals():
    months = by_month([ClaimMoney("2026-03", IN, 11_500_001, None, 11_500_001, 5_000_000),
                       ClaimMoney("2026-04", OUT, 1_150_000, 1_150_000, 1_150_000, None)],
                      [RetentionMoney("2026-03", IN, 1_000_000)])
    lines = csv_text(months).removeprefix("\ufeff").split("\r\n")
    assert lines[0].startswith('"Month","In claimed","In scheduled","In payable","In paid","In outstanding",'
                               '"In retention withheld","Out claimed"')
    assert lines[1] == '"Mar 2026",115000.01,0.00,115000.01,50000.00,65000.01,10000.00,0.00,0.00,0.00,0.00,0.00,0.00'
    assert lines[3].startswith('"Total",115000.01,')
    assert lines[3].endswith(",11500.00,11500.00,11500.00,0.00,11500.00,0.00")
    assert lines[4] == ""  # CRLF after the last line
    # Only the sides shown: a subcontractor's money is all in.
    only_in = csv_text(months, (IN,)).removeprefix("\ufeff").split("\r\n")
    assert only_in[0].count(",") == 6 and "Out" not in only_in[0]


def test_retention_held_at_each_month_end():
    periods = months_between("2026-03", "2026-06")
    # $10,000 withheld in March, $2,500 more in May, $4,000 released in June; one before the first month shown.
    changes = [("2026-05", 250_000), ("2026-03", 1_000_000), ("2026-06", -400_000), ("2026-02", 100)]
    assert retention_held_by_month(changes, periods) == [1_000_100, 1_000_100, 1_250_100, 850_100]
    assert retention_held_by_month([], periods) == [0, 0, 0, 0]
