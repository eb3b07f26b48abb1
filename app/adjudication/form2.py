"""The prescribed information every notice of adjudication carries: Form 2 of the Construction
Contracts Regulations 2003 (SR 2003/30), prescribed by regulation 5 for section 28(3) of the Act.

Section 31A(3): a notice of adjudication that fails to comply with section 28(3) has no effect, and
the adjudication runs as if no notice had been served. So the served PDF always ends with this form
(app/adjudication/templates/adjudication_notice_pdf.html has no way to leave it out) and a test reads
it back from the PDF.

The text follows the prescribed form in its order: its opening is the form's own words (research
[E7], quoted in ../shared/research/cca-retention-enforcement-chains.md section 2.1); the sections
after it state what the form explains, in the words of the sections of the Act it summarises
(ss 33, 35A, 36, 37, 37A, 46, 48, 58-59), because the full current text (as amended in 2015) could
not be read while this was written (research section 6, item 8). It is kept in this one place, as
data, so a lawyer can compare it with the Regulations as current and an amendment is one edit:
`FORM2_AS_AT` says which text it is.
"""
from app.claims.form1 import Section
from app.domain.claim_standing import NOT_LEGAL_ADVICE, RULES_AS_AT
from app.domain.dates import long_date

FORM2_TITLE = "Form 2 \u2014 Information to accompany notice of adjudication"
FORM2_SOURCE = ("Construction Contracts Regulations 2003, Schedule 1, Form 2 (regulation 5; section 28(3), "
                "Construction Contracts Act 2002)")
FORM2_AS_AT = RULES_AS_AT
RULES_NOTE = (f"The statutory dates and notices in this document follow the Construction Contracts Act 2002 and "
              f"the Construction Contracts Regulations 2003 as at {long_date(RULES_AS_AT)}. {NOT_LEGAL_ADVICE}")

FORM2: tuple[Section, ...] = (
    Section(None, (
        "Important notice",
        "The person who sent the notice (the claimant) has a dispute with you and is giving you notice that "
        "they are going to refer the dispute for adjudication.",
    )),
    Section("What should I do with this notice of adjudication?", (
        "You should read the notice thoroughly. This notice provides a brief explanation of the adjudication "
        "process and your rights and obligations in the adjudication.",
        "If you do not understand this notice or the adjudication process, you should seek legal advice. "
        "Information about adjudication under the Construction Contracts Act 2002 is published by the Ministry "
        "of Business, Innovation and Employment (www.building.govt.nz).",
    )),
    Section("What is adjudication?", (
        "Adjudication is a process for resolving disputes under construction contracts quickly. An "
        "adjudicator decides the dispute described in the notice of adjudication. The adjudicator may decide "
        "only that dispute: matters not stated in the notice may not be decided.",
    )),
    Section("How is the adjudicator chosen?", (
        "The adjudicator may be agreed by the parties, selected by a nominating body the parties have agreed "
        "on, or selected by an authorised nominating authority chosen by the claimant (section 33 of the "
        "Act). The adjudicator confirms their appointment by a notice of acceptance, which must confirm that "
        "they meet the eligibility criteria for adjudicators (sections 34 and 35A).",
    )),
    Section("The timetable", (
        "1. Within 5 working days of receiving the adjudicator's notice of acceptance, the claimant must refer "
        "the dispute in writing to the adjudicator (the adjudication claim) and serve a copy on you "
        "(section 36).",
        "2. You may serve a written response on the adjudicator within 5 working days after receiving the "
        "adjudication claim or the notice of acceptance, whichever is later. The time may be extended by "
        "agreement or by the adjudicator; ask before it ends. A response served late may not be considered "
        "(sections 37 and 46).",
        "3. The claimant may serve a written reply within 5 working days after your response is served, and the "
        "adjudicator may allow you up to 2 working days to serve a rejoinder (section 37A).",
        "4. The adjudicator must determine the dispute within 20 working days after the time for serving the "
        "response ends, or within any longer time allowed under section 46(2).",
    )),
    Section("What if I do not take part?", (
        "The adjudication goes ahead even if you do not respond. The adjudicator may determine the dispute on "
        "the material the claimant provides.",
    )),
    Section("The determination", (
        "If the adjudicator determines that you must pay an amount by a particular date and you do not pay it, "
        "the claimant may recover the amount as a debt in court, apply to enter the determination as a "
        "judgment of the District Court, and serve notice of its intention to suspend work under the "
        "construction contract (section 59). The determination of the parties' rights and obligations under "
        "the contract is binding; a party may still have the dispute decided in court or by arbitration "
        "(section 58).",
    )),
    Section("Charging orders", (
        "The notice of adjudication states whether the claimant seeks approval for the issue of a charging "
        "order against the construction site (sections 28(2)(e) and 29) and whether it seeks a determination "
        "of an owner's liability (sections 28(2)(f) and 30). If the notice does not say, approval for the issue "
        "of a charging order may not be given (section 31A(2)).",
    )),
)


def form2_text() -> str:
    """Form 2 as plain text (the email that serves the notice)."""
    blocks = [FORM2_TITLE, FORM2_SOURCE, RULES_NOTE]
    for section in FORM2:
        if section.heading:
            blocks.append(section.heading.upper())
        blocks.extend(section.paragraphs)
    return "\n\n".join(blocks)
