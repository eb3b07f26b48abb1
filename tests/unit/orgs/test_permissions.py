"""The permission algebra (spec 1 section 6), exhaustively: every permission ticked and
unticked from every closed set, every role, every label; and the shared vectors."""
from itertools import combinations

import pytest

from app.orgs import permissions as p
from tests.unit.domain.vectors import load

CONTRACT = ["ContractView", "ContractEdit", "ContractComment", "ContractCustomerDraft",
            "ContractCustomerSubmit", "ContractSupplierDraft", "ContractSupplierSubmit"]

# The implications as the spec states them, written out independently of the module.
SPEC_GRANTS = {
    "OrgEdit": set(p.ALL) - {"OrgEdit"},
    "ContractEdit": set(CONTRACT) - {"ContractEdit"} | {"ProgressClaims"},
    "ContractCustomerSubmit": {"ContractCustomerDraft", "ContractComment", "ContractView", "ProgressClaims"},
    "ContractSupplierSubmit": {"ContractSupplierDraft", "ContractComment", "ContractView", "ProgressClaims"},
    "ContractCustomerDraft": {"ContractComment", "ContractView", "ProgressClaims"},
    "ContractSupplierDraft": {"ContractComment", "ContractView", "ProgressClaims"},
    "ContractComment": {"ContractView", "ProgressClaims"},
    "ContractView": {"ProgressClaims"},
    "ContractCreate": {"ProgressClaims"},
    "FlowWrite": {"FlowRead"},
    "FlowRead": set(),
    "UserInvite": set(),
    "ProgressClaims": set(),
}


def spec_closure(names) -> frozenset:
    result = set(names)
    changed = True
    while changed:
        changed = False
        for name in list(result):
            if not SPEC_GRANTS[name] <= result:
                result |= SPEC_GRANTS[name]
                changed = True
    return frozenset(result)


def all_subsets():
    for size in range(len(p.ALL) + 1):
        yield from combinations(p.ALL, size)


CLOSED_SETS = sorted({spec_closure(s) for s in all_subsets()}, key=lambda s: (len(s), sorted(s)))


def test_names_are_the_specs():
    assert p.ALL == ("ProgressClaims", "OrgEdit", "UserInvite", "FlowRead", "FlowWrite", "ContractCreate",
                     "ContractView", "ContractEdit", "ContractComment", "ContractCustomerDraft",
                     "ContractCustomerSubmit", "ContractSupplierDraft", "ContractSupplierSubmit")
    assert p.OWNER == frozenset(p.ALL)
    assert p.LABELS["ProgressClaims"] == "Progress Claims"
    assert p.LABELS["OrgEdit"] == "Owner, full access"
    assert set(p.LABELS) == set(p.ALL)


@pytest.mark.parametrize("name", p.ALL)
def test_each_permission_implies_what_the_spec_says(name):
    assert p.closure([name]) == spec_closure([name])
    assert p.IMPLIED[name] == spec_closure([name]) - {name}
    assert p.IMPLIED_BY[name] == {q for q in p.ALL if q != name and name in spec_closure([q])}


def test_the_implications_named_in_the_spec():
    assert p.closure(["OrgEdit"]) == p.OWNER
    assert p.closure(["ContractEdit"]) >= set(CONTRACT) | {"ProgressClaims"}
    assert "ContractCreate" not in p.closure(["ContractEdit"])
    for side in ("Customer", "Supplier"):
        assert p.closure([f"Contract{side}Submit"]) >= {f"Contract{side}Draft", "ContractComment", "ContractView"}
        assert p.closure([f"Contract{side}Draft"]) >= {"ContractComment", "ContractView"}
    assert "ContractView" in p.closure(["ContractComment"])
    for name in CONTRACT + ["ContractCreate"]:
        assert "ProgressClaims" in p.closure([name])
    assert p.closure(["FlowWrite"]) == {"FlowWrite", "FlowRead"}


def test_closure_of_every_subset_matches_the_spec():
    for subset in all_subsets():  # 8192 sets
        assert p.closure(subset) == spec_closure(subset)


def test_there_are_this_many_closed_sets():
    # A guard on the exhaustive tests below: they visit every closed set.
    assert len(CLOSED_SETS) == len({p.closure(s) for s in all_subsets()}) > 100


@pytest.mark.parametrize("name", p.ALL)
def test_ticking_from_every_closed_set(name):
    for current in CLOSED_SETS:
        ticked = p.tick(current, name)
        assert ticked == spec_closure(current | {name})
        assert name in ticked and p.IMPLIED[name] <= ticked
        assert current <= ticked
        assert p.is_closed(ticked)


@pytest.mark.parametrize("name", p.ALL)
def test_unticking_from_every_closed_set(name):
    for current in CLOSED_SETS:
        unticked = p.untick(current, name)
        if name not in current:
            assert unticked == current  # nothing ticked, nothing unticked
            continue
        assert name not in unticked
        assert p.is_closed(unticked)
        assert unticked <= current
        # What it implies goes, unless something that stays still implies it.
        gone = {name} | p.IMPLIED[name] | p.IMPLIED_BY[name]
        kept = current - gone
        assert unticked == spec_closure(kept)
        for implied in p.IMPLIED[name]:
            assert (implied in unticked) == any(implied in spec_closure([k]) for k in kept)
        # Nothing left would grant the unticked permission back.
        assert not any(name in spec_closure([k]) for k in unticked)


@pytest.mark.parametrize("name", p.ALL)
def test_tick_then_untick_from_empty_is_empty(name):
    assert p.untick(p.tick([], name), name) == frozenset()


def test_unticking_removes_what_it_implies():
    assert p.untick({"FlowWrite", "FlowRead"}, "FlowWrite") == frozenset()
    assert p.untick(p.closure(["ContractSupplierSubmit"]), "ContractSupplierSubmit") == frozenset()
    assert p.untick(p.OWNER, "OrgEdit") == frozenset()
    # ...but keeps what another permission still implies.
    member_without_supplier_submit = p.untick(p.MEMBER, "ContractSupplierSubmit")
    assert member_without_supplier_submit == p.closure(["ContractCustomerSubmit", "ContractCreate"])
    # Unticking View takes everything that implies it.
    assert p.untick(p.MEMBER, "ContractView") == {"ProgressClaims", "ContractCreate"}
    assert p.untick(p.MEMBER, "ProgressClaims") == frozenset()


def test_roles():
    assert p.role_permissions("Owner") == p.OWNER
    assert p.role_permissions("Member") == set(CONTRACT) | {"ProgressClaims", "ContractCreate"}
    assert p.role_permissions("Viewer") == {"ContractView", "ContractComment", "ProgressClaims"}
    assert p.role_permissions("None") == {"ProgressClaims"}
    assert p.DEFAULT_ROLE == "Member"
    for role, permissions in p.ROLES:
        assert p.is_closed(permissions)
        assert p.role_of(permissions) == role
        assert p.describe(permissions) == role
        assert p.extras(permissions) == []
    with pytest.raises(ValueError):
        p.role_permissions("Admin")


def test_roles_form_a_chain():
    sets = [permissions for _, permissions in p.ROLES]
    for larger, smaller in zip(sets, sets[1:]):
        assert smaller < larger


def test_every_closed_set_is_described_by_its_largest_role_and_extras():
    for current in CLOSED_SETS:
        role = p.role_of(current)
        contained = [r for r, perms in p.ROLES if perms <= current]
        assert role == (contained[0] if contained else None)
        base = p.ROLE_PERMISSIONS[role] if role else frozenset()
        extras = p.extras(current)
        # The extras and the role give back the whole set, and no extra implies another.
        assert spec_closure(base | set(extras)) == current
        assert not any(a != b and b in p.IMPLIED[a] for a in extras for b in extras)
        assert extras == p.ordered(extras)
        label = p.describe(current)
        assert label.startswith(role or p.NO_ACCESS)
        named = extras[:p.MAX_NAMED_EXTRAS]
        for extra in named:
            assert p.LABELS[extra] in label
        if len(extras) > p.MAX_NAMED_EXTRAS:
            assert label.endswith(f"+ {len(extras) - p.MAX_NAMED_EXTRAS} more")
        if not extras:
            assert label == (role or p.NO_ACCESS)


def test_labels():
    assert p.describe(p.VIEWER | {"ContractSupplierDraft"}) == "Viewer + Draft claims"
    assert p.describe(p.closure(["ContractSupplierSubmit", "UserInvite"])) == "Viewer + Invite users, Send claims"
    assert p.describe(p.MEMBER | {"UserInvite", "FlowWrite"}) == "Member + Invite users, Manage pay cycles"
    assert p.describe(p.closure(["ProgressClaims", "UserInvite", "FlowRead", "ContractCreate", "ContractView"])) == (
        "None + Invite users, View pay cycles, Create projects + 1 more")
    assert p.describe([]) == "No access"
    assert p.describe(["FlowRead"]) == "No access + View pay cycles"


def test_unknown_names_are_refused():
    with pytest.raises(p.UnknownPermission):
        p.closure(["Admin"])
    with pytest.raises(p.UnknownPermission):
        p.tick([], "Admin")
    with pytest.raises(p.UnknownPermission):
        p.untick([], "Admin")


def test_has():
    assert p.has(["OrgEdit"], "ContractSupplierSubmit")
    assert not p.has(["ContractEdit"], "ContractCreate")


# ---- the vectors shared with ui/src/settings/permissions.test.ts ------------------------------

VECTORS = load("permissions.json")


@pytest.mark.parametrize("case", VECTORS["describe"], ids=lambda c: c["label"])
def test_describe_vectors(case):
    assert p.describe(case["permissions"]) == case["label"]
    assert p.role_of(case["permissions"]) == case["role"]
    assert p.ordered(p.closure(case["permissions"])) == case["closure"]


@pytest.mark.parametrize("case", VECTORS["toggle"], ids=lambda c: f"{c['action']} {c['permission']}")
def test_toggle_vectors(case):
    action = p.tick if case["action"] == "tick" else p.untick
    assert p.ordered(action(case["from"], case["permission"])) == case["to"]
