"""How the schema reads its inputs (issue 37): a required input is required, a null reads as the
default, text no column holds is refused by the scalar, and `node` reads only Node ids."""
import pytest
from graphql import GraphQLError, GraphQLID, GraphQLString, is_non_null_type, is_required_input_field
from graphql import StringValueNode

from app.graphql.schema import schema

TYPES = schema.graphql_schema.type_map


def test_every_non_null_input_field_is_required():
    # graphene.Field(X, required=True) in an input type declares a default of null, which makes
    # a NonNull field optional to graphql-core: a literal without it passed validation and the
    # resolver met a missing key (payCycleCreate without params). Input types use InputField.
    optional = [f"{name}.{field}" for name, named in TYPES.items() if hasattr(named, "fields")
                and type(named).__name__ == "GrapheneInputObjectType"
                for field, definition in named.fields.items()
                if is_non_null_type(definition.type) and not is_required_input_field(definition)]
    assert optional == []


def test_every_non_null_argument_is_required():
    optional = [f"{name}.{field}({arg})" for name, named in TYPES.items() if hasattr(named, "fields")
                and not name.startswith("__") and type(named).__name__ != "GrapheneInputObjectType"
                for field, definition in named.fields.items() for arg, argument in definition.args.items()
                if is_non_null_type(argument.type) and argument.default_value is None]
    assert optional == []


@pytest.mark.parametrize("text", ["a\x00", "\ud800", "x\udfffy"])
def test_string_and_id_refuse_nul_and_lone_surrogates(text):
    for scalar in (GraphQLString, GraphQLID):
        with pytest.raises(GraphQLError, match="NUL character or an unpaired surrogate"):
            scalar.parse_value(text)
        with pytest.raises(GraphQLError):
            scalar.parse_literal(StringValueNode(value=text))


@pytest.mark.parametrize("text", ["plain", "Zoë's \U0001F3D7 site", "tab\tand\nline", ""])
def test_string_and_id_take_any_other_text(text):
    assert GraphQLString.parse_value(text) == text
    assert GraphQLID.parse_literal(StringValueNode(value=text)) == text
