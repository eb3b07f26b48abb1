"""Parsed and validated GraphQL documents, kept per web process (issue 21).

A load test of a Monday morning found 39 % of the web processes' Python time parsing and
validating the same few documents again: the UI sends a fixed set of operations, word for word.
So each document is parsed and validated once and kept, keyed by the SHA-256 of its text and by
whether production's rules applied (they refuse introspection and drop hints). Only the document
and its validation errors are kept: nothing of a request (its variables, viewer, organisation,
answer) is, so what one organisation asked can never answer another. A document that fails to
parse or validate is kept with its errors, which are answered again exactly alike.

At most GRAPHQL_DOCUMENT_CACHE_SIZE documents are kept, the least recently used leaving first, so
a stream of made-up documents costs memory of that many and no more (0 turns the cache off).
"""
import hashlib
import threading
from collections import OrderedDict

from graphql import GraphQLError, parse
from graphql_server.exceptions import GraphQLValidationError
from graphql_server.runtime import validate_document

from app.graphql.core import limits


class DocumentCache:
    def __init__(self, size: int):
        self.size = size
        self._entries: OrderedDict = OrderedDict()
        self._lock = threading.Lock()

    def validated(self, schema, text: str, production: bool):
        """The document of `text`, parsed and validated; GraphQLValidationError when it is not valid."""
        # surrogatepass: a lone surrogate (JSON can carry one) must reach the lexer, which refuses
        # it as a syntax error, rather than fail here as a server error.
        key = (hashlib.sha256(text.encode("utf-8", "surrogatepass")).digest(), production)
        with self._lock:
            entry = self._entries.get(key)
            if entry is not None:
                self._entries.move_to_end(key)
        if entry is None:
            entry = _parse_and_validate(schema, text, production)
            if self.size > 0:
                with self._lock:
                    self._entries[key] = entry
                    while len(self._entries) > self.size:
                        self._entries.popitem(last=False)
        document, errors = entry
        if errors:
            raise GraphQLValidationError(list(errors))
        return document

    def __len__(self):
        return len(self._entries)


def _parse_and_validate(schema, text: str, production: bool):
    try:
        document = parse(text, max_tokens=limits.MAX_TOKENS)
    except GraphQLError as error:
        return None, (error,)
    return document, tuple(validate_document(schema, document, limits.validation_rules(production)))
