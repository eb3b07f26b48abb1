"""An organisation found by its GST number (issue 36: a contract naming a party by the GST number
of an organisation already on Claimdesk invites that organisation, app.contracts.invitations).

The number lives in each workspace's own business details (its default contact, in its schema);
`shared.organisations.gst_number` keeps a copy, written here whenever those details change, so a
lookup reads one indexed column rather than every workspace. Numbers compare in the one stored
form of app.domain.gst (`normalise_gst_number`: digits only, 9 of them, a valid IRD number), so
'49-091-850' and '049 091 850' are the same number.
"""
from sqlalchemy import update

from app.db import db
from app.domain.errors import RuleError
from app.domain.gst import normalise_gst_number
from tenants.models import Organisation


def match_key(value: str | None) -> str | None:
    """The stored form of a GST number to match on, or None for a blank or invalid one (which
    matches nothing)."""
    try:
        return normalise_gst_number(value) if isinstance(value, str) else None
    except RuleError:
        return None


def record(org_id: int, gst_number: str | None) -> None:
    """The organisation's own GST number changed (its default contact), in the caller's transaction."""
    db.session.execute(update(Organisation).where(Organisation.id == org_id)
                       .values(gst_number=match_key(gst_number)))
