"""The cut-offs of the contracting chain (issue 40; app.payments.cutoffs): a head contract (Client Co →
Acme Builders) with two subcontracts, the chain world of the chain tests (chain_world.py). A
subcontract's 'claims due by' day is set and cleared by the head contract's supplier side only, a bad
day is refused beside its field, and a subcontract claim sent after the head claim of its period was
sent reads 'not in your claim for {period}; include it next period' (the period in words) on the
roll-up's list, the claim lists and the claim page, to the head contractor only; one sent before does
not. The lists read it in a fixed number of statements."""
import pytest

from app.db import db
from tests.api.contracts.chain_world import chain_world, submitted
from tests.api.factories import errors_of, on_day, subcontract
from tests.querycount import count_queries

CUTOFFS = "query($id: ID!) { subcontractCutoffs(contractId: $id) { subContractId claimsDueDay } }"
SET = ("mutation($input: SubcontractClaimsDueDaySetInput!) { subcontractClaimsDueDaySet(input: $input) { "
       "subContractId claimsDueDay } }")
ROLLUP = ("query($id: ID!, $n: Int!) { claimRollup(contractId: $id, number: $n) { period "
          "subClaims { subName number period cutoffText } } }")
LIST = ("query($box: ClaimBox!) { claimList(box: $box) { claims(first: 50) { edges { node { counterpartyName "
        "claim { number cutoffText standing { nextLabel badges { text } } } } } } } }")
CLAIM = "query($id: ID!, $n: Int!) { node(id: $id) { ... on Contract { claim(number: $n) { number cutoffText } } } }"
LATE = "not in your claim for March 2026; include it next period"


def set_day(head, sub, day, ws=None):
    return (ws or head.supplier).gql(SET, {"input": {"contractId": head.id, "subContractId": sub.id,
                                                     "claimsDueDay": day}})


@pytest.fixture(scope="module")
def late(module_project, module_party):
    """late_world built once for the tests that share it: the first adds the head's draft claim 2, which
    no other reads on the lists; the last sets the subcontracts' claims-due days, which no text reads."""
    return late_world(module_project, module_party, site="Lists Street")


def test_a_sub_claim_sent_after_the_head_claim_of_its_period_is_not_in_it(late):
    head, sparky, pipes = late
    head.new_claim()  # the head's next draft, claim 2

    found = head.supplier.ok(ROLLUP, {"id": head.id, "n": 2})["claimRollup"]
    texts = {c["subName"]: (c["period"], c["cutoffText"]) for c in found["subClaims"]}
    assert texts == {"Sparky Electrical": ("2026-03", None), "Pipe Dreams": ("2026-03", LATE)}


def late_world(project, party, site="Queen St Apartments"):
    """Sparky's claim 1 sent before the head claim for March, Pipe Dreams' after it."""
    world = chain_world(project, party, site=site)
    head, (sparky, pipes) = world.head, world.subs
    with on_day("2026-03-20"):
        submitted(sparky, 1)  # before the head claim: in time for it
    with on_day("2026-03-25"):
        submitted(head, 1)  # the head claim for March to the principal
    with on_day("2026-03-27"):
        submitted(pipes, 1)  # after it: not in it
    return head, sparky, pipes


def inbox(ws, box="Inbox") -> dict:
    """{(the other party's first word, claim number): the row's cut-off text}."""
    edges = ws.ok(LIST, {"box": box})["claimList"]["claims"]["edges"]
    return {(e["node"]["counterpartyName"].split()[0], e["node"]["claim"]["number"]): e["node"]["claim"]["cutoffText"]
            for e in edges}


def test_the_cutoff_shows_on_the_lists_and_the_claim_page_to_the_head_contractor_only(late):
    head, sparky, pipes = late
    assert inbox(head.supplier) == {("Sparky", 1): None, ("Pipe", 1): LATE}
    claim = head.supplier.ok(CLAIM, {"id": pipes.id, "n": 1})["node"]["claim"]
    assert claim == {"number": 1, "cutoffText": LATE}
    assert head.supplier.ok(CLAIM, {"id": sparky.id, "n": 1})["node"]["claim"]["cutoffText"] is None
    # The subcontractor never reads it, on its list or its claim; nor the principal, nor on the head claim.
    assert inbox(pipes.supplier, "Sent") == {("Acme", 1): None}
    assert pipes.supplier.ok(CLAIM, {"id": pipes.id, "n": 1})["node"]["claim"]["cutoffText"] is None
    assert inbox(head.customer) == {("Acme", 1): None}
    assert set(inbox(head.supplier, "Sent").values()) == {None}


def _statements(ws) -> int:
    ws.ok(LIST, {"box": "Inbox"})  # the session and the workspace warm
    with ws.app.app_context():
        engine = db.engine
    with count_queries(engine) as log:
        ws.ok(LIST, {"box": "Inbox"})
    return log.count


def test_the_lists_read_the_cutoffs_in_a_fixed_number_of_statements(project, party):
    head, sparky, pipes = late_world(project, party, site="Count Street")
    few = _statements(head.supplier)
    for n in range(2):  # two more subcontracts, each with a claim sent late and one for April
        sub = subcontract(head, party(f"Trade {n}"))
        with on_day("2026-03-28"):
            submitted(sub, 1)
        with on_day("2026-04-10"):
            submitted(sub, 2, period="2026-04")
    many = _statements(head.supplier)
    edges = head.supplier.ok(LIST, {"box": "Inbox"})["claimList"]["claims"]["edges"]
    texts = [e["node"]["claim"]["cutoffText"] for e in edges]
    assert len(texts) == 6 and texts.count(LATE) == 3
    print(f"claimList(Inbox) with cut-offs: {few} statements for 2 claims, {many} for 6")
    assert few == many, (few, many)


def test_the_claims_due_by_day_is_the_head_contractors_setting(late):
    head, sparky, pipes = late  # the days are read by no cut-off text: the shared world's texts stay
    sparky_ws = sparky.supplier

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
