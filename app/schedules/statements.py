"""The words a payment schedule carries: the section 21 statement, and what makes it a
buyer-created tax invoice (or says it is not one).

Kept in this one place, as `app.claims.form1` is, so a lawyer (the Act) and a tax adviser (GST)
can review them, and a change of the law be followed, by editing constants. They are awaiting
that review.

Section 21 of the Construction Contracts Act 2002: a payer may respond to a payment claim with a
payment schedule, which must be in writing, identify the payment claim it relates to and
indicate the scheduled amount (the amount the payer proposes to pay in response to the claim);
if the scheduled amount is less than the claimed amount it must also indicate how the payer
calculated it, the reasons for the difference and, where payment is withheld on any basis, the
reasons for withholding it (s 21(2)-(3)). Unlike a payment claim (s 20(2)(f)) the Act does not
require a schedule to say it is made under the Act; it says so anyway, so a payee cannot mistake
it for a remittance advice.

Buyer-created tax invoices: since 1 April 2023 the Goods and Services Tax Act 1985 speaks of
*taxable supply information* rather than tax invoices. A GST-registered recipient may provide it
for a supply from a GST-registered supplier when they agree that only the recipient will do so
(s 19K(4)); Inland Revenue's approval and the old words 'buyer created tax invoice - IRD
approved' (the former s 24(2)) are no longer required. For a supply over $1,000 it must give
(s 19E): the supplier's name and GST number, the recipient's name and address, the date, a
description of the goods or services, and the GST, the amount excluding GST and the amount
including it; Inland Revenue's guidance for buyer-created information adds both parties' GST
numbers. The schedule PDF prints each of these; the spec's type name 'Buyer Created Tax Invoice'
is its heading.

A schedule given after the payment-schedule deadline (s 22) is still a schedule, but it does not
stop the claimed amount becoming payable: it is marked `GIVEN_LATE` and says so in one sentence
(`given_late_statement`), with the date of the rules (`app.claims.form1.RULES_NOTE`).
"""
from datetime import date

from app.domain.money import dollars
from app.domain.dates import long_date

PAYMENT_SCHEDULE_TITLE = "Payment Schedule"
# The schedule's own date for payment, named so it is never read as the s 22 deadline.
SCHEDULED_PAYMENT_DATE = "Scheduled payment date"
GIVEN_LATE = "Given late"


def given_late_statement(deadline: date | None, claimed: int | None) -> str:
    """What a schedule sent after the deadline means, in one sentence (s 22). The claimed amount is the
    claim's own figure, GST included where the supplier charges it, so no basis is named (as
    `claim_standing.late_schedule_notice` and the debt statements read)."""
    after = f"after the deadline of {long_date(deadline)}" if deadline is not None else "after the deadline"
    amount = f" ({dollars(claimed)})" if claimed is not None else ""
    return (f"This payment schedule was given {after}, so it does not meet section 22 of the Construction "
            f"Contracts Act 2002: the claimed amount{amount} remains payable.")

S21_STATEMENT = (
    "This is a payment schedule provided under section 21 of the Construction Contracts Act 2002 in "
    "response to the payment claim identified above. The scheduled amount is the amount the payer "
    "proposes to pay in response to that payment claim."
)
# Added when the scheduled amount is less than the claimed amount (s 21(3)).
S21_LESS_THAN_CLAIMED = (
    "The scheduled amount is less than the claimed amount. The table above shows how the payer "
    "calculated the scheduled amount; the reasons given against each line and in the list of reasons "
    "are the payer's reasons for the difference and, where payment is withheld, for withholding it."
)

BUYER_CREATED_TAX_INVOICE = "Buyer Created Tax Invoice"
BUYER_CREATED_STATEMENT = (
    "Buyer-created taxable supply information (a buyer-created tax invoice), provided by the recipient "
    "of the supply under section 19K(4) of the Goods and Services Tax Act 1985: the supplier and the "
    "recipient have agreed that only the recipient provides taxable supply information for these "
    "supplies, and the supplier will not issue its own. Both keep a copy."
)
BUYER_CREATED_DESCRIPTION = (
    "Construction work under the contract for {site}, as scheduled above in response to {claim} "
    "({reference}) for the period {period}."
)

NOT_A_TAX_INVOICE = "Not a tax invoice"
NOT_A_TAX_INVOICE_STATEMENT = (
    "This payment schedule is not a tax invoice: the supplier (payee) provides the taxable supply "
    "information for the payment."
)
# A claim by a supplier not registered for GST (issue 34): no taxable supply information is due at all.
NOT_REGISTERED_STATEMENT = "The supplier (payee) is not registered for GST: no GST is charged or scheduled."
