"""Generated GraphQL requests: hypothesis-graphql's documents over the committed SDL, sent either as
they are (values written into the document) or with every argument moved into a variable.

The two reach different code: a literal is checked by the lexer and the scalar's parse_literal,
a variable arrives as JSON and is checked by parse_value (a lone surrogate can only arrive so).
"""
import graphql
from graphql.utilities import TypeInfo
from hypothesis import strategies as st
from hypothesis_graphql import mutations, queries

from tests.api.fuzz.values import scalars


def _type_node(type_) -> graphql.TypeNode:
    if isinstance(type_, graphql.GraphQLNonNull):
        return graphql.NonNullTypeNode(type=_type_node(type_.of_type))
    if isinstance(type_, graphql.GraphQLList):
        return graphql.ListTypeNode(type=_type_node(type_.of_type))
    return graphql.NamedTypeNode(name=graphql.NameNode(value=type_.name))


class _Hoist(graphql.Visitor):
    """Moves each argument's value into a variable of the argument's own type."""

    def __init__(self, type_info: TypeInfo):
        super().__init__()
        self.type_info = type_info
        self.definitions: list[graphql.VariableDefinitionNode] = []
        self.variables: dict = {}

    def leave_argument(self, node, *_):
        arg_type = self.type_info.get_input_type()
        if arg_type is None:
            return None
        name = f"v{len(self.definitions)}"
        self.definitions.append(graphql.VariableDefinitionNode(
            variable=graphql.VariableNode(name=graphql.NameNode(value=name)), type=_type_node(arg_type)))
        value = graphql.value_from_ast_untyped(node.value)
        if value is not None or isinstance(node.value, graphql.NullValueNode):
            self.variables[name] = value
        return graphql.ArgumentNode(name=node.name, value=graphql.VariableNode(name=graphql.NameNode(value=name)))


def hoisted(schema: graphql.GraphQLSchema, document: graphql.DocumentNode) -> tuple[str, dict]:
    """The document with its arguments as variables, and the variables' values."""
    type_info = TypeInfo(schema)
    hoist = _Hoist(type_info)
    changed = graphql.visit(document, graphql.TypeInfoVisitor(type_info, hoist))
    operation = changed.definitions[0]
    operation = graphql.OperationDefinitionNode(
        operation=operation.operation, name=operation.name, directives=operation.directives,
        selection_set=operation.selection_set, variable_definitions=tuple(hoist.definitions))
    return graphql.print_ast(graphql.DocumentNode(definitions=(operation,))), hoist.variables


def requests(schema: graphql.GraphQLSchema, kind: str, real_ids: list[str], real_strings: list[str],
             fields: list[str] | None = None) -> st.SearchStrategy[tuple[str, dict]]:
    """(query, variables) pairs of `kind` ('query' or 'mutation') over `schema`, asking `fields`
    (default: any root fields)."""
    make = queries if kind == "query" else mutations
    documents = make(schema, fields=fields, custom_scalars=scalars(real_ids, real_strings),
                     print_ast=lambda document: document)
    return st.tuples(documents, st.booleans()).map(
        lambda pair: hoisted(schema, pair[0]) if pair[1] else (graphql.print_ast(pair[0]), {}))
