"""A served document's PDF travels with its email (issue 34): the claim's to the customer's
recipients, the schedule's to the supplier's; the attached file is the very copy recorded as served
to that recipient (its SHA-256), the same bytes the recipient's access link downloads; a PDF too
large for email is linked instead, and the email says so; a voided notice carries none; an email
whose attachment cannot be made still goes, saying so. Through the development outbox and through
a real SMTP relay (aiosmtpd)."""
import hashlib
import re

from sqlalchemy import text

from app import create_app
from app.db import db
from app.mail.service import NOT_ATTACHED, send_email
from tests.api.factories import DELETE_CLAIM, LINK, parse
from tests.api.factories import smtp_server  # noqa: F401  (fixtures)
from tests.jobs import run_burst


def emailed(dev_mail, to: str, subject: str) -> dict:
    [mail] = [m for m in dev_mail(to=to) if m["subject"].startswith(subject)]
    return mail


def proofs(app, claim_id_of_contract: int, email: str) -> list[tuple[str, str, int]]:
    """(document, sha256, size) of every PDF recorded as emailed to `email` on the contract."""
    with app.app_context():
        return [tuple(r) for r in db.session.execute(text(
            "SELECT document, sha256, size FROM shared.claim_served_documents "
            "WHERE contract_id = :c AND kind = 'pdf' AND :e = ANY(recipients) ORDER BY id"),
            {"c": claim_id_of_contract, "e": email})]


def contract_id(p) -> int:
    from app.ids import database_id

    return database_id(p.id, "Contract")


def test_the_claim_email_carries_the_pdf_recorded_as_served_to_its_recipient(app, sent_claim, visitor, run_jobs,
                                                                               dev_mail, no_wait):
    sent = sent_claim()
    [attached] = sent.mail["attachments"]
    assert attached["name"].endswith("-claim-1.pdf") and attached["size"] > 1000
    # The proof of service is of the attached file, to that recipient.
    assert proofs(app, contract_id(sent.p), sent.p.customer.email) == [("claim", attached["sha256"], attached["size"])]
    # The same bytes the recipient's access link downloads.
    response = visitor().get(f"/v1/link/pdf?doc={sent.doc}&attachment=1", headers=sent.header())
    assert response.status_code == 200
    assert hashlib.sha256(response.data).hexdigest() == attached["sha256"]
    # Delivered once, recorded once: running the jobs again sends and records nothing more.
    run_jobs()
    assert len([m for m in dev_mail(to=sent.p.customer.email) if m["subject"] == sent.mail["subject"]]) == 1
    assert len(proofs(app, contract_id(sent.p), sent.p.customer.email)) == 1


def test_the_schedule_email_carries_the_schedule_pdf(app, scheduled_project, run_jobs, dev_mail, no_wait):
    s = scheduled_project()
    s.save(lines=[], notes=[])
    s.sent()
    run_jobs()
    mail = emailed(dev_mail, s.supplier.email, "Payment schedule from")
    [attached] = mail["attachments"]
    assert attached["name"].endswith("-schedule-1.pdf")
    assert ("schedule", attached["sha256"], attached["size"]) in proofs(app, contract_id(s.p), s.supplier.email)
    # Its access link downloads the same file.
    link_id, key, doc = parse(LINK.search(mail["text"]).group(1))
    response = app.test_client().get(f"/v1/link/pdf?doc={doc}&attachment=1",
                                     headers={"Authorization": f"AccessLink {link_id}:{key}"})
    assert hashlib.sha256(response.data).hexdigest() == attached["sha256"]


def test_a_pdf_too_large_for_email_is_linked_instead_and_the_email_says_so(app, sent_claim, dev_mail, no_wait):
    app.config["MAIL_ATTACHMENT_MAX_BYTES"] = 1000
    try:
        sent = sent_claim()
    finally:
        app.config["MAIL_ATTACHMENT_MAX_BYTES"] = 10 * 1024 * 1024
    assert sent.mail["attachments"] == []
    assert re.search(r"The PDF \(\d+ KB\) is too large to attach to this email: open it from the link above\.\n$",
                     sent.mail["text"]), sent.mail["text"][-200:]
    assert "is too large to attach to this email" in sent.mail["html"]
    assert proofs(app, contract_id(sent.p), sent.p.customer.email) == []  # nothing was served by email


def test_a_voided_notice_carries_no_pdf(app, sent_claim, run_jobs, dev_mail, no_wait):
    sent = sent_claim()
    sent.p.supplier.ok(DELETE_CLAIM, {"id": sent.p.id, "n": 1})  # the latest submitted claim: voided
    run_jobs()
    voided = [m for m in dev_mail(to=sent.p.customer.email) if m["subject"] != sent.mail["subject"]]
    assert voided and all(m["attachments"] == [] for m in voided)


def test_an_email_whose_attachment_cannot_be_made_still_goes_and_says_so(app_ctx, run_jobs, dev_mail):
    send_email(to="payer@example.com", subject="Claim 9", text="Claim 9 is served.", html="<p>Claim 9</p>",
               key="attach-unknown", attach={"source": "no-such-source"})
    db.session.commit()
    run_jobs()
    [mail] = dev_mail(to="payer@example.com")
    assert mail["attachments"] == [] and mail["text"].endswith(f"\n\n{NOT_ATTACHED}\n")


def test_through_a_real_relay_the_attachment_is_the_recorded_file(test_config, smtp_server, sent_claim):  # noqa: F811
    handler, port = smtp_server
    relay_app = create_app({**test_config, "SMTP_URL": f"smtp://127.0.0.1:{port}"})
    # The claim is sent by the suite's app; its email is delivered by a worker of an app with a relay.
    from tests.api.factories import submit

    sent_project = sent_claim()
    p = sent_project.p
    with relay_app.app_context():
        submit(p, lambda: _work(relay_app), number=None)
    [msg] = [m for m in handler.messages if "Claim 2 " in m["Subject"]]
    [part] = [part for part in msg.walk() if part.get_content_disposition() == "attachment"]
    data = part.get_payload(decode=True)
    assert part.get_filename().endswith("-claim-2.pdf") and data.startswith(b"%PDF")
    digest = hashlib.sha256(data).hexdigest()
    assert ("claim", digest, len(data)) in proofs(relay_app, contract_id(p), p.customer.email)


def _work(relay_app) -> None:
    run_burst(relay_app)
