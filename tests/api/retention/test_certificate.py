"""The quarterly compliance certificate for directors (issue 38; app.retention.certificate): the five checks with
their evidence, a failed check refusing the signature by name ('Check 3 failed: the trust account is $50.00 out.
Fix it or record why before signing.') until it is explained, the signed PDF with its SHA-256 kept (the rules'
date and 'This is not legal advice'), owners only. The Done-when: with no deposit the alert fires and the
certificate's check 2 fails. The clock is set: the money is withheld on 20 May 2026 (payment due), the quarter
ends 30 June 2026."""
import hashlib
from datetime import date

import pytest

from app.retention import certificate as rules
from tests.api.factories import (  # noqa: F401  (fixtures)
    errors_of,
    on_day,
    party,
    pdf_text,
    project,
    rendered,
    retention_withheld,
)
from tests.querycount import count_queries

QUARTER = "2026-06-30"
ACCOUNT = ("mutation($input: RetentionTrustAccountSaveInput!) { retentionTrustAccountSave(input: $input) "
           "{ trustAccount { accountNumber } } }")
TRUST = {"bank": "anz", "accountName": "Client Co Retention Trust", "accountNumber": "01-0902-0068389-00",
         "bankNotifiedOn": "2026-05-01", "attest": True}
RECORD = ("mutation($input: RetentionEntryRecordInput!) { retentionEntryRecord(input: $input) "
          "{ ledger { siteName } } }")
IMPORT = ("mutation($input: RetentionStatementImportInput!) { retentionStatementImport(input: $input) "
          "{ newLines reconciliation { difference } } }")
CERTIFICATE = """id quarterStart quarterEnd asOf signable preparedBy signedBy signedAt sha256 pdfUrl
  checks { number title passed result refusal explanation explainedBy evidence { label value } }"""
CERTIFICATES = "query { retentionCertificates { currentQuarterEnd lastQuarterEnd certificates { %s } } }" % CERTIFICATE
PREPARE = ("mutation($input: RetentionCertificatePrepareInput!) { retentionCertificatePrepare(input: $input) "
           "{ certificate { %s } } }" % CERTIFICATE)
EXPLAIN = ("mutation($input: RetentionCertificateExplainInput!) { retentionCertificateExplain(input: $input) "
           "{ certificate { %s } } }" % CERTIFICATE)
SIGN = ("mutation($input: RetentionCertificateSignInput!) { retentionCertificateSign(input: $input) "
        "{ certificate { %s } } }" % CERTIFICATE)
DUE = "query { retentionDue { exposureCount outstanding } }"


def field_of(body) -> list:
    return [(e["message"], e["extensions"].get("field")) for e in body["errors"]]


def statement_csv(balance: str = "10,000.00") -> dict:
    import base64

    text = f"Date,Amount,Reference,Balance\n21/05/2026,\"10,000.00\",RET-1,\"{balance}\"\n"
    return {"input": {"file": base64.b64encode(text.encode()).decode(), "fileName": "trust.csv",
                      "contentType": "text/csv"}}


def prepared(ws, quarter: str = QUARTER) -> dict:
    return ws.ok(PREPARE, {"input": {"quarterEnd": quarter}})["retentionCertificatePrepare"]["certificate"]


def check(cert: dict, number: int) -> dict:
    return next(c for c in cert["checks"] if c["number"] == number)


@pytest.fixture
def held(project, party):
    """Client Co holds $10,000 for a subcontractor on Harbour View, withheld 20 May 2026; its trust account is
    recorded (nothing deposited yet)."""
    holder = party("Client Co")
    p = retention_withheld(project, customer=holder)
    with on_day("2026-05-20"):
        holder.ok(ACCOUNT, {"input": TRUST})
    return holder, p


@pytest.fixture
def deposited(held):
    """...and the $10,000 deposited on 21 May and the bank statement to the cent imported on 1 July."""
    holder, p = held
    with on_day("2026-05-21"):
        holder.ok(RECORD, {"input": {"contractId": p.id, "kind": "deposited", "amount": 1_000_000,
                                     "date": "2026-05-21", "bankRef": "RET-1"}})
    return holder, p


# ---- the rules, on plain values -------------------------------------------------------------------------

def test_vector_quarters_and_the_day_checked():
    assert [rules.is_quarter_end(date(2026, m, d)) for m, d in ((3, 31), (6, 30), (9, 30), (12, 31))] == [True] * 4
    assert not rules.is_quarter_end(date(2026, 6, 29)) and not rules.is_quarter_end(date(2026, 7, 31))
    assert rules.quarter_start(date(2026, 6, 30)) == date(2026, 4, 1)
    assert rules.quarter_end_of(date(2026, 5, 20)) == date(2026, 6, 30)
    assert rules.quarter_end_of(date(2026, 12, 1)) == date(2026, 12, 31)
    # As of the quarter's last day once it is over, today while it runs.
    assert rules.as_of(date(2026, 6, 30), date(2026, 7, 2)) == date(2026, 6, 30)
    assert rules.as_of(date(2026, 6, 30), date(2026, 6, 10)) == date(2026, 6, 10)
    # The bank statement must reach the quarter's end once it is over; while it runs, its first day.
    assert rules.statement_required_from(date(2026, 6, 30), date(2026, 7, 1)) == date(2026, 6, 30)
    assert rules.statement_required_from(date(2026, 6, 30), date(2026, 6, 10)) == date(2026, 4, 1)


def test_vector_a_failed_check_without_an_explanation_refuses_by_name():
    checks = [{"number": 3, "passed": False, "failure": "the trust account is $50.00 out"},
              {"number": 2, "passed": True, "failure": None}]
    assert rules.refusals(checks, {}) == [
        "Check 3 failed: the trust account is $50.00 out. Fix it or record why before signing."]
    assert rules.refusals(checks, {"3": {"text": "Bank fee disputed"}}) == []


# ---- the API ------------------------------------------------------------------------------------------------

def test_with_no_deposit_the_alert_fires_and_check_2_fails(held):
    """The Done-when: with no deposit the alert fires and the certificate's check 2 fails."""
    holder, _ = held
    with on_day("2026-07-01"):
        due = holder.ok(DUE)["retentionDue"]
        assert (due["exposureCount"], due["outstanding"]) == (1, 1_000_000)
        cert = prepared(holder)
        assert (cert["quarterStart"], cert["quarterEnd"], cert["asOf"]) == ("2026-04-01", QUARTER, QUARTER)
        two = check(cert, 2)
        assert not two["passed"]
        assert two["result"] == "$10,000.00 outstanding past its deposit period (1 exposure)."
        assert two["refusal"] == ("Check 2 failed: $10,000.00 of retention money was not deposited or covered within "
                                  "its deposit period (1 exposure). Fix it or record why before signing.")
        [evidence] = two["evidence"]
        assert evidence["label"].startswith("Harbour View (") and evidence["label"].endswith("), entry 1")
        assert evidence["value"] == "$10,000.00 withheld 20 May 2026, to be deposited by 22 May 2026"
        # Somewhere is recorded (the trust account), so check 1 passes; the account has no statement imported,
        # so check 3 fails too.
        assert check(cert, 1)["passed"] and not check(cert, 3)["passed"]
        assert check(cert, 5)["passed"]
        assert not cert["signable"]
        body = holder.gql(SIGN, {"input": {"certificateId": cert["id"]}})
        [message] = errors_of(body)
        assert message.startswith("Check 2 failed: $10,000.00 of retention money was not deposited")
        assert "Check 3 failed: no bank statement of the trust account is imported" in message
        assert holder.ok(CERTIFICATES)["retentionCertificates"]["certificates"][0]["signedAt"] is None
    # Within the deposit period the same money is not late: as of 21 May (the quarter running) check 2 passes.
    with on_day("2026-05-21"):
        assert check(prepared(holder), 2)["passed"]


def test_a_trust_account_out_by_50_dollars_is_refused_until_explained_then_signed_with_its_hash(
        deposited, run_jobs, tmp_path):
    holder, _ = deposited
    with on_day("2026-07-01"):
        holder.ok(IMPORT, statement_csv("10,050.00"))
        cert = prepared(holder)
        assert [c["passed"] for c in cert["checks"]] == [True, True, False, True, True]
        three = check(cert, 3)
        assert three["refusal"] == "Check 3 failed: the trust account is $50.00 out. Fix it or record why before signing."
        assert {"label": "Difference", "value": "$50.00"} in three["evidence"]
        assert any(e["label"] == "Its SHA-256" and len(e["value"]) == 64 for e in three["evidence"])
        assert field_of(holder.gql(SIGN, {"input": {"certificateId": cert["id"]}})) == [(three["refusal"], None)]
        # An explanation beside its field: empty is refused; then it is signable.
        assert field_of(holder.gql(EXPLAIN, {"input": {"certificateId": cert["id"], "check": 3, "explanation": " "}})
                        ) == [("Say why this check failed and what is being done about it.", "explanation")]
        assert field_of(holder.gql(EXPLAIN, {"input": {"certificateId": cert["id"], "check": 9, "explanation": "x"}})
                        ) == [("Choose a check from 1 to 5.", "check")]
        assert field_of(holder.gql(EXPLAIN, {"input": {"certificateId": cert["id"], "check": 3,
                                                   "explanation": "x" * 2001}})
                        ) == [("Keep the explanation under 2,000 characters.", "explanation")]
        why = "A $50.00 deposit by the bank in error, reversed on 3 July."
        # Typed text is cleaned as every form's is: a bidi override never reaches the signed certificate.
        typed = why.replace("deposit", "dep\u202eosit")
        cert = holder.ok(EXPLAIN, {"input": {"certificateId": cert["id"], "check": 3, "explanation": typed}}
                         )["retentionCertificateExplain"]["certificate"]
        assert cert["signable"] and check(cert, 3)["refusal"] is None and check(cert, 3)["explanation"] == why
        signed = holder.ok(SIGN, {"input": {"certificateId": cert["id"]}})["retentionCertificateSign"]["certificate"]
    assert signed["signedBy"] and signed["signedAt"] and len(signed["sha256"]) == 64
    # The PDF at the door is the document signed: its bytes hash to the SHA-256 kept.
    response = rendered(holder, signed["pdfUrl"], run_jobs)
    assert hashlib.sha256(response.data).hexdigest() == signed["sha256"] == response.headers["X-Content-SHA256"]
    text = " ".join(pdf_text(response.data, tmp_path).split())
    for words in ("Compliance certificate", "Quarter 1 April 2026 to 30 June 2026", "Failed.",
                  "$50.00 is unexplained", why, f"Signed by {signed['signedBy']}", "Retention rules as at",
                  "This is not legal advice."):
        assert words in text, words
    # Signed, it cannot change: neither prepared again nor explained.
    with on_day("2026-07-02"):
        assert field_of(holder.gql(PREPARE, {"input": {"quarterEnd": QUARTER}})) == [
            ("The certificate for the quarter ending 30 June 2026 is signed: it cannot change.", "quarterEnd")]
        assert errors_of(holder.gql(EXPLAIN, {"input": {"certificateId": cert["id"], "check": 3,
                                                        "explanation": "later"}})) == [
            "The certificate for the quarter ending 30 June 2026 is signed: it cannot change."]


def test_every_check_passes_when_the_records_are_kept_and_a_stale_statement_fails_check_3(deposited):
    holder, _ = deposited
    with on_day("2026-06-25"):
        holder.ok(IMPORT, statement_csv())  # imported in the quarter, its last line 21 May
    with on_day("2026-07-01"):
        cert = prepared(holder)
        three = check(cert, 3)
        assert not three["passed"] and three["refusal"] == (
            "Check 3 failed: the latest bank statement ends 21 May 2026, before 30 June 2026: import a statement to "
            "the quarter's end. Fix it or record why before signing.")
        holder.ok(IMPORT, statement_csv())  # the same statement fetched after the quarter ended
        cert = prepared(holder)
        assert [c["passed"] for c in cert["checks"]] == [True, True, True, True, True], cert["checks"]
        assert cert["signable"]
        # Check 4's evidence names the transaction report of the deposit.
        assert any(e["label"].startswith("Report 1 (transaction)") for e in check(cert, 4)["evidence"])


def test_a_quarterly_statement_overdue_fails_check_4(held):
    """The deposit's transaction report was made with it; the quarterly statement, due three months after the
    first money withheld (20 May), is not served by the quarter ending 30 September: check 4 fails naming it."""
    holder, p = held
    with on_day("2026-05-21"):
        holder.ok(RECORD, {"input": {"contractId": p.id, "kind": "deposited", "amount": 1_000_000,
                                     "date": "2026-05-21", "bankRef": "RET-1"}})
    with on_day("2026-10-01"):
        cert = prepared(holder, "2026-09-30")
        four = check(cert, 4)
        assert not four["passed"] and four["refusal"].startswith("Check 4 failed: 1 quarterly statement overdue "
                                                                 "(Harbour View since ")


def test_the_certificate_names_who_prepared_and_explained_it_as_their_organisation_names_them(held, app):
    """As the trust account's attestation and a defect notice do (app.retention.service.name_of): the
    organisation's name for its member, not the account's own name."""
    from sqlalchemy import update

    from app.db import db
    from app.orgs.models import Member
    from tenants.context import tenant_context
    from tenants.models import Organisation

    holder, _ = held
    with app.app_context():
        with tenant_context(db.session.get(Organisation, holder.org["id"])):
            db.session.execute(update(Member).values(name="Jo Director (Client Co)"))  # its one member
            db.session.commit()
    with on_day("2026-07-01"):
        cert = prepared(holder)
        failed = next(c for c in cert["checks"] if not c["passed"])
        explained = holder.ok(EXPLAIN, {"input": {"certificateId": cert["id"], "check": failed["number"],
                                                  "explanation": "Deposited late: paid 2 July."}})
    assert cert["preparedBy"] == "Jo Director (Client Co)"
    assert check(explained["retentionCertificateExplain"]["certificate"], failed["number"])["explainedBy"] == (
        "Jo Director (Client Co)")


def test_only_owners_prepare_read_and_sign(held, party):
    holder, p = held
    member = holder.add_member(["ContractEdit", "ProgressClaims", "ContractView"])
    with on_day("2026-07-01"):
        assert member.ok(CERTIFICATES)["retentionCertificates"] is None
        body = member.gql(PREPARE, {"input": {"quarterEnd": QUARTER}})
        assert errors_of(body) == [rules.OWNERS_ONLY]
        cert = prepared(holder)
        assert errors_of(member.gql(SIGN, {"input": {"certificateId": cert["id"]}})) == [rules.OWNERS_ONLY]
        # The subcontractor (an owner of its own organisation) has no such certificate: not found.
        assert errors_of(p.supplier.gql(SIGN, {"input": {"certificateId": cert["id"]}})) == [rules.NOT_FOUND]
        assert p.supplier.ok(CERTIFICATES)["retentionCertificates"]["certificates"] == []
        # A day that is not a quarter's end, and a quarter not started, beside the field.
        assert field_of(holder.gql(PREPARE, {"input": {"quarterEnd": "2026-06-29"}})) == [
            (rules.NOT_A_QUARTER_END, "quarterEnd")]
        assert field_of(holder.gql(PREPARE, {"input": {"quarterEnd": "2026-12-31"}})) == [
            (rules.NOT_STARTED, "quarterEnd")]


def _statements(ws) -> tuple[int, dict]:
    from app.db import db

    ws.ok(PREPARE, {"input": {"quarterEnd": QUARTER}})  # warm
    with ws.app.app_context():
        engine = db.engine
    with count_queries(engine) as log:
        cert = ws.ok(PREPARE, {"input": {"quarterEnd": QUARTER}})["retentionCertificatePrepare"]["certificate"]
    return log.count, cert


def test_preparing_the_certificate_is_a_fixed_number_of_statements(project, party):
    """Counted for a holder of one ledger (nothing deposited) and one statement, then for the same holder grown
    to three ledgers (two of them deposited) and a second statement."""
    holder = party("Client Co")
    retention_withheld(project, "Wharf 0", customer=holder)
    with on_day("2026-05-21"):
        holder.ok(ACCOUNT, {"input": TRUST})
    with on_day("2026-07-01"):
        holder.ok(IMPORT, statement_csv())
        few_count, few_cert = _statements(holder)
    ledgers = [retention_withheld(project, f"Wharf {n}", customer=holder) for n in (1, 2)]
    with on_day("2026-05-21"):
        for n, p in enumerate(ledgers):
            holder.ok(RECORD, {"input": {"contractId": p.id, "kind": "deposited", "amount": 1_000_000,
                                         "date": "2026-05-21", "bankRef": f"RET-{n}"}})
    with on_day("2026-07-01"):
        holder.ok(IMPORT, statement_csv("20,000.00"))
        many_count, many_cert = _statements(holder)
    assert len(check(many_cert, 2)["evidence"]) == 1 and len(check(few_cert, 2)["evidence"]) == 1
    assert few_count == many_count, f"{few_count} statements for one ledger, {many_count} for three"
