"""String and ID refuse text no column can hold, once for the whole schema (issue 37).

A NUL or a lone surrogate in any argument reached PostgreSQL (which cannot store a NUL in text)
or the UTF-8 encoder (which cannot encode a surrogate) and came back as INTERNAL: a slug, a
search, a name, an upload id. Checking each field would miss the next one; the scalars every
argument passes through refuse it before any resolver runs, with the argument's path in the
message ('Variable "$input" got invalid value ... at "input.name"; Text cannot contain ...').

graphql-core's String and ID are module-level singletons shared by every schema (introspection's
own fields use them, and a schema may hold one type per name), so a scalar of our own named
String cannot replace them: their input parsing is wrapped in place, once. Output is untouched.
"""
from graphql import GraphQLError, GraphQLID, GraphQLString

from app.domain.text import UNSTORABLE, storable


def _refusing(parse):
    def parse_checked(*args):
        value = parse(*args)
        if isinstance(value, str) and not storable(value):
            raise GraphQLError(f"{UNSTORABLE}.")
        return value

    parse_checked.refuses_unstorable = True
    return parse_checked


def refuse_unstorable_text() -> None:
    """Wrap String's and ID's parse_value and parse_literal (idempotent)."""
    for scalar in (GraphQLString, GraphQLID):
        for name in ("parse_value", "parse_literal"):
            parse = getattr(scalar, name)
            if not getattr(parse, "refuses_unstorable", False):
                setattr(scalar, name, _refusing(parse))
