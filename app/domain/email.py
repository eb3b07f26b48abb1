"""Email addresses: one rule for sign-in, workspace invites and contract recipients.

An address is kept trimmed and in lower case. It is valid when it reads text@text.text with
no spaces, is at most 254 characters (the longest address SMTP carries, RFC 5321) and holds no
control or format character (an address must read as it is typed). Each form words its own
refusal ('Enter a valid email address.' at sign-in, '{email} is not a valid email address.'
for an invite), so the rule answers None rather than raising.
"""
import re
import unicodedata

SHAPE = re.compile(r"[^@\s]+@[^@\s]+\.[^@\s]+")
MAX_LENGTH = 254


def is_email(text: str) -> bool:
    """The rule itself, on text as it is (ui/src/domain/email.ts mirrors it;
    tests/vectors/email.json keeps the two equal). The whole text must match: a trailing line
    break is not an address."""
    return (len(text) <= MAX_LENGTH and SHAPE.fullmatch(text) is not None
            and not any(unicodedata.category(c)[0] == "C" for c in text))


def valid_email(value) -> str | None:
    """The address as stored (trimmed, lower case), or None when `value` is not a valid address."""
    if not isinstance(value, str):
        return None
    email = value.strip().lower()
    return email if is_email(email) else None
