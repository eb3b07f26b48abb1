"""Which retention-money rules of the Construction Contracts Act 2002 govern a contract (issue 38). Pure.

Retention money is regulated by subpart 2A of Part 2 of the Act, enacted in 2015 with effect from
31 March 2017, and replaced by the Construction Contracts (Retention Money) Amendment Act 2023 with
effect from 5 October 2023. Which version governs a contract depends on the date it was entered into
or last renewed, and on who its parties are. The regimes (`Regime`):

- `none`: the contract retains nothing (no retention formula, no retention terms). Withholding
  retention is optional; the subpart governs only money actually retained (s 18B).
- `not_covered_residential`: a party is a residential occupier. The subpart applies only to
  *commercial* construction contracts, those where no party is a residential occupier (s 18B;
  'residential occupier' as defined in s 5). The retention arithmetic still runs; the trust rules
  do not.
- `pre_2017`: entered into before 31 March 2017, not renewed for a further term on or after it, and
  the parties have not agreed that subpart 2A applies (s 11A(3), quoted in the research [R27]).
- `cca_2017`: the subpart as enacted in 2015: retention held on trust (as cash or other liquid
  assets, which may be commingled), proper records open to inspection free of charge, interest on
  late payment (former ss 18C-18I). It governs contracts entered into or renewed from 31 March 2017
  up to 4 October 2023, and an older one whose parties agreed that the subpart applies.
- `cca_2023`: the subpart as replaced in 2023 (ss 18A-18Q): a contract entered into or renewed on or
  after 5 October 2023 (Schedule 1, transitional provisions, research [R6, R8, R10]). On trust from
  the moment the contract allows it to be withheld (s 18C), in a bank account used solely for it or
  covered by a complying instrument (ss 18D, 18E, 18FB), ledgers and records (s 18FC), reports to
  party B (s 18FD).

The date that counts is the later of the date entered into and the date last renewed: a renewal for
a further term brings the contract under the rules in force at the renewal. For a contract renewed
after 31 March 2017, s 11A(3)(a) applies the subpart only to money withheld during the further term
(`RENEWED_NOTE` says so); this module answers for money withheld now.

Uncertain points (research section 6, item 1: the bodies of ss 18B-18FD were not read against the
Act) are settings (`Rules`) with the research's reading as their default:

- `renewal_counts` (default True): a renewal on or after a commencement date brings the contract
  under that regime, as the government guidance says for 2023 [R6, R8, R10] and s 11A(3)(a) says for
  2017.
- `opt_in_regime` (default `cca_2017`): the regime a pre-2017 contract takes when its parties agreed
  that subpart 2A applies (s 11A(3)(b)). The agreement predates 2023, so the default is the 2017
  version; a lawyer may read the 2023 transitional provisions otherwise.

Rules as at RULES_AS_AT (app.domain.claim_standing); this is not legal advice.
"""
from dataclasses import dataclass
from datetime import date
from enum import Enum

from app.domain.dates import long_date
from app.domain.errors import RuleError

# The days the two versions of subpart 2A took effect.
REGIME_2017_FROM = date(2017, 3, 31)  # s 11A(3): 'entered into before 31 March 2017'
REGIME_2023_FROM = date(2023, 10, 5)  # Construction Contracts (Retention Money) Amendment Act 2023, commencement


class Regime(str, Enum):
    NONE = "none"
    NOT_COVERED_RESIDENTIAL = "not_covered_residential"
    PRE_2017 = "pre_2017"
    CCA_2017 = "cca_2017"
    CCA_2023 = "cca_2023"


@dataclass(frozen=True, slots=True)
class Rules:
    """The readings of the Act that research could not check against its text (see the module doc)."""

    renewal_counts: bool = True  # s 11A(3)(a); the 2023 guidance [R6, R8, R10]
    opt_in_regime: Regime = Regime.CCA_2017  # s 11A(3)(b): the version in force when the parties agreed


DEFAULT_RULES = Rules()

# ---- the words, word for word (issue 38) ----------------------------------------------------------

DATE_NEEDED = ("Enter the date this contract was entered into (or last renewed): the retention rules that apply "
               "depend on it.")
RENEWED_BEFORE_ENTERED = "The renewal date cannot be before the contract date."
TRUST_RULES_DO_NOT_APPLY = "The Act's retention trust rules do not apply to this contract."

SUMMARY = {
    Regime.NONE: "This contract retains nothing, so the Act's retention money rules have nothing to apply to.",
    Regime.NOT_COVERED_RESIDENTIAL: ("A party is a residential occupier: the retention money rules apply only to "
                                     "commercial construction contracts (CCA s 18B)."),
    Regime.PRE_2017: ("Entered into before 31 March 2017 and not renewed since: subpart 2A of Part 2 does not apply "
                      "(CCA s 11A(3))."),
    Regime.CCA_2017: ("The retention money rules as in force from 31 March 2017 apply: retention is held on trust, "
                      "proper records are kept and open to inspection free of charge, and interest is payable on late "
                      "payment. A separate bank account is not required (CCA subpart 2A of Part 2, before its "
                      "amendment in 2023)."),
    Regime.CCA_2023: ("The retention money rules as amended from 5 October 2023 apply: retention is held on trust from "
                      "the moment the contract allows it to be withheld (s 18C), in a bank account used only for "
                      "retention money or covered by a complying instrument (ss 18D, 18E, 18FB), with ledgers and "
                      "records (s 18FC) and reports to the subcontractor (s 18FD)."),
}
RENEWED_NOTE = ("Renewed for a further term on {date}: these rules govern the retention money withheld during the "
                "further term (CCA s 11A(3)(a)).")
RENEWED_2023_NOTE = ("Renewed on {date}: the rules as amended in 2023 apply from the renewal (CCA Schedule 1, "
                     "transitional provisions).")
OPTED_IN_NOTE = "The parties agreed that the retention money rules apply to this contract (CCA s 11A(3)(b))."

# Whether the trust rules apply, by regime: what the screen shows beside the arithmetic.
TRUST_RULES_APPLY = {Regime.NONE: False, Regime.NOT_COVERED_RESIDENTIAL: False, Regime.PRE_2017: False,
                     Regime.CCA_2017: True, Regime.CCA_2023: True}
# Whether the money must be kept in a separate trust account or covered by an instrument (2023 only).
ACCOUNT_REQUIRED = {Regime.CCA_2023: True}


@dataclass(frozen=True, slots=True)
class ContractFacts:
    """What the regime depends on. `retains`: the contract's formula retains something, or its terms
    state release stages. `opted_in`: the parties agreed subpart 2A applies (s 11A(3)(b))."""

    entered_on: date | None
    renewed_on: date | None = None
    residential_occupier: bool = False
    retains: bool = True
    opted_in: bool = False


@dataclass(frozen=True, slots=True)
class Answer:
    """The regime (None while the date it depends on is missing: `question` asks for it), its words, and
    whether the contract retains (the fact it was given: the screen shows it, nobody recomputes it)."""

    regime: Regime | None
    question: str | None
    summary: str | None
    notes: tuple[str, ...]
    retains: bool

    @property
    def trust_rules_apply(self) -> bool:
        return self.regime is not None and TRUST_RULES_APPLY[self.regime]

    @property
    def account_required(self) -> bool:
        return self.regime is not None and ACCOUNT_REQUIRED.get(self.regime, False)


def opt_in_applies(entered_on: date | None) -> bool:
    """Whether the parties' agreement that subpart 2A applies counts for a contract entered into on
    `entered_on`: only before 31 March 2017 (s 11A(3)(b)); a later contract is under it anyway."""
    return entered_on is not None and entered_on < REGIME_2017_FROM


def check_dates(entered_on: date | None, renewed_on: date | None) -> None:
    """Refuse a renewal before the contract date (RuleError, for the renewal date's field)."""
    if entered_on is not None and renewed_on is not None and renewed_on < entered_on:
        raise RuleError(RENEWED_BEFORE_ENTERED)


def regime_of(facts: ContractFacts, rules: Rules = DEFAULT_RULES) -> Answer:
    """The regime of a contract's retention money, with its summary and notes (see the module doc)."""
    check_dates(facts.entered_on, facts.renewed_on)
    if not facts.retains:
        return _answer(Regime.NONE, retains=False)
    if facts.residential_occupier:
        return _answer(Regime.NOT_COVERED_RESIDENTIAL)
    if facts.entered_on is None:
        return Answer(None, DATE_NEEDED, None, (), retains=True)
    counted = facts.entered_on
    renewed = facts.renewed_on is not None and rules.renewal_counts
    if renewed:
        counted = facts.renewed_on
    notes = []
    if counted >= REGIME_2023_FROM:
        regime = Regime.CCA_2023
    elif counted >= REGIME_2017_FROM:
        regime = Regime.CCA_2017
    elif facts.opted_in:
        regime = rules.opt_in_regime
        notes.append(OPTED_IN_NOTE)
    else:
        return _answer(Regime.PRE_2017)
    if renewed and facts.entered_on < REGIME_2023_FROM <= counted:
        notes.insert(0, RENEWED_2023_NOTE.format(date=long_date(counted)))
    elif renewed and facts.entered_on < REGIME_2017_FROM <= counted:
        notes.insert(0, RENEWED_NOTE.format(date=long_date(counted)))
    return _answer(regime, tuple(notes))


def _answer(regime: Regime, notes: tuple[str, ...] = (), *, retains: bool = True) -> Answer:
    if not TRUST_RULES_APPLY[regime] and regime is not Regime.NONE:
        notes = (*notes, TRUST_RULES_DO_NOT_APPLY)
    return Answer(regime, None, SUMMARY[regime], notes, retains)
