"""The roll-up of subcontract claims into the head claim (issue 40; app.payments.rollup): a head contract
(Client Co → Acme Builders) with two subcontracts (Sparky Electrical, Pipe Dreams), the chain world of
the chain tests (chain_world.py). The roll-up sums to the cent, applies once, flags a changed source,
refuses an unmapped line and a claim included before with the issue's texts, finds nothing for anyone
else, previews in a fixed number of statements, and reads no more for a longer history."""
import pytest

from app.db import db
from tests.api.contracts.chain_world import chain_world, head_draft, month, sub_claim
from tests.api.factories import ScheduledProject, errors_of, gst, on_day, subcontract
from tests.querycount import count_queries

ROLLUP_FIELDS = """
  contractId number period periodLabel introText sourceChanged sourceChangedText
  headLines { itemId name isMargin amount }
  subClaims { subContractId subName number status basis period periodLabel inPeriod otherPeriodText amount includedIn
              includedHere includedText
              lines { itemId name amount headItemId unmappedText } }
  included { headItemId headLineName subName claimNumber subItemId subLineName basis amount currentAmount changed
             sourceText }
"""
PREVIEW_FIELDS = ("preview(claims: $claims) { added unchangedCount problems { field message } "
                  "lines { headItemId headLineName current added after "
                  "sources { subName claimNumber subItemId subLineName amount } } }")
ROLLUP = ("query($id: ID!, $n: Int!, $claims: [RollupClaimRef!]!) { claimRollup(contractId: $id, number: $n) { %s %s } }"
          % (ROLLUP_FIELDS, PREVIEW_FIELDS))
MAP = ("mutation($input: ClaimRollupMapInput!) { claimRollupMap(input: $input) { added rollup { %s } } }"
       % ROLLUP_FIELDS)
APPLY = ("mutation($input: ClaimRollupApplyInput!) { claimRollupApply(input: $input) { added rollup { %s } } }"
         % ROLLUP_FIELDS)
REMOVE = ("mutation($input: ClaimRollupRemoveInput!) { claimRollupRemove(input: $input) { removed rollup { %s } } }"
          % ROLLUP_FIELDS)

# Odd cents on purpose: the totals must be the sources' to the cent.
WIRING, FITTINGS, PIPES = 1_234_567, 765_433, 333_339
WIRING_SCHEDULED = 1_200_001


def schedule(p, claimed: int, lines: dict, number=1):
    """The head contractor (the subcontract's customer) schedules claim `number` (`claimed` in all):
    {item: (scheduled cents, claimed cents)}."""
    s = ScheduledProject(p, number)
    total = claimed + sum(amount - was for amount, was in lines.values())
    s.save(lines=[{"itemId": item, "scheduled": amount, "reason": "Part of the fittings are not installed"}
                  for item, (amount, _) in lines.items()],
           notes=["Part of the work is not finished"], scheduleExcl=total, scheduleTax=gst(total), dueDate="2026-05-20")
    s.sent()


@pytest.fixture
def chain(contract, module_parties):
    """(project, party) for chain_world: each test's own head contract and subcontracts, between the
    module's organisations (signed up once; every read here is of one contract, not an organisation's lists)."""
    return contract, module_parties


def world(project, party, site="Queen St Apartments"):
    head, (sparky, pipes) = (w := chain_world(project, party, site=site)).head, w.subs
    with on_day("2026-03-20"):
        sub_claim(sparky, [("w", "Wiring", WIRING), ("f", "Fittings", FITTINGS)])
        sub_claim(pipes, [("x", "Pipework", PIPES)])
    head_draft(head)
    return head, sparky, pipes


def ref(p, number=1) -> dict:
    return {"contractId": p.id, "number": number}


def rollup(head, claims=(), ws=None, number=1):
    return (ws or head.supplier).ok(ROLLUP, {"id": head.id, "n": number, "claims": list(claims)})["claimRollup"]


def set_map(head, sub, lines, number=1, ws=None):
    return (ws or head.supplier).gql(MAP, {"input": {"contractId": head.id, "number": number, "subContractId": sub.id,
                                                     "lines": [{"subItemId": s, "headItemId": h} for s, h in lines]}})


def apply(head, claims, number=1, ws=None):
    return (ws or head.supplier).gql(APPLY, {"input": {"contractId": head.id, "number": number, "claims": list(claims)}})


def remove(head, sub, number=1, sub_number=1, ws=None):
    return (ws or head.supplier).gql(REMOVE, {"input": {"contractId": head.id, "number": number, "subContractId": sub.id,
                                                        "subNumber": sub_number}})


def draft_amounts(head) -> dict:
    draft = head.claim(1)["draft"]
    return {ln["itemId"]: ln["thisClaim"] for ln in draft["lines"]}, draft["totals"]


def test_the_roll_up_sums_to_the_cent_and_applies_once(chain):
    head, sparky, pipes = world(*chain)
    schedule(sparky, WIRING + FITTINGS, {"w": (WIRING_SCHEDULED, WIRING)})  # scheduled: the scheduled amounts count

    found = rollup(head, [ref(sparky), ref(pipes)])
    assert (found["period"], found["periodLabel"]) == ("2026-03", "March 2026")
    assert found["introText"] == ("Subcontract claims for March 2026 first. A scheduled claim counts for its scheduled "
                                  "amount; a claim not yet scheduled for its claimed amount.")
    assert {(c["periodLabel"], c["otherPeriodText"]) for c in found["subClaims"]} == {("March 2026", None)}
    assert [(h["itemId"], h["isMargin"]) for h in found["headLines"]] == [("e", False), ("p", False), ("m", True)]
    claims = {c["subName"]: c for c in found["subClaims"]}
    assert claims["Sparky Electrical"]["basis"] == "scheduled" and claims["Pipe Dreams"]["basis"] == "claimed"
    assert claims["Sparky Electrical"]["amount"] == WIRING_SCHEDULED + FITTINGS
    assert claims["Pipe Dreams"]["amount"] == PIPES and claims["Pipe Dreams"]["inPeriod"]
    assert [ln["unmappedText"] for ln in claims["Sparky Electrical"]["lines"]] == [
        "Map Wiring to a line of your contract before including it.",
        "Map Fittings to a line of your contract before including it."]

    # An unmapped line is refused, beside the line, and nothing changes.
    before, before_totals = draft_amounts(head)
    rev = head.ledger()["ledgerRev"]
    body = apply(head, [ref(pipes)])
    assert errors_of(body) == ["Map Pipework to a line of your contract before including it."]
    assert body["errors"][0]["extensions"]["field"] == "claims.0.lines.0"
    assert head.ledger()["ledgerRev"] == rev

    # The margin line is the head contractor's own: never a target.
    body = set_map(head, sparky, [("w", "m")])
    assert errors_of(body) == ["Margin is your own margin line: subcontract claims are never added to it."]
    for sub, lines in ((sparky, [("w", "e"), ("f", "e")]), (pipes, [("x", "p")])):
        body = set_map(head, sub, lines)
        assert "errors" not in body, body

    preview = rollup(head, [ref(sparky), ref(pipes)])["preview"]
    assert preview["problems"] == []
    assert preview["added"] == WIRING_SCHEDULED + FITTINGS + PIPES
    by_line = {ln["headItemId"]: ln for ln in preview["lines"]}
    assert set(by_line) == {"e", "p"}  # the margin line stays the head contractor's own
    assert by_line["e"]["current"] == 100_001 and by_line["e"]["added"] == WIRING_SCHEDULED + FITTINGS
    assert by_line["e"]["after"] == 100_001 + WIRING_SCHEDULED + FITTINGS
    assert [(s["subName"], s["claimNumber"], s["subLineName"], s["amount"]) for s in by_line["e"]["sources"]] == [
        ("Sparky Electrical", 1, "Wiring", WIRING_SCHEDULED), ("Sparky Electrical", 1, "Fittings", FITTINGS)]
    assert head.ledger()["ledgerRev"] == rev  # a preview writes nothing

    body = apply(head, [ref(sparky), ref(pipes)])
    assert "errors" not in body, body
    applied = body["data"]["claimRollupApply"]
    assert applied["added"] == WIRING_SCHEDULED + FITTINGS + PIPES
    after, after_totals = draft_amounts(head)
    assert after["e"] == before["e"] + WIRING_SCHEDULED + FITTINGS
    assert after["p"] == before["p"] + PIPES
    assert after["m"] == before["m"] == 500_000
    # The claim's totals move by the sources' sum to the cent, and its GST by the GST on the lines.
    assert after_totals["grossToDate"] - before_totals["grossToDate"] == WIRING_SCHEDULED + FITTINGS + PIPES
    entries = {e["itemId"]: e for e in head.claim(1)["draft"]["lines"]}
    assert entries["e"]["entry"]["tax"] == gst(after["e"]) and entries["p"]["entry"]["tax"] == gst(PIPES)
    included = applied["rollup"]["included"]
    assert [(i["headItemId"], i["sourceText"], i["amount"], i["basis"]) for i in included] == [
        ("e", "From Sparky Electrical claim 1: Fittings", FITTINGS, "scheduled"),
        ("e", "From Sparky Electrical claim 1: Wiring", WIRING_SCHEDULED, "scheduled"),
        ("p", "From Pipe Dreams claim 1: Pipework", PIPES, "claimed")]
    assert not applied["rollup"]["sourceChanged"] and applied["rollup"]["sourceChangedText"] is None
    assert all(c["includedHere"] and c["includedIn"] == 1 for c in applied["rollup"]["subClaims"])

    # Applying the same choice again changes nothing: no amount, no ledger revision.
    rev = head.ledger()["ledgerRev"]
    again = apply(head, [ref(sparky), ref(pipes)])
    assert "errors" not in again, again
    assert again["data"]["claimRollupApply"]["added"] == 0
    assert draft_amounts(head)[0] == after and head.ledger()["ledgerRev"] == rev
    assert rollup(head, [ref(sparky)])["preview"]["unchangedCount"] == 1


def test_a_claim_included_before_is_refused(chain):
    head, sparky, pipes = world(*chain, site="Included Before")
    set_map(head, sparky, [("w", "e"), ("f", "e")])
    assert "errors" not in apply(head, [ref(sparky)])
    head.submitted(1)  # head claim 1 goes to the principal with Sparky's claim 1 in it
    head_draft(head, 2)  # a second claim for March: Sparky's claim 1, of the month, is listed as included before
    found = rollup(head, [ref(sparky)], number=2)
    sparky_claim = next(c for c in found["subClaims"] if c["subName"] == "Sparky Electrical")
    assert sparky_claim["includedIn"] == 1 and not sparky_claim["includedHere"]
    assert sparky_claim["includedText"] == "Claim 1 from Sparky Electrical was included in your claim 1."
    assert found["preview"]["problems"] == [
        {"field": "claims.0", "message": "Claim 1 from Sparky Electrical was included in your claim 1."}]
    body = apply(head, [ref(sparky)], number=2)
    assert errors_of(body) == ["Claim 1 from Sparky Electrical was included in your claim 1."]
    assert body["errors"][0]["extensions"]["field"] == "claims.0"
    # The mapping was remembered for the subcontract: its next claim needs none.
    with on_day("2026-04-20"):
        sub_claim(sparky, [("w", "Wiring", 10_001)], number=2, period="2026-04")
    body = apply(head, [ref(sparky, 2)], number=2)
    assert "errors" not in body, body
    assert body["data"]["claimRollupApply"]["added"] == 10_001
    # An April draft lists April's claim and March's claim still to include (Pipe Dreams'), not Sparky's
    # claim 1, included before (history, not read); a choice of it by its key still meets its refusal.
    head.submitted(2)
    head_draft(head, 3, period="2026-04")
    april = rollup(head, [ref(sparky)], number=3)
    assert [(c["subName"], c["number"], c["otherPeriodText"]) for c in april["subClaims"]] == [
        ("Sparky Electrical", 2, None), ("Pipe Dreams", 1, "For March 2026")]
    assert april["subClaims"][0]["includedText"] == "Claim 2 from Sparky Electrical was included in your claim 2."
    assert april["preview"]["problems"] == [
        {"field": "claims.0", "message": "Claim 1 from Sparky Electrical was included in your claim 1."}]
    assert errors_of(apply(head, [ref(sparky)], number=3)) == [
        "Claim 1 from Sparky Electrical was included in your claim 1."]


def test_an_inclusion_is_undone_to_the_cent_and_can_be_included_again(project, party):
    head, sparky, pipes = world(project, party, site="Undone")
    set_map(head, sparky, [("w", "e"), ("f", "e")])
    set_map(head, pipes, [("x", "p")])
    before, before_totals = draft_amounts(head)
    assert "errors" not in apply(head, [ref(sparky), ref(pipes)])
    applied, _ = draft_amounts(head)
    rev = head.ledger()["ledgerRev"]

    # Nobody but the head contractor undoes it: the principal, the subcontractor, an outsider.
    for ws, error in ((head.customer, "Claim not found"), (sparky.supplier, "Contract not found"),
                      (party("Stranger Ltd"), "Contract not found")):
        assert errors_of(remove(head, sparky, ws=ws)) == [error]
    assert head.ledger()["ledgerRev"] == rev and draft_amounts(head)[0] == applied

    body = remove(head, sparky)
    assert "errors" not in body, body
    undone = body["data"]["claimRollupRemove"]
    assert undone["removed"] == WIRING + FITTINGS
    after, after_totals = draft_amounts(head)
    assert after == {**applied, "e": before["e"]}  # Sparky's amounts out of its line, to the cent
    assert after["p"] == before["p"] + PIPES  # Pipe Dreams' stays
    assert after_totals["grossToDate"] - before_totals["grossToDate"] == PIPES
    entries = {e["itemId"]: e for e in head.claim(1)["draft"]["lines"]}
    assert entries["e"]["entry"]["tax"] == gst(before["e"])
    assert head.ledger()["ledgerRev"] != rev  # one ledger revision, as any edit
    rev = head.ledger()["ledgerRev"]
    assert [i["sourceText"] for i in undone["rollup"]["included"]] == ["From Pipe Dreams claim 1: Pipework"]
    claims = {c["subName"]: c for c in undone["rollup"]["subClaims"]}
    assert claims["Sparky Electrical"]["includedIn"] is None and not claims["Sparky Electrical"]["includedHere"]

    # Undone once, it is not included: a second undo is refused, and nothing changes.
    assert errors_of(remove(head, sparky)) == ["Claim 1 from Sparky Electrical is not included in this claim."]
    assert errors_of(remove(head, sparky, sub_number=9)) == ["Claim 9 from Sparky Electrical is not included in this claim."]
    assert head.ledger()["ledgerRev"] == rev
    # Another head contract's subcontract, or a malformed id, is not found.
    other = project(site_name="Elsewhere", supplier=head.supplier)
    elsewhere = subcontract(other, party("Far Away Trades"))
    assert errors_of(remove(head, elsewhere)) == ["Claim not found"]
    assert errors_of(head.supplier.gql(REMOVE, {"input": {"contractId": head.id, "number": 1, "subContractId": "nonsense",
                                                          "subNumber": 1}})) == ["Claim not found"]

    # It can be included again, for the same amounts.
    again = apply(head, [ref(sparky)])
    assert "errors" not in again, again
    assert again["data"]["claimRollupApply"]["added"] == WIRING + FITTINGS
    assert draft_amounts(head)[0] == applied

    # Only on the draft: once the head claim is sent, there is no draft to undo it from.
    head.submitted(1)
    assert errors_of(remove(head, pipes)) == ["Claim not found"]


def test_a_source_changed_after_inclusion_marks_the_head_draft(chain):
    head, sparky, pipes = world(*chain, site="Changed Source")
    set_map(head, pipes, [("x", "p")])
    assert "errors" not in apply(head, [ref(pipes)])
    assert rollup(head)["sourceChanged"] is False
    schedule(pipes, PIPES, {"x": (300_000, PIPES)})  # scheduled for less than was claimed and included
    found = rollup(head)
    assert found["sourceChanged"] is True and found["sourceChangedText"] == "source changed"
    assert [(i["sourceText"], i["amount"], i["currentAmount"], i["changed"]) for i in found["included"]] == [
        ("From Pipe Dreams claim 1: Pipework", PIPES, 300_000, True)]
    assert draft_amounts(head)[0]["p"] == PIPES  # nothing changes by itself: the head contractor decides


def test_nobody_else_finds_the_rollup_or_its_subcontracts(project, party, chain):
    head, sparky, pipes = world(*chain, site="Isolation")
    set_map(head, pipes, [("x", "p")])
    principal, stranger = head.customer, party("Stranger Ltd")
    for ws in (principal, stranger, sparky.supplier):
        assert rollup(head, [ref(pipes)], ws=ws) is None
        assert errors_of(apply(head, [ref(pipes)], ws=ws)) != []
        assert errors_of(set_map(head, pipes, [("x", "p")], ws=ws)) != []
    assert rollup(head, [ref(pipes)])["preview"]["problems"] == []  # the head contractor still can
    # Another head contract's subcontract (of the same head contractor) and a malformed id find nothing.
    other = project(site_name="Elsewhere", supplier=head.supplier)
    elsewhere = subcontract(other, party("Far Away Trades"))
    with on_day("2026-03-20"):
        sub_claim(elsewhere, [("z", "Far line", 1_000)])
    for bad in (ref(elsewhere), {"contractId": "nonsense", "number": 1}, ref(pipes, 9)):
        assert rollup(head, [bad])["preview"]["problems"] == [{"field": "claims.0", "message": "Claim not found"}]
        assert errors_of(apply(head, [bad])) == ["Claim not found"]
    assert all(c["subName"] != "Far Away Trades" for c in rollup(head)["subClaims"])
    assert errors_of(set_map(head, elsewhere, [("z", "p")])) == ["Contract not found"]
    assert rollup(head, ws=head.supplier, number=7) is None  # not the draft


def _measured(head, chosen, number=1) -> tuple[int, int, dict]:
    """(statements, rows answered, the rollup) of a claimRollup with its preview, the session warm."""
    rollup(head, chosen, number=number)  # the session and the workspace warm
    with head.supplier.app.app_context():
        engine = db.engine
    with count_queries(engine) as log:
        found = rollup(head, chosen, number=number)
    return log.count, log.rows, found


def test_the_preview_costs_the_same_for_one_subcontract_claim_and_three(chain):
    """One subcontract claim (one line) counted, then the same head contract grown by two subcontracts
    whose claims have two lines each, mapped to two head lines, and counted again for the three."""
    project, party = chain
    world = chain_world(project, party, site="Sub Claims", subs=("Sparky Electrical",))
    head, single = world.head, world.subs[0]
    with on_day("2026-03-20"):
        sub_claim(single, [("w", "Wiring", WIRING)])
    head_draft(head)
    set_map(head, single, [("w", "e")])
    few, _, found_few = _measured(head, [ref(single)])

    more = [subcontract(head, party(f"Trade {n}")) for n in range(2)]
    for sub in more:
        with on_day("2026-03-20"):
            sub_claim(sub, [("w", "Wiring", WIRING), ("f", "Fittings", FITTINGS)])
        set_map(head, sub, [("w", "e"), ("f", "p")])
    many, _, found_many = _measured(head, [ref(single)] + [ref(sub) for sub in more])
    sources = [sum(len(ln["sources"]) for ln in found["preview"]["lines"]) for found in (found_few, found_many)]
    assert sources == [1, 5]
    print(f"claimRollup with its preview: {few} statements for one subcontract claim, {many} for three")
    assert few == many <= 16, (few, many)


def test_the_rollup_reads_the_same_rows_whatever_the_history(chain):
    """A head contractor a month in, and the same head contractor three months in: each past month's
    subcontract claim is in the head claim of its month (sent), and this month's draft lists only this
    month's claim. The rollup and its preview cost the same statements and answer the same rows: past
    months are not read."""
    world = chain_world(*chain, site="Months In", subs=("Sparky Electrical",))
    head, sparky = world.head, world.subs[0]

    def month_in(number: int, period: str) -> None:
        sub_claim(sparky, [("w", "Wiring", WIRING + number)], number=number, period=period)
        head_draft(head, number, period=period)
        if number == 1:
            set_map(head, sparky, [("w", "e")])

    def past(number: int) -> None:  # a past month: included in its head claim, which went to the principal
        assert "errors" not in apply(head, [ref(sparky, number)], number=number)
        head.submitted(number)

    month_in(1, "2025-12")
    past(1)
    month_in(2, "2026-01")
    short_n, short_period = 2, "2026-01"
    short, short_rows, short_found = _measured(head, [ref(sparky, short_n)], short_n)
    past(2)  # more months cost the test, not the rollup
    month_in(3, "2026-02")
    past(3)
    month_in(4, "2026-03")
    long_n, long_period = 4, "2026-03"
    long, long_rows, long_found = _measured(head, [ref(sparky, long_n)], long_n)
    for found, n, period in ((short_found, short_n, short_period), (long_found, long_n, long_period)):
        assert [(c["number"], c["period"], c["includedIn"]) for c in found["subClaims"]] == [(n, period, None)]
        assert found["preview"]["added"] == WIRING + n and found["preview"]["problems"] == []
    print(f"claimRollup: {short} statements and {short_rows} rows a month in, {long} and {long_rows} three months in")
    assert (short, short_rows) == (long, long_rows), ((short, short_rows), (long, long_rows))
