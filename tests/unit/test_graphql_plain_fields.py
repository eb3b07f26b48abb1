"""app/graphql/core/view.py's ExecutionContext reads plain fields and completes lists of objects
without graphql-core's per-row machinery: the answer, its errors, their messages, locations and
paths are graphql-core's own, and so is how a null in a non-null field bubbles up."""
import datetime

import graphene
import pytest
from graphene import relay
from graphql import ExecutionContext as GraphQLCoreExecutionContext
from graphql import execute, parse
from graphql_sync_dataloaders import SyncDataLoader

from app.graphql.core.execution import ExecutionContext


class Colour(graphene.Enum):
    RED = "red"
    BLUE = "blue"


class Item:
    def __init__(self, n):
        self.n = n
        self.name = f"item {n}"
        self.colour = "red" if n % 2 else "blue"
        self.missing = None
        self.tags = [f"t{n}", None] if n == 2 else [f"t{n}"]
        self.when = datetime.date(2026, 1, n + 1)
        self.parts = [Part(n, p) for p in range(n)]

    @property
    def broken(self):
        raise ValueError(f"item {self.n} cannot say")


class Part:
    def __init__(self, n, p):
        self.id = n * 10 + p
        self.label = f"part {n}.{p}" if (n, p) != (3, 1) else None  # a null in a non-null field
        self.size = p


def _loaded(info, key, value):
    """The value itself (graphql-core's own execution), or through a loader (ours, as the app's resolvers answer)."""
    loaders = info.context.get("loaders") if isinstance(info.context, dict) else None
    if loaders is None:
        return value
    loader = loaders.setdefault(key[0], SyncDataLoader(lambda keys: [_VALUES[k] for k in keys]))
    _VALUES[key] = value
    return loader.load(key)


_VALUES = {}


class PartType(graphene.ObjectType):
    class Meta:
        interfaces = (relay.Node,)

    label = graphene.String(required=True)
    size = graphene.Int()
    echo = graphene.String(word=graphene.String(default_value="hi"))

    @classmethod
    def is_type_of(cls, root, info):
        return isinstance(root, Part)

    @classmethod
    def get_node(cls, info, id):
        return Part(int(id) // 10, int(id) % 10)

    def resolve_echo(root, info, word):
        return f"{word} {root.id}"


class ItemType(graphene.ObjectType):
    n = graphene.Int(required=True)
    name = graphene.String()
    colour = Colour()
    missing = graphene.String(required=True)  # None in a non-null field: the parent becomes null
    broken = graphene.String()
    absent = graphene.String(default_value="a default")
    shout = graphene.String()
    date = graphene.Date()
    when = graphene.Date(required=True)
    tags = graphene.List(graphene.NonNull(graphene.String))
    parts = graphene.List(graphene.NonNull(PartType), required=True)
    loose_parts = graphene.List(PartType)
    loaded_parts = graphene.List(graphene.NonNull(PartType))
    first_part = graphene.Field(PartType)
    strict_first_part = graphene.Field(PartType, required=True)
    raises = graphene.Int()

    def resolve_shout(self, info):
        return self["name"].upper() if isinstance(self, dict) else self.name.upper()

    def resolve_loose_parts(self, info):
        return [*self.parts, None]

    def resolve_loaded_parts(self, info):
        return [_loaded(info, ("part", self.n, part.id), part) for part in self.parts]

    def resolve_first_part(self, info):
        return _loaded(info, ("first", self.n), self.parts[0] if self.parts else None)

    def resolve_strict_first_part(self, info):
        return _loaded(info, ("strict", self.n), Part(self.n, 1))

    def resolve_raises(self, info):
        if self.n == 1:
            raise RuntimeError("one is refused")
        return self.n


class Query(graphene.ObjectType):
    node = relay.Node.Field()
    items = graphene.List(ItemType)
    loaded_items = graphene.List(graphene.NonNull(ItemType))
    strict = graphene.Field(ItemType)
    from_dicts = graphene.List(ItemType)
    nodes = graphene.List(relay.Node)

    def resolve_items(self, info):
        return [Item(n) for n in range(5)]

    def resolve_loaded_items(self, info):
        return _loaded(info, ("items",), [Item(n) for n in range(4)])

    def resolve_strict(self, info):
        return Item(9)

    def resolve_from_dicts(self, info):
        return [{"n": 1, "name": "one", "colour": "blue", "date": "not a date"}, {"n": "two"}]

    def resolve_nodes(self, info):
        return [Part(4, 0), Part(3, 1), Part(4, 2)]


SCHEMA = graphene.Schema(query=Query, types=[PartType]).graphql_schema
DOCUMENTS = {
    "plain": """{
      items { n name colour broken absent shout }
      strict { n missing }
      fromDicts { n name colour absent shout date }
    }""",
    "nested": """
    fragment Piece on Node { id ... on PartType { label size } }
    query Nested($word: String) {
      items {
        n tags when alias: name
        parts { ...Piece size echo said: echo(word: $word) }
        loosest: looseParts { size, ...on PartType { __typename label } }
        looseParts { size }
        raises
      }
      again: items { n parts { id size } }
      nodes { __typename ...Piece }
      node(id: "UGFydFR5cGU6NDA=") { id ...on PartType { echo } }
    }""",
    "loaded": """
    fragment Piece on Node { id ... on PartType { label size } }
    {
      loadedItems {
        n name
        firstPart { ...Piece }
        loadedParts { ...Piece echo }
        strictFirstPart { size }
        parts { size }
        tags raises
      }
      items { n loadedParts { size } firstPart { size } strictFirstPart { label } }
    }""",
}


def _run(name, context_class, loaders):
    _VALUES.clear()
    return execute(SCHEMA, parse(DOCUMENTS[name]), context_value={"loaders": {} if loaders else None},
                   variable_values={"word": "yo"}, execution_context_class=context_class)


@pytest.mark.parametrize("name", ["plain", "nested"])
def test_the_answer_and_its_errors_are_graphql_cores_own(name):
    ours = _run(name, ExecutionContext, loaders=False)
    theirs = _run(name, GraphQLCoreExecutionContext, loaders=False)
    assert ours.data == theirs.data
    assert [e.formatted for e in ours.errors] == [e.formatted for e in theirs.errors]


def test_what_the_documents_ask_goes_wrong_where_it_should():
    plain = _run("plain", ExecutionContext, loaders=False)
    assert plain.data["items"][1] == {"n": 1, "name": "item 1", "colour": "RED", "broken": None,
                                      "absent": "a default", "shout": "ITEM 1"}
    assert plain.data["strict"] is None
    assert {tuple(e.path) for e in plain.errors} >= {("items", 0, "broken"), ("strict", "missing"),
                                                     ("fromDicts", 0, "date"), ("fromDicts", 1, "n")}
    nested = _run("nested", ExecutionContext, loaders=False)
    items = nested.data["items"]
    assert items[2]["tags"] is None  # a null item in [String!]: the list becomes null
    assert items[3] is None  # part 3.1's null label: parts is [PartType!]!, so the item is null
    assert items[4]["loosest"][4] is None and items[4]["parts"][1]["said"] == "yo 41"
    assert items[4]["parts"][0]["echo"] == "hi 40" and items[4]["alias"] == "item 4"
    assert nested.data["nodes"][1] is None and nested.data["node"] == {"id": "UGFydFR5cGU6NDA=", "echo": "hi 40"}
    messages = {tuple(e.path): e.message for e in nested.errors}
    assert messages[("items", 1, "raises")] == "one is refused"
    assert messages[("items", 3, "parts", 1, "label")] == "Cannot return null for non-nullable field PartType.label."
    assert messages[("items", 2, "tags", 1)] == "Cannot return null for non-nullable field ItemType.tags."


def test_values_through_loaders_answer_as_graphql_core_answers_them_at_once():
    ours = _run("loaded", ExecutionContext, loaders=True)
    theirs = _run("loaded", GraphQLCoreExecutionContext, loaders=False)
    assert ours.data == theirs.data
    items = ours.data["loadedItems"]
    assert items[3]["loadedParts"] is None  # part 3.1's null label, through a loader, in [PartType!]
    assert items[2]["tags"] is None and items[1]["raises"] is None
    # item 3's strictFirstPart (PartType!, through a loader) has a null label: the item is null
    assert ours.data["items"][2]["strictFirstPart"] == {"label": "part 2.1"} and ours.data["items"][3] is None
    # Loaders answer after the fields that asked them, so the errors come in another order.
    assert sorted(e.formatted["path"] for e in ours.errors) == sorted(e.formatted["path"] for e in theirs.errors)
    assert sorted(map(str, ours.errors)) == sorted(map(str, theirs.errors))


def test_a_document_asked_again_answers_by_its_variables():
    """Collected subfields and steps are kept across requests for a parsed document, unless a
    @skip or @include reads a variable."""
    document = parse("""query Again($with: Boolean!, $word: String) {
      items { n parts @include(if: $with) { echo(word: $word) } ...on ItemType @skip(if: $with) { name } }
      strict { n name }
    }""")
    for variables in ({"with": True, "word": "a"}, {"with": False}, {"with": True, "word": "b"}):
        ours, theirs = (execute(SCHEMA, document, variable_values=variables, context_value={},
                                execution_context_class=kind) for kind in (ExecutionContext, GraphQLCoreExecutionContext))
        assert ours.data == theirs.data and ours.errors == theirs.errors is None
        assert ("parts" in ours.data["items"][1]) is variables["with"]
        assert ("name" in ours.data["items"][1]) is not variables["with"]
    assert ours.data["items"][4]["parts"][3] == {"echo": "b 43"}
    plain = parse(DOCUMENTS["nested"])
    for word in ("x", "y"):
        ours, theirs = (execute(SCHEMA, plain, variable_values={"word": word}, context_value={},
                                execution_context_class=kind) for kind in (ExecutionContext, GraphQLCoreExecutionContext))
        assert ours.data == theirs.data and ours.data["items"][4]["parts"][0]["said"] == f"{word} 40"
