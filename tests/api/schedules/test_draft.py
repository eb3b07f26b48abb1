"""The draft payment schedule: who may save, send and see it; optimistic concurrency; the server's totals."""
from tests.api.factories import SCHEDULE_SEND as SEND, SCHEDULE_UPDATE as UPDATE, errors_of, line, scheduled

NO_PERMISSION = ["You do not have permission"]


def test_the_customer_side_opens_an_unsaved_draft_of_every_line_as_claimed(scheduled_contract):
    s = scheduled_contract()
    claim = s.claim()
    assert (claim["viewerCanSchedule"], claim["viewerCanDraftSchedule"]) == (True, True)
    draft = claim["schedule"]
    assert (draft["status"], draft["version"], draft["claimRev"], draft["dueDate"]) == ("Draft", 0, 1, "2026-05-01")
    assert [(x["itemId"], x["name"], x["claimed"], x["scheduled"], x["reason"]) for x in draft["lines"]] == [
        ("a", "Foundations", 1_000_000, 1_000_000, ""), ("b", "Framing", 500_000, 500_000, ""),
        ("c", "Roofing", 250_000, 250_000, "")]
    assert (draft["claimedExcl"], draft["claimedTax"]) == (1_662_500, 249_375)  # 17,500.00 less 5% retention
    assert (draft["scheduleExcl"], draft["retention"]) == (1_662_500, -87_500)
    assert draft["pdfDownloadUrl"] is None and draft["sentAt"] is None


def test_a_draft_is_saved_recomputed_and_kept_private_to_the_customer_side(scheduled_contract):
    s = scheduled_contract()
    saved = s.save(lines=[scheduled("a", 600_000, "Defective work")], adjustExcl=-10_000, adjustTax=-1_500,
                   notes=["Defects", "  "], reference="  PS-7 ")
    assert saved["version"] == 1 and saved["notes"] == ["Defects"] and saved["reference"] == "PS-7"
    assert (saved["retention"], saved["scheduleExcl"], saved["scheduleTax"]) == (-67_500, 1_272_500, 190_875)
    assert s.schedule()["lines"][0] == {"itemId": "a", "name": "Foundations", "claimed": 1_000_000,
                                        "scheduled": 600_000, "reason": "Defective work", "removable": False,
                                        "removed": False}
    supplier_view = s.claim(s.supplier)
    assert supplier_view["schedule"] is None  # a draft is the customer side's
    assert (supplier_view["viewerCanSchedule"], supplier_view["viewerCanDraftSchedule"]) == (False, False)
    other = s.customer.add_member()
    assert s.schedule(other)["version"] == 1  # the other customer-side members see it


def test_a_save_based_on_an_older_version_is_a_conflict(scheduled_contract):
    s = scheduled_contract()
    other = s.customer.add_member()
    s.save(lines=[scheduled("a", 900_000, "x")])
    body = s.update(other, version=0, lines=[scheduled("b", 1, "y")])
    assert errors_of(body) == ["Someone else changed this payment schedule. Reload to see their changes."]
    assert body["errors"][0]["extensions"]["code"] == "STALE_REVISION"
    assert s.schedule()["lines"][0]["scheduled"] == 900_000  # nothing of the stale save
    assert s.save(other, lines=[scheduled("b", 1, "y")])["version"] == 2  # reloaded: saved


def test_a_save_for_an_older_claim_revision_is_a_conflict(scheduled_contract):
    s = scheduled_contract()
    body = s.update(claimRev=2)
    assert errors_of(body) == ["The claim has changed since you opened it. Reload to see the latest."]
    assert body["errors"][0]["extensions"]["code"] == "STALE_REVISION"


def test_the_totals_the_payer_saw_must_be_the_servers(scheduled_contract):
    s = scheduled_contract()
    body = s.update(lines=[scheduled("a", 500_000, "x")], scheduleExcl=1_662_500, scheduleTax=249_375)
    assert errors_of(body) == ["The totals have changed: the schedule comes to $11,875.00 excluding GST and "
                               "$1,781.25 GST. Reload to see the amounts it will pay."]
    assert body["errors"][0]["extensions"]["code"] == "TOTALS_MISMATCH"
    assert s.schedule()["version"] == 0


def test_lines_must_be_the_claims_and_listed_once(scheduled_contract):
    s = scheduled_contract()
    assert errors_of(s.update(lines=[scheduled("zz", 1, "")], scheduleExcl=0, scheduleTax=0)) == [
        "Line not found: zz"]
    assert errors_of(s.update(lines=[scheduled("retention", 0, "")], scheduleExcl=0, scheduleTax=0)) == [
        "Line not found: retention"]  # retention is recomputed, never scheduled
    assert errors_of(s.update(lines=[scheduled("a", 1, ""), scheduled("a", 2, "")], scheduleExcl=0,
                              scheduleTax=0)) == ["A line is listed twice: a"]


def test_without_customer_submit_a_member_drafts_but_cannot_send(scheduled_contract):
    s = scheduled_contract()
    drafter = s.customer.add_member(permissions=["ProgressClaims", "ContractView", "ContractCustomerDraft"])
    claim = s.claim(drafter)
    assert (claim["viewerCanSchedule"], claim["viewerCanDraftSchedule"]) == (False, True)
    s.save(drafter, lines=[scheduled("a", 900_000, "Short")], notes=["Short"])
    assert errors_of(s.send(drafter)) == NO_PERMISSION
    assert s.claim()["status"] == "Sent"
    reader = s.customer.add_member(permissions=["ProgressClaims", "ContractView"])
    assert s.claim(reader)["schedule"] is None  # neither draft nor submit: the draft is not theirs to see
    assert errors_of(s.update(reader)) == NO_PERMISSION


def test_the_supplier_side_can_neither_save_nor_send(scheduled_contract):
    s = scheduled_contract()
    s.save()
    data = {"contractId": s.id, "number": 1, "claimRev": 1, "version": 1, "isTaxInvoice": False, "lines": [],
            "adjustExcl": 0, "adjustTax": 0, "scheduleExcl": 1_662_500, "scheduleTax": 249_375, "notes": [],
            "reference": ""}
    assert errors_of(s.supplier.gql(UPDATE, {"input": data})) == NO_PERMISSION
    assert errors_of(s.send(s.supplier)) == NO_PERMISSION
    assert s.claim()["status"] == "Sent"


def test_another_organisation_gets_not_found_like_a_missing_contract(scheduled_contract, module_parties):
    s = scheduled_contract()
    stranger = module_parties("Stranger Ltd")
    data = {"contractId": s.id, "number": 1, "claimRev": 1, "version": 0, "isTaxInvoice": False, "lines": [],
            "adjustExcl": 0, "adjustTax": 0, "scheduleExcl": 0, "scheduleTax": 0, "notes": [], "reference": ""}
    assert errors_of(stranger.gql(UPDATE, {"input": data})) == ["Contract not found"]
    assert errors_of(stranger.gql(SEND, {"id": s.id, "n": 1})) == ["Contract not found"]
    missing = {**data, "contractId": "Q29udHJhY3Q6OTk5OTk5"}
    assert errors_of(s.customer.gql(UPDATE, {"input": missing})) == ["Contract not found"]
    assert errors_of(s.customer.gql(SEND, {"id": s.id, "n": 9})) == ["Claim not found"]


def test_a_claim_still_a_draft_or_voided_cannot_be_scheduled(scheduled_contract):
    s = scheduled_contract()
    s.p.new_claim()
    s.p.lines(update=[{"itemId": "a", "amount": 1, "tax": 0}])
    assert errors_of(s.customer.gql(SEND, {"id": s.id, "n": 2})) == ["Claim not found"]  # New: not theirs to see
    s.p.supplier.ok("mutation($id: ID!) { claimDeleteDraft(input: {contractId: $id, number: 2}) "
                    "{ didDeleteClaim } }", {"id": s.id})
    s.p.supplier.ok("mutation($id: ID!) { claimDelete(input: {contractId: $id, number: 1}) { claim { status } } }",
                    {"id": s.id})
    claim = s.claim()
    assert claim["status"] == "Voided" and claim["viewerCanDraftSchedule"] is False and claim["schedule"] is None
    assert errors_of(s.update()) == ["Only a submitted claim can be answered with a payment schedule"]


def test_texts_are_cleaned_and_bounded(scheduled_contract):
    s = scheduled_contract()
    saved = s.save(lines=[scheduled("a", 1, "Bad\u200b work\x07")], notes=["Line one\r\nline two"])
    assert saved["lines"][0]["reason"] == "Bad work" and saved["notes"] == ["Line one\nline two"]
    body = s.update(lines=[scheduled("a", 1, "x" * 2001)])
    assert errors_of(body) == ["A reason must be at most 2000 characters"]
    assert body["errors"][0]["extensions"]["field"] == "lines.0.reason"


def test_a_claim_with_an_item_from_an_earlier_claim_counts_it_in_the_gross_before(scheduled_contract):
    s = scheduled_contract()
    s.save()
    s.sent()
    s.p.new_claim()
    s.p.lines(update=[{"itemId": "a", "amount": 200_000, "tax": 30_000}], create=[line("d", "Fitout", 100_000)])
    s.p.lines(deleteIds=["d"])
    s.p.patch(2, {"periodFrom": "2026-04-01", "periodTo": "2026-04-30", "date": "2026-04-30"})
    s.p.submitted(2)
    s.number = 2
    draft = s.schedule()
    assert draft["claimedExcl"] == 190_000  # 200,000 less 5% retention on 1,950,000 - 87,500 held before
    assert [x["itemId"] for x in draft["lines"]] == ["a", "b", "c"]


def test_a_claim_back_in_draft_waits_and_an_older_draft_schedule_must_be_saved_again(scheduled_contract):
    from tests.api.factories import CHANGE_TO_DRAFT

    s = scheduled_contract()
    s.save(lines=[scheduled("a", 900_000, "Short")], notes=["Short"])
    s.supplier.ok(CHANGE_TO_DRAFT, {"id": s.id, "n": 1})
    assert s.claim()["viewerCanSchedule"] is False
    assert errors_of(s.send()) == ["The supplier is changing this claim: it can be scheduled once they send it again"]
    s.p.submitted(1)
    assert s.schedule()["claimRev"] == 1  # the draft still answers revision 1
    body = s.send()
    assert errors_of(body) == ["The claim has changed since you opened it. Reload to see the latest."]
    s.save(claimRev=2, lines=[scheduled("a", 900_000, "Short")], notes=["Short"])
    assert s.sent()["schedule"]["claimRev"] == 2
