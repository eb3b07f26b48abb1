"""The statutory facts on what is served: the claim email and PDF, the schedule email and PDF, and the
public link page carry the very dates of `Claim.standing` for the same claim, each under its one
name ('Due date for payment', 'Payment schedule due by', 'Scheduled payment date'), with the clock
set across the Christmas closedown and Easter; a schedule sent after the deadline is 'Given late'
on its PDF, in its email and on the link page, saying what that means and the date of the rules."""
import re
from datetime import date

from app.claims.form1 import DEADLINE_NOT_COUNTED, RULES_NOTE
from app.domain.dates import long_date
from app.schedules import statements
from tests.api.factories import ARTIFACTS, flat, on_day, parse, pdf_url, rendered, schedule_url, scheduled
from tests.api.factories import no_wait  # noqa: F401  (fixtures)
from tests.api.payments.conftest import CLAIM

LINK = re.compile(r"No Claimdesk account\? Open it without signing in: (\S+)")
CLAIMED = "$19,118.75"  # the fixture's claim: 17,500.00 less 5% retention, plus GST


def due(day: str):
    """A before_send hook: the claim's due date for payment."""
    return lambda p: p.patch(1, {"dueDate": day})


def standing_of(s, ws) -> dict:
    return ws.ok(CLAIM, {"id": s.id, "n": s.number})["node"]["claim"]["standing"]


def mail_to(dev_mail, email: str, subject: str) -> dict:
    [mail] = [m for m in dev_mail(to=email) if m["subject"].startswith(subject)]
    return mail


def linked(app, mail: dict) -> dict:
    """The public page's JSON, opened from the access link in `mail` by someone with no account."""
    link_id, key, doc = parse(LINK.search(mail["text"]).group(1))
    response = app.test_client().get(f"/v1/link/document?doc={doc}",
                                     headers={"Authorization": f"AccessLink {link_id}:{key}"})
    assert response.status_code == 200, response.get_data(as_text=True)
    return response.get_json()


def pdf_words(ws, url, run_jobs, tmp_path, keep: str) -> str:
    """The PDF's words (kept in test-artifacts/{keep}.pdf for people to look at)."""
    data = rendered(ws, url, run_jobs).data
    ARTIFACTS.mkdir(exist_ok=True)
    (ARTIFACTS / f"{keep}.pdf").write_bytes(data)
    return flat(data, tmp_path)


def test_the_claim_and_its_schedule_served_across_the_closedown_carry_the_standing_dates(
        app, scheduled_project, run_jobs, dev_mail, no_wait, tmp_path):  # noqa: F811
    # Served Tuesday 1 December 2026: the deadline runs past the closedown to 11 January 2027.
    s = scheduled_project(served="2026-12-01", before_send=due("2027-01-20"))
    with on_day("2026-12-02"):
        standing = standing_of(s, s.customer)
        assert (standing["scheduleDeadline"], standing["claimDueDate"]) == ("2027-01-11", "2027-01-20")
        run_jobs()
        mail = mail_to(dev_mail, s.customer.email, "Payment claim from")
        for text in (mail["text"], mail["html"]):
            assert "Due date for payment" in text and "20 January 2027" in text
            assert "Payment schedule due by" in text and "11 January 2027" in text
            assert RULES_NOTE in text
        # The two dates, with the terms that set them between (issue 34: app.domain.payment_terms.printed).
        assert re.search(r"Due date for payment: 20 January 2027\nPayment terms: [^\n]+\n([^\n]+\n)*?"
                         r"Payment schedule due by: 11 January 2027\n", mail["text"]), mail["text"]
        claim = s.p.claim(1, s.customer)
        words = pdf_words(s.customer, pdf_url(claim, sid=s.customer.account_id, org=s.customer.org["slug"]),
                          run_jobs, tmp_path, "statutory-claim")
        assert "Payment schedule due by 11 January 2027 (section 22)" in words, words
        assert "due for payment on 20 January 2027" in words
        assert "20 January 2027" in words and RULES_NOTE in words and "This is not legal advice." in words
        page = linked(app, mail)
        assert page["standing"] == standing_of(s, s.customer) == standing_of(s, s.supplier)
        assert (page["servedOn"], page["dueDate"]) == ("2026-12-01", "2027-01-20")
        assert page["rulesNote"] == RULES_NOTE and page["schedule"] is None

    # Given in time (8 January), paying on 25 January: its email and PDF name both dates apart.
    s.save(lines=[scheduled("a", 800_000, "Defective work")], notes=["Defects to be remedied"], dueDate="2027-01-25")
    with on_day("2027-01-08"):
        s.sent()
        standing = standing_of(s, s.supplier)
        assert (standing["scheduleDeadline"], standing["schedulePaymentDate"], standing["scheduleGivenLate"]) == (
            "2027-01-11", "2027-01-25", False)
        run_jobs()
        mail = mail_to(dev_mail, s.supplier.email, "Payment schedule from")
        assert "given late" not in mail["subject"].lower() and statements.GIVEN_LATE.upper() not in mail["text"]
        assert ("Payment schedule due by: 11 January 2027\nScheduled payment date: 25 January 2027\n"
                in mail["text"])
        assert "Scheduled payment date" in mail["html"] and "25 January 2027" in mail["html"]
        assert "Payment schedule due by: 11 January 2027" in mail["html"]
        assert "Due date for payment" not in mail["text"]  # the claim's date, not the schedule's
        words = pdf_words(s.supplier, schedule_url(s.p.claim(1, s.supplier), s.supplier), run_jobs, tmp_path,
                          "statutory-schedule")
        for needle in ("11 January 2027", "25 January 2027", "to be paid on or before 25 January 2027",
                       "Due date for payment 20 January 2027", RULES_NOTE):
            assert needle in words, needle
        assert re.search(r"payment schedule due by", words, re.I) and re.search(r"scheduled payment date", words, re.I)
        assert statements.GIVEN_LATE.lower() not in words.lower()
        page = linked(app, mail)
        assert page["standing"] == standing_of(s, s.supplier)
        assert page["schedule"]["givenLate"] is False and page["schedule"]["givenLateStatement"] is None


def test_a_schedule_given_late_after_easter_is_marked_on_its_pdf_email_and_page(
        app, scheduled_project, run_jobs, dev_mail, no_wait, tmp_path):  # noqa: F811
    # Served Thursday 18 March 2027: Good Friday and Easter Monday skipped, the deadline is 19 April.
    s = scheduled_project(served="2027-03-18", before_send=due("2027-04-30"))
    s.save(lines=[scheduled("a", 800_000, "Defective work")], notes=["Defects to be remedied"], dueDate="2027-05-05")
    with on_day("2027-04-20"):
        s.sent()  # a day after the deadline
        standing = standing_of(s, s.supplier)
        assert (standing["scheduleDeadline"], standing["schedulePaymentDate"], standing["scheduleGivenLate"]) == (
            "2027-04-19", "2027-05-05", True)
        meaning = (f"This payment schedule was given after the deadline of {long_date(date(2027, 4, 19))}, so it "
                   f"does not meet section 22 of the Construction Contracts Act 2002: the claimed amount ({CLAIMED}) "
                   f"remains payable.")
        run_jobs()
        mail = mail_to(dev_mail, s.supplier.email, "Payment schedule from")
        assert mail["subject"].endswith("\u2013 given late"), mail["subject"]
        assert f"GIVEN LATE: {meaning}" in mail["text"] and RULES_NOTE in mail["text"]
        assert "Payment schedule due by: 19 April 2027\nScheduled payment date: 5 May 2027\n" in mail["text"]
        assert statements.GIVEN_LATE in mail["html"] and meaning in mail["html"] and RULES_NOTE in mail["html"]
        words = pdf_words(s.supplier, schedule_url(s.p.claim(1, s.supplier), s.supplier), run_jobs, tmp_path,
                          "statutory-schedule-given-late")
        for needle in (meaning, RULES_NOTE, "19 April 2027", "5 May 2027"):
            assert needle in words, needle
        assert re.search(r"given late", words, re.I)
        page = linked(app, mail)
        assert page["standing"] == standing_of(s, s.supplier) == standing_of(s, s.customer)
        assert page["standing"]["badges"][:2] == [{"text": "Scheduled for 5 May 2027", "tone": "accent"},
                                                  {"text": "Given late", "tone": "warning"}]
        assert (page["schedule"]["givenLate"], page["schedule"]["givenLateStatement"]) == (True, meaning)


def test_a_draft_has_no_deadline_yet(contract, run_jobs, no_wait, tmp_path):  # noqa: F811
    from tests.api.factories import PERIOD, gst, line

    p = contract()
    claim = p.new_claim()
    p.lines(create=[line("a", "Foundations", 5_000_000, amount=1_000_000, tax=gst(1_000_000))])
    p.patch(claim["number"], {**PERIOD, "date": "2026-03-31"})
    draft = p.claim(claim["number"])
    words = pdf_words(p.supplier, draft["pdfPreviewUrl"], run_jobs, tmp_path, "statutory-claim-draft")
    assert f"Payment schedule due by: {DEADLINE_NOT_COUNTED}." in words
    assert RULES_NOTE in words
