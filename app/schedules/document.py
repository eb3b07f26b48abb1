"""A sent payment schedule as a document: what its PDF shows, gathered in a few statements.

The schedule answers one submitted revision of a claim (`claim_rev`). The document is that
revision as the claim PDF shows it (`app.claims.document.build`: parties, site, lines and the
claimed totals, read set-based from the ledger) with, for every line, the amount scheduled and
the reason for any difference, from the schedule row. The row's lines list only the lines the
payer touched; every other line is scheduled as claimed, and a line the payer removed is left
out. The money the schedule states (its retention, adjustments, amount excluding GST and GST)
is the row's, frozen at send: nothing here recomputes it.
"""
from dataclasses import dataclass
from functools import cached_property
from datetime import date

from sqlalchemy import select

from app.claims import document as claim_document
from app.claims.document import ClaimDocument
from app.claims.models import Claim
from app.claims.models import ORIGIN_RECEIVED as CLAIM_RECEIVED
from app.claims.queries import user_names
from app.contracts import queries as contract_queries
from app.contracts.access import VisibleContract
from app.contracts.models import CUSTOMER
from app.db import db
from app.domain.claim_standing import ClaimFacts
from app.domain.working_days import today_in_auckland
from app.payments.standing import facts_of
from app.retention import reports as retention_reports
from app.schedules import statements
from app.schedules.models import ORIGIN_RECEIVED, SENT, PaymentSchedule
from app.schedules.queries import Basis

SCHEDULE_NOT_FOUND = "Payment schedule not found"


@dataclass
class ScheduleLine:
    name: str
    group_path: list
    reference: str
    claimed: int  # this claim, excluding GST
    scheduled: int  # this claim, excluding GST
    reason: str

    @property
    def difference(self) -> int:
        return self.scheduled - self.claimed


@dataclass
class ScheduleSection:
    title: str
    lines: list  # [ScheduleLine]

    @property
    def claimed(self) -> int:
        return sum(line.claimed for line in self.lines)

    @property
    def scheduled(self) -> int:
        return sum(line.scheduled for line in self.lines)

    @property
    def difference(self) -> int:
        return self.scheduled - self.claimed


@dataclass
class TotalsRow:
    label: str
    claimed: int
    scheduled: int
    is_total: bool = False

    @property
    def difference(self) -> int:
        return self.scheduled - self.claimed


@dataclass
class ScheduleDocument:
    claim_doc: ClaimDocument  # the revision the schedule answers
    schedule: PaymentSchedule
    sections: list  # [ScheduleSection], in document order
    retention_claimed: int  # the claim's retention this claim (negative or 0)
    sent_by: str
    customer_org_id: int | None  # whose logo heads the schedule
    # The retention block (issue 38, CCA s 18FD): what the schedule withheld and where the money is
    # held, read with the document so rendering it reads nothing (None: no ledger entry).
    retention_block: object | None = None

    @property
    def number(self) -> int:
        return self.claim_doc.number

    @property
    def issued_on(self) -> date | None:
        """The schedule's date: the day it was sent, in New Zealand."""
        sent_at = self.schedule.sent_at
        return today_in_auckland(sent_at) if sent_at else None

    @cached_property  # read by every date and amount the PDF and email print: built once
    def facts(self) -> ClaimFacts:
        return facts_with(self.claim_doc, self.schedule)

    @property
    def schedule_deadline(self) -> date | None:
        """The payment-schedule deadline (s 22) this schedule answers."""
        return self.facts.deadline

    @property
    def payment_date(self) -> date | None:
        """The schedule's payment date: when the payer says it will pay the scheduled amount."""
        return self.facts.schedule_payment_date

    @property
    def given_late(self) -> bool:
        return self.facts.schedule_given_late

    @property
    def given_late_statement(self) -> str | None:
        return late_statement(self.facts)

    @property
    def lines(self) -> list:
        return [line for section in self.sections for line in section.lines]

    @property
    def claimed_net(self) -> int:
        """The claimed amount: the claim's net payment, including GST."""
        return self.claim_doc.totals.net_payment

    @property
    def scheduled_excl(self) -> int:
        return self.schedule.schedule_excl

    @property
    def scheduled_tax(self) -> int:
        return self.schedule.schedule_tax

    @property
    def scheduled_net(self) -> int:
        """The scheduled amount: what the payer proposes to pay, including GST."""
        return self.schedule.scheduled_amount

    @property
    def difference(self) -> int:
        """Claimed less scheduled, including GST (positive when the schedule pays less)."""
        return self.claimed_net - self.scheduled_net

    @property
    def is_less_than_claimed(self) -> bool:
        return self.scheduled_net < self.claimed_net

    @property
    def has_adjustment(self) -> bool:
        return bool(self.schedule.adjust_excl or self.schedule.adjust_tax)

    def totals(self) -> list[TotalsRow]:
        """Claimed beside scheduled, from the gross of this claim down to the amount including GST."""
        t = self.claim_doc.totals
        s = self.schedule
        claimed_gross = sum(section.claimed for section in self.sections)
        rows = [TotalsRow("Gross this claim", claimed_gross, sum(section.scheduled for section in self.sections))]
        if self.retention_claimed or s.retention:
            rows.append(TotalsRow("Retention", self.retention_claimed, s.retention))
        if s.adjust_excl:
            rows.append(TotalsRow("Adjustments", 0, s.adjust_excl))
        if not t.charges_gst:  # a supplier not registered for GST: no GST rows (issue 34)
            rows.append(TotalsRow("Amount", self.claimed_net, self.scheduled_net, is_total=True))
            return rows
        rows.append(TotalsRow("Amount excluding GST", t.gst_exclusive, s.schedule_excl, is_total=True))
        rows.append(TotalsRow(t.gst_label, t.gst, s.schedule_tax))
        rows.append(TotalsRow("Amount including GST", self.claimed_net, self.scheduled_net, is_total=True))
        return rows

    @property
    def charges_gst(self) -> bool:
        """False when the claim's supplier is not registered for GST: nothing is said of GST."""
        return self.claim_doc.totals.charges_gst

    @property
    def file_name(self) -> str:
        d = self.claim_doc
        return f"{d.owner_slug}-{d.contract_slug}-schedule-{d.number}.pdf"


def facts_with(claim_doc: ClaimDocument, schedule: PaymentSchedule) -> ClaimFacts:
    """The claim's stored statutory facts with its sent schedule (app.payments.standing): the deadline
    the schedule answers, its payment date, whether it was given late. Read, never counted here."""
    return facts_of(claim_doc.claim, claim_doc.revision, schedule)


def late_statement(facts: ClaimFacts) -> str | None:
    """What 'Given late' means for this claim, when its schedule was (s 22); None when in time."""
    return statements.given_late_statement(facts.deadline, facts.claimed) if facts.schedule_given_late else None


def sent_schedule(claim: Claim) -> PaymentSchedule | None:
    """The claim's schedule once sent (a draft is the customer side's own work, never a document)."""
    return db.session.scalars(
        select(PaymentSchedule).where(PaymentSchedule.claim_id == claim.id, PaymentSchedule.status == SENT)
    ).first()


def build(found: VisibleContract, claim: Claim, schedule: PaymentSchedule) -> ScheduleDocument | None:
    """The document of a sent schedule; None when the revision it answers is gone."""
    revision = claim_document.revision_of(claim, schedule.claim_rev)
    if revision is None:
        return None
    contract = found.contract
    parties = found.parties or contract_queries.parties_of([contract.id])[contract.id]
    doc = claim_document.build(found, claim, revision, parties=parties)
    touched = {line["itemId"]: line for line in schedule.lines or []}
    sections = []
    if claim.origin == CLAIM_RECEIVED and schedule.origin != ORIGIN_RECEIVED and doc.sections:
        # The payer's own breakdown of a claim received outside Claimdesk (issue 34): its lines as named.
        block = doc.sections[0]
        claimed_line = block.lines[0]
        basis = Basis([claimed_line], None, 0, 0, "", received=True)
        rows = [ScheduleLine(line.name, [], "", line.claimed, line.scheduled, (line.reason or "").strip())
                for line in basis.payer_lines(schedule.lines) if not line.removed]
        sections.append(ScheduleSection(block.title, rows))
        doc_sections = []
    else:
        doc_sections = doc.sections
    for block in doc_sections:
        rows = []
        for line in block.lines:
            entry = line.entry
            mine = touched.get(entry.item_id)
            if mine is not None and mine.get("removed"):
                continue  # left out by the payer: nothing was claimed on it, this claim or before
            scheduled = int(mine["scheduled"]) if mine is not None else line.this_claim
            reason = (mine.get("reason") or "").strip() if mine is not None else ""
            rows.append(ScheduleLine(entry.name, entry.group_path, entry.reference, line.this_claim, scheduled,
                                     reason))
        if rows:
            sections.append(ScheduleSection(block.title, rows))
    sender = user_names([schedule.sent_by_user_id]).get(schedule.sent_by_user_id, "") \
        if schedule.sent_by_user_id else ""
    customer = parties.get(CUSTOMER)
    return ScheduleDocument(
        claim_doc=doc,
        schedule=schedule,
        sections=sections,
        retention_claimed=doc.retention.this_claim if doc.retention else 0,
        sent_by=sender,
        customer_org_id=customer.org_id if customer else None,
        retention_block=retention_reports.schedule_block(schedule.id) if schedule.id is not None else None,
    )
