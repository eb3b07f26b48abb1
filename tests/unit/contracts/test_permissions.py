"""Contract permissions and presets: exhaustive over all 128 subsets of the seven permissions."""
from itertools import combinations

import pytest

from app.contracts import permissions as cp
from app.errors import UserError

P = cp.ContractPermission
ALL_SUBSETS = [frozenset(c) for n in range(len(cp.ALL) + 1) for c in combinations(cp.ALL, n)]


def test_the_seven_permissions_by_their_spec_names():
    assert [p.value for p in cp.ALL] == [
        "View", "Comment", "CustomerDraft", "CustomerSubmit", "SupplierDraft", "SupplierSubmit", "Edit"]


def test_presets_are_the_spec_sets():
    assert cp.PRESETS == {
        "OWNER": frozenset(cp.ALL),
        "CUSTOMER": {P.VIEW, P.COMMENT, P.CUSTOMER_DRAFT, P.CUSTOMER_SUBMIT},
        "SUPPLIER": {P.VIEW, P.COMMENT, P.SUPPLIER_DRAFT, P.SUPPLIER_SUBMIT},
        "READ_AND_COMMENT": {P.VIEW, P.COMMENT},
        "READONLY": {P.VIEW},
    }


@pytest.mark.parametrize("subset", ALL_SUBSETS, ids=lambda s: "+".join(sorted(p.value for p in s)) or "none")
def test_every_set_is_named_by_its_preset_or_custom(subset):
    names = [p.value for p in subset]
    matches = [name for name, members in cp.PRESETS.items() if members == subset]
    assert cp.preset_of(names) == (matches[0] if matches else "Custom")
    assert len(matches) <= 1


@pytest.mark.parametrize("subset", ALL_SUBSETS, ids=lambda s: "+".join(sorted(p.value for p in s)) or "none")
def test_closure_is_idempotent_monotone_and_follows_the_ladder(subset):
    closed = cp.close(subset)
    assert subset <= closed and cp.close(closed) == closed
    if P.EDIT in closed:
        assert closed == frozenset(cp.ALL)
    for submit, draft in ((P.CUSTOMER_SUBMIT, P.CUSTOMER_DRAFT), (P.SUPPLIER_SUBMIT, P.SUPPLIER_DRAFT)):
        if submit in closed:
            assert draft in closed
    if closed & {P.CUSTOMER_DRAFT, P.SUPPLIER_DRAFT}:
        assert P.COMMENT in closed
    if P.COMMENT in closed:
        assert P.VIEW in closed
    for other in ALL_SUBSETS[:: 7]:
        if subset <= other:
            assert closed <= cp.close(other)


@pytest.mark.parametrize("subset", [s for s in ALL_SUBSETS if s], ids=lambda s: "+".join(sorted(p.value for p in s)))
def test_normalise_stores_closed_non_empty_sets(subset):
    stored = cp.normalise([p.value for p in subset])
    assert stored == cp.close(subset) and P.VIEW in stored


def test_every_preset_is_closed_so_it_survives_storage():
    for name, members in cp.PRESETS.items():
        assert cp.preset_of(cp.normalise(members)) == name


def test_edit_alone_is_owner_and_submit_alone_is_its_side():
    assert cp.preset_of(cp.normalise(["Edit"])) == "OWNER"
    assert cp.preset_of(cp.normalise(["SupplierSubmit"])) == "SUPPLIER"
    assert cp.preset_of(cp.normalise(["CustomerSubmit"])) == "CUSTOMER"
    assert cp.preset_of(cp.normalise(["Comment"])) == "READ_AND_COMMENT"
    assert cp.preset_of(cp.normalise(["SupplierDraft"])) == "Custom"


def test_empty_and_unknown_are_refused():
    with pytest.raises(UserError, match=cp.NO_PERMISSIONS):
        cp.normalise([])
    with pytest.raises(UserError, match="Unknown contract permission: Admin"):
        cp.normalise(["View", "Admin"])
    with pytest.raises(UserError, match="Unknown contract role: BOSS"):
        cp.preset_permissions("BOSS")


def test_sorted_names_are_in_the_canonical_order():
    assert cp.sorted_names([P.EDIT, P.VIEW, P.SUPPLIER_DRAFT]) == ["View", "SupplierDraft", "Edit"]


WORKSPACE = ["ContractView", "ContractComment", "ContractCustomerDraft", "ContractCustomerSubmit",
             "ContractSupplierDraft", "ContractSupplierSubmit", "ContractEdit"]


@pytest.mark.parametrize("names", [list(c) for n in range(len(WORKSPACE) + 1) for c in combinations(WORKSPACE, n)])
def test_workspace_permissions_map_one_to_one_then_close(names):
    granted = cp.from_workspace(names + ["ProgressClaims", "UserInvite"])
    assert granted == cp.close(cp.WORKSPACE_TO_CONTRACT[n] for n in names)


def test_org_edit_grants_every_contract_permission():
    assert cp.from_workspace(["OrgEdit"]) == frozenset(cp.ALL)
    assert cp.from_workspace(["ProgressClaims", "ContractCreate", "FlowWrite"]) == frozenset()


@pytest.mark.parametrize("is_supplier", [True, False])
@pytest.mark.parametrize("subset", ALL_SUBSETS[::3], ids=lambda s: "+".join(sorted(p.value for p in s)) or "none")
def test_viewer_permissions_union_member_and_workspace_limited_to_the_side(subset, is_supplier):
    member = [p.value for p in subset]
    got = cp.viewer_permissions(member or None, ["ContractView"], is_supplier=is_supplier)
    expected = (cp.close(subset) | {P.VIEW}) - (cp.CUSTOMER_ONLY if is_supplier else cp.SUPPLIER_ONLY)
    assert got == expected
    assert not (got & (cp.CUSTOMER_ONLY if is_supplier else cp.SUPPLIER_ONLY))


def test_viewer_with_no_membership_and_no_workspace_permission_has_nothing():
    assert cp.viewer_permissions(None, ["ProgressClaims"], is_supplier=True) == frozenset()
    owner_on_supplier_side = cp.viewer_permissions(["Edit"], [], is_supplier=True)
    assert owner_on_supplier_side == frozenset(cp.ALL) - cp.CUSTOMER_ONLY
