"""The debt statement and the notice of intention to suspend as PDFs, with the clock set: what each
prints, who may fetch it, and that each copy served is recorded with its SHA-256."""
import hashlib

from tests.api.enforcement.queries import CLAIM, GENERATE, RECORD_SERVICE
from tests.api.factories import (
    ARTIFACTS,
    fetch,
    flat,
    no_wait,  # noqa: F401  (fixtures)
    on_day,
    rendered,
)

SERVED = "2026-01-19"
DUE = "2026-02-20"


def unanswered(scheduled_project):
    return scheduled_project(served=SERVED, before_send=lambda p: p.patch(1, {"date": SERVED, "dueDate": DUE}))


def page(s, ws=None) -> dict:
    return (ws or s.supplier).ok(CLAIM, {"id": s.id, "n": s.number})["node"]["claim"]["enforcement"]


def words(ws, url, run_jobs, tmp_path, keep: str) -> tuple[str, str]:
    response = rendered(ws, url, run_jobs)
    data = response.data
    assert response.headers["X-Content-SHA256"] == hashlib.sha256(data).hexdigest()
    ARTIFACTS.mkdir(exist_ok=True)
    (ARTIFACTS / f"{keep}.pdf").write_bytes(data)
    return flat(data, tmp_path), response.headers["X-Content-SHA256"]


def as_customer(url: str, s) -> str:
    return url.replace(f"sid={s.supplier.account_id}", f"sid={s.customer.account_id}").replace(
        f"org={s.supplier.org['slug']}", f"org={s.customer.org['slug']}")


def test_the_debt_statement_of_a_claim_never_answered(scheduled_project, run_jobs, no_wait, tmp_path):  # noqa: F811
    s = unanswered(scheduled_project)
    with on_day("2026-02-20"):
        run_jobs()  # the claim's email: its PDF is served and its SHA-256 recorded
        assert page(s)["debtStatementUrl"] is None
    with on_day("2026-03-02"):
        url = page(s)["debtStatementUrl"]
        text, _ = words(s.supplier, url, run_jobs, tmp_path, "debt-statement")
        assert "Debt statement" in text and "s 23(2)(a)" in text
        assert "No payment schedule received by 17 February 2026." in text
        assert "Payment schedule due by 17 February 2026 (section 22): 20 working days after the claim was served " \
               "on 19 January 2026" in text
        assert "6 February 2026 (Waitangi Day)" in text
        assert "Amount due: $19,118.75, since 21 February 2026." in text
        assert "The claimed amount ($19,118.75) is a debt due since 21 February 2026 (ss 22\u201323)." in text
        assert "No payment has been recorded." in text
        assert "This is not legal advice." in text and "as at 28 November 2026" in text
        sha = claim_pdf_sha(s)
        assert sha is not None and sha in text.replace(" ", "")
        customer = fetch(s.customer, as_customer(url, s))
        assert customer.status_code == 404  # the payee's own document


def claim_pdf_sha(s) -> str | None:
    from sqlalchemy import select

    from app.db import db
    from app.documents.models import ServedDocument

    with s.supplier.app.app_context():
        return db.session.scalar(select(ServedDocument.sha256).where(
            ServedDocument.document == "claim", ServedDocument.kind == "pdf",
            ServedDocument.recipients.contains([s.customer.email])).order_by(ServedDocument.id))


def test_the_notice_prints_what_the_act_asks_and_reaches_the_payer_once_served(
        scheduled_contract, run_jobs, no_wait, tmp_path):  # noqa: F811
    s = unanswered(scheduled_contract)
    variables = {"input": {"contractId": s.id, "number": 1}}
    with on_day("2026-03-02"):
        s.supplier.ok(GENERATE, variables)
        url = page(s)["notice"]["pdfUrl"]
        assert fetch(s.customer, as_customer(url, s)).status_code == 404  # not served yet
        text, sha = words(s.supplier, url, run_jobs, tmp_path, "suspension-notice")
        assert "Notice of intention to suspend work" in text
        assert "Date of this notice: 2 March 2026" in text
        assert "This notice is given under section 23(2)(b) of the Construction Contracts Act 2002." in text
        assert ("gives notice of its intention to suspend the carrying out of construction work under the "
                "contract.") in text
        assert ("If the amount is not paid within 5 working days after the date of this notice, that is by the end "
                "of Monday 9 March 2026, work may be suspended from Tuesday 10 March 2026.") in text
        assert "$19,118.75 (unpaid since 21 February 2026)" in text
        assert "Queen St Apartments" in text and "Acme Builders" in text
        assert "It may lift the suspension at any time, even if the amount has not been paid (s 24A(2)(e))." in text
        assert "This is not legal advice." in text
        s.supplier.ok(RECORD_SERVICE, {"input": {**variables["input"], "manner": "LEFT", "servedOn": "2026-03-02",
                                                 "servedTo": "Left at 1 Client Way"}})
        again = rendered(s.customer, as_customer(url, s), run_jobs)
        assert again.headers["X-Content-SHA256"] == sha  # the payer's copy is the very document


def test_no_ground_no_notice_pdf(scheduled_contract, run_jobs, no_wait):  # noqa: F811
    s = unanswered(scheduled_contract)
    with on_day("2026-02-20"):
        url = page(s)["debtStatementUrl"]
        assert url is None
        probe = f"/v1/pdf?document=suspension&contract={s.id}&sid={s.supplier.account_id}" \
                f"&org={s.supplier.org['slug']}&number=1"
        assert fetch(s.supplier, probe).status_code == 404
        probe = probe.replace("document=suspension", "document=debt")
        assert fetch(s.supplier, probe).status_code == 404
