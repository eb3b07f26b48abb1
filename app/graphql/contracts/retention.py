"""Contract.retentionRegime and Contract.retentionTerms (issue 38): which of the Act's retention money
rules govern the contract, and its retention terms (rules in app.domain.retention_regime and
app.domain.retention_release, service in app.contracts.retention; the mutation is in
retention_update.py).

Declared here and attached to Contract as attributes, as Contract.paymentTerms is. Read from the
contract row the screen holds; whether the contract retains asks its newest claim's retention
formula and whether any claim withheld retention to date (a draft's for the supplier side only),
batched for a page of contracts (RetentionFormulaLoader: one statement).
"""
import graphene

from app.contracts import retention as service
from app.domain import retention_regime as regime_rules
from app.domain import retention_release as terms_rules
from app.domain.claim_standing import NOT_LEGAL_ADVICE, RULES_AS_AT
from app.domain.dates import long_date
from app.domain.retention import parse_retention_formula
from app.graphql.contracts.loaders import RetentionFormulaLoader
from app.graphql.core.loaders import then

RULES_NOTE = (f"Retention rules as at {long_date(RULES_AS_AT)}, from the Construction Contracts Act 2002 as amended "
              f"by the Construction Contracts (Retention Money) Amendment Act 2023. {NOT_LEGAL_ADVICE}")


class RetentionRegimeKind(graphene.Enum):
    class Meta:
        description = "Which of the Act's retention money rules govern a contract (subpart 2A of Part 2)."

    NoRetention = regime_rules.Regime.NONE.value  # it retains nothing
    NotCoveredResidential = regime_rules.Regime.NOT_COVERED_RESIDENTIAL.value  # a residential occupier (s 18B)
    Pre2017 = regime_rules.Regime.PRE_2017.value  # before 31 March 2017, not renewed, no opt-in (s 11A(3))
    Cca2017 = regime_rules.Regime.CCA_2017.value  # the rules as in force from 31 March 2017
    Cca2023 = regime_rules.Regime.CCA_2023.value  # the rules as amended from 5 October 2023


class RetentionTrigger(graphene.Enum):
    class Meta:
        description = "What releases a stage of a contract's retention."

    OnEvent = terms_rules.ON_EVENT  # on the day of an event of this contract
    MonthsAfter = terms_rules.MONTHS_AFTER  # N months after it
    OtherContract = terms_rules.OTHER_CONTRACT  # an event of another contract: refused (ss 13, 18I)


class RetentionRegime(graphene.ObjectType):
    class Meta:
        description = ("Which of the Act's retention money rules govern this contract, from the date it was entered "
                       "into or last renewed, whether a party is a residential occupier, and whether it retains.")

    regime = graphene.Field(RetentionRegimeKind, description="The regime; null while the date it depends on is "
                                                             "missing (question asks for it).")
    question = graphene.String(description="What the regime needs that is missing, e.g. 'Enter the date this "
                                           "contract was entered into (or last renewed): the retention rules that "
                                           "apply depend on it.'")
    summary = graphene.String(description="The regime in words, with its sections; null with a question.")
    notes = graphene.List(graphene.NonNull(graphene.String), required=True,
                          description="What else applies, e.g. 'The Act's retention trust rules do not apply to this "
                                      "contract.'")
    trust_rules_apply = graphene.Boolean(required=True, description="Retention money is held on trust under the "
                                                                    "Act (cca_2017, cca_2023): more than arithmetic.")
    account_required = graphene.Boolean(required=True, description="It must be kept in a trust bank account or "
                                                                   "covered by a complying instrument (cca_2023).")
    retains = graphene.Boolean(required=True, description="The contract retains: its newest claim's retention "
                                                          "formula retains or a claim withheld retention to date (a "
                                                          "draft counts for the supplier side only), or its terms "
                                                          "state release stages.")
    entered_on = graphene.Date(description="The date the contract was entered into.")
    renewed_on = graphene.Date(description="The date it was last renewed for a further term; null: never.")
    residential_occupier = graphene.Boolean(required=True, description="A party is a residential occupier.")
    opted_in = graphene.Boolean(required=True, description="The parties agreed subpart 2A applies to a contract "
                                                           "entered into before 31 March 2017 (s 11A(3)(b)).")
    opt_in_before = graphene.Date(required=True, description="The parties' agreement that subpart 2A applies "
                                                             "(optedIn) counts only for a contract entered into "
                                                             "before this date, 31 March 2017 (s 11A(3)(b)): the "
                                                             "form asks for it then.")
    rules_note = graphene.String(required=True, description="The date of the rules encoded, and 'This is not legal "
                                                            "advice.'")


class RetentionStage(graphene.ObjectType):
    class Meta:
        description = "A stage of a contract's retention release."

    label = graphene.String(required=True, description="The event, e.g. 'Practical completion'.")
    share = graphene.Int(required=True, description="Its share of the retention held, in basis points (5000: 50 %).")
    trigger = graphene.Field(RetentionTrigger, required=True, description="What releases it.")
    months = graphene.Int(required=True, description="Months after the event (MonthsAfter); 0 otherwise.")
    event_on = graphene.Date(description="The event's date, once known.")
    release_on = graphene.Date(description="When this stage is due for release; null until the event's date is known.")


class RetentionTerms(graphene.ObjectType):
    class Meta:
        description = ("A contract's retention terms: its release stages, the clause and procedure that permit use "
                       "for defects, interest on late release, and the holder's deposit period.")

    stages = graphene.List(graphene.NonNull(RetentionStage), required=True,
                           description="The release stages, in the contract's order (their shares add up to 100 %).")
    defects_clause = graphene.String(required=True, description="The clause permitting use for defects, or empty.")
    defects_procedure = graphene.String(required=True, description="The procedure before use for defects, or empty.")
    interest_rate = graphene.Int(description="The agreed interest rate on late release, basis points a year (s 18G); "
                                             "null: none recorded.")
    interest_text = graphene.String(required=True, description="The interest in words, or 'No interest rate is "
                                                               "recorded for this contract.'")
    deposit_working_days = graphene.Int(required=True, description="Working days to deposit money withheld: "
                                                                   "Claimdesk's default 2 unless changed (0-10).")
    deposit_note = graphene.String(required=True, description="That the deposit period is Claimdesk's default, not "
                                                              "the Act's ('as soon as practicable', s 18D).")
    use_notice_working_days = graphene.Int(required=True, description="The working days' written notice before use "
                                                                      "for defects (10, s 18D).")


def resolve_retention_regime(root, info):
    contract = root.contract

    def answer(formulas):
        # The supplier side's draft counts for it alone: the other party sees the claims sent.
        if formulas is None:
            params, withheld = None, False
        elif root.is_supplier:
            params, withheld = formulas.newest, formulas.newest_withheld
        else:
            params, withheld = formulas.sent, formulas.sent_withheld
        # Money withheld to date keeps it retaining after the formula is removed.
        claims_retain = withheld or (parse_retention_formula(params) is not None if params else False)
        settings = service.settings_of(contract)
        found = service.regime_of(contract, formula_retains=claims_retain)
        return RetentionRegime(
            regime=found.regime.value if found.regime else None, question=found.question, summary=found.summary,
            notes=list(found.notes), trust_rules_apply=found.trust_rules_apply,
            account_required=found.account_required, retains=found.retains,
            entered_on=settings.entered_on, renewed_on=settings.renewed_on,
            residential_occupier=settings.residential_occupier, opted_in=settings.opted_in,
            opt_in_before=regime_rules.REGIME_2017_FROM, rules_note=RULES_NOTE)

    return then(RetentionFormulaLoader(info).load(root.id), answer)


def resolve_retention_terms(root, info):
    terms = service.settings_of(root.contract).terms
    return RetentionTerms(
        stages=[RetentionStage(label=s.label, share=s.share, trigger=s.trigger, months=s.months, event_on=s.event_on,
                               release_on=on) for s, on in terms_rules.release_schedule(terms)],
        defects_clause=terms.defects_clause, defects_procedure=terms.defects_procedure,
        interest_rate=terms.interest_rate, interest_text=terms_rules.interest_text(terms),
        deposit_working_days=terms.deposit_working_days, deposit_note=terms_rules.DEPOSIT_DAYS_NOTE,
        use_notice_working_days=terms_rules.USE_NOTICE_WORKING_DAYS)


def retention_regime_field() -> graphene.Field:
    """Contract.retentionRegime, made where Contract declares it."""
    return graphene.Field(RetentionRegime, required=True, resolver=resolve_retention_regime,
                          description="Which of the Act's retention money rules govern this contract (CCA subpart 2A "
                                      "of Part 2): none, not covered (a residential occupier), before 31 March 2017, "
                                      "the 2017 rules or the 2023 rules; or the question the answer needs.")


def retention_terms_field() -> graphene.Field:
    """Contract.retentionTerms, made where Contract declares it."""
    return graphene.Field(RetentionTerms, required=True, resolver=resolve_retention_terms,
                          description="The contract's retention terms: release stages and their dates, use for "
                                      "defects, interest on late release, the deposit period.")
