"""Reconciling the retention trust account with its bank statement (issue 38): three subcontractors'
ledgers, an interest line and an unallocated deposit balance to the cent; the same statement imported
again adds nothing; a withdrawal that is not a release is flagged; malformed lines are named; a layout
not recognised is mapped once; the statement of another account is refused; cells are data.
The clock is set: everything is recorded on 30 June 2026. The holder of three ledgers is built once per module
(`held`); each test starts with its bank statements cleared (`clear_bank`), and the one test that records a
ledger entry has a holder of its own."""
import base64

import pytest
from graphql_relay import from_global_id
from graphql_relay import to_global_id

from tests.api.factories import errors_of, on_day, party, project, retention_withheld  # noqa: F401  (fixtures)
from tests.api.retention.conftest import clear_bank

TODAY = "2026-06-30"
ACCOUNT = ("mutation($input: RetentionTrustAccountSaveInput!) { retentionTrustAccountSave(input: $input) "
           "{ trustAccount { accountNumber } } }")
RECORD = ("mutation($input: RetentionEntryRecordInput!) { retentionEntryRecord(input: $input) "
          "{ ledger { siteName entries { id kind amount bankRef } } } }")
REPORT = """
  hasTrustAccount accountLabel bankBalance balanceOn ledgersTotal interest bankFees other
  unallocatedDeposits unallocatedWithdrawals difference problem flagged
  lines { id date amount reference description balance status statusLabel note flag
          entry { id number kind amount siteName payeeName } }
  openEntries { id number kind amount date bankRef siteName payeeName }
  imports { fileName formatName sha256 lineCount newLines closingBalance closingOn }
  formats { key name columns }
"""
RECONCILIATION = "query { retentionReconciliation { %s } }" % REPORT
IMPORT = ("mutation($input: RetentionStatementImportInput!) { retentionStatementImport(input: $input) "
          "{ newLines knownLines matched columnsToMap imported { formatName lineCount newLines } "
          "reconciliation { %s } } }" % REPORT)
ALLOCATE = ("mutation($input: RetentionBankLineAllocateInput!) { retentionBankLineAllocate(input: $input) "
            "{ reconciliation { %s } } }" % REPORT)
UNALLOCATE = ("mutation($input: RetentionBankLineUnallocateInput!) { retentionBankLineUnallocate(input: $input) "
              "{ reconciliation { %s } } }" % REPORT)
TRUST = {"bank": "anz", "accountName": "Client Co Retention Trust", "accountNumber": "01-0902-0068389-00",
         "bankNotifiedOn": "2026-05-01", "attest": True}

STATEMENT = """Date,Amount,Reference,Balance
21/05/2026,"10,000.00",RET-W0 Wharf 0,"10,000.00"
21/05/2026,"10,000.00",ret w1,"20,000.00"
22/05/2026,"10,000.00",RET-W2,"30,000.00"
31/05/2026,12.34,CREDIT INTEREST,"30,012.34"
03/06/2026,500.00,UNKNOWN DEPOSIT,"30,512.34"
"""


def field_of(body) -> list:
    return [(e["message"], e["extensions"].get("field")) for e in body["errors"]]


def csv_input(text: str, name: str = "statement.csv", content_type: str = "text/csv", **extra) -> dict:
    return {"input": {"file": base64.b64encode(text.encode("utf-8")).decode("ascii"), "fileName": name,
                      "contentType": content_type, **extra}}


def imported(ws, text: str, **extra) -> dict:
    return ws.ok(IMPORT, csv_input(text, **extra))["retentionStatementImport"]


def holder_of_three_ledgers(project, party):
    """Client Co holds $10,000 for each of three subcontractors (three contracts), has recorded its trust
    account and a deposit of each $10,000 with its bank reference."""
    holder = party("Client Co")
    projects = [retention_withheld(project, f"Wharf {n}", customer=holder) for n in range(3)]
    with on_day(TODAY):
        holder.ok(ACCOUNT, {"input": TRUST})
        for n, p in enumerate(projects):
            holder.ok(RECORD, {"input": {"contractId": p.id, "kind": "deposited", "amount": 1_000_000,
                                         "date": "2026-05-21" if n < 2 else "2026-05-22", "bankRef": f"RET-W{n}"}})
    return holder, projects


@pytest.fixture(scope="module")
def held(module_project, module_party):
    return holder_of_three_ledgers(module_project, module_party)


@pytest.fixture
def three_ledgers(app, held):
    """`holder_of_three_ledgers`, shared by the module's tests; no statement imported yet (by the holder, or by
    a subcontractor). A test may import, allocate and add members, never record a ledger entry."""
    holder, projects = held
    clear_bank(app, holder, *(p.supplier for p in projects))
    return held


@pytest.fixture
def own_three_ledgers(project, party):
    """`holder_of_three_ledgers` for one test: its ledgers change."""
    return holder_of_three_ledgers(project, party)


def test_three_ledgers_an_interest_line_and_an_unallocated_deposit_balance_to_the_cent(three_ledgers):
    holder, _ = three_ledgers
    with on_day(TODAY):
        before = holder.ok(RECONCILIATION)["retentionReconciliation"]
        assert before["bankBalance"] is None and before["ledgersTotal"] == 3_000_000
        assert [e["bankRef"] for e in before["openEntries"]] == ["RET-W0", "RET-W1", "RET-W2"]

        result = imported(holder, STATEMENT)
        assert (result["newLines"], result["knownLines"], result["matched"]) == (5, 0, 3)
        assert result["imported"]["formatName"] == "Date, amount, reference (and balance)"
        report = result["reconciliation"]
        # Matched by amount and reference (case, spaces and punctuation ignored), within the dates.
        matched = {line["reference"]: line["entry"]["siteName"] for line in report["lines"] if line["entry"]}
        assert matched == {"RET-W0 Wharf 0": "Wharf 0", "ret w1": "Wharf 1", "RET-W2": "Wharf 2"}
        assert report["openEntries"] == []
        interest = next(line for line in report["lines"] if line["reference"] == "CREDIT INTEREST")
        assert interest["status"] == "unallocated"

        report = holder.ok(ALLOCATE, {"input": {"lineId": interest["id"], "explanation": "interest"}}
                           )["retentionBankLineAllocate"]["reconciliation"]

    assert report["bankBalance"] == 3_051_234 and report["balanceOn"] == "2026-06-03"
    assert report["ledgersTotal"] == 3_000_000
    assert report["interest"] == 1_234  # kept apart from retention money
    assert report["unallocatedDeposits"] == 50_000 and report["unallocatedWithdrawals"] == 0
    assert report["difference"] == 0 and report["problem"] is None
    assert [line["status"] for line in report["lines"]] == ["unallocated", "interest", "matched", "matched", "matched"]
    assert report["flagged"] == 0
    [statement] = report["imports"]
    assert (statement["lineCount"], statement["newLines"], statement["closingBalance"]) == (5, 5, 3_051_234)
    assert len(statement["sha256"]) == 64


def test_importing_the_same_statement_again_adds_no_line(three_ledgers):
    holder, _ = three_ledgers
    with on_day(TODAY):
        imported(holder, STATEMENT)
        again = imported(holder, STATEMENT)
        # An overlapping later statement: its two old lines are known, the new one is added.
        later = imported(holder, "Date,Amount,Reference,Balance\n"
                                 "03/06/2026,500.00,UNKNOWN DEPOSIT,\"30,512.34\"\n"
                                 "31/05/2026,12.34,CREDIT INTEREST,\"30,012.34\"\n"
                                 "30/06/2026,5.00,CREDIT INTEREST,\"30,517.34\"\n")
    assert (again["newLines"], again["knownLines"], again["matched"]) == (0, 5, 0)
    assert (later["newLines"], later["knownLines"]) == (1, 2)
    report = later["reconciliation"]
    assert len(report["lines"]) == 6 and len(report["imports"]) == 3
    assert report["bankBalance"] == 3_051_734 and report["balanceOn"] == "2026-06-30"
    # Rows of the organisation's own schema: their IDs carry the organisation, so another organisation's
    # line 1 is never the same node in a browser signed in to both.
    org_id = str(holder.org["id"])
    for node in report["lines"]:
        assert from_global_id(node["id"])[1].split(":")[0] == org_id, node["id"]


def test_two_identical_lines_on_one_day_are_two_lines(three_ledgers):
    holder, _ = three_ledgers
    fees = "Date,Amount,Reference,Balance\n01/06/2026,-5.00,FEE,-5.00\n01/06/2026,-5.00,FEE,-10.00\n"
    same = "Date,Amount,Reference\n01/06/2026,-5.00,FEE\n01/06/2026,-5.00,FEE\n"
    with on_day(TODAY):
        assert imported(holder, fees)["newLines"] == 2
        first = imported(holder, same, closingBalance=-1_000)
        assert first["newLines"] == 2  # without a balance, the order tells them apart
        assert imported(holder, same, closingBalance=-1_000)["newLines"] == 0


def test_a_withdrawal_that_is_not_a_release_is_flagged(own_three_ledgers):
    holder, projects = own_three_ledgers
    with on_day(TODAY):
        holder.ok(RECORD, {"input": {"contractId": projects[0].id, "kind": "released", "amount": 200_000,
                                     "date": "2026-06-10", "bankRef": "REL-77"}})
        report = imported(holder, STATEMENT + "10/06/2026,-2000.00,REL-77,\"28,512.34\"\n"
                                              "11/06/2026,-25.00,TRANSFER,\"28,487.34\"\n")["reconciliation"]
        release = next(line for line in report["lines"] if line["reference"] == "REL-77")
        assert release["status"] == "matched" and release["entry"]["kind"] == "released" and release["flag"] is None
        [flagged] = [line for line in report["lines"] if line["flag"]]
        assert flagged["flag"] == ("Withdrawal of $25.00 on 11 Jun 2026 to TRANSFER is not a release to a "
                                   "subcontractor or a defect remedy with notice: trust money may not be used for "
                                   "anything else.")
        assert report["flagged"] == 1 and report["unallocatedWithdrawals"] == -2_500
        # Explaining it as other money taken out still leaves it flagged; the balance holds.
        report = holder.ok(ALLOCATE, {"input": {"lineId": flagged["id"], "explanation": "other",
                                                "note": "Paid into the operating account by mistake"}}
                           )["retentionBankLineAllocate"]["reconciliation"]
        assert report["flagged"] == 1 and report["other"] == -2_500
        interest = next(line for line in report["lines"] if line["reference"] == "CREDIT INTEREST")
        report = holder.ok(ALLOCATE, {"input": {"lineId": interest["id"], "explanation": "interest"}}
                           )["retentionBankLineAllocate"]["reconciliation"]
        assert report["ledgersTotal"] == 2_800_000 and report["difference"] == 0


def test_a_person_allocates_a_line_and_the_refusals_show_beside_their_field(three_ledgers):
    holder, projects = three_ledgers
    statement = "Date,Amount,Reference,Balance\n01/06/2026,\"10,000.00\",LUMP,\"10,000.00\"\n" \
                "02/06/2026,\"9,000.00\",LUMP 2,\"19,000.00\"\n02/06/2026,7.00,?,\"19,007.00\"\n"
    with on_day(TODAY):
        report = imported(holder, statement)["reconciliation"]
        # Three equal deposits 10 days from the line, no reference: Claimdesk does not guess.
        assert all(line["status"] == "unallocated" for line in report["lines"])
        lump = next(line for line in report["lines"] if line["reference"] == "LUMP")
        small = next(line for line in report["lines"] if line["reference"] == "LUMP 2")
        odd = next(line for line in report["lines"] if line["reference"] == "?")
        entry = report["openEntries"][1]
        wrong = holder.gql(ALLOCATE, {"input": {"lineId": small["id"], "entryId": entry["id"]}})
        assert field_of(wrong) == [(f"The line is $9,000.00 and entry {entry['number']} on {entry['siteName']} is "
                                    "$10,000.00: allocate a line to an entry of the same amount.", "entryId")]
        assert field_of(holder.gql(ALLOCATE, {"input": {"lineId": odd["id"]}})) == [
            ("Choose an entry, or explain the line as interest, a bank fee or other.", "explanation")]
        assert field_of(holder.gql(ALLOCATE, {"input": {"lineId": odd["id"], "explanation": "other"}})) == [
            ("Say what this line is.", "note")]
        report = holder.ok(ALLOCATE, {"input": {"lineId": lump["id"], "entryId": entry["id"]}}
                           )["retentionBankLineAllocate"]["reconciliation"]
        line = next(line for line in report["lines"] if line["id"] == lump["id"])
        assert line["status"] == "allocated" and line["entry"]["id"] == entry["id"]
        assert errors_of(holder.gql(ALLOCATE, {"input": {"lineId": lump["id"], "explanation": "interest"}})) == [
            "This line is already allocated: undo its allocation first."]
        # The entry is taken: another line of the same amount cannot have it too.
        report = holder.ok(UNALLOCATE, {"input": {"lineId": lump["id"]}})["retentionBankLineUnallocate"][
            "reconciliation"]
        assert next(line for line in report["lines"] if line["id"] == lump["id"])["status"] == "unallocated"
        # The subcontractor, with a trust account and a $10,000 line of its own, cannot allocate the holder's
        # deposit (a ledger it does not hold): not found, like an entry that exists nowhere.
        supplier = projects[1].supplier
        supplier.ok(ACCOUNT, {"input": {**TRUST, "accountName": "Acme Trust"}})
        theirs = imported(supplier, statement)["reconciliation"]["lines"]
        own_line = next(line for line in theirs if line["reference"] == "LUMP")["id"]
        assert errors_of(supplier.gql(ALLOCATE, {"input": {"lineId": own_line, "entryId": entry["id"]}})) == [
            "Retention entry not found"]
        assert errors_of(supplier.gql(ALLOCATE, {"input": {"lineId": own_line, "entryId": entry["id"]}})) == \
            errors_of(supplier.gql(ALLOCATE, {"input": {"lineId": own_line,
                                                        "entryId": to_global_id("RetentionEntry", 987654321)}}))


def test_malformed_lines_are_named_and_nothing_is_imported(three_ledgers):
    holder, _ = three_ledgers
    bad = ("Date,Amount,Reference,Balance\n21/05/2026,10.00,A,10.00\n31/02/2026,5.00,B,15.00\n"
           "01/06/2026,=1+1,C,16.00\n02/06/2026,,D,16.00\n")
    with on_day(TODAY):
        body = holder.gql(IMPORT, csv_input(bad))
        assert field_of(body) == [(
            "Nothing was imported: fix the lines listed and import the file again. "
            "Line 3: the date '31/02/2026' is not a date (day/month/year); Line 4: the amount '=1+1' is not an "
            "amount; Line 5: it has no amount.", "file")]
        assert holder.ok(RECONCILIATION)["retentionReconciliation"]["lines"] == []


def test_cells_are_data_never_evaluated(three_ledgers):
    holder, _ = three_ledgers
    formula = '=HYPERLINK("http://evil.example/","click")'
    text = f'Date,Amount,Reference,Balance\n01/06/2026,7.00,"{formula.replace(chr(34), chr(34) * 2)}",7.00\n' \
           "02/06/2026,1.00,@SUM(A1:A2),8.00\n03/06/2026,1.00,+64 21 000,9.00\n"
    with on_day(TODAY):
        lines = imported(holder, text)["reconciliation"]["lines"]
    assert [line["reference"] for line in lines] == ["+64 21 000", "@SUM(A1:A2)", formula]


def test_the_upload_checks_refuse_what_is_not_a_statement(three_ledgers):
    holder, _ = three_ledgers
    with on_day(TODAY):
        assert field_of(holder.gql(IMPORT, csv_input(STATEMENT, name="statement.pdf",
                                                     content_type="application/pdf"))) == [
            ("Choose the statement's CSV file (export it from your bank as CSV).", "file")]
        assert field_of(holder.gql(IMPORT, csv_input("x" * (720 * 1024)))) == [
            ("The statement is too large (at most 700 KB): export a shorter period.", "file")]
        assert field_of(holder.gql(IMPORT, {"input": {"file": "not base64!", "fileName": "s.csv"}})) == [
            ("Choose the statement's CSV file (export it from your bank as CSV).", "file")]
        binary = {"input": {"file": base64.b64encode(b"\x00\x01\x02PK").decode(), "fileName": "s.csv"}}
        assert field_of(holder.gql(IMPORT, binary)) == [
            ("The file could not be read as text: export the statement from your bank as CSV", "file")]


def test_a_layout_not_recognised_is_mapped_once(three_ledgers):
    holder, _ = three_ledgers
    text = "Posted,Value,Their ref,Our ref\n21/05/2026,10000.00,RET-W0,x\n22/05/2026,-3.00,FEE,y\n"
    with on_day(TODAY):
        first = imported(holder, text)
        assert first["columnsToMap"] == ["Posted", "Value", "Their ref", "Our ref"] and first["imported"] is None
        mapping = {"date": "Posted", "amount": "Value", "reference": ["Their ref"]}
        bad = holder.gql(IMPORT, csv_input(text, mapping={**mapping, "amount": "Nope"}))
        assert field_of(bad) == [("Choose a column of the file", "mapping")]
        no_balance = holder.gql(IMPORT, csv_input(text, mapping=mapping))
        assert field_of(no_balance) == [("Enter the statement's closing balance: this export has no balance column.",
                                         "closingBalance")]
        done = imported(holder, text, mapping=mapping, closingBalance=999_700)
        assert (done["newLines"], done["matched"], done["imported"]["formatName"]) == (2, 1, "Mapped by you")
        # The mapping is kept: the next file of that layout needs none.
        again = imported(holder, text, closingBalance=999_700)
        assert (again["columnsToMap"], again["knownLines"]) == (None, 2)


def test_the_statement_of_another_account_is_refused(three_ledgers):
    holder, _ = three_ledgers
    asb = ("Created date / time : 30 June 2026 / 10:00:00,,,,,,\n"
           "Bank 12; Branch 3627; Account 0005597-00 (Business Account),,,,,,\n"
           "From date 20260501,,,,,,\nTo date 20260630,,,,,,\n"
           "Ledger Balance : 10000.00 as of 20260630,,,,,,\n"
           "Date,Unique Id,Tran Type,Cheque Number,Payee,Memo,Amount\n"
           "2026/05/21,2026052101,D/C,,D/C FROM CLIENT CO,RET-W0,10000.00\n")
    with on_day(TODAY):
        assert field_of(holder.gql(IMPORT, csv_input(asb))) == [
            ("This statement is for account 12-3627-0005597-000, not the trust account 01-0902-0068389-00.", "file")]


def test_only_those_who_keep_the_trust_account_reconcile(three_ledgers, module_party):
    holder, projects = three_ledgers
    viewer = holder.add_member(["ProgressClaims", "ContractView"])
    with on_day(TODAY):
        assert errors_of(viewer.gql(IMPORT, csv_input(STATEMENT))) == [
            "Only owners and members who can edit projects can record the trust account"]
        assert viewer.ok(RECONCILIATION)["retentionReconciliation"] is None
        # An organisation with no trust account recorded is asked for it first.
        stranger = module_party("Nobody Ltd")
        assert field_of(stranger.gql(IMPORT, csv_input(STATEMENT))) == [
            ("Record the trust account before importing its statement.", "file")]
        # The subcontractor reconciles its own account, never the holder's lines.
        assert projects[0].supplier.ok(RECONCILIATION)["retentionReconciliation"]["lines"] == []


def _statements(ws) -> tuple[int, dict]:
    from app.db import db
    from tests.querycount import count_queries

    ws.ok(RECONCILIATION)  # the session and the workspace warm
    with ws.app.app_context():
        engine = db.engine
    with count_queries(engine) as log:
        report = ws.ok(RECONCILIATION)["retentionReconciliation"]
    return log.count, report


def test_the_reconcile_screen_is_a_fixed_number_of_statements(three_ledgers, module_project, module_party):
    few_holder = module_party("Client Co")
    many_holder, _ = three_ledgers  # three ledgers, a deposit each
    retention_withheld(module_project, "One Wharf", customer=few_holder)
    with on_day(TODAY):
        few_holder.ok(ACCOUNT, {"input": TRUST})
        imported(few_holder, "Date,Amount,Reference,Balance\n01/06/2026,1.00,X,1.00\n")
        imported(many_holder, STATEMENT)
        imported(many_holder, STATEMENT + "10/06/2026,-25.00,TRANSFER,\"30,487.34\"\n")
    few_count, few_report = _statements(few_holder)
    many_count, many_report = _statements(many_holder)
    assert (len(few_report["lines"]), len(many_report["lines"])) == (1, 6)
    assert len(many_report["imports"]) == 2 and many_report["flagged"] == 1
    assert few_count == many_count <= 9, f"{few_count} statements for one ledger and line, {many_count} for three and six"
