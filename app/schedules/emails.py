"""The payment schedule email: sent to each supplier recipient once (by its key, through the
outbox) and recorded among the claim revision's served documents (document 'schedule').

It is a complete payment schedule on its own (section 21 of the Act): it identifies the payment
claim it answers, states the scheduled amount, shows how it was calculated (every line claimed
and scheduled, retention, adjustments, GST), and where it is less than claimed, why and the
reason for withholding payment (each differing line's reason and the payer's notes).
"""
from dataclasses import dataclass
from pathlib import Path

from jinja2 import Environment, FileSystemLoader, select_autoescape

from app.claims import sending
from app.claims.document import ClaimDocument, fmt_date
from app.claims.emails import TEMPLATES as CLAIM_TEMPLATES
from app.claims.sending import Recipient
from app.domain.money import format_money
from app.domain.schedules import ScheduleTotals
from app.mail.names import unlinked
from app.schedules import statements
from app.schedules.models import PaymentSchedule
from app.schedules.queries import Basis

TEMPLATES = Path(__file__).resolve().parent / "templates"
# The claims' templates too, for the page style every PDF shares (_pdf_page.html).
_env = Environment(loader=FileSystemLoader([str(TEMPLATES), str(CLAIM_TEMPLATES)]),
                   autoescape=select_autoescape(["html"]), trim_blocks=True, lstrip_blocks=True)
_env.filters.update(money=format_money, nzdate=fmt_date)


def render(template: str, **context) -> str:
    """A schedule template (the email's, the PDF's) rendered with the money and date filters."""
    return _env.get_template(template).render(**context)


@dataclass
class Line:
    name: str
    claimed: int
    scheduled: int
    reason: str


def _lines(schedule: PaymentSchedule, basis: Basis) -> list[Line]:
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
    subject = (f"Payment schedule from {_payer(doc)}: {doc.site_name} \u2013 {doc.title} "
               f"(${format_money(totals.net)} scheduled of ${format_money(totals.claimed_net)} claimed)")
    context = dict(doc=doc, schedule=schedule, totals=totals, lines=_lines(schedule, basis), link=link,
                   access_link=access_link,
                   payer=_payer(doc), statement=statements.S21_STATEMENT,
                   invoice=statements.BUYER_CREATED_TAX_INVOICE if schedule.is_tax_invoice
                   else statements.NOT_A_TAX_INVOICE)
    return subject, _text(**context), render("schedule_email.html", **context)


def _text(doc, schedule, totals, lines, link, access_link, payer, statement, invoice) -> str:
    out = [f"{payer} has sent you a payment schedule in response to your payment claim {doc.title} "
           f"({doc.invoice_reference}) for {doc.site_name}.", ""]
    out.append(f"Payer (customer): {payer}")
    out.append(f"Payee (supplier): {doc.supplier.display if doc.supplier else doc.owner_name}")
    out.append(f"Payment claim: {doc.title}, dated {fmt_date(doc.revision.claim_date)}, claiming "
               f"${format_money(totals.claimed_net)} including GST")
    out.append(f"Scheduled amount: ${format_money(totals.net)} including GST (${format_money(totals.schedule_excl)} "
               f"excluding GST, GST ${format_money(totals.schedule_tax)})")
    out.append(f"Due date for payment: {fmt_date(schedule.due_date)}")
    out.append(f"{invoice}{f', reference {schedule.reference}' if schedule.reference else ''}")
    out += ["", "How the scheduled amount was calculated (this claim, excluding GST):"]
    for line in lines:
        reason = f" \u2014 {line.reason}" if line.reason else ""
        out.append(f"  {line.name}: claimed ${format_money(line.claimed)}; scheduled "
                   f"${format_money(line.scheduled)}{reason}")
    out.append(f"  Retention: ${format_money(totals.retention)}")
    if schedule.adjust_excl or schedule.adjust_tax:
        out.append(f"  Adjustments: ${format_money(schedule.adjust_excl)} (GST ${format_money(schedule.adjust_tax)})")
    out.append(f"  Scheduled excluding GST: ${format_money(totals.schedule_excl)}")
    out.append(f"  GST: ${format_money(totals.schedule_tax)}")
    out.append(f"  Net payment: ${format_money(totals.net)}")
    out.append(f"  Less than claimed by: ${format_money(totals.difference)}")
    if schedule.notes:
        heading = ("Why the scheduled amount is less than the claimed amount, and the reason for withholding "
                   "payment:" if totals.difference > 0 else "Notes:")
        out += ["", heading, *[f"  - {note}" for note in schedule.notes]]
    out += ["", statement, "", f"View the claim and its payment schedule: {link}"]
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
