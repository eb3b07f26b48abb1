"""`node(id:)`: the one resolver of any global ID (graphene's would raise on what it cannot read).

graphene's `relay.Node.Field` raises a plain Exception for an id that is not base64 of `Type:id`,
for a type the schema lacks or that is not a Node, and asserts on a type mismatch: each was an
INTERNAL answer (and an ERROR traceback) for a caller's typo. Here anything that is not the id of
a Node type answers null, exactly like an id of a row that does not exist or is out of reach:
the caller learns nothing of why. Each type's `get_node(info, local)` decides reach (core/ids.py
reads the local part); it gets only a non-empty local part of a Node type of this schema.
"""
import graphene
from graphene import relay
from graphql import GraphQLObjectType

from app.graphql.core.ids import split_global_id


def resolve_node(info, global_id):
    """The object a global ID names, or None for anything that is not the id of a reachable Node."""
    parts = split_global_id(global_id)
    if parts is None:
        return None
    type_name, local = parts
    named = info.schema.get_type(type_name)
    graphene_type = getattr(named, "graphene_type", None) if isinstance(named, GraphQLObjectType) else None
    if graphene_type is None or relay.Node not in graphene_type._meta.interfaces:
        return None
    get_node = getattr(graphene_type, "get_node", None)
    return get_node(info, local) if get_node is not None else None


class NodeField(graphene.Field):
    """`node(id: ID!): Node`, printed as graphene's own (the SDL is unchanged)."""

    def __init__(self, description: str):
        super().__init__(relay.Node, id=graphene.ID(required=True, description="The ID of the object"),
                         description=description, resolver=lambda root, info, id: resolve_node(info, id))

