"""What one GraphQL request may ask for: size, depth, aliases, fields, and introspection.

One account once sent ten requests of 1,000 aliases each (6-7 s and 8.5 MB apiece) while
another organisation's one-field query waited half a minute: an unbounded document is a way
to take the server from everyone else. The caps sit well above the largest operation the UI
sends (tests/api/graphql/test_graphql_limits.py measures every one of them against these caps), so
only hand-made documents meet them.

- Tokens are capped while parsing (graphql-core's `max_tokens`), before any tree is built.
- Depth: graphene's depth_limit_validator (fragments followed, introspection fields ignored).
- Aliases and fields are counted over the operation with its fragments expanded, so a
  fragment spread many times counts each time it is spread.
- In production, introspection is refused and validation messages lose their 'Did you mean
  ...?' hints, so the schema cannot be read out by a stranger one guess at a time.
"""
import functools
import re

from graphene.validation import depth_limit_validator
from graphql import GraphQLError, specified_rules
from graphql.language import FieldNode, FragmentSpreadNode, InlineFragmentNode, OperationDefinitionNode
from graphql.validation import ValidationRule

MAX_TOKENS = 5_000
MAX_DEPTH = 15
MAX_ALIASES = 30
MAX_FIELDS = 1_000

TOO_MANY_ALIASES = "This request uses {count} aliases; at most {limit} are allowed."
INTROSPECTION_DISABLED = "GraphQL introspection is disabled."
TOO_MANY_FIELDS = "This request asks for {count} fields; at most {limit} are allowed."
_SUGGESTION = re.compile(r"\s*Did you mean [^?]*\?")


def _count(selection_set, fragments, seen: frozenset = frozenset()) -> tuple[int, int]:
    """(fields, aliases) of a selection set with its fragments expanded; cycles count once
    (the standard NoFragmentCycles rule refuses them anyway)."""
    fields = aliases = 0
    for selection in selection_set.selections if selection_set else ():
        if isinstance(selection, FieldNode):
            fields += 1
            aliases += selection.alias is not None
            sub = _count(selection.selection_set, fragments, seen)
        elif isinstance(selection, InlineFragmentNode):
            sub = _count(selection.selection_set, fragments, seen)
        elif isinstance(selection, FragmentSpreadNode) and selection.name.value not in seen:
            fragment = fragments.get(selection.name.value)
            sub = _count(fragment.selection_set, fragments, seen | {selection.name.value}) if fragment else (0, 0)
        else:
            continue
        fields += sub[0]
        aliases += sub[1]
    return fields, aliases


def measure(document) -> dict[str, tuple[int, int]]:
    """Each operation's (fields, aliases), by operation name ('' when anonymous)."""
    fragments = {d.name.value: d for d in document.definitions if not isinstance(d, OperationDefinitionNode)}
    return {
        (d.name.value if d.name else ""): _count(d.selection_set, fragments)
        for d in document.definitions
        if isinstance(d, OperationDefinitionNode)
    }


class SizeLimit(ValidationRule):
    """Refuses an operation over MAX_ALIASES aliases or MAX_FIELDS fields."""

    def enter_document(self, node, *_):
        for fields, aliases in measure(node).values():
            if aliases > MAX_ALIASES:
                self.report_error(GraphQLError(TOO_MANY_ALIASES.format(count=aliases, limit=MAX_ALIASES)))
            if fields > MAX_FIELDS:
                self.report_error(GraphQLError(TOO_MANY_FIELDS.format(count=fields, limit=MAX_FIELDS)))
        return self.BREAK


class NoIntrospection(ValidationRule):
    """Refuses `__schema` and `__type`. (graphene's DisableIntrospection refuses `__typename`
    too, which every Relay query asks for.)"""

    def enter_field(self, node: FieldNode, *_):
        if node.name.value in ("__schema", "__type"):
            self.report_error(GraphQLError(INTROSPECTION_DISABLED, node))


@functools.cache
def validation_rules(production: bool) -> tuple:
    """The standard rules, then ours; in production introspection is refused too. Built once
    per flag: depth_limit_validator makes a new rule class on every call."""
    ours = (depth_limit_validator(max_depth=MAX_DEPTH), SizeLimit)
    if production:
        ours += (NoIntrospection,)
    return (*specified_rules, *ours)


def without_suggestions(message: str) -> str:
    return _SUGGESTION.sub("", message)
