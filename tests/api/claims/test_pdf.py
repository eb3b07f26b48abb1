"""GET /v1/pdf: parameters, access, rendering in the pdf queue, the text a CCA payment claim needs,
the SHA-256 evidence, and a look at page 1."""
import hashlib
import subprocess
import threading

import pytest
from sqlalchemy import select

from app.db import db
from tests.api.factories import ARTIFACTS, PERIOD, fetch, flat as reading_order, gst, line, pdf_text, pdf_url, rendered
from tests.api.factories import no_wait  # noqa: F401  (fixtures)


def submitted_project(project, lines=None):
    p = project()
    p.new_claim()
    p.lines(create=lines or [
        line("a", "Excavation and site works", 2_000_000, group=["Stage 1"], amount=1_234_567, tax=gst(1_234_567)),
        line("b", "Concrete slab \u2013 \u014ctaki block", 3_000_000, percentComplete=4000),
        line("c", "Extra retaining wall", 500_000, type="Variation", percentComplete=10000),
    ], retentionFormula={"marginalRates": [{"rate": 5_000_000}]})
    p.patch(1, {**PERIOD, "date": "2026-03-31", "poNumber": "PO-4411", "paymentDetails": "ASB 12-3456-7890123-00"})
    claim = p.submitted(1)
    return p, claim


def test_the_pdf_is_a_cca_payment_claim(project, run_jobs, no_wait, tmp_path, app):
    p, claim = submitted_project(project)
    response = rendered(p.customer, pdf_url(claim, sid=p.customer.account_id, org=p.customer.org["slug"]), run_jobs)
    assert response.mimetype == "application/pdf"
    owner = p.supplier.org["slug"]
    assert response.headers["Content-Disposition"] == f'attachment; filename="{owner}-queen-st-apartments-claim-1.pdf"'
    data = response.data
    assert response.headers["X-Content-SHA256"] == hashlib.sha256(data).hexdigest()
    text = pdf_text(data, tmp_path)
    flat = " ".join(text.split())
    for needle in (
        "This is a payment claim made under the Construction Contracts Act 2002.",
        "Form 1 \u2014 Outline of process for responding to payment claim",
        "Consequences of not responding to the payment claim",
        "within 20 working days after the payment claim is served",
        "Claim 1", "INV-ACME001", "Acme Builders Limited", "Client Co Limited", "Queen St Apartments",
        "12 Queen Street", "PO-4411", "ASB 12-3456-7890123-00",
        "Excavation and site works", "Concrete slab \u2013 \u014ctaki block", "Extra retaining wall",
        "Base Contract", "Variations", "Less Retentions", "Subtotal", "Less Previous", "GST Exclusive Amount",
        "GST @ 15%", "Net payment", "1 March 2026", "31 March 2026",
    ):
        assert needle in flat, needle
    totals = claim["latest"]["totals"]
    net = f"{totals['netPayment'] / 100:,.2f}"
    assert f"Claimed amount: ${net} including GST" in flat
    assert "due for payment on 1 May 2026" in flat
    assert "12,345.67" in flat and "12,000.00" in flat and "5,000.00" in flat  # every line's amount
    # Page 1 as an image, kept for people to look at.
    ARTIFACTS.mkdir(exist_ok=True)
    (ARTIFACTS / "claim-1.pdf").write_bytes(data)
    subprocess.run(["pdftoppm", "-png", "-r", "80", "-f", "1", "-l", "1", str(ARTIFACTS / "claim-1.pdf"),
                    str(ARTIFACTS / "claim-1-page")], check=True)
    assert list(ARTIFACTS.glob("claim-1-page*.png"))


def test_every_pdf_served_is_recorded_by_its_sha256_and_cached(project, run_jobs, no_wait, app):
    from app.documents.models import ServedDocument

    p, claim = submitted_project(project)
    url = pdf_url(claim, sid=p.supplier.account_id, org=p.supplier.org["slug"], attachment=0)
    first = rendered(p.supplier, url, run_jobs)
    assert first.headers["Content-Disposition"].startswith("inline;")
    second = fetch(p.supplier, url)  # from the cache, at once
    assert second.status_code == 200 and second.data == first.data
    with app.app_context():
        rows = db.session.scalars(select(ServedDocument).where(ServedDocument.kind == "pdf",
                                                               ServedDocument.file_name.like("%claim-1.pdf"),
                                                               ServedDocument.served_to_account_id ==
                                                               p.supplier.account_id)).all()
        assert [r.sha256 for r in rows] == [hashlib.sha256(first.data).hexdigest()] * 2
        assert all(not r.is_draft for r in rows)
    # The same revision renders to the very same bytes (the recorded hash can be reproduced).
    from app.documents.pdf import render_pdf

    assert render_pdf("<p>x</p>") == render_pdf("<p>x</p>")


def test_the_request_waits_for_the_pdf_queue(project, app):
    """With a worker on the `pdf` queue, the first request waits for the render and answers 200 at once.
    The worker is the worker process's own (tests/jobs.py), on this process's main thread (RQ sets
    signal handlers), while the request waits in another: a worker process would only add its start
    (half a minute on a busy machine) and the emails queued before it, which this test does not read."""
    import time

    from app.jobs.queues import queue
    from tests.jobs import run_burst

    p, claim = submitted_project(project)
    url = pdf_url(claim, sid=p.supplier.account_id, org=p.supplier.org["slug"])
    # A ceiling, not a timing: the answer comes as soon as the render is done.
    app.config["PDF_WAIT_SECONDS"] = 120
    answers = []
    try:
        request = threading.Thread(target=lambda: answers.append(fetch(p.supplier, url)))
        request.start()
        with app.app_context():
            deadline = time.monotonic() + 60
            while not any(j.startswith("pdf-") for j in queue("pdf").job_ids):
                assert time.monotonic() < deadline
                time.sleep(0.05)
        assert not answers  # the request is waiting for the render
        run_burst(app, ["pdf"])
        request.join(timeout=150)
    finally:
        app.config["PDF_WAIT_SECONDS"] = 3.0
    assert answers and answers[0].status_code == 200
    assert answers[0].data.startswith(b"%PDF")


def test_draft_preview_is_for_the_supplier_side_only(contract, run_jobs, no_wait, tmp_path):
    p = contract()
    p.new_claim()
    p.lines(create=[line("a", "Draft line", 1000, amount=100, tax=15)])
    claim = p.claim(1)
    url = claim["pdfPreviewUrl"]
    assert "revision=draft" in url
    response = rendered(p.supplier, url, run_jobs)
    assert response.headers["Content-Disposition"].endswith('-claim-1-draft.pdf"')
    assert "DRAFT" in pdf_text(response.data, tmp_path)
    as_customer = pdf_url({"pdfDownloadUrl": url}, sid=p.customer.account_id, org=p.customer.org["slug"])
    assert fetch(p.customer, as_customer).status_code == 404
    latest_of_new = pdf_url({"pdfDownloadUrl": url}, revision="latest")
    assert fetch(p.supplier, latest_of_new).status_code == 404


@pytest.fixture(scope="module")
def draft_preview(module_project):
    """A draft claim 1 and its preview URL, made once: each case only asks for it with a bad parameter."""
    p = module_project()
    p.new_claim()
    return p, p.claim(1)["pdfPreviewUrl"]


@pytest.mark.parametrize("override, field", [
    ({"revision": None}, "revision"),
    ({"revision": "newest"}, "revision"),
    ({"attachment": "2"}, "attachment"),
    ({"contract": None}, "contract"),
    ({"contract": "Q2xhaW06MQ=="}, "contract"),  # a Claim's global ID
    ({"sid": None}, "sid"),
    ({"sid": "abc"}, "sid"),
    ({"org": None}, "org"),
    ({"number": None}, "number"),
    ({"number": "-1"}, "number"),
    ({"number": "two"}, "number"),
])
def test_bad_or_missing_parameters_answer_400_naming_them(draft_preview, override, field):
    p, preview_url = draft_preview
    url = pdf_url({"pdfDownloadUrl": preview_url}, **override)
    response = fetch(p.supplier, url)
    assert response.status_code == 400
    body = response.get_json()
    assert body["field"] == field and field in body["message"]


def test_no_access_answers_404_like_a_missing_claim(contract, party, run_jobs, no_wait):
    p, claim = submitted_project(contract)
    outsider = party("Nosy Parker")
    mine = pdf_url(claim, sid=p.supplier.account_id, org=p.supplier.org["slug"])
    cases = {
        "outsider with own org": (outsider, pdf_url(claim, sid=outsider.account_id, org=outsider.org["slug"])),
        "outsider naming the supplier's org": (outsider, pdf_url(claim, sid=outsider.account_id,
                                                                 org=p.supplier.org["slug"])),
        "another browser's account": (outsider, mine),
        "no such claim": (p.supplier, pdf_url(claim, sid=p.supplier.account_id, org=p.supplier.org["slug"],
                                             number=7)),
        "no such contract": (p.supplier, pdf_url(claim, sid=p.supplier.account_id, org=p.supplier.org["slug"],
                                                contract=987654321)),
    }
    for name, (ws, url) in cases.items():
        response = fetch(ws, url)
        assert response.status_code == 404, name
    real = fetch(outsider, pdf_url(claim, sid=outsider.account_id, org=outsider.org["slug"])).get_json()
    fake = fetch(outsider, pdf_url(claim, sid=outsider.account_id, org=outsider.org["slug"],
                                   contract=987654321)).get_json()
    assert real == fake == {"message": "Contract not found", "error_description": "Contract not found"}


def test_a_200_line_claim(app, contract, no_wait, tmp_path):
    from tests.jobs import run_burst

    lines = [line(f"l{i}", f"Item {i} footings", 100_000 + i, group=[f"Level {i // 50}"], amount=1_000 + i,
                  tax=gst(1_000 + i)) for i in range(200)]
    p, claim = submitted_project(contract, lines)
    # Only the `pdf` queue: the sent claim's email (which renders the same 200 lines to attach them)
    # is not what this test reads.
    response = rendered(p.supplier, pdf_url(claim, sid=p.supplier.account_id, org=p.supplier.org["slug"]),
                        lambda: run_burst(app, ["pdf"]))
    ARTIFACTS.mkdir(exist_ok=True)
    (ARTIFACTS / "claim-200-lines.pdf").write_bytes(response.data)
    text = " ".join(pdf_text(response.data, tmp_path).split())
    for i in range(200):
        assert f"Level {i // 50} › Item {i} footings " in text, i
        assert f"{(1_000 + i) / 100:,.2f}" in text, i


def test_the_supplier_logo_is_on_the_pdf(project, run_jobs, no_wait, tmp_path):
    from io import BytesIO

    from PIL import Image

    from tests.api.factories import uploaded_logo

    p, claim = submitted_project(project)
    png = BytesIO()
    Image.new("RGB", (240, 80), (200, 30, 30)).save(png, format="PNG")
    uploaded_logo(p.supplier, png.getvalue())
    response = rendered(p.supplier, pdf_url(claim, sid=p.supplier.account_id, org=p.supplier.org["slug"]),
                        run_jobs)
    path = tmp_path / "logo.pdf"
    path.write_bytes(response.data)
    images = subprocess.run(["pdfimages", "-list", str(path)], capture_output=True, text=True, check=True).stdout
    assert " 240    80 " in images.replace("\t", " ")


def test_a_pdf_fetched_by_someone_still_invited_is_served_to_their_email(app, party, run_jobs, dev_mail, no_wait):
    """Like the contract's members list: an account is named by its own name only once it takes
    part in the organisation it fetched for (people.invitations_pending)."""
    from types import SimpleNamespace

    from app.auth.models import Account
    from tests.api.factories import CONTRACT_CLAIMS, CREATE, Project, project_input
    from tests.auth_helpers import new_client, sign_in, unique_email

    supplier = party("Acme Builders")
    # An account with a name and no workspace yet: named by email, she is the stand-in party's person
    # until she joins (issue 36).
    client, email = new_client(app), unique_email("cleo")
    session = sign_in(client, email, run_jobs, dev_mail, signup=True)
    with app.app_context():
        db.session.get(Account, session["userAccountId"]).name = "Cleo Customer"
        db.session.commit()
    cleo = SimpleNamespace(app=app, client=client, email=email, account_id=session["userAccountId"])
    body = supplier.ok(CREATE, {"input": project_input(customer_emails=[cleo.email],
                                                       customer_contact={"entityName": "Cleo Homes Ltd"})})
    contract = body["contractCreate"]["contract"]
    new_org = next(m["organisation"]["name"] for m in contract["members"] if m["relation"] == "Customer")
    p = Project(supplier, None, contract)
    p.new_claim()
    p.lines(create=[line("a", "Works", 1_000_000, amount=400_000, tax=gst(400_000))])
    p.patch(1, {**PERIOD, "date": "2026-03-31"})
    claim = p.submitted(1)
    # Named by email, Cleo has no workspace until she joins (issue 36): she fetches it from the access
    # link of her claim email, as the stand-in party's person the inviter sees her as.
    from tests.api.factories import LINK, links_in, parse

    run_jobs()
    [mail] = links_in(dev_mail, cleo.email, 1)
    link_id, key, doc = parse(LINK.search(mail["text"]).group(1))
    url = f"/v1/link/pdf?doc={doc}&attachment=1"
    header = {"Authorization": f"AccessLink {link_id}:{key}"}
    response = client.get(url, headers=header)
    if response.status_code == 202:
        run_jobs()
        response = client.get(url, headers=header)
    assert response.status_code == 200, response.get_json()
    assert new_org == "Cleo Homes Ltd"
    query = CONTRACT_CLAIMS.replace("invoiceReference submitProblems",
                                    "invoiceReference submitProblems servedDocuments { kind servedTo }")
    served = supplier.ok(query, {"id": p.id, "number": 1})["node"]["claim"]["latest"]["servedDocuments"]
    # The copy the claim's email carried to Cleo, then the one Cleo fetched: both named by email.
    assert [d["servedTo"] for d in served if d["kind"] == "pdf"] == [[cleo.email], [cleo.email]]


def test_section_totals_carry_the_contract_value_and_the_totals_name_the_retention_formula(
        contract, run_jobs, no_wait, tmp_path):
    """Issue 36: each section's total row states its contract value (its lines'), and 'Less
    Retentions' names the formula in the claim screen's words (retentionText.ts describeRetention)."""
    p = contract()
    p.new_claim()
    p.lines(create=[
        line("a", "Excavation and site works", 2_000_000, amount=1_000_000, tax=gst(1_000_000)),
        line("b", "Concrete slab", 3_000_000, percentComplete=4000),
        line("c", "Extra retaining wall", 500_000, type="Variation", percentComplete=10000),
    ], retentionFormula={"marginalRates": [{"rate": 10_000_000, "upTo": 20_000_000}, {"rate": 5_000_000}],
                         "maxAmount": 5_000_000})
    p.patch(1, {**PERIOD, "date": "2026-03-31"})
    claim = p.submitted(1)
    data = rendered(p.customer, pdf_url(claim, sid=p.customer.account_id, org=p.customer.org["slug"]), run_jobs).data
    text = pdf_text(data, tmp_path)
    # 'Base Contract' and 'Variations' rows: contract value, previous, this claim, to date.
    base = next(line.split() for line in text.splitlines() if line.strip().startswith("Base Contract")
                and "50,000.00" in line)
    assert base[2:6] == ["50,000.00", "0.00", "22,000.00", "22,000.00"], base
    variations = next(line.split() for line in text.splitlines() if line.strip().startswith("Variations")
                      and "5,000.00" in line)
    assert variations[1:5] == ["5,000.00", "0.00", "5,000.00", "5,000.00"], variations
    # The label wraps in its cell: read in reading order (the cell whole).
    assert "Less Retentions (10% up to $200,000.00, then 5%; at most $50,000.00)" in reading_order(data, tmp_path)
