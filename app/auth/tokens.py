"""Secrets of the sign-in service: tokens, codes, their stored hashes, and the clock.

- Tokens (session cookie, magic token, link token, challenge token) are 256 random bits from
  `secrets`; only their SHA-256 is stored, so a copy of the database signs nobody in.
- The sign-in code is 6 characters from a 32-character alphabet without look-alikes
  (no 0/O, 1/I/L), drawn with `secrets.choice`: about 10^9 values. It is stored as
  HMAC-SHA256(SECRET_KEY, attempt's token hash + code) and compared in constant time.
- `now()` is the one clock of the service: every expiry is computed and compared in Python
  and passed to SQL as a parameter, so tests can move time (time-machine) honestly.
"""
import hashlib
import hmac
import re
import secrets
from datetime import UTC, datetime

from flask import current_app

CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
CODE_LENGTH = 6
_CODE_RE = re.compile(r"^[A-Z0-9]{6}$")


def now() -> datetime:
    return datetime.now(UTC)


def new_token() -> str:
    return secrets.token_urlsafe(32)


def token_hash(token: str) -> bytes:
    return hashlib.sha256(token.encode("utf-8")).digest()


def new_code() -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def display_code(code: str) -> str:
    """ABCDEF -> ABC-DEF, as the email shows it and the code input formats it."""
    return f"{code[:3]}-{code[3:]}"


def normalise_code(value) -> str | None:
    """The code as typed (any case, with or without the dash or spaces), or None if it is not one."""
    if not isinstance(value, str) or len(value) > 20:
        return None
    code = re.sub(r"[\s-]", "", value).upper()
    return code if _CODE_RE.match(code) else None


def _key() -> bytes:
    return current_app.config["SECRET_KEY"].encode("utf-8")


def code_hash(attempt_token_hash: bytes, code: str) -> bytes:
    message = b"claimdesk:sign-in-code\x00" + attempt_token_hash + code.encode("ascii")
    return hmac.new(_key(), message, hashlib.sha256).digest()


def code_matches(attempt_token_hash: bytes, code: str, stored: bytes) -> bool:
    return hmac.compare_digest(code_hash(attempt_token_hash, code), stored)


def keyed_digest(purpose: str, value: str) -> str:
    """A stable, non-reversible name for a value (rate-limit keys never hold raw emails)."""
    return hmac.new(_key(), f"claimdesk:{purpose}\x00{value}".encode(), hashlib.sha256).hexdigest()[:40]
