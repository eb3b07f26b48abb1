"""Who may use the remedies, what a refusal says, and the checks of a notice served by a person (s 80)
that this package's notice and app.adjudication's share. Reads no database.

The remedies are the payee's: the supplier side with SupplierDraft (as it records a payment
received; an archived project too, since a debt outlives the work) generates and serves a notice,
and records a suspension and its end. Whether email service is agreed is a term of the contract:
either party with Edit on it records it (the consent is the payer's to give; the payee records
the clause or the routine use of email it relies on).
"""
from datetime import date

from app.claims import policy as claim_policy
from app.contracts.access import VisibleContract
from app.contracts.permissions import P
from app.domain.dates import long_date
from app.domain.text import clean_text
from app.domain.working_days import today_in_auckland
from app.enforcement.models import CLAUSE, EMAIL, MANNERS, ROUTINE
from app.errors import UserError

# Regs 9-10: the research's words.
EMAIL_NOT_AGREED = ("Serving by email needs the payer's consent (Construction Contracts Regulations 2003, regs 9\u201310). "
                    "Record it, or serve by hand or post and record that.")
BASIS_REQUIRED = "Say how email service is agreed: a clause of the contract, or the parties' routine use of email"
CLAUSE_REQUIRED = "Name the clause of the contract that agrees to service by email"
MANNER_REQUIRED = "Choose how the notice was served"
SERVED_ON_REQUIRED = "Enter the date the notice was served"
SERVED_IN_FUTURE = "The date of service cannot be in the future"
SERVED_BEFORE_NOTICE = "The notice cannot have been served before its date ({date})"
SERVED_TO_REQUIRED = "Say on whom (or where) the notice was served"
ALREADY_SERVED = "This notice has already been served ({how} on {date})."
NO_NOTICE = "Serve a notice of intention to suspend first (s 24A(1)(b))."
NOT_SERVED = "Record how the notice was served before recording a suspension (s 24A(1)(b))."
ALREADY_SUSPENDED = "Work is already suspended on this claim: lift the suspension first."
NOT_SUSPENDED = "Work is not suspended on this claim."
DETERMINATION_NOTICE_ELSEWHERE = ("A notice of intention to suspend for this determination has been prepared on claim "
                                  "{number}: the determination is one sum, so serve that notice (s 59(2)(b)).")
SUSPENDED_ON_REQUIRED = "Enter the day work was suspended"
RESUMED_ON_REQUIRED = "Enter the day work resumed"
DATE_IN_FUTURE = "The date cannot be in the future"
RESUMED_BEFORE = "Work cannot resume before the day it was suspended ({date})"
MAX_SERVED_TO = 500
HOW_TO_SERVE = ("Without consent to email service, serve the notice by delivering it to the payer, by leaving it at "
                "the payer's usual or last known place of business or residence, or by post (s 80), then record how "
                "and when you served it.")


def may_enforce(found: VisibleContract) -> bool:
    return claim_policy.acts_as_supplier(found, allow_archived=True)


def may_set_terms(found: VisibleContract) -> bool:
    return found.can(P.EDIT)


def terms_problem(agreed: bool, basis: str, clause: str) -> tuple[str, str] | None:
    """(field, message) when the terms cannot be recorded as given."""
    if not agreed:
        return None
    if basis not in (CLAUSE, ROUTINE):
        return "basis", BASIS_REQUIRED
    if basis == CLAUSE and not clause.strip():
        return "clause", CLAUSE_REQUIRED
    return None


def manner_problem(manner: str | None) -> str | None:
    return None if manner in MANNERS else MANNER_REQUIRED


def checked_person_service(manner: str | None, served_on: date | None, served_to: str | None,
                           not_before: date | None) -> str:
    """The checks of a notice served by a person (s 80), whichever notice it is (this package's notice of
    intention to suspend, app.adjudication's notice of adjudication and its service on the owner), each
    refusal beside its field: a manner by a person, a date neither in the future nor before `not_before`
    (the notice's date, when it has one), and on whom or where, cleaned as any text the other party reads
    (app.domain.text). Returns `served_to` cleaned."""
    if manner == EMAIL or manner_problem(manner) is not None:
        raise UserError(MANNER_REQUIRED, field="manner")
    if served_on is None:
        raise UserError(SERVED_ON_REQUIRED, field="servedOn")
    if served_on > today_in_auckland():
        raise UserError(SERVED_IN_FUTURE, field="servedOn")
    if not_before is not None and served_on < not_before:
        raise UserError(SERVED_BEFORE_NOTICE.format(date=long_date(not_before)), field="servedOn")
    served_to = clean_text(served_to, MAX_SERVED_TO, "servedTo", "On whom")
    if not served_to:
        raise UserError(SERVED_TO_REQUIRED, field="servedTo")
    return served_to
