import graphene
import pytest

from app.graphql.rules.schema import RulesQuery

schema = graphene.Schema(query=RulesQuery)

DEADLINE = """
query ($served: Date!, $days: Int) {
  ccaDeadline(served: $served, days: $days) { date skippedDays { date reason } }
}
"""
GST = "query ($value: String!) { gstNumber(value: $value) { valid display message } }"


def test_cca_deadline_explains_itself():
    result = schema.execute(DEADLINE, variables={"served": "2026-04-22", "days": 3})
    assert result.errors is None
    assert result.data == {
        "ccaDeadline": {
            "date": "2026-04-28",
            "skippedDays": [
                {"date": "2026-04-25", "reason": "Anzac Day"},
                {"date": "2026-04-26", "reason": "Sunday"},
                {"date": "2026-04-27", "reason": "Anzac Day (observed)"},
            ],
        }
    }


def test_cca_deadline_defaults_to_20_working_days():
    result = schema.execute('{ ccaDeadline(served: "2025-03-03") { date } }')
    assert result.errors is None
    assert result.data == {"ccaDeadline": {"date": "2025-03-31"}}


@pytest.mark.parametrize(
    ("variables", "message"),
    [
        ({"served": "2052-12-20", "days": 20}, "Working days are only known from 2022 to 2052"),
        ({"served": "2025-03-03", "days": -1}, "The number of working days cannot be negative"),
    ],
)
def test_cca_deadline_refusals_carry_the_rules_message(variables, message):
    result = schema.execute(DEADLINE, variables=variables)
    assert [error.message for error in result.errors] == [message]


@pytest.mark.parametrize(
    ("value", "answer"),
    [
        ("49091850", {"valid": True, "display": "049-091-850", "message": None}),
        ("", {"valid": True, "display": None, "message": None}),
        ("12a", {"valid": False, "display": None, "message": "GST number must only contain digits"}),
        ("136410133", {"valid": False, "display": None, "message": "That GST number does not exist"}),
    ],
)
def test_gst_number(value, answer):
    result = schema.execute(GST, variables={"value": value})
    assert result.errors is None
    assert result.data == {"gstNumber": answer}


def test_every_field_is_described():
    for type_name in ("RulesQuery", "CcaDeadline", "CcaSkippedDay", "GstNumberCheck"):
        graphql_type = schema.graphql_schema.get_type(type_name)
        if type_name != "RulesQuery":
            assert graphql_type.description, type_name
        for name, field in graphql_type.fields.items():
            assert field.description, f"{type_name}.{name}"
            for arg_name, arg in field.args.items():
                assert arg.description, f"{type_name}.{name}({arg_name})"
