"""A contract's retention settings (issue 38): the facts its retention regime depends on (the dates it
was entered into and last renewed, a residential occupier, the parties' agreement that subpart 2A
applies) and its retention terms (release stages, use for defects, interest, deposit period). The
rules are app.domain.retention_regime and app.domain.retention_release; the ledger and trust account
that act on them are app.retention's.

- Setting them needs Edit on the contract, from either party (they are the contract's, shared by
  both, as its payment terms are); an archived contract is read-only.
- The form sends them all each time. Each refusal names its field, so it shows beside it.
- The parties' agreement that subpart 2A applies is sent as typed and kept only where it counts: a
  contract entered into before 31 March 2017 (`retention_regime.opt_in_applies`, s 11A(3)(b)).
- Typed text (a stage's event, the clause and procedure for defects) is cleaned as every form's is
  (app.domain.text.clean_text: invisible characters such as bidirectional overrides removed, each
  within its own limit and named by its own field).
"""
from dataclasses import dataclass
from datetime import date

from app.contracts import access, policy
from app.contracts.access import VisibleContract
from app.contracts.models import Contract
from app.db import db
from app.domain import retention_regime as regime_rules
from app.domain import retention_release as terms_rules
from app.domain.errors import RuleError
from app.domain.text import clean_text
from app.errors import UserError
from app.orgs.access import Viewer


@dataclass(frozen=True, slots=True)
class RetentionSettings:
    entered_on: date | None
    renewed_on: date | None
    residential_occupier: bool
    opted_in: bool
    terms: terms_rules.RetentionTerms


def settings_of(contract: Contract) -> RetentionSettings:
    """The contract's retention settings as they stand."""
    return RetentionSettings(contract.entered_on, contract.renewed_on, contract.residential_occupier,
                             contract.retention_opted_in, terms_rules.terms_of(contract.retention_terms))


def regime_of(contract: Contract, *, formula_retains: bool) -> regime_rules.Answer:
    """The regime of the contract's retention money. It retains when its newest claim's formula
    retains or a claim withheld retention to date (`formula_retains`, read by the caller from the
    claims) or its terms state release stages."""
    settings = settings_of(contract)
    return regime_rules.regime_of(regime_rules.ContractFacts(
        settings.entered_on, settings.renewed_on, settings.residential_occupier,
        formula_retains or bool(settings.terms.stages), settings.opted_in))


def set_retention(viewer: Viewer, contract_id: int, *, entered_on: date | None, renewed_on: date | None,
                  residential_occupier: bool, opted_in: bool, stages: list[dict], defects_clause: str = "",
                  defects_procedure: str = "", interest_rate: int | None = None,
                  deposit_working_days: int | None = None) -> VisibleContract:
    """Replace the contract's retention settings with those given."""
    found = access.get_contract(viewer, contract_id, for_update=True)
    policy.require_edit(found)
    try:
        regime_rules.check_dates(entered_on, renewed_on)
    except RuleError as error:
        raise UserError(error.message, field="renewedOn") from None
    opted_in = opted_in and regime_rules.opt_in_applies(entered_on)
    stages = [{**stage, "label": clean_text(stage.get("label"), terms_rules.MAX_LABEL, f"stages.{index}.label",
                                            "The stage's event")} for index, stage in enumerate(stages)]
    defects_clause = clean_text(defects_clause, terms_rules.MAX_LABEL, "defectsClause",
                                "The clause permitting use for defects")
    defects_procedure = clean_text(defects_procedure, terms_rules.MAX_TEXT, "defectsProcedure",
                                   "The procedure before use for defects", multiline=True)
    try:
        terms = terms_rules.check_terms(stages, defects_clause=defects_clause, defects_procedure=defects_procedure,
                                        interest_rate=interest_rate, deposit_working_days=deposit_working_days)
    except terms_rules.TermsError as error:
        raise UserError(error.message, field=error.field) from None
    contract = found.contract
    contract.entered_on, contract.renewed_on = entered_on, renewed_on
    contract.residential_occupier, contract.retention_opted_in = residential_occupier, opted_in
    contract.retention_terms = terms.as_json() if terms != terms_rules.NO_TERMS else None
    db.session.commit()
    return access.get_contract(viewer, contract_id)


def set_residential_occupier(viewer: Viewer, contract_id: int, value: bool) -> bool:
    """Record whether a party is a residential occupier of the premises (s 5): the contract's one fact, read by
    the retention regime (s 18B) and the notice of adjudication (no charging order on a residential
    construction contract, s 10(c)). Edit on the contract, as `set_retention`."""
    found = access.get_contract(viewer, contract_id, for_update=True)
    policy.require_edit(found)
    found.contract.residential_occupier = bool(value)
    db.session.commit()
    return found.contract.residential_occupier
