"""The what's-new state of an account: the last KEEP entry ids it has seen and read.

The changelog itself ships with the UI build (ui/src/whatsnew/changelog.json); the server keeps
only ids, checked for shape (not against the changelog, which the server does not read), so a
new build's entries need no migration. Marking adds ids (a read entry is also seen) and keeps
the newest KEEP of each list; the row is locked while it is merged, so two tabs marking at once
both count.
"""
import re

from sqlalchemy import select
from sqlalchemy.dialects.postgresql import insert

from app.db import db
from app.errors import UserError
from app.whatsnew.models import ChangelogState

KEEP = 30
ENTRY_ID = re.compile(r"^[a-z0-9][a-z0-9-]{0,63}$")
INVALID_ID = "Invalid entry id"
TOO_MANY = f"At most {KEEP} entry ids at a time"


def state_of(account_id: int) -> tuple[list[str], list[str]]:
    """(seen ids, read ids), oldest first; empty for an account that never opened the widget."""
    row = db.session.get(ChangelogState, account_id)
    return (list(row.seen_ids), list(row.read_ids)) if row else ([], [])


def _checked(ids, field: str) -> list[str]:
    ids = list(ids or [])
    if len(ids) > KEEP:
        raise UserError(TOO_MANY, field=field)
    for entry_id in ids:
        if not isinstance(entry_id, str) or not ENTRY_ID.match(entry_id):
            raise UserError(INVALID_ID, field=field)
    return ids


def _merged(kept: list[str], new: list[str]) -> list[str]:
    # A re-marked id moves to the newest end, so the oldest marks are the ones dropped.
    fresh = list(dict.fromkeys(new))
    return ([i for i in kept if i not in fresh] + fresh)[-KEEP:]


def mark(account_id: int, *, seen=None, read=None) -> tuple[list[str], list[str]]:
    seen, read = _checked(seen, "seen"), _checked(read, "read")
    try:
        db.session.execute(insert(ChangelogState).values(account_id=account_id)
                           .on_conflict_do_nothing(index_elements=["account_id"]))
        row = db.session.execute(select(ChangelogState).where(ChangelogState.account_id == account_id)
                                 .with_for_update()).scalar_one()
        row.seen_ids = _merged(list(row.seen_ids), seen + read)
        row.read_ids = _merged(list(row.read_ids), read)
        db.session.commit()
    except Exception:
        db.session.rollback()
        raise
    return list(row.seen_ids), list(row.read_ids)
