"""A home list's poll reads its box's counters, not its rows (issue 41; app.claims.list_counters):
the same statements at any size, bumped by every change a row of the box shows whatever wrote
it, and by nothing else."""
from graphql_relay import from_global_id
from sqlalchemy import text

from app.db import db
from tests.api.factories import CHANGE_TO_DRAFT, DELETE_DRAFT, PERIOD, line, user_gid
from tests.api.factories import party, project  # noqa: F401  (fixtures)
from tests.api.polling.test_versions import list_version
from tests.querycount import count_queries

LIST_VERSION = "query($box: ClaimBox!, $search: String) { claimList(box: $box, search: $search) { version } }"
CONTRACT_MEMBERS = ("mutation($input: ContractMembersUpdateInput!) { contractMembersUpdate(input: $input) "
                    "{ contract { id } } }")


def drafted(p, **patch):
    p.new_claim()
    number = len(p.ledger()["columns"])
    p.lines(create=[line(f"l{number}", "Piles", 100_000, amount=10_000, tax=1_500)])
    p.patch(number, {**PERIOD, "date": "2026-03-31", "dueDate": "2026-04-20", **patch})
    return number


def test_the_poll_is_one_statement_that_reads_no_claim_whatever_the_size(project, app):
    p = project()
    drafted(p)
    p.submitted(1)
    with app.app_context():
        engine = db.engine

    def poll(ws, box):
        ws.ok(LIST_VERSION, {"box": box})  # warm
        with count_queries(engine) as log:
            ws.ok(LIST_VERSION, {"box": box})
        with count_queries(engine) as base:
            ws.ok("{ org { id } }")
        version = [s for s in log.statements if "claim_list_counters" in s]
        assert len(version) == 1 and log.count == base.count + 1, str(log)
        assert "shared.claims" not in version[0] and "claim_revisions" not in version[0]
        return log.count

    small = {box: poll(ws, box) for ws, box in ((p.supplier, "Sent"), (p.customer, "Inbox"))}
    for _ in range(4):
        p.submitted(drafted(p))
    assert {box: poll(ws, box) for ws, box in ((p.supplier, "Sent"), (p.customer, "Inbox"))} == small


def test_a_draft_deleted_or_a_claim_taken_back_to_draft_changes_the_boxes_that_list_it(project):
    p = project()
    drafted(p)
    p.submitted(1)
    draft = drafted(p)
    sent, inbox = list_version(p.supplier), list_version(p.customer, "Inbox")
    p.supplier.ok(DELETE_DRAFT, {"id": p.id, "n": draft})
    assert list_version(p.supplier) != sent
    assert list_version(p.customer, "Inbox") == inbox  # the customer never saw the draft
    sent = list_version(p.supplier)
    p.supplier.ok(CHANGE_TO_DRAFT, {"id": p.id, "n": 1})  # the sent claim leaves the Inbox
    assert list_version(p.supplier) != sent
    assert list_version(p.customer, "Inbox") != inbox


def test_another_organisations_claims_leave_the_version_alone(project, party):
    p = project()
    drafted(p)
    p.submitted(1)
    sent, inbox = list_version(p.supplier), list_version(p.customer, "Inbox")
    other = project(supplier=party("Other Builders"), customer=party("Other Client"))
    drafted(other)
    other.submitted(1)
    assert list_version(p.supplier) == sent
    assert list_version(p.customer, "Inbox") == inbox
    # A contract the supplier shares with another customer is in its Sent, not in this Inbox.
    third = project(supplier=p.supplier, customer=party("Third Client"))
    drafted(third)
    assert list_version(p.supplier) != sent
    assert list_version(p.customer, "Inbox") == inbox


def test_a_contract_membership_changes_the_list_of_a_member_who_sees_only_their_contracts(project):
    p = project()
    drafted(p)
    member = p.supplier.add_member({"ProgressClaims"})  # no workspace-wide ContractView
    before = list_version(member)
    p.supplier.ok(CONTRACT_MEMBERS, {"input": {"contractId": p.id, "members": [
        {"user": user_gid(member), "preset": "READONLY", "relation": "Supplier"}]}})
    assert list_version(member) != before


def test_any_write_path_bumps_it_and_what_no_row_shows_does_not(project, app):
    """The triggers catch a write that goes round the services (a support script, a data repair)."""
    p = project()
    drafted(p)
    p.submitted(1)
    sent, inbox = list_version(p.supplier), list_version(p.customer, "Inbox")
    contract_id = int(from_global_id(p.id)[1])
    with app.app_context():
        # No row shows a claim's payable amount: nothing changes.
        db.session.execute(text("UPDATE shared.claims SET payable = coalesce(payable, 0) + 1 WHERE contract_id = :c"),
                           {"c": contract_id})
        db.session.commit()
    assert (list_version(p.supplier), list_version(p.customer, "Inbox")) == (sent, inbox)
    with app.app_context():
        db.session.execute(text("UPDATE shared.claim_revisions SET due_date = due_date + 1 WHERE claim_id IN "
                                "(SELECT id FROM shared.claims WHERE contract_id = :c) AND NOT is_draft"),
                           {"c": contract_id})
        db.session.commit()
    assert list_version(p.supplier) != sent
    assert list_version(p.customer, "Inbox") != inbox
    sent, inbox = list_version(p.supplier), list_version(p.customer, "Inbox")
    with app.app_context():  # a write that rolls back bumps nothing
        db.session.execute(text("UPDATE shared.claims SET is_paying = NOT is_paying WHERE contract_id = :c"),
                           {"c": contract_id})
        db.session.rollback()
    assert (list_version(p.supplier), list_version(p.customer, "Inbox")) == (sent, inbox)
