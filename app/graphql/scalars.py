"""Scalars the conventions require: money never travels in a 32-bit Int."""
import graphene
from graphql import GraphQLError
from graphql.language import ast

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
