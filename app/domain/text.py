"""Text a user types into a field: one rule for every form.

- It is trimmed. None (a field left out) reads as blank.
- Anything else that is not a string is refused: '{label} must be text'.
- Longer than its limit once trimmed: '{label} must be at most {limit} characters'.
- A required field left blank: '{label} is required'. A name is a required field of at most
  200 characters (people, organisations, businesses).

Decisions:

- Each rule checks one input field, so it raises `app.errors.UserError` naming that field
  (the API shows the message beside it) rather than a `RuleError` every caller would have to
  translate.
- The limit counts characters after trimming: spaces pasted around a value never make it too
  long.
"""
from app.errors import UserError

NAME_LIMIT = 200


def clean_text(value, limit: int, field: str, label: str, *, required: bool = False) -> str:
    if value is None:
        value = ""
    if not isinstance(value, str):
        raise UserError(f"{label} must be text", field=field)
    value = value.strip()
    if len(value) > limit:
        raise UserError(f"{label} must be at most {limit} characters", field=field)
    if required and not value:
        raise UserError(f"{label} is required", field=field)
    return value


def clean_name(value, field: str = "name", label: str = "Name") -> str:
    return clean_text(value, NAME_LIMIT, field, label, required=True)
