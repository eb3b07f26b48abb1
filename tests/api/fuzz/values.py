"""What the fuzzer types into arguments: hostile text, ids real and forged, numbers at the edges.

Each strategy yields GraphQL value nodes (hypothesis-graphql's `custom_scalars` takes them for any
scalar, the built-in String, ID and Int included). Real ids and names of the signed-in
organisation's own data are drawn often, so generated documents reach past 'not found' into the
resolvers that read rows; forged ones (another type's, malformed base64, a number past a bigint,
an organisation prefix not its own) check the refusals.
"""
import base64
import json

import graphql
from graphql_relay import to_global_id
from hypothesis import strategies as st

# Characters no stored text may hold and JSON still carries: NUL, a lone surrogate (each half),
# CR/LF, bidi overrides, zero-width joiners, a BOM.
HOSTILE_CHARS = ["\x00", "\ud800", "\udfff", "\r", "\n", "\r\n", "\u202e", "\u200d", "\ufeff", "\x1b", "\x7f"]
HOSTILE_TEXT = ["", " ", "x" * 600, "a\x00b", "\ud83d", "Ltd\r\nBcc: x@evil.example", "https://evil.example",
                "evil.example", "%00", "' OR 1=1 --", "../../etc/passwd", "<script>alert(1)</script>", "0", "-1",
                "1e999", "null", "{}", "[]", "true", "2026-02-30", "9999-12-31", "0000-01-01", "claim-1",
                "schedule-1", "🏗️", "ﬁ", "İ"]
NODE_TYPES = ["Contract", "Claim", "ClaimRevision", "PaymentSchedule", "Organisation", "Account", "User", "Member",
              "Contact", "ContractContact", "ContractMember", "PayCycle", "ActivityEntry", "Issue", "Variation",
              "Comment", "Upload", "AccessLink", "Connection", "Query", "Mutation", "String", "", "Node"]
FORGED_LOCALS = ["", "0", "-1", "1.5", "9" * 19, "9" * 40, "a", "1:1", "1:2:3", ":1", "1:", "\x00", "٣", "1e3",
                 " 1", "0x10"]


def text() -> st.SearchStrategy[str]:
    """Any text, lone surrogates included, with hostile characters and phrases mixed in."""
    anything = st.text(st.characters(codec=None, exclude_categories=()), max_size=40)
    spliced = st.lists(st.one_of(st.sampled_from(HOSTILE_CHARS), st.text(max_size=6)), min_size=1, max_size=6).map("".join)
    return st.one_of(anything, spliced, st.sampled_from(HOSTILE_TEXT))


def forged_id() -> st.SearchStrategy[str]:
    b64 = lambda raw: base64.b64encode(raw).decode()  # noqa: E731
    return st.one_of(
        st.builds(to_global_id, st.sampled_from(NODE_TYPES), st.sampled_from(FORGED_LOCALS)),
        st.builds(to_global_id, st.sampled_from(NODE_TYPES), st.integers(-(2**70), 2**70).map(str)),
        st.binary(max_size=24).map(b64),            # not UTF-8 once decoded
        st.binary(max_size=24).map(lambda raw: b64(raw).rstrip("=")),
        text(),                                     # not base64 at all
        st.just("A" * 5000),
    )


def string_nodes(real: list[str]) -> st.SearchStrategy[graphql.ValueNode]:
    """String arguments: real slugs and emails half the time, else hostile text."""
    choices = [text()] + ([st.sampled_from(sorted(real))] if real else [])
    return st.one_of(*choices).map(lambda s: graphql.StringValueNode(value=s))


def id_nodes(real_ids: list[str]) -> st.SearchStrategy[graphql.ValueNode]:
    ids = [forged_id()] + ([st.sampled_from(sorted(real_ids))] * 3 if real_ids else [])
    strings = st.one_of(*ids).map(lambda s: graphql.StringValueNode(value=s))
    numbers = st.integers(-(2**40), 2**40).map(lambda n: graphql.IntValueNode(value=str(n)))
    return st.one_of(strings, numbers)


def int_nodes() -> st.SearchStrategy[graphql.ValueNode]:
    """Small numbers mostly (claim numbers, versions, counts), and the 32-bit edges."""
    edges = st.sampled_from([0, -1, 2**31 - 1, -(2**31), 1000, 10_000, 1_000_000])
    return st.one_of(st.integers(-2, 5), edges, st.integers(-(2**31), 2**31 - 1)).map(
        lambda n: graphql.IntValueNode(value=str(n)))


def _whole(limit: int) -> st.SearchStrategy[int]:
    return st.one_of(st.integers(-1000, 1_000_000), st.sampled_from([0, limit, -limit, limit + 1, 2**63, -(2**63)]),
                     st.integers(-(2**64), 2**64))


def cents_nodes() -> st.SearchStrategy[graphql.ValueNode]:
    return _whole(2**53 - 1).map(lambda n: graphql.IntValueNode(value=str(n)))


def cents_list_nodes() -> st.SearchStrategy[graphql.ValueNode]:
    return st.lists(cents_nodes(), max_size=5).map(lambda values: graphql.ListValueNode(values=tuple(values)))


def date_nodes() -> st.SearchStrategy[graphql.ValueNode]:
    dates = st.dates().map(lambda d: d.isoformat())
    return st.one_of(dates, st.datetimes().map(lambda d: d.isoformat()), text()).map(
        lambda s: graphql.StringValueNode(value=s))


def json_nodes() -> st.SearchStrategy[graphql.ValueNode]:
    values = st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=8),
                          lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3),
                          max_leaves=8)
    return st.one_of(values.map(json.dumps), text()).map(lambda s: graphql.StringValueNode(value=s))


def scalars(real_ids: list[str], real_strings: list[str]) -> dict:
    """hypothesis-graphql's `custom_scalars`: every scalar of ui/schema.graphql."""
    return {
        "String": string_nodes(real_strings),
        "ID": id_nodes(real_ids),
        "Int": int_nodes(),
        "Cents": cents_nodes(),
        "BigInt": cents_nodes(),
        "CentsList": cents_list_nodes(),
        "Date": date_nodes(),
        "DateTime": date_nodes(),
        "JSONString": json_nodes(),
    }
