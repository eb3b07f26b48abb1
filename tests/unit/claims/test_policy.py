"""Claims policy: what the service accepts is what viewerCan* offers (pure, no database)."""
from datetime import date, datetime, timezone
from types import SimpleNamespace

import pytest

from app.claims import policy
from app.claims.models import DELETED, NEW, ORIGIN_RECEIVED, ORIGIN_SENT, SCHEDULED, SENT, VOIDED
from app.contracts import permissions as cp
from app.errors import PermissionDenied, UserError

P = cp.ContractPermission
SUPPLIER = frozenset({P.VIEW, P.COMMENT, P.SUPPLIER_DRAFT, P.SUPPLIER_SUBMIT})
DRAFTER = frozenset({P.VIEW, P.COMMENT, P.SUPPLIER_DRAFT})
CUSTOMER = frozenset({P.VIEW, P.COMMENT, P.CUSTOMER_DRAFT, P.CUSTOMER_SUBMIT})


def found(permissions=SUPPLIER, *, is_supplier=True, archived=False):
    return SimpleNamespace(
        is_supplier=is_supplier, can=lambda p: p in permissions,
        contract=SimpleNamespace(archived_at=datetime(2026, 1, 1, tzinfo=timezone.utc) if archived else None),
    )


def claim(number, status=SENT, *, draft_rev=None, latest_rev=1, is_paid=False, id=None, origin=ORIGIN_SENT):
    return SimpleNamespace(id=id or number, number=number, status=status, draft_rev=draft_rev,
                           latest_rev=latest_rev, is_paid=is_paid, origin=origin)


def new_claim(number):
    return claim(number, NEW, draft_rev=1, latest_rev=None)


def test_only_the_supplier_side_with_supplier_draft_sees_drafts():
    assert policy.may_see_drafts(found())
    assert not policy.may_see_drafts(found(CUSTOMER, is_supplier=False))
    assert not policy.may_see_drafts(found(frozenset({P.VIEW})))


def test_require_supplier_refuses_the_other_side_and_archived_contracts():
    with pytest.raises(PermissionDenied, match=policy.NO_PERMISSION):
        policy.require_supplier(found(CUSTOMER, is_supplier=False))
    with pytest.raises(PermissionDenied):
        policy.require_supplier(found(DRAFTER), P.SUPPLIER_SUBMIT)
    with pytest.raises(UserError, match=policy.ARCHIVED):
        policy.require_supplier(found(archived=True))
    policy.require_supplier(found(archived=True), allow_archived=True)


def test_a_new_claim_waits_for_the_open_draft():
    assert policy.create_refusal([claim(1), claim(2)]) is None
    assert policy.create_refusal([claim(1), claim(2, draft_rev=3)]) == policy.STILL_DRAFT.format(number=2)
    assert policy.create_refusal([claim(1, DELETED, draft_rev=2)]) is None
    assert policy.may_create_claim(found()) and not policy.may_create_claim(found(archived=True))


def test_edit_and_submit_need_a_live_draft_and_their_permission():
    draft = claim(1, draft_rev=2)
    assert policy.may_edit(found(DRAFTER), draft) and not policy.may_submit(found(DRAFTER), draft)
    assert policy.may_submit(found(), draft)
    assert not policy.may_edit(found(), claim(1))
    assert not policy.may_edit(found(), claim(1, VOIDED, draft_rev=2))
    assert not policy.may_edit(found(archived=True), draft)


def test_change_to_draft_only_the_latest_submitted_claim_with_no_draft_open():
    first, second = claim(1), claim(2)
    assert policy.may_change_to_draft(found(), second, [first, second])
    assert not policy.may_change_to_draft(found(), first, [first, second])
    assert policy.change_to_draft_refusal(first, [first, second]) == policy.NOT_LATEST
    drafting = claim(3, draft_rev=4)
    assert policy.change_to_draft_refusal(second, [first, second, drafting]) == policy.STILL_DRAFT.format(number=3)
    assert policy.change_to_draft_refusal(second, [first, second, claim(3, VOIDED)]) is None
    assert policy.change_to_draft_refusal(claim(2, SCHEDULED), []) == policy.SCHEDULE_EXISTS
    assert policy.change_to_draft_refusal(claim(2, VOIDED), []) == policy.CLOSED.format(status="voided")
    assert not policy.may_change_to_draft(found(), claim(2, draft_rev=5), [first])  # a draft already
    assert not policy.may_change_to_draft(found(CUSTOMER, is_supplier=False), second, [first, second])


def test_delete_a_new_claim_with_supplier_draft_void_a_submitted_one_with_supplier_submit():
    assert policy.may_delete(found(DRAFTER), new_claim(3), [])
    first, second = claim(1), claim(2)
    assert not policy.may_delete(found(DRAFTER), second, [first, second])
    assert policy.may_delete(found(), second, [first, second])
    assert not policy.may_delete(found(), first, [first, second])
    assert policy.void_refusal(first, [first, second]) == policy.NOT_LATEST_DELETE
    assert policy.void_refusal(claim(2, is_paid=True), []) == policy.PAID_NOT_DELETABLE
    assert policy.void_refusal(claim(2, SCHEDULED), []) == policy.SCHEDULED_NOT_DELETABLE
    assert not policy.may_delete(found(), claim(2, VOIDED), [])


def test_paid_and_paying_need_a_submitted_live_claim_on_their_own_side():
    assert policy.may_mark_paid(found(DRAFTER, archived=True), claim(1))
    assert not policy.may_mark_paid(found(), new_claim(1))
    assert policy.submitted_refusal(new_claim(1)) == policy.NOT_SUBMITTED
    assert policy.submitted_refusal(claim(1, VOIDED)) == policy.CLOSED.format(status="voided")
    customer = found(CUSTOMER, is_supplier=False)
    assert policy.may_set_paying(customer, claim(1)) and not policy.may_set_paying(found(), claim(1))
    assert not policy.may_mark_paid(customer, claim(1))


def test_resend_a_served_claim_even_on_an_archived_contract():
    assert policy.may_resend(found(archived=True), claim(1))
    assert policy.may_resend(found(), claim(1, SCHEDULED))
    assert not policy.may_resend(found(DRAFTER), claim(1))
    assert policy.served_refusal(new_claim(1)) == policy.NOT_SUBMITTED
    assert policy.served_refusal(claim(1, DELETED)) == policy.CLOSED.format(status="deleted")


def test_default_due_is_none_without_a_date_or_outside_the_calendar():
    assert policy.default_due(None) is None
    assert policy.default_due(date(2026, 3, 2)) > date(2026, 3, 2)
    assert policy.default_due(date(1900, 1, 1)) is None


def test_a_claim_received_outside_claimdesk_is_the_customers_record_and_never_goes_back_to_draft():
    received = claim(1, origin=ORIGIN_RECEIVED)
    assert policy.change_to_draft_refusal(received, [received]) == policy.RECEIVED
    assert policy.change_to_draft_refusal(claim(1), [claim(1)]) is None
