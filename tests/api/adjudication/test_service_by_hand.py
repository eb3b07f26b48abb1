"""Serving the notice of adjudication by hand or post and on the owner, and the residential-occupier
rule for charging orders, with the clock set: a claim served Monday 2 February 2026, never answered.

- without email service agreed, the notice says how to serve it (s 80); a person records the manner,
  date and on whom; a date in the future is refused beside its field; the timetable counts from the
  date recorded (served Mon 2 Mar, accepted Tue 10 Mar: claim by Tue 17 Mar ...); no email goes, and
  it is not served again by email;
- a notice seeking the owner's liability (s 28(2)(f)) names the owner and an address before it can be
  served (s 28(1)(b)), and its service on the owner is recorded;
- on a residential construction contract a 'yes' to a charging order is refused with s 10(c).
"""
import hashlib
import threading
import time
from urllib.parse import parse_qsl, urlencode, urlsplit

import pytest
from graphql_relay import from_global_id
from sqlalchemy import text
from sqlalchemy.exc import IntegrityError

from app.adjudication import occupier, service
from app.db import db
from app.documents import pdf
from app.enforcement import policy as service_policy
from tests.api.factories import agree_email_service, errors_of, feed, fetch, on_day, party, project, rendered, submit  # noqa: F401  (fixtures)

NOTICE = """
  number status noticeDate sha256 pdfViewUrl draftPdfUrl servedManner servedWords servedTo emailServiceAgreed howToServe residentialOccupier
  ownerName ownerAddress ownerServedWords ownerServedOn problems { field message }
  timetable { key date } copies { email }
"""
PREPARE = ("mutation($input: AdjudicationNoticePrepareInput!) { adjudicationNoticePrepare(input: $input) "
           "{ notice { %s } } }" % NOTICE)
RECORD = ("mutation($input: AdjudicationServiceInput!) { adjudicationNoticeRecordService(input: $input) "
          "{ notice { %s } } }" % NOTICE)
OWNER_SERVED = ("mutation($input: AdjudicationServiceInput!) { adjudicationOwnerRecordService(input: $input) "
                "{ notice { %s } } }" % NOTICE)
SERVE = ("mutation($input: AdjudicationNoticeRefInput!) { adjudicationNoticeServe(input: $input) "
         "{ sentCount notice { status } } }")
STEP = ("mutation($input: AdjudicationStepRecordInput!) { adjudicationStepRecord(input: $input) "
        "{ notice { timetable { key date } } } }")
RESIDENTIAL = ("mutation($input: ResidentialOccupierSetInput!) { contractResidentialOccupierSet(input: $input) "
               "{ residentialOccupier } }")
ANSWERS = {"dispute": "Payment claim 1 was not paid and no payment schedule was given.",
           "arose": "At the site, when the claimed amount fell due unpaid."}


def claim_served(p, run_jobs):
    with on_day("2026-02-02"):
        submit(p, run_jobs, amount=1_000_000)
    return p


@pytest.fixture
def unanswered(claims_contract, run_jobs):
    return claim_served(claims_contract(), run_jobs)


@pytest.fixture
def own_unanswered(project, run_jobs):
    """`unanswered` between organisations of the test's own: for a test reading an organisation's activity feed."""
    return claim_served(project(), run_jobs)


def ok(body, name):
    assert "errors" not in body, body["errors"]
    return body["data"][name]["notice"]


def field_errors(body):
    return [(e["message"], (e.get("extensions") or {}).get("field")) for e in body.get("errors", [])]


def prepare(p, **fields):
    return p.supplier.gql(PREPARE, {"input": {"contractId": p.id, "claimNumbers": [1], **ANSWERS, **fields}})


def record(p, query=RECORD, **fields):
    return p.supplier.gql(query, {"input": {"contractId": p.id, "number": 1, **fields}})


def test_served_by_post_the_timetable_counts_from_the_date_recorded(unanswered, dev_mail, run_jobs):
    p = unanswered
    with on_day("2026-03-04"):
        draft = ok(prepare(p, chargingOrder=False, ownerLiability=False), "adjudicationNoticePrepare")
        assert (draft["emailServiceAgreed"], draft["howToServe"]) == (False, service.HOW_TO_SERVE)
        assert field_errors(record(p, manner="POST", servedOn="2026-03-05", servedTo="PO Box 1")) == [
            (service_policy.SERVED_IN_FUTURE, "servedOn")]
        assert field_errors(record(p, manner="POST", servedOn="2026-03-02", servedTo=" ")) == [
            (service_policy.SERVED_TO_REQUIRED, "servedTo")]
        assert field_errors(record(p, servedOn="2026-03-02", servedTo="PO Box 1")) == [
            (service_policy.MANNER_REQUIRED, "manner")]
        served = ok(record(p, manner="POST", servedOn="2026-03-02", servedTo="PO Box 1, Auckland"),
                    "adjudicationNoticeRecordService")
        again = ok(record(p, manner="POST", servedOn="2026-03-02", servedTo="PO Box 1, Auckland"),
                   "adjudicationNoticeRecordService")
        assert again == served  # a retry: the same record
        assert field_errors(record(p, manner="PERSONAL", servedOn="2026-03-03", servedTo="Site office")) == [
            ("This notice of adjudication has already been served (by post on 2 March 2026).", None)]
        body = p.supplier.gql(SERVE, {"input": {"contractId": p.id, "number": 1}})
        assert errors_of(body) == ["This notice of adjudication was served by hand or post: it is not served again "
                                   "by email"]
        run_jobs()
    assert (served["status"], served["noticeDate"], served["servedManner"]) == ("Served", "2026-03-02", "post")
    assert served["servedWords"] == "Served by post on 2 March 2026" and served["servedTo"] == "PO Box 1, Auckland"
    assert served["copies"] == [] and served["problems"] == []
    assert not [m for m in dev_mail(to=p.customer.email) if "Notice of adjudication" in m["subject"]]
    with on_day("2026-03-10"):
        body = p.supplier.gql(STEP, {"input": {"contractId": p.id, "number": 1, "kind": "accepted", "on": "2026-03-10"}})
        assert "errors" not in body, body
    dates = {s["key"]: s["date"] for s in body["data"]["adjudicationStepRecord"]["notice"]["timetable"]}
    assert (dates["claim"], dates["response"], dates["determination"]) == ("2026-03-17", "2026-03-24", "2026-04-23")


def test_without_email_service_agreed_the_notice_is_not_served_by_email(unanswered, dev_mail, run_jobs):
    """Email service needs the parties' agreement (regs 9-10), as for the notice of intention to suspend: the
    email serve of a draft is refused with how to serve it by a person instead (s 80), nothing is sent and the
    draft stays a draft; once the contract agrees it, the same notice is served by email."""
    p = unanswered
    with on_day("2026-03-02"):
        ok(prepare(p, chargingOrder=False, ownerLiability=False), "adjudicationNoticePrepare")
        body = p.supplier.gql(SERVE, {"input": {"contractId": p.id, "number": 1}})
        run_jobs()
        assert field_errors(body) == [(service.HOW_TO_SERVE, None)]
        draft = ok(prepare(p, number=1, chargingOrder=False, ownerLiability=False), "adjudicationNoticePrepare")
        assert (draft["status"], draft["copies"], draft["sha256"]) == ("Draft", [], None)
        assert not [m for m in dev_mail(to=p.customer.email) if "Notice of adjudication" in m["subject"]]
        agree_email_service(p.supplier, p.id)
        served = ok(p.supplier.gql(SERVE, {"input": {"contractId": p.id, "number": 1}}), "adjudicationNoticeServe")
        run_jobs()
    assert served["status"] == "Served"
    assert [m for m in dev_mail(to=p.customer.email) if "Notice of adjudication 1" in m["subject"]]


def test_the_owner_is_named_before_service_and_served_too(unanswered):
    p = unanswered
    with on_day("2026-03-02"):
        draft = ok(prepare(p, chargingOrder=True, ownerLiability=True), "adjudicationNoticePrepare")
        assert {"field": "owner", "message": occupier.OWNER_REQUIRED} in draft["problems"]
        assert field_errors(record(p, manner="PERSONAL", servedOn="2026-03-02", servedTo="Client Co's director")) == [
            (occupier.OWNER_REQUIRED, "owner")]
        named = ok(prepare(p, number=1, chargingOrder=True, ownerLiability=True, ownerName="Harbour Land Ltd",
                           ownerAddress="1 Quay St, Auckland"), "adjudicationNoticePrepare")
        assert named["problems"] == [] and named["ownerName"] == "Harbour Land Ltd"
        assert field_errors(record(p, OWNER_SERVED, manner="POST", servedOn="2026-03-02", servedTo="1 Quay St")) == [
            ("Serve the notice on the respondent first, then record its service on the owner", None)]
        ok(record(p, manner="PERSONAL", servedOn="2026-03-02", servedTo="Client Co's director"),
           "adjudicationNoticeRecordService")
        assert field_errors(prepare(p, number=1, chargingOrder=True, ownerLiability=True, ownerName="Someone else",
                                    ownerAddress="x")) == [(service.ALREADY_SERVED, None)]  # frozen once served
        owner = ok(record(p, OWNER_SERVED, manner="POST", servedOn="2026-03-02", servedTo="1 Quay St, Auckland"),
                   "adjudicationOwnerRecordService")
    assert (owner["ownerServedWords"], owner["ownerServedOn"]) == ("Served by post on 2 March 2026", "2026-03-02")


def test_the_database_holds_the_owner_served_by_a_person_only(unanswered, app):
    """The owner is served by a person (s 80), never by email through Claimdesk: s0370's constraint says so."""
    with on_day("2026-03-02"):
        ok(prepare(unanswered, chargingOrder=True, ownerLiability=True), "adjudicationNoticePrepare")
    contract_id = int(from_global_id(unanswered.id)[1])
    with app.app_context():
        for manner in ("personal", "left", "post"):
            db.session.execute(text("UPDATE shared.adjudication_notices SET owner_served_manner = :m "
                                    "WHERE contract_id = :c"), {"m": manner, "c": contract_id})
        db.session.rollback()
        with pytest.raises(IntegrityError, match="ck_adjudication_notices_owner_served_manner"):
            db.session.execute(text("UPDATE shared.adjudication_notices SET owner_served_manner = 'email' "
                                    "WHERE contract_id = :c"), {"c": contract_id})
        db.session.rollback()


def test_an_owner_is_not_named_on_a_notice_that_does_not_seek_the_owners_liability(unanswered):
    p = unanswered
    with on_day("2026-03-02"):
        ok(prepare(p, chargingOrder=False, ownerLiability=False), "adjudicationNoticePrepare")
        assert field_errors(prepare(p, number=1, chargingOrder=False, ownerLiability=False,
                                    ownerName="Harbour Land Ltd", ownerAddress="1 Quay St")) == [
            (occupier.OWNER_NOT_SOUGHT, "ownerName")]


def test_a_residential_contract_refuses_a_charging_order_with_the_section(unanswered):
    p = unanswered
    with on_day("2026-03-02"):
        ok(prepare(p, chargingOrder=True, ownerLiability=False), "adjudicationNoticePrepare")  # commercial: allowed
        body = p.customer.gql(RESIDENTIAL, {"input": {"contractId": p.id, "residentialOccupier": True}})
        assert body["data"]["contractResidentialOccupierSet"]["residentialOccupier"] is True
        draft = ok(prepare(p, number=1, chargingOrder=False, ownerLiability=False), "adjudicationNoticePrepare")
        assert draft["residentialOccupier"] is True and draft["problems"] == []
        assert field_errors(prepare(p, number=1, chargingOrder=True, ownerLiability=False)) == [
            (occupier.CHARGING_ORDER_RESIDENTIAL, "chargingOrder")]
        assert field_errors(prepare(p, number=1, chargingOrder=False, ownerLiability=True)) == [
            (occupier.OWNER_RESIDENTIAL, "ownerLiability")]


def test_a_draft_that_said_yes_before_the_contract_was_marked_residential_is_not_served(unanswered, run_jobs):
    p = unanswered
    with on_day("2026-03-02"):
        ok(prepare(p, chargingOrder=True, ownerLiability=False), "adjudicationNoticePrepare")
        p.supplier.ok(RESIDENTIAL, {"input": {"contractId": p.id, "residentialOccupier": True}})
        assert field_errors(p.supplier.gql(SERVE, {"input": {"contractId": p.id, "number": 1}})) == [
            (occupier.CHARGING_ORDER_RESIDENTIAL, "chargingOrder")]
        assert field_errors(record(p, manner="POST", servedOn="2026-03-02", servedTo="PO Box 1")) == [
            (occupier.CHARGING_ORDER_RESIDENTIAL, "chargingOrder")]
        run_jobs()


def test_the_draft_is_printed_from_the_door_and_the_pdf_served_by_hand_is_hashed_at_service(unanswered, run_jobs,
                                                                                            module_parties):
    """Before service an Edit member opens the draft's PDF to serve (revision=draft; to anyone else it does
    not exist); recording the service freezes and dates it, and records the SHA-256 of the PDF as served,
    the bytes the door then gives both parties."""
    p = unanswered
    with on_day("2026-03-04"):
        draft = ok(prepare(p, chargingOrder=False, ownerLiability=False), "adjudicationNoticePrepare")
        assert (draft["sha256"], draft["pdfViewUrl"]) == (None, None)
        assert "document=adjudication" in draft["draftPdfUrl"] and "revision=draft" in draft["draftPdfUrl"]
        printed = rendered(p.supplier, draft["draftPdfUrl"], run_jobs)
        assert printed.headers["Content-Type"] == "application/pdf"
        assert printed.headers["Content-Disposition"].endswith('notice-of-adjudication-1-draft.pdf"')
        without_draft = urlsplit(draft["draftPdfUrl"])._replace(query=urlencode(
            [(k, v) for k, v in parse_qsl(urlsplit(draft["draftPdfUrl"]).query) if k != "revision"])).geturl()
        assert fetch(p.supplier, without_draft).status_code == 404  # a draft is not a served notice
        outsider = module_parties("Other Co")
        query = dict(parse_qsl(urlsplit(draft["draftPdfUrl"]).query), sid=str(outsider.account_id),
                     org=str(outsider.org["id"]))
        assert outsider.client.get("/v1/pdf?" + urlencode(query)).status_code == 404
        served = ok(record(p, manner="POST", servedOn="2026-03-02", servedTo="PO Box 1, Auckland"),
                    "adjudicationNoticeRecordService")
    assert served["draftPdfUrl"] is None and len(served["sha256"]) == 64
    for ws in (p.supplier, p.customer):
        [notice] = ws.ok("query($id: ID!) { adjudicationNotices(contractId: $id) { pdfViewUrl } }",
                         {"id": p.id})["adjudicationNotices"]
        response = rendered(ws, notice["pdfViewUrl"], run_jobs)
        assert hashlib.sha256(response.data).hexdigest() == served["sha256"] == response.headers["X-Content-SHA256"]
    assert hashlib.sha256(printed.data).hexdigest() != served["sha256"]  # the draft said 'The day it is served'


def test_the_pdf_served_by_hand_is_rendered_before_the_contract_is_locked(unanswered, app, run_jobs):
    """A render takes seconds: under the contract's lock every other write on the contract would wait for
    it. While another transaction holds the contract's row, the service waits for the lock with the PDF
    as served already rendered; it then records that PDF's SHA-256, and the door, rendering the served
    notice again from its frozen row, gives the same bytes."""
    p = unanswered
    contract_id = int(from_global_id(p.id)[1])
    with on_day("2026-03-04"):
        ok(prepare(p, chargingOrder=False, ownerLiability=False), "adjudicationNoticePrepare")
        with app.app_context():
            notice_id = db.session.scalar(text("SELECT id FROM shared.adjudication_notices WHERE contract_id = :c"),
                                          {"c": contract_id})
            folder, engine = pdf.cache_dir(), db.engine

        def served_pdfs():  # the draft's key is adjdraft{id}-...: these are the served notice's
            return sorted(folder.glob(f"adj{notice_id}-*.pdf"))

        assert served_pdfs() == []
        answer = {}
        with engine.connect() as holder, engine.connect() as watcher:
            holder.execute(text("SELECT id FROM shared.contracts WHERE id = :c FOR UPDATE"), {"c": contract_id})
            holder_pid = holder.execute(text("SELECT pg_backend_pid()")).scalar()
            service_thread = threading.Thread(target=lambda: answer.update(body=record(
                p, manner="POST", servedOn="2026-03-02", servedTo="PO Box 1, Auckland")))
            service_thread.start()
            while not watcher.execute(text("SELECT count(*) FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid "
                                           "WHERE NOT l.granted AND :holder = ANY(pg_blocking_pids(l.pid))"),
                                      {"holder": holder_pid}).scalar():
                watcher.rollback()
                assert service_thread.is_alive(), answer  # it must wait for the lock, not pass it
                time.sleep(0.02)
            [ahead] = served_pdfs()  # rendered while it waits for the lock
            holder.rollback()
        service_thread.join()
    served = ok(answer["body"], "adjudicationNoticeRecordService")
    assert hashlib.sha256(ahead.read_bytes()).hexdigest() == served["sha256"]
    ahead.unlink()  # the door renders the served notice again, from its frozen row
    [notice] = p.customer.ok("query($id: ID!) { adjudicationNotices(contractId: $id) { pdfViewUrl } }",
                             {"id": p.id})["adjudicationNotices"]
    assert hashlib.sha256(rendered(p.customer, notice["pdfViewUrl"], run_jobs).data).hexdigest() == served["sha256"]


def test_who_served_it_and_the_owner_are_cleaned_as_any_text_the_other_party_reads(own_unanswered):
    """The recorded service and the owner reach the other party's activity and the notice: a bidirectional
    override or a control character is removed (app.domain.text), a line break kept only in an address."""
    p = own_unanswered
    with on_day("2026-03-02"):
        named = ok(prepare(p, chargingOrder=True, ownerLiability=True, ownerName="Harbour \u202eLand\u0007 Ltd\n",
                           ownerAddress="1 Quay St\u200b\nAuckland\u202e"), "adjudicationNoticePrepare")
        assert (named["ownerName"], named["ownerAddress"]) == ("Harbour Land Ltd", "1 Quay St\nAuckland")
        assert field_errors(prepare(p, number=1, chargingOrder=True, ownerLiability=True, ownerName="x" * 501,
                                    ownerAddress="1 Quay St")) == [
            ("The owner's name must be at most 500 characters", "ownerName")]
        assert field_errors(record(p, manner="POST", servedOn="2026-03-02", servedTo="\u202e\u200b ")) == [
            (service_policy.SERVED_TO_REQUIRED, "servedTo")]
        served = ok(record(p, manner="PERSONAL", servedOn="2026-03-02", servedTo="Client Co's \u202edirector\nat site"),
                    "adjudicationNoticeRecordService")
        assert served["servedTo"] == "Client Co's director at site"
        assert field_errors(record(p, OWNER_SERVED, manner="POST", servedOn="2026-03-01", servedTo="1 Quay St")) == [
            ("The notice cannot have been served before its date (2 March 2026)", "servedOn")]
        owner = ok(record(p, OWNER_SERVED, manner="POST", servedOn="2026-03-02", servedTo="\u202e1 Quay St"),
                   "adjudicationOwnerRecordService")
    assert owner["ownerServedWords"] == "Served by post on 2 March 2026"
    comments = " ".join(e["comment"] or "" for e in feed(p.customer, last=50)["entries"])
    assert "Client Co's director at site" in comments and "1 Quay St" in comments
    assert "\u202e" not in comments and "\u200b" not in comments
