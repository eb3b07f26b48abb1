"""The email that serves a notice of intention to suspend (where email service is agreed): the
notice's PDF travels with it (app.claims.sending's served-PDF source) and its SHA-256 is recorded
for each recipient when it is delivered."""
from app.claims.emails import digest  # noqa: F401  (the SHA-256 of an email as sent, as the claim's)
from app.claims.form1 import RULES_NOTE
from app.domain import suspension as rule
from app.domain.dates import long_date
from app.domain.money import dollars

SUBJECT = "Notice of intention to suspend work: {site}, payment claim {number}"


def notice_email(found, claim, notice) -> tuple[str, str, str | None]:
    """(subject, text, html) of the email serving `notice` (the PDF attached is the notice itself)."""
    contract = found.contract
    dates = rule.NoticeDates(notice.notice_date, notice.pay_by, notice.suspend_from)
    subject = SUBJECT.format(site=contract.site_name, number=claim.number)
    text = "\n".join([
        (f"Notice of intention to suspend work, dated {long_date(notice.notice_date)}, given under section "
         f"{notice.section} of the Construction Contracts Act 2002."),
        "",
        f"Payment claim {claim.number} on {contract.site_name}: {dollars(notice.unpaid)} is unpaid.",
        "",
        dates.sentence,
        "",
        "The notice is attached as a PDF.",
        "",
        RULES_NOTE,
    ]) + "\n"
    return subject, text, None
