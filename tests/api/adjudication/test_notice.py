"""The notice of adjudication (s 28): prepared from the records, refused while s 28(2) is unanswered,
served once per recipient with the PDF's SHA-256 recorded, Form 2 always in the PDF; its timetable
and the steps recorded, with the clock set."""
import hashlib
from datetime import date
from urllib.parse import parse_qsl, urlencode, urlsplit

import pytest
from graphql_relay import from_global_id
from sqlalchemy import text

from app.adjudication import service
from app.adjudication.form2 import FORM2_TITLE
from app.db import db
from app.domain.adjudication import CHARGING_ORDER_UNANSWERED, OR_OTHER_SUM, OWNER_LIABILITY_UNANSWERED
from app.domain.adjudication import determination_unpaid
from app.domain.claim_standing import NOT_LEGAL_ADVICE
from tests.api.factories import (  # noqa: F401  (fixtures)
    ARTIFACTS,
    agree_email_service,
    errors_of,
    on_day,
    party,
    flat,
    project,
    rendered,
    submit,
)

NOTICE = """
  number status claimantRelation claimantName respondentName dispute arose relief chargingOrder ownerLiability
  items { kind number label claimed scheduled paid disputed variationId } totalDisputed
  problems { field message } noticeDate sha256 pdfViewUrl copies { email sha256 servedAt }
  timetable { key label section date explanation projected upTo skipped { date reason } }
  events { kind label on adjudicator amount payBy chargingOrderApproved recordedBy }
  viewerCanAct rulesAsAt notLegalAdvice
"""
PREPARE = ("mutation($input: AdjudicationNoticePrepareInput!) { adjudicationNoticePrepare(input: $input) "
           "{ notice { %s } } }" % NOTICE)
SERVE = ("mutation($input: AdjudicationNoticeRefInput!) { adjudicationNoticeServe(input: $input) "
         "{ sentCount notice { %s } } }" % NOTICE)
RECORD = ("mutation($input: AdjudicationStepRecordInput!) { adjudicationStepRecord(input: $input) "
          "{ notice { %s } } }" % NOTICE)
NOTICES = "query($id: ID!) { adjudicationNotices(contractId: $id) { %s } }" % NOTICE
ANSWERS = {"dispute": "Payment claim 1 was not paid and no payment schedule was given.",
           "arose": "At the site, when the claimed amount fell due unpaid."}


def field_errors(body) -> list[tuple[str, str | None]]:
    return [(e["message"], (e.get("extensions") or {}).get("field")) for e in body.get("errors", [])]


@pytest.fixture
def unanswered(claims_contract, run_jobs):
    """A claim served Mon 2 Feb 2026 to Client Co, never answered nor paid; the contract agrees email service
    (regs 9-10), so its notice of adjudication is served by email (test_service_by_hand: without it)."""
    p = claims_contract()
    agree_email_service(p.supplier, p.id)
    with on_day("2026-02-02"):
        submit(p, run_jobs, amount=1_000_000)
    return p


def prepare(p, ws=None, **fields):
    body = (ws or p.supplier).gql(PREPARE, {"input": {"contractId": p.id, **fields}})
    return body


def prepared(p, **fields) -> dict:
    body = prepare(p, **fields)
    assert "errors" not in body, body["errors"]
    return body["data"]["adjudicationNoticePrepare"]["notice"]


def serve(p, number=1, ws=None):
    return (ws or p.supplier).gql(SERVE, {"input": {"contractId": p.id, "number": number}})


def test_a_chosen_claim_prefills_its_item_and_the_relief_and_the_two_questions_have_no_default(unanswered):
    with on_day("2026-03-02"):
        notice = prepared(unanswered, claimNumbers=[1], **ANSWERS)
    [item] = notice["items"]
    assert item["kind"] == "claim" and item["number"] == 1
    assert item["claimed"] == 1_150_000 and item["scheduled"] is None and item["paid"] == 0
    assert item["disputed"] == 1_150_000
    assert "no payment schedule given by" in item["label"]
    assert notice["relief"].startswith("Payment of $11,500.00 (including GST)") and OR_OTHER_SUM in notice["relief"]
    assert notice["chargingOrder"] is None and notice["ownerLiability"] is None
    assert notice["problems"] == [{"field": "chargingOrder", "message": CHARGING_ORDER_UNANSWERED},
                                  {"field": "ownerLiability", "message": OWNER_LIABILITY_UNANSWERED}]
    assert notice["status"] == "Draft" and notice["timetable"] == [] and notice["viewerCanAct"] is True
    assert notice["notLegalAdvice"] == NOT_LEGAL_ADVICE


def test_a_notice_with_the_charging_order_question_unanswered_is_not_served(unanswered, dev_mail, run_jobs):
    with on_day("2026-03-02"):
        prepared(unanswered, claimNumbers=[1], ownerLiability=False, **ANSWERS)
        body = serve(unanswered)
        run_jobs()
    assert field_errors(body) == [(CHARGING_ORDER_UNANSWERED, "chargingOrder")]
    assert not [m for m in dev_mail(to=unanswered.customer.email) if "Notice of adjudication" in m["subject"]]


def test_a_claim_not_served_on_the_contract_cannot_be_chosen(unanswered):
    body = prepare(unanswered, claimNumbers=[7], **ANSWERS)
    assert field_errors(body) == [("Claim 7 is not a served payment claim of this project", "claimNumbers")]


ISSUE_CREATE = "mutation($input: IssueCreateInput!) { issueCreate(input: $input) { issue { id } } }"
ESTIMATE_SAVE = ("mutation($input: VariationEstimateSaveInput!) { variationEstimateSave(input: $input) "
                 "{ variation { id } } }")


def priced_variation(p, title="Move the stair", total=1_240_000) -> str:
    """A variation the customer asks for and the supplier prices: its global ID, as contractVariations gives it."""
    issue = p.customer.ok(ISSUE_CREATE, {"input": {"contractIds": [p.id], "title": title}})["issueCreate"]["issue"]["id"]
    return p.supplier.ok(ESTIMATE_SAVE, {"input": {"issueId": issue, "contractId": p.id, "estimate": {
        "lines": [{"name": title, "qtyMilli": 1000, "unitPrice": total}]}}})["variationEstimateSave"]["variation"]["id"]


def test_a_chosen_variation_is_named_by_its_global_id_and_the_item_gives_it_back(unanswered, contract):
    variation = priced_variation(unanswered)
    with on_day("2026-03-02"):
        notice = prepared(unanswered, variationIds=[variation], **ANSWERS)
        [item] = notice["items"]
        assert (item["kind"], item["variationId"], item["disputed"]) == ("variation", variation, 1_240_000)
        assert item["label"].startswith("Variation for issue ")
        # The same choice saved again names the same variation: the form ticks what the server lists.
        again = prepared(unanswered, number=1, variationIds=[item["variationId"]], **ANSWERS)
        assert [i["variationId"] for i in again["items"]] == [variation]
        claim = prepared(unanswered, number=1, claimNumbers=[1], **ANSWERS)
        assert [i["variationId"] for i in claim["items"]] == [None]
        # Another type's ID, a bare database id, a malformed one, and another project's variation read alike.
        other = priced_variation(contract(site_name="Elsewhere"))
        for wrong in (unanswered.id, from_global_id(variation)[1], "not an id %%", other):
            assert field_errors(prepare(unanswered, number=1, variationIds=[wrong], **ANSWERS)) == [
                (service.UNKNOWN_VARIATION, "variationIds")], wrong


def test_served_once_per_recipient_with_the_sha256_of_the_pdf_that_went_and_form2_in_it(
        unanswered, dev_mail, run_jobs, app, tmp_path):
    p = unanswered
    with on_day("2026-03-02"):
        prepared(p, claimNumbers=[1], chargingOrder=False, ownerLiability=False, **ANSWERS)
        body = serve(p)
        assert "errors" not in body, body
        run_jobs()
        again = serve(p)
        run_jobs()
    assert again["data"]["adjudicationNoticeServe"]["sentCount"] == 0
    served = body["data"]["adjudicationNoticeServe"]
    assert served["sentCount"] == 1 and served["notice"]["status"] == "Served"
    assert served["notice"]["noticeDate"] == "2026-03-02"
    mails = [m for m in dev_mail(to=p.customer.email) if "Notice of adjudication 1" in m["subject"]]
    assert len(mails) == 1
    [attached] = mails[0]["attachments"]
    notice = p.supplier.ok(NOTICES, {"id": p.id})["adjudicationNotices"][0]
    assert notice["copies"] == [{"email": p.customer.email, "sha256": attached["sha256"],
                                 "servedAt": notice["copies"][0]["servedAt"]}]
    assert notice["copies"][0]["servedAt"] is not None and notice["sha256"] == attached["sha256"]
    with app.app_context():
        row = db.session.execute(text("SELECT notice_id FROM shared.adjudication_served_copies WHERE email = :e"),
                                 {"e": p.customer.email}).scalar_one()
        from app.adjudication.models import AdjudicationNotice
        from app.adjudication.notice import pdf_of

        name, data = pdf_of(db.session.get(AdjudicationNotice, row))
    assert hashlib.sha256(data).hexdigest() == attached["sha256"]  # the served bytes, re-rendered from the record
    ARTIFACTS.mkdir(exist_ok=True)
    (ARTIFACTS / "adjudication-notice.pdf").write_bytes(data)  # to look at, as the other documents' tests keep theirs
    words = flat(data, tmp_path)  # as laid out, then in reading order
    assert FORM2_TITLE in words
    assert "Important notice The person who sent the notice (the claimant) has a dispute with you" in words
    assert NOT_LEGAL_ADVICE in words and "as at" in words
    assert "Payment claim 1 served 2 February 2026" in words
    assert "(e) Is approval for the issue of a charging order under section 29 sought? No" in words
    assert "no payment schedule given by 3 March 2026" in words and "Page 2 of 2" in words
    assert "Form 2" in mails[0]["text"] and "Important notice" in mails[0]["text"]


def test_a_served_notice_cannot_change(unanswered, run_jobs):
    with on_day("2026-03-02"):
        prepared(unanswered, claimNumbers=[1], chargingOrder=False, ownerLiability=False, **ANSWERS)
        serve(unanswered)
        body = prepare(unanswered, number=1, claimNumbers=[1], **ANSWERS)
    assert errors_of(body) == ["This notice of adjudication has been served: it cannot be changed"]


def test_the_timetable_runs_from_service_and_the_steps_recorded(unanswered, run_jobs):
    """Issue 39's vector: served Mon 2 Mar 2026, accepted Tue 10 Mar -> claim by Tue 17 Mar -> response by
    Tue 24 Mar -> determination by Thu 23 Apr 2026."""
    p = unanswered
    with on_day("2026-03-02"):
        prepared(p, claimNumbers=[1], chargingOrder=False, ownerLiability=False, **ANSWERS)
        notice = serve(p)["data"]["adjudicationNoticeServe"]["notice"]
    dates = {s["key"]: s["date"] for s in notice["timetable"]}
    assert dates == {"nominating_from": "2026-03-04", "nominating_to": "2026-03-09", "claim": None, "response": None,
                     "reply": None, "determination": None}
    early = p.supplier.gql(RECORD, {"input": {"contractId": p.id, "number": 1, "kind": "claim_served",
                                              "on": "2026-03-05"}})
    assert field_errors(early) == [("Record the notice of acceptance first", "on")]
    with on_day("2026-03-10"):
        notice = p.supplier.ok(RECORD, {"input": {"contractId": p.id, "number": 1, "kind": "accepted",
                                                  "on": "2026-03-10", "adjudicator": "A. Adjudicator"}}
                               )["adjudicationStepRecord"]["notice"]
    steps = {s["key"]: s for s in notice["timetable"]}
    assert steps["claim"]["date"] == "2026-03-17" and steps["response"]["date"] == "2026-03-24"
    assert steps["determination"]["date"] == "2026-04-23"
    skipped = {d["reason"] for d in steps["determination"]["skipped"]}
    assert {"Good Friday", "Easter Monday"} <= skipped
    assert steps["determination"]["explanation"].startswith(
        "20 working days after the time for the response ends on 24 March 2026 (s 46(2)).")
    assert notice["events"][0]["adjudicator"] == "A. Adjudicator"


def test_a_determination_recorded_is_unpaid_after_its_date(unanswered, app, run_jobs):
    p = unanswered
    with on_day("2026-03-02"):
        prepared(p, claimNumbers=[1], chargingOrder=True, ownerLiability=False, **ANSWERS)
        serve(p)
    base = {"contractId": p.id, "number": 1}
    p.supplier.ok(RECORD, {"input": {**base, "kind": "accepted", "on": "2026-03-10"}})
    refused = p.supplier.gql(RECORD, {"input": {**base, "kind": "determined", "on": "2026-04-20", "amount": 1_150_000}})
    assert field_errors(refused) == [("Name the adjudicator", "adjudicator")]
    # The charging order is a fact, never 'no' because nobody said (s 29); a name too long is refused
    # beside it, never cut short.
    unanswered = p.supplier.gql(RECORD, {"input": {**base, "kind": "determined", "on": "2026-04-20",
                                                   "adjudicator": "A. Adjudicator", "amount": 1_150_000}})
    assert field_errors(unanswered) == [("Say whether the adjudicator approved a charging order",
                                         "chargingOrderApproved")]
    too_long = p.supplier.gql(RECORD, {"input": {**base, "kind": "determined", "on": "2026-04-20",
                                                 "adjudicator": "A" * 201, "amount": 1_150_000,
                                                 "chargingOrderApproved": False}})
    assert field_errors(too_long) == [("The adjudicator's name must be at most 200 characters", "adjudicator")]
    notice = p.supplier.ok(RECORD, {"input": {**base, "kind": "determined", "on": "2026-04-20",
                                              "adjudicator": "A. \u202eAdjudicator", "amount": 1_150_000,
                                              "payBy": "2026-04-27", "chargingOrderApproved": True}}
                           )["adjudicationStepRecord"]["notice"]
    [_, made] = notice["events"]
    assert made["amount"] == 1_150_000 and made["payBy"] == "2026-04-27" and made["chargingOrderApproved"] is True
    with app.app_context():
        contract_id = db.session.execute(text("SELECT contract_id FROM shared.adjudication_events "
                                              "WHERE details->>'adjudicator' = 'A. Adjudicator' AND kind = 'determined' "
                                              "ORDER BY id DESC LIMIT 1")).scalar_one()
        found = service.contract_determination(contract_id)
    assert found.amount == 1_150_000 and found.pay_by == date(2026, 4, 27)
    assert determination_unpaid(amount=found.amount, pay_by=found.pay_by, paid=0, today=date(2026, 4, 27)) == 0
    assert determination_unpaid(amount=found.amount, pay_by=found.pay_by, paid=0, today=date(2026, 4, 28)) == 1_150_000


def test_another_organisation_reaches_no_notice(unanswered, module_parties):
    p = unanswered
    prepared(p, claimNumbers=[1], **ANSWERS)
    outsider = module_parties("Other Co")
    assert outsider.ok(NOTICES, {"id": p.id})["adjudicationNotices"] == []
    assert errors_of(prepare(p, ws=outsider, **ANSWERS)) == ["Contract not found"]
    assert errors_of(serve(p, ws=outsider)) == ["Contract not found"]


def test_the_served_notice_is_served_by_the_documents_door_as_its_registered_kind(unanswered, dev_mail, run_jobs,
                                                                                   party):
    """GET /v1/pdf?document=adjudication (app.documents, kind 'adjudication'): both parties fetch the very
    bytes emailed; a draft has no PDF; another organisation gets the 404 anything out of reach gets."""
    p = unanswered
    with on_day("2026-03-02"):
        draft = prepared(p, claimNumbers=[1], chargingOrder=False, ownerLiability=False, **ANSWERS)
        assert draft["pdfViewUrl"] is None
        serve(p)
        run_jobs()
    [mail] = [m for m in dev_mail(to=p.customer.email) if "Notice of adjudication 1" in m["subject"]]
    [attached] = mail["attachments"]
    for ws in (p.supplier, p.customer):
        [notice] = ws.ok(NOTICES, {"id": p.id})["adjudicationNotices"]
        assert "document=adjudication" in notice["pdfViewUrl"]
        response = rendered(ws, notice["pdfViewUrl"], run_jobs)
        assert response.headers["Content-Type"] == "application/pdf"
        assert hashlib.sha256(response.data).hexdigest() == attached["sha256"] == response.headers["X-Content-SHA256"]
        assert "notice-of-adjudication-1.pdf" in response.headers["Content-Disposition"]
    outsider = party("Other Co")
    url = p.supplier.ok(NOTICES, {"id": p.id})["adjudicationNotices"][0]["pdfViewUrl"]
    query = dict(parse_qsl(urlsplit(url).query), sid=str(outsider.account_id), org=str(outsider.org["id"]))
    assert outsider.client.get("/v1/pdf?" + urlencode(query)).status_code == 404
