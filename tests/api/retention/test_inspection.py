"""The subcontractor's side of the retention records (issue 38, research RT-13): its request to inspect the
records of its retention money (CCA s 18FC) reaches the holder as a task (its page, its home's count),
emailed once to the holder's owners through the outbox and logged on the contract for both; the holder marks
it answered (the day, how, a note) and the subcontractor sees it. And the notices before use for defects
served on the subcontractor, as its side lists them. The clock is set."""
from sqlalchemy import text

from app.db import db
from tests.api.factories import (  # noqa: F401  (fixtures)
    errors_of,
    on_day,
    party,
    project,
    rendered,
    retention_withheld,
)
from tests.querycount import count_queries

REQUEST_FIELDS = """contractId number siteName holderName payeeName weHold requesterName message requestedOn open
  answeredOn answeredByName answerManner answerWords answerNote viewerCanAnswer"""
INSPECTIONS = ("query { retentionInspections { requests { %s } heldFromUs { contractId siteName holderName "
               "viewerCanRequest } openCount right manners { value label } rulesNote } }" % REQUEST_FIELDS)
REQUEST = ("mutation($input: RetentionInspectionRequestInput!) { retentionInspectionRequest(input: $input) "
           "{ sentCount request { %s } } }" % REQUEST_FIELDS)
ANSWER = ("mutation($input: RetentionInspectionAnswerInput!) { retentionInspectionAnswer(input: $input) "
          "{ request { %s } } }" % REQUEST_FIELDS)
HOME = "query { retentionDue { inspectionRequestsOpen { siteName payeeName requestedOn } } }"
RECEIVED = ("query { retentionDefectNoticesReceived { contractId siteName holderName number noticeDate amount used "
            "defect servedOn servedWords useFrom useFromWords pdfViewUrl } }")
TERMS = ("mutation($input: ContractRetentionUpdateInput!) { contractRetentionUpdate(input: $input) "
         "{ contract { id } } }")
MAKE = ("mutation($input: RetentionDefectNoticeMakeInput!) { retentionDefectNoticeMake(input: $input) "
        "{ notice { number } } }")
RECORD_SERVICE = ("mutation($input: RetentionDefectServiceInput!) { retentionDefectNoticeRecordService(input: $input) "
                  "{ notice { number } } }")
VIEWER = ["ContractComment", "ContractView", "ProgressClaims"]
MESSAGE = "Please send the ledger and the bank statements for the trust account since March."
SUBJECT = "Request to inspect retention records"


def field_of(body) -> list:
    return [(e["message"], (e.get("extensions") or {}).get("field")) for e in body.get("errors", [])]


def ask(p, ws=None, message=MESSAGE):
    return (ws or p.supplier).gql(REQUEST, {"input": {"contractId": p.id, "message": message}})


def answer(p, ws=None, **fields):
    data = {"contractId": p.id, "number": 1, "manner": "pack_sent", "answeredOn": "2026-06-03",
            "note": "Ledger and statements emailed to accounts@acme.example", **fields}
    return (ws or p.customer).gql(ANSWER, {"input": data})


def activities(app, p) -> list[tuple[str, str | None, str]]:
    from graphql_relay import from_global_id

    with app.app_context():
        rows = db.session.execute(text(
            "SELECT code, comment, actor_name FROM shared.activities WHERE contract_id = :c AND code LIKE "
            "'inspection_%' ORDER BY id"), {"c": int(from_global_id(p.id)[1])}).all()
        db.session.rollback()
    return [tuple(r) for r in rows]


def mails_to(dev_mail, email) -> list[dict]:
    return [m for m in dev_mail(to=email) if m["subject"].startswith(SUBJECT)]


def test_the_request_reaches_the_holder_as_a_task_emailed_once_and_logged_for_both(project, dev_mail, run_jobs, app):
    p = retention_withheld(project)
    with on_day("2026-06-01"):
        first = ask(p)
        run_jobs()
        again = ask(p, message="Again?")
        run_jobs()
        theirs = p.customer.ok(INSPECTIONS)["retentionInspections"]
        ours = p.supplier.ok(INSPECTIONS)["retentionInspections"]
        home = p.customer.ok(HOME)["retentionDue"]["inspectionRequestsOpen"]
        their_home = p.supplier.ok(HOME)["retentionDue"]["inspectionRequestsOpen"]
    made = first["data"]["retentionInspectionRequest"]
    assert made["sentCount"] == 1
    assert (made["request"]["number"], made["request"]["requestedOn"], made["request"]["message"],
            made["request"]["open"], made["request"]["weHold"]) == (1, "2026-06-01", MESSAGE, True, False)
    # A second request while one is open: refused, naming the day of the first; nothing more is sent.
    assert errors_of(again) == ["You asked on 1 June 2026 and Client Co Limited has not answered yet: a second request is "
                                "not needed."]
    [mail] = mails_to(dev_mail, p.customer.email)
    assert mail["subject"] == f"{SUBJECT}: Acme Builders Limited (Harbour View)"
    body = mail["text"]
    assert "Acme Builders Limited asked on 1 June 2026 to inspect the records of the retention money" in body
    assert f"Their message: {MESSAGE}" in body and "(Construction Contracts Act 2002, s 18FC)" in body
    assert "This is not legal advice." in body and "/retention" in body
    assert mails_to(dev_mail, p.supplier.email) == []  # the subcontractor is not told of its own request
    # The holder's task, on its page and counted on its home; the subcontractor sees its request's status.
    [task] = theirs["requests"]
    assert (task["weHold"], task["open"], task["viewerCanAnswer"], task["payeeName"], task["siteName"]) == (
        True, True, True, "Acme Builders Limited", "Harbour View")
    assert theirs["openCount"] == 1 and theirs["heldFromUs"] == []
    assert "s 18FC" in theirs["right"] and "not legal advice" in theirs["rulesNote"]
    [mine] = ours["requests"]
    assert (mine["weHold"], mine["open"], mine["viewerCanAnswer"]) == (False, True, False)
    assert ours["openCount"] == 0
    assert ours["heldFromUs"] == [{"contractId": p.id, "siteName": "Harbour View", "holderName": "Client Co Limited",
                                   "viewerCanRequest": True}]
    assert home == [{"siteName": "Harbour View", "payeeName": "Acme Builders Limited", "requestedOn": "2026-06-01"}]
    assert their_home == []
    [(code, comment, _actor)] = activities(app, p)
    assert (code, comment) == ("inspection_requested", MESSAGE)


def test_the_holder_marks_it_answered_and_the_subcontractor_sees_how(project, app):
    p = retention_withheld(project)
    with on_day("2026-06-01"):
        ask(p, message="")
    with on_day("2026-06-03"):
        no_manner = answer(p, manner=None)
        before = answer(p, answeredOn="2026-05-29")
        future = answer(p, answeredOn="2026-06-04")
        by_them = answer(p, ws=p.supplier)
        done = p.customer.ok(ANSWER, {"input": {"contractId": p.id, "number": 1, "manner": "pack_sent",
                                                "answeredOn": "2026-06-03", "note": "Ledger and statements emailed"}})
        retry = answer(p, note="Ledger and statements emailed")
        other = answer(p, manner="made_available", note="")
        ours = p.supplier.ok(INSPECTIONS)["retentionInspections"]["requests"]
        home = p.customer.ok(HOME)["retentionDue"]["inspectionRequestsOpen"]
        asked_again = ask(p, message="And the June statement")
    assert field_of(no_manner) == [("Choose how the request was answered", "manner")]
    assert field_of(before) == [("The request was made on 1 June 2026: it cannot have been answered before then",
                                 "answeredOn")]
    assert field_of(future) == [("The date cannot be in the future", "answeredOn")]
    assert errors_of(by_them) == ["Only the party holding the retention money (the payer on this contract) keeps its "
                                  "ledger"]
    answered = done["retentionInspectionAnswer"]["request"]
    assert (answered["open"], answered["answerManner"], answered["answerWords"], answered["viewerCanAnswer"]) == (
        False, "pack_sent", "Inspection pack sent on 3 June 2026", False)
    assert "errors" not in retry  # the same answer again changes nothing
    assert errors_of(other) == ["This request was answered on 3 June 2026 (inspection pack sent)."]
    [mine] = ours
    assert (mine["open"], mine["answerWords"], mine["answerNote"], mine["message"]) == (
        False, "Inspection pack sent on 3 June 2026", "Ledger and statements emailed", "")
    assert home == []
    # Answered, a new request may be made: numbered 2.
    assert asked_again["data"]["retentionInspectionRequest"]["request"]["number"] == 2
    assert [(code, comment) for code, comment, _ in activities(app, p)] == [
        ("inspection_requested", None),
        ("inspection_answered", "Inspection pack sent on 3 June 2026: Ledger and statements emailed"),
        ("inspection_requested", "And the June statement")]


def test_who_may_ask_and_on_which_contracts(project, party, dev_mail, run_jobs):
    p = retention_withheld(project)
    onlooker = p.supplier.add_member(permissions=VIEWER)
    stranger = party("Stranger Co")
    bare = project(site_name="No Retention Yet")
    with on_day("2026-06-01"):
        by_holder = ask(p, ws=p.customer)
        by_viewer = ask(p, ws=onlooker)
        by_stranger = ask(p, ws=stranger)
        no_ledger = ask(bare)
        run_jobs()
    assert errors_of(by_holder) == ["Only the party the retention money is held for (the payee on this contract) can "
                                    "ask to inspect its records"]
    assert errors_of(by_viewer) == ["Only owners and members with Edit on this project can ask to inspect the "
                                    "retention records"]
    assert errors_of(by_stranger) == ["Contract not found"]
    assert errors_of(no_ledger) == ["No retention money has been withheld on this contract: there are no retention "
                                    "records to inspect yet."]
    assert mails_to(dev_mail, p.customer.email) == []
    assert onlooker.ok(INSPECTIONS)["retentionInspections"]["heldFromUs"][0]["viewerCanRequest"] is False
    assert stranger.ok(INSPECTIONS)["retentionInspections"]["requests"] == []
    # A residential contract (s 18B): the trust rules, and the right to inspect with them, do not apply.
    body = p.customer.gql(TERMS, {"input": {"contractId": p.id, "enteredOn": "2025-03-01", "residentialOccupier": True,
                                            "optedIn": False, "stages": []}})
    assert "errors" not in body, body
    with on_day("2026-06-02"):
        residential = ask(p)
    assert errors_of(residential) == ["The Act's retention trust rules do not apply to this contract, so it gives no "
                                      "right to inspect its retention records (CCA s 18B)."]


def test_the_notices_before_use_served_on_the_subcontractor(project, party, run_jobs):
    p = retention_withheld(project)
    body = p.customer.gql(TERMS, {"input": {"contractId": p.id, "enteredOn": "2025-03-01", "residentialOccupier": False,
                                            "optedIn": False, "stages": [], "defectsClause": "Clause 14.3",
                                            "defectsProcedure": "Notify in writing."}})
    assert "errors" not in body, body
    with on_day("2026-10-20"):
        for amount in (250_000, 100_000):
            p.customer.ok(MAKE, {"input": {"contractId": p.id, "defect": "Leaking shower waste", "amount": amount}})
        p.customer.ok(RECORD_SERVICE, {"input": {"contractId": p.id, "number": 1, "manner": "post",
                                                 "servedOn": "2026-10-20", "servedTo": "Acme Builders, PO Box 1"}})
        ours = p.supplier.ok(RECEIVED)["retentionDefectNoticesReceived"]
        theirs = p.customer.ok(RECEIVED)["retentionDefectNoticesReceived"]
        stranger = party("Stranger Co").ok(RECEIVED)["retentionDefectNoticesReceived"]
    # Only the served notice (notice 2 is the holder's, unserved); the holder's own side lists none.
    [notice] = ours
    assert {k: notice[k] for k in ("number", "siteName", "holderName", "amount", "used", "defect", "servedOn",
                                   "useFrom", "useFromWords", "servedWords")} == {
        "number": 1, "siteName": "Harbour View", "holderName": "Client Co Limited", "amount": 250_000, "used": 0,
        "defect": "Leaking shower waste", "servedOn": "2026-10-20", "useFrom": "2026-11-04",
        "useFromWords": "The retention money may be used from 4 November 2026.",
        "servedWords": "Served by post on 20 October 2026"}
    assert notice["pdfViewUrl"].startswith("/v1/pdf?document=retention_defect")
    assert rendered(p.supplier, notice["pdfViewUrl"], run_jobs).data.startswith(b"%PDF")
    assert theirs == [] and stranger == []


def test_the_inspection_and_notices_lists_are_a_fixed_number_of_statements(project, party):
    """Counted for a payee of one ledger, then for the same payee grown to three, each with a request."""
    payee = party("Acme Builders")
    first = retention_withheld(project, "Wharf 0", supplier=payee)

    def statements(ws) -> tuple[int, dict]:
        query = "query { retentionInspections { requests { siteName open } heldFromUs { siteName } } " \
                "retentionDefectNoticesReceived { number pdfViewUrl } }"
        ws.ok(query)
        with ws.app.app_context():
            engine = db.engine
        with count_queries(engine) as log:
            data = ws.ok(query)
        return log.count, data

    few, few_data = statements(payee)
    with on_day("2026-06-01"):
        ask(first)
    for n in (1, 2):
        p = retention_withheld(project, f"Wharf {n}", supplier=payee)
        with on_day("2026-06-01"):
            ask(p)
    many, many_data = statements(payee)
    assert (len(few_data["retentionInspections"]["heldFromUs"]), len(many_data["retentionInspections"]["requests"])) \
        == (1, 3)
    print(f"retentionInspections + notices received: {few} statements for one ledger, {many} for three")
    assert few == many <= 8, f"{few} statements for one ledger, {many} for three"
