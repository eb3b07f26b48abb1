"""A contract's payment terms set a new claim's dates (issue 34): contractTermsUpdate and its refusals
beside their fields, the defaults of a new claim, the terms in the claim's 'How this date was counted',
the snapshot a sent claim keeps, the pay cycle as their template, and a 2033 due date from the
holidays package's calendar."""
import pytest

from tests.api.factories import DEADLINE, PERIOD, errors_of, gst, line, on_day

TERMS = """
query($id: ID!) { node(id: $id) { ... on Contract { scheduleWorkingDays paymentTerms {
  claimDay claimDay2 claimEveryWeeks claimFrom scheduleWorkingDays dueKind dueValue description actNotes
  nextClaimDate nextDueDate } } } }
"""
UPDATE = """
mutation($input: ContractTermsUpdateInput!) { contractTermsUpdate(input: $input) { contract {
  scheduleWorkingDays paymentTerms { description actNotes } } } }
"""
EXPLAINED = """
query($id: ID!, $n: Int!) { node(id: $id) { ... on Contract { claim(number: $n) {
  scheduleDeadline { date basis terms actNotes holidaysNote }
} } } }
"""
CREATE_CYCLE = ("mutation($input: PayCycleCreateInput!) { payCycleCreate(input: $input) "
                "{ payCycle { id description params { scheduleWorkingDays } } } }")
SET_CYCLE = ("mutation($c: ID!, $p: ID) { contractPayCycleSet(input: {contractId: $c, payCycleId: $p}) "
             "{ contract { paycycle { name } paymentTerms { description } } } }")

THE_25TH = {"claimDay": 25, "scheduleWorkingDays": 10, "dueKind": "DayOfFollowingMonth", "dueValue": 20}
THE_25TH_WORDS = ("Claims on the 25th of each month. Payment schedule within 10 working days after a claim is "
                  "served. Payment due on the 20th of the month following the claim.")


def set_terms(p, ws=None, **terms):
    return (ws or p.supplier).gql(UPDATE, {"input": {"contractId": p.id, **terms}})


def new_claim_dates(p) -> tuple[str, str]:
    draft = p.new_claim()["draft"]
    return draft["date"], draft["dueDate"]


def send(p, number=1):
    p.lines(create=[line(None, f"Work {number}", 5_000_000, amount=100_000, tax=gst(100_000))])
    p.patch(number, PERIOD)
    assert "errors" not in p.submit(number)


def test_terms_set_a_new_claims_dates_across_december_january_and_the_claim_keeps_them(project):
    with on_day("2026-12-20"):  # (signed in within the session's idle week of each step below)
        p = project()
        body = set_terms(p, **THE_25TH)
        assert "errors" not in body, body
        terms = p.supplier.ok(TERMS, {"id": p.id})["node"]
        assert terms["scheduleWorkingDays"] == 10
        assert terms["paymentTerms"] == {
            "claimDay": 25, "claimDay2": None, "claimEveryWeeks": None, "claimFrom": None, "scheduleWorkingDays": 10,
            "dueKind": "DayOfFollowingMonth", "dueValue": 20, "description": THE_25TH_WORDS, "actNotes": [],
            "nextClaimDate": "2026-12-25", "nextDueDate": "2027-01-20"}
        # The other party reads the same terms.
        assert p.customer.ok(TERMS, {"id": p.id})["node"]["paymentTerms"]["description"] == THE_25TH_WORDS
        assert new_claim_dates(p) == ("2026-12-25", "2027-01-20")
        # Still editable: a date moved by hand takes its due date with it while the due date is the default.
        moved = p.patch(1, {"date": "2027-01-25"})["data"]["claimPatch"]["claim"]["draft"]
        assert (moved["date"], moved["dueDate"], moved["defaultDueDate"]) == ("2027-01-25", "2027-02-20", "2027-02-20")
        p.patch(1, {"date": "2026-12-25"})
    with on_day("2026-12-25"):  # served on its claim date, in the closedown
        send(p)
    explained = p.customer.ok(EXPLAINED, {"id": p.id, "n": 1})["node"]["claim"]["scheduleDeadline"]
    assert explained["date"] == "2027-01-19"  # 10 working days from 6 January
    assert explained["basis"] == ("10 working days after the claim was served on 25 December 2026, as agreed in "
                                  "the contract")
    assert explained["terms"] == THE_25TH_WORDS and explained["actNotes"] == [] and explained["holidaysNote"] is None
    assert p.claim(1)["latest"]["dueDate"] == "2027-01-20"
    # New terms change nothing of the claim served under the old ones.
    with on_day("2026-12-30"):
        body = set_terms(p)  # nothing stated: the Act's terms
    assert body["data"]["contractTermsUpdate"]["contract"]["paymentTerms"]["actNotes"] == [
        "The contract sets no period for a payment schedule: the Act's 20 working days after the claim is served "
        "apply (s 22(b)(ii)).",
        "The contract sets no due date for payment: a claim's due date defaults to 20 working days after it is "
        "served (s 18(b)).",
    ]
    assert p.customer.ok(EXPLAINED, {"id": p.id, "n": 1})["node"]["claim"]["scheduleDeadline"] == explained
    assert p.customer.ok(DEADLINE, {"id": p.id, "n": 1})["node"]["claim"]["scheduleDeadline"]["date"] == "2027-01-19"


def test_easter_with_the_same_terms(project):
    with on_day("2027-03-20"):
        p = project()
        set_terms(p, **THE_25TH)
        assert new_claim_dates(p) == ("2027-03-25", "2027-04-20")
    with on_day("2027-03-25"):
        send(p)
    assert p.customer.ok(EXPLAINED, {"id": p.id, "n": 1})["node"]["claim"]["scheduleDeadline"]["date"] == "2027-04-12"


def test_a_2033_due_date_from_the_holidays_package(project):
    with on_day("2033-03-20"):
        p = project()
        set_terms(p, claimDay=25, dueKind="WorkingDays", dueValue=20)
        # Good Friday 15 April, Easter Monday 18 April and Anzac Day (Monday) 25 April 2033 not counted.
        assert new_claim_dates(p) == ("2033-03-25", "2033-04-27")
    with on_day("2033-03-25"):
        send(p)
    explained = p.customer.ok(EXPLAINED, {"id": p.id, "n": 1})["node"]["claim"]["scheduleDeadline"]
    assert explained["date"] == "2033-04-27"  # the Act's 20 working days (no period stated), as the due date
    assert explained["actNotes"] == ["The contract sets no period for a payment schedule: the Act's 20 working days "
                                     "after the claim is served apply (s 22(b)(ii))."]
    assert explained["holidaysNote"] == ("Public holidays after 2031 are those the law sets today (Matariki on its "
                                         "legislated date); a one-off public holiday declared later is not counted.")


@pytest.mark.parametrize(("terms", "field", "message"), [
    ({"claimDay": 32}, "claimDay", "The claim day must be a whole number from 1 to 31"),
    ({"claimDay": 1, "claimDay2": 1}, "claimDay2", "The second claim day must be a whole number after the first, up to 31"),
    ({"claimEveryWeeks": 2}, "claimFrom", "The first claim date is required for claims every so many weeks"),
    ({"dueKind": "DayOfFollowingMonth", "dueValue": 0}, "dueValue",
     "The day of the following month must be a whole number from 1 to 31"),
    ({"dueKind": "WorkingDays"}, "dueValue", "The working days until payment must be a whole number from 1 to 120"),
    ({"scheduleWorkingDays": 61}, "scheduleWorkingDays",
     "The working days for the payment schedule must be a whole number from 1 to 60"),
])
def test_refusals_show_beside_their_field(contract, terms, field, message):
    p = contract()
    body = set_terms(p, **terms)
    assert errors_of(body) == [message]
    assert body["errors"][0]["extensions"]["field"] == field
    assert p.supplier.ok(TERMS, {"id": p.id})["node"]["paymentTerms"]["claimDay"] is None  # nothing saved


def test_setting_terms_needs_edit_and_a_live_contract(contract):
    p = contract()
    viewer = p.supplier.add_member(permissions=["ProgressClaims", "ContractView"])
    assert errors_of(set_terms(p, viewer, claimDay=25)) == ["You do not have permission to edit this project."]
    p.supplier.ok("mutation($id: ID!) { contractArchive(input: {contractId: $id}) { contract { id } } }", {"id": p.id})
    assert errors_of(set_terms(p, claimDay=25)) == ["This project is archived"]


def test_dragging_onto_a_pay_cycle_applies_its_terms(project):
    with on_day("2026-12-10"):
        p = project()
        cycle = p.supplier.ok(CREATE_CYCLE, {"input": {"params": {
            "period": "monthly", "submit1": 25, "pay1": 20, "pay1FollowingPeriod": True,
            "scheduleWorkingDays": 10}}})["payCycleCreate"]["payCycle"]
        assert cycle["description"] == ("Claims on the 25th, paid on the 20th of the following month; payment "
                                        "schedule within 10 working days")
        moved = p.supplier.ok(SET_CYCLE, {"c": p.id, "p": cycle["id"]})["contractPayCycleSet"]["contract"]
        assert moved["paymentTerms"]["description"] == THE_25TH_WORDS
        assert p.customer.ok(TERMS, {"id": p.id})["node"]["scheduleWorkingDays"] == 10
        assert new_claim_dates(p) == ("2026-12-25", "2027-01-20")
        # A cycle that states no schedule period leaves the contract's; its days still apply.
        twice = p.supplier.ok(CREATE_CYCLE, {"input": {"params": {
            "period": "twice_monthly", "submit1": 1, "pay1": 6, "pay1FollowingPeriod": False,
            "submit2": 16, "pay2": 21, "pay2FollowingPeriod": False}}})["payCycleCreate"]["payCycle"]
        moved = p.supplier.ok(SET_CYCLE, {"c": p.id, "p": twice["id"]})["contractPayCycleSet"]["contract"]
        assert moved["paymentTerms"]["description"] == (
            "Claims on the 1st and 16th of each month. Payment schedule within 10 working days after a claim is "
            "served. Payment due 5 days after the claim.")
        # Back to manual: the terms stay as they are.
        moved = p.supplier.ok(SET_CYCLE, {"c": p.id, "p": None})["contractPayCycleSet"]["contract"]
        assert moved["paycycle"] is None and moved["paymentTerms"]["description"].startswith("Claims on the 1st and 16th")


def test_a_pay_cycle_schedule_period_is_checked_beside_its_field(project):
    p = project()
    body = p.supplier.gql(CREATE_CYCLE, {"input": {"params": {
        "period": "monthly", "submit1": 25, "pay1": 20, "pay1FollowingPeriod": True, "scheduleWorkingDays": 0}}})
    assert body["data"]["payCycleCreate"]["payCycle"]["params"]["scheduleWorkingDays"] is None  # 0: none
    body = p.supplier.gql(CREATE_CYCLE, {"input": {"params": {
        "period": "monthly", "submit1": 25, "pay1": 20, "pay1FollowingPeriod": True, "scheduleWorkingDays": 61}}})
    assert errors_of(body) == ["The working days for the payment schedule must be a whole number from 1 to 60"]
    assert body["errors"][0]["extensions"]["field"] == "params.scheduleWorkingDays"


def test_the_terms_and_their_explanation_cost_no_statement_of_their_own(app, project):
    """Contract.paymentTerms reads the contract row the screen holds, and the claim's explanation
    the claim's own columns: asking for them adds no SQL statement."""
    from tests.api.claims.test_queries import statements

    with on_day("2026-12-20"):
        p = project()
        set_terms(p, **THE_25TH)
        p.new_claim()
    with on_day("2026-12-25"):
        send(p)
        bare = "query($id: ID!) { node(id: $id) { ... on Contract { id siteName } } }"
        statements(app, p.supplier, bare, {"id": p.id})
        assert statements(app, p.supplier, TERMS, {"id": p.id}) == statements(app, p.supplier, bare, {"id": p.id})
        without = ("query($id: ID!, $n: Int!) { node(id: $id) { ... on Contract { claim(number: $n) { "
                   "scheduleDeadline { date basis } } } } }")
        statements(app, p.customer, without, {"id": p.id, "n": 1})  # the customer's first request warms its caches
        assert (statements(app, p.customer, EXPLAINED, {"id": p.id, "n": 1})
                == statements(app, p.customer, without, {"id": p.id, "n": 1}))


# -- A change of terms is on the contract's activity; a pay cycle shows the terms it sets -----------------------

from tests.api.factories import feed  # noqa: E402

TERMS_SET_BY = "query { payCycles { name description terms } }"
CONTRACT_UPDATE = ("mutation($input: ContractUpdateInput!) { contractUpdate(input: $input) "
                   "{ contract { scheduleWorkingDays } } }")
ACT_WORDS = ("Payment schedule within 20 working days after a claim is served (the Act's default). "
             "Payment due 20 working days after the claim (the Act's default).")


def terms_entries(ws) -> list[tuple[str, str, str]]:
    return [(e["type"], e["user"]["name"], e["comment"]) for e in feed(ws)["entries"] if e["code"] == "TERMS_CHANGED"]


def test_a_change_of_terms_is_on_the_contracts_activity_for_both_parties(project):
    p = project()
    assert "errors" not in set_terms(p, **THE_25TH)
    set_terms(p, **THE_25TH)  # the same again: nothing changed, nothing recorded
    expected = [("changed the payment terms", "Acme Owner", f"{ACT_WORDS} \u2192 {THE_25TH_WORDS}")]
    assert terms_entries(p.supplier) == expected
    assert terms_entries(p.customer) == expected  # the terms are both parties'
    # A refused change records nothing.
    assert errors_of(set_terms(p, claimDay=40))
    assert len(terms_entries(p.supplier)) == 1
    # The schedule period changed alone (the contract's settings) is a change of terms too.
    p.supplier.ok(CONTRACT_UPDATE, {"input": {"contractId": p.id, "scheduleWorkingDays": 15}})
    newest = terms_entries(p.customer)[0][2]
    assert newest == f"{THE_25TH_WORDS} \u2192 {THE_25TH_WORDS.replace('within 10', 'within 15')}"


def test_a_pay_cycle_shows_the_terms_it_sets_and_moving_a_contract_onto_it_records_them(project):
    with on_day("2026-12-10"):
        p = project()
        cycle = p.supplier.ok(CREATE_CYCLE, {"input": {"name": "Main run", "params": {
            "period": "monthly", "submit1": 25, "pay1": 20, "pay1FollowingPeriod": True,
            "scheduleWorkingDays": 10}}})["payCycleCreate"]["payCycle"]
        p.supplier.ok(CREATE_CYCLE, {"input": {"name": "Fortnightly", "params": {
            "period": "twice_monthly", "submit1": 1, "pay1": 6, "pay1FollowingPeriod": False,
            "submit2": 16, "pay2": 30, "pay2FollowingPeriod": True}}})
        shown = {c["name"]: c["terms"] for c in p.supplier.ok(TERMS_SET_BY)["payCycles"]}
        # The terms as the contract will show them once moved onto it.
        assert shown["Main run"] == THE_25TH_WORDS
        assert shown["Fortnightly"] == (
            "Claims on the 1st and 16th of each month. Payment due 5 days after the claim. The contract keeps its "
            "own period for a payment schedule. The two pay runs pay by different rules; the first run's is applied.")
        p.supplier.ok(SET_CYCLE, {"c": p.id, "p": cycle["id"]})
        assert terms_entries(p.customer) == [
            ("changed the payment terms", "Acme Owner", f"{ACT_WORDS} \u2192 {THE_25TH_WORDS}")]


# -- The Dates dialog's suggestion: the server's due date for the claim date typed ------------------------------

import json  # noqa: E402
from pathlib import Path  # noqa: E402

DATE_VECTORS = json.loads((Path(__file__).resolve().parents[2] / "vectors" / "payment_terms.json").read_text())["dates"]
DUE_FOR = ("query($id: ID!, $d: Date!) { node(id: $id) { ... on Contract { paymentTerms { dueText "
           "dueDateFor(claimDate: $d) } } } }")
KINDS = {"workingDays": "WorkingDays", "days": "Days", "dayOfFollowingMonth": "DayOfFollowingMonth"}


def terms_input(stored: dict | None, schedule_days: int | None) -> dict:
    """The stored JSON of a vector as contractTermsUpdate takes it."""
    claim, due = (stored or {}).get("claim") or {}, (stored or {}).get("due") or {}
    out = {"claimDay": claim.get("day"), "claimDay2": claim.get("day2"), "claimEveryWeeks": claim.get("everyWeeks"),
           "claimFrom": claim.get("from"), "scheduleWorkingDays": schedule_days}
    for kind, value in due.items():
        out.update(dueKind=KINDS[kind], dueValue=value)
    return {k: v for k, v in out.items() if v is not None}


def test_the_due_date_for_any_claim_date_is_the_servers_across_the_vectors(contract):
    """PaymentTerms.dueDateFor, what the Dates dialog suggests as a date is typed: every vector of
    tests/vectors/payment_terms.json through the API, and none outside the working-day calendar."""
    p = contract()
    for vector in DATE_VECTORS:
        body = set_terms(p, **terms_input(vector["terms"], vector["scheduleWorkingDays"]))
        assert "errors" not in body, (vector["note"], body)
        terms = p.customer.ok(DUE_FOR, {"id": p.id, "d": vector["claimDate"]})["node"]["paymentTerms"]
        assert terms["dueDateFor"] == vector["dueDate"], vector["note"]
    set_terms(p, dueKind="WorkingDays", dueValue=10)
    terms = p.supplier.ok(DUE_FOR, {"id": p.id, "d": "2053-02-01"})["node"]["paymentTerms"]
    assert terms == {"dueText": "Payment due 10 working days after the claim", "dueDateFor": None}
