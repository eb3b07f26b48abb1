"""The payment terms are printed where they set a date (issue 34): the claim's PDF and email beside
its due date, the schedule's PDF beside its payment date, in the words of the claim page's 'How
this date was counted' (app.domain.payment_terms.printed); with no terms, what the Act supplies,
with its sections. A sent claim prints the terms it was served under, not the contract's later ones."""
import html

from tests.api.claims.test_payment_terms import THE_25TH, THE_25TH_WORDS, set_terms
from tests.api.factories import PERIOD, flat, gst, line, on_day, pdf_url, rendered, schedule_claim, schedule_url
from tests.api.factories import no_wait  # noqa: F401  (fixtures)

AGREED = f"Payment terms: {THE_25TH_WORDS}"
ACT_DEFAULTS = [
    "Payment terms: Payment schedule within 20 working days after a claim is served (the Act's default). "
    "Payment due 20 working days after the claim (the Act's default).",
    "The contract sets no period for a payment schedule: the Act's 20 working days after the claim is served "
    "apply (s 22(b)(ii)).",
    "The contract sets no due date for payment: a claim's due date defaults to 20 working days after it is "
    "served (s 18(b)).",
]


def sent(p):
    p.new_claim()
    p.lines(create=[line("a", "Earthworks", 5_000_000, amount=1_000_000, tax=gst(1_000_000))])
    p.patch(1, PERIOD)
    return p.submitted(1)


def claim_mail(dev_mail, p):
    mails = [m for m in dev_mail(to=p.customer.email) if m["subject"].startswith("Payment claim from")]
    assert len(mails) == 1, [m["subject"] for m in mails]
    return mails[0]


def words(text: str) -> str:
    return " ".join(text.split())


def test_a_claim_prints_the_terms_it_was_served_under_beside_its_due_date(project, run_jobs, dev_mail, no_wait,
                                                                         tmp_path):
    with on_day("2026-12-20"):
        p = project()
        assert "errors" not in set_terms(p, **THE_25TH)
    with on_day("2026-12-25"):
        claim = sent(p)
        run_jobs()
    mail = claim_mail(dev_mail, p)
    # The text body: the terms on the lines after the due date.
    text = mail["text"]
    assert f"Due date for payment: 20 January 2027\n{AGREED}\n" in text
    assert "(s 22(b)(ii))" not in text  # the terms say everything: the Act supplies nothing
    # The HTML body: a 'Payment terms' row after the due date's.
    body = words(html.unescape(mail["html"]))
    assert body.index("Due date for payment") < body.index(AGREED)
    # The PDF beside its due date, as the payer downloads it.
    pdf = words(flat(rendered(p.customer, pdf_url(claim, sid=p.customer.account_id, org=p.customer.org["slug"]),
                              run_jobs).data, tmp_path))
    assert "due for payment on 20 January 2027" in pdf
    assert pdf.index("due for payment on 20 January 2027") < pdf.index(AGREED)
    # New terms on the contract change nothing of what the sent claim says.
    with on_day("2026-12-30"):
        set_terms(p, claimDay=1, dueKind="Days", dueValue=7)
    pdf = words(flat(rendered(p.supplier, pdf_url(claim), run_jobs).data, tmp_path))
    assert AGREED in pdf and "Claims on the 1st" not in pdf


def test_with_no_terms_the_act_defaults_are_named_with_their_sections(project, run_jobs, dev_mail, no_wait, tmp_path):
    p = project()
    claim = sent(p)
    run_jobs()
    text = claim_mail(dev_mail, p)["text"]
    assert "\n".join(ACT_DEFAULTS) in text
    pdf = words(flat(rendered(p.supplier, pdf_url(claim), run_jobs).data, tmp_path))
    for note in ACT_DEFAULTS:
        assert note in pdf, note


def test_a_draft_pdf_prints_the_contracts_terms_as_they_stand(project, run_jobs, no_wait, tmp_path):
    p = project()
    set_terms(p, **THE_25TH)
    p.new_claim()
    p.lines(create=[line("a", "Earthworks", 5_000_000, amount=1_000_000, tax=gst(1_000_000))])
    p.patch(1, PERIOD)
    pdf = words(flat(rendered(p.supplier, p.claim(1)["pdfPreviewUrl"], run_jobs).data, tmp_path))
    assert AGREED in pdf


def test_the_schedule_pdf_prints_the_terms_beside_its_payment_date(project, run_jobs, no_wait, tmp_path):
    with on_day("2026-12-20"):
        p = project()
        set_terms(p, **THE_25TH)
    with on_day("2026-12-25"):
        claim = sent(p)
    schedule_claim(p, 1)
    pdf = words(flat(rendered(p.customer, schedule_url(claim, p.customer), run_jobs).data, tmp_path))
    assert "to be paid on or before" in pdf
    assert pdf.index("to be paid on or before") < pdf.index(AGREED)
