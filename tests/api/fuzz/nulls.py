"""The null probe: each root field with every optional argument and input field sent as null.

Random documents meet a given optional argument's null rarely; this asks it of every field at once,
with each required value a plausible real one (the real ids and names harvested by key, 1 for a
number, the first value of an enum), so the null reaches the resolver past the checks before it.
"""
import graphql

from tests.api.fuzz.documents import _type_node

PLAIN = {"Int": 1, "Float": 1.0, "Boolean": True, "Cents": 100, "BigInt": 1000, "CentsList": [100],
         "Date": "2026-03-02", "DateTime": "2026-03-02T09:00:00+13:00", "JSONString": "{}"}


def plausible(type_, name: str, real: dict):
    """A real-looking value of a non-null `type_` for an input named `name`."""
    if isinstance(type_, graphql.GraphQLNonNull):
        type_ = type_.of_type
    if isinstance(type_, graphql.GraphQLList):
        return [plausible(type_.of_type, name, real)]
    if isinstance(type_, graphql.GraphQLEnumType):
        return next(iter(type_.values))
    if isinstance(type_, graphql.GraphQLInputObjectType):
        return {field: nulled(definition.type, field, real) for field, definition in type_.fields.items()}
    if type_.name in ("ID", "String"):
        found = real.get(name) or real.get("id" if type_.name == "ID" else "name") or ["x"]
        return found[0]
    return PLAIN.get(type_.name, "x")


def nulled(type_, name: str, real: dict):
    """None for an optional input; a plausible value (its own optional parts null) for a required one."""
    return plausible(type_, name, real) if isinstance(type_, graphql.GraphQLNonNull) else None


def _arguments(field, real: dict, prefix: str, definitions: list, variables: dict) -> tuple:
    """The field's arguments as variables (`prefix` keeps them apart), each optional one null."""
    arguments = []
    for name, argument in field.args.items():
        variable = f"{prefix}{name}"
        definitions.append(graphql.VariableDefinitionNode(
            variable=graphql.VariableNode(name=graphql.NameNode(value=variable)), type=_type_node(argument.type)))
        arguments.append(graphql.ArgumentNode(name=graphql.NameNode(value=name),
                                              value=graphql.VariableNode(name=graphql.NameNode(value=variable))))
        variables[variable] = nulled(argument.type, name, real)
    return tuple(arguments)


def _selection(type_, real: dict, depth: int, prefix: str, definitions: list, variables: dict):
    """`__typename`, and (down to `depth` levels) each field of an object type that takes arguments."""
    named = graphql.get_named_type(type_)
    if graphql.is_leaf_type(named):
        return None
    selections = [graphql.FieldNode(name=graphql.NameNode(value="__typename"))]
    if depth > 0 and isinstance(named, graphql.GraphQLObjectType):
        for name, field in named.fields.items():
            if field.args:
                here = f"{prefix}{name}_"
                selections.append(graphql.FieldNode(
                    name=graphql.NameNode(value=name), arguments=_arguments(field, real, here, definitions, variables),
                    selection_set=_selection(field.type, real, depth - 1, here, definitions, variables)))
    return graphql.SelectionSetNode(selections=tuple(selections))


def probe(schema: graphql.GraphQLSchema, kind: str, field_name: str, real: dict, depth: int = 2) -> tuple[str, dict]:
    """(document, variables) asking `field_name` with every optional argument null, and so the
    fields with arguments of what it answers, `depth` levels down."""
    root = schema.query_type if kind == "query" else schema.mutation_type
    field = root.fields[field_name]
    definitions, variables = [], {}
    arguments = _arguments(field, real, "", definitions, variables)
    selection = _selection(field.type, real, depth, f"{field_name}_", definitions, variables)
    operation = graphql.OperationDefinitionNode(
        operation=graphql.OperationType.QUERY if kind == "query" else graphql.OperationType.MUTATION,
        variable_definitions=tuple(definitions),
        selection_set=graphql.SelectionSetNode(selections=(graphql.FieldNode(
            name=graphql.NameNode(value=field_name), arguments=arguments, selection_set=selection),)))
    return graphql.print_ast(graphql.DocumentNode(definitions=(operation,))), variables
