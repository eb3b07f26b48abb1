"""The contracting chain (issue 40; app.payments.chain): the chain view as each organisation of a
four-level chain may see it, the head contractor's exposure gap with the issue's dates (CCA s 13),
and a fixed number of SQL statements whatever the chain's length. The chain is the chain tests' one
world (chain_world.py), a level below it where four are needed."""
import json
from datetime import date

import pytest

from app.db import db
from app.domain.schedule_deadline import schedule_deadline
from app.payments.chain import gap_text, is_gap, period_of
from tests.api.contracts.chain_world import chain_world, submitted
from tests.api.factories import on_day, retention_withheld_on, subcontract
from tests.querycount import count_queries

CHAIN = """
query($id: ID!) { contractChain(contractId: $id) { furtherSubcontractText links {
  contractId siteName depth isCurrent viewerIsSupplier customerName supplierName outstanding retentionHeld
  furtherSubcontract openClaim { number scheduleDeadline workingDaysLeft paymentDue nextLabel }
} } }
"""
GAPS = ("query { chainGaps { rulesAsAt notLegalAdvice gaps { subName subClaimNumber subDeadline headClaimNumber "
        "headDeadline period periodLabel text contractSlug } } }")

GAP_TEXT = ("Schedule due to Sparky Electrical on 30 March 2026; the principal's schedule to you is due 8 April 2026. "
            "You must answer Sparky Electrical first: not being paid by the principal is no reason (CCA s 13).")


# ---- the rules, pure ------------------------------------------------------------------------------------------

def test_the_issue_dates_and_the_gap_rule():
    # A sub claim served Mon 2 Mar 2026: 20 working days → Mon 30 Mar; the head claim served Mon 9 Mar →
    # Wed 8 Apr, Good Friday (3 Apr) and Easter Monday (6 Apr) skipped (s 22).
    sub = schedule_deadline(date(2026, 3, 2), date(2026, 3, 2)).date
    head = schedule_deadline(date(2026, 3, 9), date(2026, 3, 9)).date
    assert (sub, head) == (date(2026, 3, 30), date(2026, 4, 8))
    assert is_gap(sub, head, date(2026, 3, 10))
    assert is_gap(sub, head, date(2026, 3, 30))  # the last day to answer in time
    assert not is_gap(sub, head, date(2026, 3, 31))  # passed: shown overdue elsewhere
    assert not is_gap(head, head, date(2026, 3, 10))  # the same day is no gap
    assert not is_gap(date(2026, 4, 9), head, date(2026, 3, 10))
    assert gap_text("Sparky Electrical", sub, head) == GAP_TEXT


def test_the_period_is_the_month_of_the_period_end_else_of_service():
    assert period_of(date(2026, 3, 31), date(2026, 4, 2)) == "2026-03"
    assert period_of(None, date(2026, 4, 2)) == "2026-04"
    assert period_of(None, None) is None


# ---- a four-level chain ------------------------------------------------------------------------------------------

def four_levels(project, party, site="Queen St Apartments"):
    """Client Co → Acme Builders (head) → Sparky Electrical (sub) → Wired Up (sub-sub). Sparky's claim 1
    served Mon 2 Mar 2026, Acme's claim 1 to the client Mon 9 Mar (both for March); Wired Up's claim 1
    scheduled with $10,000 retention withheld, payment due 20 May 2026."""
    world = chain_world(project, party, site=site, subs=("Sparky Electrical",))
    head, sub = world.head, world.subs[0]
    subsub = subcontract(sub, party("Wired Up"))
    with on_day("2026-03-02"):
        submitted(sub, 1)
    with on_day("2026-03-03"):
        retention_withheld_on(subsub)
    with on_day("2026-03-09"):
        submitted(head, 1)
    return head, sub, subsub


@pytest.fixture(scope="module")
def levels(module_project, module_party):
    """four_levels built once for the tests that only read it (the views, the gaps, their statements)."""
    return four_levels(module_project, module_party)


def chain(ws, contract_id, day="2026-03-10"):
    with on_day(day):
        return ws.ok(CHAIN, {"id": contract_id})["contractChain"]


def names(found) -> list[tuple[int, str, str, bool]]:
    return [(link["depth"], link["customerName"], link["supplierName"], link["furtherSubcontract"])
            for link in found["links"]]


def test_each_organisation_sees_the_links_it_is_party_to(levels):
    head, sub, subsub = levels
    client, acme, sparky, wired = head.customer, head.supplier, sub.supplier, subsub.supplier

    # The sub-subcontractor sees only its own link, whichever contract it asks from.
    only = chain(wired, subsub.id)
    assert names(only) == [(0, "Sparky Electrical", "Wired Up", False)]
    link = only["links"][0]
    assert link["isCurrent"] and link["viewerIsSupplier"]
    assert link["retentionHeld"] == 1_000_000  # 10 % of $100,000 withheld by the schedule
    assert link["openClaim"]["number"] == 1 and link["openClaim"]["paymentDue"] == "2026-05-20"
    assert link["openClaim"]["scheduleDeadline"] is None  # answered by a schedule
    assert link["outstanding"] == 10_350_000  # the scheduled amount with GST, nothing received
    assert wired.ok(CHAIN, {"id": sub.id})["contractChain"] is None  # no party to it: not found
    assert "Acme" not in json.dumps(only) and "Client" not in json.dumps(only)

    # The subcontractor: its link with the head contractor and its own subcontract, nothing above.
    mid = chain(sparky, subsub.id)
    assert names(mid) == [(0, "Acme Builders", "Sparky Electrical", False),
                          (1, "Sparky Electrical", "Wired Up", False)]
    assert [link["isCurrent"] for link in mid["links"]] == [False, True]
    sub_link = mid["links"][0]
    assert sub_link["openClaim"]["scheduleDeadline"] == "2026-03-30"
    assert sub_link["openClaim"]["workingDaysLeft"] == 14  # 11 Mar .. 30 Mar
    assert sub_link["outstanding"] == 1_150_000  # the claimed amount with GST until a schedule says less
    assert "Client" not in json.dumps(mid)

    # The head contractor: the head contract, its subcontract, and that a further subcontract exists.
    top = chain(acme, head.id)
    assert names(top) == [(0, "Client Co", "Acme Builders", False), (1, "Acme Builders", "Sparky Electrical", True)]
    assert top["links"][0]["openClaim"]["scheduleDeadline"] == "2026-04-08"
    assert top["links"][0]["openClaim"]["workingDaysLeft"] == 19  # Good Friday and Easter Monday skipped
    assert top["links"][1]["furtherSubcontract"] and "Wired" not in json.dumps(top)
    assert top["furtherSubcontractText"] == "A further subcontract exists"
    assert names(chain(acme, sub.id)) == names(top)  # the same chain asked from below

    # The principal: its link, and that a further subcontract exists, with no figures of it.
    principal = chain(client, head.id)
    assert names(principal) == [(0, "Client Co", "Acme Builders", True)]
    assert "Sparky" not in json.dumps(principal) and "Wired" not in json.dumps(principal)


def test_an_outsider_and_a_malformed_id_find_nothing(levels, party):
    head, sub, subsub = levels
    stranger = party("Stranger Ltd")
    assert stranger.ok(CHAIN, {"id": head.id})["contractChain"] is None
    assert stranger.ok(CHAIN, {"id": "nonsense"})["contractChain"] is None


# ---- the exposure gap on the head contractor's home -------------------------------------------------------------

def gaps(ws, day):
    with on_day(day):
        return ws.ok(GAPS)["chainGaps"]


def test_the_head_contractor_sees_the_gap_with_the_issue_dates(levels):
    head, sub, subsub = levels
    acme = head.supplier
    found = gaps(acme, "2026-03-10")
    assert found["gaps"] == [{"subName": "Sparky Electrical", "subClaimNumber": 1, "subDeadline": "2026-03-30",
                              "headClaimNumber": 1, "headDeadline": "2026-04-08", "period": "2026-03",
                              "periodLabel": "March 2026",
                              "text": GAP_TEXT, "contractSlug": sub.contract["slug"]}]
    assert found["notLegalAdvice"] == "This is not legal advice."
    # Neither the principal, nor the subcontractor (its own subcontract's claim is answered), nor anyone
    # once the deadline has passed.
    assert gaps(head.customer, "2026-03-10")["gaps"] == []
    assert gaps(sub.supplier, "2026-03-10")["gaps"] == []
    assert gaps(acme, "2026-03-31")["gaps"] == []


def test_no_gap_without_a_head_claim_of_the_same_period(project, party):
    world = chain_world(project, party, site="Other Month", subs=("Sparky Electrical",))
    head, sub = world.head, world.subs[0]
    with on_day("2026-03-02"):
        submitted(sub, 1)
    assert gaps(head.supplier, "2026-03-10")["gaps"] == []  # no head claim yet
    with on_day("2026-03-09"):
        submitted(head, 1, amount=100_000, period="2026-04")
    assert gaps(head.supplier, "2026-03-10")["gaps"] == []  # April's head claim: another period


# ---- a fixed number of SQL statements -----------------------------------------------------------------------------

def test_the_chain_costs_the_same_for_two_levels_and_four(project, party, levels):
    two = chain_world(project, party, site="Two Levels", subs=("Sparky Electrical",))
    short, short_sub = two.head, two.subs[0]
    with on_day("2026-03-02"):
        submitted(short_sub, 1)
    with on_day("2026-03-09"):
        submitted(short, 1)
    head, sub, subsub = levels

    def statements(ws, contract_id) -> tuple[int, int]:
        chain(ws, contract_id)  # the session and the workspace warm
        with ws.app.app_context():
            engine = db.engine
        with count_queries(engine) as log:
            found = chain(ws, contract_id)
        return log.count, len(found["links"])

    two, two_links = statements(short_sub.supplier, short_sub.id)
    four, four_links = statements(sub.supplier, subsub.id)
    top_two, _ = statements(short.supplier, short.id)
    top_four, _ = statements(head.supplier, head.id)
    assert (two_links, four_links) == (1, 2)
    print(f"contractChain: {two} statements for two levels, {four} for four; the head's {top_two} and {top_four}")
    assert two == four == top_two == top_four <= 12, (two, four, top_two, top_four)


def test_the_gaps_cost_the_same_for_one_subcontract_and_three(project, party):
    """One subcontract's gap counted, then the same head contract grown by two subcontracts, each with its
    gap, and counted again for the three."""
    world = chain_world(project, party, site="Sub Gaps", subs=("Sparky Electrical",))
    head = world.head
    with on_day("2026-03-09"):
        submitted(head, 1)
    with on_day("2026-03-02"):
        submitted(world.subs[0], 1)

    def statements(ws) -> tuple[int, int]:
        gaps(ws, "2026-03-10")
        with ws.app.app_context():
            engine = db.engine
        with count_queries(engine) as log:
            found = gaps(ws, "2026-03-10")
        return log.count, len(found["gaps"])

    few, few_gaps = statements(head.supplier)
    for n in range(2):
        sub = subcontract(head, party(f"Trade {n}"))
        with on_day("2026-03-02"):
            submitted(sub, 1)
    many, many_gaps = statements(head.supplier)
    assert (few_gaps, many_gaps) == (1, 3)
    print(f"chainGaps: {few} statements for one subcontract, {many} for three")
    assert few == many <= 10, (few, many)
