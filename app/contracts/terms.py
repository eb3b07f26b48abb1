"""A contract's payment terms (issue 34): its claim date, schedule period and payment due, as the
parties agreed them (app.domain.payment_terms holds the rules and the words).

- Setting them needs Edit on the contract, from either party (the terms are the contract's,
  shared by both, like the schedule period before them); an archived contract is read-only.
- The form sends the whole terms each time: a term left out is not stated (the Act fills it and
  says so). Each refusal names its field, so it shows beside it.
- Claims already sent keep the terms they were sent under (app.payments.facts.served copies them),
  so nothing here touches a claim: new claims take the new terms.
- A pay cycle is their template: moving a contract onto one (app.contracts.paycycles) calls
  `apply` with the terms it states.
- Every change is on the contract's activity, seen by both parties ('changed the payment terms',
  the terms before and after in the words the contract shows): `apply` records it, and so does
  a change of the schedule period alone (app.contracts.service, `record_change`). Terms set
  again as they were record nothing.
"""
from datetime import date

from app.activity import record as activity
from app.contracts import access, policy
from app.contracts.access import VisibleContract
from app.contracts.models import Contract
from app.db import db
from app.domain import payment_terms as rules
from app.domain.errors import RuleError
from app.domain.schedule_deadline import check_agreed_days
from app.errors import UserError
from app.orgs.access import Viewer


def terms_of(contract: Contract) -> rules.PaymentTerms:
    """The contract's terms as they stand."""
    return rules.terms_of(contract.payment_terms, contract.schedule_working_days)


def set_terms(viewer: Viewer, contract_id: int, *, schedule_working_days: int | None = None,
              claim_day: int | None = None, claim_day2: int | None = None, claim_every_weeks: int | None = None,
              claim_from: date | None = None, due_kind: str | None = None,
              due_value: int | None = None) -> VisibleContract:
    """Replace the contract's payment terms with those given (None: not stated)."""
    found = access.get_contract(viewer, contract_id, for_update=True)
    policy.require_edit(found)
    try:
        schedule_days = check_agreed_days(schedule_working_days or None)
    except RuleError as error:
        raise UserError(error.message, field="scheduleWorkingDays") from None
    try:
        terms = rules.check_terms(claim_day=claim_day, claim_day2=claim_day2, every_weeks=claim_every_weeks,
                                  weeks_from=claim_from, due_kind=due_kind, due_value=due_value,
                                  schedule_days=schedule_days)
    except rules.TermsError as error:
        raise UserError(error.message, field=error.field) from None
    apply(viewer, found.contract, terms)
    db.session.commit()
    return access.get_contract(viewer, contract_id)


def apply(viewer: Viewer, contract: Contract, terms: rules.PaymentTerms, *, schedule_period: bool = True) -> None:
    """Write checked terms onto the contract (`schedule_period=False`: keep its schedule period)
    and record the change on its activity."""
    before = terms_of(contract)
    contract.payment_terms = terms.as_json()
    if schedule_period:
        contract.schedule_working_days = terms.schedule_days
    record_change(viewer, contract, before)
    db.session.flush()


def record_change(viewer: Viewer, contract: Contract, before: rules.PaymentTerms) -> None:
    """'changed the payment terms: {before} → {after}' when the contract's terms now differ from `before`."""
    after = terms_of(contract)
    if after != before:
        activity.terms_changed(viewer, contract.id, rules.describe(before), rules.describe(after))
