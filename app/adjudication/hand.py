"""Serving the notice of adjudication by hand or post, and on the owner (issue 39).

Where the parties have not agreed to service by email (the contract's setting that the notice of
intention to suspend reads: `contract_service_terms`, regs 9-10 of the Construction Contracts
Regulations 2003), a notice is served as s 80 of the Act allows: delivered to the person, left at
their usual or last known place of business or residence in New Zealand, or posted there. The person
who served it records how, when and on whom; the notice is then served as of that day: frozen, dated
it (s 28(2)(a)), and its timetable counted from it (app.domain.adjudication). A date in the future is
refused, as the received-claim dialog refuses one.

A notice that seeks the owner's liability and a charging order (s 28(2)(f)) is served on the owner too
(s 28(1)(b)): it names the owner and an address for service while a draft (app.adjudication.service.
prepare), and the owner's service is recorded the same way once the notice is served
(`record_owner_service`).
Each write checks the viewer (policy: Edit on the contract) and runs in one transaction.
"""
import hashlib
from datetime import UTC, date, datetime

from app.activity import record as activity
from app.activity.models import ADJUDICATION_RECORDED, ADJUDICATION_SERVED
from app.adjudication import notice as document
from app.adjudication import occupier, policy
from app.adjudication.models import DRAFT, SERVED
from app.adjudication.service import NoticeView, _found, _notice, _views
from app.db import db
from app.documents import pdf
from app.domain.dates import long_date
from app.domain.working_days import today_in_auckland
from app.enforcement.models import EMAIL, MANNER_WORDS, served_words
from app.enforcement.policy import checked_person_service
from app.errors import Conflict, PermissionDenied, UserError
from app.orgs.access import Viewer

OWNER_ALREADY_SERVED = "The notice has already been served on the owner ({how} on {date})."
SERVED_ALREADY = "This notice of adjudication has already been served ({how} on {date})."


def _writable(viewer: Viewer, contract_id: int, number: int):
    found = _found(viewer, contract_id, for_update=True)
    if not policy.may_act(found):
        raise PermissionDenied(policy.NO_PERMISSION)
    return found, _notice(contract_id, number, for_update=True)


def _rendered_ahead(viewer: Viewer, contract_id: int, number: int, served_on: date) -> tuple[str, bytes] | None:
    """(key, PDF) of the draft notice as it will read once served on `served_on`, rendered before
    `_writable` takes its locks: a render takes seconds, and under the locks every other write on the
    contract would wait for it. None when there is nothing to render (not a draft, not the viewer's
    to serve, or its service will be refused). The transaction that read it is ended, so the locked
    read that follows reads the rows afresh."""
    found = _found(viewer, contract_id)
    notice = _notice(contract_id, number)
    prepared = None
    if notice.status == DRAFT and policy.may_act(found) and not NoticeView(found, notice, [], []).problems:
        prepared = document.as_served(notice, document.parties_frozen(found, notice.claimant_relation), served_on)
        html = prepared.html()
    db.session.rollback()
    if prepared is None:
        return None
    return prepared.key, pdf.rendered_here(prepared.key, lambda: html)


def record_service(viewer: Viewer, contract_id: int, number: int, *, manner: str | None, served_on: date | None,
                   served_to: str | None) -> NoticeView:
    """Record that a person served the draft notice on the respondent (s 80): refused while s 28(2) (and
    the owner, and the residential-occupier rule) are not met; then served as of `served_on`."""
    ahead = (_rendered_ahead(viewer, contract_id, number, served_on)
             if served_on is not None and served_on <= today_in_auckland() else None)
    found, notice = _writable(viewer, contract_id, number)
    served_to = checked_person_service(manner, served_on, served_to, None)
    if notice.status == SERVED:
        if (notice.served_manner, notice.notice_date, notice.served_to) == (manner, served_on, served_to):
            db.session.rollback()
            return _views(found, [notice])[0]  # the same record again (a retry)
        raise Conflict(SERVED_ALREADY.format(how=MANNER_WORDS[notice.served_manner or EMAIL],
                                             date=long_date(notice.notice_date)))
    view = NoticeView(found, notice, [], [])
    problems = view.problems
    if problems:
        field, message = problems[0]
        raise UserError(message, field=field)
    notice.frozen = document.parties_frozen(found, notice.claimant_relation)
    notice.notice_date = served_on
    notice.status = SERVED
    notice.served_at = datetime.now(UTC)
    notice.served_by_user_id = viewer.user_id
    notice.served_manner, notice.served_to = manner, served_to
    # The proof of what was served: the PDF as it now reads (frozen, dated the day of service), the very
    # bytes the door and the bundle give of it (deterministic), hashed in this transaction. Rendered
    # before the locks (`_rendered_ahead`); rendered here only if the notice changed in between.
    served = document.as_served(notice, notice.frozen, served_on)
    data = ahead[1] if ahead is not None and ahead[0] == served.key else pdf.rendered_here(served.key, served.html)
    notice.sha256 = hashlib.sha256(data).hexdigest()
    respondent = (notice.frozen.get("respondent") or {}).get("name") or "the respondent"
    activity.entry(viewer, ADJUDICATION_SERVED, contract_id,
                   comment=(f"Notice of adjudication {notice.number} "
                            f"{served_words(manner, served_on, mid_sentence=True)} on {respondent} ({served_to})"))
    db.session.commit()
    return _views(found, [notice])[0]


def record_owner_service(viewer: Viewer, contract_id: int, number: int, *, manner: str | None,
                         served_on: date | None, served_to: str | None) -> NoticeView:
    """Record the served notice's service on the owner (s 28(1)(b)), by a person (s 80)."""
    found, notice = _writable(viewer, contract_id, number)
    if notice.status != SERVED:
        raise UserError("Serve the notice on the respondent first, then record its service on the owner")
    if not notice.owner_liability:
        raise UserError(occupier.OWNER_NOT_SOUGHT)
    served_to = checked_person_service(manner, served_on, served_to, notice.notice_date)
    if notice.owner_served_manner is not None:
        if (notice.owner_served_manner, notice.owner_served_on, notice.owner_served_to) == (manner, served_on, served_to):
            db.session.rollback()
            return _views(found, [notice])[0]
        raise Conflict(OWNER_ALREADY_SERVED.format(how=MANNER_WORDS[notice.owner_served_manner],
                                                   date=long_date(notice.owner_served_on)))
    notice.owner_served_manner, notice.owner_served_on, notice.owner_served_to = manner, served_on, served_to
    activity.entry(viewer, ADJUDICATION_RECORDED, contract_id,
                   comment=(f"Notice of adjudication {notice.number} "
                            f"{served_words(manner, served_on, mid_sentence=True)} on the owner, {notice.owner_name} "
                            f"({served_to})"))
    db.session.commit()
    return _views(found, [notice])[0]
