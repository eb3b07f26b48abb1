"""The section 21 checks and who may draft or send a payment schedule (app.schedules.policy), pure."""
from dataclasses import dataclass, field
from datetime import date

from app.contracts.permissions import ContractPermission as P
from app.domain.line_types import LineType
from app.domain.schedules import ScheduleLine, schedule_totals
from app.schedules import policy


@dataclass
class Found:
    is_supplier: bool
    permissions: frozenset

    def can(self, permission) -> bool:
        return permission in self.permissions


@dataclass
class Claim:
    status: str = "Sent"
    latest_rev: int | None = 1
    draft_rev: int | None = None


@dataclass
class Schedule:
    due_date: date | None = date(2026, 5, 20)
    lines: list = field(default_factory=list)
    notes: list = field(default_factory=list)
    schedule_excl: int = 0
    schedule_tax: int = 0


NAMES = {"a": "Foundations", "b": "Framing"}


def _problems(schedule: Schedule, scheduled: dict, reasons: dict | None = None, **kwargs) -> list[str]:
    lines = [ScheduleLine("a", LineType.BASE_CONTRACT, 1000, 0, scheduled.get("a")),
             ScheduleLine("b", LineType.VARIATION, 500, 0, scheduled.get("b"))]
    totals = schedule_totals(lines)
    schedule.schedule_excl, schedule.schedule_tax = totals.schedule_excl, totals.schedule_tax
    schedule.lines = [{"itemId": k, "scheduled": v, "reason": (reasons or {}).get(k, "")} for k, v in scheduled.items()]
    return policy.section21_problems(schedule, lines, NAMES, totals, **kwargs)


def test_a_schedule_as_claimed_with_a_due_date_is_valid():
    assert _problems(Schedule(), {}) == []


def test_each_missing_item_is_named_in_order():
    assert _problems(Schedule(due_date=None), {"a": 900, "b": 400}, has_recipients=False) == [
        "Scheduled payment date is required", "Reason required for Foundations", "Reason required for Framing",
        "State why the scheduled amount is less than the claimed amount, and the reason for withholding payment",
        "Nobody on the supplier side receives payment schedules: add a supplier member to the project"]


def test_reasons_and_a_note_satisfy_a_lower_schedule():
    reasons = {"a": "Defective", "b": "Not started"}
    assert _problems(Schedule(notes=["Defects"]), {"a": 900, "b": 400}, reasons) == []
    assert _problems(Schedule(notes=["  "]), {"a": 900, "b": 400}, reasons) == [
        "State why the scheduled amount is less than the claimed amount, and the reason for withholding payment"]


def test_who_may_draft_and_send():
    submit = Found(False, frozenset({P.VIEW, P.CUSTOMER_DRAFT, P.CUSTOMER_SUBMIT}))
    draft = Found(False, frozenset({P.VIEW, P.CUSTOMER_DRAFT}))
    reader = Found(False, frozenset({P.VIEW}))
    supplier = Found(True, frozenset({P.VIEW, P.SUPPLIER_DRAFT, P.SUPPLIER_SUBMIT}))
    sent = Claim()
    assert [(policy.may_draft(f, sent), policy.may_send(f, sent)) for f in (submit, draft, reader, supplier)] == [
        (True, True), (True, False), (False, False), (False, False)]
    assert policy.schedule_refusal(Claim(status="Scheduled")) == (
        "A payment schedule has already been sent for this claim")
    assert policy.schedule_refusal(Claim(draft_rev=2)) == (
        "The supplier is changing this claim: it can be scheduled once they send it again")
    for claim in (Claim(status="Voided"), Claim(status="New", latest_rev=None)):
        assert policy.schedule_refusal(claim) == "Only a submitted claim can be answered with a payment schedule"
        assert not policy.may_draft(submit, claim)
