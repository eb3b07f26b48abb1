"""The roll-up of subcontract claims into the head claim (issue 40; app.payments.rollup): a head contract
(Client Co → Acme Builders) with two subcontracts (Sparky Electrical, Pipe Dreams), built as test_chain
builds a chain. The roll-up sums to the cent, applies once, flags a changed source, refuses an unmapped
line and a claim included before with the issue's texts, finds nothing for anyone else, and previews in
a fixed number of statements."""
from app.db import db
from tests.api.factories import PERIOD, ScheduledProject, errors_of, gst, line, on_day, subcontract
from tests.querycount import count_queries

ROLLUP_FIELDS = """
  contractId number period sourceChanged sourceChangedText
  headLines { itemId name isMargin amount }
  subClaims { subContractId subName number status basis period inPeriod amount includedIn includedHere includedText
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

# Odd cents on purpose: the totals must be the sources' to the cent.
WIRING, FITTINGS, PIPES = 1_234_567, 765_433, 333_339
WIRING_SCHEDULED = 1_200_001


def sub_claim(p, lines, number=1):
    """Claim `number` of subcontract `p` with these lines, for March, served."""
    p.new_claim()
    p.lines(create=[line(item, name, 50_000_000, amount=amount, tax=gst(amount)) for item, name, amount in lines])
    p.patch(number, {**PERIOD, "date": "2026-03-31", "dueDate": "2026-04-20"})
    p.submitted(number)


def schedule(p, claimed: int, lines: dict, number=1):
    """The head contractor (the subcontract's customer) schedules claim `number` (`claimed` in all):
    {item: (scheduled cents, claimed cents)}."""
    s = ScheduledProject(p, number)
    total = claimed + sum(amount - was for amount, was in lines.values())
    s.save(lines=[{"itemId": item, "scheduled": amount, "reason": "Part of the fittings are not installed"}
                  for item, (amount, _) in lines.items()],
           notes=["Part of the work is not finished"], scheduleExcl=total, scheduleTax=gst(total), dueDate="2026-05-20")
    s.sent()


def head_draft(head):
    """The head contractor's draft claim 1 to the principal: its own lines (a margin line among them)."""
    head.new_claim()
    head.lines(create=[line("e", "Electrical services", 90_000_000, amount=100_001, tax=gst(100_001)),
                       line("p", "Plumbing", 40_000_000),
                       line("m", "Margin", 10_000_000, type="Margin", amount=500_000, tax=gst(500_000))])
    head.patch(1, {**PERIOD, "date": "2026-03-31", "dueDate": "2026-04-20"})


def world(project, party, site="Queen St Apartments"):
    head = project(site_name=site)
    sparky = subcontract(head, party("Sparky Electrical"))
    pipes = subcontract(head, party("Pipe Dreams"))
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


def draft_amounts(head) -> dict:
    draft = head.claim(1)["draft"]
    return {ln["itemId"]: ln["thisClaim"] for ln in draft["lines"]}, draft["totals"]


def test_the_roll_up_sums_to_the_cent_and_applies_once(project, party):
    head, sparky, pipes = world(project, party)
    schedule(sparky, WIRING + FITTINGS, {"w": (WIRING_SCHEDULED, WIRING)})  # scheduled: the scheduled amounts count

    found = rollup(head, [ref(sparky), ref(pipes)])
    assert found["period"] == "2026-03"
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


def test_a_claim_included_before_is_refused(project, party):
    head, sparky, pipes = world(project, party, site="Included Before")
    set_map(head, sparky, [("w", "e"), ("f", "e")])
    assert "errors" not in apply(head, [ref(sparky)])
    head.submitted(1)  # head claim 1 goes to the principal with Sparky's claim 1 in it
    head.new_claim()
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
        sparky.new_claim()
        sparky.lines(update=[{"itemId": "w", "amount": 10_001, "tax": gst(10_001)}])
        sparky.patch(2, {"periodFrom": "2026-04-01", "periodTo": "2026-04-30", "date": "2026-04-30"})
        sparky.submitted(2)
    body = apply(head, [ref(sparky, 2)], number=2)
    assert "errors" not in body, body
    assert body["data"]["claimRollupApply"]["added"] == 10_001


def test_a_source_changed_after_inclusion_marks_the_head_draft(project, party):
    head, sparky, pipes = world(project, party, site="Changed Source")
    set_map(head, pipes, [("x", "p")])
    assert "errors" not in apply(head, [ref(pipes)])
    assert rollup(head)["sourceChanged"] is False
    schedule(pipes, PIPES, {"x": (300_000, PIPES)})  # scheduled for less than was claimed and included
    found = rollup(head)
    assert found["sourceChanged"] is True and found["sourceChangedText"] == "source changed"
    assert [(i["sourceText"], i["amount"], i["currentAmount"], i["changed"]) for i in found["included"]] == [
        ("From Pipe Dreams claim 1: Pipework", PIPES, 300_000, True)]
    assert draft_amounts(head)[0]["p"] == PIPES  # nothing changes by itself: the head contractor decides


def test_nobody_else_finds_the_rollup_or_its_subcontracts(project, party):
    head, sparky, pipes = world(project, party, site="Isolation")
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


def test_the_preview_costs_the_same_for_one_subcontract_claim_and_three(project, party):
    one = project(site_name="One Sub Claim")
    single = subcontract(one, party("Sparky Electrical"))
    with on_day("2026-03-20"):
        sub_claim(single, [("w", "Wiring", WIRING)])
    head_draft(one)
    set_map(one, single, [("w", "e")])
    three = project(site_name="Three Sub Claims")
    subs = [subcontract(three, party(f"Trade {n}")) for n in range(3)]
    for sub in subs:
        with on_day("2026-03-20"):
            sub_claim(sub, [("w", "Wiring", WIRING), ("f", "Fittings", FITTINGS)])
    head_draft(three)
    for sub in subs:
        set_map(three, sub, [("w", "e"), ("f", "p")])

    def statements(head, chosen) -> tuple[int, int]:
        rollup(head, chosen)  # the session and the workspace warm
        with head.supplier.app.app_context():
            engine = db.engine
        with count_queries(engine) as log:
            found = rollup(head, chosen)
        return log.count, sum(len(ln["sources"]) for ln in found["preview"]["lines"])

    few, few_sources = statements(one, [ref(single)])
    many, many_sources = statements(three, [ref(sub) for sub in subs])
    assert (few_sources, many_sources) == (1, 6)
    print(f"claimRollup with its preview: {few} statements for one subcontract claim, {many} for three")
    assert few == many <= 16, (few, many)
