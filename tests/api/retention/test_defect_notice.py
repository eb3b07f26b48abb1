"""Notice before use for defects (issue 38, research RT-8; CCA s 18D): a notice of the defect, its evidence,
the amount and the permitting clause, served with proof (by email once per recipient with the PDF's SHA-256,
or by hand or post as recorded), stating 'may be used from {notice date + 10 working days}'; a 'used for
defects' entry is refused before that date or without a served notice (naming both dates), beyond the
notice's amount or the money held, and where the contract records no permitting clause. The clock is set."""
import hashlib

import pytest
from graphql_relay import from_global_id
from sqlalchemy import text

from app.db import db
from app.domain.claim_standing import NOT_LEGAL_ADVICE
from app.retention import defect_notice
from app.retention.models import DefectNotice
from tests.api.factories import (  # noqa: F401  (fixtures)
    ARTIFACTS,
    PDF,
    errors_of,
    flat,
    on_day,
    party,
    project,
    rendered,
    retention_withheld,
    upload,
)
from tests.api.retention.test_ledger import RECORD
from tests.querycount import count_queries

NOTICE = """
  number noticeDate holderName payeeName payeeAddress amount used left defect
  evidence { filename contentType size sha256 }
  clause procedure useFrom useFromWords served servedManner servedOn servedTo servedWords emailServiceAgreed
  howToServe sha256 copies { email sha256 servedAt } pdfViewUrl rulesNote
"""
DEFECTS = ("query($id: ID!) { retentionDefects(contractId: $id) { notices { %s } clause noClause viewerCanRecord "
           "payeeAddress } }"
           % NOTICE)
MAKE = ("mutation($input: RetentionDefectNoticeMakeInput!) { retentionDefectNoticeMake(input: $input) "
        "{ sentCount notice { %s } } }" % NOTICE)
SERVE = ("mutation($input: RetentionDefectNoticeRefInput!) { retentionDefectNoticeServe(input: $input) "
         "{ sentCount notice { %s } } }" % NOTICE)
RECORD_SERVICE = ("mutation($input: RetentionDefectServiceInput!) { retentionDefectNoticeRecordService(input: $input) "
                  "{ notice { %s } } }" % NOTICE)
USE = ("mutation($input: RetentionDefectUseInput!) { retentionDefectUseRecord(input: $input) "
       "{ ledger { balances { retentionMoney usedForDefects } entries { id number kind amount date note hash } } } }")
TERMS = ("mutation($input: ContractRetentionUpdateInput!) { contractRetentionUpdate(input: $input) "
         "{ contract { id } } }")
SERVICE_TERMS = ("mutation($input: ServiceTermsSetInput!) { contractServiceTermsSet(input: $input) "
                 "{ terms { emailServiceAgreed } } }")
CLAUSE = "Clause 14.3: the head contractor may use retention to remedy defects after notice"
PROCEDURE = "Notify the subcontractor in writing; allow 10 working days to remedy."
DEFECT = "Leaking shower waste in unit 4: water damage to the ceiling below."


def field_of(body) -> list:
    return [(e["message"], (e.get("extensions") or {}).get("field")) for e in body.get("errors", [])]


def with_clause(p, clause=CLAUSE):
    body = p.customer.gql(TERMS, {"input": {"contractId": p.id, "enteredOn": "2025-03-01", "residentialOccupier": False,
                                            "optedIn": False, "stages": [], "defectsClause": clause,
                                            "defectsProcedure": PROCEDURE}})
    assert "errors" not in body, body


def email_agreed(p):
    p.customer.ok(SERVICE_TERMS, {"input": {"contractId": p.id, "emailServiceAgreed": True, "basis": "clause",
                                            "clause": "Clause 2.1"}})


def make(p, ws=None, **fields):
    return (ws or p.customer).gql(MAKE, {"input": {"contractId": p.id, "defect": DEFECT, "amount": 250_000, **fields}})


def use(p, ws=None, **fields):
    return (ws or p.customer).gql(USE, {"input": {"contractId": p.id, "noticeNumber": 1, "amount": 100_000, **fields}})


@pytest.fixture
def held(project):
    """$10,000 withheld on Harbour View (20 May 2026), held by Client Co for Acme Builders, with a clause."""
    p = retention_withheld(project)
    with_clause(p)
    return p


def test_no_notice_and_no_use_where_the_contract_records_no_permitting_clause(project):
    p = retention_withheld(project)
    with on_day("2026-10-20"):
        body = make(p)
        defects = p.customer.ok(DEFECTS, {"id": p.id})["retentionDefects"]
        used = use(p, date="2026-10-20")
    assert field_of(body) == [(
        "This contract's retention terms record no clause permitting retention money to be used to remedy defects: "
        "retention money may be used for defects only where the contract permits it (CCA s 18D). Record the clause "
        "in the project's retention settings first.", "clause")]
    assert defects["clause"] == "" and defects["noClause"].startswith("This contract's retention terms record no")
    assert errors_of(used)[0].startswith("This contract's retention terms record no clause")


def test_served_by_email_once_per_recipient_with_the_pdf_sha256_and_use_from_10_working_days(
        held, dev_mail, run_jobs, app, tmp_path):
    """The vector: served Tue 20 Oct 2026 -> may be used from Wed 4 Nov 2026 (Labour Day, 26 Oct, skipped)."""
    p = held
    email_agreed(p)
    evidence = upload(p.customer, PDF, "application/pdf")
    with on_day("2026-10-20"):
        made = make(p, evidence=[{"id": evidence, "filename": "Ceiling photo.pdf"}])["data"][
            "retentionDefectNoticeMake"]["notice"]
        # Not served yet: the subcontractor does not see it.
        assert p.supplier.ok(DEFECTS, {"id": p.id})["retentionDefects"]["notices"] == []
        first = p.customer.ok(SERVE, {"input": {"contractId": p.id, "number": 1}})["retentionDefectNoticeServe"]
        run_jobs()
        again = p.customer.ok(SERVE, {"input": {"contractId": p.id, "number": 1}})["retentionDefectNoticeServe"]
        run_jobs()
    assert (made["number"], made["noticeDate"], made["amount"], made["clause"]) == (1, "2026-10-20", 250_000, CLAUSE)
    # The evidence named by the SHA-256 of the bytes stored for serving; the subcontractor's address for service
    # as the contract's details give it (its business details: 1 Main Road, Auckland).
    assert made["evidence"] == [{"filename": "Ceiling photo.pdf", "contentType": "application/pdf", "size": len(PDF),
                                 "sha256": hashlib.sha256(PDF).hexdigest()}]
    assert made["payeeAddress"] == "1 Main Road, Auckland"
    assert first["sentCount"] == 1 and again["sentCount"] == 0  # never twice
    notice = first["notice"]
    assert (notice["servedManner"], notice["servedOn"], notice["useFrom"]) == ("email", "2026-10-20", "2026-11-04")
    assert notice["useFromWords"] == "The retention money may be used from 4 November 2026."
    assert notice["servedTo"] == p.supplier.email
    mails = [m for m in dev_mail(to=p.supplier.email) if "Notice of use of retention money for defects" in m["subject"]]
    assert len(mails) == 1
    [attached] = mails[0]["attachments"]
    theirs = p.supplier.ok(DEFECTS, {"id": p.id})["retentionDefects"]
    [seen] = theirs["notices"]
    assert not theirs["viewerCanRecord"]
    assert seen["copies"] == [{"email": p.supplier.email, "sha256": attached["sha256"],
                               "servedAt": seen["copies"][0]["servedAt"]}] and seen["sha256"] == attached["sha256"]
    with app.app_context():
        row = db.session.execute(text("SELECT id FROM shared.retention_defect_notices WHERE contract_id = "
                                      "(SELECT contract_id FROM shared.retention_defect_notice_copies WHERE email = :e "
                                      "ORDER BY id DESC LIMIT 1)"), {"e": p.supplier.email}).scalar_one()
        name, data = defect_notice.pdf_of(db.session.get(DefectNotice, row))
    assert hashlib.sha256(data).hexdigest() == attached["sha256"]  # the served bytes, re-rendered from the record
    # The subcontractor opens it at the door: the same bytes.
    assert hashlib.sha256(rendered(p.supplier, seen["pdfViewUrl"], run_jobs).data).hexdigest() == attached["sha256"]
    ARTIFACTS.mkdir(exist_ok=True)
    (ARTIFACTS / "retention-defect-notice.pdf").write_bytes(data)
    words = flat(data, tmp_path)
    for expected in ("Notice of use of retention money for defects", "Date of this notice 20 October 2026",
                     "The retention money may be used from 4 November 2026.", DEFECT, CLAUSE, PROCEDURE,
                     "Ceiling photo.pdf", f"SHA-256 {hashlib.sha256(PDF).hexdigest()}",
                     "Party B's address for service 1 Main Road, Auckland", "$2,500.00",
                     "Served by email on 20 October 2026", NOT_LEGAL_ADVICE,
                     "as at 28 November 2026"):
        assert expected in words, expected
    assert "The retention money may be used from 4 November 2026." in mails[0]["text"]
    assert f"- Ceiling photo.pdf (SHA-256 {hashlib.sha256(PDF).hexdigest()})" in mails[0]["text"]
    assert "address for service: 1 Main Road, Auckland" in mails[0]["text"]


def test_the_notice_says_so_when_no_address_for_service_is_recorded(project):
    """A subcontractor whose business details name no address: the dialog and the notice say none is recorded."""
    p = retention_withheld(project)
    with_clause(p)
    with p.supplier.app.app_context():
        db.session.execute(text("UPDATE shared.contract_contacts SET address = '' WHERE contract_id = :id"),
                           {"id": int(from_global_id(p.id)[1])})
        db.session.commit()
    assert p.customer.ok(DEFECTS, {"id": p.id})["retentionDefects"]["payeeAddress"] == defect_notice.NO_ADDRESS
    with on_day("2026-10-20"):
        made = make(p)["data"]["retentionDefectNoticeMake"]["notice"]
    assert made["payeeAddress"] == defect_notice.NO_ADDRESS and made["evidence"] == []


def test_a_use_is_refused_before_the_first_day_or_without_a_served_notice_and_linked_to_its_notice(held, run_jobs):
    p = held
    payee = p.customer.ok("query { retention { weHold { payeeName } } }")["retention"]["weHold"][0]["payeeName"]
    with on_day("2026-10-20"):
        none_yet = use(p, noticeNumber=None, date="2026-10-20")
        make(p)
        unserved = use(p, date="2026-10-20")
        email_only = p.customer.gql(SERVE, {"input": {"contractId": p.id, "number": 1}})
        future = p.customer.gql(RECORD_SERVICE, {"input": {"contractId": p.id, "number": 1, "manner": "post",
                                                           "servedOn": "2026-10-21", "servedTo": "PO Box 1"}})
        served = p.customer.ok(RECORD_SERVICE, {"input": {"contractId": p.id, "number": 1, "manner": "personal",
                                                          "servedOn": "2026-10-20", "servedTo": "Jo at the site"}})
    notice = served["retentionDefectNoticeRecordService"]["notice"]
    # The vector: served Tue 20 Oct 2026 -> Wed 4 Nov 2026 (Labour Day skipped). (Mon 14 Dec 2026 -> Fri 8 Jan
    # 2027 is tests/vectors/retention.json's too: the sessions of these tests end when the clock jumps weeks ahead.)
    assert (notice["servedOn"], notice["useFrom"]) == ("2026-10-20", "2026-11-04")
    assert notice["servedWords"] == "Served by personal delivery on 20 October 2026"
    assert field_of(none_yet) == [(f"Retention money may be used to remedy defects only after 10 working days' written "
                                   f"notice to {payee}: serve a notice first (CCA s 18D).", "noticeNumber")]
    assert field_of(unserved) == [("Notice 1 (dated 20 October 2026) has not been served: retention money may be used "
                                   "only 10 working days after it is served (CCA s 18D).", "noticeNumber")]
    assert errors_of(email_only) == [
        "Serving by email needs the subcontractor's consent (Construction Contracts Regulations 2003, regs 9\u201310). "
        "Record it in the project's settings, or serve the notice by hand or post and record that."]
    assert field_of(future) == [("The date of service cannot be in the future", "servedOn")]
    with on_day("2026-11-03"):
        early = use(p, date="2026-11-03")
    assert field_of(early) == [(f"Retention money may be used to remedy defects only after 10 working days' written "
                                f"notice to {payee} (served 20 October 2026; earliest use 4 November 2026).", "date")]
    with on_day("2026-11-04"):
        over_notice = use(p, date="2026-11-04", amount=250_001)
        ledger = use(p, date="2026-11-04", amount=100_000, note="Plumber's invoice 88")["data"][
            "retentionDefectUseRecord"]["ledger"]
        rest = use(p, date="2026-11-04", amount=150_001)
    assert field_of(over_notice) == [("Notice 1 gave notice of $2,500.00: only $2,500.00 more may be used under it.",
                                      "amount")]
    assert field_of(rest) == [("Notice 1 gave notice of $2,500.00: only $1,500.00 more may be used under it.",
                               "amount")]
    assert ledger["balances"] == {"retentionMoney": 900_000, "usedForDefects": 100_000}
    last = ledger["entries"][-1]
    assert (last["kind"], last["amount"], last["date"]) == ("used_for_defects", 100_000, "2026-11-04")
    assert last["note"] == "Under notice 1 served 20 October 2026: Plumber's invoice 88"
    mine = p.customer.ok(DEFECTS, {"id": p.id})["retentionDefects"]["notices"][0]
    assert (mine["used"], mine["left"]) == (100_000, 150_000)
    # A use corrected down counts as corrected (app.retention.ledger.corrected_amounts): $400 more may be used.
    with on_day("2026-11-05"):
        fixed = p.customer.gql(RECORD, {"input": {"contractId": p.id, "date": "2026-11-05", "kind": "correction",
                                                  "amount": -40_000, "correctsId": last["id"],
                                                  "note": "The plumber credited $400"}})
    assert "errors" not in fixed, fixed
    mine = p.customer.ok(DEFECTS, {"id": p.id})["retentionDefects"]["notices"][0]
    assert (mine["used"], mine["left"]) == (60_000, 190_000)


def test_the_manners_offered_are_the_ones_a_record_of_service_takes(held):
    """The form offers the server's manners (by hand or post, s 80; email is served through Claimdesk), and each
    is accepted as the record of service's manner."""
    p = held
    with on_day("2026-10-20"):
        read = p.customer.ok("query($id: ID!) { retentionDefects(contractId: $id) { rule manners { value label } } }",
                             {"id": p.id})["retentionDefects"]
        manners = read["manners"]
        served = []
        for number, manner in enumerate(manners, start=1):
            make(p)
            served.append(p.customer.ok(RECORD_SERVICE, {"input": {
                "contractId": p.id, "number": number, "manner": manner["value"], "servedOn": "2026-10-20",
                "servedTo": "Jo at the site"}})["retentionDefectNoticeRecordService"]["notice"]["servedManner"])
    assert manners == [{"value": "personal", "label": "Delivered to the person"},
                       {"value": "left", "label": "Left at their place of business"},
                       {"value": "post", "label": "Posted"}]
    assert served == ["personal", "left", "post"]
    # The rule the dialog states, with the period `use_from` counts (s 18D).
    assert read["rule"] == ("Retention money may be used only to remedy defects, where the contract permits it, after "
                            "10 working days' written notice to the subcontractor (CCA s 18D).")


def test_the_use_is_linked_to_its_notice_in_the_hash_and_verify_still_passes(held, app, run_jobs):
    p = held
    with on_day("2026-03-02"):
        make(p)
        p.customer.ok(RECORD_SERVICE, {"input": {"contractId": p.id, "number": 1, "manner": "post",
                                                 "servedOn": "2026-03-02", "servedTo": "PO Box 1"}})
    with on_day("2026-03-16"):
        use(p, date="2026-03-16")
    from app.retention import ledger

    with app.app_context():
        row = db.session.execute(text("SELECT e.id, e.defect_notice_id, n.number FROM shared.retention_entries e "
                                      "JOIN shared.retention_defect_notices n ON n.id = e.defect_notice_id "
                                      "WHERE e.kind = 'used_for_defects' ORDER BY e.id DESC LIMIT 1")).one()
        assert row.number == 1
        assert ledger.verify() is None
        db.session.execute(text("ALTER TABLE shared.retention_entries DISABLE TRIGGER retention_entries_append_only"))
        try:
            db.session.execute(text("UPDATE shared.retention_entries SET defect_notice_id = NULL WHERE id = :id"),
                               {"id": row.id})
            broken = ledger.verify()
            assert broken is not None and broken[0].id == row.id  # unlinking it breaks its hash
        finally:
            db.session.rollback()


def test_more_than_is_held_is_refused_and_only_the_holder_with_edit_acts(held):
    p = held
    with on_day("2026-10-20"):
        over = make(p, amount=1_000_001)
        by_supplier = make(p, ws=p.supplier)
    payee = p.customer.ok("query { retention { weHold { payeeName } } }")["retention"]["weHold"][0]["payeeName"]
    assert field_of(over) == [(f"Only $10,000.00 of retention money is held for {payee} on Harbour View.", "amount")]
    assert errors_of(by_supplier) == [
        "Only the party holding the retention money (the payer on this contract) keeps its ledger"]


def test_a_notice_list_costs_a_fixed_number_of_statements(held):
    """The notices of a contract, with their copies and uses: the same statements for one notice as for three."""
    p = held
    with p.customer.app.app_context():
        engine = db.engine
    counts = []
    for n in range(3):
        with on_day("2026-10-20"):
            make(p)
        p.customer.ok(DEFECTS, {"id": p.id})  # the session warm
        with count_queries(engine) as log:
            body = p.customer.ok(DEFECTS, {"id": p.id})
        assert len(body["retentionDefects"]["notices"]) == n + 1
        counts.append(log.count)
    assert counts[0] == counts[1] == counts[2] <= 10, counts  # 10 measured (9, and the address for service)
