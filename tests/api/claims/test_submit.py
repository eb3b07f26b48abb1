"""Submit, send, resend, change to draft, delete; who sees what; exactly one email per submit."""
import threading

from sqlalchemy import update

from app.db import db
from tests.api.factories import (
    CHANGE_TO_DRAFT, CLAIM_RESEND, CLAIM_SEND, DELETE_CLAIM, DELETE_DRAFT, MARK_PAID, MARK_READ, PERIOD,
    SET_PAYING, errors_of, gst, line,
)

FIX = "Please fix the errors before submitting: "


def ready(p, number=None, amount=1_000_000):
    """A draft with one claimed line and a period: ready to submit."""
    claim = p.new_claim() if number is None else p.claim(number)
    p.lines(create=[line(None, "Earthworks", 5_000_000, amount=amount, tax=gst(amount))])
    p.patch(claim["number"], PERIOD)
    return claim["number"]


def claim_mails(dev_mail, email, number=1):
    return [m for m in dev_mail(to=email) if "Payment claim from" in m["subject"] and f"Claim {number} " in m["subject"]]


def test_submit_names_every_missing_item_of_a_payment_claim(contract):
    p = contract()
    p.new_claim()
    p.lines(create=[line("a", "", 1000)])
    p.patch(1, {"date": "2053-02-01"})  # outside the working-day calendar (to 2052): no default due date
    body = p.submit(1)
    assert errors_of(body) == [FIX + "Period date range is required; Due Date is required; Line 1: Description is "
                                     "required"]
    assert body["errors"][0]["extensions"]["code"] == "SUBMIT_REFUSED"
    draft = p.claim(1)["draft"]
    assert draft["submitProblems"] == ["Period date range is required", "Due Date is required",
                                       "Line 1: Description is required"]
    assert draft["isDraft"]  # nothing was frozen
    p.patch(1, {"periodFrom": "2026-03-01", "periodTo": "2026-02-01", "date": "2026-03-31"})
    p.lines(deleteIds=["a"])
    assert errors_of(p.submit(1)) == [FIX + "The period must end on or after the day it starts; At least one line "
                                            "item describing the construction work is required"]


def test_submit_defaults_the_due_date_freezes_and_emails_the_customer_once(project, run_jobs, dev_mail):
    p = project()
    ready(p)
    p.patch(1, {"date": "2026-03-31", "poNumber": "PO-77", "paymentDetails": "12-3456-7890123-00"})
    draft = p.claim(1)["draft"]
    assert draft["dueDate"] == "2026-05-01"  # 20 working days: Good Friday, Easter Monday, Anzac Day (observed) skipped
    claim = p.submitted(1, rev=1)
    assert claim["status"] == "Sent" and claim["draft"] is None and claim["label"] is None
    latest = claim["latest"]
    assert latest["isDraft"] is False and latest["submittedAt"] and latest["submittedBy"]
    assert (latest["amountExcl"], latest["tax"]) == (1_000_000, 150_000)
    assert claim["pdfDownloadUrl"].startswith("/v1/pdf?revision=latest&attachment=1&contract=")
    # Double click: the same submission again does nothing more; so does the separate send step.
    assert p.submitted(1, rev=1)["status"] == "Sent"
    assert "errors" not in p.supplier.gql(CLAIM_SEND, {"id": p.id, "n": 1})
    run_jobs()
    mails = claim_mails(dev_mail, p.customer.email)
    assert len(mails) == 1
    mail = mails[0]
    assert mail["subject"] == ("Payment claim from Acme Builders Limited: Queen St Apartments \u2013 Claim 1 "
                               "($11,500.00 due 1 May 2026)")
    text = mail["text"]
    for needle in ("This is a payment claim made under the Construction Contracts Act 2002.",
                   "Form 1 \u2014 Outline of process for responding to payment claim",
                   "Claimed amount: $11,500.00 including GST", "Due date for payment: 1 May 2026",
                   "Earthworks", "1 March 2026 to 31 March 2026", "Purchase order: PO-77",
                   "Payer (customer): Client Co Limited", "Payee (supplier): Acme Builders Limited",
                   "/www/contracts/", "/claim-1\n", "Open it without signing in: http",
                   "within 20 working days after the payment claim is served"):
        assert needle in text, needle
    assert "Form 1" in mail["html"] and "Earthworks" in mail["html"]
    # Frozen: the ledger refuses edits.
    assert errors_of(p.update(update=[{"itemId": "x", "name": "y"}]))


def test_double_submit_at_the_same_moment_sends_one_email(project, run_jobs, dev_mail):
    p = project()
    ready(p)
    other = p.supplier.add_member()
    barrier = threading.Barrier(2)
    results = []

    def submit(ws):
        barrier.wait()
        results.append(p.submit(1, ws, rev=1))

    threads = [threading.Thread(target=submit, args=(ws,)) for ws in (p.supplier, other)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert all("errors" not in body for body in results), results
    run_jobs()
    assert len(claim_mails(dev_mail, p.customer.email)) == 1


def test_served_documents_record_the_email(project, run_jobs):
    from tests.api.factories import CONTRACT_CLAIMS

    p = project()
    ready(p)
    p.submitted(1)
    query = CONTRACT_CLAIMS.replace("invoiceReference submitProblems",
                                    "invoiceReference submitProblems servedDocuments { kind sha256 servedTo fileName }")
    latest = p.supplier.ok(query, {"id": p.id, "number": 1})["node"]["claim"]["latest"]
    [email] = latest["servedDocuments"]
    assert email["kind"] == "email" and len(email["sha256"]) == 64 and email["servedTo"] == [p.customer.email]
    seen = p.customer.ok(query, {"id": p.id, "number": 1})["node"]["claim"]["latest"]
    assert seen["servedDocuments"] == []  # the supplier's evidence


def test_a_customer_never_sees_a_new_claim_nor_a_draft(contract):
    p = contract()
    p.new_claim()
    claims_page = p.contract_claims(1, p.customer)
    assert claims_page["claims"] == [] and claims_page["claimsCount"] == 0 and claims_page["claim"] is None
    assert not claims_page["viewerCanCreateClaim"]
    assert claims_page["createClaimDisabledReason"] == "You do not have permission"
    assert p.ledger(p.customer)["columns"] == [] and p.ledger(p.customer)["entries"] == []
    ready(p, 1)
    p.submitted(1)
    seen = p.claim(1, p.customer)
    assert seen["status"] == "Sent" and seen["latest"]["rev"] == 1 and seen["draft"] is None
    assert seen["isUnread"] and not seen["viewerCanSeeDraft"] and seen["viewerCanSetPaying"]
    assert not seen["viewerCanEdit"] and not seen["viewerCanMarkPaid"]
    p.supplier.ok(CHANGE_TO_DRAFT, {"id": p.id, "n": 1})
    p.lines(update=[{"itemId": _item(p), "amount": 2, "tax": 0}])
    seen = p.claim(1, p.customer)
    assert seen["draft"] is None and seen["latest"]["amountExcl"] == 1_000_000
    assert p.ledger(p.customer)["columns"][0]["totals"]["gstExclusive"] == 1_000_000
    assert {e["amount"] for e in p.ledger(p.customer)["entries"] if e["itemId"] != "retention"} == {1_000_000}
    assert errors_of(p.customer.gql(CLAIM_SEND, {"id": p.id, "n": 1})) == ["You do not have permission"]


def _item(p):
    return next(e["itemId"] for e in p.ledger()["entries"] if e["itemId"] != "retention")


def test_reading_marks_read_and_records_when_the_customer_opened_it(contract):
    p = contract()
    ready(p)
    p.submitted(1)
    assert not p.claim(1)["isUnread"]  # the submitter has read it
    read = p.customer.ok(MARK_READ, {"id": p.id, "n": 1})["claimMarkRead"]["claim"]
    assert read["isUnread"] is False and read["latest"]["openedAt"]
    unread = p.customer.ok(MARK_READ, {"id": p.id, "n": 1, "read": False})["claimMarkRead"]["claim"]
    assert unread["isUnread"] is True
    assert p.claim(1)["latest"]["openedAt"] == read["latest"]["openedAt"]


def test_change_to_draft_and_delete_draft(project, run_jobs, dev_mail):
    p = project()
    ready(p)
    p.submitted(1)
    claim = p.supplier.ok(CHANGE_TO_DRAFT, {"id": p.id, "n": 1})["claimChangeToDraft"]["claim"]
    assert claim["status"] == "Sent" and claim["label"] == "Editing"
    assert claim["draft"]["rev"] == 2 and claim["latest"]["rev"] == 1
    assert claim["draft"]["totals"]["gstExclusive"] == 1_000_000  # it starts as a copy
    item = _item(p)
    p.lines(update=[{"itemId": item, "amount": 1_200_000, "tax": gst(1_200_000)}])
    # A stale revision number is refused.
    body = p.patch(1, {"poNumber": "x"}, rev=1)
    assert body["errors"][0]["extensions"]["code"] == "STALE_REVISION"
    # Deleting the draft restores the submitted revision.
    deleted = p.supplier.ok(DELETE_DRAFT, {"id": p.id, "n": 1})["claimDeleteDraft"]
    assert deleted == {"didDeleteClaim": False, "claim": {"number": 1, "status": "Sent"}}
    assert p.claim(1)["draft"] is None
    assert p.ledger()["columns"][0]["totals"]["gstExclusive"] == 1_000_000
    # Submitting a second revision sends it again (a new revision is a new claim document).
    p.supplier.ok(CHANGE_TO_DRAFT, {"id": p.id, "n": 1})
    p.lines(update=[{"itemId": item, "amount": 1_100_000, "tax": gst(1_100_000)}])
    assert p.submitted(1, rev=2)["latest"]["amountExcl"] == 1_100_000
    run_jobs()
    assert len(claim_mails(dev_mail, p.customer.email)) == 2


def test_a_draft_never_submitted_is_deleted_and_its_number_reused(contract):
    p = contract()
    p.new_claim()
    deleted = p.supplier.ok(DELETE_DRAFT, {"id": p.id, "n": 1})["claimDeleteDraft"]
    assert deleted == {"didDeleteClaim": True, "claim": {"number": 1, "status": "Deleted"}}
    assert p.contract_claims()["claims"] == []
    assert p.claim(1)["status"] == "Deleted"  # the banner: 'This draft has been deleted.'
    assert p.new_claim()["number"] == 1


def test_change_to_draft_is_refused_once_scheduled_and_for_earlier_claims(contract):
    from app.claims.models import Claim

    p = contract()
    ready(p)
    p.submitted(1)
    ready(p)
    p.submitted(2)
    assert errors_of(p.supplier.gql(CHANGE_TO_DRAFT, {"id": p.id, "n": 1})) == [
        "Only the latest claim can be changed back to draft"]
    assert not p.claim(1)["viewerCanChangeToDraft"] and p.claim(2)["viewerCanChangeToDraft"]
    with p.supplier.app.app_context():
        db.session.execute(update(Claim).where(Claim.number == 2, Claim.contract_id == _db_id(p)).values(
            status="Scheduled"))
        db.session.commit()
    assert errors_of(p.supplier.gql(CHANGE_TO_DRAFT, {"id": p.id, "n": 2})) == [
        "A payment schedule has been issued for this claim, so it can no longer be changed to draft"]


def _db_id(p) -> int:
    from graphql_relay import from_global_id

    return int(from_global_id(p.id)[1])


def test_one_draft_at_a_time(contract):
    p = contract()
    p.new_claim()
    body = p.supplier.gql("mutation($id: ID!) { claimCreate(input: {contractId: $id}) { claim { number } } }",
                          {"id": p.id})
    assert errors_of(body) == ["Claim 1 is still a draft. Submit or delete it before starting a new claim."]
    assert p.contract_claims()["createClaimDisabledReason"] == (
        "Claim 1 is still a draft. Submit or delete it before starting a new claim.")


def test_resend_goes_to_non_supplier_members_once_per_request(project, run_jobs, dev_mail):
    p = project()
    ready(p)
    p.submitted(1)
    run_jobs()
    resend = {"contractId": p.id, "number": 1, "requestKey": "dialog-1"}
    assert p.supplier.ok(CLAIM_RESEND, {"input": resend})["claimResend"]["sentCount"] == 1
    assert p.supplier.ok(CLAIM_RESEND, {"input": resend})["claimResend"]["sentCount"] == 0
    run_jobs()
    mails = [m for m in dev_mail(to=p.customer.email) if m["subject"].startswith("Reminder: Payment claim")]
    assert len(mails) == 1
    assert not [m for m in dev_mail(to=p.supplier.email) if "Payment claim from" in m["subject"]]


def test_delete_voids_a_submitted_claim_and_tells_the_customer(project, run_jobs, dev_mail):
    p = project()
    ready(p)
    p.submitted(1)
    assert p.claim(1)["viewerCanDelete"]
    voided = p.supplier.ok(DELETE_CLAIM, {"id": p.id, "n": 1})["claimDelete"]["claim"]
    assert voided == {"number": 1, "status": "Voided"}
    assert p.ledger()["columns"] == []  # no longer counted
    seen = p.claim(1, p.customer)
    assert seen["status"] == "Voided" and seen["latest"]["amountExcl"] == 1_000_000
    run_jobs()
    assert [m["subject"] for m in dev_mail(to=p.customer.email) if "withdrawn" in m["subject"]] == [
        "Payment claim withdrawn: Queen St Apartments \u2013 Claim 1"]
    assert p.new_claim()["number"] == 2  # a voided claim keeps its number


def test_paid_and_payment_sent_flags(contract):
    p = contract()
    ready(p)
    assert errors_of(p.supplier.gql(MARK_PAID, {"id": p.id, "n": 1, "p": True})) == [
        "This claim has not been submitted yet"]
    p.submitted(1)
    # Payment sent, then received: in progress until the supplier confirms it (both are payments recorded).
    assert p.customer.ok(SET_PAYING, {"id": p.id, "n": 1, "p": True})["claimSetPaying"]["claim"]["isPaying"]
    assert errors_of(p.supplier.gql(SET_PAYING, {"id": p.id, "n": 1, "p": False})) == ["You do not have permission"]
    assert p.supplier.ok(MARK_PAID, {"id": p.id, "n": 1, "p": True})["claimMarkPaid"]["claim"]["isPaid"]
    assert p.customer.ok(SET_PAYING, {"id": p.id, "n": 1, "p": True})["claimSetPaying"]["claim"]["isPaying"] is False
    assert errors_of(p.customer.gql(MARK_PAID, {"id": p.id, "n": 1, "p": False})) == ["You do not have permission"]
    assert errors_of(p.supplier.gql(DELETE_CLAIM, {"id": p.id, "n": 1})) == [
        "This claim has been paid, so it cannot be deleted"]


def test_permissions_to_create_and_submit(contract, party):
    p = contract()
    viewer = p.supplier.add_member(permissions=["ProgressClaims", "ContractView", "ContractComment"])
    claims_page = p.contract_claims(ws=viewer)
    assert claims_page["viewerCanCreateClaim"] is False
    assert claims_page["createClaimDisabledReason"] == "You do not have permission"
    assert errors_of(viewer.gql(
        "mutation($id: ID!) { claimCreate(input: {contractId: $id}) { claim { number } } }", {"id": p.id})) == [
        "You do not have permission"]
    drafter = p.supplier.add_member(permissions=["ProgressClaims", "ContractSupplierDraft"])
    p.new_claim(drafter)
    ready(p, 1)
    assert errors_of(p.submit(1, drafter)) == ["You do not have permission"]
    seen = p.claim(1, viewer)
    assert seen["draft"] is None and seen["viewerCanSeeDraft"] is False  # 'in a draft state but you do not have access'
    p.supplier.ok("mutation($id: ID!) { contractArchive(input: {contractId: $id}) { contract { id } } }", {"id": p.id})
    assert errors_of(p.update(update=[{"itemId": _item(p), "name": "x"}])) == ["This project is archived"]
