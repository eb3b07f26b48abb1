"""Pay cycles: private to each organisation (its own schema), as is which contract sits in which.

- Listing needs the workspace permission FlowRead ('View pay cycles'); creating, deleting
  and moving contracts need FlowWrite ('Manage pay cycles').
- Moving a contract onto a pay cycle (or back to manual, `pay_cycle_id=None`) also needs
  Edit on that contract, else '{owner}/{contract} is owned by {owner name}.'; the contract is
  reached through `app.contracts.access`, so a contract the organisation is not a party to
  is 'Contract not found', and an archived one is read-only.
- Params are checked by `app.domain.pay_cycles.parse_pay_cycle` ('Invalid settings
  detected.', 'not supported'); the name defaults to the period's name.
- A pay cycle is the template of a contract's payment terms (issue 34): moving a contract onto
  one applies the terms it states (`app.domain.pay_cycles.terms_of`: its submit days as the claim
  days, its pay days as the payment due, and its schedule period when it sets one, else the
  contract keeps its own); claims already sent keep theirs. Moving a contract back to manual
  leaves its terms as they are.
- Deleting a pay cycle puts its contracts back to manual.
- The other party never sees any of it: the assignment is read from the viewer's own schema.
"""
from collections.abc import Iterable

from sqlalchemy import delete, select
from sqlalchemy.dialects.postgresql import insert

from app.contracts import access, policy
from app.contracts import permissions as cp
from app.contracts.access import VisibleContract
from app.contracts.models import ContractPayCycle, PayCycle
from app.db import db
from app.domain.errors import RuleError
from app.contracts import terms as contract_terms
from app.domain.schedule_deadline import check_agreed_days
from app.domain import payment_terms as terms_words
from app.domain.pay_cycles import MONTHLY, TWICE_MONTHLY, parse_pay_cycle, terms_of
from app.errors import NotFound, PermissionDenied, UserError
from app.orgs.access import Viewer

PAY_CYCLE_NOT_FOUND = "Pay cycle not found"
NO_FLOW_READ = "You do not have permission to view pay cycles."
NO_FLOW_WRITE = "You do not have permission to manage pay cycles."
OWNED_ELSEWHERE = "{owner}/{contract} is owned by {owner_name}."
PERIOD_NAMES = {MONTHLY: "Monthly", TWICE_MONTHLY: "Twice monthly"}


def _ordinal(day: int) -> str:
    suffix = "th" if 11 <= day % 100 <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(day % 10, "th")
    return f"{day}{suffix}"


def describe(params: dict) -> str:
    """'Claims on the 20th, paid on the 21st of the following month' (and both runs for twice monthly)."""
    try:
        cycle = parse_pay_cycle(params)
    except RuleError:
        return ""
    runs = [
        f"claims on the {_ordinal(run.submit_day)}, paid on the {_ordinal(run.pay_day)}"
        + (" of the following month" if run.pay_following_period else "")
        for run in cycle.runs
    ]
    text = "; ".join(runs)
    if cycle.schedule_days is not None:
        text += f"; payment schedule within {cycle.schedule_days} working days"
    return text[0].upper() + text[1:]


KEEPS_SCHEDULE_PERIOD = "The contract keeps its own period for a payment schedule."


def terms_applied(params: dict) -> str:
    """The payment terms moving a contract onto the cycle sets, in the words the contract then shows
    them (app.domain.payment_terms): its claim days and payment due, its schedule period when it
    states one (else that the contract keeps its own), and why a twice-monthly cycle paying by two
    rules applies its first run's. Read before a contract is dragged onto it."""
    try:
        stated = terms_of(parse_pay_cycle(params))
    except RuleError:
        return ""
    terms = stated.terms
    parts = [terms_words.claim_text(terms)]
    parts.append(terms_words.schedule_text(terms) if terms.schedule_days is not None else None)
    parts.append(terms_words.due_text(terms))
    text = " ".join(f"{part}." for part in parts if part)
    if terms.schedule_days is None:
        text += " " + KEEPS_SCHEDULE_PERIOD
    return text + (f" {stated.note}" if stated.note else "")


def _require(allowed: bool, message: str) -> None:
    if not allowed:
        raise PermissionDenied(message)


def list_pay_cycles(viewer: Viewer) -> list[PayCycle]:
    _require(policy.may_view_pay_cycles(viewer), NO_FLOW_READ)
    return list(db.session.scalars(select(PayCycle).order_by(PayCycle.created_at, PayCycle.id)))


def create_pay_cycle(viewer: Viewer, name: str | None, params: dict) -> PayCycle:
    _require(policy.may_manage_pay_cycles(viewer), NO_FLOW_WRITE)
    params = dict(params or {})
    try:  # the schedule period first, with its own words beside its field (0 or none: it sets none)
        params["scheduleWorkingDays"] = check_agreed_days(params.get("scheduleWorkingDays") or None)
    except RuleError as error:
        raise UserError(error.message, field="params.scheduleWorkingDays") from None
    try:
        cycle = parse_pay_cycle(params)
    except RuleError as error:
        raise UserError(error.message, field="params") from None
    name = (name or "").strip() or PERIOD_NAMES[cycle.period]
    if len(name) > 100:
        raise UserError("Name must be at most 100 characters", field="name")
    stored = {"period": cycle.period}
    for n, run in enumerate(cycle.runs, start=1):
        stored.update({f"submit{n}": run.submit_day, f"pay{n}": run.pay_day, f"pay{n}FollowingPeriod": run.pay_following_period})
    if cycle.schedule_days is not None:
        stored["scheduleWorkingDays"] = cycle.schedule_days
    pay_cycle = PayCycle(name=name, params=stored)
    db.session.add(pay_cycle)
    db.session.flush()
    db.session.commit()
    return pay_cycle


def delete_pay_cycle(viewer: Viewer, pay_cycle_id: int) -> None:
    _require(policy.may_manage_pay_cycles(viewer), NO_FLOW_WRITE)
    pay_cycle = db.session.get(PayCycle, pay_cycle_id)
    if pay_cycle is None:
        raise NotFound(PAY_CYCLE_NOT_FOUND)
    db.session.execute(delete(ContractPayCycle).where(ContractPayCycle.pay_cycle_id == pay_cycle_id))
    db.session.delete(pay_cycle)
    db.session.commit()


def set_contract_pay_cycle(viewer: Viewer, contract_id: int, pay_cycle_id: int | None) -> VisibleContract:
    found = access.get_contract(viewer, contract_id)
    _require(policy.may_manage_pay_cycles(viewer), NO_FLOW_WRITE)
    if not found.can(cp.ContractPermission.EDIT):
        raise PermissionDenied(OWNED_ELSEWHERE.format(owner=found.owner.slug, contract=found.contract.slug,
                                                      owner_name=found.owner.name))
    if found.contract.archived_at is not None:
        raise UserError(policy.ARCHIVED)
    if pay_cycle_id is None:
        db.session.execute(delete(ContractPayCycle).where(ContractPayCycle.contract_id == contract_id))
    else:
        pay_cycle = db.session.get(PayCycle, pay_cycle_id)
        if pay_cycle is None:
            raise NotFound(PAY_CYCLE_NOT_FOUND)
        try:
            stated = terms_of(parse_pay_cycle(pay_cycle.params))
        except RuleError as error:
            raise UserError(error.message, field="payCycleId") from None
        contract_terms.apply(viewer, found.contract, stated.terms, schedule_period=stated.terms.schedule_days is not None)
        db.session.execute(
            insert(ContractPayCycle).values(contract_id=contract_id, pay_cycle_id=pay_cycle_id)
            .on_conflict_do_update(index_elements=[ContractPayCycle.contract_id], set_={"pay_cycle_id": pay_cycle_id})
        )
    db.session.commit()
    return found


def pay_cycles_of(contract_ids: Iterable[int]) -> dict[int, PayCycle]:
    """{contract id: the viewer organisation's pay cycle} for contracts already reached by the viewer."""
    ids = list(contract_ids)
    if not ids:
        return {}
    rows = db.session.execute(
        select(ContractPayCycle.contract_id, PayCycle)
        .join(PayCycle, PayCycle.id == ContractPayCycle.pay_cycle_id)
        .where(ContractPayCycle.contract_id.in_(ids))
    ).all()
    return {contract_id: pay_cycle for contract_id, pay_cycle in rows}
