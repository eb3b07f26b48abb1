"""Data repairs, run by `tenants.migrate.migrate_all` once the shared schema is at head.

Alembic revisions change the schema and must not use the ORM, whose models follow the newest
schema (a revision that did would break the first time a later one adds a column). A change of
*data* that needs the domain code runs here instead, after every shared revision is applied.
Each repair is idempotent and costs one cheap query when there is nothing to do, so every
migrate runs them all; each commits on its own.
"""
from sqlalchemy import select
from sqlalchemy.orm import Session

from app.claims import imports
from app.claims.models import Claim
from app.contracts.models import PreviousClaim


def import_previous_claims(session: Session) -> int:
    """Previous claims stored before claims existed (s0020) become claims, as they do today
    when a project is created; those already imported are left alone."""
    ids = list(session.scalars(
        select(PreviousClaim.id)
        .outerjoin(Claim, Claim.imported_from_id == PreviousClaim.id)
        .where(Claim.id.is_(None))
    ))
    if ids:
        imports.import_previous_claims(session, ids)
    return len(ids)


REPAIRS = (import_previous_claims,)


def run(engine) -> dict[str, int]:
    """Each repair's name and how many rows it repaired (only those that did something)."""
    done = {}
    for repair in REPAIRS:
        with Session(engine) as session, session.begin():
            count = repair(session)
        if count:
            done[repair.__name__] = count
    return done
