"""Claims and payment schedules received outside Claimdesk (issue 34): recorded by one side, they
follow the Act's dates and states exactly as documents served here do (app.payments.received)."""
from datetime import date

from app.domain.working_days import add_working_days, today_in_auckland
from tests.api.factories import (  # noqa: F401  (create_project: a fixture)
    CREATE as CONTRACT_CREATE, PDF, PNG, by_slug, create_project, download, errors_of, on_day, org_gid, schedule_mails,
    sub_input, upload,
)
from tests.api.payments.conftest import STANDING
from tests.auth_helpers import unique_email

RECORD_CLAIM = """mutation($input: ReceivedClaimRecordInput!) { receivedClaimRecord(input: $input) { claim {
  number status recordedFrom receivedFileUrl viewerCanSchedule viewerCanRecordSchedule
  latest { dueDate periodFrom periodTo }
  standing { %s }
} } }""" % STANDING
RECORD_SCHEDULE = """mutation($input: ReceivedScheduleRecordInput!) { receivedScheduleRecord(input: $input) { claim {
  number status scheduleRecordedFrom viewerCanRecordSchedule
  schedule { status dueDate notes scheduleExcl scheduleTax givenLate sentAt }
  standing { %s }
} } }""" % STANDING
CLAIM = """query($id: ID!, $n: Int!) { node(id: $id) { ... on Contract { viewerCanRecordReceivedClaim claim(number: $n) {
  number status recordedFrom scheduleRecordedFrom receivedFileUrl viewerCanSchedule viewerCanRecordSchedule
  schedule { status scheduleExcl scheduleTax claimedExcl claimedTax givenLate lines { itemId name claimed scheduled } }
  standing { %s }
} } } }""" % STANDING
INBOX = """query { claimList(box: Inbox) { claims(first: 100) { edges { node {
  contractId claim { number recordedFrom standing { state nextLabel } }
} } } } }"""
UPDATE = """mutation($input: PaymentScheduleUpdateInput!) { paymentScheduleUpdate(input: $input) {
  claim { schedule { version } } } }"""
SEND = """mutation($id: ID!, $n: Int!) { paymentScheduleSend(input: {contractId: $id, number: $n}) {
  claim { status schedule { givenLate } standing { state badges { text } payable } } } }"""


def _claim_input(contract_id, pdf_id, served_on, **changes):
    data = {"contractId": contract_id, "file": {"id": pdf_id, "filename": "Claim 7 - Sparky.pdf"},
            "servedOn": served_on, "manner": "email", "claimed": 1_150_000, "dueDate": "2026-12-20",
            "reference": "INV-0042"}
    data.update(changes)
    return data


def record_claim(ws, contract_id, served_on, **changes):
    pdf = changes.pop("pdf", None) or upload(ws, PDF, "application/pdf")
    return ws.gql(RECORD_CLAIM, {"input": _claim_input(contract_id, pdf, served_on, **changes)})


def record_schedule(ws, contract_id, number, received_on, **changes):
    pdf = upload(ws, PDF, "application/pdf")
    data = {"contractId": contract_id, "number": number, "file": {"id": pdf, "filename": "Schedule.pdf"},
            "receivedOn": received_on, "manner": "email", "scheduled": 920_000, "paymentDate": "2027-01-20",
            "reasons": "Framing not complete"}
    data.update(changes)
    return ws.gql(RECORD_SCHEDULE, {"input": data})


def fields_of(body) -> list[str | None]:
    return [(e.get("extensions") or {}).get("field") for e in body.get("errors", [])]


def working_days_ago(days: int) -> date:
    """The day `days` working days before today (Auckland): what counts `days` working days to today."""
    today = today_in_auckland()
    day = today
    while add_working_days(day, days) >= today:
        day = date.fromordinal(day.toordinal() - 1)
    return date.fromordinal(day.toordinal() + 1)


def schedule_one_line(ws, contract_id, number, scheduled, reason, notes):
    """The payer's schedule of a received claim: its one line, scheduled as the payer decides."""
    claim = ws.ok(CLAIM, {"id": contract_id, "n": number})["node"]["claim"]
    [line] = claim["schedule"]["lines"]
    excl = scheduled
    tax = (excl * 15 + 50) // 100
    body = ws.gql(UPDATE, {"input": {
        "contractId": contract_id, "number": number, "claimRev": 1, "version": 0, "dueDate": "2027-01-20",
        "isTaxInvoice": False, "lines": [{"itemId": line["itemId"], "scheduled": scheduled, "reason": reason}],
        "adjustExcl": 0, "adjustTax": 0, "scheduleExcl": excl, "scheduleTax": tax, "notes": notes, "reference": ""}})
    assert "errors" not in body, body
    return ws.gql(SEND, {"id": contract_id, "n": number})


# ---- claims received ----------------------------------------------------------------------------------

def test_a_claim_served_25_working_days_ago_is_schedule_overdue_at_once_and_its_schedule_is_given_late(contract):
    p = contract()
    served = working_days_ago(25)
    body = record_claim(p.customer, p.id, served.isoformat())
    assert "errors" not in body, body
    claim = body["data"]["receivedClaimRecord"]["claim"]
    assert claim["number"] == 1 and claim["status"] == "Sent"
    assert claim["recordedFrom"] == "Recorded by Client Co from a claim received by email"
    standing = claim["standing"]
    assert standing["state"] == "ScheduleOverdue" and standing["scheduleOverdue"]
    assert standing["scheduleDeadline"] == add_working_days(served, 20).isoformat()
    assert standing["claimed"] == 1_150_000 and standing["payable"] == 1_150_000
    assert [b["text"] for b in standing["badges"]][:1] == ["Schedule overdue"]
    assert claim["latest"]["dueDate"] == "2026-12-20"
    assert claim["viewerCanSchedule"] and not claim["viewerCanRecordSchedule"]
    # In the Inbox like any other claim, with the one name of its deadline.
    rows = [e["node"] for e in p.customer.ok(INBOX)["claimList"]["claims"]["edges"] if e["node"]["contractId"] == p.id]
    assert rows == [{"contractId": p.id, "claim": {"number": 1, "recordedFrom": claim["recordedFrom"],
                                                    "standing": {"state": "ScheduleOverdue",
                                                                 "nextLabel": "Schedule overdue"}}}]
    # The supplier, on Claimdesk, reads it as recorded by its customer.
    seen = p.supplier.ok(CLAIM, {"id": p.id, "n": 1})["node"]["claim"]
    assert seen["recordedFrom"] == "Recorded by Client Co from a claim received by email"
    assert seen["standing"]["state"] == "ScheduleOverdue"
    # Answered with a schedule built here, from its one line of the claimed amount: given late.
    sent = schedule_one_line(p.customer, p.id, 1, 1_000_000, "", [])
    assert "errors" not in sent, sent
    answered = sent["data"]["paymentScheduleSend"]["claim"]
    assert answered["status"] == "Scheduled" and answered["schedule"]["givenLate"]
    assert "Given late" in [b["text"] for b in answered["standing"]["badges"]]
    assert answered["standing"]["payable"] == 1_150_000  # given late: the claimed amount stays payable


def test_a_claim_recorded_in_time_is_awaiting_its_schedule_and_its_file_is_the_pdf_received(contract):
    p = contract()
    today = today_in_auckland()
    body = record_claim(p.customer, p.id, today.isoformat(), manner="post", periodFrom="2026-10-01",
                        periodTo="2026-10-31", claimed=1_000_001)
    assert "errors" not in body, body
    claim = body["data"]["receivedClaimRecord"]["claim"]
    assert claim["recordedFrom"] == "Recorded by Client Co from a claim received by post"
    assert claim["standing"]["state"] == "AwaitingSchedule"
    assert claim["standing"]["scheduleDeadline"] == add_working_days(today, 20).isoformat()
    assert claim["standing"]["claimed"] == 1_000_001  # the total as the claim states it, to the cent
    assert claim["latest"]["periodFrom"] == "2026-10-01" and claim["latest"]["periodTo"] == "2026-10-31"
    for ws in (p.customer, p.supplier):
        url = ws.ok(CLAIM, {"id": p.id, "n": 1})["node"]["claim"]["receivedFileUrl"]
        response = download(ws.client, url)
        assert response.status_code == 200 and response.data == PDF
    # Its schedule starts from one line of the claimed amount, excluding GST.
    schedule = p.customer.ok(CLAIM, {"id": p.id, "n": 1})["node"]["claim"]["schedule"]
    assert [(l["name"], l["claimed"], l["scheduled"]) for l in schedule["lines"]] == [
        ("Claimed amount", 869_566, 869_566)]
    assert schedule["claimedExcl"] + schedule["claimedTax"] == 1_000_001
    # A schedule given in time: payable is what it schedules.
    sent = schedule_one_line(p.customer, p.id, 1, 800_000, "Defects", ["Defects in the framing"])
    answered = sent["data"]["paymentScheduleSend"]["claim"]
    assert not answered["schedule"]["givenLate"] and answered["standing"]["payable"] == 920_000


def test_a_service_date_in_the_future_is_refused_beside_its_field(contract):
    p = contract()
    with on_day("2026-11-10"):
        body = record_claim(p.customer, p.id, "2026-11-11")
        assert errors_of(body) == ["The date of service cannot be in the future"]
        assert fields_of(body) == ["servedOn"]
        assert p.customer.ok(CLAIM, {"id": p.id, "n": 1})["node"]["claim"] is None  # nothing recorded
        for changes, message, field in (
                ({"servedOn": None}, "The date of service is required", "servedOn"),
                ({"manner": None}, "Choose how it was received", "manner"),
                ({"claimed": -1}, "The claimed amount must be an amount of nil or more", "claimed"),
                ({"dueDate": None}, "The claim's due date is required", "dueDate"),
                ({"periodFrom": "2026-10-31", "periodTo": "2026-10-01"},
                 "The period must end on or after the day it starts", "periodTo"),
                ({"file": None}, "Attach the payment claim as received (a PDF)", "file")):
            body = record_claim(p.customer, p.id, "2026-11-10", **changes)
            assert (errors_of(body), fields_of(body)) == ([message], [field]), changes
        png = upload(p.customer, PNG, "image/png")
        body = p.customer.gql(RECORD_CLAIM, {"input": {**_claim_input(p.id, png, "2026-11-10"),
                                                       "file": {"id": png, "filename": "photo.png"}}})
        assert errors_of(body) == ["photo.png is not a PDF: attach the payment claim as received, as a PDF"]
        assert fields_of(body) == ["file"]


def test_only_the_customer_side_with_its_permission_records_a_received_claim(contract, module_parties):
    p = contract()
    today = today_in_auckland().isoformat()
    assert errors_of(record_claim(p.supplier, p.id, today)) == ["You do not have permission"]
    viewer = p.customer.add_member(permissions=["ProgressClaims", "ContractView", "ContractComment"])
    assert errors_of(record_claim(viewer, p.id, today)) == ["You do not have permission"]
    stranger = module_parties("Nosy Parker")
    assert errors_of(record_claim(stranger, p.id, today)) == ["Contract not found"]
    assert not viewer.ok(CLAIM, {"id": p.id, "n": 1})["node"]["viewerCanRecordReceivedClaim"]
    assert p.customer.ok(CLAIM, {"id": p.id, "n": 1})["node"]["viewerCanRecordReceivedClaim"]
    assert not p.supplier.ok(CLAIM, {"id": p.id, "n": 1})["node"]["viewerCanRecordReceivedClaim"]
    # Another organisation's upload is not the customer's to attach.
    theirs = upload(p.supplier, PDF, "application/pdf")
    body = record_claim(p.customer, p.id, today, pdf=theirs)
    assert fields_of(body) == ["file"]
    assert p.customer.ok(CLAIM, {"id": p.id, "n": 1})["node"]["claim"] is None


# ---- schedules received -----------------------------------------------------------------------------

def test_a_schedule_recorded_by_the_supplier_in_time_makes_the_claim_scheduled(scheduled_contract):
    s = scheduled_contract(served="2026-11-02")
    with on_day("2026-11-20"):
        body = record_schedule(s.supplier, s.id, 1, "2026-11-16")
        assert "errors" not in body, body
        claim = body["data"]["receivedScheduleRecord"]["claim"]
        assert claim["status"] == "Scheduled"
        assert claim["scheduleRecordedFrom"] == "Recorded by Acme Builders from a payment schedule received by email"
        schedule = claim["schedule"]
        assert (schedule["status"], schedule["givenLate"], schedule["dueDate"]) == ("Sent", False, "2027-01-20")
        assert schedule["scheduleExcl"] + schedule["scheduleTax"] == 920_000
        assert schedule["notes"] == ["Framing not complete"]
        standing = claim["standing"]
        assert standing["scheduled"] == 920_000 and standing["payable"] == 920_000
        assert standing["paymentDue"] == "2027-01-20" and not standing["scheduleGivenLate"]
        assert [b["text"] for b in standing["badges"]][:1] == ["Scheduled for 20 Jan 2027"]
        # The customer (on Claimdesk) reads the same standing, and the schedule as recorded by the supplier.
        seen = s.customer.ok(CLAIM, {"id": s.id, "n": 1})["node"]["claim"]
        assert seen["standing"] == standing and not seen["viewerCanSchedule"]
        assert seen["scheduleRecordedFrom"] == claim["scheduleRecordedFrom"]
        # Once only.
        assert errors_of(record_schedule(s.supplier, s.id, 1, "2026-11-16")) == [
            "A payment schedule has already been sent for this claim"]


def test_a_schedule_received_after_the_deadline_is_given_late(scheduled_contract):
    s = scheduled_contract(served="2026-10-01")
    deadline = s.supplier.ok(CLAIM, {"id": s.id, "n": 1})["node"]["claim"]["standing"]["scheduleDeadline"]
    late = add_working_days(date.fromisoformat(deadline), 1).isoformat()
    with on_day("2026-11-20"):
        body = record_schedule(s.supplier, s.id, 1, late)
        claim = body["data"]["receivedScheduleRecord"]["claim"]
        assert claim["status"] == "Scheduled" and claim["schedule"]["givenLate"]
        standing = claim["standing"]
        assert standing["scheduleGivenLate"] and "Given late" in [b["text"] for b in standing["badges"]]
        assert standing["payable"] == standing["claimed"]  # s 22: the claimed amount stays payable


def test_a_schedule_received_on_the_deadline_is_in_time(scheduled_contract):
    s = scheduled_contract(served="2026-10-01")
    deadline = s.supplier.ok(CLAIM, {"id": s.id, "n": 1})["node"]["claim"]["standing"]["scheduleDeadline"]
    with on_day("2026-11-20"):
        claim = record_schedule(s.supplier, s.id, 1, deadline)["data"]["receivedScheduleRecord"]["claim"]
        assert not claim["schedule"]["givenLate"] and claim["standing"]["payable"] == 920_000


def test_a_schedule_received_in_the_future_or_before_the_claim_is_refused_beside_its_field(scheduled_contract):
    s = scheduled_contract(served="2026-11-02")
    with on_day("2026-11-10"):
        body = record_schedule(s.supplier, s.id, 1, "2026-11-11")
        assert (errors_of(body), fields_of(body)) == (["The date received cannot be in the future"], ["receivedOn"])
        body = record_schedule(s.supplier, s.id, 1, "2026-10-30")
        assert errors_of(body) == ["The payment schedule cannot have been received before the claim was served "
                                   "(2 November 2026)"]
        assert fields_of(body) == ["receivedOn"]
        body = record_schedule(s.supplier, s.id, 1, "2026-11-05", paymentDate=None)
        assert (errors_of(body), fields_of(body)) == (["The payment date is required"], ["paymentDate"])
        assert s.supplier.ok(CLAIM, {"id": s.id, "n": 1})["node"]["claim"]["status"] == "Sent"


def test_only_the_supplier_side_records_a_received_schedule(scheduled_contract, module_parties):
    s = scheduled_contract()
    today = today_in_auckland().isoformat()
    assert errors_of(record_schedule(s.customer, s.id, 1, today)) == ["You do not have permission"]
    drafter = s.supplier.add_member(permissions=["ProgressClaims", "ContractView", "ContractComment"])
    assert errors_of(record_schedule(drafter, s.id, 1, today)) == ["You do not have permission"]
    assert errors_of(record_schedule(module_parties("Nosy Parker"), s.id, 1, today)) == ["Contract not found"]
    assert s.supplier.ok(CLAIM, {"id": s.id, "n": 1})["node"]["claim"]["viewerCanRecordSchedule"]
    assert not s.customer.ok(CLAIM, {"id": s.id, "n": 1})["node"]["claim"]["viewerCanRecordSchedule"]
    assert s.customer.ok(CLAIM, {"id": s.id, "n": 1})["node"]["claim"]["status"] == "Sent"


# ---- a subcontractor not on Claimdesk ---------------------------------------------------------------------

def test_a_claim_from_a_subcontractor_not_on_claimdesk_is_answered_by_email_with_the_schedule_pdf(
        module_parties, create_project, run_jobs, dev_mail):
    head, client = module_parties("Acme Builders"), module_parties("Client Co")
    parent = create_project(head, customer_ws=client)
    email = unique_email("sparky")
    contract = head.ok(CONTRACT_CREATE, {"input": sub_input(parent["id"], emails=[email], contact={
        "name": "Sparky", "entityName": "Sparky Electrical Ltd"})})["contractCreate"]["contract"]
    contract = by_slug(head, contract)
    body = record_claim(head, contract["id"], today_in_auckland().isoformat())
    assert "errors" not in body, body
    assert body["data"]["receivedClaimRecord"]["claim"]["standing"]["state"] == "AwaitingSchedule"
    sent = schedule_one_line(head, contract["id"], 1, 1_000_000, "", [])
    assert "errors" not in sent, sent
    run_jobs()
    [mail] = schedule_mails(dev_mail, email)
    [attached] = mail["attachments"]
    assert attached["name"].endswith(".pdf")
    # The schedule answers the claim under the supplier's own reference: none made up by Claimdesk.
    assert "your payment claim Claim 1 (INV-0042) for" in mail["text"]
    assert "INV-SPAR" not in mail["text"] and "INV-SPAR" not in mail["html"]


RECEIVED_DOCUMENT = """query($id: ID!, $n: Int!) { node(id: $id) { ... on Contract { claim(number: $n) {
  recordedFrom receivedManner receivedFileUrl pdfDownloadUrl csvDownloadUrl
  latest { date dueDate periodFrom periodTo invoiceReference netPayment }
  schedule { pdfDownloadUrl }
} } } }"""


def test_a_received_claim_is_drawn_as_received_never_with_a_made_up_invoice_number(contract, tmp_path, run_jobs):
    from tests.api.factories import flat, rendered

    p = contract()
    served = working_days_ago(3)
    body = record_claim(p.customer, p.id, served.isoformat(), reference="SP-0007", periodFrom="2026-10-01",
                        periodTo="2026-10-31")
    assert "errors" not in body, body
    for ws in (p.customer, p.supplier):
        claim = ws.ok(RECEIVED_DOCUMENT, {"id": p.id, "n": 1})["node"]["claim"]
        assert claim["receivedManner"] == "email"
        assert claim["latest"] == {"date": served.isoformat(), "dueDate": "2026-12-20", "periodFrom": "2026-10-01",
                                   "periodTo": "2026-10-31", "invoiceReference": "SP-0007", "netPayment": 1_150_000}
        # Its document is the PDF received; there are no lines of Claimdesk's to export.
        assert claim["pdfDownloadUrl"] == claim["receivedFileUrl"] and claim["csvDownloadUrl"] is None
    # The export door refuses it too, with a clear message.
    sent_csv = ("/v1/export/claim?revision=latest&attachment=1&contract={id}&sid={sid}&org={org}&number=1"
                .format(id=p.id, sid=p.customer.account_id, org=p.customer.org["slug"]))
    refused = p.customer.client.get(sent_csv)
    assert refused.status_code == 404
    assert "no lines to export" in refused.get_data(as_text=True)
    # Its schedule's PDF names the supplier's reference, never an INV- number of Claimdesk's.
    sent = schedule_one_line(p.customer, p.id, 1, 1_000_000, "", [])
    assert "errors" not in sent, sent
    url = p.customer.ok(RECEIVED_DOCUMENT, {"id": p.id, "n": 1})["node"]["claim"]["schedule"]["pdfDownloadUrl"]
    text = flat(rendered(p.customer, url, run_jobs).data, tmp_path)
    assert "SP-0007" in text and "INV-" not in text

    # Recorded with no reference: none is shown, and none made up.
    body = record_claim(p.customer, p.id, served.isoformat(), reference=None)
    assert "errors" not in body, body
    claim = p.customer.ok(RECEIVED_DOCUMENT, {"id": p.id, "n": 2})["node"]["claim"]
    assert claim["latest"]["invoiceReference"] == ""


def test_the_supplier_cannot_change_void_or_resend_a_claim_its_customer_recorded(contract):
    p = contract()
    record_claim(p.customer, p.id, today_in_auckland().isoformat())
    refused = "This claim was recorded by the customer from a claim it received outside Claimdesk"
    for mutation in ("claimChangeToDraft", "claimDelete", "claimResend"):
        body = p.supplier.gql("mutation($id: ID!) { %s(input: {contractId: $id, number: 1}) { claim { status } } }"
                              % mutation, {"id": p.id})
        assert errors_of(body) == [refused], mutation
    claim = p.supplier.ok(CLAIM, {"id": p.id, "n": 1})["node"]["claim"]
    assert claim["status"] == "Sent"


INBOX_ROWS = """query { claimList(box: Inbox) { claims(first: 50) { edges { node {
  contractId claim { number recordedFrom pdfViewUrl scheduleRecordedFrom viewerCanRecordSchedule
                     standing { state nextLabel badges { text } } }
} } } } }"""


def _inbox_statements(ws) -> tuple[int, list]:
    from app.db import db
    from tests.querycount import count_queries

    ws.ok(INBOX_ROWS)
    with ws.app.app_context():
        engine = db.engine
    with count_queries(engine) as log:
        data = ws.ok(INBOX_ROWS)
    return log.count, [e["node"] for e in data["claimList"]["claims"]["edges"]]


def test_the_inbox_reads_received_claims_in_a_fixed_number_of_statements(project, party, module_parties):
    supplier, customer = module_parties("Acme Builders"), party("Client Co")  # the customer's Inbox is counted
    today = today_in_auckland().isoformat()
    record_claim(customer, project(site_name="First", supplier=supplier, customer=customer).id, today)
    few, rows_few = _inbox_statements(customer)
    for i in range(3):
        record_claim(customer, project(site_name=f"Site {i}", supplier=supplier, customer=customer).id, today)
    many, rows_many = _inbox_statements(customer)
    assert (len(rows_few), len(rows_many)) == (1, 4)
    assert all(r["claim"]["recordedFrom"] and r["claim"]["pdfViewUrl"].startswith("/files/a/") for r in rows_many)
    assert many == few, (few, many)


def test_a_received_schedule_is_its_pdf_as_received_and_states_no_lines(scheduled_contract):
    s = scheduled_contract(served="2026-11-02")
    query = """query($id: ID!, $n: Int!) { node(id: $id) { ... on Contract { claim(number: $n) {
      schedule { pdfDownloadUrl pdfViewUrl lines { itemId } } } } } }"""
    with on_day("2026-11-20"):
        record_schedule(s.supplier, s.id, 1, "2026-11-16")
        for ws in (s.supplier, s.customer):
            schedule = ws.ok(query, {"id": s.id, "n": 1})["node"]["claim"]["schedule"]
            assert schedule["lines"] == []
            assert schedule["pdfViewUrl"] == schedule["pdfDownloadUrl"]
            response = download(ws.client, schedule["pdfDownloadUrl"])
            assert response.status_code == 200 and response.data == PDF


# ---- a supplier not registered for GST --------------------------------------------------------------------

NOT_REGISTERED = """mutation($input: OrganisationBusinessUpdateInput!) {
  organisationBusinessUpdate(input: $input) { contact { gstRegistered } } }"""


def test_a_claim_received_from_a_supplier_not_registered_for_gst_is_all_excl_and_its_schedule_charges_none(
        project, party, module_parties):
    p = project(supplier=party("Acme Builders"), customer=module_parties("Client Co"))  # its supplier's GST changes
    p.supplier.ok(NOT_REGISTERED, {"input": {"orgId": org_gid(p.supplier), "entityName": "Sparky Limited",
                                             "address": "1 Main Road, Auckland", "gstRegistered": False}})
    body = record_claim(p.customer, p.id, today_in_auckland().isoformat(), claimed=1_000_000)
    assert "errors" not in body, body
    assert body["data"]["receivedClaimRecord"]["claim"]["standing"]["claimed"] == 1_000_000
    claim = p.customer.ok(CLAIM, {"id": p.id, "n": 1})["node"]["claim"]
    assert (claim["schedule"]["claimedExcl"], claim["schedule"]["claimedTax"]) == (1_000_000, 0)
    # A schedule the supplier records for it splits no GST off either.
    recorded = record_schedule(p.supplier, p.id, 1, today_in_auckland().isoformat(), scheduled=900_000)
    assert "errors" not in recorded, recorded
    schedule = recorded["data"]["receivedScheduleRecord"]["claim"]["schedule"]
    assert (schedule["scheduleExcl"], schedule["scheduleTax"]) == (900_000, 0)


# ---- the activity --------------------------------------------------------------------------------------

CLAIM_ACTIVITY = """query($id: ID!, $n: Int!) { node(id: $id) { ... on Contract { claim(number: $n) {
  activity { type comment user { name } } } } } }"""


def test_recording_a_claim_and_a_schedule_received_is_on_the_claim_and_the_contract_activity(scheduled_project):
    from tests.api.factories import feed

    s = scheduled_project(served="2026-11-02")
    with on_day("2026-11-20"):
        record_schedule(s.supplier, s.id, 1, "2026-11-16", manner="post")
    for ws in (s.supplier, s.customer):
        entries = ws.ok(CLAIM_ACTIVITY, {"id": s.id, "n": 1})["node"]["claim"]["activity"]
        assert entries[0]["type"] == "recorded a payment schedule received by post on 16 November 2026"
        assert entries[0]["comment"] is None and entries[0]["user"]["name"]
        mine = [e for e in feed(ws, last=100, q="recorded")["entries"]
                if e["contractId"] == s.id and e["claimNumber"] == 1]
        assert [e["type"] for e in mine] == ["recorded a payment schedule received by post on 16 November 2026"]


def test_recording_a_claim_received_is_on_its_activity_for_both_sides(project):
    from tests.api.factories import feed

    p = project()
    served = working_days_ago(2)
    record_claim(p.customer, p.id, served.isoformat(), manner="hand")
    said = f"recorded a payment claim received by hand on {served.day} {served:%B %Y}"
    for ws in (p.customer, p.supplier):
        [entry] = ws.ok(CLAIM_ACTIVITY, {"id": p.id, "n": 1})["node"]["claim"]["activity"]
        assert entry["type"] == said and entry["comment"] is None
        assert said in [e["type"] for e in feed(ws, last=100)["entries"] if e["contractId"] == p.id]
    # Searched like any other entry.
    assert [e["type"] for e in feed(p.customer, q="received")["entries"] if e["contractId"] == p.id] == [said]
    # A refused record writes none.
    refused = record_claim(p.customer, p.id, "2999-01-01")
    assert fields_of(refused) == ["servedOn"]
    assert len(p.customer.ok(CLAIM_ACTIVITY, {"id": p.id, "n": 1})["node"]["claim"]["activity"]) == 1


# ---- the payer's own breakdown, and the supplier's next claim ------------------------------------------------

def test_the_suppliers_next_claim_never_copies_the_claimed_amount_line_of_a_received_claim(contract):
    from tests.api.factories import CLAIM_CREATE

    p = contract()
    record_claim(p.customer, p.id, working_days_ago(3).isoformat())
    record_schedule(p.supplier, p.id, 1, today_in_auckland().isoformat())
    created = p.supplier.gql(CLAIM_CREATE, {"id": p.id})
    assert "errors" not in created, created
    draft = created["data"]["claimCreate"]["claim"]["draft"]
    assert draft is not None
    assert "Claimed amount" not in [line["entry"]["name"] for line in draft["lines"]]
    assert draft["poNumber"] == ""  # the supplier's reference as its customer recorded it is no PO of its own
    assert draft["number"] == 2


BREAKDOWN = """query($id: ID!, $n: Int!) { node(id: $id) { ... on Contract { claim(number: $n) {
  schedule { status version claimedExcl scheduleExcl lines { itemId name claimed scheduled reason removable removed } }
  standing { claimed scheduled }
} } } }"""


def _save(ws, contract_id, version, lines, excl, notes=()):
    return ws.gql(UPDATE, {"input": {
        "contractId": contract_id, "number": 1, "claimRev": 1, "version": version, "dueDate": "2027-01-20",
        "isTaxInvoice": False, "lines": lines, "adjustExcl": 0, "adjustTax": 0, "scheduleExcl": excl,
        "scheduleTax": (excl * 15 + 50) // 100, "notes": list(notes), "reference": ""}})


def test_the_payer_breaks_a_received_claim_down_into_its_own_lines_and_the_claimed_amount_stays(
        project, party, module_parties, run_jobs, dev_mail):
    p = project(supplier=party("Acme Builders"), customer=module_parties("Client Co"))  # the supplier's mail is read
    record_claim(p.customer, p.id, working_days_ago(2).isoformat(), claimed=1_150_000)
    schedule = p.customer.ok(BREAKDOWN, {"id": p.id, "n": 1})["node"]["claim"]["schedule"]
    assert schedule["lines"] == [{"itemId": "received", "name": "Claimed amount", "claimed": 1_000_000,
                                  "scheduled": 1_000_000, "reason": "", "removable": True, "removed": False}]
    # Refused beside their fields: a line of its own with no name, an id of no line.
    unnamed = _save(p.customer, p.id, 0, [{"itemId": "own-1", "scheduled": 5, "reason": ""}], 1_000_005)
    assert fields_of(unnamed) == ["lines.0.name"] and errors_of(unnamed) == ["Name the line"]
    stranger = _save(p.customer, p.id, 0, [{"itemId": "a1", "name": "X", "scheduled": 5, "reason": ""}], 1_000_005)
    assert fields_of(stranger) == ["lines.0.itemId"]
    # The claim's line left out, two of the payer's own added and one renamed: the claimed amount stays.
    lines = [{"itemId": "own-rough", "name": "Rough-in", "scheduled": 600_000, "reason": ""},
             {"itemId": "received", "scheduled": 0, "reason": "", "removed": True},
             {"itemId": "own-fit", "name": "Fit-off (second fix)", "scheduled": 200_000, "reason": "Half done"}]
    saved = _save(p.customer, p.id, 0, lines, 800_000, ["Second fix half done at the end of the period"])
    assert "errors" not in saved, saved
    schedule = p.customer.ok(BREAKDOWN, {"id": p.id, "n": 1})["node"]["claim"]["schedule"]
    assert [(line["itemId"], line["name"], line["claimed"], line["scheduled"], line["removed"])
            for line in schedule["lines"]] == [("own-rough", "Rough-in", 0, 600_000, False),
                                               ("received", "Claimed amount", 1_000_000, 0, True),
                                               ("own-fit", "Fit-off (second fix)", 0, 200_000, False)]
    assert (schedule["claimedExcl"], schedule["scheduleExcl"]) == (1_000_000, 800_000)
    lines[0]["name"] = "Rough-in (level 1)"
    assert "errors" not in _save(p.customer, p.id, 1, lines, 800_000, ["Second fix half done"])
    sent = p.customer.gql(SEND, {"id": p.id, "n": 1})
    assert "errors" not in sent, sent
    claim = p.customer.ok(BREAKDOWN, {"id": p.id, "n": 1})["node"]["claim"]
    assert claim["standing"]["claimed"] == 1_150_000 and claim["standing"]["scheduled"] == 920_000
    assert [line["name"] for line in claim["schedule"]["lines"]] == ["Rough-in (level 1)", "Claimed amount",
                                                                    "Fit-off (second fix)"]
    run_jobs()
    [mail] = [m for m in schedule_mails(dev_mail, p.supplier.email)]
    assert "Rough-in (level 1)" in mail["text"] and "Fit-off (second fix)" in mail["text"]


def test_the_claimed_amount_line_renamed_needs_a_reason_only_where_it_differs(contract):
    p = contract()
    record_claim(p.customer, p.id, working_days_ago(2).isoformat(), claimed=1_150_000)
    lines = [{"itemId": "received", "name": "Electrical, October", "scheduled": 900_000, "reason": ""}]
    assert "errors" not in _save(p.customer, p.id, 0, lines, 900_000, ["Short"])
    refused = p.customer.gql(SEND, {"id": p.id, "n": 1})
    assert errors_of(refused) == ["Please fix the errors before submitting: Reason required for Electrical, October"]


# ---- a record made by mistake: corrected or deleted --------------------------------------------------------------

CORRECT = """mutation($input: ReceivedClaimCorrectInput!) { receivedClaimCorrect(input: $input) { claim {
  number status receivedManner viewerCanChangeRecord latest { date dueDate invoiceReference netPayment }
  standing { %s } activity { type } } } }""" % STANDING
DELETE = """mutation($id: ID!, $n: Int!) { receivedClaimDelete(input: {contractId: $id, number: $n}) {
  claim { number status } } }"""
CLAIMS = "query($id: ID!) { node(id: $id) { ... on Contract { claims { number status } } } }"


def _correction(contract_id, number, served_on, **changes):
    data = {"contractId": contract_id, "number": number, "servedOn": served_on, "manner": "email",
            "claimed": 1_150_000, "dueDate": "2026-12-20", "reference": "INV-0042"}
    data.update(changes)
    return data


def test_a_record_made_by_mistake_is_corrected_and_its_deadline_counted_again(contract):
    p = contract()
    late = working_days_ago(25)
    record_claim(p.customer, p.id, late.isoformat())
    assert p.customer.ok(CLAIM, {"id": p.id, "n": 1})["node"]["claim"]["standing"]["state"] == "ScheduleOverdue"
    assert p.customer.ok(CLAIM_CHANGE, {"id": p.id, "n": 1})["node"]["claim"]["viewerCanChangeRecord"]
    # Refused beside its field, as at recording; the other side may not correct it.
    future = p.customer.gql(CORRECT, {"input": _correction(p.id, 1, "2999-01-01")})
    assert fields_of(future) == ["servedOn"]
    assert errors_of(p.supplier.gql(CORRECT, {"input": _correction(p.id, 1, late.isoformat())})) == [
        "You do not have permission"]
    assert not p.supplier.ok(CLAIM_CHANGE, {"id": p.id, "n": 1})["node"]["claim"]["viewerCanChangeRecord"]

    served = working_days_ago(2)
    body = p.customer.gql(CORRECT, {"input": _correction(p.id, 1, served.isoformat(), claimed=1_000_000,
                                                         manner="post", reference="SP-9")})
    assert "errors" not in body, body
    claim = body["data"]["receivedClaimCorrect"]["claim"]
    assert claim["standing"]["state"] == "AwaitingSchedule"
    assert claim["standing"]["scheduleDeadline"] == add_working_days(served, 20).isoformat()
    assert claim["standing"]["claimed"] == claim["standing"]["payable"] == 1_000_000
    assert claim["latest"] == {"date": served.isoformat(), "dueDate": "2026-12-20", "invoiceReference": "SP-9",
                               "netPayment": 1_000_000}
    assert claim["receivedManner"] == "post"
    assert claim["activity"][0]["type"] == (
        f"corrected the record of a payment claim received date of service {late.day} {late:%B %Y} \u2192 "
        f"{served.day} {served:%B %Y}; received by email \u2192 by post; claimed amount $11,500.00 \u2192 "
        f"$10,000.00; reference \u2192 SP-9")
    # The supplier, on Claimdesk, reads the corrected claim and the entry.
    seen = p.supplier.ok(CLAIM, {"id": p.id, "n": 1})["node"]["claim"]["standing"]
    assert seen["state"] == "AwaitingSchedule" and seen["claimed"] == 1_000_000
    # Its schedule starts from the corrected amount.
    schedule = p.customer.ok(BREAKDOWN, {"id": p.id, "n": 1})["node"]["claim"]["schedule"]
    assert schedule["claimedExcl"] == 869_565 and schedule["lines"][0]["claimed"] == 869_565  # + GST 130,435


CLAIM_CHANGE = """query($id: ID!, $n: Int!) { node(id: $id) { ... on Contract { claim(number: $n) {
  viewerCanChangeRecord } } } }"""


def test_a_record_is_corrected_or_deleted_only_while_nothing_hangs_on_it(contract, scheduled_contract):
    # A schedule sent in answer: neither corrected nor deleted.
    p = contract()
    record_claim(p.customer, p.id, working_days_ago(2).isoformat())
    assert "errors" not in schedule_one_line(p.customer, p.id, 1, 1_000_000, "", [])
    corrected = p.customer.gql(CORRECT, {"input": _correction(p.id, 1, working_days_ago(3).isoformat())})
    assert errors_of(corrected) == [
        "A payment schedule has been sent in answer to this claim: the record of it can no longer be corrected"]
    assert errors_of(p.customer.gql(DELETE, {"id": p.id, "n": 1})) == [
        "A payment schedule has been sent in answer to this claim: the record of it cannot be deleted"]

    # A payment recorded: not deleted.
    q = contract()
    record_claim(q.customer, q.id, working_days_ago(2).isoformat())
    paid = q.customer.gql("""mutation($input: ClaimPaymentRecordInput!) { claimPaymentRecord(input: $input) {
      claim { number } } }""", {"input": {"contractId": q.id, "number": 1,
                                          "paidOn": today_in_auckland().isoformat(), "amount": 100_000}})
    assert "errors" not in paid, paid
    assert errors_of(q.customer.gql(DELETE, {"id": q.id, "n": 1})) == [
        "Payments are recorded against this claim: the record of it cannot be deleted"]

    # A claim served through Claimdesk is none of these mutations' business.
    s = scheduled_contract()
    refused = s.customer.gql(DELETE, {"id": s.id, "n": 1})
    assert errors_of(refused) in (["You do not have permission"],
                                  ["Only a claim recorded as received outside Claimdesk is corrected or deleted here"])


def test_a_record_made_by_mistake_is_deleted_its_draft_schedule_with_it_and_its_number_free_again(project):
    from tests.api.factories import feed

    p = project()
    record_claim(p.customer, p.id, working_days_ago(2).isoformat())
    record_claim(p.customer, p.id, working_days_ago(1).isoformat(), claimed=200_000)
    # A draft schedule of it, the payer's own work: it goes with the record.
    lines = [{"itemId": "received", "scheduled": 100_000, "reason": "x"}]
    saved = p.customer.gql(UPDATE, {"input": {
        "contractId": p.id, "number": 2, "claimRev": 1, "version": 0, "dueDate": "2027-01-20", "isTaxInvoice": False,
        "lines": lines, "adjustExcl": 0, "adjustTax": 0, "scheduleExcl": 100_000, "scheduleTax": 15_000,
        "notes": [], "reference": ""}})
    assert "errors" not in saved, saved
    assert errors_of(p.supplier.gql(DELETE, {"id": p.id, "n": 2})) == ["You do not have permission"]
    deleted = p.customer.gql(DELETE, {"id": p.id, "n": 2})
    assert "errors" not in deleted, deleted
    assert deleted["data"]["receivedClaimDelete"]["claim"]["status"] == "Deleted"
    for ws in (p.customer, p.supplier):
        assert ws.ok(CLAIMS, {"id": p.id})["node"]["claims"] == [{"number": 1, "status": "Sent"}]
        said = [e["type"] for e in feed(ws, last=100)["entries"] if e["contractId"] == p.id]
        assert "deleted the record of a payment claim received $2,000.00, received by email on " \
               f"{working_days_ago(1).day} {working_days_ago(1):%B %Y}" in said
    # Not in the Inbox; its number is the next record's.
    rows = [e["node"] for e in p.customer.ok(INBOX)["claimList"]["claims"]["edges"] if e["node"]["contractId"] == p.id]
    assert [r["claim"]["number"] for r in rows] == [1]
    again = record_claim(p.customer, p.id, today_in_auckland().isoformat())
    assert again["data"]["receivedClaimRecord"]["claim"]["number"] == 2
