"""Plain scalar fields are read without graphql-core's resolver machinery (app/graphql/core/view.py's
ExecutionContext): the answer, errors and their paths included, is graphql-core's own."""
import graphene
from graphql import execute, parse
from graphql_sync_dataloaders import DeferredExecutionContext

from app.graphql.core.view import ExecutionContext


class Colour(graphene.Enum):
    RED = "red"
    BLUE = "blue"


class Item:
    def __init__(self, n):
        self.n = n
        self.name = f"item {n}"
        self.colour = "red" if n % 2 else "blue"
        self.missing = None

    @property
    def broken(self):
        raise ValueError(f"item {self.n} cannot say")


class ItemType(graphene.ObjectType):
    n = graphene.Int(required=True)
    name = graphene.String()
    colour = Colour()
    missing = graphene.String(required=True)  # None in a non-null field: the parent becomes null
    broken = graphene.String()
    absent = graphene.String(default_value="a default")
    shout = graphene.String()
    date = graphene.Date()

    def resolve_shout(self, info):
        return self["name"].upper() if isinstance(self, dict) else self.name.upper()


class Query(graphene.ObjectType):
    items = graphene.List(ItemType)
    strict = graphene.Field(ItemType)
    from_dicts = graphene.List(ItemType)

    def resolve_items(self, info):
        return [Item(n) for n in range(3)]

    def resolve_strict(self, info):
        return Item(9)

    def resolve_from_dicts(self, info):
        return [{"n": 1, "name": "one", "colour": "blue", "date": "not a date"}, {"n": "two"}]


class Reference(ExecutionContext):
    """graphql-core's way for every field (through graphql_sync_dataloaders, as before)."""

    execute_field = DeferredExecutionContext.execute_field


SCHEMA = graphene.Schema(query=Query).graphql_schema
DOCUMENT = parse("""{
  items { n name colour broken absent shout }
  strict { n missing }
  fromDicts { n name colour absent shout date }
}""")


def test_the_answer_and_its_errors_are_graphql_cores_own():
    ours = execute(SCHEMA, DOCUMENT, execution_context_class=ExecutionContext)
    theirs = execute(SCHEMA, DOCUMENT, execution_context_class=Reference)
    assert ours.data == theirs.data
    assert [e.formatted for e in ours.errors] == [e.formatted for e in theirs.errors]
    assert ours.data["items"][1] == {"n": 1, "name": "item 1", "colour": "RED", "broken": None,
                                     "absent": "a default", "shout": "ITEM 1"}
    assert ours.data["strict"] is None
    assert {tuple(e.path) for e in ours.errors} >= {("items", 0, "broken"), ("strict", "missing")}
