"""The claim emails: the payment claim itself (on submission and on resend), and the notice that
a submitted claim was withdrawn.

The claim email is a complete payment claim on its own (section 20 of the Act): it identifies
the contract (parties and site), the construction work and the period, states the claimed
amount and the due date, shows how the amount was calculated (every line and the totals),
states that it is made under the Act, and carries Form 1. The PDF says the same in print.

It also tells the payer, who must act by it, the payment-schedule deadline (s 22) under its one name
('Payment schedule due by {date}'): the claim's stored fact (`ClaimDocument.schedule_deadline`), never
counted here. Form 1 carries the date of the rules it follows (`form1.RULES_NOTE`).
"""
import hashlib
import json

from flask import current_app

from app.claims import qty_columns
from app.claims.document import ClaimDocument
from app.claims.form1 import CCA_STATEMENT, FORM1, FORM1_SOURCE, FORM1_TITLE, RULES_NOTE, form1_text
from app.documents.templates import render
from app.domain.claim_standing import SCHEDULE_DUE_BY
from app.domain.dates import long_date
from app.domain.money import dollars, format_percent
from app.mail.names import unlinked


# The payer's 'More information' link (spec 2 'Claim document screen'; issue 36).
PAYER_MORE_INFORMATION = "More information on the payer's duties under the Act"


def payer_info_url() -> str:
    """The product's own page on the payer's duties (/help/payers), or the one configured."""
    return current_app.config.get("PAYER_INFO_URL") or f"{current_app.config['PUBLIC_URL']}/help/payers"


def _who(doc: ClaimDocument) -> str:
    return unlinked(doc.supplier.display if doc.supplier else doc.owner_name)


def claim_email(doc: ClaimDocument, link: str, *, access_link: str | None = None,
                resend: bool = False) -> tuple[str, str, str]:
    """(subject, text, html) of the payment claim email: `link` opens it in the app (through the
    redirector), `access_link` without an account (the recipient's own public link)."""
    r = doc.revision
    amount = f"{dollars(doc.claimed_amount)}"
    subject = (f"{'Reminder: ' if resend else ''}Payment claim from {_who(doc)}: {doc.site_name} \u2013 "
               f"{doc.title} ({amount} due {long_date(r.due_date)})")
    text = claim_text(doc, link, access_link=access_link, resend=resend)
    html = render("claim_email.html", doc=doc, link=link, access_link=access_link, resend=resend,
                  more_information=PAYER_MORE_INFORMATION, payer_info_url=payer_info_url(),
                  statement=CCA_STATEMENT, form1=FORM1, form1_title=FORM1_TITLE, form1_source=FORM1_SOURCE,
                  rules_note=RULES_NOTE, schedule_due_by=SCHEDULE_DUE_BY, qty_columns=qty_columns.columns_for(doc.billing_mode), qty_cell=qty_columns.cell)
    return subject, text, html


def claim_text(doc: ClaimDocument, link: str, *, access_link: str | None = None, resend: bool = False) -> str:
    r = doc.revision
    t = doc.totals
    out = []
    lead = "sent you this payment claim again" if resend else "sent you a payment claim"
    out.append(f"{_who(doc)} has {lead} under the Construction Contracts Act 2002.")
    out.append("")
    out.append(f"{doc.title} \u2014 {doc.invoice_reference}")
    out.append(f"Payee (supplier): {_party_line(doc.supplier)}")
    out.append(f"Payer (customer): {_party_line(doc.customer)}")
    out.append(f"Contract: {doc.site_name}, {', '.join(doc.site_lines)}")
    if r.po_number:
        out.append(f"Purchase order: {r.po_number}")
    out.append(f"Construction work: the work on the lines below, carried out from {long_date(r.period_from)} "
               f"to {long_date(r.period_to)}")
    out.append(f"Claim date: {long_date(r.claim_date)}")
    if t.charges_gst:
        out.append(f"Claimed amount: {dollars(doc.claimed_amount)} including GST "
                   f"({dollars(t.gst_exclusive)} excluding GST, {t.gst_label} {dollars(t.gst)})")
    else:  # a supplier not registered for GST (issue 34): nothing is said of GST
        out.append(f"Claimed amount: {dollars(doc.claimed_amount)}")
    out.append(f"Due date for payment: {long_date(r.due_date)}")
    out.extend(doc.terms_lines)  # the terms that set it (app.domain.payment_terms.printed)
    if doc.schedule_deadline is not None:
        out.append(f"{SCHEDULE_DUE_BY}: {long_date(doc.schedule_deadline)}")
    out.append("")
    out.append("How the claimed amount was calculated (this claim, and to date):")
    # Quantity modes: the quantity columns too, labelled as on the screen and in the PDF.
    quantities = [(key, label) for key, label in qty_columns.columns_for(doc.billing_mode) or ()
                  if key in ("contractQty", "unitPrice", "qtyPrevious", "qty", "qtyToDate")]
    for block in doc.sections:
        out.append("")
        out.append(f"{block.title}")
        for line in block.lines:
            e = line.entry
            name = " >> ".join([*e.group_path, e.name]) if e.group_path else e.name
            extra = f" ({format_percent(line.percent_complete)} complete)" if e.total_price else ""
            out.append(f"  {name}: this claim {dollars(line.this_claim)}; to date "
                       f"{dollars(line.to_date)} of {dollars(e.total_price)}{extra}")
            shown = [f"{label} {qty_columns.cell(line, key)}" for key, label in quantities if qty_columns.cell(line, key)]
            if shown:
                out.append(f"    {'; '.join(shown)}")
        out.append(f"  {block.title} this claim: {dollars(block.this_claim)}")
    out.append("")
    for total in t.lines():
        out.append(f"{total.label}: {dollars(total.amount)}")
    if r.payment_details:
        out.append("")
        out.append(f"Payment details: {r.payment_details}")
    if doc.is_tax_invoice:
        out.append(f"{doc.heading} · GST number: {doc.supplier.gst_number}")
    out.append("")
    out.append(CCA_STATEMENT)
    out.append("")
    out.append(f"View the claim and download it as a PDF: {link}")
    if access_link:
        out.append(f"No Claimdesk account? Open it without signing in: {access_link}")
    out.append(f"{PAYER_MORE_INFORMATION}: {payer_info_url()}")
    out.append("")
    out.append("-" * 60)
    out.append(form1_text())
    return "\n".join(out) + "\n"


def _party_line(party) -> str:
    if party is None:
        return ""
    bits = [unlinked(party.display)]
    if party.address:
        bits.append(party.address.replace("\n", ", "))
    return ", ".join(bits)


def voided_email(doc: ClaimDocument, link: str) -> tuple[str, str, str]:
    subject = f"Payment claim withdrawn: {doc.site_name} \u2013 {doc.title}"
    text = (f"{_who(doc)} has withdrawn {doc.title} ({doc.invoice_reference}) for {doc.site_name}, "
            f"submitted for {dollars(doc.claimed_amount)}{' including GST' if doc.totals.charges_gst else ''}. "
            f"It no longer asks for payment.\n\n"
            f"{link}\n")
    html = render("claim_voided_email.html", doc=doc, link=link)
    return subject, text, html


def digest(to: list[str], subject: str, text: str, html: str | None) -> tuple[str, int]:
    """The SHA-256 (and size) of an email as sent: its recipients, subject and both bodies."""
    data = json.dumps({"to": to, "subject": subject, "text": text, "html": html}, sort_keys=True,
                      ensure_ascii=False).encode()
    return hashlib.sha256(data).hexdigest(), len(data)
