"""The cut-offs of the contracting chain (issue 40; app.payments.cutoffs): a head contract (Client Co →
Acme Builders) with two subcontracts. A subcontract's 'claims due by' day is set and cleared by the
head contract's supplier side only, a bad day is refused beside its field, and a subcontract claim
sent after the head claim of its period was sent reads 'not in your claim for {period}; include it
next period' on the roll-up's list, one sent before does not."""
from tests.api.factories import PERIOD, errors_of, gst, line, on_day, subcontract

CUTOFFS = "query($id: ID!) { subcontractCutoffs(contractId: $id) { subContractId claimsDueDay } }"
SET = ("mutation($input: SubcontractClaimsDueDaySetInput!) { subcontractClaimsDueDaySet(input: $input) { "
       "subContractId claimsDueDay } }")
ROLLUP = ("query($id: ID!, $n: Int!) { claimRollup(contractId: $id, number: $n) { period "
          "subClaims { subName number period cutoffText } } }")


def sent_claim(p, number, amount=1_000_000):
    """Claim `number` of `p` for March, sent."""
    p.new_claim()
    p.lines(create=[line(None, f"Stage {number}", 10_000_000, amount=amount, tax=gst(amount))])
    p.patch(number, {**PERIOD, "date": "2026-03-31", "dueDate": "2026-04-20"})
    p.submitted(number)


def set_day(head, sub, day, ws=None):
    return (ws or head.supplier).gql(SET, {"input": {"contractId": head.id, "subContractId": sub.id,
                                                     "claimsDueDay": day}})


def test_a_sub_claim_sent_after_the_head_claim_of_its_period_is_not_in_it(project, party):
    head = project(site_name="Queen St Apartments")
    sparky = subcontract(head, party("Sparky Electrical"))
    pipes = subcontract(head, party("Pipe Dreams"))
    with on_day("2026-03-20"):
        sent_claim(sparky, 1)  # before the head claim: in time for it
    with on_day("2026-03-25"):
        sent_claim(head, 1)  # the head claim for March to the principal
    with on_day("2026-03-27"):
        sent_claim(pipes, 1)  # after it: not in it
    head.new_claim()  # the head's next draft, claim 2

    found = head.supplier.ok(ROLLUP, {"id": head.id, "n": 2})["claimRollup"]
    texts = {c["subName"]: (c["period"], c["cutoffText"]) for c in found["subClaims"]}
    assert texts == {"Sparky Electrical": ("2026-03", None),
                     "Pipe Dreams": ("2026-03", "not in your claim for 2026-03; include it next period")}


def test_the_claims_due_by_day_is_the_head_contractors_setting(project, party):
    head = project(site_name="Queen St Apartments")
    sparky_ws = party("Sparky Electrical")
    sparky = subcontract(head, sparky_ws)
    pipes = subcontract(head, party("Pipe Dreams"))

    assert head.supplier.ok(CUTOFFS, {"id": head.id})["subcontractCutoffs"] == []
    body = set_day(head, sparky, 20)
    assert body["data"]["subcontractClaimsDueDaySet"] == {"subContractId": sparky.id, "claimsDueDay": 20}
    set_day(head, pipes, 25)
    set_day(head, sparky, 22)  # changed
    assert head.supplier.ok(CUTOFFS, {"id": head.id})["subcontractCutoffs"] == [
        {"subContractId": sparky.id, "claimsDueDay": 22}, {"subContractId": pipes.id, "claimsDueDay": 25}]
    assert set_day(head, pipes, None)["data"]["subcontractClaimsDueDaySet"]["claimsDueDay"] is None
    assert head.supplier.ok(CUTOFFS, {"id": head.id})["subcontractCutoffs"] == [
        {"subContractId": sparky.id, "claimsDueDay": 22}]

    # A day outside 1-31 is refused beside its field, and nothing changes.
    for bad in (0, 32, -1):
        body = set_day(head, sparky, bad)
        assert errors_of(body) == ["Enter a day of the month from 1 to 31"]
        assert body["errors"][0]["extensions"]["field"] == "claimsDueDay"
    assert head.supplier.ok(CUTOFFS, {"id": head.id})["subcontractCutoffs"][0]["claimsDueDay"] == 22

    # The subcontractor (the subcontract's supplier) and the principal never reach it.
    assert sparky_ws.ok(CUTOFFS, {"id": head.id})["subcontractCutoffs"] is None
    assert head.customer.ok(CUTOFFS, {"id": head.id})["subcontractCutoffs"] is None
    assert errors_of(set_day(head, sparky, 5, ws=sparky_ws)) == ["Contract not found"]
    assert errors_of(set_day(head, sparky, 5, ws=head.customer)) == ["Contract not found"]
    # The subcontract is no head of itself: a subcontract id as the head finds nothing to set.
    assert errors_of(sparky.customer.gql(SET, {"input": {"contractId": sparky.id, "subContractId": pipes.id,
                                                         "claimsDueDay": 5}})) == ["Contract not found"]
    assert head.supplier.ok(CUTOFFS, {"id": head.id})["subcontractCutoffs"] == [
        {"subContractId": sparky.id, "claimsDueDay": 22}]
