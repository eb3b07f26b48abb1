"""The one exception the pure rules raise.

Every rule that refuses a value raises `RuleError` carrying the text a user should see
(word for word from the spec where the spec quotes one). Services and resolvers turn it into
a user-facing error without translating it; it subclasses ValueError so generic parsing code
that already catches ValueError keeps working. The field rules of `text.py` raise the
user-facing error themselves, since each checks one named field.
"""


class RuleError(ValueError):
    def __init__(self, message: str):
        super().__init__(message)
        self.message = message
