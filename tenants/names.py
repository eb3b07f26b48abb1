"""Validated names: organisation slugs and their schema names.

A schema name only ever comes from `schema_for(org_id)` and is checked again by
`validate_schema` before it reaches SQL, so no user text is ever spliced into DDL.
"""
import re

from app.errors import UserError

SLUG_RE = re.compile(r"^[a-z0-9](?:[a-z0-9-]{0,46}[a-z0-9])?$")
SCHEMA_RE = re.compile(r"^org_[1-9][0-9]{0,17}$")
# Slugs that would shadow a top-level route of the app.
RESERVED_SLUGS = frozenset(
    "api assets auth dashboard dev graphql healthz link login logout signup static terms privacy contact www xero v1 admin settings new".split()
)

SLUG_RULES = "A slug uses lower-case letters, digits and single hyphens, 1–48 characters, starting and ending with a letter or digit."


def validate_slug(slug: str) -> str:
    if not isinstance(slug, str) or not SLUG_RE.match(slug) or "--" in slug:
        raise UserError(f"'{slug}' is not a valid slug. {SLUG_RULES}", field="slug")
    if slug in RESERVED_SLUGS:
        raise UserError(f"The slug '{slug}' is reserved. Please choose another.", field="slug")
    return slug


def slugify(name: str) -> str:
    """A readable slug suggestion from a name ("Acme Builders Ltd" -> "acme-builders-ltd")."""
    slug = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")[:48].strip("-")
    return slug or "workspace"


def schema_for(org_id: int) -> str:
    return validate_schema(f"org_{int(org_id)}")


def validate_schema(name: str) -> str:
    if not SCHEMA_RE.match(name):
        raise ValueError(f"invalid tenant schema name {name!r}")
    return name


def quote_schema(name: str) -> str:
    return '"' + validate_schema(name) + '"'
