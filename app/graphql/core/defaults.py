"""An explicit null reads as the default, for every argument and input field that has one (issue 37).

GraphQL tells `first: null` from leaving `first` out: graphql-core passes None for the first and
the declared default (50) only for the second. Resolvers written for the default met None
(`int(None)`, `None > 0`) and answered INTERNAL; a client that sends `null` for 'no preference'
means the default. So, once for the schema rather than in each resolver:

- a field's arguments are read through `argument_values` (app/graphql/core/execution.py), which
  puts the default where a null was sent;
- each input object's fields are completed so before graphene builds its container
  (`null_means_default` wraps every input type's `out_type`, which graphql-core calls for
  literals and variables alike).

A default of null changes nothing. A required argument cannot be null: validation refuses it.
"""
from graphql import GraphQLInputObjectType, GraphQLSchema
from graphql.execution.values import get_argument_values
from graphql.pyutils import Undefined


def _defaults(fields) -> dict:
    """{out name: default} of the fields (or arguments) whose default is not null."""
    return {field.out_name or name: field.default_value for name, field in fields.items()
            if field.default_value is not Undefined and field.default_value is not None}


def _filled(values: dict, defaults: dict) -> dict:
    for key, default in defaults.items():
        if key in values and values[key] is None:
            values[key] = default
    return values


def argument_values(field_def, field_node, variable_values) -> dict:
    """graphql-core's argument values, with a sent null replaced by the argument's default."""
    values = get_argument_values(field_def, field_node, variable_values)
    defaults = _defaults(field_def.args)
    return _filled(values, defaults) if defaults else values


def null_means_default(schema: GraphQLSchema) -> None:
    """Every input object of `schema` fills a sent null with its field's default (idempotent)."""
    for named in schema.type_map.values():
        if not isinstance(named, GraphQLInputObjectType) or getattr(named.out_type, "fills_defaults", False):
            continue
        defaults = _defaults(named.fields)
        if not defaults:
            continue
        out_type = named.out_type

        def filled(values, out_type=out_type, defaults=defaults):
            return out_type(_filled(values, defaults))

        filled.fills_defaults = True
        named.out_type = filled
