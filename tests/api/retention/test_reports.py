"""The retention reports (issue 38; CCA s 18FD): the quarterly statement and the transaction report, each
served once per subcontractor recipient with the SHA-256 of the PDF that went recorded per recipient,
refused with nowhere recorded for the money; when the next statement is due and overdue."""
import hashlib
from datetime import date

import pytest
from graphql_relay import from_global_id
from sqlalchemy import select

from app.db import db
from app.domain.retention_reports import statement_due
from app.retention.report_models import RetentionReport, RetentionReportCopy
from tests.api.factories import (  # noqa: F401  (fixtures)
    errors_of,
    fetch,
    on_day,
    party,
    pdf_text,
    project,
    rendered,
    retention_withheld,
)
from tests.api.retention.test_ledger import ACCOUNT, RECORD

REPORT = """
  id number kind kindLabel periodFrom periodTo closingBalance servedAt sha256 csvSha256 csv csvFileName pdfUrl
  copies { email sha256 servedAt }
"""
LEDGER_REPORTS = """
  contractId weHold siteName payeeName statementDueBy statementOverdueSince lastStatementOn viewerCanServe
  reports { %s }
""" % REPORT
REPORTS = "query { retentionReports { %s } }" % LEDGER_REPORTS
SERVE = ("mutation($input: RetentionStatementServeInput!) { retentionStatementServe(input: $input) "
         "{ report { %s } ledger { %s } } }" % (REPORT, LEDGER_REPORTS))
NOWHERE = "Record where this retention money is held before reporting on it."


# ---- the date rule: pure vectors ----------------------------------------------------------------------

@pytest.mark.parametrize("last_served, first_withheld, today, due_by, overdue_since", [
    # Before any statement: three months after the first money withheld; late the day after.
    (None, date(2026, 5, 20), date(2026, 8, 20), date(2026, 8, 20), None),
    (None, date(2026, 5, 20), date(2026, 8, 21), date(2026, 8, 20), date(2026, 8, 21)),
    # After a statement: three months after it, whatever was withheld first.
    (date(2026, 6, 1), date(2026, 5, 20), date(2026, 9, 1), date(2026, 9, 1), None),
    (date(2026, 6, 1), date(2026, 5, 20), date(2026, 9, 2), date(2026, 9, 1), date(2026, 9, 2)),
    # A day the month lacks falls on its last day.
    (date(2026, 11, 30), None, date(2027, 3, 1), date(2027, 2, 28), date(2027, 3, 1)),
    (date(2026, 5, 31), None, date(2026, 8, 31), date(2026, 8, 31), None),
])
def test_the_next_statement_is_due_three_months_after_the_last_or_the_first_money_withheld(
        last_served, first_withheld, today, due_by, overdue_since):
    due = statement_due(last_served, first_withheld, today)
    assert (due.due_by, due.overdue_since) == (due_by, overdue_since)


def test_nothing_is_due_before_money_is_withheld():
    assert statement_due(None, None, date(2026, 5, 1)) is None


class _Walked(list):
    """A ledger's entries that count how many of them are visited."""
    visited = 0

    def __iter__(self):
        for item in super().__iter__():
            self.visited += 1
            yield item


def test_the_balances_after_each_entry_are_one_pass_with_the_same_sums():
    from app.retention import reports as service
    from app.retention.models import RetentionEntry

    def entry(seq, kind, amount, on, **facts):
        return RetentionEntry(id=100 + seq, seq=seq, kind=kind, amount=amount, entry_date=date(2026, 5, on), **facts)

    cover = entry(3, "instrument_cover", 40_000, 3, covers_until=date(2026, 5, 6))
    entries = [entry(1, "withheld", 100_000, 1), entry(2, "deposited", 30_000, 2), cover,
               entry(4, "correction", -10_000, 4, corrects_id=101), entry(5, "released", 5_000, 5),
               entry(6, "correction", 2_000, 6, corrects_id=cover.id), entry(7, "used_for_defects", 1_000, 7),
               entry(8, "withheld", 50_000, 8)]
    walked = _Walked(entries)
    after = list(service.balances_after_each(walked))
    assert [b for _, b in after] == [service.balances_through(entries, e.seq, e.entry_date) for e in entries]
    # The instrument counts while in force (to 6 May): its corrected cover on 6 May, nothing on 7 May.
    assert (after[5][1].cover, after[6][1].cover) == (42_000, 0)
    assert after[-1][1].retention_money == 100_000 - 10_000 - 5_000 - 1_000 + 50_000
    # Twice over the ledger (its entries by id, then the walk), not a walk from the start per entry (n² / 2).
    assert walked.visited == 2 * len(entries)


# ---- the API ------------------------------------------------------------------------------------------

@pytest.fixture
def held(project):
    """$10,000 withheld (due 20 May 2026) on Harbour View: Client Co holds it for Acme Builders."""
    return retention_withheld(project)


def trust_account(p):
    p.customer.ok(ACCOUNT, {"input": {"bank": "anz", "accountName": "Client Co Retentions",
                                      "accountNumber": "01-0902-0068389-00", "bankNotifiedOn": "2026-05-01",
                                      "attest": True}})


def serve(p, ws=None):
    return (ws or p.customer).gql(SERVE, {"input": {"contractId": p.id}})


def mails_of(dev_mail, p, subject: str) -> list[dict]:
    return [m for m in dev_mail(to=p.supplier.email) if subject in m["subject"]]


def test_a_statement_with_nowhere_recorded_for_the_money_is_refused(held):
    with on_day("2026-06-01"):
        assert errors_of(serve(held)) == [NOWHERE]
        # Nor is a transaction report made for a release then (the release itself stands).
        body = held.customer.gql(RECORD, {"input": {"contractId": held.id, "date": "2026-06-01", "kind": "released",
                                                    "amount": 100_000}})
        assert "errors" not in body
        [mine] = held.customer.ok(REPORTS)["retentionReports"]
    assert mine["reports"] == []


def test_the_quarterly_statement_is_served_once_per_recipient_with_the_sha256_of_the_pdf_that_went(
        held, run_jobs, dev_mail, app, tmp_path):
    p = held
    with on_day("2026-06-01"):
        trust_account(p)
        served = p.customer.ok(SERVE, {"input": {"contractId": p.id}})["retentionStatementServe"]
        again = p.customer.ok(SERVE, {"input": {"contractId": p.id}})["retentionStatementServe"]
        run_jobs()
        run_jobs()
    report = served["report"]
    assert again["report"]["id"] == report["id"]  # a double click is the same statement
    assert (report["number"], report["kind"], report["periodFrom"], report["periodTo"], report["closingBalance"]) == (
        1, "quarterly", "2026-05-20", "2026-06-01", 1_000_000)
    # The next statement is due three months after this one.
    assert (served["ledger"]["statementDueBy"], served["ledger"]["lastStatementOn"]) == ("2026-09-01", "2026-06-01")
    [mail] = mails_of(dev_mail, p, "quarterly statement 1")
    [attachment] = mail["attachments"]
    assert "held on trust for" in mail["text"] and "This is not legal advice." in mail["text"]
    with app.app_context():
        report_id = int(from_global_id(report["id"])[1])
        copies = db.session.scalars(select(RetentionReportCopy).where(RetentionReportCopy.report_id == report_id)).all()
        assert [(c.email, c.sha256) for c in copies] == [(p.supplier.email, attachment["sha256"])]
        assert db.session.get(RetentionReport, report_id).sha256 == attachment["sha256"]
    # The subcontractor sees it held from it, with the same proof, and the PDF the door serves is those bytes.
    [theirs] = p.supplier.ok(REPORTS)["retentionReports"]
    assert not theirs["weHold"] and not theirs["viewerCanServe"] and theirs["lastStatementOn"] == "2026-06-01"
    assert theirs["statementDueBy"] is None  # the holder's duty, not shown as the subcontractor's
    [seen] = theirs["reports"]
    assert seen["copies"] == [{"email": p.supplier.email, "sha256": attachment["sha256"],
                               "servedAt": seen["copies"][0]["servedAt"]}]
    response = rendered(p.supplier, seen["pdfUrl"], run_jobs)
    assert hashlib.sha256(response.data).hexdigest() == attachment["sha256"] == response.headers["X-Content-SHA256"]
    text = pdf_text(response.data, tmp_path)
    for words in ("Quarterly statement", "Opening balance", "Withheld", "Closing balance", "$10,000.00",
                  "ANZ Bank New Zealand Limited", "01-0902-•••8389-00", "held on trust for", "s 18FD",
                  "This is not legal advice."):
        assert words in text, words
    assert "0068389" not in text  # the account number is masked
    # Its CSV: opening, each entry, closing.
    assert seen["csv"].splitlines() == [
        "Entry,Date,What,Reference,Note,Amount,Retention money after",
        ",2026-05-20,Opening balance,,,,0.00",
        "1,2026-05-20,Withheld,Payment schedule,From the payment schedule,10000.00,10000.00",
        ",2026-06-01,Closing balance,,,,10000.00"]
    assert hashlib.sha256(seen["csv"].encode()).hexdigest() == seen["csvSha256"]


def test_each_deposit_release_or_correction_is_reported_the_same_day_once(held, run_jobs, dev_mail):
    p = held
    with on_day("2026-06-02"):
        trust_account(p)
        deposit = {"input": {"contractId": p.id, "date": "2026-06-02", "kind": "deposited", "amount": 1_000_000,
                             "bankRef": "DEP-1"}}
        assert "errors" not in p.customer.gql(RECORD, deposit)
        release = {"input": {"contractId": p.id, "date": "2026-06-02", "kind": "released", "amount": 250_000,
                             "bankRef": "REL-1"}}
        assert "errors" not in p.customer.gql(RECORD, release)
        run_jobs()
        run_jobs()
    [mine] = p.customer.ok(REPORTS)["retentionReports"]
    assert [(r["number"], r["kind"], r["periodFrom"], r["closingBalance"]) for r in mine["reports"]] == [
        (2, "transaction", "2026-06-02", 750_000), (1, "transaction", "2026-06-02", 1_000_000)]
    release_report = mine["reports"][0]
    assert release_report["csv"].splitlines()[1:] == [
        ",2026-06-02,Opening balance,,,,10000.00",
        "3,2026-06-02,Released to you,REL-1,,2500.00,7500.00",
        ",2026-06-02,Closing balance,,,,7500.00"]
    mails = mails_of(dev_mail, p, "transaction report")
    assert sorted(m["subject"].split(":")[1].strip() for m in mails) == ["transaction report 1", "transaction report 2"]
    assert all(c["sha256"] for r in mine["reports"] for c in r["copies"])
    # A quarterly statement later reports both entries and the withholding before them.
    with on_day("2026-06-03"):
        statement = p.customer.ok(SERVE, {"input": {"contractId": p.id}})["retentionStatementServe"]["report"]
    assert statement["number"] == 3 and statement["csv"].count("\r\n") == 6


def test_the_statement_is_overdue_the_day_after_three_months(held):
    p = held
    with on_day("2026-08-20"):
        [mine] = p.customer.ok(REPORTS)["retentionReports"]
        assert (mine["statementDueBy"], mine["statementOverdueSince"]) == ("2026-08-20", None)
    with on_day("2026-08-21"):
        [mine] = p.customer.ok(REPORTS)["retentionReports"]
        assert (mine["statementDueBy"], mine["statementOverdueSince"]) == ("2026-08-20", "2026-08-21")


def test_overdue_statements_lists_the_holders_late_ledgers(held, app):
    from app.orgs.access import load_viewer
    from app.retention.reports import overdue_statements
    from tenants.context import tenant_context
    from tenants.models import Organisation

    p = held

    def overdue(ws, on: date):
        with app.test_request_context():
            org = db.session.scalars(select(Organisation).where(Organisation.slug == ws.org["slug"])).one()
            with tenant_context(org):
                return overdue_statements(load_viewer(ws.account_id, org), on)

    assert overdue(p.customer, date(2026, 8, 20)) == []
    [late] = overdue(p.customer, date(2026, 8, 21))
    assert (late.site_name, late.overdue_since) == ("Harbour View", date(2026, 8, 21))
    assert overdue(p.supplier, date(2026, 8, 21)) == []  # the holder's duty only


def test_only_the_holders_owners_and_editors_serve_and_others_see_nothing(held, party, run_jobs):
    p = held
    with on_day("2026-06-01"):
        trust_account(p)
        assert errors_of(serve(p, p.supplier)) == [
            "Only the party holding the retention money (the payer on this contract) keeps its ledger"]
        stranger = party("Elsewhere Ltd")
        assert errors_of(serve(p, stranger)) == ["Contract not found"]
        served = p.customer.ok(SERVE, {"input": {"contractId": p.id}})["retentionStatementServe"]["report"]
        assert stranger.ok(REPORTS)["retentionReports"] == []
        url = (served["pdfUrl"].replace(f"sid={p.customer.account_id}", f"sid={stranger.account_id}")
               .replace(f"org={p.customer.org['slug']}", f"org={stranger.org['slug']}"))
        assert f"org={stranger.org['slug']}" in url
        assert fetch(stranger, url).status_code == 404


ONE_REPORT = "query($id: ID!) { retentionReport(id: $id) { id number csv csvFileName csvSha256 } }"


def test_a_reports_csv_is_read_by_its_id_by_either_party_and_no_one_else(held, party, run_jobs):
    """The Retention page asks for a report's CSV only when it is downloaded (retentionReport by id)."""
    p = held
    with on_day("2026-06-01"):
        trust_account(p)
        served = p.customer.ok(SERVE, {"input": {"contractId": p.id}})["retentionStatementServe"]["report"]
        ours = p.customer.ok(ONE_REPORT, {"id": served["id"]})["retentionReport"]
        theirs = p.supplier.ok(ONE_REPORT, {"id": served["id"]})["retentionReport"]
        stranger = party("Elsewhere Ltd")
        outside = stranger.ok(ONE_REPORT, {"id": served["id"]})["retentionReport"]
        wrong_type = p.customer.ok(ONE_REPORT, {"id": p.id})["retentionReport"]  # a Contract's ID
    assert ours == theirs
    assert (ours["number"], ours["csv"], ours["csvFileName"]) == (served["number"], served["csv"],
                                                                 served["csvFileName"])
    assert hashlib.sha256(ours["csv"].encode()).hexdigest() == ours["csvSha256"]
    assert outside is None and wrong_type is None


def test_the_payment_schedule_pdf_carries_a_retention_block(held, run_jobs, tmp_path):
    p = held
    url = (f"/v1/pdf?document=schedule&contract={p.id}&sid={p.supplier.account_id}&org={p.supplier.org['slug']}"
           f"&number=1")
    first = rendered(p.supplier, url, run_jobs)
    text = " ".join(pdf_text(first.data, tmp_path).split())
    for words in ("Retention money held on trust", "Withheld by this schedule $10,000.00", "Held in total $10,000.00",
                  "In the trust account $0.00; covered by instruments $0.00; not yet deposited or covered $10,000.00",
                  "CCA s 18FD", "This is not legal advice."):
        assert words in text, words
    # As at its own entry: what is recorded later does not change the schedule served.
    with on_day("2026-06-02"):
        trust_account(p)
        assert "errors" not in p.customer.gql(RECORD, {"input": {"contractId": p.id, "date": "2026-06-02",
                                                                 "kind": "deposited", "amount": 1_000_000}})
    assert hashlib.sha256(rendered(p.supplier, url, run_jobs).data).digest() == hashlib.sha256(first.data).digest()


def test_the_reports_query_is_a_fixed_number_of_statements(project, party):
    from tests.querycount import count_queries

    def statements(ws) -> tuple[int, list]:
        ws.ok(REPORTS)  # the session and the workspace warm
        with ws.app.app_context():
            engine = db.engine
        with count_queries(engine) as log:
            found = ws.ok(REPORTS)["retentionReports"]
        return log.count, found

    def served_and_deposited(ledgers) -> None:
        with on_day("2026-06-01"):
            for p in ledgers:
                p.customer.ok(SERVE, {"input": {"contractId": p.id}})
                assert "errors" not in p.customer.gql(RECORD, {"input": {"contractId": p.id, "date": "2026-06-01",
                                                                         "kind": "deposited", "amount": 1_000_000}})

    # Counted for a holder of one ledger, then for the same holder grown to three.
    holder = party("Client Co")
    first = retention_withheld(project, "Wharf 0", customer=holder)
    with on_day("2026-06-01"):
        trust_account(first)
    served_and_deposited([first])
    with on_day("2026-06-01"):
        few, few_found = statements(holder)
    served_and_deposited([retention_withheld(project, f"Wharf {n}", customer=holder) for n in (1, 2)])
    with on_day("2026-06-01"):
        many, many_found = statements(holder)
    assert (len(few_found), len(many_found)) == (1, 3)
    assert all(len(ledger["reports"]) == 2 and ledger["reports"][0]["copies"] for ledger in many_found)
    # 9 measured: the session and viewer, the ledgers with their parties, their reports, the reports' copies,
    # and for the next statement's date the first withheld and last entry, the last statement, the balances.
    assert few == many <= 9, f"{few} statements for one ledger, {many} for three"


def test_a_reports_csv_is_built_only_when_the_query_asks_for_it(held, monkeypatch):
    from app.retention import reports as service

    built = []
    real = service.csv_of
    monkeypatch.setattr(service, "csv_of", lambda content: built.append(content["kind"]) or real(content))
    without_csv = "query { retentionReports { reports { number csvSha256 csvFileName } } }"
    with on_day("2026-06-01"):
        trust_account(held)
        held.customer.ok(SERVE, {"input": {"contractId": held.id}})
        built.clear()
        [listed] = held.customer.ok(without_csv)["retentionReports"]
        assert [r["number"] for r in listed["reports"]] == [1] and built == []  # the page's list builds none
        [asked] = held.customer.ok("query { retentionReports { reports { csv csvSha256 } } }")["retentionReports"]
    [report] = asked["reports"]
    assert built == ["quarterly"]  # a download builds its report's
    assert hashlib.sha256(report["csv"].encode()).hexdigest() == report["csvSha256"]


HOME = "query { retentionDue { statementsOverdue { siteName payeeName overdueSince contractSlug } } }"


def test_the_homes_overdue_statements_are_the_holders_and_cost_the_same_for_one_ledger_and_three(project, party):
    from tests.querycount import count_queries

    # Counted for a holder of one ledger, then for the same holder grown to three.
    holder = party("Client Co")
    first = retention_withheld(project, "Wharf 0", customer=holder)

    def home(ws, day: str):
        with on_day(day):
            ws.ok(HOME)  # the session and the workspace warm
            with ws.app.app_context():
                engine = db.engine
            with count_queries(engine) as log:
                found = ws.ok(HOME)["retentionDue"]["statementsOverdue"]
        return log.count, found

    few_count, few = home(holder, "2026-08-21")
    for n in (1, 2):
        retention_withheld(project, f"Wharf {n}", customer=holder)
    assert home(holder, "2026-08-20")[1] == []  # due by 20 August: not yet late
    many_count, late = home(holder, "2026-08-21")
    assert [(o["siteName"], o["overdueSince"]) for o in few] == [("Wharf 0", "2026-08-21")]
    assert [o["siteName"] for o in late] == ["Wharf 0", "Wharf 1", "Wharf 2"]
    assert home(first.supplier, "2026-08-21")[1] == []  # the subcontractor owes no statement
    print(f"retentionDue.statementsOverdue: {few_count} statements for one ledger, {many_count} for three")
    assert few_count == many_count, (few_count, many_count)


def test_the_homes_overdue_statements_read_the_ledgers_and_balances_once(project, party):
    """retentionDue reads the viewer's ledgers and their balances for what is due; its statementsOverdue
    adds only the statements' own facts (the first withheld and last entry, the last statement)."""
    from tests.querycount import count_queries

    holder = party("Client Co")
    retention_withheld(project, "One Wharf", customer=holder)

    def statements(query: str) -> tuple[int, dict]:
        with on_day("2026-08-21"):
            holder.ok(query)  # the session and the workspace warm
            with holder.app.app_context():
                engine = db.engine
            with count_queries(engine) as log:
                found = holder.ok(query)["retentionDue"]
        return log.count, found

    due_alone, _ = statements("query { retentionDue { exposureCount outstanding } }")
    with_overdue, found = statements("query { retentionDue { exposureCount outstanding statementsOverdue "
                                     "{ siteName overdueSince } } }")
    assert found["statementsOverdue"] == [{"siteName": "One Wharf", "overdueSince": "2026-08-21"}]
    assert with_overdue - due_alone == 2, (due_alone, with_overdue)
