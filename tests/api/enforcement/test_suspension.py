"""The notice of intention to suspend and the suspension, with the clock set: a claim served Monday
19 January 2026 (its payment schedule due by Tuesday 17 February, 20 working days with Waitangi Day
skipped), due for payment on Friday 20 February, never answered and never paid.

- no notice can be generated without a ground (the rule's reason, word for word);
- a notice dated Monday 2 March 2026: pay by the end of Monday 9 March, suspend from Tuesday 10 March;
  generated twice, it is one notice;
- email service refused until agreed; served by hand and recorded; served by email once per
  recipient, its PDF's SHA-256 recorded for each;
- suspension refused inside the five working days and once paid in full; recorded after them and
  lifted, the days suspended counted; both on the claim's activity.
"""
from graphql_relay import from_global_id
from sqlalchemy import text

from app.claims import policy as claim_policy
from app.db import db
from app.domain.suspension import NOT_YET, PAID_SINCE
from app.enforcement import policy
from tests.api.enforcement.queries import (
    CLAIM,
    GENERATE,
    RECORD_SERVICE,
    RESUME,
    SERVE_BY_EMAIL,
    SUSPEND,
    TERMS,
)
from tests.api.factories import claim_activity, errors_of, on_day

CLAIMED = 1_911_875  # the fixture's claim: $17,500.00 less 5% retention, plus GST
SERVED = "2026-01-19"
DUE = "2026-02-20"


def unanswered(scheduled_project):
    return scheduled_project(served=SERVED, before_send=lambda p: p.patch(1, {"date": SERVED, "dueDate": DUE}))


def enforcement_of(s, ws=None) -> dict:
    return (ws or s.supplier).ok(CLAIM, {"id": s.id, "n": s.number})["node"]["claim"]


def call(s, query: str, ws=None, **fields) -> dict:
    return (ws or s.supplier).gql(query, {"input": {"contractId": s.id, "number": s.number, **fields}})


def claim_of(body: dict) -> dict:
    assert "errors" not in body, body["errors"]
    return next(iter(body["data"].values()))["claim"]


def test_no_notice_without_a_ground(scheduled_contract):
    s = unanswered(scheduled_contract)
    with on_day("2026-02-20"):
        page = enforcement_of(s)
        assert page["suspensionGround"] is None
        assert page["enforcement"]["reasons"] == ["The due date for payment (20 February 2026) has not passed."]
        assert [r["kind"] for r in page["enforcement"]["remedies"]] == []
        assert errors_of(call(s, GENERATE)) == ["The due date for payment (20 February 2026) has not passed."]
    with on_day("2026-02-21"):
        page = enforcement_of(s)["enforcement"]
        assert (page["ground"], page["unpaid"], page["unpaidSince"]) == ("NO_SCHEDULE_UNPAID", CLAIMED, "2026-02-21")
        assert page["noticeSection"] == "23(2)(b)"


def test_the_customer_side_has_no_remedies_of_its_own(scheduled_contract):
    s = unanswered(scheduled_contract)
    with on_day("2026-03-02"):
        assert enforcement_of(s, s.customer) == {"suspensionGround": None, "enforcement": None}
        assert errors_of(call(s, GENERATE, s.customer)) == [claim_policy.NO_PERMISSION]
        assert enforcement_of(s)["enforcement"]["notice"] is None


def test_a_notice_served_by_hand_then_suspension_after_five_working_days(scheduled_contract):
    s = unanswered(scheduled_contract)
    with on_day("2026-03-02"):
        first = claim_of(call(s, GENERATE))["enforcement"]
        notice = first["notice"]
        assert (notice["noticeDate"], notice["payBy"], notice["suspendFrom"]) == ("2026-03-02", "2026-03-09", "2026-03-10")
        assert notice["sentence"] == ("If the amount is not paid within 5 working days after the date of this notice, "
                                      "that is by the end of Monday 9 March 2026, work may be suspended from "
                                      "Tuesday 10 March 2026.")
        assert (notice["section"], notice["unpaid"], notice["servedOn"]) == ("23(2)(b)", CLAIMED, None)
        again = claim_of(call(s, GENERATE))["enforcement"]["notice"]
        assert again == notice  # a double click: the same notice
        assert errors_of(call(s, SERVE_BY_EMAIL)) == [policy.EMAIL_NOT_AGREED]
        assert errors_of(call(s, SUSPEND, suspendedOn="2026-03-02")) == [policy.NOT_SERVED]
        body = call(s, RECORD_SERVICE, manner="PERSONAL", servedOn="2026-03-02", servedTo="")
        assert body["errors"][0]["extensions"]["field"] == "servedTo"
        served = claim_of(call(s, RECORD_SERVICE, manner="PERSONAL", servedOn="2026-03-02",
                               servedTo="Handed to the site manager"))["enforcement"]["notice"]
        assert served["servedWords"] == "Served by personal delivery on 2 March 2026"
        assert errors_of(call(s, RECORD_SERVICE, manner="POST", servedOn="2026-03-02", servedTo="PO Box 1")) == [
            "This notice has already been served (by personal delivery on 2 March 2026)."]
    with on_day("2026-03-09"):
        body = call(s, SUSPEND, suspendedOn="2026-03-09", scope="All work on site")
        assert errors_of(body) == [NOT_YET.format(date="Monday 9 March 2026")]
        assert body["errors"][0]["extensions"]["field"] == "suspendedOn"
        [suspend] = [r for r in enforcement_of(s)["enforcement"]["remedies"] if r["kind"] == "record_suspension"]
        assert (suspend["available"], suspend["date"]) == (False, "2026-03-10")
    with on_day("2026-03-10"):
        page = claim_of(call(s, SUSPEND, suspendedOn="2026-03-10", scope="All work on site"))["enforcement"]
        assert page["suspensions"] == [{"suspendedOn": "2026-03-10", "resumedOn": None, "scope": "All work on site",
                                        "calendarDays": 1, "workingDays": 1,
                                        "daysWords": "1 calendar day (1 working day) suspended"}]
        assert claim_of(call(s, SUSPEND, suspendedOn="2026-03-10"))["enforcement"]["suspensions"] == page["suspensions"]
        assert [r["kind"] for r in page["remedies"]] == ["debt_statement", "lift_suspension", "adjudication_notice"]
    with on_day("2026-03-17"):
        page = claim_of(call(s, RESUME, resumedOn="2026-03-17"))["enforcement"]
        [done] = page["suspensions"]
        assert (done["resumedOn"], done["calendarDays"], done["workingDays"]) == ("2026-03-17", 7, 5)
        entries = claim_activity(s.customer, s.p.claim(1, s.customer)["id"])
        said = {e["code"]: e["comment"] for e in entries}
        assert said["SUSPENSION_NOTICE_SERVED"].startswith("section 23(2)(b), $19,118.75 unpaid, served by personal "
                                                           "delivery on 2 March 2026")
        assert said["WORK_SUSPENDED"] == "from 10 March 2026 (s 24A): All work on site"
        assert said["WORK_RESUMED"] == ("work resumed on 17 March 2026: 7 calendar days (5 working days) suspended "
                                        "(s 24A(2)(c))")


def test_suspension_is_refused_once_paid_in_full(scheduled_contract):
    s = unanswered(scheduled_contract)
    with on_day("2026-03-02"):
        claim_of(call(s, GENERATE))
        claim_of(call(s, RECORD_SERVICE, manner="POST", servedOn="2026-03-02", servedTo="PO Box 1, Auckland"))
    with on_day("2026-03-11"):
        record = ("mutation($input: ClaimPaymentRecordInput!) { claimPaymentRecord(input: $input) { claim { isPaid } } }")
        body = s.supplier.gql(record, {"input": {"contractId": s.id, "number": 1, "paidOn": "2026-03-11",
                                                 "amount": CLAIMED}})
        assert body["data"]["claimPaymentRecord"]["claim"]["isPaid"] is True
        assert errors_of(call(s, SUSPEND, suspendedOn="2026-03-11")) == [PAID_SINCE]
        page = enforcement_of(s)["enforcement"]
        assert page["reasons"] == ["The claimed amount has been paid in full."]
        assert [r["kind"] for r in page["remedies"]] == ["record_suspension"]
        assert page["remedies"][0]["reason"] == PAID_SINCE


def test_who_generated_and_served_the_notice_is_named_else_their_email(app, scheduled_project):
    """The records keep who acted as every record of the remedies and the adjudication does
    (app.orgs.access.recorder_name): the account's name, else its email, never an empty name."""
    s = unanswered(scheduled_project)
    with app.app_context():
        db.session.execute(text("UPDATE shared.accounts SET name = '' WHERE id = :id"), {"id": s.supplier.account_id})
        db.session.commit()
    with on_day("2026-03-02"):
        claim_of(call(s, GENERATE))
        claim_of(call(s, RECORD_SERVICE, manner="POST", servedOn="2026-03-02", servedTo="PO Box 1, Auckland"))
    with app.app_context():
        names = db.session.execute(text(
            "SELECT n.generated_by_name, n.served_recorded_by_name FROM shared.suspension_notices n "
            "WHERE n.contract_id = :c"), {"c": int(from_global_id(s.id)[1])}).one()
        db.session.rollback()
    assert tuple(names) == (s.supplier.email, s.supplier.email)


def test_served_by_email_once_per_recipient_with_its_hash(app, scheduled_project, run_jobs, dev_mail):
    s = unanswered(scheduled_project)
    with on_day("2026-03-02"):
        run_jobs()
        claim_of(call(s, GENERATE))
        terms = {"contractId": s.id, "emailServiceAgreed": True, "basis": "clause", "clause": ""}
        body = s.supplier.gql(TERMS, {"input": terms})
        assert errors_of(body) == [policy.CLAUSE_REQUIRED] and body["errors"][0]["extensions"]["field"] == "clause"
        body = s.supplier.gql(TERMS, {"input": {**terms, "clause": "Clause 14.2"}})
        assert body["data"]["contractServiceTermsSet"]["terms"] == {
            "emailServiceAgreed": True, "basis": "clause", "clause": "Clause 14.2", "viewerCanEdit": True}
        first = claim_of(call(s, SERVE_BY_EMAIL))["enforcement"]["notice"]
        second = claim_of(call(s, SERVE_BY_EMAIL))["enforcement"]["notice"]
        assert first == second and (first["servedManner"], first["servedOn"]) == ("EMAIL", "2026-03-02")
        assert first["servedTo"] == s.customer.email
        run_jobs()
        run_jobs()
        mails = [m for m in dev_mail(to=s.customer.email) if m["subject"].startswith("Notice of intention to suspend")]
        assert len(mails) == 1
        assert "that is by the end of Monday 9 March 2026" in mails[0]["text"]
        assert "This is not legal advice." in mails[0]["text"]
        with app.app_context():
            from sqlalchemy import select

            from app.db import db
            from app.documents.models import ServedDocument

            rows = db.session.execute(select(ServedDocument.kind, ServedDocument.recipients, ServedDocument.sha256)
                                      .where(ServedDocument.document == "suspension")).all()
        mine = [r for r in rows if r.recipients == [s.customer.email]]
        assert sorted(r.kind for r in mine) == ["email", "pdf"]  # the email, and the PDF it carried
        assert all(len(r.sha256) == 64 for r in mine)


def test_no_notice_to_suspend_on_a_residential_construction_contract(scheduled_contract):
    """s 10(b): a party is a residential occupier (the contract's fact): the notice to suspend does not
    apply; 'What you can do now' says so, generating it is refused; the debt remains."""
    from app.domain.suspension import RESIDENTIAL

    s = unanswered(scheduled_contract)
    marked = s.supplier.gql("mutation($input: ResidentialOccupierSetInput!) { contractResidentialOccupierSet("
                            "input: $input) { residentialOccupier } }",
                            {"input": {"contractId": s.id, "residentialOccupier": True}})
    assert marked["data"]["contractResidentialOccupierSet"]["residentialOccupier"] is True, marked
    with on_day("2026-03-02"):
        page = enforcement_of(s)["enforcement"]
        assert page["ground"] == "NO_SCHEDULE_UNPAID"  # the payer still owes it
        by_kind = {r["kind"]: r for r in page["remedies"]}
        assert by_kind["debt_statement"]["available"]
        notice = by_kind["suspension_notice"]
        assert (notice["available"], notice["reason"]) == (False, RESIDENTIAL)
        assert errors_of(call(s, GENERATE)) == [RESIDENTIAL]
        assert enforcement_of(s)["enforcement"]["notice"] is None
