"""The quarterly compliance certificate for directors (issue 38; CCA Part 2 subpart 2A, ss 18C-18FD): the
holder's five checks of its retention trust records as of a quarter's last day (or today, while the quarter
runs), each with its evidence (hashes, dates), signed by a director: an owner of the organisation.

The checks (each names the section it reads; the figures come from the modules that own them):

1. **Somewhere recorded** (s 18D, s 18FB): every ledger holding retention money has a trust account or a
   complying instrument in force recorded (`ledger.Balances.nowhere_recorded`, the page's warning's rule).
2. **Deposited in time** (s 18D 'as soon as practicable'; the contract's deposit period, Claimdesk's default
   2 working days): no money outstanding past its deposit period (`due.exposures`).
3. **Reconciled** (s 18E, s 18FC): the trust account's reconciliation balances (`reconciliation.report`,
   difference 0) and its latest bank statement is not older than the quarter's end (while the quarter runs:
   is of the quarter). No trust account holding money: nothing to reconcile.
4. **Reported** (s 18FD): no quarterly statement overdue (`reports.due_of`), and a transaction report made
   for every deposit, release, use and correction written while the money had somewhere recorded.
5. **Used only after notice** (s 18D): every use for defects is under a served notice and on or after its
   first day of use (`app.retention.defects` links each use to its notice).

A failed check cannot be signed ('Check 3 failed: the trust account is $C out. Fix it or record why before
signing.') unless an explanation is recorded for it; the explanation is then printed on the certificate.
Signing runs the checks again (so what is signed is what stands), freezes them into the row with who signed
and when, renders the PDF (document kind 'retention_certificate' of app.documents.kinds) and keeps its
SHA-256, in one transaction. Owners only, as is reading: the certificate row is the organisation's record of
who prepared, explained and signed it, and when.

Limits (stated, not hidden): balances, uses and reports are counted from the entries dated up to the day
checked; the deposit check reads the ledger's withholdings as they stand. Not legal advice.
"""
import hashlib
from dataclasses import dataclass
from datetime import date, datetime, timezone

from sqlalchemy import select

from app.db import advisory_lock, db, rolls_back
from app.documents import pdf
from app.documents.kinds import Prepared, document_kind
from app.documents.templates import render
from app.domain import retention_release as terms_rules
from app.domain.claim_standing import NOT_LEGAL_ADVICE, RULES_AS_AT
from app.domain.dates import long_date
from app.domain.money import dollars
from app.domain.text import clean_text
from app.domain.working_days import today_in_auckland
from app.errors import NotFound, PermissionDenied, UserError
from app.orgs import permissions as perms
from app.orgs.access import Viewer
from app.retention import due, ledger, queries, reconciliation, reports, service
from app.retention.certificate_models import Certificate
from app.retention.models import (
    USED_FOR_DEFECTS,
    DefectNotice,
    TrustAccount,
)
from app.retention.report_models import TRANSACTION, RetentionReport

KIND = "retention_certificate"  # the PDF door's kind
OWNERS_ONLY = "Only the organisation's owners (its directors) can prepare or sign the compliance certificate"
NOT_FOUND = "Compliance certificate not found"
NOT_A_QUARTER_END = "Choose a quarter's last day: 31 March, 30 June, 30 September or 31 December."
NOT_STARTED = "This quarter has not started yet."
ALREADY_SIGNED = "The certificate for the quarter ending {date} is signed: it cannot change."
NO_SUCH_CHECK = "Choose a check from 1 to 5."
EXPLANATION_REQUIRED = "Say why this check failed and what is being done about it."
EXPLANATION_TOO_LONG = "Keep the explanation under 2,000 characters."
# pg_advisory_xact_lock(space, org): one preparation of a quarter at a time per organisation, so two at
# once queue instead of the second meeting the quarter's unique index (an error, not an answer).
LOCK_SPACE = 18_0150
SIGN_REFUSED = "Check {number} failed: {what}. Fix it or record why before signing."
TITLES = {
    1: "Every ledger holding money has a trust account or a complying instrument recorded (CCA ss 18D, 18FB)",
    2: "No retention money outstanding past its deposit period (CCA s 18D)",
    3: "The trust account's latest reconciliation balances and is up to date (CCA ss 18E, 18FC)",
    4: "Every quarterly statement and transaction report due was served (CCA s 18FD)",
    5: "No retention money used for defects without a served notice (CCA s 18D)",
}
RULES_NOTE = (f"Retention rules as at {long_date(RULES_AS_AT)}: the Construction Contracts Act 2002, Part 2 subpart "
              f"2A, as amended by the Construction Contracts (Retention Money) Amendment Act 2023. The checks are "
              f"Claimdesk's reading of the holder's duties; the deposit period is the contract's (Claimdesk's default "
              f"{terms_rules.DEFAULT_DEPOSIT_WORKING_DAYS} working days: the Act says 'as soon as practicable'). "
              f"{NOT_LEGAL_ADVICE}")
STATEMENT = ("I, {name}, a director of {org}, certify that the retention money {org} holds on trust was, as of "
             "{day}, held and reported as the checks above state, and that where a check failed the explanation "
             "given is true.")
QUARTER_ENDS = ((3, 31), (6, 30), (9, 30), (12, 31))


def now() -> datetime:
    return datetime.now(timezone.utc)


# ---- pure: quarters ---------------------------------------------------------------------------------

def quarter_start(quarter_end: date) -> date:
    return date(quarter_end.year, quarter_end.month - 2, 1)


def is_quarter_end(day: date) -> bool:
    return (day.month, day.day) in QUARTER_ENDS


def quarter_end_of(day: date) -> date:
    """The last day of the quarter `day` is in."""
    month, last = next((m, d) for m, d in QUARTER_ENDS if day.month <= m)
    return date(day.year, month, last)


def as_of(quarter_end: date, today: date) -> date:
    """The day the checks are run as of: the quarter's last day, or today while the quarter runs."""
    return min(quarter_end, today)


def statement_required_from(quarter_end: date, today: date) -> date:
    """The day the latest bank statement must reach (by its last line, or by being imported on or after it):
    the quarter's end once it is over; while the quarter runs, its first day."""
    return quarter_end if today >= quarter_end else quarter_start(quarter_end)


# ---- the checks --------------------------------------------------------------------------------------

@dataclass
class Check:
    number: int
    passed: bool
    result: str  # what was found, in words
    failure: str | None  # 'the trust account is $C out' (None when passed)
    evidence: list[dict]  # [{label, value}]: hashes, dates, amounts

    def json(self) -> dict:
        return {"number": self.number, "title": TITLES[self.number], "passed": self.passed, "result": self.result,
                "failure": self.failure, "evidence": self.evidence}


def _ev(label: str, value: str) -> dict:
    return {"label": label, "value": value}


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def run_checks(viewer: Viewer, quarter_end: date, today: date) -> list[Check]:
    """The five checks as of `as_of(quarter_end, today)`, in a fixed number of statements."""
    day = as_of(quarter_end, today)
    views = [v for v in queries.ledgers(viewer) if v.we_hold]
    ids = [v.contract_id for v in views]
    entries = {cid: [e for e in es if e.entry_date <= day] for cid, es in ledger.entries_of(ids).items()} if ids else {}
    account = db.session.get(TrustAccount, 1)
    held = {cid: reports.balances_through(entries.get(cid, []), entries[cid][-1].seq if entries.get(cid) else 0, day)
            for cid in ids}
    return [_somewhere(views, held, account), _deposited(views, held, day), _reconciled(viewer, held, account,
                                                                                        quarter_end, today),
            _reported(views, entries, held, account, day), _noticed(views, entries)]


def _somewhere(views, held, account) -> Check:
    bare = [v for v in views if held[v.contract_id].nowhere_recorded(account)]
    evidence = []
    if account is not None:
        evidence.append(_ev("Trust account", f"{account.account_name}, {reports.masked(account.account_number)}"))
        evidence.append(_ev("Bank told the money is held on trust", long_date(account.bank_notified_on)))
        evidence.append(_ev("Account holds only retention money, attested by",
                            f"{account.attested_by_name}, {long_date(today_in_auckland(account.attested_at))}"))
    covered = sum(held[v.contract_id].covered for v in views)
    if covered:
        evidence.append(_ev("Covered by instruments in force", dollars(covered)))
    for v in bare:
        evidence.append(_ev(f"{v.site_name} ({v.payee_name})",
                            f"{dollars(held[v.contract_id].retention_money)} held, nowhere recorded"))
    if not bare:
        money = sum(held[v.contract_id].retention_money for v in views)
        return Check(1, True, f"{_plural(len(views), 'ledger')}, {dollars(money)} of retention money held: each has "
                              f"somewhere recorded.", None, evidence)
    amount = sum(held[v.contract_id].retention_money for v in bare)
    names = ", ".join(f"{v.payee_name} on {v.site_name}" for v in bare)
    return Check(1, False, f"{dollars(amount)} held with no trust account or instrument recorded: {names}.",
                 f"retention money of {dollars(amount)} is held for {names} with no trust account or complying "
                 f"instrument recorded", evidence)


def _deposited(views, held, day: date) -> Check:
    items = due.due_of(views, day, balances=held)
    late = [i for i in items if i.exposures]
    evidence = []
    for item in late:
        for x in item.exposures:
            evidence.append(_ev(f"{item.view.site_name} ({item.view.payee_name}), entry {x.seq}",
                                f"{dollars(x.amount)} withheld {long_date(x.withheld_on)}, to be deposited by "
                                f"{long_date(x.deposit_by)}"))
    if not late:
        return Check(2, True, f"No retention money outstanding past its deposit period on {long_date(day)}.", None,
                     evidence)
    found = due.Due(late, [])
    amount, count = found.outstanding, found.exposure_count
    return Check(2, False, f"{dollars(amount)} outstanding past its deposit period ({_plural(count, 'exposure')}).",
                 f"{dollars(amount)} of retention money was not deposited or covered within its deposit period "
                 f"({_plural(count, 'exposure')})", evidence)


def _reconciled(viewer, held, account, quarter_end: date, today: date) -> Check:
    in_account = sum(b.held_in_account for b in held.values())
    if account is None and in_account <= 0:
        return Check(3, True, "No trust account holds retention money: nothing to reconcile.", None, [])
    report = reconciliation.report(viewer)
    evidence = [_ev("Ledgers' total held in the account", dollars(report.ledgers_total))]
    latest = max(report.imports, key=lambda i: (i.closing_on, i.imported_at, i.id), default=None)
    if latest is not None:
        evidence += [_ev("Latest bank statement", f"{latest.file_name}, to {long_date(latest.closing_on)}"),
                     _ev("Its SHA-256", latest.sha256),
                     _ev("Bank balance", dollars(report.bank_balance)),
                     _ev("Difference", dollars(report.difference))]
    if report.bank_balance is None:
        return Check(3, False, "No bank statement of the trust account is imported.",
                     "no bank statement of the trust account is imported, so it is not reconciled", evidence)
    if report.difference != 0:
        return Check(3, False, report.problem or "", f"the trust account is {dollars(abs(report.difference))} out",
                     evidence)
    oldest = statement_required_from(quarter_end, today)
    # Fresh: its last line is on or after that day, or it was imported then (a quiet account's last line is old).
    if report.balance_on < oldest and today_in_auckland(latest.imported_at) < oldest:
        return Check(3, False, f"The latest bank statement ends {long_date(report.balance_on)} and was imported "
                               f"{long_date(today_in_auckland(latest.imported_at))}.",
                     f"the latest bank statement ends {long_date(report.balance_on)}, before "
                     f"{long_date(oldest)}: import a statement to the quarter's end", evidence)
    return Check(3, True, f"The trust account balances to the cent on {long_date(report.balance_on)}.", None, evidence)


def _reported(views, entries, held, account, day: date) -> Check:
    ids = [v.contract_id for v in views]
    due_statements = reports.due_of(ids, day) if ids else {}
    overdue = [(v, due_statements[v.contract_id].overdue_since) for v in views
               if due_statements.get(v.contract_id) is not None
               and due_statements[v.contract_id].overdue_since is not None
               and due_statements[v.contract_id].overdue_since <= day]
    made = db.session.execute(select(RetentionReport.contract_id, RetentionReport.kind, RetentionReport.entry_id,
                                     RetentionReport.number, RetentionReport.served_at, RetentionReport.sha256)
                              .where(RetentionReport.contract_id.in_(ids))).all() if ids else []
    reported_entries = {entry_id for _, kind, entry_id, *_ in made if kind == TRANSACTION}
    missing = []
    for v in views:
        for e, after in reports.balances_after_each(entries.get(v.contract_id, [])):
            if e.kind not in reports.REPORTED_KINDS or e.id in reported_entries:
                continue
            if after.nowhere_recorded(account):
                continue  # nowhere recorded: check 1's failure, not a report the system could make
            missing.append((v, e))
    served = [row for row in made if row.served_at is not None and today_in_auckland(row.served_at) <= day]
    evidence = [_ev("Reports served to the day", f"{_plural(len(served), 'report')}")]
    sites = {v.contract_id: v.site_name for v in views}
    evidence += [_ev(f"Report {row.number} ({'transaction' if row.kind == TRANSACTION else 'quarterly'}), "
                     f"{sites.get(row.contract_id, '')}", row.sha256 or "served, its PDF's hash not yet recorded")
                 for row in served]
    for v, since in overdue:
        evidence.append(_ev(f"{v.site_name} ({v.payee_name})", f"quarterly statement overdue since {long_date(since)}"))
    for v, e in missing:
        evidence.append(_ev(f"{v.site_name} ({v.payee_name}), entry {e.seq}", f"no transaction report (entry hash {e.hash})"))
    if not overdue and not missing:
        return Check(4, True, "Every quarterly statement and transaction report due was served.", None, evidence)
    parts = []
    if overdue:
        parts.append(f"{_plural(len(overdue), 'quarterly statement')} overdue ("
                     + ", ".join(f"{v.site_name} since {long_date(s)}" for v, s in overdue) + ")")
    if missing:
        parts.append(f"{_plural(len(missing), 'transaction report')} not made ("
                     + ", ".join(f"{v.site_name} entry {e.seq}" for v, e in missing) + ")")
    return Check(4, False, "; ".join(parts) + ".", " and ".join(parts), evidence)


def _noticed(views, entries) -> Check:
    uses = [(v, e) for v in views for e in entries.get(v.contract_id, []) if e.kind == USED_FOR_DEFECTS]
    notice_ids = {e.defect_notice_id for _, e in uses if e.defect_notice_id is not None}
    notices = {n.id: n for n in db.session.scalars(select(DefectNotice).where(DefectNotice.id.in_(notice_ids)))} \
        if notice_ids else {}
    evidence, bad = [], []
    for v, e in uses:
        n = notices.get(e.defect_notice_id)
        if n is None or n.served_on is None or e.entry_date < n.use_from:
            bad.append((v, e))
            evidence.append(_ev(f"{v.site_name}, entry {e.seq}: {dollars(e.amount)} on {long_date(e.entry_date)}",
                                "no served notice before it"))
        else:
            evidence.append(_ev(f"{v.site_name}, entry {e.seq}: {dollars(e.amount)} on {long_date(e.entry_date)}",
                                f"notice {n.number} served {long_date(n.served_on)}, use from {long_date(n.use_from)}"
                                + (f", SHA-256 {n.sha256}" if n.sha256 else "")))
    if not uses:
        return Check(5, True, "No retention money was used for defects.", None, evidence)
    if not bad:
        return Check(5, True, f"{_plural(len(uses), 'use')} for defects, each under a served notice.", None, evidence)
    names = ", ".join(f"{v.site_name} entry {e.seq}" for v, e in bad)
    return Check(5, False, f"{_plural(len(bad), 'use')} for defects without a served notice: {names}.",
                 f"{_plural(len(bad), 'use')} of retention money for defects without a served notice ({names})",
                 evidence)


# ---- the certificate ------------------------------------------------------------------------------------

def _may(viewer: Viewer) -> None:
    if not viewer.can(perms.ORG_EDIT):
        raise PermissionDenied(OWNERS_ONLY, code="FORBIDDEN")


def _quarter(value) -> date:
    if not isinstance(value, date):
        raise UserError(NOT_A_QUARTER_END, field="quarterEnd")
    if not is_quarter_end(value):
        raise UserError(NOT_A_QUARTER_END, field="quarterEnd")
    if quarter_start(value) > today_in_auckland():
        raise UserError(NOT_STARTED, field="quarterEnd")
    return value


def refusals(checks: list[dict], explanations: dict) -> list[str]:
    """Why it cannot be signed: each failed check without an explanation."""
    return [SIGN_REFUSED.format(number=c["number"], what=c["failure"]) for c in checks
            if not c["passed"] and not explanations.get(str(c["number"]))]


def _row(certificate_id: int, *, for_update: bool = False):
    query = select(Certificate).where(Certificate.id == certificate_id)
    row = db.session.scalars(query.with_for_update() if for_update else query).first()
    if row is None:
        raise NotFound(NOT_FOUND)
    return row


def certificates(viewer: Viewer) -> list | None:
    """The organisation's certificates, newest quarter first; None for a viewer who is not an owner."""
    if not viewer.can(perms.ORG_EDIT):
        return None
    return list(db.session.scalars(select(Certificate).order_by(Certificate.quarter_end.desc())))


def get(viewer: Viewer, certificate_id: int):
    _may(viewer)
    return _row(certificate_id)


@rolls_back
def prepare(viewer: Viewer, quarter_end) -> object:
    """Run the checks for the quarter and keep them (its explanations stay); a signed quarter is refused."""
    _may(viewer)
    quarter_end = _quarter(quarter_end)
    today = today_in_auckland()
    advisory_lock(LOCK_SPACE, viewer.org.id)
    row = db.session.scalars(select(Certificate).where(Certificate.quarter_end == quarter_end).with_for_update()
                             ).first()
    if row is not None and row.signed_at is not None:
        raise UserError(ALREADY_SIGNED.format(date=long_date(quarter_end)), field="quarterEnd")
    checks = [c.json() for c in run_checks(viewer, quarter_end, today)]
    name = service.name_of(viewer)
    if row is None:
        row = Certificate(quarter_end=quarter_end, explanations={})
        db.session.add(row)
    row.as_of, row.checks = as_of(quarter_end, today), checks
    row.prepared_by_user_id, row.prepared_by_name, row.prepared_at = viewer.user_id, name, now()
    db.session.commit()
    return row


@rolls_back
def explain(viewer: Viewer, certificate_id: int, number, text) -> object:
    """Record why a check failed (or clear it with an empty text before signing)."""
    _may(viewer)
    row = _row(certificate_id, for_update=True)
    if row.signed_at is not None:
        raise UserError(ALREADY_SIGNED.format(date=long_date(row.quarter_end)))
    if not isinstance(number, int) or number not in TITLES:
        raise UserError(NO_SUCH_CHECK, field="check")
    # Cleaned as every typed text is (a bidi override or control character goes; lines kept): it is
    # printed on the certificate a director signs.
    words = clean_text(text, 2000, "explanation", "The explanation", multiline=True, too_long=EXPLANATION_TOO_LONG)
    explanations = dict(row.explanations or {})
    if words:
        explanations[str(number)] = {"text": words, "by": service.name_of(viewer), "at": now().isoformat()}
    elif str(number) in explanations:
        del explanations[str(number)]
    else:
        raise UserError(EXPLANATION_REQUIRED, field="explanation")
    row.explanations = explanations
    db.session.commit()
    return row


@rolls_back
def sign(viewer: Viewer, certificate_id: int) -> object:
    """Run the checks again, refuse a failed one without an explanation, else freeze them with the director's
    name and the time, render the PDF and keep its SHA-256: one transaction."""
    _may(viewer)
    row = _row(certificate_id, for_update=True)
    if row.signed_at is not None:
        raise UserError(ALREADY_SIGNED.format(date=long_date(row.quarter_end)))
    today = today_in_auckland()
    checks = [c.json() for c in run_checks(viewer, row.quarter_end, today)]
    row.as_of, row.checks = as_of(row.quarter_end, today), checks
    refused = refusals(checks, row.explanations or {})
    if refused:
        db.session.commit()  # the checks as they now stand are kept: the screen shows why
        raise UserError(" ".join(refused), code="CHECK_FAILED")
    name = service.name_of(viewer)
    row.signed_by_user_id, row.signed_by_name, row.signed_at = viewer.user_id, name, now()
    row.org_name = viewer.org.name
    db.session.flush()
    prepared_ = prepared(row)
    data = pdf.rendered_here(prepared_.key, prepared_.html)
    row.sha256 = hashlib.sha256(data).hexdigest()
    db.session.commit()
    return row


# ---- the document -----------------------------------------------------------------------------------------

def html_of(row) -> str:
    explanations = row.explanations or {}
    checks = [{**c, "explanation": explanations.get(str(c["number"]))} for c in row.checks]
    return render("retention_certificate.html", row=row, checks=checks, quarter_from=quarter_start(row.quarter_end),
                  statement=STATEMENT.format(name=row.signed_by_name or "", org=row.org_name or "",
                                             day=long_date(row.as_of)),
                  signed_at=today_in_auckland(row.signed_at) if row.signed_at else None, rules_note=RULES_NOTE,
                  **pdf.page_assets(None, None))


def file_name(row) -> str:
    return f"retention-compliance-certificate-{row.quarter_end.isoformat()}.pdf"


def prepared(row) -> Prepared:
    html = html_of(row)
    key = f"rcert{row.id}-{hashlib.sha256(html.encode()).hexdigest()[:40]}"
    return Prepared(None, file_name(row), key, lambda: html)


def _find(viewer, contract_id: int, number: int):
    """The door's `find`: the signed certificate numbered `number` (its id) of the viewer's organisation, for
    its owners; `contract` is not used (the certificate is the organisation's, not a contract's)."""
    if not viewer.can(perms.ORG_EDIT):
        raise NotFound(NOT_FOUND)
    row = _row(number)
    if row.signed_at is None:
        raise NotFound(NOT_FOUND)
    return None, row


def _fetched(found, row, document, prepared_, data, *, account_id, org_id) -> str:
    # The signed certificate's SHA-256 is kept when it is signed; the door answers the digest of the bytes.
    return hashlib.sha256(data).hexdigest()


@document_kind(KIND, find=_find, record=_fetched)
def certificate_pdf(found, row, revision_name=None) -> Prepared:
    """The signed compliance certificate, re-rendered from its frozen checks (the bytes whose hash was kept)."""
    return prepared(row)
