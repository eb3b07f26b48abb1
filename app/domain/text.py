"""Text a user types into a field: one rule for every form.

- It is normalised to Unicode NFC, so the same name typed on two keyboards is the same name.
- Invisible characters that change how text reads are removed: control characters, the
  bidirectional overrides and isolates (U+202A-U+202E, U+2066-U+2069, LRM/RLM/ALM), zero-width
  spaces, word joiners and byte-order marks, soft hyphens. 'Invoice \\u202eexe.fdp' would
  otherwise show as 'Invoice pdf.exe' on the other party's PDF and in their email. The
  zero-width joiner and non-joiner stay: scripts and emoji need them, and they reorder nothing.
- A single-line field turns line breaks and tabs into spaces (names travel into email subjects,
  where a line break is a header injection); a multi-line field (an address, payment details)
  keeps line breaks and tabs.
- It is trimmed. None (a field left out) reads as blank.
- Anything else that is not a string is refused: '{label} must be text'.
- Longer than its limit once cleaned: '{label} must be at most {limit} characters'.
- A required field left blank: '{label} is required'. A name is a required field of at most
  200 characters (people, organisations, businesses).
- Text no database column can hold is refused before any rule reads it, once per surface: a NUL
  character or a lone surrogate (half of a UTF-16 pair, which JSON can carry as `\\ud800`).
  GraphQL's String and ID scalars refuse it (app/graphql/core/strings.py), and so does every
  REST JSON body (app/security.py): UNSTORABLE, naming the field. PostgreSQL cannot store a NUL
  in text and UTF-8 cannot encode a surrogate, so either reached the database as a server error.

Decisions:

- Each rule checks one input field, so it raises `app.errors.UserError` naming that field
  (the API shows the message beside it) rather than a `RuleError` every caller would have to
  translate.
- Invisible characters are removed rather than refused: nobody can see them to fix them, and
  they arrive by pasting far more often than by intent.
- The limit counts characters after cleaning: spaces pasted around a value never make it too
  long.
"""
import re
import unicodedata

from app.errors import UserError

NAME_LIMIT = 200
UNSTORABLE = "Text cannot contain a NUL character or an unpaired surrogate"

_KEEP_FORMAT = {"\u200c", "\u200d"}  # zero-width non-joiner and joiner
_LINE_BREAKS = re.compile(r"\r\n?|[\n\v\f\x1c-\x1e\x85\u2028\u2029]")
# A surrogate code point in a Python str is always a lone one: a JSON pair decodes to one character.
_UNSTORABLE = re.compile("[\x00\ud800-\udfff]")


def storable(text: str) -> bool:
    """False for text holding a NUL or a lone surrogate (see UNSTORABLE)."""
    return _UNSTORABLE.search(text) is None


def unstorable_field(value, path: str = "") -> str | None:
    """The dotted path of the first string (or key) in a JSON value that is not `storable`
    ('' for the value itself); None when there is none."""
    if isinstance(value, str):
        return None if storable(value) else path
    if isinstance(value, dict):
        items = value.items()
    elif isinstance(value, list):
        items = enumerate(value)
    else:
        return None
    for key, item in items:
        here = f"{path}.{key}" if path else str(key)
        if isinstance(key, str) and not storable(key):
            return here
        found = unstorable_field(item, here)
        if found is not None:
            return found
    return None


def _visible(text: str, multiline: bool) -> str:
    text = unicodedata.normalize("NFC", _LINE_BREAKS.sub("\n", text))
    out = []
    for char in text:
        if char in "\n\t":
            out.append(char if multiline else " ")
        elif unicodedata.category(char) in ("Cc", "Cf") and char not in _KEEP_FORMAT:
            continue
        else:
            out.append(char)
    return "".join(out)


def clean_text(value, limit: int, field: str, label: str, *, required: bool = False, multiline: bool = False,
               too_long: str | None = None) -> str:
    """`value` as stored: its invisible and control characters gone (lines kept when `multiline`),
    stripped; refused beside `field` when not text, longer than `limit` ('{label} must be at most
    {limit} characters', or the caller's own `too_long` words), or empty when `required`."""
    if value is None:
        value = ""
    if not isinstance(value, str):
        raise UserError(f"{label} must be text", field=field)
    value = _visible(value, multiline).strip()
    if len(value) > limit:
        raise UserError(too_long or f"{label} must be at most {limit} characters", field=field)
    if required and not value:
        raise UserError(f"{label} is required", field=field)
    return value


def clean_name(value, field: str = "name", label: str = "Name") -> str:
    return clean_text(value, NAME_LIMIT, field, label, required=True)
