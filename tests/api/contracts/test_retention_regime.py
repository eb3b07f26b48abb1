"""A contract's retention regime and terms (issue 38): contractRetentionUpdate and its refusals beside
their fields, Contract.retentionRegime (the question while a retaining contract has no date, the
arithmetic-only note for a residential or pre-2017 contract, the 2023 rules from a renewal), the
release dates of Contract.retentionTerms, both parties reading the same (a supplier's draft counts
for it alone), Edit needed, and the projects
list reading the regime in a fixed number of statements."""
import pytest

from app.db import db
from tests.api.factories import CHANGE_TO_DRAFT, PERIOD, RETENTION_5, errors_of, line
from tests.querycount import count_queries

READ = """
query($id: ID!) { node(id: $id) { ... on Contract {
  retentionRegime { regime question summary notes trustRulesApply accountRequired retains enteredOn renewedOn
                    residentialOccupier optedIn optInBefore rulesNote }
  retentionTerms { stages { label share trigger months eventOn releaseOn } defectsClause defectsProcedure
                   interestRate interestText depositWorkingDays depositNote useNoticeWorkingDays }
} } }
"""
UPDATE = """
mutation($input: ContractRetentionUpdateInput!) { contractRetentionUpdate(input: $input) { contract {
  retentionRegime { regime question notes } retentionTerms { stages { label releaseOn } interestText } } } }
"""
ASKS = ("Enter the date this contract was entered into (or last renewed): the retention rules that apply depend "
        "on it.")
NOT_APPLY = "The Act's retention trust rules do not apply to this contract."
PC_AND_DEFECTS = [
    {"label": "Practical completion", "share": 5000, "trigger": "OnEvent", "eventOn": "2026-06-30"},
    {"label": "End of defects period", "share": 5000, "trigger": "MonthsAfter", "months": 12, "eventOn": "2026-06-30"},
]


def settings(**given) -> dict:
    return {"residentialOccupier": False, "optedIn": False, "stages": [], **given}


def update(p, ws=None, **given):
    return (ws or p.supplier).gql(UPDATE, {"input": {"contractId": p.id, **settings(**given)}})


def read(p, ws=None) -> dict:
    return (ws or p.supplier).ok(READ, {"id": p.id})["node"]


def test_a_contract_that_retains_nothing_has_no_regime_and_asks_for_nothing(contract):
    regime = read(contract())["retentionRegime"]
    assert (regime["regime"], regime["question"], regime["retains"]) == ("NoRetention", None, False)
    assert not regime["trustRulesApply"]
    assert regime["rulesNote"].endswith("This is not legal advice.")


def test_a_retaining_claim_without_a_date_asks_for_it_then_the_2023_rules(contract):
    """A draft with 5 % retention: the supplier side is asked for the date; the customer once it is sent."""
    p = contract()
    p.new_claim()
    p.lines(create=[line("a", "Foundations", 10_000_000, amount=1_000_000, tax=150_000)], retentionFormula=RETENTION_5)
    regime = read(p)["retentionRegime"]
    assert (regime["regime"], regime["question"], regime["retains"]) == (None, ASKS, True)
    # The supplier's draft is its own: the customer sees no retention until the claim is sent.
    regime = read(p, p.customer)["retentionRegime"]
    assert (regime["regime"], regime["question"], regime["retains"]) == ("NoRetention", None, False)
    p.patch(1, PERIOD)
    p.submitted(1)
    regime = read(p, p.customer)["retentionRegime"]
    assert (regime["regime"], regime["question"], regime["retains"]) == (None, ASKS, True)
    body = update(p, enteredOn="2024-02-01")
    assert "errors" not in body, body
    assert body["data"]["contractRetentionUpdate"]["contract"]["retentionRegime"] == {
        "regime": "Cca2023", "question": None, "notes": []}
    regime = read(p, p.customer)["retentionRegime"]  # the other party reads the same
    assert (regime["regime"], regime["trustRulesApply"], regime["accountRequired"]) == ("Cca2023", True, True)
    assert "s 18C" in regime["summary"]


def test_a_sent_claim_moved_back_to_draft_retains_for_the_supplier_side_from_its_draft(contract):
    """A sent claim moved back to draft keeps its status and gains a draft revision: the supplier side
    reads the draft (the retention formula added there), the other party the revision sent."""
    p = contract()
    p.new_claim()
    p.lines(create=[line("a", "Foundations", 10_000_000, amount=1_000_000, tax=150_000)])
    p.patch(1, PERIOD)
    p.submitted(1)
    p.supplier.ok(CHANGE_TO_DRAFT, {"id": p.id, "n": 1})
    p.lines(retentionFormula=RETENTION_5)
    regime = read(p)["retentionRegime"]
    assert (regime["regime"], regime["question"], regime["retains"]) == (None, ASKS, True)
    regime = read(p, p.customer)["retentionRegime"]
    assert (regime["regime"], regime["retains"]) == ("NoRetention", False)


def test_a_contract_that_withheld_retention_still_retains_once_the_formula_is_removed(contract):
    """Claim 1 withheld 5 %; claim 2 removes the formula (its retention line releases what was held): the
    money withheld to date is still retention money, so the contract still retains, for both parties."""
    p = contract()
    p.new_claim()
    p.lines(create=[line("a", "Foundations", 10_000_000, amount=1_000_000, tax=150_000)], retentionFormula=RETENTION_5)
    p.patch(1, PERIOD)
    p.submitted(1)
    p.new_claim()
    p.lines(clearRetention=True)
    p.patch(2, {"periodFrom": "2026-04-01", "periodTo": "2026-04-30"})
    p.submitted(2)
    assert p.claim(1)["latest"]["retention"]["thisClaim"] == -50_000  # withheld
    assert p.claim(2)["latest"]["retention"]["thisClaim"] == 50_000  # released
    for ws in (p.supplier, p.customer):
        regime = read(p, ws)["retentionRegime"]
        assert (regime["regime"], regime["question"], regime["retains"]) == (None, ASKS, True)


@pytest.mark.parametrize(("given", "regime", "notes"), [
    ({"enteredOn": "2017-03-30"}, "Pre2017", [NOT_APPLY]),
    ({"enteredOn": "2017-03-31"}, "Cca2017", []),
    ({"enteredOn": "2023-10-04"}, "Cca2017", []),
    ({"enteredOn": "2023-10-05"}, "Cca2023", []),
    ({"enteredOn": "2022-05-01", "renewedOn": "2024-01-10"}, "Cca2023",
     ["Renewed on 10 January 2024: the rules as amended in 2023 apply from the renewal (CCA Schedule 1, "
      "transitional provisions)."]),
    ({"enteredOn": "2024-02-01", "residentialOccupier": True}, "NotCoveredResidential", [NOT_APPLY]),
    ({"residentialOccupier": True}, "NotCoveredResidential", [NOT_APPLY]),
])
def test_the_regime_by_date_renewal_and_residential_occupier(contract, given, regime, notes):
    p = contract()
    body = update(p, stages=[{"label": "Practical completion", "share": 10000, "trigger": "OnEvent"}], **given)
    assert "errors" not in body, body
    found = read(p)["retentionRegime"]
    assert (found["regime"], found["notes"]) == (regime, notes)
    assert found["trustRulesApply"] is (regime in ("Cca2017", "Cca2023"))
    assert found["accountRequired"] is (regime == "Cca2023")


def test_the_opt_in_is_kept_only_for_a_contract_entered_into_before_31_march_2017(contract):
    """The form sends the agreement as typed; the server keeps it only where s 11A(3)(b) counts it, and
    says from which date the form asks for it."""
    p = contract()
    stages = [{"label": "Practical completion", "share": 10000, "trigger": "OnEvent"}]
    assert "errors" not in update(p, enteredOn="2017-03-30", optedIn=True, stages=stages)
    found = read(p, p.customer)["retentionRegime"]
    assert (found["regime"], found["optedIn"], found["optInBefore"]) == ("Cca2017", True, "2017-03-31")
    assert found["notes"] == ["The parties agreed that the retention money rules apply to this contract "
                              "(CCA s 11A(3)(b))."]
    for entered_on in ("2017-03-31", None):  # on the day the subpart took effect, or no date: not kept
        assert "errors" not in update(p, enteredOn=entered_on, optedIn=True, stages=stages)
        assert read(p)["retentionRegime"]["optedIn"] is False
    # Kept again once the date is before it, and gone when the parties did not agree.
    assert "errors" not in update(p, enteredOn="2016-01-01", optedIn=True, stages=stages)
    assert read(p)["retentionRegime"]["optedIn"] is True
    assert "errors" not in update(p, enteredOn="2016-01-01", optedIn=False, stages=stages)
    assert read(p)["retentionRegime"]["regime"] == "Pre2017"


def test_the_terms_and_their_release_dates(contract):
    p = contract()
    body = update(p, enteredOn="2025-03-01", stages=PC_AND_DEFECTS, defectsClause="Clause 14.3",
                  defectsProcedure="Written notice of the defect, 10 working days to fix it.", interestRate=850,
                  depositWorkingDays=3)
    assert "errors" not in body, body
    terms = read(p, p.customer)["retentionTerms"]
    assert [(s["label"], s["share"], s["trigger"], s["months"], s["releaseOn"]) for s in terms["stages"]] == [
        ("Practical completion", 5000, "OnEvent", 0, "2026-06-30"),
        ("End of defects period", 5000, "MonthsAfter", 12, "2027-06-30")]
    assert terms["defectsClause"] == "Clause 14.3"
    assert terms["interestText"] == "Interest on late release: 8.5 % a year (CCA s 18G)."
    assert terms["depositWorkingDays"] == 3 and terms["useNoticeWorkingDays"] == 10
    assert "Claimdesk's default of 2" in terms["depositNote"]
    # Stated again without them: none recorded, Claimdesk's default period.
    update(p, enteredOn="2025-03-01", stages=PC_AND_DEFECTS)
    terms = read(p)["retentionTerms"]
    assert terms["interestText"] == "No interest rate is recorded for this contract."
    assert terms["depositWorkingDays"] == 2


@pytest.mark.parametrize(("given", "field", "message"), [
    ({"stages": [{**PC_AND_DEFECTS[0], "share": 6000}, {**PC_AND_DEFECTS[1], "share": 3000}]}, "stages",
     "The release stages must add up to 100 % of the retention held."),
    ({"stages": [PC_AND_DEFECTS[0], {"label": "When the principal releases our retention", "share": 5000,
                                     "trigger": "OtherContract"}]}, "stages.1.trigger",
     "A release that waits on another contract has no effect (CCA ss 13 and 18I). Tie it to this "
     "subcontractor's own work."),
    ({"stages": [{"label": "50 % when the Principal releases the Contractor's retention", "share": 10000,
                  "trigger": "OnEvent"}]}, "stages.0.label",
     "A release that waits on another contract has no effect (CCA ss 13 and 18I). Tie it to this "
     "subcontractor's own work."),
    ({"stages": [{"label": "Defects", "share": 10000, "trigger": "MonthsAfter"}]}, "stages.0.months",
     "Enter the months after the event, from 1 to 120."),
    ({"enteredOn": "2024-02-01", "renewedOn": "2024-01-31"}, "renewedOn",
     "The renewal date cannot be before the contract date."),
    ({"interestRate": 0}, "interestRate",
     "Enter an interest rate between 0.01 % and 100 % a year, or leave it empty if none is agreed."),
    ({"depositWorkingDays": 11}, "depositWorkingDays", "Enter a whole number of working days from 0 to 10."),
])
def test_refusals_show_beside_their_field(contract, given, field, message):
    p = contract()
    body = update(p, **given)
    assert errors_of(body) == [message]
    assert body["errors"][0]["extensions"]["field"] == field
    assert read(p)["retentionTerms"]["stages"] == []  # nothing saved
    assert read(p)["retentionRegime"]["enteredOn"] is None


def test_an_event_date_out_of_range_is_refused_and_the_terms_still_read(contract):
    """An event in 9995 (a typo) with 120 months after: its release date would fall past year 9999, so
    every read of the terms failed once it was saved. Refused beside the stage's event date."""
    p = contract()
    far = [{"label": "End of defects period", "share": 10000, "trigger": "MonthsAfter", "months": 120,
            "eventOn": "9995-06-01"}]
    body = update(p, enteredOn="2025-03-01", stages=far)
    assert errors_of(body) == ["Enter an event date from 1 January 2000 to 31 December 2100."]
    assert body["errors"][0]["extensions"]["field"] == "stages.0.eventOn"
    found = read(p)  # .ok: no error anywhere in the read
    assert found["retentionTerms"]["stages"] == [] and found["retentionRegime"]["enteredOn"] is None
    body = update(p, enteredOn="2025-03-01", stages=[{**far[0], "eventOn": "2100-12-31"}])
    assert "errors" not in body, body
    assert read(p, p.customer)["retentionTerms"]["stages"][0]["releaseOn"] == "2110-12-31"


def test_typed_text_is_cleaned_as_every_forms_is(contract):
    """A bidirectional override pasted into a stage's event would make it read backwards on the other
    party's screen: removed, as app.domain.text removes it everywhere; the procedure keeps its lines."""
    p = contract()
    body = update(p, stages=[{"label": "Practical \u202ecompletion\u202c ", "share": 10000, "trigger": "OnEvent"}],
                  defectsClause="Clause\u200b 14.3\n(b)", defectsProcedure=" Written notice.\r\n\u2066Then\u2069 10 days. ")
    assert "errors" not in body, body
    terms = read(p, p.customer)["retentionTerms"]
    assert terms["stages"][0]["label"] == "Practical completion"
    assert terms["defectsClause"] == "Clause 14.3 (b)"
    assert terms["defectsProcedure"] == "Written notice.\nThen 10 days."


@pytest.mark.parametrize(("given", "field", "message"), [
    ({"stages": [{"label": "x" * 121, "share": 10000, "trigger": "OnEvent"}]}, "stages.0.label",
     "The stage's event must be at most 120 characters"),
    ({"defectsClause": "x" * 121}, "defectsClause", "The clause permitting use for defects must be at most 120 characters"),
    ({"defectsProcedure": "x" * 2001}, "defectsProcedure",
     "The procedure before use for defects must be at most 2000 characters"),
])
def test_text_too_long_is_refused_in_its_own_words_beside_its_field(contract, given, field, message):
    p = contract()
    body = update(p, **given)
    assert errors_of(body) == [message]
    assert body["errors"][0]["extensions"]["field"] == field
    # At the limit (spaces around it are not counted): saved.
    at_limit = {key: ([{**value[0], "label": f" {'x' * 120} "}] if key == "stages" else f" {value[:-1]} ")
                for key, value in given.items()}
    assert "errors" not in update(p, **at_limit)


def test_setting_them_needs_edit_and_a_live_contract(contract):
    p = contract()
    viewer = p.supplier.add_member(permissions=["ProgressClaims", "ContractView"])
    assert errors_of(update(p, viewer, enteredOn="2024-02-01")) == ["You do not have permission to edit this project."]
    p.supplier.ok("mutation($id: ID!) { contractArchive(input: {contractId: $id}) { contract { id } } }", {"id": p.id})
    assert errors_of(update(p, enteredOn="2024-02-01")) == ["This project is archived"]


LIST_REGIMES = """
query { projects { contracts(first: 100) { edges { node { id retentionRegime { regime } } } } } }
"""


def _statements(app, ws) -> tuple[int, int]:
    with app.app_context():
        with count_queries(db.engine) as log:
            body = ws.gql(LIST_REGIMES)
    assert "errors" not in body
    return log.count, len(body["data"]["projects"]["contracts"]["edges"])


def test_the_list_reads_every_contracts_regime_in_the_same_statements(app, party, create_project):
    supplier, customer = party("Acme Builders"), party("Client Co")
    create_project(supplier, customer_ws=customer, site_name="Site 0")
    few, n = _statements(app, supplier)
    assert n == 1
    for i in range(1, 6):
        create_project(supplier, customer_ws=customer, site_name=f"Site {i}")
    many, n = _statements(app, supplier)
    assert (n, many) == (6, few)
