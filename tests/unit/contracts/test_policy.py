"""Contracts policy: creating, editing, contract roles and pay cycles (pure, no database)."""
from datetime import datetime, timezone
from types import SimpleNamespace

import pytest

from app.contracts import permissions as cp
from app.contracts import policy
from app.errors import PermissionDenied, UserError
from app.orgs import permissions as perms
from app.orgs.access import Viewer, stored_permissions

P = cp.ContractPermission


def viewer(*permissions, user_id=7, org_id=3):
    return Viewer(account_id=1, user_id=user_id, org=SimpleNamespace(id=org_id),
                  permissions=stored_permissions(permissions))


def found(*permissions, archived=False):
    return SimpleNamespace(
        can=lambda p: p in permissions,
        contract=SimpleNamespace(archived_at=datetime(2026, 1, 1, tzinfo=timezone.utc) if archived else None),
    )


def test_creating_needs_contract_create_which_org_edit_implies():
    assert policy.may_create_contract(viewer(perms.CONTRACT_CREATE))
    assert policy.may_create_contract(viewer(perms.ORG_EDIT))
    assert not policy.may_create_contract(viewer(perms.CONTRACT_VIEW))
    with pytest.raises(PermissionDenied, match=policy.NO_CREATE):
        policy.require_create(viewer(perms.CONTRACT_VIEW))


def test_editing_needs_edit_on_a_contract_not_archived():
    assert policy.may_edit(found(P.EDIT)) and not policy.may_edit(found(P.VIEW))
    assert not policy.may_edit(found(P.EDIT, archived=True))
    assert policy.may_edit(found(P.EDIT, archived=True), allow_archived=True)
    with pytest.raises(PermissionDenied, match=policy.NO_EDIT):
        policy.require_edit(found(P.VIEW))
    with pytest.raises(UserError, match=policy.ARCHIVED):
        policy.require_edit(found(P.EDIT, archived=True))


def test_contract_roles_of_other_people_of_ones_own_organisation_only():
    me = viewer(perms.CONTRACT_EDIT)
    assert policy.member_refusal(me, 8, 3) is None
    assert policy.member_refusal(me, 7, 3) == policy.OWN_ROLE
    assert policy.member_refusal(me, 8, 4) == policy.OTHER_PARTY_MEMBER
    assert policy.may_change_member(me, found(P.EDIT), 8, 3)
    assert not policy.may_change_member(me, found(P.EDIT), 7, 3)
    assert not policy.may_change_member(me, found(P.EDIT, archived=True), 8, 3)
    assert not policy.may_change_member(me, found(P.VIEW), 8, 3)


def test_pay_cycles_read_with_flow_read_managed_with_flow_write():
    assert policy.may_view_pay_cycles(viewer(perms.FLOW_WRITE))
    assert not policy.may_manage_pay_cycles(viewer(perms.FLOW_READ))
    assert policy.may_view_pay_cycles(viewer(perms.FLOW_READ))
    assert not policy.may_view_pay_cycles(viewer(perms.CONTRACT_VIEW))
