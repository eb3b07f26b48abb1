"""The adjudication bundle: built in the background, one ZIP with the paginated PDF, every document and
manifest.json whose hashes match the files; the same records give the same bytes; a stored claim that
no longer matches what was served is left out and named."""
import hashlib
import io
import json
import zipfile

import pytest
from pypdf import PdfReader
from sqlalchemy import select

from app.claims.models import Claim
from app.contracts import access
from app.contracts.models import SUPPLIER
from app.db import db
from app.ids import database_id
from app.documents import kinds, pdf
from tests.api.factories import ARTIFACTS, agree_email_service, errors_of, on_day, party, project, submit  # noqa: F401  (fixtures)

PREPARE_NOTICE = ("mutation($input: AdjudicationNoticePrepareInput!) { adjudicationNoticePrepare(input: $input) "
                  "{ notice { number } } }")
SERVE = ("mutation($input: AdjudicationNoticeRefInput!) { adjudicationNoticeServe(input: $input) "
         "{ notice { number } } }")
BUNDLE_FIELDS = "bundleId status progress sha256 downloadUrl documents { number title file pageFrom pageTo sha256 } " \
                "excluded { title reason }"
PREPARE = ("mutation($input: AdjudicationBundlePrepareInput!) { adjudicationBundlePrepare(input: $input) "
           "{ bundle { %s } } }" % BUNDLE_FIELDS)
BUNDLE = "query($c: ID!, $id: Int!) { adjudicationBundle(contractId: $c, id: $id) { %s } }" % BUNDLE_FIELDS


@pytest.fixture
def served(claims_contract, run_jobs):
    """Claim 1 served Mon 2 Feb 2026 unanswered (its PDF emailed, its SHA-256 recorded); the notice of
    adjudication served Mon 2 Mar 2026 by email (the contract agrees email service)."""
    p = claims_contract()
    agree_email_service(p.supplier, p.id)
    with on_day("2026-02-02"):
        submit(p, run_jobs)
    with on_day("2026-03-02"):
        p.supplier.ok(PREPARE_NOTICE, {"input": {"contractId": p.id, "claimNumbers": [1], "dispute": "Unpaid claim 1",
                                                 "arose": "On site, February 2026", "chargingOrder": False,
                                                 "ownerLiability": False}})
        p.supplier.ok(SERVE, {"input": {"contractId": p.id, "number": 1}})
        run_jobs()
    return p


def bundle_of(p, run_jobs, **what) -> tuple[dict, bytes]:
    queued = p.supplier.ok(PREPARE, {"input": {"contractId": p.id, **what}})["adjudicationBundlePrepare"]["bundle"]
    assert queued["status"] == "Queued" and queued["downloadUrl"] is None
    run_jobs()
    bundle = p.supplier.ok(BUNDLE, {"c": p.id, "id": queued["bundleId"]})["adjudicationBundle"]
    assert bundle["status"] == "Ready" and bundle["progress"] == 100
    response = p.supplier.client.get(bundle["downloadUrl"])
    assert response.status_code == 200 and response.mimetype == "application/zip"
    assert hashlib.sha256(response.data).hexdigest() == bundle["sha256"]
    return bundle, response.data


def test_the_bundle_holds_each_document_in_order_with_its_pages_and_hash_and_is_the_same_twice(served, run_jobs):
    with on_day("2026-03-20"):
        bundle, data = bundle_of(served, run_jobs, noticeNumber=1)
        again, data_again = bundle_of(served, run_jobs, noticeNumber=1)
    assert again["sha256"] == bundle["sha256"] and data_again == data  # the same records, the same bytes
    archive = zipfile.ZipFile(io.BytesIO(data))
    manifest = json.loads(archive.read("manifest.json"))
    titles = [d["title"] for d in manifest["documents"]]
    assert titles == [
        "Notice of adjudication 1, dated 2 March 2026",
        "Service record of notice of adjudication 1",
        "Statutory declaration of the contract's terms (template, to be declared)",
        "Payment claim 1 as served",
        "Service records of the payment claims",
        "Certificate: no payment schedule received (claim 1)",
        "Ledger extract: the disputed lines and variations",
        "Correspondence: comments and activity on the claims",
    ]
    assert manifest["excluded"] == [] and bundle["excluded"] == []
    for entry in manifest["documents"]:  # every hash is its file's
        assert hashlib.sha256(archive.read(entry["file"])).hexdigest() == entry["sha256"]
    assert [d["sha256"] for d in bundle["documents"]] == [d["sha256"] for d in manifest["documents"]]
    claim = manifest["documents"][3]
    assert claim["served_sha256"] == claim["sha256"]  # the stored claim is the PDF served
    # One paginated PDF: the index first, then each document on the pages the index names.
    whole = archive.read("bundle.pdf")
    assert hashlib.sha256(whole).hexdigest() == manifest["bundle_pdf"]["sha256"]
    pages = PdfReader(io.BytesIO(whole)).pages
    assert len(pages) == manifest["bundle_pdf"]["pages"] == manifest["documents"][-1]["pages"][1]
    assert manifest["documents"][0]["pages"][0] == 2
    for a, b in zip(manifest["documents"], manifest["documents"][1:]):
        assert b["pages"][0] == a["pages"][1] + 1
    index = pages[0].extract_text()
    assert "Adjudication bundle: index" in index and "Bundle page 1 of" in index
    # Each hash whole on the page, in two lines of 32 (as one word of 64 it ran off the page's edge).
    lines = index.splitlines()
    for d in manifest["documents"][:3]:
        assert d["sha256"][:32] in lines and d["sha256"][32:] in lines, (d["sha256"], lines)
    ARTIFACTS.mkdir(exist_ok=True)
    (ARTIFACTS / "adjudication-bundle.pdf").write_bytes(whole)
    first = manifest["documents"][3]["pages"][0]
    assert "This is a payment claim made under the Construction Contracts Act 2002." in pages[first - 1].extract_text()
    assert archive.namelist()[:2] == ["manifest.json", "bundle.pdf"]
    assert all(info.date_time == (1980, 1, 1, 0, 0, 0) for info in archive.infolist())


def test_a_tampered_stored_claim_is_left_out_and_named(served, run_jobs, app):
    with app.app_context():
        contract_id = database_id(served.id, "Contract")
        claim = db.session.scalars(select(Claim).where(Claim.contract_id == contract_id, Claim.number == 1)).one()
        prepared = kinds.kind_of("claim").prepare(access.as_party(contract_id, SUPPLIER), claim, "latest")
        pdf.store(prepared.key, pdf.rendered_here(prepared.key, prepared.html) + b"%tampered\n")  # the stored file changed
        db.session.rollback()
    bundle, data = bundle_of(served, run_jobs, noticeNumber=1)
    sentence = "The stored copy of claim 1 does not match what was served; it is not included."
    assert bundle["excluded"] == [{"title": "Payment claim 1 as served", "reason": sentence}]
    manifest = json.loads(zipfile.ZipFile(io.BytesIO(data)).read("manifest.json"))
    assert "Payment claim 1 as served" not in [d["title"] for d in manifest["documents"]]
    assert sentence in PdfReader(io.BytesIO(zipfile.ZipFile(io.BytesIO(data)).read("bundle.pdf"))).pages[0].extract_text()


def test_only_edit_members_of_the_contract_prepare_or_read_a_bundle(served, run_jobs, module_parties):
    bundle = served.supplier.ok(PREPARE, {"input": {"contractId": served.id, "claimNumber": 1}}
                                )["adjudicationBundlePrepare"]["bundle"]
    run_jobs()
    outsider = module_parties("Other Co")
    assert errors_of(outsider.gql(PREPARE, {"input": {"contractId": served.id}})) == ["Contract not found"]
    assert outsider.ok(BUNDLE, {"c": served.id, "id": bundle["bundleId"]})["adjudicationBundle"] is None
    url = served.supplier.ok(BUNDLE, {"c": served.id, "id": bundle["bundleId"]})["adjudicationBundle"]["downloadUrl"]
    assert outsider.client.get(url).status_code == 404


def test_a_notice_served_by_post_has_its_service_record_in_the_bundle(contract, run_jobs):
    """Served by a person (s 80): the service record says how, when and on whom, on the respondent and the
    owner, with the SHA-256 of the PDF served, and the index names the manner."""
    record = ("mutation($input: AdjudicationServiceInput!) { adjudicationNoticeRecordService(input: $input) "
              "{ notice { sha256 } } }")
    owner_record = ("mutation($input: AdjudicationServiceInput!) { adjudicationOwnerRecordService(input: $input) "
                    "{ notice { number } } }")
    p = contract()
    with on_day("2026-02-02"):
        submit(p, run_jobs)
    with on_day("2026-03-04"):
        p.supplier.ok(PREPARE_NOTICE, {"input": {
            "contractId": p.id, "claimNumbers": [1], "dispute": "Unpaid claim 1", "arose": "On site, February 2026",
            "chargingOrder": True, "ownerLiability": True, "ownerName": "Harbour Land Ltd",
            "ownerAddress": "1 Quay St, Auckland"}})
        sha256 = p.supplier.ok(record, {"input": {"contractId": p.id, "number": 1, "manner": "POST",
                                                  "servedOn": "2026-03-02", "servedTo": "PO Box 1, Auckland"}}
                               )["adjudicationNoticeRecordService"]["notice"]["sha256"]
        p.supplier.ok(owner_record, {"input": {"contractId": p.id, "number": 1, "manner": "PERSONAL",
                                               "servedOn": "2026-03-03", "servedTo": "Harbour Land's director"}})
        bundle, data = bundle_of(p, run_jobs, noticeNumber=1)
    archive = zipfile.ZipFile(io.BytesIO(data))
    manifest = json.loads(archive.read("manifest.json"))
    titles = [d["title"] for d in manifest["documents"]]
    assert titles[:2] == ["Notice of adjudication 1, dated 2 March 2026",
                          "Service record of notice of adjudication 1 (served by post on 2 March 2026)"]
    assert manifest["documents"][0]["sha256"] == sha256  # the PDF in the bundle is the one whose hash was recorded
    index = PdfReader(io.BytesIO(archive.read("bundle.pdf"))).pages[0].extract_text()
    assert "served by post on 2 March 2026" in " ".join(index.split())
    record_text = " ".join(PdfReader(io.BytesIO(archive.read(manifest["documents"][1]["file"]))).pages[0]
                           .extract_text().split())
    for words in ("The notice was served by post on 2 March 2026", "PO Box 1, Auckland", "The owner, Harbour Land Ltd",
                  "by personal delivery", "3 March 2026", "Harbour Land's director"):
        assert words in record_text, words
    assert "recipients below" not in record_text
