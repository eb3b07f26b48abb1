"""The holder's retention records beyond the served statements (issue 38): the internal report (every ledger,
the register, the last reconciliation; PDF and CSV, its SHA-256 kept), the inspection pack served on one
subcontractor (s 18FC) answering its open request, and the owners' export of everything with a manifest of
SHA-256 hashes. Content to the cent, permissions, service once per recipient with its hash, the refusal."""
import csv
import hashlib
import io
import zipfile

import pytest
from graphql_relay import from_global_id
from sqlalchemy import text

from app.db import db
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
from tests.api.retention.test_inspection import ANSWER, INSPECTIONS, REQUEST
from tests.api.retention.test_reconciliation import ALLOCATE, STATEMENT, TODAY, imported, own_three_ledgers  # noqa: F401
from tests.api.retention.test_reports import REPORT, SERVE, trust_account

NOWHERE = "Record where this retention money is held before reporting on it."
INTERNAL = """id number madeOn madeBy ledgerCount retentionMoney difference sha256 csvSha256 csv csvFileName pdfUrl"""
JOB = "number kind status message requestedBy reportNumber fileName size sha256 downloadUrl"
MAKE = "mutation($input: RetentionRecordsAskInput) { retentionInternalReportMake(input: $input) { job { %s } } }" % JOB
EXPORT = "mutation($input: RetentionRecordsAskInput) { retentionRecordsExport(input: $input) { job { %s } } }" % JOB
INTERNALS = ("query { retentionInternalReports { %s } retentionRecordsJobs { %s } retentionRecordsCanExport }"
             % (INTERNAL, JOB))
PACK = ("mutation($input: RetentionInspectionPackServeInput!) { retentionInspectionPackServe(input: $input) "
        "{ report { %s } request { number open answerManner answerWords answerNote packReportId } } }" % REPORT)
NO_EDIT = ["ProgressClaims", "ContractView"]


def asked(ws, mutation=MAKE, key=None) -> dict:
    """The job asked for: Preparing until the worker has run it."""
    body = ws.ok(mutation, {"input": {"requestKey": key}} if key else {})
    [job] = body.values()
    return job["job"]


def made(ws, run_jobs) -> dict:
    """Ask for the internal report, run the jobs (real RQ, a burst), and answer the report made."""
    job = asked(ws)
    assert (job["status"], job["reportNumber"]) == ("Preparing", None)
    run_jobs()
    data = ws.ok(INTERNALS)
    [done] = [j for j in data["retentionRecordsJobs"] if j["number"] == job["number"]]
    assert done["status"] == "Ready", done
    [report] = [r for r in data["retentionInternalReports"] if r["number"] == done["reportNumber"]]
    return report


def pack(p, ws=None):
    return (ws or p.customer).gql(PACK, {"input": {"contractId": p.id}})


# ---- the internal report --------------------------------------------------------------------------------

def test_the_internal_report_states_every_ledger_the_register_and_the_reconciliation_to_the_cent(
        own_three_ledgers, run_jobs, tmp_path):
    holder, projects = own_three_ledgers
    with on_day(TODAY):
        lines = imported(holder, STATEMENT)["reconciliation"]["lines"]
        interest = next(line for line in lines if line["reference"] == "CREDIT INTEREST")
        holder.ok(ALLOCATE, {"input": {"lineId": interest["id"], "explanation": "interest"}})
        report = made(holder, run_jobs)
        listed = holder.ok(INTERNALS)["retentionInternalReports"]
    assert listed == [report]
    assert (report["number"], report["madeOn"], report["ledgerCount"], report["retentionMoney"],
            report["difference"]) == (1, TODAY, 3, 3_000_000, 0)
    rows = list(csv.reader(io.StringIO(report["csv"])))
    assert rows[:6] == [
        ["Ledgers"],
        ["Contract", "Held for", "Withheld", "Deposited", "Released", "Used for defects", "Retention money",
         "In the trust account", "Covered by instruments", "Not deposited or covered"],
        ["Wharf 0", "Acme Builders Limited", "10000.00", "10000.00", "0.00", "0.00", "10000.00", "10000.00", "0.00", "0.00"],
        ["Wharf 1", "Acme Builders Limited", "10000.00", "10000.00", "0.00", "0.00", "10000.00", "10000.00", "0.00", "0.00"],
        ["Wharf 2", "Acme Builders Limited", "10000.00", "10000.00", "0.00", "0.00", "10000.00", "10000.00", "0.00", "0.00"],
        ["Total", "", "", "", "", "", "30000.00", "30000.00", "0.00", "0.00"]]
    entries = [r for r in rows if len(r) == 10 and r[0].startswith("Wharf") and r[2] in ("1", "2")]
    assert [(r[0], r[2], r[4], r[7], r[8]) for r in entries] == [
        ("Wharf 0", "1", "Withheld", "10000.00", "10000.00"), ("Wharf 0", "2", "Deposited in the trust account",
                                                                 "10000.00", "10000.00"),
        ("Wharf 1", "1", "Withheld", "10000.00", "10000.00"), ("Wharf 1", "2", "Deposited in the trust account",
                                                                 "10000.00", "10000.00"),
        ("Wharf 2", "1", "Withheld", "10000.00", "10000.00"), ("Wharf 2", "2", "Deposited in the trust account",
                                                                 "10000.00", "10000.00")]
    assert all(len(r[9]) == 64 for r in entries)  # each entry's hash
    assert ["Trust account", "ANZ Bank New Zealand Limited", "Client Co Retention Trust", "01-0902-0068389-00", "",
            "2026-05-01", ""] in rows
    tail = rows[rows.index(["Reconciliation"]) + 1:]
    assert tail == [["Bank balance", "30512.34", "2026-06-03"], ["Ledgers' total", "30000.00", ""],
                    ["Interest", "12.34", ""], ["Bank fees", "0.00", ""], ["Other", "0.00", ""],
                    ["Unallocated in", "500.00", ""], ["Unallocated out", "0.00", ""], ["Difference", "0.00", ""]]
    assert hashlib.sha256(report["csv"].encode()).hexdigest() == report["csvSha256"]
    # The PDF at the door is the bytes whose SHA-256 was kept when it was made.
    response = rendered(holder, report["pdfUrl"], run_jobs)
    (tmp_path / "internal.pdf").write_bytes(response.data)
    assert hashlib.sha256(response.data).hexdigest() == report["sha256"]
    words = pdf_text(response.data, tmp_path)
    for expected in ("Internal report", "Wharf 0", "Acme Builders", "$30,000.00", "01-0902-0068389-00",
                     "$30,512.34", "$12.34", "$500.00", "UNKNOWN DEPOSIT", "Retention rules as at",
                     "This is not legal advice."):
        assert expected in words, expected


def test_the_internal_report_is_refused_with_nowhere_recorded_for_the_money(project):
    p = retention_withheld(project)
    with on_day("2026-06-01"):
        assert errors_of(p.customer.gql(MAKE)) == [NOWHERE]
        assert p.customer.ok(INTERNALS)["retentionInternalReports"] == []


def test_only_the_holders_owners_and_editors_make_or_read_the_internal_report(project, party, run_jobs):
    p = retention_withheld(project)
    viewer = p.customer.add_member(NO_EDIT)
    stranger = party("Elsewhere Ltd")
    with on_day("2026-06-01"):
        trust_account(p)
        report = made(p.customer, run_jobs)
        assert errors_of(viewer.gql(MAKE)) == [
            "Only owners and members who can edit projects can make the internal retention report"]
        assert viewer.ok(INTERNALS) == {"retentionInternalReports": None, "retentionRecordsJobs": None,
                                        "retentionRecordsCanExport": False}
        # The subcontractor and an outsider hold nothing: nothing to report, and the holder's report is not theirs.
        no_ledgers = "Your organisation holds no retention money: there are no retention ledgers to report on."
        assert errors_of(p.supplier.gql(MAKE)) == [no_ledgers]
        assert errors_of(stranger.gql(MAKE)) == [no_ledgers]
        assert stranger.ok(INTERNALS)["retentionInternalReports"] == []
        url = (report["pdfUrl"].replace(f"sid={p.customer.account_id}", f"sid={stranger.account_id}")
               .replace(f"org={p.customer.org['slug']}", f"org={stranger.org['slug']}"))
        assert fetch(stranger, url).status_code == 404
        viewer_url = report["pdfUrl"].replace(f"sid={p.customer.account_id}", f"sid={viewer.account_id}")
        assert fetch(viewer, viewer_url).status_code == 404


# ---- the inspection pack --------------------------------------------------------------------------------

def test_the_inspection_pack_is_served_once_per_recipient_with_its_hash_and_answers_the_request(
        project, party, run_jobs, dev_mail, app, tmp_path):
    holder = party("Client Co")
    p = retention_withheld(project, customer=holder)
    other = retention_withheld(project, "Pier Two", customer=holder, supplier=p.supplier)
    elsewhere = retention_withheld(project, "Elsewhere", customer=holder)  # another subcontractor: not in the pack
    with on_day("2026-06-01"):
        trust_account(p)
        statement = p.customer.ok(SERVE, {"input": {"contractId": p.id}})["retentionStatementServe"]["report"]
        run_jobs()
        statement_sha = p.customer.ok("query($id: ID!) { retentionReport(id: $id) { sha256 } }",
                                      {"id": statement["id"]})["retentionReport"]["sha256"]
        p.supplier.ok(REQUEST, {"input": {"contractId": p.id, "message": "Please send the records"}})
    with on_day("2026-06-02"):
        served = pack(p)
        run_jobs()
        run_jobs()
    assert "errors" not in served, served
    report, request = served["data"]["retentionInspectionPackServe"].values()
    assert (report["number"], report["kind"], report["kindLabel"], report["closingBalance"]) == (
        2, "inspection", "Inspection pack", 1_000_000)
    assert (request["number"], request["open"], request["answerManner"], request["answerNote"]) == (
        1, False, "pack_sent", "Inspection pack 2")
    assert request["answerWords"] == "Inspection pack sent on 2 June 2026"
    assert request["packReportId"] == report["id"]
    # Once to the subcontractor's one recipient, the SHA-256 of the PDF that went recorded for it.
    mails = [m for m in dev_mail(to=p.supplier.email) if "inspection pack" in m["subject"]]
    [mail] = mails
    [attachment] = mail["attachments"]
    assert "s 18FC" in mail["text"] and "This is not legal advice." in mail["text"]
    [theirs] = [r for r in p.supplier.ok("query { retentionReports { siteName reports { %s } } }" % REPORT)[
        "retentionReports"] if r["siteName"] == "Harbour View"]
    seen = next(r for r in theirs["reports"] if r["kind"] == "inspection")
    assert seen["copies"] == [{"email": p.supplier.email, "sha256": attachment["sha256"],
                               "servedAt": seen["copies"][0]["servedAt"]}]
    response = rendered(p.supplier, seen["pdfUrl"], run_jobs)
    assert hashlib.sha256(response.data).hexdigest() == attachment["sha256"]
    (tmp_path / "pack.pdf").write_bytes(response.data)
    words = pdf_text(response.data, tmp_path)
    for expected in ("Inspection pack", "Harbour View", "Pier Two", "Withheld", "$10,000.00", "s 18FC",
                     "Quarterly statement 1", "01-0902-•••8389-00", "held on trust for", "This is not legal advice."):
        assert expected in words, expected
    assert statement_sha in "".join(words.split())  # the statement's hash as delivered (wrapped in its cell)
    assert "Elsewhere" not in words and "0068389" not in words
    # Its CSV: every entry of both ledgers, each with what is held after it, and the statement served.
    rows = list(csv.reader(io.StringIO(seen["csv"])))
    assert [(r[0], r[1], r[3], r[6], r[7]) for r in rows[1:5]] == [
        ("Harbour View", "1", "Withheld", "10000.00", "10000.00"),
        ("Harbour View", "", "Retention money held", "", "10000.00"),
        ("Pier Two", "1", "Withheld", "10000.00", "10000.00"),
        ("Pier Two", "", "Retention money held", "", "10000.00")]
    served_rows = rows[rows.index(["Report served", "Contract", "From", "To", "Served on", "PDF SHA-256",
                                   "CSV SHA-256"]) + 1:]
    assert [r[:2] for r in served_rows] == [["Quarterly statement 1", "Harbour View"]]
    assert served_rows[0][6] == statement["csvSha256"]
    assert other.id != elsewhere.id
    # The request's answer is logged on the contract's activity.
    with app.app_context():
        logged = db.session.execute(text(
            "SELECT comment FROM shared.activities WHERE contract_id = :c AND code = 'inspection_answered'"),
            {"c": int(from_global_id(p.id)[1])}).scalars().all()
        db.session.rollback()
    assert logged == ["Inspection pack sent on 2 June 2026: Inspection pack 2"]
    # The subcontractor sees the request answered with the pack.
    [mine] = p.supplier.ok(INSPECTIONS)["retentionInspections"]["requests"]
    assert (mine["open"], mine["answerManner"]) == (False, "pack_sent")


def test_the_inspection_pack_is_refused_with_nowhere_recorded_and_to_all_but_the_holders_editors(project, party):
    p = retention_withheld(project)
    viewer = p.customer.add_member(NO_EDIT)
    stranger = party("Elsewhere Ltd")
    with on_day("2026-06-01"):
        assert errors_of(pack(p)) == [NOWHERE]
        trust_account(p)
        assert errors_of(pack(p, p.supplier)) == [
            "Only the party holding the retention money (the payer on this contract) keeps its ledger"]
        assert errors_of(pack(p, stranger)) == ["Contract not found"]
        assert errors_of(pack(p, viewer)) == ["Only owners and members with Edit on this project can record retention money"]
        assert "errors" not in pack(p)


def test_answering_without_a_pack_still_works_and_a_pack_with_no_request_answers_nothing(project):
    p = retention_withheld(project)
    with on_day("2026-06-01"):
        trust_account(p)
        body = pack(p)
    assert body["data"]["retentionInspectionPackServe"]["request"] is None
    assert body["data"]["retentionInspectionPackServe"]["report"]["number"] == 1
    with on_day("2026-06-02"):
        p.supplier.ok(REQUEST, {"input": {"contractId": p.id, "message": ""}})
        answered = p.customer.ok(ANSWER, {"input": {"contractId": p.id, "number": 1, "manner": "made_available",
                                                     "answeredOn": "2026-06-02", "note": ""}})
    assert answered["retentionInspectionAnswer"]["request"]["answerManner"] == "made_available"


# ---- the jobs: one report per request, however often it is asked for or run ----------------------------------

def test_a_double_click_a_request_sent_again_and_a_retried_job_make_one_report(project, run_jobs, app):
    p = retention_withheld(project)
    with on_day("2026-06-01"):
        trust_account(p)
        first = asked(p.customer, key="press-1")
        again = asked(p.customer, key="press-2")  # a double click: a second press while the first is Preparing
        assert again["number"] == first["number"] and first["status"] == "Preparing"
        run_jobs()
        resent = asked(p.customer, key="press-1")  # the first request sent again once it is done
        assert (resent["number"], resent["status"]) == (first["number"], "Ready")
        # The outbox relays the job again (a retry after a lost acknowledgement): it finds its row Ready.
        with app.app_context():
            from app.jobs import outbox
            [row_id] = db.session.execute(text("SELECT id FROM shared.outbox WHERE key = :k"), {
                "k": f"retention.records:{p.customer.org['id']}:{first['number']}"}).scalars().all()
            db.session.execute(text("UPDATE shared.outbox SET done_at = NULL WHERE id = :i"), {"i": row_id})
            db.session.commit()
            outbox.relay([(row_id, "default")])
        run_jobs()
        data = p.customer.ok(INTERNALS)
    assert [r["number"] for r in data["retentionInternalReports"]] == [resent["reportNumber"]]
    assert [(j["number"], j["status"]) for j in data["retentionRecordsJobs"]] == [(first["number"], "Ready")]
    assert errors_of(p.customer.gql(MAKE, {"input": {"requestKey": "no spaces"}})) == [
        "requestKey must be 1 to 64 letters, digits, '-' or '_'"]
    # A new press once the first is done is a new report.
    with on_day("2026-06-02"):
        assert made(p.customer, run_jobs)["number"] == resent["reportNumber"] + 1
        # A job still Preparing after 15 minutes lost its work for good: shown Failed, and the next press starts
        # again rather than waiting on it for ever.
        lost = asked(p.customer)
        with app.app_context():
            from tenants.models import Organisation
            schema = db.session.get(Organisation, p.customer.org["id"]).schema_name
            db.session.execute(text(f'UPDATE "{schema}".retention_records_jobs SET requested_at = requested_at - '
                                    "interval '16 minutes' WHERE id = :i"), {"i": lost["number"]})
            db.session.commit()
        [shown] = [j for j in p.customer.ok(INTERNALS)["retentionRecordsJobs"] if j["number"] == lost["number"]]
        assert (shown["status"], shown["message"]) == ("Failed", "It was not prepared in time. Ask for it again.")
        fresh = asked(p.customer)
        assert fresh["number"] == lost["number"] + 1 and fresh["status"] == "Preparing"
        run_jobs()  # the lost job finds its row Failed and makes nothing; the fresh one makes its report
        reports = p.customer.ok(INTERNALS)["retentionInternalReports"]
    assert [r["number"] for r in reports] == [resent["reportNumber"] + 2, resent["reportNumber"] + 1,
                                              resent["reportNumber"]]


# ---- the export ------------------------------------------------------------------------------------------

def _download(ws, job_number, org=None, sid=None):
    return fetch(ws, f"/v1/export/retention?sid={sid or ws.account_id}&org={org or ws.org['slug']}&job={job_number}")


def test_the_export_zips_everything_with_a_manifest_whose_hashes_match_and_is_logged(project, run_jobs, app):
    p = retention_withheld(project)
    with on_day("2026-06-01"):
        trust_account(p)
        statement = p.customer.ok(SERVE, {"input": {"contractId": p.id}})["retentionStatementServe"]["report"]
        run_jobs()
        internal = made(p.customer, run_jobs)
        assert p.customer.ok(INTERNALS)["retentionRecordsCanExport"] is True
        job = asked(p.customer, EXPORT)
        assert (job["kind"], job["status"], job["downloadUrl"]) == ("export", "Preparing", None)
        early = _download(p.customer, job["number"])
        assert (early.status_code, early.get_json()["message"]) == (404, "The export is not ready yet")
        run_jobs()
        [ready] = [j for j in p.customer.ok(INTERNALS)["retentionRecordsJobs"] if j["kind"] == "export"]
        url = ready["downloadUrl"]
        response = fetch(p.customer, url)
    assert response.status_code == 200, response.get_data(as_text=True)
    assert response.headers["Content-Type"] == "application/zip"
    assert "sid=" in url and "token" not in url  # the session cookie and the account id, no secret
    # The file kept is the one whose SHA-256 was kept when it was built.
    assert hashlib.sha256(response.data).hexdigest() == ready["sha256"] == response.headers["X-Content-SHA256"]
    assert len(response.data) == ready["size"] and ready["fileName"].endswith(".zip")
    z = zipfile.ZipFile(io.BytesIO(response.data))
    manifest = list(csv.DictReader(io.StringIO(z.read("manifest.csv").decode())))
    names = sorted(z.namelist())
    assert sorted([m["Path"] for m in manifest] + ["manifest.csv", "README.txt"]) == names
    for m in manifest:
        data = z.read(m["Path"])
        assert hashlib.sha256(data).hexdigest() == m["SHA-256"] and int(m["Bytes"]) == len(data), m["Path"]
    by_path = {m["Path"]: m for m in manifest}
    [statement_pdf] = [k for k in by_path if k.startswith("reports/retention-statement-") and k.endswith(".pdf")]
    # The stored PDF is the one served: its hash is the hash recorded when it went.
    assert by_path[statement_pdf]["SHA-256"] == by_path[statement_pdf]["SHA-256 recorded when served or made"]
    report_sha = p.customer.ok("query($id: ID!) { retentionReport(id: $id) { sha256 } }",
                               {"id": statement["id"]})["retentionReport"]["sha256"]
    assert by_path[statement_pdf]["SHA-256"] == report_sha
    [internal_pdf] = [k for k in by_path if k.startswith("internal/") and k.endswith(".pdf")]
    assert by_path[internal_pdf]["SHA-256"] == internal["sha256"]
    entries = list(csv.DictReader(io.StringIO(z.read("entries.csv").decode())))
    assert [(e["Entry"], e["Kind"], e["Amount"], e["Hash before"][:8]) for e in entries] == [
        ("1", "withheld", "10000.00", "00000000")]
    ledgers = list(csv.DictReader(io.StringIO(z.read("ledgers.csv").decode())))
    assert [(x["Contract"], x["Retention money"], x["In the trust account"]) for x in ledgers] == [
        ("Harbour View", "10000.00", "0.00")]
    assert "01-0902-0068389-00" in z.read("register.csv").decode()
    with app.app_context():
        logged = db.session.execute(text(
            "SELECT code, private_to_org_id IS NOT NULL FROM shared.activities WHERE contract_id = :c AND "
            "code = 'retention_exported'"), {"c": int(from_global_id(p.id)[1])}).all()
        db.session.rollback()
    assert [tuple(r) for r in logged] == [("retention_exported", True)]  # once: by the job, privately


def test_the_export_is_for_owners_only(project, party, run_jobs):
    p = retention_withheld(project)
    editor = p.customer.add_member(["ProgressClaims", "ContractView", "ContractEdit"])
    stranger = party("Elsewhere Ltd")  # another organisation's owner
    owners_only = "Only the organisation's owners can export its retention records"
    with on_day("2026-06-01"):
        assert errors_of(editor.gql(EXPORT)) == [owners_only]
        assert editor.ok(INTERNALS)["retentionRecordsCanExport"] is False
        assert [j["kind"] for j in editor.ok(INTERNALS)["retentionRecordsJobs"]] == []
        assert errors_of(p.supplier.gql(EXPORT)) == [
            "Your organisation holds no retention money: there are no retention ledgers to report on."]
        job = asked(p.customer, EXPORT)
        run_jobs()
        assert _download(p.customer, job["number"]).status_code == 200
        # The holder's editor sees neither the export nor its file.
        refused = _download(editor, job["number"])
        assert (refused.status_code, refused.get_json()["message"]) == (403, owners_only)
        assert [j["kind"] for j in editor.ok(INTERNALS)["retentionRecordsJobs"]] == []
        # Another organisation's owner: the holder's account or organisation in the link is out of reach, and
        # the number in its own organisation names nothing.
        assert _download(stranger, job["number"], sid=p.customer.account_id, org=p.customer.org["slug"]
                         ).status_code == 404
        assert _download(stranger, job["number"], org=p.customer.org["slug"]).status_code == 404
        assert _download(stranger, job["number"]).status_code == 404
        assert stranger.ok(INTERNALS)["retentionRecordsJobs"] == []
        malformed = fetch(p.customer, f"/v1/export/retention?sid={p.customer.account_id}&org={p.customer.org['slug']}")
        assert (malformed.status_code, malformed.get_json()["field"]) == (400, "job")


def _records_statements(ws) -> tuple[int, dict]:
    from tests.querycount import count_queries

    ws.ok(INTERNALS)  # the session and the workspace warm
    with ws.app.app_context():
        engine = db.engine
    with count_queries(engine) as log:
        data = ws.ok(INTERNALS)
    return log.count, data


def test_the_records_card_is_a_fixed_number_of_statements(project, party, run_jobs):
    """The internal reports and the jobs: 5 statements measured (the session and viewer, the reports, the jobs),
    whatever the number of reports, of jobs and of the ledgers they cover. Counted for a holder of one ledger
    and one report, then for the same holder grown to three ledgers, three reports and an export asked for."""
    holder = party("Client Co")
    one = retention_withheld(project, "Wharf 0", customer=holder)
    with on_day("2026-06-01"):
        trust_account(one)
        made(holder, run_jobs)
        few, few_data = _records_statements(holder)
    for n in (1, 2):
        retention_withheld(project, f"Wharf {n}", customer=holder)
    with on_day("2026-06-01"):
        for _ in range(2):
            made(holder, run_jobs)
        asked(holder, EXPORT)
        lots, lots_data = _records_statements(holder)
    assert (len(few_data["retentionInternalReports"]), len(lots_data["retentionInternalReports"])) == (1, 3)
    assert (len(few_data["retentionRecordsJobs"]), len(lots_data["retentionRecordsJobs"])) == (1, 4)
    assert lots_data["retentionInternalReports"][0]["ledgerCount"] == 3
    assert few == lots == 5, f"{few} statements for one report of one ledger, {lots} for three of three"
