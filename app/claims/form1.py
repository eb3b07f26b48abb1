"""The statement and the prescribed notice every payment claim carries.

Source: Construction Contracts Act 2002, section 20 (payment claims), and the Construction
Contracts Regulations 2003 (SR 2003/30), Schedule 1, Form 1 "Outline of process for responding
to payment claim", the form prescribed for section 20(3) and (4) of the Act.

Section 20(2)(f) requires a payment claim to state that it is made under the Act
(`CCA_STATEMENT`). Section 20(3) requires a claim served on a *residential occupier* to be
accompanied by an outline of the process for responding to it and an explanation of the
consequences of not responding and of not paying, in the prescribed form (Form 1). In practice
Form 1 is attached to every payment claim, whoever the payer is: it costs nothing, and a
supplier who wrongly assumes the payer is not a residential occupier otherwise loses the
benefit of the Act for that claim. Claimdesk attaches it to every claim, in the PDF and in the
email.

The text below follows the prescribed form section by section, in its own words where they
are known to us. It was written from the Regulations and checked against published copies
used by New Zealand contractors; it is kept in this one place so a lawyer can review it (and
an amendment of the Regulations can be followed) by editing one constant. Headings and
paragraphs are data, so the PDF, the email text and the email HTML all render the same text.
"""
from dataclasses import dataclass

from app.domain.claim_standing import NOT_LEGAL_ADVICE, RULES_AS_AT
from app.domain.dates import long_date

CCA_STATEMENT = "This is a payment claim made under the Construction Contracts Act 2002."
FORM1_TITLE = "Form 1 \u2014 Outline of process for responding to payment claim"
FORM1_SOURCE = ("Construction Contracts Regulations 2003, Schedule 1, Form 1 "
                "(section 20(3) and (4), Construction Contracts Act 2002)")
# The date of the law the documents encode (Form 1, the deadline counted, the statements of ss 22-24),
# printed with them: a reader of an old copy knows which rules it followed.
RULES_NOTE = (f"The statutory dates and notices in this document follow the Construction Contracts Act 2002 and "
              f"the Construction Contracts Regulations 2003 as at {long_date(RULES_AS_AT)}. {NOT_LEGAL_ADVICE}")
# The payment-schedule deadline of a draft: none until the claim is served.
DEADLINE_NOT_COUNTED = "Counted from the day it is served"


@dataclass(frozen=True)
class Section:
    heading: str | None
    paragraphs: tuple[str, ...]


# Each paragraph is one block of text; list items are separate paragraphs starting "(a)", "1." ...
FORM1: tuple[Section, ...] = (
    Section(None, (
        "IMPORTANT NOTICE",
        "You have been served with a payment claim under section 20 of the Construction Contracts "
        "Act 2002 (the Act). Under the Act, the person who has served the payment claim is called "
        "the payee, and you are called the payer.",
        "If you do not respond to the payment claim promptly, you may lose your right to object to "
        "the payment claim.",
    )),
    Section("How to respond to the payment claim", (
        "You may choose to respond to the payment claim in either of the following 2 ways:",
        "1. You may pay the payee the amount claimed in the payment claim in full on or before the "
        "due date for payment; or",
        "2. If you object to the payment claim, you may provide a written payment schedule to the "
        "payee, which must identify the payment claim to which it relates and indicate what you "
        "are prepared to pay (which can be nothing). The amount you so indicate is called the "
        "scheduled amount. If the scheduled amount is less than the claimed amount, the payment "
        "schedule must indicate\u2014",
        "(a) how you calculated the scheduled amount; and",
        "(b) your reason or reasons for the difference between the scheduled amount and the "
        "claimed amount; and",
        "(c) in a case where the difference is because you are withholding payment on any basis, "
        "your reason or reasons for withholding payment.",
        "You must provide the payment schedule to the payee within the time required by the "
        "construction contract or, if the construction contract does not set out a time for "
        "responding to the payment claim, within 20 working days after the payment claim is "
        "served on you. If you provide a payment schedule in this way, you must then pay the "
        "scheduled amount in full on or before the due date for the progress payment to which the "
        "payment claim relates.",
    )),
    Section("Consequences of not responding to the payment claim", (
        "If you do not respond to the payment claim by paying the claimed amount in full, or by "
        "providing a payment schedule within the time allowed, you become liable to pay the "
        "claimed amount on the due date for the progress payment to which the payment claim "
        "relates, and the payee may\u2014",
        "(a) recover from you, as a debt due to the payee in any court, the unpaid portion of the "
        "claimed amount, together with the actual and reasonable costs of recovery awarded "
        "against you by that court; and",
        "(b) refer any dispute about the payment claim to adjudication under Part 3 of the Act; "
        "and",
        "(c) serve notice on you of the payee's intention to suspend carrying out construction "
        "work under the construction contract, and suspend that work if you have not paid within "
        "5 working days after that notice is served.",
    )),
    Section("Consequences of not paying the scheduled amount", (
        "If you provide a payment schedule but do not pay the scheduled amount in full on or "
        "before the due date for the progress payment to which the payment claim relates, the "
        "payee may\u2014",
        "(a) recover from you, as a debt due to the payee in any court, the unpaid portion of the "
        "scheduled amount, together with the actual and reasonable costs of recovery awarded "
        "against you by that court; and",
        "(b) refer any dispute to adjudication under Part 3 of the Act; and",
        "(c) serve notice on you of the payee's intention to suspend carrying out construction "
        "work under the construction contract, and suspend that work if you have not paid within "
        "5 working days after that notice is served.",
    )),
    Section("Disputes", (
        "Either party may refer a dispute about the payment claim or the payment schedule to "
        "adjudication under Part 3 of the Act.",
        "You should seek legal advice if you are unsure about what to do. Information about the "
        "Construction Contracts Act 2002 is published by the Ministry of Business, Innovation "
        "and Employment (www.building.govt.nz).",
    )),
)


def form1_text() -> str:
    """Form 1 as plain text (emails)."""
    blocks = [FORM1_TITLE, FORM1_SOURCE, RULES_NOTE]
    for section in FORM1:
        if section.heading:
            blocks.append(section.heading.upper())
        blocks.extend(section.paragraphs)
    return "\n\n".join(blocks)
