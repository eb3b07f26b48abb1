"""Mounting a field another domain defines.

graphene lists a type's fields by when each Field object was created, not by where the class body
mounts it: a field made at the import of `graphql/<domain>/claim.py` would move in the SDL whenever
the import order changed (it did: the committed `ui/schema.graphql` diffed with no API change).
`placed` stamps the field as made where it is mounted, so the class body's order is the SDL's.
"""
from typing import TypeVar

from graphene.utils.orderedtype import OrderedType

Mounted = TypeVar("Mounted", bound=OrderedType)


def placed(field: Mounted) -> Mounted:
    """The field, ordered as if created at this line of the type that mounts it (mount each once)."""
    field.reset_counter()
    return field
