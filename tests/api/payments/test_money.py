"""A project's money, drawn (issue 40; app.payments.money): a head contractor's money in from the
principal and out to two subcontractors by month, to the cent; retention both ways never netted; each
organisation sees only the contracts it is a party to; an outsider, a foreign or a malformed id find
nothing; and a fixed number of SQL statements whatever the number of subcontracts and months."""
import pytest
from graphql_relay import from_global_id, to_global_id

from app.db import db
from tests.api.factories import (PERIOD, TEN_PERCENT, ScheduledProject, gst, line, on_day, retention_withheld_on,
                                 subcontract, submitted)
from tests.api.payments import money_world
from tests.querycount import count_queries

SIDE = "claimed scheduled payable paid outstanding retentionWithheld"
MONEY = """
  months { period label moneyIn { %s } moneyOut { %s } }
  totals { period label moneyIn { %s } moneyOut { %s } }
  retention { heldFromUs weHold trustNote }
  isHeadContractor hasMoneyIn hasMoneyOut rulesAsAt notLegalAdvice csv csvFileName
""" % (SIDE, SIDE, SIDE, SIDE)
PROJECT = "query($id: ID!) { projectMoney(contractId: $id) { %s } }" % MONEY
ORGANISATION = "query { organisationMoney { %s } }" % MONEY
RECORD = ("mutation($input: ClaimPaymentRecordInput!) { claimPaymentRecord(input: $input) "
          "{ claim { isPaid } } }")
TRUST = ("Retention the principal holds from you does not count towards the trust money you must hold for your "
         "subcontractors.")
NOTHING = {"claimed": 0, "scheduled": 0, "payable": 0, "paid": 0, "outstanding": 0, "retentionWithheld": 0}


def side(claimed=0, scheduled=0, payable=0, paid=0, outstanding=0, retention=0) -> dict:
    return {"claimed": claimed, "scheduled": scheduled, "payable": payable, "paid": paid,
            "outstanding": outstanding, "retentionWithheld": retention}


def head_with_two_subcontracts(project, party, site="Queen St Apartments"):
    """Client Co → Acme Builders; Acme → Sparky Electrical and Acme → Pipe Dreams.
    - the head claim for March: $100,000 + GST with 10 % retention, scheduled in full ($90,000 + GST payable,
      $10,000 withheld by the principal);
    - Sparky's claim 1 for March: $10,000 + GST, not yet scheduled; its claim 2 for May: $3,333.33 + GST;
    - Pipe Dreams' claim 1 for March: $50,000 + GST with 10 % retention, scheduled in full ($5,000 withheld by
      Acme), $20,000.01 received (Pipe Dreams' own record)."""
    head = project(site_name=site)
    sparky = subcontract(head, party("Sparky Electrical"))
    pipes = subcontract(head, party("Pipe Dreams"))
    with on_day("2026-03-31"):
        retention_withheld_on(head)
        submitted(sparky, 1)
        pipes.new_claim()
        pipes.lines(create=[line("p", "Plumbing", 20_000_000, amount=5_000_000, tax=gst(5_000_000))],
                    retentionFormula=TEN_PERCENT)
        pipes.patch(1, {**PERIOD, "date": "2026-03-31"})
        pipes.submitted(1)
        s = ScheduledProject(pipes)
        s.save(scheduleExcl=4_500_000, scheduleTax=675_000, dueDate="2026-05-20")
        s.sent()
    with on_day("2026-05-31"):
        sparky.new_claim()
        sparky.lines(create=[line(None, "Stage 2", 10_000_000, amount=333_333, tax=gst(333_333))])
        sparky.patch(2, {"periodFrom": "2026-05-01", "periodTo": "2026-05-31", "date": "2026-05-31"})
        sparky.submitted(2)
    with on_day("2026-05-21"):
        pipes.supplier.ok(RECORD, {"input": {"contractId": pipes.id, "number": 1, "paidOn": "2026-05-20",
                                             "amount": 2_000_001}})
    return head, sparky, pipes


@pytest.fixture(scope="module")
def world(module_project, module_party):
    """head_with_two_subcontracts built once: the tests only read it (each organisation's money is its own)."""
    return head_with_two_subcontracts(module_project, module_party, site="Retention Row")


def without_file_name(found: dict) -> dict:
    return {k: v for k, v in found.items() if k != "csvFileName"}


def money(ws, contract_id):
    return ws.ok(PROJECT, {"id": contract_id})["projectMoney"]


def test_a_head_contractor_reads_in_against_out_to_the_cent(world):
    head, sparky, pipes = world
    acme = head.supplier
    found = money(acme, head.id)
    assert [m["period"] for m in found["months"]] == ["2026-03", "2026-04", "2026-05"]
    assert [m["label"] for m in found["months"]] == ["Mar 2026", "Apr 2026", "May 2026"]
    march, april, may = found["months"]
    # In: the head claim's net payment ($100,000 less $10,000 retention, plus GST), scheduled in full.
    assert march["moneyIn"] == side(10_350_000, 10_350_000, 10_350_000, 0, 10_350_000, 1_000_000)
    # Out: Sparky's $11,500 (unscheduled: payable is what was claimed) and Pipe Dreams' $51,750 ($50,000 less
    # $5,000 retention, plus GST), $20,000.01 of it received.
    assert march["moneyOut"] == side(1_150_000 + 5_175_000, 5_175_000, 1_150_000 + 5_175_000, 2_000_001,
                                     1_150_000 + 5_175_000 - 2_000_001, 500_000)
    assert april["moneyIn"] == april["moneyOut"] == NOTHING
    assert may["moneyIn"] == NOTHING
    assert may["moneyOut"] == side(383_333, 0, 383_333, 0, 383_333, 0)  # $3,333.33 + $500.00 GST
    assert found["totals"]["moneyOut"]["claimed"] == 1_150_000 + 5_175_000 + 383_333
    assert found["totals"]["moneyIn"]["retentionWithheld"] == 1_000_000
    # Retention both ways, never netted: $10,000 held from Acme by the principal, $5,000 Acme holds.
    assert found["retention"] == {"heldFromUs": 1_000_000, "weHold": 500_000, "trustNote": TRUST}
    assert found["isHeadContractor"] and found["hasMoneyIn"] and found["hasMoneyOut"]
    assert found["notLegalAdvice"] == "This is not legal advice."
    # The CSV beside the table: the same figures in dollars, a row per month and the totals.
    assert found["csvFileName"] == f"money-{head.contract['slug']}.csv"
    lines = found["csv"].removeprefix("\ufeff").split("\r\n")
    assert lines[1] == ('"Mar 2026",103500.00,103500.00,103500.00,0.00,103500.00,10000.00,'
                        '63250.00,51750.00,63250.00,20000.01,43249.99,5000.00')
    assert lines[4].startswith('"Total",103500.00,') and len(lines) == 6
    # The same project asked from a subcontract, and the organisation's page (its only project).
    assert without_file_name(money(acme, sparky.id)) == without_file_name(found)
    assert without_file_name(acme.ok(ORGANISATION)["organisationMoney"]) == without_file_name(found)


def test_each_party_sees_only_its_own_contracts(world):
    head, sparky, pipes = world
    # The principal: only the head contract, out; nothing of the subcontracts below it.
    principal = money(head.customer, head.id)
    assert [m["period"] for m in principal["months"]] == ["2026-03"]
    assert principal["months"][0]["moneyOut"] == side(10_350_000, 10_350_000, 10_350_000, 0, 10_350_000, 1_000_000)
    assert principal["months"][0]["moneyIn"] == NOTHING
    assert principal["retention"]["weHold"] == 1_000_000 and principal["retention"]["heldFromUs"] == 0
    assert not principal["isHeadContractor"]
    # A subcontractor: only its own subcontract, in; not the head contract above nor the other subcontract.
    own = money(sparky.supplier, sparky.id)
    assert [m["period"] for m in own["months"]] == ["2026-03", "2026-04", "2026-05"]
    assert own["totals"]["moneyIn"]["claimed"] == 1_150_000 + 383_333
    assert own["totals"]["moneyOut"] == NOTHING
    assert own["retention"]["heldFromUs"] == 0 and not own["hasMoneyOut"]
    assert sparky.supplier.ok(PROJECT, {"id": head.id})["projectMoney"] is None  # no party to the head contract
    assert sparky.supplier.ok(PROJECT, {"id": pipes.id})["projectMoney"] is None
    assert without_file_name(sparky.supplier.ok(ORGANISATION)["organisationMoney"]) == without_file_name(own)
    assert "Out" not in own["csv"].split("\r\n")[0]  # a subcontractor's money is all in


def test_an_outsider_a_foreign_and_a_malformed_id_find_nothing(world, module_parties):
    head, sparky, pipes = world
    stranger = module_parties("Stranger Ltd")  # a party to nothing
    for contract_id in (head.id, sparky.id, "nonsense", "", to_global_id("Contract", "x1"),
                        to_global_id("Claim", from_global_id(head.id)[1]), to_global_id("Contract", 987654321)):
        body = stranger.gql(PROJECT, {"id": contract_id})
        assert "errors" not in body and body["data"]["projectMoney"] is None, (contract_id, body)
    empty = stranger.ok(ORGANISATION)["organisationMoney"]
    assert empty["months"] == [] and empty["totals"]["moneyIn"] == NOTHING and empty["totals"]["moneyOut"] == NOTHING
    assert empty["retention"] == {"heldFromUs": 0, "weHold": 0, "trustNote": TRUST}


def test_the_money_costs_the_same_for_one_subcontract_and_fifty_and_one_month_and_24(contract):
    def statements(subs: int, months: int) -> tuple[int, int]:
        head = contract(site_name=f"Money {subs} x {months}")  # each head contract's own money is counted
        with head.supplier.app.app_context():
            head_id = int(from_global_id(head.id)[1])
            money_world.served_claims(head_id, months)
            money_world.subcontracts(head_id, subs, months)
            engine = db.engine
        money(head.supplier, head.id)  # the session and the workspace warm
        with count_queries(engine) as log:
            found = money(head.supplier, head.id)
        assert len(found["months"]) == months
        return log.count, found["totals"]["moneyOut"]["claimed"]

    small, small_out = statements(1, 1)
    large, large_out = statements(50, 24)
    wide, _ = statements(50, 1)
    long, _ = statements(1, 24)
    assert (small_out, large_out) == (1_150_000, 50 * 24 * 1_150_000)
    print(f"projectMoney: {small} statements for 1 subcontract x 1 month, {large} for 50 x 24")
    assert small == large == wide == long <= 12, (small, large, wide, long)


# ---- retention held over time, per contract (issue 38) --------------------------------------------------------

HELD = ("query { retentionHeldByMonth { periods labels contracts { contractId siteName weHold counterparty held } } }")


def test_retention_held_over_time_per_contract_both_ways(world, module_parties):
    head, sparky, pipes = world
    with on_day("2026-06-15"):
        acme = head.supplier.ok(HELD)["retentionHeldByMonth"]
        client = head.customer.ok(HELD)["retentionHeldByMonth"]
        stranger = module_parties("Stranger Ltd").ok(HELD)["retentionHeldByMonth"]
    # Withheld by the schedules sent for March, the ledgers' entries dated their payment date (20 May 2026);
    # each month from then to this month (June 2026).
    assert acme["periods"] == ["2026-05", "2026-06"]
    assert acme["labels"] == ["May 2026", "Jun 2026"]
    head_row = next(c for c in acme["contracts"] if c["contractId"] == head.id)
    assert head_row["held"] == [1_000_000] * 2 and not head_row["weHold"]
    assert head_row["siteName"] == "Retention Row" and head_row["counterparty"].startswith("Client Co")
    pipes_row = next(c for c in acme["contracts"] if c["contractId"] == pipes.id)
    assert pipes_row["weHold"] and pipes_row["held"] == [500_000] * 2 and pipes_row["counterparty"].startswith("Pipe Dreams")
    assert len(acme["contracts"]) == 2  # Sparky's subcontract has no retention ledger
    # The principal holds the head contract's only; an outsider sees none.
    assert [(c["siteName"], c["weHold"], c["held"]) for c in client["contracts"]] == [
        ("Retention Row", True, [1_000_000] * 2)]
    assert stranger == {"periods": [], "labels": [], "contracts": []}

    # The same statements for one ledger (the principal's) and two (the head contractor's).
    def statements(ws) -> int:
        ws.ok(HELD)  # the session and the workspace warm
        with ws.app.app_context():
            engine = db.engine
        with count_queries(engine) as log:
            ws.ok(HELD)
        return log.count

    one, two = statements(head.customer), statements(head.supplier)
    print(f"retentionHeldByMonth: {one} statements for one ledger, {two} for two")
    assert one == two <= 8, (one, two)
