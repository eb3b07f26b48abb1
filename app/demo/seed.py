"""The demo: a supplier and a customer organisation that work together on one project, with claims
in every state, all made through the services a person's clicks call (never SQL fixtures), so the
demo obeys every rule the product does.

The project 'Harbour View Apartments' has a schedule of values (six lines, $1,000,000 excluding
GST: the Contract tab), and each claim claims progress on those lines, so the ledger is the
schedule's. Its claims (`claims_on_past_days`) were served on past days counted back from today in
Auckland, so each is in the state the Act gives it on the day the demo is looked at:

1. Paid: served 16 weeks ago, scheduled as claimed a week later, paid in full on its payment date.
2. Debt due (s 24): served 12 weeks ago, scheduled in time below the claimed amount (a line's reason
   and a note), the scheduled amount unpaid past its payment date.
3. Debt due (ss 22-23): served 8 weeks ago, no payment schedule by its deadline, unpaid past its due date.
4. Part paid: served 10 days ago, scheduled in time, a first part received, the rest due on its
   payment date ahead.
5. In time: served 3 days ago, its payment-schedule deadline ahead.
6. A draft: this month's work, not yet submitted.

Each claim is due for payment on the 20th of the month after its claim date (the usual terms), and a
schedule pays on the claim's due date, so the three dates differ as they do in practice: the
payment-schedule deadline is 20 working days after service (the Act's default). Things happen on
working days: a day counted back that is not one moves to the working day before it. Why this gives
each state whatever today is: 20 working days are never fewer than 28 calendar days nor (the
Christmas closedown included) more than 45; a due date is 20 to 50 days after its claim; and the
deadline counted from a non-working day is the one counted from the working day before it.

How it is dated: the services take the moment of service (`claims.service.submit_claim(at=)`,
`schedules.service.send(at=)`) and a payment's day (`paid_on`), so each claim's stored facts (its
deadline, whether its schedule was given late, what is payable and when) are written by their one
writer (app.payments.facts) from those days, and the emails the services send in the same step say
so. Setting `submitted_at` back afterwards would leave those emails stating a deadline counted from
today. What the services stamp with the clock as they run (the activity, the documents served, the
payments' recording) is then dated to the step's moment (`dated`).

`claims_in_every_state` makes claims in every list group served today: the browser tests of the
home lists use it.
"""
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta, timezone

from flask import current_app
from sqlalchemy import func, select, update

from app.auth.models import Account, User
from app.db import db

SUPPLIER = ("Sam Supplier", "sam@demo-builders.example", "Demo Builders", "demo-builders")
CUSTOMER = ("Cleo Customer", "cleo@demo-client.example", "Demo Client Co", "demo-client")
SITE = "Harbour View Apartments"

# The schedule of values: (item id, description, contract value excluding GST in cents).
LINES = (
    ("site", "Site establishment", 4_000_000),
    ("foundations", "Foundations", 18_000_000),
    ("framing", "Framing", 24_000_000),
    ("roofing", "Roofing", 12_000_000),
    ("cladding", "Cladding", 16_000_000),
    ("fit-out", "Interior fit-out", 26_000_000),
)

PAID, SCHEDULED_UNPAID, NO_SCHEDULE, PART_PAID, IN_TIME, DRAFT = (
    "paid", "scheduled unpaid", "no schedule", "part paid", "in time", "draft")


@dataclass(frozen=True)
class DemoClaim:
    number: int
    days_ago: int | None  # served this many days before today (None: a draft)
    progress: dict  # {item id: percent complete to date, in basis points}
    outcome: str


CLAIMS = (
    DemoClaim(1, 112, {"site": 10_000, "foundations": 4_000}, PAID),
    DemoClaim(2, 84, {"foundations": 10_000, "framing": 2_000}, SCHEDULED_UNPAID),
    DemoClaim(3, 56, {"framing": 6_000, "roofing": 1_000}, NO_SCHEDULE),
    DemoClaim(4, 10, {"framing": 10_000, "roofing": 5_000, "cladding": 1_000}, PART_PAID),
    DemoClaim(5, 3, {"roofing": 10_000, "cladding": 4_000}, IN_TIME),
    DemoClaim(6, None, {"cladding": 7_000, "fit-out": 1_000}, DRAFT),
)
SCHEDULED_AFTER = timedelta(days=7)  # a schedule is given a week after its claim is served
# Claim 2's schedule: framing scheduled at half of what was claimed this claim, for this reason.
FRAMING_REASON = "Level 2 framing had not started on the claim date"
FRAMING_NOTE = "Framing scheduled at 10% complete, not the 20% claimed: level 2 framing had not started."


@dataclass(frozen=True)
class Side:
    """One organisation of the demo and the person who signs in to it."""

    email: str
    slug: str


@contextmanager
def acting_as(side: Side):
    """The viewer of this side's person, in a request bound to its organisation; commits after, as a
    request does (each step sees what the previous ones committed)."""
    from app.orgs.access import load_viewer
    from tenants.context import tenant_context
    from tenants.models import Organisation

    with current_app.test_request_context():
        org = db.session.scalars(select(Organisation).where(Organisation.slug == side.slug)).one()
        account = db.session.scalar(select(Account.id).join(User, User.account_id == Account.id)
                                    .where(Account.email == side.email.lower(), User.org_id == org.id))
        with tenant_context(org):
            yield load_viewer(account, org)
            db.session.commit()


def _stamped():
    """The rows the services stamp with the clock as they run, and their stamp."""
    from app.activity.models import Activity
    from app.documents.models import ServedDocument
    from app.payments.models import ClaimPayment

    return ((Activity, "at"), (ServedDocument, "served_at"), (ClaimPayment, "recorded_at"))


@contextmanager
def dated(contract_id: int, moment: datetime):
    """What the steps inside record on the contract with the clock as they run (its activity, the
    documents served, the payments' recording) is dated `moment`: the day the demo says it happened."""
    marks = [db.session.scalar(select(func.coalesce(func.max(model.id), 0)).where(model.contract_id == contract_id))
             for model, _ in _stamped()]
    db.session.commit()
    yield
    date_history(contract_id, moment, marks)


def date_history(contract_id: int, moment: datetime, after: list[int] | None = None) -> None:
    """Date the contract's stamped rows (those after the `after` ids, else all) `moment`."""
    for i, (model, column) in enumerate(_stamped()):
        db.session.execute(update(model).where(model.contract_id == contract_id, model.id > (after[i] if after else 0))
                           .values({column: moment}))
    db.session.commit()


def _organisation(person: str, email: str, name: str, slug: str) -> Side:
    from app.orgs import service as orgs
    from app.orgs.workspaces import create_owned_workspace

    account = Account(email=email, name=person)
    db.session.add(account)
    db.session.commit()
    org = create_owned_workspace(account.id, name=name, slug=slug, per_day=1000, now=datetime.now(timezone.utc))
    side = Side(email, org.slug)
    with acting_as(side) as viewer:
        orgs.update_business(viewer, org.id, entity_name=f"{name} Limited", address="1 Main Road, Auckland",
                             gst_number="049091850")
    return side


def _project(supplier: Side, customer: Side, site_name: str = SITE) -> int:
    """The supplier names the customer on a new project; the customer accepts it."""
    from app.contracts import creating, invitations
    from tenants.models import Organisation

    customer_org = db.session.scalars(select(Organisation).where(Organisation.slug == customer.slug)).one()
    with acting_as(supplier) as viewer:
        contract_id = creating.create_contract(viewer, {
            "site_name": site_name, "site": {"line1": "12 Quay Street", "city": "Auckland"},
            "customer": {"org_id": customer_org.id},
            "members": [{"relation": "Customer", "user": {"email": customer.email}, "is_customer_recipient": True}],
        }).contract.id
    with acting_as(customer) as viewer:
        invitations.accept(viewer, contract_id)
    return contract_id


# ---- the demo's claims, served on past days ------------------------------------------------------

def working_day_to(day: date) -> date:
    """`day`, or the working day before it."""
    from app.domain.working_days import is_working_day

    while not is_working_day(day):
        day -= timedelta(days=1)
    return day


def due_day(claim_date: date) -> date:
    """The claim's due date for payment: the 20th of the month after its claim date."""
    first_of_next = (claim_date.replace(day=1) + timedelta(days=32)).replace(day=1)
    return first_of_next.replace(day=20)


@dataclass(frozen=True)
class Days:
    """When a demo claim's steps happened."""

    served: date  # and dated: its claim date
    due: date  # its due date for payment, which its schedule pays on
    scheduled: date | None  # its schedule given
    paid: date | None  # paid in full, or the first part received


def timeline(today: date) -> dict[int, Days]:
    """The days of the served claims (see the module): each served `days_ago` before `today` on a
    working day, after the claim before it (a run of days off, the closedown, may hold two); its
    schedule a week later; paid in full on the working day of its due date, or a first part three
    days ago."""
    served: dict[int, date] = {}
    later = None
    for plan in reversed([p for p in CLAIMS if p.days_ago is not None]):
        day = working_day_to(today - timedelta(days=plan.days_ago))
        if later is not None and day >= later:
            day = working_day_to(later - timedelta(days=1))
        served[plan.number] = later = day
    out = {}
    for plan in CLAIMS:
        if plan.days_ago is None:
            continue
        day = served[plan.number]
        given = working_day_to(day + SCHEDULED_AFTER) if plan.outcome in (PAID, SCHEDULED_UNPAID, PART_PAID) else None
        paid = {PAID: working_day_to(due_day(day)),
                PART_PAID: max(working_day_to(today - timedelta(days=3)), given or day)}.get(plan.outcome)
        out[plan.number] = Days(day, due_day(day), given, paid)
    return out


def at(day: date, hour: int) -> datetime:
    """`hour` o'clock on `day` in Auckland."""
    from app.domain.working_days import AUCKLAND

    return datetime.combine(day, time(hour), AUCKLAND)


def schedule_of_values(supplier: Side, contract_id: int) -> None:
    """The contract's lines, set up on the Contract tab before claim 1."""
    from app.claims import contract_lines

    with acting_as(supplier) as viewer:
        contract_lines.update_schedule(viewer, contract_id, contract_lines.ScheduleChanges(create=[
            {"item_id": item_id, "name": name, "total_price": value} for item_id, name, value in LINES]))


def claims_on_past_days(supplier: Side, customer: Side, contract_id: int, today: date | None = None) -> None:
    """The schedule of values, then claims 1-6 (see the module), served on days counted back from
    `today` (default: today in Auckland)."""
    from app.domain.working_days import today_in_auckland

    today = today or today_in_auckland()
    days = timeline(today)
    with dated(contract_id, at(days[1].served - timedelta(days=28), 9)):
        schedule_of_values(supplier, contract_id)
    period_from = days[1].served - timedelta(days=27)
    for plan in CLAIMS:
        if plan.outcome == DRAFT:  # this month's work, drafted today
            _draft(supplier, contract_id, plan, period_from, today, due_day(today))
            continue
        when = days[plan.number]
        with dated(contract_id, at(when.served, 9)):
            _draft(supplier, contract_id, plan, period_from, when.served, when.due)
        period_from = when.served + timedelta(days=1)
        with dated(contract_id, at(when.served, 10)):
            _serve(supplier, contract_id, plan.number, at(when.served, 10))
        if when.scheduled is not None:
            given = at(when.scheduled, 14)
            with dated(contract_id, given):
                _schedule(customer, contract_id, plan.number, given, less=plan.outcome == SCHEDULED_UNPAID)
        if when.paid is not None:
            _paid(supplier, customer, contract_id, plan.number, when.paid, whole=plan.outcome == PAID)


def _draft(supplier: Side, contract_id: int, plan: DemoClaim, period_from: date, day: date, due: date) -> None:
    """Claim `plan.number` as a draft: its progress on the schedule's lines, its period and dates."""
    from app.claims import ledger, service
    from app.claims.models import ContractLedger

    with acting_as(supplier) as viewer:
        service.create_claim(viewer, contract_id, today=day)
    with acting_as(supplier) as viewer:
        rev = db.session.scalar(select(ContractLedger.rev).where(ContractLedger.contract_id == contract_id))
        ledger.update_ledger(viewer, contract_id, rev, ledger.LedgerChanges(update=[
            {"item_id": item_id, "percent_complete": percent} for item_id, percent in plan.progress.items()]))
    with acting_as(supplier) as viewer:
        service.patch_claim(viewer, contract_id, plan.number, None, {
            "period_from": period_from, "period_to": day, "date": day, "due_date": due})


def _serve(supplier: Side, contract_id: int, number: int, moment: datetime) -> None:
    from app.claims import service

    with acting_as(supplier) as viewer:
        service.submit_claim(viewer, contract_id, number, None, at=moment)


def _schedule(customer: Side, contract_id: int, number: int, moment: datetime, *, less: bool) -> None:
    """The customer's payment schedule, given at `moment`: as claimed, or (`less`) framing at half of
    what was claimed this claim, with its reason and a note. Payment on the claim's due date."""
    from app.claims import service
    from app.claims.document import revision_of
    from app.schedules import service as schedules
    from app.schedules.queries import basis_of

    with acting_as(customer) as viewer:
        found, claim = service.get_claim(viewer, contract_id, number)
        basis = basis_of(found, claim)
        lines = []
        if less:
            framing = next(view for view in basis.lines if view.entry.item_id == "framing")
            lines = [{"itemId": "framing", "scheduled": framing.this_claim // 2, "reason": FRAMING_REASON}]
        totals = basis.totals(basis.schedule_lines(lines))
        schedules.update_draft(viewer, contract_id, number, {
            "claim_rev": claim.latest_rev, "version": 0,
            "due_date": revision_of(claim, claim.latest_rev).due_date, "is_tax_invoice": False,
            "lines": [{"item_id": line["itemId"], "scheduled": line["scheduled"], "reason": line["reason"]}
                      for line in lines],
            "adjust_excl": 0, "adjust_tax": 0, "schedule_excl": totals.schedule_excl,
            "schedule_tax": totals.schedule_tax, "notes": [FRAMING_NOTE] if less else [], "reference": ""})
    with acting_as(customer) as viewer:
        schedules.send(viewer, contract_id, number, at=moment)


def _paid(supplier: Side, customer: Side, contract_id: int, number: int, day: date, *, whole: bool) -> None:
    """Both sides record the payment made on `day`: what is payable, or (not `whole`) half of it."""
    from app.claims.models import Claim
    from app.payments import service as payments

    claim = db.session.scalars(select(Claim).where(Claim.contract_id == contract_id, Claim.number == number)).one()
    payable = claim.payable if whole else claim.payable // 2 // 100 * 100
    for side, reference in ((customer, f"EFT {4400 + number}"), (supplier, f"Deposit {number:03d}")):
        with dated(contract_id, at(day, 16 if side is customer else 17)), acting_as(side) as viewer:
            payments.record_payment(viewer, contract_id, number, paid_on=day, amount=payable, reference=reference)


# ---- claims made today, in every list group ------------------------------------------------------

def claims_in_every_state(supplier: Side, customer: Side, contract_id: int) -> None:
    """Claims 1-5, all served today: 1 paid, 2 scheduled and paying, 3 scheduled, 4 sent, 5 a draft;
    claim n claims $10,000 × n (plus GST) of a $100,000 stage of its own, for March 2026. The browser
    tests of the home lists use it (the demo serves its claims on past days: `claims_on_past_days`)."""
    from app.claims import ledger, service
    from app.claims.models import ContractLedger
    from app.payments import service as payments
    from app.schedules import service as schedules
    from app.schedules.queries import basis_of

    for number in range(1, 6):
        with acting_as(supplier) as viewer:
            service.create_claim(viewer, contract_id)
        if number == 5:
            break
        with acting_as(supplier) as viewer:
            rev = db.session.scalar(select(ContractLedger.rev).where(ContractLedger.contract_id == contract_id))
            amount = 1_000_000 * number
            ledger.update_ledger(viewer, contract_id, rev, ledger.LedgerChanges(create=[{
                "item_id": f"stage-{number}", "name": f"Stage {number}", "total_price": 10_000_000,
                "amount": amount, "tax": amount * 15 // 100}]))
        with acting_as(supplier) as viewer:
            service.patch_claim(viewer, contract_id, number, None, {
                "period_from": date(2026, 3, 1), "period_to": date(2026, 3, 31), "date": date(2026, 3, 31),
                "due_date": date(2026, 4, 20)})
        with acting_as(supplier) as viewer:
            service.submit_claim(viewer, contract_id, number, None)
    for number in (1, 2, 3):
        with acting_as(customer) as viewer:
            found, claim = service.get_claim(viewer, contract_id, number)
            basis = basis_of(found, claim)
            totals = basis.totals(basis.schedule_lines(None))
            schedules.update_draft(viewer, contract_id, number, {
                "claim_rev": claim.latest_rev, "version": 0, "due_date": date(2026, 5, 1),
                "is_tax_invoice": False, "lines": [], "adjust_excl": 0, "adjust_tax": 0,
                "schedule_excl": totals.schedule_excl, "schedule_tax": totals.schedule_tax,
                "notes": [], "reference": ""})
        with acting_as(customer) as viewer:
            schedules.send(viewer, contract_id, number)
    with acting_as(customer) as viewer:
        payments.set_paying(viewer, contract_id, 2, True)
    with acting_as(supplier) as viewer:
        payments.mark_paid(viewer, contract_id, 1, True)


def seed(today: date | None = None) -> tuple[Side, Side] | None:
    """The demo's two sides, made now, its claims served on days before `today` (default: today in
    Auckland); None when the demo is already there (it is made once)."""
    from app.domain.working_days import today_in_auckland

    if db.session.scalar(select(Account.id).where(Account.email.in_([SUPPLIER[1], CUSTOMER[1]])).limit(1)):
        return None
    today = today or today_in_auckland()
    supplier, customer = _organisation(*SUPPLIER), _organisation(*CUSTOMER)
    contract_id = _project(supplier, customer)
    # The project was set up a month before its first claim.
    date_history(contract_id, at(timeline(today)[1].served - timedelta(days=30), 9))
    claims_on_past_days(supplier, customer, contract_id, today)
    return supplier, customer
