"""The holder's big retention documents as jobs (issue 38): the internal report (app.retention.internal_report)
and the owners' export of every record (app.retention.export). A holder with many subcontractors and years of
entries would hold a web worker for seconds rendering them in the request, so, as the adjudication bundle is:

- `ask` (the request): the refusals in their words at once (who may, no ledgers, nowhere recorded), then a row
  `Preparing` (app.retention.internal_models.RecordsJob) and the work promised on the outbox (app.jobs.outbox),
  both in one commit: the job is enqueued only once the row exists, and the outbox's sweeper relays it if
  Redis was down.
- the job (`prepare`, on the `default` queue) acts as the viewer who asked, loaded again (permissions as they
  are now), re-checks the refusals, and makes the report (its PDF rendered and its SHA-256 kept, as before) or
  writes the zip into the instance folder (`retention-exports/<org>/<job>.zip`, its SHA-256 kept) with the
  private log line on each contract; it marks the row Ready in the same transaction. A refusal by then (the
  money moved, the asker is no longer an owner) marks it Failed with the refusal's words.
- Idempotent: one key per press of the button (the UI's; a request sent twice with it answers the same job),
  at most one job of a kind Preparing at a time (a double click, or two owners at once, share it), and a job
  run twice (the outbox's retry, a re-relayed row) finds its row Ready and does nothing: one report, not two.
- A row still Preparing after STALE_AFTER lost its work for good (the outbox gave up): it shows Failed, and the
  next request marks it so and starts again.
- The export is downloaded at GET /v1/export/retention?sid=&org=&job= (app.exports.rest): the account and the
  organisation in the link, the session cookie proving the account, no secret in the URL; owners only.
"""
import re
import uuid
from datetime import datetime, timedelta, timezone
from pathlib import Path

from flask import current_app
from sqlalchemy import or_, select, update
from sqlalchemy.dialects.postgresql import insert

from app.db import db, rolls_back
from app.errors import NotFound, UserError
from app.jobs.outbox import promise, task
from app.orgs import permissions as perms
from app.orgs.access import Viewer, load_viewer
from app.retention import export, internal_report, policy, service
from app.retention.internal_models import EXPORT, FAILED, INTERNAL, PREPARING, READY, RecordsJob
from tenants.context import current_org

TASK = "retention.records"
KINDS = (INTERNAL, EXPORT)
RECENT = 10  # the jobs the card lists
STALE_AFTER = timedelta(minutes=15)
STALE = "It was not prepared in time. Ask for it again."
GONE = "The person who asked for it is no longer a user of the organisation."
KEY_USED = "requestKey was used for another request"
BAD_KEY = "requestKey must be 1 to 64 letters, digits, '-' or '_'"
NOT_FOUND = "Retention records export not found"
NOT_READY = "The export is not ready yet"
KEY_RE = re.compile(r"[A-Za-z0-9_-]{1,64}")


def now() -> datetime:
    return datetime.now(timezone.utc)


def export_path(org_id: int, job_id: int) -> Path:
    folder = Path(current_app.config.get("RETENTION_EXPORT_DIR")
                  or Path(current_app.config["INSTANCE"]) / "retention-exports")
    return folder / str(org_id) / f"{job_id}.zip"


def _refused(viewer: Viewer, kind: str) -> None:
    if kind == INTERNAL:
        internal_report.refused(viewer)
    else:
        export.refused(viewer)


# ---- asking -------------------------------------------------------------------------------------------------

@rolls_back
def ask(viewer: Viewer, kind: str, key: str | None = None) -> RecordsJob:
    """The job preparing `kind` for the viewer's organisation: the one `key` names, else the one already
    Preparing, else a new one (committed, its work promised)."""
    if key is not None and not KEY_RE.fullmatch(key):
        raise UserError(BAD_KEY, field="requestKey")
    _refused(viewer, kind)
    key = key or uuid.uuid4().hex
    stale = now() - STALE_AFTER
    db.session.execute(update(RecordsJob).where(RecordsJob.kind == kind, RecordsJob.status == PREPARING,
                                                RecordsJob.requested_at < stale)
                       .values(status=FAILED, message=STALE, finished_at=now()))
    for _ in range(3):  # an open job that finished between the insert and the read: insert again
        job_id = db.session.execute(
            insert(RecordsJob).values(kind=kind, key=key, requested_at=now(), requested_by_account_id=viewer.account_id,
                                      requested_by_name=service.name_of(viewer))
            .on_conflict_do_nothing().returning(RecordsJob.id)).scalar()
        if job_id is not None:
            promise(TASK, {"job": job_id}, key=f"{TASK}:{viewer.org.id}:{job_id}", org_id=viewer.org.id)
            break
        # The key was used (the same request again), or one of the kind is Preparing (a double click).
        job = db.session.scalars(select(RecordsJob).where(or_(
            RecordsJob.key == key, (RecordsJob.kind == kind) & (RecordsJob.status == PREPARING)))
            .order_by((RecordsJob.key == key).desc()).limit(1)).first()
        if job is not None:
            if job.kind != kind:
                raise UserError(KEY_USED, field="requestKey")
            job_id = job.id
            break
    job = db.session.get(RecordsJob, job_id)
    db.session.commit()
    return job


# ---- the job ---------------------------------------------------------------------------------------------------

@task(TASK)
def prepare(payload: dict, key: str) -> None:
    """The outbox's task: make the report or build the zip, and mark the row, in the row's transaction."""
    job = db.session.scalars(select(RecordsJob).where(RecordsJob.id == payload["job"]).with_for_update()).first()
    if job is None or job.status != PREPARING:
        return  # done already (a retried or re-relayed job): nothing made twice
    org = current_org()
    viewer = load_viewer(job.requested_by_account_id, org)
    try:
        with db.session.begin_nested():
            if viewer is None:
                raise NotFound(GONE)
            if job.kind == INTERNAL:
                report_id = internal_report.compose(viewer).id
                file_name = size = sha256 = None
            else:
                built = export.build(viewer, export_path(org.id, job.id))
                report_id, file_name, size, sha256 = None, built.file_name, built.size, built.sha256
    except UserError as refusal:  # the records or the asker's rights moved since it was asked for
        job.status, job.message = FAILED, str(refusal)
    else:
        job.status, job.internal_report_id = READY, report_id
        job.file_name, job.size, job.sha256 = file_name, size, sha256
    job.finished_at = now()
    db.session.flush()  # here, in the organisation's schema: the outbox commits after leaving it


# ---- what the card shows, and the download -----------------------------------------------------------------

def kinds_for(viewer: Viewer) -> tuple[str, ...]:
    """What the viewer may ask for: the internal report (owners and editors), the export (owners)."""
    return tuple(k for k, may in ((INTERNAL, policy.may_keep_account(viewer)), (EXPORT, viewer.can(perms.ORG_EDIT)))
                 if may)


def recent(viewer: Viewer) -> list[RecordsJob] | None:
    """The organisation's newest jobs of the kinds the viewer may ask for (one statement); None for neither."""
    kinds = kinds_for(viewer)
    if not kinds:
        return None
    return list(db.session.scalars(select(RecordsJob).where(RecordsJob.kind.in_(kinds))
                                   .order_by(RecordsJob.id.desc()).limit(RECENT)))


def shown_status(job: RecordsJob) -> tuple[str, str | None]:
    """(status, message) as the card shows it: one Preparing past STALE_AFTER lost its work."""
    if job.status == PREPARING and job.requested_at < now() - STALE_AFTER:
        return FAILED, STALE
    return job.status, job.message


def export_file(viewer: Viewer, job_id: int) -> tuple[RecordsJob, Path]:
    """A ready export and its file, for an owner of its organisation."""
    export.refuse_non_owner(viewer)
    job = db.session.get(RecordsJob, job_id)
    if job is None or job.kind != EXPORT:
        raise NotFound(NOT_FOUND)
    path = export_path(viewer.org.id, job.id)
    if job.status != READY or not path.is_file():
        raise NotFound(NOT_READY)
    return job, path
