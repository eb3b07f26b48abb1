"""The regime of a contract's retention money (app.domain.retention_regime), and its terms' release
dates, notice-before-use date and deposit alert (app.domain.retention_release), all from
tests/vectors/retention.json."""
from dataclasses import replace
from datetime import date

import pytest

from app.domain import retention_regime as regime
from app.domain import retention_release as release
from app.domain.errors import RuleError
from tests.unit.domain.vectors import load

VECTORS = load("retention.json")


def _day(text: str | None) -> date | None:
    return date.fromisoformat(text) if text else None


def _facts(case: dict) -> regime.ContractFacts:
    return regime.ContractFacts(_day(case["enteredOn"]), _day(case["renewedOn"]), case["residential"],
                                case["retains"], case["optedIn"])


@pytest.mark.parametrize("case", VECTORS["regime"], ids=lambda c: c["name"])
def test_the_regime_of_a_contract(case):
    if "error" in case:
        with pytest.raises(RuleError) as refused:
            regime.regime_of(_facts(case))
        assert refused.value.message == case["error"]
        return
    answer = regime.regime_of(_facts(case))
    assert (answer.regime.value if answer.regime else None) == case["regime"]
    assert answer.question == case["question"]
    assert answer.trust_rules_apply is case["trustRulesApply"]
    assert answer.retains is case["retains"]
    assert list(answer.notes) == case["notes"]


def test_only_the_2023_rules_require_the_separate_account():
    facts = regime.ContractFacts(date(2023, 10, 5))
    assert regime.regime_of(facts).account_required
    assert not regime.regime_of(replace(facts, entered_on=date(2023, 10, 4))).account_required


def test_the_uncertain_readings_are_settings():
    renewed = regime.ContractFacts(date(2022, 5, 1), date(2024, 1, 10))
    assert regime.regime_of(renewed).regime is regime.Regime.CCA_2023
    assert regime.regime_of(renewed, regime.Rules(renewal_counts=False)).regime is regime.Regime.CCA_2017
    opted = regime.ContractFacts(date(2016, 1, 1), opted_in=True)
    assert regime.regime_of(opted).regime is regime.Regime.CCA_2017
    assert regime.regime_of(opted, regime.Rules(opt_in_regime=regime.Regime.CCA_2023)).regime is regime.Regime.CCA_2023


@pytest.mark.parametrize("case", VECTORS["terms"], ids=lambda c: c["name"])
def test_the_terms_and_their_refusals(case):
    def check():
        return release.check_terms(case["stages"], interest_rate=case.get("interestRate"),
                                   deposit_working_days=case.get("depositWorkingDays"))
    if case["error"] is None:
        terms = check()
        assert len(terms.stages) == len(case["stages"])
        assert release.terms_of(terms.as_json()) == terms  # stored and read back unchanged
        return
    with pytest.raises(release.TermsError) as refused:
        check()
    assert (refused.value.message, refused.value.field) == (case["error"], case["field"])


@pytest.mark.parametrize("case", VECTORS["release"], ids=lambda c: c["name"])
def test_release_dates(case):
    stage = release.check_terms([case["stage"]] if case["stage"]["share"] == 10000 else
                                [case["stage"], {**case["stage"], "label": "The rest"}]).stages[0]
    assert release.release_date(stage) == _day(case["releaseOn"])


def test_the_release_schedule_keeps_the_contracts_order():
    terms = release.check_terms(VECTORS["terms"][0]["stages"])
    assert [(s.label, d) for s, d in release.release_schedule(terms)] == [
        ("Practical completion", date(2026, 6, 30)), ("End of defects period", date(2027, 6, 30))]


@pytest.mark.parametrize("case", VECTORS["useFrom"], ids=lambda c: c["name"])
def test_use_for_defects_only_after_ten_working_days_notice(case):
    assert release.use_from(_day(case["served"])) == _day(case["useFrom"])


@pytest.mark.parametrize("case", VECTORS["deposit"], ids=lambda c: c["name"])
def test_the_deposit_alert(case):
    if "error" in case:
        with pytest.raises(release.TermsError) as refused:
            release.deposit_alert(_day(case["withheldOn"]), case["days"])
        assert refused.value.message == case["error"]
        return
    window = release.deposit_alert(_day(case["withheldOn"]), case["days"])
    assert (window.deposit_by, window.alert_on) == (_day(case["depositBy"]), _day(case["alertOn"]))


def test_the_deposit_period_defaults_to_claimdesks_two_working_days():
    assert release.DEFAULT_DEPOSIT_WORKING_DAYS == 2
    assert release.deposit_alert(date(2026, 3, 2)).alert_on == date(2026, 3, 5)
    assert release.check_terms([]).deposit_working_days == 2
    assert "Claimdesk's default of 2" in release.DEPOSIT_DAYS_NOTE
    # A contract's own period says whose number it is, the default formatted from the one constant.
    assert release.deposit_days_note(2) == ("2 working days is Claimdesk's default: the Act says only 'as soon as "
                                            "practicable' (CCA s 18D).")
    assert release.deposit_days_note(1).startswith("1 working day is the period recorded in this contract's")
    assert release.deposit_days_note(5).startswith("5 working days is the period recorded in this contract's")


def test_interest_words():
    assert release.interest_text(release.NO_TERMS) == "No interest rate is recorded for this contract."
    assert release.interest_text(release.check_terms([], interest_rate=850)) == \
        "Interest on late release: 8.5 % a year (CCA s 18G)."
    # A late release: interest from the day after its release date, the rate in the same words.
    assert release.interest_from(release.check_terms([], interest_rate=850), date(2026, 6, 30)) == \
        "Interest accrues from 1 July 2026 at 8.5 % a year (CCA s 18G)."
    assert release.interest_from(release.check_terms([], interest_rate=1000), date(2026, 12, 31)) == \
        "Interest accrues from 1 January 2027 at 10 % a year (CCA s 18G)."
    assert release.interest_from(release.NO_TERMS, date(2026, 6, 30)) == release.NO_INTEREST_RATE
