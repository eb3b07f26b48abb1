"""An adjudicator's determination unpaid by its date (s 59), with the clock set: the claim served Monday
19 January 2026 and never answered (a s 23 ground from Saturday 21 February) is referred to adjudication;
the determination of Monday 2 March orders $12,000.00 paid by Monday 9 March 2026.

- it governs: on the 9th there is no ground yet (nor a debt); unpaid on Tuesday 10 March it grounds a
  notice of intention to suspend under s 59(2)(b), the debt statement under s 59(2)(a), and the home
  row's badge;
- its unpaid amount is the determined amount less the payments recorded against it; a payment of more
  than is owed is refused beside its field; paid in full, it grounds nothing.
"""
import hashlib

from app.contracts.access import CONTRACT_NOT_FOUND
from tests.api.enforcement.queries import ADJUDICATION_NOTICES as NOTICES
from tests.api.enforcement.queries import CLAIM, DETERMINATION_PAY as PAY, GENERATE, determine
from tests.api.factories import ARTIFACTS, errors_of, flat, no_wait, on_day, rendered  # noqa: F401  (fixtures)

SERVED = "2026-01-19"
DUE = "2026-02-20"
DETERMINED = 1_200_000
ROWS = """query($box: ClaimBox!) { claimList(box: $box) { claims(first: 50) { edges { node {
  claim { number suspensionGround } } } } } }"""


def determined(scheduled_project, pay_by="2026-03-09"):
    """The unanswered claim, a notice of adjudication disputing it served on Monday 23 February, accepted
    the next day, and the determination made on Monday 2 March: $12,000.00 to be paid by `pay_by`."""
    s = scheduled_project(served=SERVED, before_send=lambda p: p.patch(1, {"date": SERVED, "dueDate": DUE}))
    determine(s.supplier, s.id, [1], on_day=on_day, served="2026-02-23", accepted="2026-02-24", made="2026-03-02",
              amount=DETERMINED, pay_by=pay_by)
    return s


def page(s) -> dict:
    return s.supplier.ok(CLAIM, {"id": s.id, "n": s.number})["node"]["claim"]


def generate(s) -> dict:
    return s.supplier.gql(GENERATE, {"input": {"contractId": s.id, "number": s.number}})


def pay(s, day: str, amount: int, ws=None) -> dict:
    return (ws or s.supplier).gql(PAY, {"input": {"contractId": s.id, "number": 1, "paidOn": day, "amount": amount,
                                                  "reference": "DC-1"}})


def field_errors(body) -> list[tuple[str, str | None]]:
    return [(e["message"], (e.get("extensions") or {}).get("field")) for e in body.get("errors", [])]


def kept(data: bytes, tmp_path, name: str) -> str:
    """The PDF's words; the PDF kept in test-artifacts to be looked at, as the other documents' tests do."""
    ARTIFACTS.mkdir(exist_ok=True)
    (ARTIFACTS / f"{name}.pdf").write_bytes(data)
    return flat(data, tmp_path)


def home_ground(s) -> str | None:
    edges = s.supplier.ok(ROWS, {"box": "Sent"})["claimList"]["claims"]["edges"]
    return next(e["node"]["claim"]["suspensionGround"] for e in edges if e["node"]["claim"]["number"] == s.number)


def test_a_determination_due_monday_unpaid_on_tuesday_grounds_a_notice_under_s_59(
        scheduled_project, run_jobs, no_wait, tmp_path):  # noqa: F811
    s = determined(scheduled_project)
    with on_day("2026-03-09"):
        run_jobs()  # the emails: the claim's PDF served and its SHA-256 recorded (the debt statement prints it)
        claim = page(s)
        e = claim["enforcement"]
        assert claim["suspensionGround"] is None and home_ground(s) is None  # the determination governs
        assert e["reasons"] == ["The date for payment under the determination (9 March 2026) has not passed."]
        assert e["debtStatementUrl"] is None
        assert errors_of(generate(s)) == ["The date for payment under the determination (9 March 2026) has not passed."]
        assert [(r["kind"], r["date"]) for r in e["remedies"]] == [("adjudication", "2026-02-23")]
    with on_day("2026-03-10"):
        claim = page(s)
        e = claim["enforcement"]
        assert (claim["suspensionGround"], e["unpaid"], e["unpaidSince"], e["noticeSection"]) == (
            "DETERMINATION_UNPAID", DETERMINED, "2026-03-10", "59(2)(b)")
        assert home_ground(s) == "DETERMINATION_UNPAID"
        remedies = {r["kind"]: r for r in e["remedies"]}
        assert list(remedies) == ["debt_statement", "suspension_notice", "adjudication"]
        assert remedies["debt_statement"]["date"] == "2026-03-10"
        assert "$12,000.00 as a debt due since 10 March 2026 (s 59)" in remedies["debt_statement"]["detail"]
        assert ("the determination of 2 March 2026 required $12,000.00 by Monday 9 March 2026, unpaid since "
                "10 March 2026") in remedies["suspension_notice"]["detail"]
        notice = generate(s)["data"]["suspensionNoticeGenerate"]["claim"]["enforcement"]["notice"]
        assert (notice["ground"], notice["section"], notice["unpaid"]) == ("DETERMINATION_UNPAID", "59(2)(b)", DETERMINED)
        assert (notice["noticeDate"], notice["payBy"], notice["suspendFrom"]) == ("2026-03-10", "2026-03-17", "2026-03-18")
        url = page(s)["enforcement"]["debtStatementUrl"]
        response = rendered(s.supplier, url, run_jobs)
        assert response.headers["X-Content-SHA256"] == hashlib.sha256(response.data).hexdigest()
        text = kept(response.data, tmp_path, "debt-statement-s59")
        assert "s 59(2)(a)" in text and "The adjudicator's determination" in text
        assert "Amount due: $12,000.00, since 10 March 2026." in text
        assert ("The adjudicator's determination of 2 March 2026 (A. Adjudicator) required the payer to pay $12,000.00 "
                "by 9 March 2026; $12,000.00 is unpaid and may be recovered as a debt due (s 59(2)(a)).") in text
        notice_text = kept(rendered(s.supplier, notice["pdfUrl"], run_jobs).data, tmp_path, "suspension-notice-s59")
        assert "59(2)(b)" in notice_text and "A. Adjudicator" in notice_text


def test_its_unpaid_amount_is_less_the_payments_recorded_and_paid_in_full_it_grounds_nothing(scheduled_project):
    s = determined(scheduled_project)
    with on_day("2026-03-05"):
        assert field_errors(pay(s, "2026-03-05", DETERMINED + 1)) == [
            ("Only $12,000.00 of the determination is unpaid: a payment of $12,000.01 is more than is owed", "amount")]
        assert field_errors(pay(s, "2026-03-01", 100)) == [
            ("A payment towards the determination cannot be before it was made (2 March 2026)", "paidOn")]
        assert field_errors(pay(s, "2026-03-06", 100)) == [("The date cannot be in the future", "paidOn")]
        assert field_errors(pay(s, "2026-03-05", 0)) == [("Enter the amount paid, more than $0.00", "amount")]
        notice = pay(s, "2026-03-05", 200_000)["data"]["determinationPaymentRecord"]["notice"]
        assert (notice["determinationPaid"], notice["determinationUnpaid"]) == (200_000, 1_000_000)
        assert notice["payments"] == [{"paidOn": "2026-03-05", "amount": 200_000, "reference": "DC-1",
                                       "recordedBy": notice["payments"][0]["recordedBy"]}]
        assert field_errors(pay(s, "2026-03-05", 1_000_001))[0][0] == (
            "Only $10,000.00 of the determination is unpaid: a payment of $10,000.01 is more than is owed")
    with on_day("2026-03-10"):
        e = page(s)["enforcement"]
        assert (e["ground"], e["unpaid"]) == ("DETERMINATION_UNPAID", 1_000_000)  # determined less paid
        notice = pay(s, "2026-03-10", 1_000_000)["data"]["determinationPaymentRecord"]["notice"]
        assert (notice["determinationPaid"], notice["determinationUnpaid"]) == (DETERMINED, 0)
        claim = page(s)
        assert claim["suspensionGround"] is None and home_ground(s) is None
        assert claim["enforcement"]["reasons"] == ["The amount of the adjudicator's determination ($12,000.00) has been paid."]
        assert claim["enforcement"]["debtStatementUrl"] is None
        assert errors_of(generate(s)) == ["The amount of the adjudicator's determination ($12,000.00) has been paid."]
        assert field_errors(pay(s, "2026-03-10", 1)) == [("The determination has been paid in full: nothing more is owed",
                                                         "amount")]


def test_another_organisation_cannot_record_a_payment(scheduled_contract, module_parties):
    s = determined(scheduled_contract)
    outsider = module_parties("Stranger Ltd")
    with on_day("2026-03-05"):
        refused = pay(s, "2026-03-05", 100, outsider)
        # Another organisation's contract reads exactly like one that does not exist.
        assert errors_of(refused) == [CONTRACT_NOT_FOUND]
        assert (refused.get("data") or {}).get("determinationPaymentRecord") is None
        [notice] = s.supplier.ok(NOTICES, {"id": s.id})["adjudicationNotices"]
        assert (notice["determinationPaid"], notice["payments"]) == (0, [])
