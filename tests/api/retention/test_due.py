"""What is due on a retention ledger (issue 38, app.retention.due and .alerts): the deposit alert (money
withheld and not deposited or covered within the contract's deposit period: per ledger, per
subcontractor, the count of separate exposures; its email to the holder's owners, once) and the
releases due (each stage once its date is known, cleared by the releases recorded, interest after)."""
import threading
from datetime import date, datetime, time

import pytest
import time_machine
from graphql_relay import from_global_id
from sqlalchemy import select

from app.db import db
from app.domain import retention_release as terms_rules
from app.domain.working_days import AUCKLAND
from app.jobs.models import OutboxItem
from app.retention import alerts, due
from app.retention.ledger import Balances
from tests.api.factories import party, project, retention_withheld  # noqa: F401  (fixtures)
from tests.querycount import count_queries

LEDGER_DUE = """contractId siteName payeeName holderName weHold depositWorkingDays depositDaysNote outstanding
  exposures { entryNumber withheldOn depositBy amount }
  releases { stage share releaseOn stageAmount amount late text interest }"""
DUE = """query { retentionDue { exposureCount outstanding depositNote depositSummary
  depositAlerts { payeeName outstanding exposureCount ledgers { %s } }
  releasesWeOwe { %s } releasesDueToUs { %s } lateReleases { count total } } }""" % (LEDGER_DUE, LEDGER_DUE, LEDGER_DUE)
RECORD = ("mutation($input: RetentionEntryRecordInput!) { retentionEntryRecord(input: $input) "
          "{ ledger { balances { shortfall } } } }")
TERMS = ("mutation($input: ContractRetentionUpdateInput!) { contractRetentionUpdate(input: $input) "
         "{ contract { id } } }")
WITHHELD_ON = date(2026, 5, 20)  # retention_withheld's schedule: payment due Wednesday 20 May 2026


def at(day: date, hour: int = 9) -> datetime:
    return datetime.combine(day, time(hour), AUCKLAND)


def due_on(ws, day: date) -> dict:
    with time_machine.travel(at(day), tick=False):
        return ws.ok(DUE)["retentionDue"]


def record(p, **fields):
    body = p.customer.gql(RECORD, {"input": {"contractId": p.id, "date": "2026-05-21", **fields}})
    assert "errors" not in body, body["errors"]


def set_terms(p, stages, **more):
    body = p.customer.gql(TERMS, {"input": {"contractId": p.id, "residentialOccupier": False, "optedIn": False,
                                            "stages": stages, **more}})
    assert "errors" not in body, body["errors"]


@pytest.fixture
def withheld(project):
    """$10,000 withheld on 20 May 2026 (10 % of a $100,000 claim), nothing deposited."""
    return retention_withheld(project)


# ---- the rules, on plain values -------------------------------------------------------------------

def w(entry_id: int, on: date, amount: int) -> due.Withholding:
    return due.Withholding(entry_id, entry_id, on, amount)


def test_vector_payment_due_monday_2_march_2026_with_2_working_days_alerts_after_wednesday_4_march():
    money = [w(1, date(2026, 3, 2), 1_000_000)]
    assert due.exposures(money, 1_000_000, 2, date(2026, 3, 4)) == []
    [late] = due.exposures(money, 1_000_000, 2, date(2026, 3, 5))
    assert (late.deposit_by, late.alert_on, late.amount) == (date(2026, 3, 4), date(2026, 3, 5), 1_000_000)
    # N = 0: to be deposited the day it is withheld, late the next day; N = 10 runs to Monday 16 March.
    assert due.exposures(money, 1_000_000, 0, date(2026, 3, 3))[0].deposit_by == date(2026, 3, 2)
    assert due.exposures(money, 1_000_000, 10, date(2026, 3, 16)) == []
    assert due.exposures(money, 1_000_000, 10, date(2026, 3, 17))[0].deposit_by == date(2026, 3, 16)


def test_vector_deposits_count_against_the_oldest_money_so_the_newest_is_outstanding():
    money = [w(1, date(2026, 3, 2), 500_000), w(2, date(2026, 4, 1), 300_000), w(3, date(2026, 5, 4), 200_000)]
    today = date(2026, 5, 5)  # entry 3's period (to Wednesday 6 May) has not ended
    # Shortfall $7,000 (a $3,000 deposit): $2,000 of it is entry 3's (not late), $3,000 entry 2's, $2,000 entry 1's.
    late = due.exposures(money, 700_000, 2, today)
    assert [(e.entry_id, e.amount) for e in late] == [(1, 200_000), (2, 300_000)]
    assert [(e.entry_id, e.amount) for e in due.exposures(money, 250_000, 2, today)] == [(2, 50_000)]
    assert due.exposures(money, 200_000, 2, today) == []  # only the newest, still in its period
    assert due.exposures(money, 0, 2, today) == []
    # A withholding corrected to nothing holds no money.
    assert due.exposures([w(1, date(2026, 3, 2), 0), w(2, date(2026, 3, 3), 100)], 100, 2, today)[0].entry_id == 2


STAGES = [{"label": "Practical completion", "share": 5000, "trigger": "on_event", "eventOn": "2026-06-30"},
          {"label": "End of defects period", "share": 5000, "trigger": "months_after", "months": 12,
           "eventOn": "2026-06-30"}]


def test_vector_releases_due_cumulate_by_date_and_a_release_clears_them_in_order():
    terms = terms_rules.check_terms(STAGES, interest_rate=850)
    held = Balances(withheld=1_000_001)
    # Before any date: both known, neither late; the last stage takes the odd cent.
    first, second = due.releases_due(terms, held, date(2026, 6, 1))
    assert (first.amount, second.amount, first.late, first.interest) == (500_000, 500_001, False, None)
    assert first.text == "Release due 30 June 2026: Practical completion \u2014 $5,000.00"
    # The day after: late, with interest from that day at the contract's rate.
    first, _ = due.releases_due(terms, held, date(2026, 7, 1))
    assert first.late and first.interest == "Interest accrues from 1 July 2026 at 8.5 % a year (CCA s 18G)."
    # $3,000 released: the first stage is $2,000 short; $5,000 released: it is cleared.
    assert [r.amount for r in due.releases_due(terms, Balances(withheld=1_000_001, released=300_000),
                                                date(2026, 7, 1))] == [200_000, 500_001]
    [left] = due.releases_due(terms, Balances(withheld=1_000_001, released=500_000), date(2026, 7, 1))
    assert (left.label, left.amount) == ("End of defects period", 500_001)
    assert due.releases_due(terms, Balances(withheld=1_000_001, released=1_000_001), date(2027, 7, 1)) == []
    # Money used for defects is not released: the base is what was withheld less it.
    assert [r.stage_amount for r in due.releases_due(terms, Balances(withheld=1_000_000, used=200_000),
                                                      date(2026, 7, 1))] == [400_000, 400_000]


def test_vector_a_stage_with_no_date_is_not_due_and_no_rate_says_so():
    terms = terms_rules.check_terms([{**STAGES[0], "eventOn": None}, {**STAGES[1], "share": 5000}])
    [only] = due.releases_due(terms, Balances(withheld=1_000_000), date(2027, 7, 1))
    # Dated stages are cleared first: the undated stage comes last, so the dated one is the first half.
    assert (only.label, only.amount, only.interest) == ("End of defects period", 500_000,
                                                         "No interest rate is recorded for this contract.")


def test_vector_the_deposit_days_note_names_whose_number_it_is():
    assert due.deposit_days_note(2) == ("2 working days is Claimdesk's default: the Act says only 'as soon as "
                                        "practicable' (CCA s 18D).")
    assert due.deposit_days_note(1).startswith("1 working day is the period recorded in this contract's")


# ---- the API ------------------------------------------------------------------------------------------

def test_no_deposit_fires_the_alert_after_the_period_and_a_deposit_reduces_it(withheld):
    p = withheld
    quiet = due_on(p.customer, date(2026, 5, 22))  # Friday 22 May: the 2nd working day, still in the period
    assert (quiet["exposureCount"], quiet["outstanding"], quiet["depositAlerts"]) == (0, 0, [])
    assert quiet["depositSummary"] is None
    assert "'as soon as practicable'" in quiet["depositNote"]
    fired = due_on(p.customer, date(2026, 5, 23))
    [alert] = fired["depositAlerts"]
    assert (fired["exposureCount"], fired["outstanding"]) == (1, 1_000_000)
    assert fired["depositSummary"] == ("$10,000.00 of retention money for 1 subcontractor is not in the trust account "
                                       "or covered past its deposit period: 1 separate exposure.")
    assert (alert["exposureCount"], alert["outstanding"]) == (1, 1_000_000)
    [ledger] = alert["ledgers"]
    assert ledger["siteName"] == "Harbour View" and ledger["weHold"] and ledger["depositWorkingDays"] == 2
    assert ledger["exposures"] == [{"entryNumber": 1, "withheldOn": "2026-05-20", "depositBy": "2026-05-22",
                                    "amount": 1_000_000}]
    assert ledger["depositDaysNote"] is None  # Claimdesk's default: the card's note (depositNote) says so
    # The subcontractor holds nothing: no alert on its side.
    theirs = due_on(p.supplier, date(2026, 5, 23))
    assert (theirs["depositAlerts"], theirs["exposureCount"]) == ([], 0)
    record(p, kind="deposited", amount=400_000, bankRef="DEP-1")
    assert due_on(p.customer, date(2026, 5, 23))["depositAlerts"][0]["outstanding"] == 600_000
    record(p, kind="deposited", amount=600_000, bankRef="DEP-2")
    assert due_on(p.customer, date(2026, 5, 23))["depositAlerts"] == []


def test_the_alert_is_per_subcontractor_with_the_count_of_exposures(project, party):
    holder = party("Client Co")
    retention_withheld(project, "One Wharf", customer=holder)
    retention_withheld(project, "Two Wharf", customer=holder)
    found = due_on(holder, date(2026, 6, 1))
    assert found["exposureCount"] == 2 and found["outstanding"] == 2_000_000
    assert sorted(len(a["ledgers"]) for a in found["depositAlerts"]) == [1, 1]  # two subcontractors
    assert {a["ledgers"][0]["siteName"] for a in found["depositAlerts"]} == {"One Wharf", "Two Wharf"}
    assert found["depositSummary"] == ("$20,000.00 of retention money for 2 subcontractors is not in the trust account "
                                       "or covered past its deposit period: 2 separate exposures.")


def test_a_longer_period_set_in_the_terms_delays_the_alert_and_cca_2017_has_none(withheld):
    p = withheld
    set_terms(p, [], depositWorkingDays=5)
    assert due_on(p.customer, date(2026, 5, 27))["depositAlerts"] == []  # to Wednesday 27 May
    [alert] = due_on(p.customer, date(2026, 5, 28))["depositAlerts"]
    assert alert["ledgers"][0]["depositDaysNote"].startswith("5 working days is the period recorded")
    # Entered into in 2020: the 2017 rules keep no separate account, so nothing is late to deposit.
    set_terms(p, [], enteredOn="2020-01-01")
    assert due_on(p.customer, date(2026, 5, 28))["depositAlerts"] == []


def test_a_release_stage_is_due_to_both_sides_and_a_release_recorded_clears_it(withheld):
    p = withheld
    set_terms(p, [{**s, "trigger": {"on_event": "OnEvent", "months_after": "MonthsAfter"}[s["trigger"]]}
                  for s in STAGES], interestRate=850)
    before = due_on(p.customer, date(2026, 6, 1))
    owe = before["releasesWeOwe"]
    [ledger] = owe
    assert before["lateReleases"] == {"count": 0, "total": 0}
    assert [r["text"] for r in ledger["releases"]] == ["Release due 30 June 2026: Practical completion \u2014 $5,000.00",
                                                       "Release due 30 June 2027: End of defects period \u2014 $5,000.00"]
    assert ledger["releases"][0]["interest"] is None
    owed = due_on(p.supplier, date(2026, 7, 2))
    [theirs] = owed["releasesDueToUs"]
    assert not theirs["weHold"] and theirs["holderName"] == ledger["holderName"]
    assert theirs["exposures"] == [] and theirs["outstanding"] == 0  # the holder's deposits are not theirs to see
    assert theirs["releases"][0]["late"] and theirs["releases"][0]["interest"] == (
        "Interest accrues from 1 July 2026 at 8.5 % a year (CCA s 18G).")
    assert owed["releasesWeOwe"] == [] and owed["lateReleases"] == {"count": 0, "total": 0}  # owed to them, not by
    # The holder's late releases, counted and summed by the server: the first stage, $5,000.00.
    assert due_on(p.customer, date(2026, 7, 2))["lateReleases"] == {"count": 1, "total": 500_000}
    record(p, kind="released", amount=300_000, bankRef="REL-1")
    assert due_on(p.customer, date(2026, 7, 2))["lateReleases"] == {"count": 1, "total": 200_000}
    record(p, kind="released", amount=200_000, bankRef="REL-2")
    after = due_on(p.customer, date(2026, 7, 2))
    [left] = after["releasesWeOwe"][0]["releases"]
    assert left["stage"] == "End of defects period"
    assert after["lateReleases"] == {"count": 0, "total": 0}


def test_another_organisation_sees_nothing_of_it(withheld, party):
    stranger = party("Stranger Co")
    found = due_on(stranger, date(2026, 6, 1))
    assert found == {"exposureCount": 0, "outstanding": 0, "depositNote": found["depositNote"], "depositSummary": None,
                     "depositAlerts": [], "releasesWeOwe": [], "releasesDueToUs": [],
                     "lateReleases": {"count": 0, "total": 0}}


def test_the_due_query_is_a_fixed_number_of_statements(project, party):
    """Counted for a holder of one ledger, then for the same holder grown to three."""
    holder = party("Client Co")
    retention_withheld(project, "Wharf 0", customer=holder)

    def statements(ws) -> tuple[int, dict]:
        due_on(ws, date(2026, 6, 1))  # the session and the workspace warm
        with ws.app.app_context():
            engine = db.engine
        with count_queries(engine) as log:
            found = due_on(ws, date(2026, 6, 1))
        return log.count, found

    few, few_due = statements(holder)
    for n in (1, 2):
        retention_withheld(project, f"Wharf {n}", customer=holder)
    many, many_due = statements(holder)
    assert (few_due["exposureCount"], many_due["exposureCount"]) == (1, 3)
    print(f"retentionDue: {few} statements for one ledger, {many} for three")
    assert few == many <= 8, f"{few} statements for one ledger, {many} for three"


# ---- the email: once per exposure and owner -------------------------------------------------------------

def alert_keys(entry_ids) -> list[str]:
    keys = db.session.scalars(select(OutboxItem.key).where(OutboxItem.key.like("email:retention-deposit-alert:%"))
                              .order_by(OutboxItem.key)).all()
    db.session.rollback()
    return [k for k in keys if int(k.split(":")[2]) in entry_ids]


def entry_ids_of(p) -> set[int]:
    from app.retention.models import RetentionEntry

    contract_id = int(from_global_id(p.id)[1])
    ids = set(db.session.scalars(select(RetentionEntry.id).where(RetentionEntry.contract_id == contract_id)))
    db.session.rollback()
    return ids


def test_the_job_emails_each_owner_once_when_the_alert_first_fires(withheld, app_ctx, run_jobs, dev_mail):
    p = withheld
    owner_two = p.customer.add_member(is_owner=True)
    member = p.customer.add_member()  # not an owner: not told
    ids = entry_ids_of(p)
    with time_machine.travel(at(date(2026, 5, 22)), tick=False):
        alerts.send_deposit_alerts()
    assert alert_keys(ids) == []  # still in its period
    with time_machine.travel(at(date(2026, 5, 23), 6), tick=False):
        alerts.send_deposit_alerts()
    assert alert_keys(ids) == []  # before 7:00 in Auckland
    with time_machine.travel(at(date(2026, 5, 23)), tick=False):
        alerts.send_deposit_alerts()
        alerts.send_deposit_alerts()  # a retried job
    with time_machine.travel(at(date(2026, 5, 25)), tick=False):
        alerts.send_deposit_alerts()  # the next days: nothing new
    assert len(alert_keys(ids)) == 2  # the two owners, once each
    run_jobs()
    [mail] = [m for m in dev_mail(to=p.customer.email) if m["subject"].startswith("Retention money not deposited")]
    assert mail["subject"] == ("Retention money not deposited: $10,000.00 for "
                               f"{mail['subject'].split(' for ', 1)[1].split(' (')[0]} (Harbour View)")
    for needle in ("on 20 May 2026", "It was to be deposited by 22 May 2026.", "2 working days is Claimdesk's default",
                   "ss 18C and 18D", "/retention", "This is not legal advice."):
        assert needle in mail["text"], needle
    assert len([m for m in dev_mail(to=owner_two.email) if m["subject"] == mail["subject"]]) == 1
    assert not [m for m in dev_mail(to=member.email) if m["subject"] == mail["subject"]]
    # The subcontractor's people are never told of the holder's deposits.
    assert not [m for m in dev_mail(to=p.supplier.email) if m["subject"].startswith("Retention money not deposited")]


def test_two_workers_at_once_promise_each_email_once(withheld, app):
    p = withheld
    with app.app_context():
        ids = entry_ids_of(p)
        with time_machine.travel(at(date(2026, 5, 23)), tick=False):
            # Worker A has promised the email and not yet committed when worker B runs the same period.
            late = [item for item in alerts.find_late(date(2026, 5, 23)) if item.exposure.entry_id in ids]
            assert len(late) == 1
            assert alerts._promise(late) == 1
            result = {}

            def worker_b():
                with app.app_context():
                    with time_machine.travel(at(date(2026, 5, 23)), tick=False):
                        result["sent"] = alerts.send_deposit_alerts()

            other = threading.Thread(target=worker_b)
            other.start()
            other.join(timeout=2)  # B waits on A's promise (the outbox key), then promises nothing
            db.session.commit()
            other.join(timeout=30)
        assert not other.is_alive()
        assert len(alert_keys(ids)) == 1


def test_a_deposit_before_the_job_runs_sends_nothing(withheld, app_ctx):
    p = withheld
    record(p, kind="deposited", amount=1_000_000, bankRef="DEP-1")
    ids = entry_ids_of(p)
    with time_machine.travel(at(date(2026, 5, 25)), tick=False):
        alerts.send_deposit_alerts()
    assert alert_keys(ids) == []
