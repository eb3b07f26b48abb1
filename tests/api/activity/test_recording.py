"""Each claim and contract action records one entry, in the action's own transaction."""
from sqlalchemy import text

from app.db import db
from tests.api.activity.conftest import ARCHIVE, RESTORE, with_numbers
from tests.api.factories import (
    CHANGE_TO_DRAFT, CLAIM_RESEND, CLAIM_SEND, DELETE_DRAFT, MARK_PAID, MARK_READ, PERIOD, claim_activity,
    errors_of, feed, gst, kinds, line,
)


def submitted_claim(p, number=1):
    claim = p.new_claim()
    p.lines(create=[line("a", "Foundations", 100_000, amount=10_000, tax=gst(10_000))])
    p.patch(number, PERIOD)
    p.submitted(number)
    return claim


def test_a_claims_life_is_recorded_newest_first(project, pair):
    p = project(supplier=pair[0], customer=pair[1])
    claim = submitted_claim(p)
    assert kinds(claim_activity(p.supplier, claim["id"])) == ["sent", "finalised", "edited draft", "created"]

    p.supplier.ok(MARK_PAID, {"id": p.id, "n": 1, "p": True})
    p.supplier.ok(MARK_PAID, {"id": p.id, "n": 1, "p": True})  # unchanged: nothing more
    p.supplier.ok(MARK_PAID, {"id": p.id, "n": 1, "p": False})
    p.supplier.ok(CHANGE_TO_DRAFT, {"id": p.id, "n": 1})
    p.supplier.ok(DELETE_DRAFT, {"id": p.id, "n": 1})
    entries = claim_activity(p.supplier, claim["id"])
    assert kinds(entries)[:4] == ["deleted draft", "moved to Draft", "marked as Unpaid", "marked as Paid"]
    first = entries[0]
    assert first["user"]["name"] == "Acme Owner" and first["user"]["userId"]
    assert first["contractId"] == p.id and first["claimNumber"] == 1 and first["comment"] is None
    assert first["siteName"] == "Queen St Apartments" and first["ownerSlug"] == p.supplier.org["slug"]
    assert first["contractSlug"] == p.contract["slug"] and first["code"] == "DELETED_DRAFT"


def test_send_and_resend_record_sent_only_when_something_was_sent(project, pair):
    p = project(site_name="Resend St", supplier=pair[0], customer=pair[1])
    claim = submitted_claim(p)
    p.supplier.ok(CLAIM_SEND, {"id": p.id, "n": 1})  # submit sent it already: nothing new
    assert kinds(claim_activity(p.supplier, claim["id"])).count("sent") == 1
    body = p.supplier.ok(CLAIM_RESEND, {"input": {"contractId": p.id, "number": 1, "requestKey": "k1"}})
    assert body["claimResend"]["sentCount"] == 1
    p.supplier.ok(CLAIM_RESEND, {"input": {"contractId": p.id, "number": 1, "requestKey": "k1"}})  # a double click
    assert kinds(claim_activity(p.supplier, claim["id"])).count("sent") == 2


def test_the_customer_viewing_is_recorded_once_per_person_and_revision(project, pair):
    p = project(site_name="Viewing St", supplier=pair[0], customer=pair[1])
    claim = submitted_claim(p)
    p.supplier.ok(MARK_READ, {"id": p.id, "n": 1})  # the supplier reading its own claim is no news
    p.customer.ok(MARK_READ, {"id": p.id, "n": 1})
    p.customer.ok(MARK_READ, {"id": p.id, "n": 1})
    p.customer.ok(MARK_READ, {"id": p.id, "n": 1, "read": False})
    p.customer.ok(MARK_READ, {"id": p.id, "n": 1})
    entries = claim_activity(p.supplier, claim["id"])
    assert kinds(entries).count("viewed") == 1
    assert entries[0]["type"] == "viewed" and entries[0]["user"]["name"] == "Client Owner"

    # A new revision is news again.
    p.supplier.ok(CHANGE_TO_DRAFT, {"id": p.id, "n": 1})
    p.lines(update=[{"itemId": "a", "amount": 20_000, "tax": gst(20_000)}])
    p.submitted(1)
    p.customer.ok(MARK_READ, {"id": p.id, "n": 1})
    assert kinds(claim_activity(p.supplier, claim["id"])).count("viewed") == 2


def test_edits_of_a_draft_coalesce_per_person_for_ten_minutes(app, project, pair):
    p = project(site_name="Coalesce St", supplier=pair[0], customer=pair[1])
    claim = p.new_claim()
    p.lines(create=[line("a", "Foundations", 100_000)])
    p.lines(update=[{"itemId": "a", "name": "Foundations and drains"}])
    p.patch(1, PERIOD)
    entries = claim_activity(p.supplier, claim["id"])
    assert kinds(entries) == ["edited draft", "created"]
    bumped_at = entries[0]["at"]

    p.lines(update=[{"itemId": "a", "name": "Foundations"}])
    entries = claim_activity(p.supplier, claim["id"])
    assert kinds(entries) == ["edited draft", "created"] and entries[0]["at"] > bumped_at

    with app.app_context():  # the entry was started eleven minutes ago
        db.session.execute(text("UPDATE shared.activities SET created_at = created_at - interval '11 minutes' "
                                "WHERE code = 'edited_draft'"))
        db.session.commit()
    p.patch(1, {"poNumber": "PO-1"})
    assert kinds(claim_activity(p.supplier, claim["id"])) == ["edited draft", "edited draft", "created"]


def test_edits_by_two_people_are_two_entries(project, pair):
    p = project(site_name="Two People St", supplier=pair[0], customer=pair[1])
    colleague = p.supplier.add_member(permissions=["OrgEdit"])
    claim = p.new_claim()
    p.lines(create=[line("a", "Foundations", 100_000)])
    p.lines(colleague, create=[line("b", "Framing", 100_000)])
    p.lines(update=[{"itemId": "a", "name": "Foundations and drains"}])
    entries = claim_activity(p.supplier, claim["id"])
    assert kinds(entries) == ["edited draft", "edited draft", "created"]
    assert entries[0]["user"]["name"] == "Acme Owner"
    assert entries[1]["user"]["name"] == colleague.email


def test_a_refused_action_records_nothing(project, pair):
    p = project(site_name="Refused St", supplier=pair[0], customer=pair[1])
    claim = p.new_claim()
    body = p.submit(1)  # no period, no lines: refused
    assert body["errors"][0]["extensions"]["code"] == "SUBMIT_REFUSED"
    assert kinds(claim_activity(p.supplier, claim["id"])) == ["created"]
    stale = p.update(ledger_rev="0", update=[{"itemId": "nope", "name": "x"}])
    assert errors_of(stale)
    assert kinds(claim_activity(p.supplier, claim["id"])) == ["created"]


def test_deleting_a_draft_never_submitted_is_recorded_for_the_supplier(project):
    p = project()
    p.new_claim()
    body = p.supplier.ok(DELETE_DRAFT, {"id": p.id, "n": 1})
    assert body["claimDeleteDraft"]["didDeleteClaim"] is True
    assert with_numbers(feed(p.supplier)["entries"])[:2] == [("deleted draft", 1), ("created", 1)]


def test_the_contract_is_recorded_created_archived_and_unarchived(project):
    p = project()
    p.supplier.ok(ARCHIVE, {"id": p.id})
    p.supplier.ok(ARCHIVE, {"id": p.id})  # archived already: nothing more
    p.supplier.ok(RESTORE, {"id": p.id})
    for ws in (p.supplier, p.customer):
        entries = feed(ws)["entries"]
        assert with_numbers(entries) == [("contract unarchived", None), ("contract archived", None),
                                         ("contract created", None)]
        assert {e["user"]["name"] for e in entries} == {"Acme Owner"}
