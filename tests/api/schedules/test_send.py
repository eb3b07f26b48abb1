"""Sending a payment schedule: the section 21 checks, who may, exactly once, and what it leaves
behind (the claim Scheduled, Adjustment entries in the ledger, activity, one email per recipient)."""
import threading

from graphql_relay import from_global_id
from sqlalchemy import select, update

from app.documents.models import ServedDocument
from app.db import db
from app.schedules.models import PaymentSchedule
from app.schedules.statements import S21_STATEMENT
from tests.api.factories import (
    CHANGE_TO_DRAFT, DELETE_CLAIM, LINK, MARK_PAID, SET_PAYING, errors_of, line, parse, schedule_mails, scheduled,
    set_business,
)
from tests.api.schedules.conftest import FIX

ACTIVITY = ("query($id: ID!, $n: Int!) { node(id: $id) { ... on Contract { claim(number: $n) "
            "{ activity { type code user { name } } } } } }")
VIEWED = ("mutation($id: ID!, $n: Int!) { paymentScheduleMarkViewed(input: {contractId: $id, number: $n}) "
          "{ claim { status } } }")




def _db_id(s) -> int:
    return int(from_global_id(s.id)[1])


def test_send_names_each_missing_section_21_item(scheduled_contract):
    s = scheduled_contract()
    s.save(dueDate=None, lines=[scheduled("a", 800_000), scheduled("b", 400_000, "  ")])
    body = s.send()
    assert errors_of(body) == [FIX + "Scheduled payment date is required; Reason required for Foundations; Reason required for "
                                     "Framing; State why the scheduled amount is less than the claimed amount, and "
                                     "the reason for withholding payment"]
    assert body["errors"][0]["extensions"]["code"] == "SEND_REFUSED"
    assert s.claim()["status"] == "Sent" and s.schedule()["status"] == "Draft"  # nothing sent
    # The totals it states must be the ones the claim gives today.
    s.save(lines=[scheduled("a", 800_000, "Defective work"), scheduled("b", 400_000, "Not started")],
           notes=["Defects to be remedied"])
    with s.customer.app.app_context():
        db.session.execute(update(PaymentSchedule).where(PaymentSchedule.contract_id == _db_id(s))
                           .values(schedule_excl=PaymentSchedule.schedule_excl + 1))
        db.session.commit()
    assert errors_of(s.send()) == [FIX + "The scheduled amount has changed since the schedule was saved: check the "
                                         "totals and save it again"]


def test_a_reason_is_required_on_every_changed_line_even_when_paying_more(scheduled_contract):
    s = scheduled_contract()
    s.save(lines=[scheduled("a", 1_100_000), scheduled("b", 500_000)], notes=[])  # b as claimed: no reason needed
    assert errors_of(s.send()) == [FIX + "Reason required for Foundations"]
    s.save(lines=[scheduled("a", 1_100_000, "Extra work agreed on site")])
    assert s.sent()["status"] == "Scheduled"  # paying more than claimed needs no note


def _with_gst(ws, number="049-091-850"):
    set_business(ws, f"{ws.org['name']} Limited", address="1 Main Road, Auckland", gstNumber=number)
    return ws


def test_a_buyer_created_tax_invoice_needs_both_gst_numbers(scheduled_contract, party):
    s = scheduled_contract(customer=_with_gst(party("Client Co")))  # the module's supplier has no GST number
    s.save(lines=[scheduled("a", 1_000_000)], isTaxInvoice=True)
    assert errors_of(s.send()) == [FIX + "A Buyer Created Tax Invoice needs the GST number of the supplier: add it "
                                         "in the project's settings, or send it as 'Not a tax invoice'"]
    s.save(isTaxInvoice=False)
    assert s.sent()["status"] == "Scheduled"  # not a tax invoice: no GST number needed


def test_send_freezes_writes_the_adjustments_and_emails_each_supplier_recipient_once(scheduled_project, party, run_jobs,
                                                                                     dev_mail):
    s = scheduled_project(supplier=_with_gst(party("Acme Builders")), customer=_with_gst(party("Client Co")))
    s.save(lines=[scheduled("a", 800_000, "Defective work"), scheduled("c", 250_000, "")],
           notes=["Foundations need remedial work"], reference="PS-1", isTaxInvoice=True)
    before = s.p.ledger(s.customer)
    assert [e for e in before["entries"] if e["mode"] == "Adjustment"] == []  # a draft never enters the ledger
    claim = s.sent()
    assert claim["status"] == "Scheduled"
    sent = claim["schedule"]
    assert sent["status"] == "Sent" and sent["sentAt"] and sent["submittedBy"]
    assert "document=schedule" in sent["pdfDownloadUrl"] and "attachment=1" in sent["pdfDownloadUrl"]
    seen = s.schedule(s.supplier)  # sent: the supplier side sees it too
    assert (seen["status"], seen["scheduleExcl"], seen["lines"][0]["reason"]) == ("Sent", 1_472_500, "Defective work")
    # 5% retention on 1,550,000.00 instead of 1,750,000.00; GST once on the exclusive amount.
    assert (sent["retention"], sent["scheduleExcl"], sent["scheduleTax"]) == (-77_500, 1_472_500, 220_875)
    ledger = s.p.ledger(s.customer)
    adjustments = sorted((e["itemId"], e["name"], e["type"], e["amount"], e["tax"], e["rev"], e["number"])
                         for e in ledger["entries"] if e["mode"] == "Adjustment")
    assert adjustments == [("a", "Foundations", "BaseContract", -200_000, -30_000, 1, 1),
                           ("retention", "Retention", "Retention", 10_000, 1_500, 1, 1)]
    assert int(ledger["ledgerRev"]) > int(before["ledgerRev"])
    with s.customer.app.app_context():
        from app.claims.models import LedgerEntry

        reasons = dict(db.session.execute(select(LedgerEntry.item_id, LedgerEntry.schedule_reason)
                                          .where(LedgerEntry.mode == "Adjustment",
                                                 LedgerEntry.contract_id == _db_id(s))).all())
        assert reasons == {"a": "Defective work", "retention": ""}
        served = db.session.scalars(select(ServedDocument).where(ServedDocument.document == "schedule",
                                                                 ServedDocument.contract_id == _db_id(s))).all()
        assert [(d.kind, d.recipients) for d in served] == [("email", [s.supplier.email])]
        assert len(served[0].sha256) == 64
    # Frozen: no more saves, no second send.
    assert errors_of(s.update(lines=[])) == ["A payment schedule has already been sent for this claim"]
    assert s.sent()["schedule"]["sentAt"] == sent["sentAt"]
    run_jobs()
    [mail] = schedule_mails(dev_mail, s.supplier.email)
    assert mail["subject"] == ("Payment schedule from Client Co Limited: Queen St Apartments \u2013 Claim 1 "
                               "($16,933.75 scheduled of $19,118.75 claimed)")
    for needle in (S21_STATEMENT,
                   "Foundations: claimed $10,000.00; scheduled $8,000.00 \u2014 Defective work",
                   "Foundations need remedial work", "Buyer Created Tax Invoice, reference PS-1",
                   "Scheduled payment date: 20 May 2026", "Less than claimed by: $2,185.00"):
        assert needle in mail["text"], needle
    assert not schedule_mails(dev_mail, s.customer.email)  # only the supplier side is served
    for ws in (s.customer, s.supplier):  # both parties see it
        activity = [(a["code"], a["type"]) for a in ws.ok(ACTIVITY, {"id": s.id, "n": 1})["node"]["claim"]["activity"]]
        assert activity[:2] == [("SENT_SCHEDULE", "sent Schedule"), ("FINALISED_SCHEDULE", "finalised Schedule")]


def test_double_click_send_gives_one_schedule_and_one_email_per_recipient(scheduled_contract, party, run_jobs,
                                                                         dev_mail):
    s = scheduled_contract(supplier=party("Acme Builders"))  # its own supplier: the emails it is sent are counted
    s.save(lines=[scheduled("b", 0, "Not started")], notes=["Framing not started"])
    other = s.customer.add_member()
    barrier = threading.Barrier(2)
    results = []

    def send(ws):
        barrier.wait()
        results.append(s.send(ws))

    threads = [threading.Thread(target=send, args=(ws,)) for ws in (s.customer, other)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert all("errors" not in body for body in results), results
    run_jobs()
    assert len(schedule_mails(dev_mail, s.supplier.email)) == 1
    ledger = s.p.ledger(s.customer)
    assert len([e for e in ledger["entries"] if e["mode"] == "Adjustment"]) == 2  # b and retention, once
    codes = [a["code"] for a in s.customer.ok(ACTIVITY, {"id": s.id, "n": 1})["node"]["claim"]["activity"]]
    assert codes.count("SENT_SCHEDULE") == 1 and codes.count("FINALISED_SCHEDULE") == 1
    with s.customer.app.app_context():
        assert db.session.query(PaymentSchedule).filter(PaymentSchedule.contract_id == _db_id(s)).count() == 1
        # One email, recorded once, with the one PDF that went with it.
        served = db.session.query(ServedDocument).filter(ServedDocument.document == "schedule",
                                                         ServedDocument.contract_id == _db_id(s)).all()
        assert sorted(r.kind for r in served) == ["email", "pdf"]


def test_a_scheduled_claim_cannot_go_back_to_draft_nor_be_deleted_but_payment_sent_and_paid_work(scheduled_contract):
    s = scheduled_contract()
    s.save()
    s.sent()
    assert errors_of(s.supplier.gql(CHANGE_TO_DRAFT, {"id": s.id, "n": 1})) == [
        "A payment schedule has been issued for this claim, so it can no longer be changed to draft"]
    assert errors_of(s.supplier.gql(DELETE_CLAIM, {"id": s.id, "n": 1})) == [
        "A payment schedule has been issued for this claim, so it cannot be deleted"]
    assert s.claim(s.supplier)["viewerCanChangeToDraft"] is False
    assert s.claim()["viewerCanSetPaying"] is True
    assert s.customer.ok(SET_PAYING, {"id": s.id, "n": 1, "p": True})["claimSetPaying"]["claim"]["isPaying"]
    assert s.supplier.ok(MARK_PAID, {"id": s.id, "n": 1, "p": True})["claimMarkPaid"]["claim"]["isPaid"]


def test_an_as_claimed_schedule_writes_no_adjustments(scheduled_contract, party, run_jobs, dev_mail):
    s = scheduled_contract(supplier=party("Acme Builders"))  # its own supplier: the emails it is sent are counted
    s.save()
    assert s.sent()["schedule"]["scheduleExcl"] == s.schedule()["claimedExcl"]
    assert [e for e in s.p.ledger(s.customer)["entries"] if e["mode"] == "Adjustment"] == []
    run_jobs()
    assert len(schedule_mails(dev_mail, s.supplier.email)) == 1


def test_a_line_with_nothing_claimed_may_be_left_out_of_the_schedule(scheduled_contract, party, run_jobs, dev_mail):
    """Spec 2 §2: 'A line can be deleted only while it has no claimed-to-date and no claim.'"""
    s = scheduled_contract(supplier=party("Acme Builders"),  # its own supplier: the email it is sent is read
                           before_send=lambda p: p.lines(create=[line("d", "Landscaping", 400_000)]))
    # The server says which line may go (the builder offers Remove on that one only).
    assert [(x["itemId"], x["claimed"], x["removable"]) for x in s.schedule()["lines"]] == [
        ("a", 1_000_000, False), ("b", 500_000, False), ("c", 250_000, False), ("d", 0, True)]
    body = s.update(lines=[{**scheduled("a", 1_000_000), "removed": True}])
    assert errors_of(body) == ["Foundations has been claimed, so it cannot be removed from the payment schedule"]
    assert body["errors"][0]["extensions"]["field"] == "lines.0.removed"
    saved = s.save(lines=[{**scheduled("d", 0), "removed": True}, scheduled("b", 400_000, "Not finished")],
                   notes=["Framing not finished"])
    assert [(x["itemId"], x["removed"]) for x in saved["lines"]] == [
        ("a", False), ("b", False), ("c", False), ("d", True)]
    sent = s.sent()["schedule"]
    assert [(x["itemId"], x["removed"]) for x in sent["lines"]][-1] == ("d", True)  # still left out once frozen
    assert sent["scheduleExcl"] == 1_567_500  # 16,500.00 less 5% retention: no total counts the line
    run_jobs()
    [mail] = schedule_mails(dev_mail, s.supplier.email)
    assert "Framing: claimed $5,000.00; scheduled $4,000.00" in mail["text"] and "Landscaping" not in mail["text"]
    # Claim 2: a line claimed before cannot be left out, even with nothing claimed on it now.
    s.p.new_claim()
    s.p.lines(update=[{"itemId": "b", "amount": 100_000, "tax": 15_000}])
    s.p.patch(2, {"periodFrom": "2026-04-01", "periodTo": "2026-04-30", "date": "2026-04-30"})
    s.p.submitted(2)
    s.number = 2
    assert [(x["itemId"], x["claimed"], x["removable"]) for x in s.schedule()["lines"]][0] == ("a", 0, False)
    body = s.update(lines=[{**scheduled("a", 0), "removed": True}])
    assert errors_of(body) == ["Foundations has been claimed, so it cannot be removed from the payment schedule"]


def test_the_supplier_opening_the_sent_schedule_is_viewed_once(scheduled_contract):
    s = scheduled_contract()
    s.save()
    for ws in (s.supplier, s.customer):  # a draft is not served on anyone: nothing to view
        assert ws.ok(VIEWED, {"id": s.id, "n": 1})["paymentScheduleMarkViewed"]["claim"]["status"] == "Sent"
    s.sent()
    for ws in (s.supplier, s.supplier, s.customer):
        ws.ok(VIEWED, {"id": s.id, "n": 1})
    activity = s.customer.ok(ACTIVITY, {"id": s.id, "n": 1})["node"]["claim"]["activity"]
    assert [a["user"]["name"] for a in activity if a["type"] == "viewed"] == ["Acme Owner"]


def test_the_supplier_opening_the_schedule_link_is_viewed_once(scheduled_contract, party, run_jobs, dev_mail, app):
    s = scheduled_contract(supplier=party("Acme Builders"))  # its own supplier: the email it is sent is read
    s.save()
    s.sent()
    run_jobs()
    [mail] = schedule_mails(dev_mail, s.supplier.email)
    link_id, key, doc = parse(LINK.search(mail["text"]).group(1))
    visitor = app.test_client()
    for _ in range(2):
        response = visitor.post("/v1/link/viewed", json={"doc": doc, "schedule": True},
                                headers={"Authorization": f"AccessLink {link_id}:{key}"})
        assert response.status_code == 200
    activity = s.customer.ok(ACTIVITY, {"id": s.id, "n": 1})["node"]["claim"]["activity"]
    assert [a["user"]["name"] for a in activity if a["type"] == "viewed"] == ["Acme Owner"]


def test_sending_without_a_saved_draft_is_refused(scheduled_contract):
    s = scheduled_contract()
    assert errors_of(s.send()) == ["Save the payment schedule before sending it"]


def test_a_schedule_for_an_older_claim_revision_is_refused_at_send(scheduled_contract):
    s = scheduled_contract()
    s.save()
    with s.customer.app.app_context():
        db.session.execute(update(PaymentSchedule).where(PaymentSchedule.contract_id == _db_id(s)).values(claim_rev=0))
        db.session.commit()
    body = s.send()
    assert errors_of(body) == ["The claim has changed since you opened it. Reload to see the latest."]
    assert body["errors"][0]["extensions"]["code"] == "STALE_REVISION"
