"""A member's own choice of schedule reminders (app.schedules.reminders), kept with the
organisation's members in its schema: on unless they turn it off. Only the person themself
reads or changes it; no workspace permission is needed for one's own mailbox."""
from sqlalchemy import select, update

from app.db import db
from app.orgs.models import Member


def reminders_on(viewer) -> bool:
    on = db.session.scalar(select(Member.schedule_reminders).where(Member.user_id == viewer.user_id))
    return bool(on) if on is not None else True


def set_reminders(viewer, on: bool) -> None:
    db.session.execute(update(Member).where(Member.user_id == viewer.user_id).values(schedule_reminders=on))
    db.session.commit()
