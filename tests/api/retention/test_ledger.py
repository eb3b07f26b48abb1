"""The retention ledger (issue 38): the entry a sent payment schedule writes (once), the balances,
the refusals, the append-only table and its hash chain (`flask retention verify`)."""
from datetime import date

import pytest
from graphql_relay import from_global_id
from sqlalchemy import select, text

from app.db import db
from app.retention import ledger
from app.retention.models import RetentionEntry
from app.schedules.models import PaymentSchedule
from tests.api.factories import (  # noqa: F401  (fixtures)
    errors_of,
    on_day,
    party,
    project,
    retention_withheld,
    retention_withheld_on,
    scheduled_project,
)
from tests.querycount import count_queries

LEDGER = """
  contractId siteName holderName payeeName weHold warning viewerCanRecord
  balances { withheld deposited released usedForDefects retentionMoney heldInAccount coveredByInstruments shortfall }
  entries { id number kind kindLabel amount date note bankRef coversUntil correctsNumber fromSchedule bySystem hash }
"""
TOTALS = "withheld deposited released usedForDefects retentionMoney heldInAccount coveredByInstruments shortfall"
# As the Retention page asks it (ui/src/retention), with every ledger's entries.
RETENTION = """
query { retention { weHold { %s } heldFromUs { %s } notNettedReason viewerCanKeepAccount
  weHoldTotals { %s } heldFromUsTotals { %s }
  trustAccount { bank bankName accountName accountNumber bankNotifiedOn attestedByName }
  banks { key name } banksSource banksAsOf } }
""" % (LEDGER, LEDGER, TOTALS, TOTALS)
RECORD = ("mutation($input: RetentionEntryRecordInput!) { retentionEntryRecord(input: $input) { ledger { %s } } }"
          % LEDGER)
INSTRUMENT = ("mutation($input: RetentionInstrumentRecordInput!) { retentionInstrumentRecord(input: $input) "
              "{ ledger { %s } } }" % LEDGER)
ACCOUNT = ("mutation($input: RetentionTrustAccountSaveInput!) { retentionTrustAccountSave(input: $input) "
           "{ trustAccount { bank bankName accountName accountNumber bankNotifiedOn attestedByName } } }")


def field_of(body) -> list:
    return [(e["message"], e["extensions"].get("field")) for e in body["errors"]]


@pytest.fixture
def withheld(project):
    """Claim 1 of $100,000 at 10 % retention, scheduled in full and sent: $10,000 withheld."""
    return retention_withheld(project)


@pytest.fixture(scope="module")
def withheld_once(module_project):
    """`withheld`, built once for the tests that only read it or are refused (recording nothing)."""
    return retention_withheld(module_project)


def we_hold(ws) -> list[dict]:
    return ws.ok(RETENTION)["retention"]["weHold"]


def record(p, ws=None, **fields) -> dict:
    return (ws or p.customer).gql(RECORD, {"input": {"contractId": p.id, "date": "2026-05-21", **fields}})


def test_a_ten_percent_retention_on_100000_writes_a_10000_withheld_entry_from_the_schedule(withheld_once):
    p = withheld_once
    [held] = we_hold(p.customer)
    assert held["siteName"] == "Harbour View" and held["weHold"] and held["viewerCanRecord"]
    assert held["balances"] == {"withheld": 1_000_000, "deposited": 0, "released": 0, "usedForDefects": 0,
                                "retentionMoney": 1_000_000, "heldInAccount": 0, "coveredByInstruments": 0,
                                "shortfall": 1_000_000}
    [entry] = held["entries"]
    assert (entry["number"], entry["kind"], entry["amount"], entry["date"]) == (1, "withheld", 1_000_000, "2026-05-20")
    assert entry["fromSchedule"] and entry["bySystem"] and len(entry["hash"]) == 64
    assert held["warning"] == (f"Retention money of $10,000.00 is held for {held['payeeName']} with no trust account "
                               "or complying instrument recorded (CCA s 18D).")
    # The subcontractor sees the same ledger as held from it, read-only, with no holder's warning.
    retention = p.supplier.ok(RETENTION)["retention"]
    assert retention["weHold"] == []
    [theirs] = retention["heldFromUs"]
    assert theirs["balances"]["retentionMoney"] == 1_000_000 and theirs["entries"][0]["amount"] == 1_000_000
    assert not theirs["viewerCanRecord"] and theirs["warning"] is None
    assert "never netted" in retention["notNettedReason"]


def test_a_resent_schedule_or_a_retried_write_never_writes_twice(withheld, app):
    p = withheld
    body = p.customer.gql("mutation($id: ID!) { paymentScheduleSend(input: {contractId: $id, number: 1}) "
                          "{ claim { status } } }", {"id": p.id})
    assert "errors" not in body
    contract_id = int(from_global_id(p.id)[1])
    with app.app_context():
        schedule = db.session.scalars(select(PaymentSchedule).where(PaymentSchedule.contract_id == contract_id)).one()
        # The retried write finds it written.
        assert ledger.schedule_sent(schedule, at=schedule.sent_at, payment_due=None) is None
        db.session.commit()
    assert [e["kind"] for e in we_hold(p.customer)[0]["entries"]] == ["withheld"]


def test_a_schedule_given_late_dates_the_withheld_entry_by_the_claims_due_date(scheduled_project):
    """Section 22: a schedule given late does not move when payment is due (app.payments.facts); the
    withholding is dated by the claim's due date (10 December), not the late schedule's (20 December)."""
    s = scheduled_project(served="2026-11-02", before_send=lambda p: p.patch(1, {"dueDate": "2026-12-10"}))
    s.save(dueDate="2026-12-20")  # the schedule was due by 30 November
    with on_day("2026-12-01"):
        assert s.sent()["schedule"]["status"] == "Sent"
        [entry] = we_hold(s.customer)[0]["entries"]
    assert (entry["kind"], entry["date"]) == ("withheld", "2026-12-10")


def test_each_write_takes_the_ledgers_lock_once(project):
    """The writer that read what it checks under the ledger's lock appends under the same lock,
    not taking it again: a sent schedule's withholding and a recorded deposit lock once each."""
    p = project(site_name="Harbour View")
    with p.customer.app.app_context():
        engine = db.engine
    with count_queries(engine) as sending:
        retention_withheld_on(p)
    with count_queries(engine) as depositing:
        assert "errors" not in record(p, kind="deposited", amount=100_000)

    def locks(log) -> int:
        return sum("pg_advisory_xact_lock" in statement for statement in log.statements)
    assert (locks(sending), locks(depositing)) == (1, 1)
    assert [e["kind"] for e in we_hold(p.customer)[0]["entries"]] == ["withheld", "deposited"]


def test_releasing_or_using_more_than_is_held_is_refused(withheld):
    p = withheld
    payee = we_hold(p.customer)[0]["payeeName"]
    body = record(p, kind="released", amount=1_000_001)
    assert field_of(body) == [(f"Only $10,000.00 of retention money is held for {payee} on Harbour View.", "amount")]
    released = record(p, kind="released", amount=400_000, bankRef="REL-1")["data"]["retentionEntryRecord"]["ledger"]
    assert released["balances"]["retentionMoney"] == 600_000
    body = record(p, kind="released", amount=600_001)
    assert errors_of(body) == [f"Only $6,000.00 of retention money is held for {payee} on Harbour View."]


def test_the_trust_account_deposits_and_instruments_make_up_the_balances(withheld):
    p = withheld
    bad = p.customer.gql(ACCOUNT, {"input": {"bank": "asb", "accountName": "Client Co Retentions",
                                             "accountNumber": "12-3456-12345", "bankNotifiedOn": "2026-05-01",
                                             "attest": True}})
    assert field_of(bad) == [("Enter the account number as BB-bbbb-AAAAAAA-SS or BB-bbbb-AAAAAAA-SSS (bank, branch, "
                              "account, suffix)", "accountNumber")]
    wrong_check = p.customer.gql(ACCOUNT, {"input": {"bank": "asb", "accountName": "Client Co Retentions",
                                                     "accountNumber": "12-3456-0123456-001",
                                                     "bankNotifiedOn": "2026-05-01", "attest": True}})
    assert field_of(wrong_check)[0][1] == "accountNumber"
    unattested = p.customer.gql(ACCOUNT, {"input": {"bank": "anz", "accountName": "Client Co Retentions",
                                                    "accountNumber": "01-0902-0068389-00",
                                                    "bankNotifiedOn": "2026-05-01", "attest": False}})
    assert field_of(unattested) == [("Confirm the account holds only retention money", "attest")]
    not_a_bank = p.customer.gql(ACCOUNT, {"input": {"bank": "mattress", "accountName": "Under the bed",
                                                    "accountNumber": "01-0902-0068389-00",
                                                    "bankNotifiedOn": "2026-05-01", "attest": True}})
    assert field_of(not_a_bank)[0][1] == "bank"

    saved = p.customer.ok(ACCOUNT, {"input": {"bank": "anz", "accountName": "Client Co Retentions",
                                              "accountNumber": "01 0902 0068389 00", "bankNotifiedOn": "2026-05-01",
                                              "attest": True}})["retentionTrustAccountSave"]
    assert saved["trustAccount"]["accountNumber"] == "01-0902-0068389-00"
    assert saved["trustAccount"]["bankName"] == "ANZ Bank New Zealand Limited"
    assert we_hold(p.customer)[0]["warning"] is None  # an account is recorded

    deposited = record(p, kind="deposited", amount=600_000, bankRef="DEP-1")["data"]["retentionEntryRecord"]["ledger"]
    assert (deposited["balances"]["heldInAccount"], deposited["balances"]["shortfall"]) == (600_000, 400_000)
    covered = p.customer.gql(INSTRUMENT, {"input": {"contractId": p.id, "kind": "bond", "provider": "Surety NZ",
                                                    "reference": "B-77", "amount": 300_000, "startsOn": "2026-05-01",
                                                    "expiresOn": "2099-05-01"}})
    balances = covered["data"]["retentionInstrumentRecord"]["ledger"]["balances"]
    assert (balances["heldInAccount"], balances["coveredByInstruments"], balances["shortfall"]) == (600_000, 300_000,
                                                                                                     100_000)
    # More than is out of the account cannot go into it (it would mix other money in).
    assert errors_of(record(p, kind="deposited", amount=400_001))[0].startswith("Only $4,000.00 of retention money")
    # The subcontractor sees the balances, never the holder's account.
    theirs = p.supplier.ok(RETENTION)["retention"]
    assert theirs["heldFromUs"][0]["balances"]["shortfall"] == 100_000 and theirs["trustAccount"] is None


def test_an_organisation_with_no_ledgers_sees_the_account_it_saved(party):
    """The trust account is read whether or not the organisation holds retention yet: one that saved
    its account before any schedule withheld sees it recorded, not an empty form."""
    ws = party("Early Co")
    ws.ok(ACCOUNT, {"input": {"bank": "anz", "accountName": "Early Co Retentions",
                              "accountNumber": "01-0902-0068389-00", "bankNotifiedOn": "2026-05-01", "attest": True}})
    retention = ws.ok(RETENTION)["retention"]
    assert retention["weHold"] == [] and retention["heldFromUs"] == []
    assert retention["trustAccount"]["accountNumber"] == "01-0902-0068389-00"
    assert retention["trustAccount"]["accountName"] == "Early Co Retentions"


def test_each_sides_totals_are_the_sums_of_its_ledgers_figures(project, party):
    """The server totals each side (the shortfall is what s 18D turns on): an instrument covering
    twice one contract's retention makes up none of another contract's shortfall."""
    holder = party("Two Site Co")
    covered, bare = (retention_withheld(project, site, customer=holder) for site in ("Covered Wharf", "Bare Wharf"))
    assert "errors" not in holder.gql(INSTRUMENT, {"input": {
        "contractId": covered.id, "kind": "bond", "provider": "Surety NZ", "amount": 2_000_000,
        "startsOn": "2026-05-01", "expiresOn": "2099-05-01"}})
    retention = holder.ok(RETENTION)["retention"]
    shortfalls = {h["siteName"]: h["balances"]["shortfall"] for h in retention["weHold"]}
    assert shortfalls == {"Covered Wharf": 0, "Bare Wharf": 1_000_000}
    assert retention["weHoldTotals"] == {"withheld": 2_000_000, "deposited": 0, "released": 0, "usedForDefects": 0,
                                         "retentionMoney": 2_000_000, "heldInAccount": 0,
                                         "coveredByInstruments": 1_000_000, "shortfall": 1_000_000}
    assert retention["heldFromUsTotals"]["retentionMoney"] == 0
    theirs = bare.supplier.ok(RETENTION)["retention"]
    assert theirs["heldFromUsTotals"]["shortfall"] == 1_000_000 and theirs["weHoldTotals"]["retentionMoney"] == 0


def test_a_correction_names_the_entry_it_corrects(withheld):
    p = withheld
    first = we_hold(p.customer)[0]["entries"][0]
    assert errors_of(record(p, kind="correction", amount=-100_000, correctsId=first["id"])) == [
        "Say why the entry is corrected"]
    assert errors_of(record(p, kind="correction", amount=-1_000_001, correctsId=first["id"], note="Typo")) == [
        "The correction would take entry 1 below $0.00"]
    body = record(p, kind="correction", amount=-100_000, correctsId=first["id"], note="Retention is 9 % by variation")
    held = body["data"]["retentionEntryRecord"]["ledger"]
    assert held["balances"]["retentionMoney"] == 900_000
    assert [(e["kind"], e["correctsNumber"]) for e in held["entries"]] == [("withheld", None), ("correction", 1)]


def test_a_correction_never_takes_the_retention_money_below_nothing(withheld):
    """A correction counts as its entry's kind under the same over-holding rule as any entry: once
    the $10,000 withheld is released, correcting the withholding down by $5,000 would leave -$5,000
    held (and, once it is all in the trust account, the account would hold $5,000 of other money: below)."""
    p = withheld
    payee = we_hold(p.customer)[0]["payeeName"]
    first = we_hold(p.customer)[0]["entries"][0]
    record(p, kind="released", amount=1_000_000, bankRef="REL-1")
    body = record(p, kind="correction", amount=-500_000, correctsId=first["id"], note="Retention was 5 %")
    assert field_of(body) == [(f"Only $0.00 of retention money is held for {payee} on Harbour View.", "amount")]
    assert we_hold(p.customer)[0]["balances"]["retentionMoney"] == 0


def test_a_correction_never_leaves_more_in_the_account_than_is_held(project):
    p = retention_withheld(project, "Deposited Wharf")
    payee = we_hold(p.customer)[0]["payeeName"]
    first = we_hold(p.customer)[0]["entries"][0]
    record(p, kind="deposited", amount=1_000_000, bankRef="DEP-1")
    body = record(p, kind="correction", amount=-500_000, correctsId=first["id"], note="Retention was 5 %")
    assert field_of(body) == [(f"Only $0.00 of retention money for {payee} on Deposited Wharf is not yet in the "
                               "trust account.", "amount")]
    # Released from elsewhere first, the account holds nothing to take from: no more than is held goes in.
    q = retention_withheld(project, "Paid Wharf")
    record(q, kind="released", amount=400_000, bankRef="REL-1")
    assert errors_of(record(q, kind="deposited", amount=600_001))[0].startswith("Only $6,000.00 of retention money")
    assert "errors" not in record(q, kind="deposited", amount=600_000)


def test_a_use_for_defects_is_recorded_only_under_its_notice(withheld_once):
    """Retention money may be used to remedy defects only after ten working days' written notice
    (issue 38): a use is recorded under its served notice (retentionDefectUseRecord, test_defect_notice.py),
    never as a plain entry, however small."""
    p = withheld_once
    assert field_of(record(p, kind="used_for_defects", amount=1)) == [
        ("Retention money may be used to remedy defects only under a notice served 10 working days before "
         "(CCA s 18D): record the use under its served notice.", "kind")]
    assert [e["kind"] for e in we_hold(p.customer)[0]["entries"]] == ["withheld"]


def test_an_instruments_cover_is_not_corrected_on_the_ledger(withheld):
    p = withheld
    assert "errors" not in p.customer.gql(INSTRUMENT, {"input": {
        "contractId": p.id, "kind": "bond", "provider": "Surety NZ", "amount": 300_000, "startsOn": "2026-05-01",
        "expiresOn": "2099-05-01"}})
    cover = we_hold(p.customer)[0]["entries"][1]
    assert cover["kind"] == "instrument_cover"
    body = record(p, kind="correction", amount=-100_000, correctsId=cover["id"], note="Bond reduced")
    assert field_of(body) == [("An instrument's cover follows the instrument in the register: it is not corrected "
                               "here", "correctsId")]
    assert we_hold(p.customer)[0]["balances"]["coveredByInstruments"] == 300_000


def test_a_null_input_is_answered_beside_its_field(withheld_once):
    """Every input the service checks is optional to the schema, so an explicit null meets the
    service's refusal beside its field (as the forms show it), never a GraphQL error naming none."""
    p = withheld_once
    entry = {"kind": "deposited", "amount": 1, "date": "2026-05-21"}
    for name, message in (("kind", "Choose what happened: deposited or released (or a correction)"),
                          ("amount", "Enter an amount greater than $0.00"), ("date", "Enter the date")):
        body = p.customer.gql(RECORD, {"input": {"contractId": p.id, **entry, name: None}})
        assert field_of(body) == [(message, name)]
    instrument = {"kind": "bond", "provider": "Surety NZ", "amount": 300_000, "startsOn": "2026-05-01",
                  "expiresOn": "2099-05-01"}
    for name, message in (("kind", "Choose insurance, bond or guarantee"),
                          ("provider", "Enter the insurer, bond or guarantee provider"),
                          ("amount", "Enter an amount greater than $0.00"), ("startsOn", "Enter the date"),
                          ("expiresOn", "Enter the date")):
        body = p.customer.gql(INSTRUMENT, {"input": {"contractId": p.id, **instrument, name: None}})
        assert field_of(body) == [(message, name)]
    account = {"bank": "anz", "accountName": "Client Co Retentions", "accountNumber": "01-0902-0068389-00",
               "bankNotifiedOn": "2026-05-01", "attest": True}
    for name, message in (("bank", "Choose the registered bank that holds the account"), ("accountName", "Enter the account name"),
                          ("accountNumber", "Enter the account number as BB-bbbb-AAAAAAA-SS or BB-bbbb-AAAAAAA-SSS "
                                            "(bank, branch, account, suffix)"),
                          ("bankNotifiedOn", "Enter the date the bank was told the account holds retention money "
                                             "on trust"),
                          ("attest", "Confirm the account holds only retention money")):
        body = p.customer.gql(ACCOUNT, {"input": {**account, name: None}})
        assert field_of(body) == [(message, name)]
    retention = p.customer.ok(RETENTION)["retention"]
    assert [e["kind"] for e in retention["weHold"][0]["entries"]] == ["withheld"]
    assert retention["trustAccount"] is None


def test_an_amount_over_100_billion_is_too_large_not_too_small(withheld_once):
    p = withheld_once
    assert field_of(record(p, kind="deposited", amount=10**13 + 1)) == [("Amount is too large", "amount")]
    entry_id = we_hold(p.customer)[0]["entries"][0]["id"]
    assert field_of(record(p, kind="correction", amount=-(10**13 + 1), correctsId=entry_id, note="Typo")) == [
        ("Amount is too large", "amount")]
    assert field_of(p.customer.gql(INSTRUMENT, {"input": {
        "contractId": p.id, "kind": "bond", "provider": "Surety NZ", "amount": 10**13 + 1, "startsOn": "2026-05-01",
        "expiresOn": "2099-05-01"}})) == [("Amount is too large", "amount")]


def test_only_the_holders_owners_and_editors_record(withheld_once):
    p = withheld_once
    assert errors_of(record(p, p.supplier, kind="deposited", amount=1)) == [
        "Only the party holding the retention money (the payer on this contract) keeps its ledger"]
    viewer = p.customer.add_member(["ProgressClaims", "ContractView"])
    assert errors_of(record(p, viewer, kind="deposited", amount=1)) == [
        "Only owners and members with Edit on this project can record retention money"]
    assert errors_of(viewer.gql(ACCOUNT, {"input": {"bank": "anz", "accountName": "X",
                                                    "accountNumber": "01-0902-0068389-00",
                                                    "bankNotifiedOn": "2026-05-01", "attest": True}})) == [
        "Only owners and members who can edit projects can record the trust account"]
    assert we_hold(viewer)[0]["viewerCanRecord"] is False


def test_entries_are_never_updated_or_deleted(withheld, app):
    contract_id = int(from_global_id(withheld.id)[1])
    with app.app_context():
        for statement in ("UPDATE shared.retention_entries SET amount = 1 WHERE contract_id = :c",
                          "DELETE FROM shared.retention_entries WHERE contract_id = :c"):
            with pytest.raises(Exception, match="never changed or deleted"):
                db.session.execute(text(statement), {"c": contract_id})
            db.session.rollback()
        assert db.session.scalar(select(RetentionEntry.amount).where(RetentionEntry.contract_id == contract_id)) \
            == 1_000_000
        # The ledger goes only with its contract (the demo's sample projects are removed so).
        db.session.execute(text("DELETE FROM shared.contracts WHERE id = :c"), {"c": contract_id})
        db.session.commit()
        assert db.session.scalar(select(RetentionEntry.id).where(RetentionEntry.contract_id == contract_id)) is None


def test_tampering_with_a_stored_entry_makes_verify_exit_non_zero_naming_it(withheld, app):
    p = withheld
    record(p, kind="released", amount=100_000, bankRef="REL-1")
    contract_id = int(from_global_id(p.id)[1])
    runner = app.test_cli_runner()
    assert runner.invoke(args=["retention", "verify"]).exit_code == 0
    with app.app_context():
        first = db.session.scalars(select(RetentionEntry).where(RetentionEntry.contract_id == contract_id,
                                                                RetentionEntry.seq == 1)).one()
    tamper = ("ALTER TABLE shared.retention_entries DISABLE TRIGGER retention_entries_append_only; "
              "UPDATE shared.retention_entries SET amount = :amount WHERE id = :id; "
              "ALTER TABLE shared.retention_entries ENABLE TRIGGER retention_entries_append_only")
    try:
        with app.app_context():
            for statement in tamper.split("; "):
                db.session.execute(text(statement), {"amount": 10, "id": first.id})
            db.session.commit()
        result = runner.invoke(args=["retention", "verify"])
        assert result.exit_code == 1
        assert (f"Retention entry {first.id} (contract {contract_id}, entry 1, withheld) does not match its hash"
                in result.output)
    finally:  # put it back: the run's database is shared by the tests after this one
        with app.app_context():
            for statement in tamper.split("; "):
                db.session.execute(text(statement), {"amount": 1_000_000, "id": first.id})
            db.session.commit()
    assert runner.invoke(args=["retention", "verify"]).exit_code == 0


def test_a_contract_the_trust_rules_do_not_cover_keeps_no_ledger(project):
    """A residential occupier is a party (s 18B): the schedule's retention is arithmetic only, and
    sending it writes no entry; the same contract with the rules applying (2023) writes one."""
    update = """mutation($input: ContractRetentionUpdateInput!) { contractRetentionUpdate(input: $input) {
      contract { retentionRegime { regime } } } }"""
    parties = {}  # the same supplier and customer on both contracts
    for residential, site, entries in ((True, "Home Reno", 0), (False, "Shop Fitout", 1)):
        p = project(site_name=site, **parties)
        parties = {"supplier": p.supplier, "customer": p.customer}
        body = p.supplier.gql(update, {"input": {"contractId": p.id, "enteredOn": "2024-02-01", "residentialOccupier":
                                                 residential, "optedIn": False, "stages": []}})
        assert "errors" not in body, body
        retention_withheld_on(p)
        held = [h for h in we_hold(p.customer) if h["siteName"] == site]
        assert sum(len(h["entries"]) for h in held) == entries, (residential, held)


ONE_LEDGER = "query($id: ID!) { retentionLedger(contractId: $id) { %s } }" % LEDGER


def test_one_ledger_with_its_entries_for_the_correction_dialog_and_no_one_elses(withheld, party):
    """The correction dialog reads the one ledger it corrects: each side its own view, an outsider nothing."""
    p = withheld
    record(p, kind="correction", amount=-100_000, correctsId=we_hold(p.customer)[0]["entries"][0]["id"], note="9 %")
    mine = p.customer.ok(ONE_LEDGER, {"id": p.id})["retentionLedger"]
    assert mine["weHold"] and mine["viewerCanRecord"] and mine["balances"]["retentionMoney"] == 900_000
    assert [(e["number"], e["kind"], e["amount"], e["correctsNumber"]) for e in mine["entries"]] == [
        (1, "withheld", 1_000_000, None), (2, "correction", -100_000, 1)]
    theirs = p.supplier.ok(ONE_LEDGER, {"id": p.id})["retentionLedger"]
    assert not theirs["weHold"] and not theirs["viewerCanRecord"] and len(theirs["entries"]) == 2
    assert party("Outsider Co").ok(ONE_LEDGER, {"id": p.id})["retentionLedger"] is None


def test_one_ledger_costs_a_fixed_number_of_statements_whatever_its_entries(withheld):
    """The correction dialog's query: the same statements for one entry as for four."""
    p = withheld
    with p.customer.app.app_context():
        engine = db.engine
    first = we_hold(p.customer)[0]["entries"][0]["id"]
    counts = []
    for n in range(2):
        p.customer.ok(ONE_LEDGER, {"id": p.id})  # the session warm
        with count_queries(engine) as log:
            body = p.customer.ok(ONE_LEDGER, {"id": p.id})
        assert len(body["retentionLedger"]["entries"]) == 1 + 3 * n
        counts.append(log.count)
        for _ in range(3):
            record(p, kind="correction", amount=-1_000, correctsId=first, note="Typo")
    assert counts[0] == counts[1] <= 7, counts  # 7 measured
