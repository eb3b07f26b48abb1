"""The payment schedule email: sent to each supplier recipient once (by its key, through the
outbox) and recorded among the claim revision's served documents (document 'schedule').

It is a complete payment schedule on its own (section 21 of the Act): it identifies the payment
claim it answers, states the scheduled amount, shows how it was calculated (every line claimed
and scheduled, retention, adjustments, GST), and where it is less than claimed, why and the
reason for withholding payment (each differing line's reason and the payer's notes).

Its dates are the schedule document's (the claim's stored facts): the payment-schedule deadline it
answers ('Payment schedule due by'), its 'Scheduled payment date'; a schedule sent after the
deadline says 'Given late' in its subject and body, with what that means (s 22) and the rules date.
"""
from dataclasses import dataclass

from app.claims import sending
from app.claims.document import ClaimDocument
from app.claims.form1 import RULES_NOTE
from app.documents.recipients import Recipient
from app.documents.templates import render
from app.domain.claim_standing import SCHEDULE_DUE_BY
from app.domain.dates import long_date
from app.domain.money import dollars
from app.domain.schedules import ScheduleTotals
from app.mail.names import unlinked
from app.schedules import statements
from app.schedules.document import facts_with, late_statement
from app.schedules.models import PaymentSchedule
from app.schedules.queries import Basis


@dataclass
class Line:
    name: str
    claimed: int
    scheduled: int
    reason: str


def _lines(schedule: PaymentSchedule, basis: Basis) -> list[Line]:
    if basis.received:  # the payer's own breakdown (issue 34)
        return [Line(line.name, line.claimed, line.scheduled, line.reason)
                for line in basis.payer_lines(schedule.lines) if not line.removed]
    out = []
    for view, found in basis.shown(schedule.lines):
        name = " >> ".join([*view.entry.group_path, view.entry.name]) if view.entry.group_path else view.entry.name
        out.append(Line(name, view.this_claim, found.get("scheduled", view.this_claim), found.get("reason", "")))
    return out


def _payer(doc: ClaimDocument) -> str:
    return unlinked(doc.customer.display) if doc.customer else "Your customer"


def schedule_email(doc: ClaimDocument, schedule: PaymentSchedule, basis: Basis, totals: ScheduleTotals,
                   link: str, access_link: str | None = None) -> tuple[str, str, str]:
    """(subject, text, html) of the payment schedule email."""
    facts = facts_with(doc, schedule)
    late = f" \u2013 {statements.GIVEN_LATE.lower()}" if facts.schedule_given_late else ""
    subject = (f"Payment schedule from {_payer(doc)}: {doc.site_name} \u2013 {doc.title} "
               f"({dollars(totals.net)} scheduled of {dollars(totals.claimed_net)} claimed){late}")
    context = dict(doc=doc, schedule=schedule, totals=totals, lines=_lines(schedule, basis), link=link,
                   access_link=access_link,
                   payer=_payer(doc), statement=statements.S21_STATEMENT,
                   invoice=statements.BUYER_CREATED_TAX_INVOICE if schedule.is_tax_invoice
                   else statements.NOT_A_TAX_INVOICE,
                   deadline=facts.deadline, payment_date=facts.schedule_payment_date,
                   late=late_statement(facts), words=statements, schedule_due_by=SCHEDULE_DUE_BY,
                   rules_note=RULES_NOTE, gst=basis.charges_gst)
    return subject, _text(**context), render("schedule_email.html", **context)


def _text(doc, schedule, totals, lines, link, access_link, payer, statement, invoice, deadline, payment_date, late,
          words, schedule_due_by, rules_note, gst=True) -> str:
    incl = " including GST" if gst else ""
    out = [f"{payer} has sent you a payment schedule in response to your payment claim {doc.title} "
           f"{f'({doc.invoice_reference}) ' if doc.invoice_reference else ''}for {doc.site_name}.", ""]
    out.append(f"Payer (customer): {payer}")
    out.append(f"Payee (supplier): {doc.supplier.display if doc.supplier else doc.owner_name}")
    out.append(f"Payment claim: {doc.title}, dated {long_date(doc.revision.claim_date)}, claiming "
               f"{dollars(totals.claimed_net)}{incl}")
    out.append(f"Scheduled amount: {dollars(totals.net)}{incl}" + (f" ({dollars(totals.schedule_excl)} "
               f"excluding GST, GST {dollars(totals.schedule_tax)})" if gst else ""))
    if deadline is not None:
        out.append(f"{schedule_due_by}: {long_date(deadline)}")
    out.append(f"{words.SCHEDULED_PAYMENT_DATE}: {long_date(payment_date)}")
    if late:
        out.append(f"{words.GIVEN_LATE.upper()}: {late}")
    out.append(f"{invoice}{f', reference {schedule.reference}' if schedule.reference else ''}")
    out += ["", f"How the scheduled amount was calculated (this claim{', excluding GST' if gst else ''}):"]
    for line in lines:
        reason = f" \u2014 {line.reason}" if line.reason else ""
        out.append(f"  {line.name}: claimed {dollars(line.claimed)}; scheduled "
                   f"{dollars(line.scheduled)}{reason}")
    out.append(f"  Retention: {dollars(totals.retention)}")
    if schedule.adjust_excl or schedule.adjust_tax:
        out.append(f"  Adjustments: {dollars(schedule.adjust_excl)}" + (f" (GST {dollars(schedule.adjust_tax)})" if gst else ""))
    if gst:
        out.append(f"  Scheduled excluding GST: {dollars(totals.schedule_excl)}")
        out.append(f"  GST: {dollars(totals.schedule_tax)}")
    out.append(f"  Net payment: {dollars(totals.net)}")
    out.append(f"  Less than claimed by: {dollars(totals.difference)}")
    if schedule.notes:
        heading = ("Why the scheduled amount is less than the claimed amount, and the reason for withholding "
                   "payment:" if totals.difference > 0 else "Notes:")
        out += ["", heading, *[f"  - {note}" for note in schedule.notes]]
    out += ["", statement, "", rules_note, "", f"View the claim and its payment schedule: {link}"]
    if access_link:
        out.append(f"No Claimdesk account? Open it without signing in: {access_link}")
    return "\n".join(out) + "\n"


def send(doc: ClaimDocument, schedule: PaymentSchedule, basis: Basis, totals: ScheduleTotals,
         recipients: list[Recipient]) -> int:
    """Promise one email per recipient (each once, by key) and record what was sent: the claim
    emails' mechanism (app.claims.sending), with the schedule's email."""
    return sending.send(doc, recipients, f"schedule-sent:{schedule.id}", served="schedule",
                        compose=lambda link, access_link: schedule_email(doc, schedule, basis, totals, link,
                                                                         access_link))
