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
    party,
    project,
    retention_withheld,
    retention_withheld_on,
)

LEDGER = """
  contractId siteName holderName payeeName weHold warning viewerCanRecord
  balances { withheld deposited released usedForDefects retentionMoney heldInAccount coveredByInstruments shortfall }
  entries { id number kind kindLabel amount date note bankRef coversUntil correctsNumber fromSchedule bySystem hash }
"""
# As the Retention page asks it (ui/src/retention), with every ledger's entries.
RETENTION = """
query { retention { weHold { %s } heldFromUs { %s } notNettedReason viewerCanKeepAccount
  trustAccount { bank bankName accountName accountNumber bankNotifiedOn attestedByName }
  banks { key name } banksSource banksAsOf } }
""" % (LEDGER, LEDGER)
RECORD = ("mutation($input: RetentionEntryRecordInput!) { retentionEntryRecord(input: $input) { ledger { %s } } }"
          % LEDGER)
INSTRUMENT = ("mutation($input: RetentionInstrumentRecordInput!) { retentionInstrumentRecord(input: $input) "
              "{ ledger { %s } } }" % LEDGER)
ACCOUNT = ("mutation($input: RetentionTrustAccountSaveInput!) { retentionTrustAccountSave(input: $input) "
           "{ trustAccount { bank bankName accountName accountNumber bankNotifiedOn attestedByName } "
           "retention { weHold { warning balances { shortfall } } } } }")


def field_of(body) -> list:
    return [(e["message"], e["extensions"].get("field")) for e in body["errors"]]


@pytest.fixture
def withheld(project):
    """Claim 1 of $100,000 at 10 % retention, scheduled in full and sent: $10,000 withheld."""
    return retention_withheld(project)


def we_hold(ws) -> list[dict]:
    return ws.ok(RETENTION)["retention"]["weHold"]


def record(p, ws=None, **fields) -> dict:
    return (ws or p.customer).gql(RECORD, {"input": {"contractId": p.id, "date": "2026-05-21", **fields}})


def test_a_ten_percent_retention_on_100000_writes_a_10000_withheld_entry_from_the_schedule(withheld):
    p = withheld
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
        assert ledger.schedule_sent(schedule, at=schedule.sent_at) is None  # the retried write finds it written
        db.session.commit()
    assert [e["kind"] for e in we_hold(p.customer)[0]["entries"]] == ["withheld"]


def test_releasing_or_using_more_than_is_held_is_refused(withheld):
    p = withheld
    payee = we_hold(p.customer)[0]["payeeName"]
    body = record(p, kind="released", amount=1_000_001)
    assert field_of(body) == [(f"Only $10,000.00 of retention money is held for {payee} on Harbour View.", "amount")]
    released = record(p, kind="released", amount=400_000, bankRef="REL-1")["data"]["retentionEntryRecord"]["ledger"]
    assert released["balances"]["retentionMoney"] == 600_000
    # A use for defects is recorded only under a served notice (test_defect_notice.py), never here.
    body = record(p, kind="used_for_defects", amount=1)
    assert field_of(body) == [("Retention money may be used to remedy defects only under a notice served 10 working "
                               "days before (CCA s 18D): record the use under its served notice.", "kind")]


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
    assert saved["retention"]["weHold"][0]["warning"] is None  # an account is recorded

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


def test_only_the_holders_owners_and_editors_record(withheld):
    p = withheld
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
    for residential, site, entries in ((True, "Home Reno", 0), (False, "Shop Fitout", 1)):
        p = project(site_name=site)
        body = p.supplier.gql(update, {"input": {"contractId": p.id, "enteredOn": "2024-02-01", "residentialOccupier":
                                                 residential, "optedIn": False, "stages": []}})
        assert "errors" not in body, body
        retention_withheld_on(p)
        held = [h for h in we_hold(p.customer) if h["siteName"] == site]
        assert sum(len(h["entries"]) for h in held) == entries, (residential, held)
