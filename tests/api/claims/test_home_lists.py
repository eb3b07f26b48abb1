"""The organisation home's Inbox and Sent lists (claimList): groups and their order, who sees what,
paging, search and the group filter, and a fixed number of SQL statements whatever the size."""
from datetime import datetime, timedelta, timezone

import pytest
from graphql_relay import from_global_id
from sqlalchemy import update

from app.claims.models import Claim
from app.db import db
from tests.api.factories import (
    CHANGE_TO_DRAFT, CLAIM_RESEND, DELETE_CLAIM, HOME_LIST as LIST, MARK_PAID, MARK_READ, Project, SET_PAYING,
    by_slug, errors_of, gst, rows, schedule_claim, submitted,
)
from tests.api.factories import create_project  # noqa: F401  (fixtures)
from tests.querycount import count_queries

AMOUNT = 1_000_000


def counts(data) -> dict:
    return {c["group"]: c["count"] for c in data["counts"]}




def claim_id(p, number: int) -> int:
    return int(from_global_id(p.claim(number)["id"])[1])


def touch(p, number: int, at: datetime) -> None:
    """Set when the claim's content last changed (the lists' order)."""
    with p.supplier.app.app_context():
        db.session.execute(update(Claim).where(Claim.id == claim_id(p, number)).values(content_updated_at=at))
        db.session.commit()


def five_states(project, site_name="Harbour View"):
    """Claims 1..5 of one contract: paid, scheduled and paying, scheduled, sent, draft."""
    p = project(site_name=site_name)
    for n in range(1, 5):
        submitted(p, n)
    p.new_claim()  # claim 5: a draft
    schedule_claim(p, 1)
    schedule_claim(p, 2)
    schedule_claim(p, 3)
    p.customer.ok(SET_PAYING, {"id": p.id, "n": 2, "p": True})
    p.supplier.ok(MARK_PAID, {"id": p.id, "n": 1, "p": True})
    base = datetime(2026, 5, 1, tzinfo=timezone.utc)
    for n in range(1, 6):
        touch(p, n, base + timedelta(hours=n))
    return p


@pytest.fixture(scope="module")
def harbour(module_project):
    """five_states built once for the tests that only read it, or change what no other test reads
    (a person's read marks, members of their own)."""
    return five_states(module_project)


def test_sent_and_inbox_groups_order_and_row_fields(harbour):
    p = harbour
    sent, data = rows(p.supplier)
    assert data["box"] == "Sent"
    assert [(r["claim"]["number"], r["group"]) for r in sent] == [
        (5, "Draft"), (4, "NoScheduleYet"), (3, "ScheduledNotPaid"), (2, "ScheduledNotPaid"), (1, "Paid")]
    assert counts(data) == {"Draft": 1, "NoScheduleYet": 1, "ScheduledNotPaid": 2, "Paid": 1}
    first = sent[1]
    assert first["siteName"] == "Harbour View" and first["viewerIsSupplier"] is True
    assert first["counterpartyName"].startswith("Client Co") and first["ownerIsViewer"] is True
    assert first["amount"] == AMOUNT + gst(AMOUNT) and first["dueDate"] == "2026-04-20"
    assert sent[0]["amount"] is None and sent[0]["claim"]["status"] == "New"
    assert sent[3]["claim"]["isPaying"] is True and sent[3]["claim"]["schedule"]["status"] == "Sent"
    # A customer never sees a draft: its Inbox has no Draft group.
    inbox, data = rows(p.customer, "Inbox")
    assert [(r["claim"]["number"], r["group"]) for r in inbox] == [
        (4, "NoScheduleYet"), (3, "ScheduledNotPaid"), (2, "ScheduledNotPaid"), (1, "Paid")]
    assert counts(data) == {"NoScheduleYet": 1, "ScheduledNotPaid": 2, "Paid": 1}
    assert inbox[0]["counterpartyName"].startswith("Acme Builders") and inbox[0]["ownerIsViewer"] is False
    assert inbox[0]["ownerName"] == "Acme Builders" and inbox[0]["viewerIsSupplier"] is False
    # The customer's Sent list and the supplier's Inbox are empty.
    assert rows(p.customer, "Sent")[0] == [] and rows(p.supplier, "Inbox")[0] == []
    # The claim's own schedule as the badge reads it, without the ledger: the claimed side frozen.
    scheduled = inbox[1]["claim"]["schedule"]
    assert (scheduled["claimedExcl"], scheduled["claimedTax"]) == (AMOUNT, gst(AMOUNT))


def test_unread_per_person_and_marking_read_or_unread(harbour):
    p = harbour
    inbox, _ = rows(p.customer, "Inbox")
    assert all(r["isUnread"] for r in inbox)
    p.customer.ok(MARK_READ, {"id": p.id, "n": 4})
    inbox, _ = rows(p.customer, "Inbox")
    assert [r["claim"]["number"] for r in inbox if not r["isUnread"]] == [4]
    assert not inbox[0]["claim"]["isUnread"]
    p.customer.ok(MARK_READ, {"id": p.id, "n": 4, "read": False})
    assert rows(p.customer, "Inbox")[0][0]["isUnread"] is True
    # Someone else of the organisation has their own state.
    colleague = p.customer.add_member(permissions=["ContractView"])
    assert all(r["isUnread"] for r in rows(colleague, "Inbox")[0])


def test_pages_search_and_group_filter(project, party):
    supplier = party("Acme Builders")
    a = project(site_name="Albany Library", supplier=supplier, customer=party("Library Board"))
    b = project(site_name="Birkenhead Pool", supplier=supplier, customer=party("Pool Trust"))
    for n in range(1, 4):
        submitted(a, n)
    submitted(b, 1)
    b.new_claim()
    everything, data = rows(supplier)
    assert len(everything) == 5 and counts(data)["NoScheduleYet"] == 4
    seen, after = [], None
    while True:
        page, data = rows(supplier, first=2, after=after)
        seen += [(r["siteName"], r["claim"]["number"]) for r in page]
        if not data["claims"]["pageInfo"]["hasNextPage"]:
            break
        after = data["claims"]["pageInfo"]["endCursor"]
    assert seen == [(r["siteName"], r["claim"]["number"]) for r in everything]
    found, data = rows(supplier, search="birken")
    assert {r["siteName"] for r in found} == {"Birkenhead Pool"} and counts(data)["Draft"] == 1
    assert {r["siteName"] for r in rows(supplier, search="library board")[0]} == {"Albany Library"}
    assert {(r["siteName"], r["claim"]["number"]) for r in rows(supplier, search="3")[0]} == {("Albany Library", 3)}
    drafts, data = rows(supplier, group="Draft")
    assert [(r["siteName"], r["claim"]["number"]) for r in drafts] == [("Birkenhead Pool", 2)]
    assert counts(data)["NoScheduleYet"] == 4  # the filter leaves the counts
    assert errors_of(supplier.gql(LIST, {"box": "Sent", "after": "nonsense"})) == ["Invalid cursor"]
    assert errors_of(supplier.gql(LIST, {"box": "Sent", "first": 1000})) == ["first must be between 0 and 100"]


def test_another_organisation_and_pending_invitations_never_listed(harbour, party, create_project):
    p = harbour
    stranger = party("Stranger Ltd")
    assert rows(stranger)[0] == [] and rows(stranger, "Inbox")[0] == []
    assert all(n == 0 for n in counts(rows(stranger)[1]).values())
    # An invited customer that has not accepted sees nothing of the contract's claims (a supplier of
    # its own, so that the shared world's lists stay as the other tests read them).
    invited, supplier = party("Invited Co"), party("Acme Builders")
    contract = create_project(supplier, accept=False, customer_ws=invited, site_name="Pending Site")
    pending = Project(supplier, invited, by_slug(supplier, contract))
    pending.new_claim()
    body = pending.submit(1)
    assert "Pending Site" in {r["siteName"] for r in rows(supplier)[0]}
    assert rows(invited, "Inbox")[0] == [] and rows(invited)[0] == [], body


def test_new_claim_needs_supplier_draft(harbour):
    p = harbour
    _, data = rows(p.supplier)
    assert [c["siteName"] for c in data["newClaimContracts"]] == ["Harbour View"]
    assert data["newClaimDisabledReason"] is None
    # The customer has no project where it is the supplier: that is the reason, not a permission.
    customer = rows(p.customer, "Inbox")[1]
    assert customer["newClaimContracts"] == []
    assert customer["newClaimDisabledReason"] == "Create a project first, where you are the supplier"
    # Without the SupplierDraft permission the spec's words come first, project or not (spec 2).
    reader = p.customer.add_member(permissions=["ContractView"])
    assert rows(reader, "Inbox")[1]["newClaimDisabledReason"] == "You do not have permission"
    viewer = p.supplier.add_member(permissions=["ContractView"])
    assert rows(viewer)[1]["newClaimContracts"] == []
    assert rows(viewer)[1]["newClaimDisabledReason"] == "You do not have permission"
    assert [r["claim"]["number"] for r in rows(viewer)[0]] == [5, 4, 3, 2, 1]
    refused = viewer.gql("mutation($id: ID!) { claimCreate(input: {contractId: $id}) { claim { number } } }",
                         {"id": p.id})
    assert errors_of(refused) == ["You do not have permission"]


def _statements(ws, box) -> int:
    ws.ok(LIST, {"box": box})  # the session and the workspace warm
    with ws.app.app_context():
        engine = db.engine
    with count_queries(engine) as log:
        ws.ok(LIST, {"box": box})
    return log.count


def test_a_fixed_number_of_statements_whatever_the_size(project, party):
    supplier, customer = party("Acme Builders"), party("Client Co")
    small = project(site_name="Small", supplier=supplier, customer=customer)
    submitted(small, 1)
    few = (_statements(supplier, "Sent"), _statements(customer, "Inbox"))
    for i in range(2):  # rows of each kind (sent, scheduled, draft) on more contracts: a per-row read would show
        p = project(site_name=f"Site {i}", supplier=supplier, customer=customer)
        submitted(p, 1)
        submitted(p, 2)
        schedule_claim(p, 1)
        p.new_claim()
    many = (_statements(supplier, "Sent"), _statements(customer, "Inbox"))
    assert len(rows(supplier)[0]) == 7 and len(rows(customer, "Inbox")[0]) == 5
    assert many == few and max(many) <= 12, (few, many)
    # 'New claim' and its reason come from one read: asking for the reason costs no statement more.
    without_reason = LIST.replace("newClaimDisabledReason", "")
    with supplier.app.app_context():
        engine = db.engine
    for ws, box in ((supplier, "Sent"), (customer, "Inbox")):
        with count_queries(engine) as log:
            ws.ok(without_reason, {"box": box})
        assert log.count == _statements(ws, box), box


# What a row of the home's lists reads (ui/src/home/ClaimListRows.tsx: ClaimRow_row, useClaimActions_row
# and the fragments they spread): the claim's standing (badges, the next date, the summary, the debt),
# its deadline's statement, the selected claims' actions (payments, re-send, back to draft, delete, its
# accounting document) and the payment dialog's fields.
ROWS_WITH_STANDING = """
query($box: ClaimBox!) { claimList(box: $box) { counts { group count } version
  claims(first: 50) { edges { node {
    group contractId ownerSlug ownerName ownerIsViewer contractSlug siteName counterpartyName viewerIsSupplier amount
    claim { id number status isUnread pdfViewUrl xeroUrl isPaid isPaying viewerCanMarkPaid viewerCanSetPaying
            viewerCanRecordPayment viewerCanResend viewerCanChangeToDraft viewerCanDelete
            contractId viewerPaymentSide viewerOutstanding
            schedule { status pdfViewUrl }
            standing { badges { text tone } nextLabel nextOverdue scheduleOverdue summary debt { statement } }
            scheduleDeadline { overdueStatement } }
  } } }
} }
"""


def _row_statements(ws, box) -> tuple[int, list]:
    ws.ok(ROWS_WITH_STANDING, {"box": box})
    with ws.app.app_context():
        engine = db.engine
    with count_queries(engine) as log:
        data = ws.ok(ROWS_WITH_STANDING, {"box": box})
    return log.count, [e["node"] for e in data["claimList"]["claims"]["edges"]]


def test_rows_with_their_standing_cost_the_same_statements_for_two_claims_and_six(project, party):
    supplier, customer = party("Acme Builders"), party("Client Co")
    first = project(site_name="First", supplier=supplier, customer=customer)
    submitted(first, 1)
    submitted(first, 2)
    schedule_claim(first, 1)
    few, rows_few = zip(*(_row_statements(supplier, "Sent"), _row_statements(customer, "Inbox")))
    assert [len(r) for r in rows_few] == [2, 2]
    for i in range(2):
        p = project(site_name=f"Site {i}", supplier=supplier, customer=customer)
        submitted(p, 1)
        submitted(p, 2)
        schedule_claim(p, 1)
        customer.ok(SET_PAYING, {"id": p.id, "n": 1, "p": True})
    many, rows_many = zip(*(_row_statements(supplier, "Sent"), _row_statements(customer, "Inbox")))
    assert [len(r) for r in rows_many] == [6, 6]
    assert all(r["claim"]["standing"]["badges"] for rows in rows_many for r in rows)
    assert any(r["claim"]["standing"]["summary"] for r in rows_many[0])
    assert many == few, (few, many)


def _actions(ws, box) -> dict[int, tuple]:
    """{claim number: (re-send, back to draft, delete, mark paid)} as a row offers them."""
    data = ws.ok(ROWS_WITH_STANDING, {"box": box})
    return {c["number"]: (c["viewerCanResend"], c["viewerCanChangeToDraft"], c["viewerCanDelete"],
                          c["viewerCanMarkPaid"])
            for c in (e["node"]["claim"] for e in data["claimList"]["claims"]["edges"])}


def test_the_selected_claims_actions_are_offered_as_the_services_allow_them(project):
    """The selection bar and the palette (ui/src/home/useClaimActions.ts) offer re-send, back to
    draft, delete and mark paid / unpaid per row from these fields; the services decide the same
    and refuse the rest (spec 2, 'Claim document screen')."""
    p = five_states(project)
    # Claim 5 is a draft never sent (delete, nothing else); 4 is sent without a schedule but not the
    # last claim; 1-3 are scheduled (no way back to draft); the payee marks any sent claim paid.
    assert _actions(p.supplier, "Sent") == {5: (False, False, True, False), 4: (True, False, False, True),
                                           3: (True, False, False, True), 2: (True, False, False, True),
                                           1: (True, False, False, True)}
    # The customer side and a colleague who may only look are offered none, and refused each.
    looker = p.supplier.add_member(permissions=["ContractView"])
    for ws, box in ((p.customer, "Inbox"), (looker, "Sent")):
        assert set(_actions(ws, box).values()) == {(False, False, False, False)}, box
        for mutation, variables in ((CLAIM_RESEND, {"input": {"contractId": p.id, "number": 4}}),
                                    (CHANGE_TO_DRAFT, {"id": p.id, "n": 4}), (DELETE_CLAIM, {"id": p.id, "n": 4}),
                                    (MARK_PAID, {"id": p.id, "n": 4, "p": True})):
            assert errors_of(ws.gql(mutation, variables)) == ["You do not have permission"], (box, mutation)
    assert {r["claim"]["number"]: r["claim"]["status"] for r in rows(p.supplier)[0]}[4] == "Sent"

    # Two selected claims, one action each as the bar sends it: delete 5, then 4 goes back to draft.
    assert p.supplier.ok(DELETE_CLAIM, {"id": p.id, "n": 5})["claimDelete"]["claim"]["status"] == "Deleted"
    assert _actions(p.supplier, "Sent")[4] == (True, True, True, True)
    drafted = p.supplier.ok(CHANGE_TO_DRAFT, {"id": p.id, "n": 4})["claimChangeToDraft"]["claim"]
    assert drafted["draft"] is not None and drafted["latest"] is not None  # what was sent still stands
    assert _actions(p.supplier, "Sent")[4] == (True, False, True, True)  # a draft already: not twice
    assert 5 not in [r["claim"]["number"] for r in rows(p.supplier)[0]]
    # Re-sent to the customer's people, then marked paid and unpaid through the payment records.
    sent_count = p.supplier.ok(CLAIM_RESEND, {"input": {"contractId": p.id, "number": 3}})["claimResend"]["sentCount"]
    assert sent_count >= 1
    assert p.supplier.ok(MARK_PAID, {"id": p.id, "n": 3, "p": True})["claimMarkPaid"]["claim"]["isPaid"] is True
    assert p.supplier.ok(MARK_PAID, {"id": p.id, "n": 3, "p": False})["claimMarkPaid"]["claim"]["isPaid"] is False
