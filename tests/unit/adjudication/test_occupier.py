"""The residential-occupier rule for charging orders (s 10(c): ss 29-30 do not apply to a residential
construction contract) and the owner a notice seeking the owner's liability is served on (s 28(1)(b))."""
from app.adjudication.occupier import (
    CHARGING_ORDER_RESIDENTIAL,
    OWNER_REQUIRED,
    OWNER_RESIDENTIAL,
    problems,
    refusal,
)


def test_a_residential_contract_refuses_a_charging_order_with_the_section():
    assert refusal(True, True, False) == ("chargingOrder", CHARGING_ORDER_RESIDENTIAL)
    assert "(s 10(c))" in CHARGING_ORDER_RESIDENTIAL and "sections 29 and 30" in CHARGING_ORDER_RESIDENTIAL
    assert refusal(True, False, True) == ("ownerLiability", OWNER_RESIDENTIAL)


def test_no_is_allowed_and_a_commercial_contract_allows_both():
    assert refusal(True, False, False) is None
    assert refusal(True, None, None) is None  # unanswered: s 28(2)'s own problem, not this rule's
    assert refusal(False, True, True) is None


def test_the_owner_must_be_named_with_an_address_when_the_owners_liability_is_sought():
    assert problems(False, True, True, "", "") == [("owner", OWNER_REQUIRED)]
    assert problems(False, True, True, "Owner Ltd", " ") == [("owner", OWNER_REQUIRED)]
    assert problems(False, True, True, "Owner Ltd", "1 Main Road, Auckland") == []
    assert problems(False, True, False, "", "") == []
    assert problems(True, True, True, "", "") == [("chargingOrder", CHARGING_ORDER_RESIDENTIAL),
                                                  ("owner", OWNER_REQUIRED)]
