"""Scalars the conventions require: money never travels in a 32-bit Int, and a whole number stays whole."""
import graphene
from graphql import GraphQLError
from graphql.language import ast, print_ast
from graphql.pyutils import inspect

MAX_SAFE = 2**53 - 1  # what a JavaScript number holds exactly


class Cents(graphene.Scalar):
    """An amount of money in integer cents (NZD). Up to 2^53-1, beyond 32-bit Int."""

    @staticmethod
    def serialize(value):
        return int(value)

    @staticmethod
    def parse_value(value):
        if isinstance(value, bool) or not isinstance(value, int) or abs(value) > MAX_SAFE:
            raise GraphQLError("Cents must be a whole number of cents")
        return value

    @staticmethod
    def parse_literal(node, _variables=None):
        if isinstance(node, ast.IntValueNode):
            return Cents.parse_value(int(node.value))
        raise GraphQLError("Cents must be a whole number of cents")


class CentsList(graphene.Scalar):
    """A list of amounts in integer cents, sent as one JSON array of numbers (e.g. [125000, 0, -500]).

    One value rather than a GraphQL list: the contract grid has an amount per item per claim
    (500 items x 24 claims = 12,000 numbers), and completing each as its own GraphQL value costs
    more than the rest of the ledger together. Every number is a whole number of cents within
    2^53-1, like `Cents`."""

    @staticmethod
    def serialize(value):
        return list(map(int, value))

    @staticmethod
    def parse_value(value):
        if not isinstance(value, list):
            raise GraphQLError("CentsList must be a list of whole numbers of cents")
        return [Cents.parse_value(v) for v in value]

    @staticmethod
    def parse_literal(node, _variables=None):
        if isinstance(node, ast.ListValueNode):
            return [Cents.parse_literal(v) for v in node.values]
        raise GraphQLError("CentsList must be a list of whole numbers of cents")



class BigInt(graphene.Scalar):
    """
    The `BigInt` scalar type represents non-fractional whole numeric values.
    `BigInt` is not constrained to 32-bit like the `Int` type and thus is a less
    compatible type.
    """

    # graphene's own BigInt, under the same name and description (the SDL is unchanged), but
    # strict: graphene's turns 1.5 into 1 and "12" into 12, so a quantity of 1.5 was stored as 1.
    # A whole-valued float (1.0, as some JSON encoders send 1) is the whole number, as for Int.

    @staticmethod
    def serialize(value):
        return int(value)

    @staticmethod
    def parse_value(value):
        whole = isinstance(value, int) and not isinstance(value, bool)
        if not whole and isinstance(value, float) and value.is_integer():
            value, whole = int(value), True
        if not whole:
            raise GraphQLError(f"BigInt cannot represent non-integer value: {inspect(value)}")
        if abs(value) > MAX_SAFE:
            raise GraphQLError(f"BigInt cannot represent a value beyond 2^53-1: {inspect(value)}")
        return value

    @staticmethod
    def parse_literal(node, _variables=None):
        if isinstance(node, ast.IntValueNode):
            return BigInt.parse_value(int(node.value))
        raise GraphQLError(f"BigInt cannot represent non-integer value: {print_ast(node)}", node)
