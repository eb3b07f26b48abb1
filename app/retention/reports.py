"""The retention reports the holder serves on the subcontractor (issue 38; CCA s 18FD), each a PDF and a
CSV, emailed once to each of the subcontractor's recipients with the SHA-256 of the PDF that went
recorded per recipient (`retention_report_copies`, when the email is delivered), and served at the PDF
door as the document kind 'retention' (app.documents.kinds) to both parties.

- The **quarterly statement** (`serve_statement`): every entry since the last statement (the first:
  since the ledger began), the opening and closing balances, where the money is held (the trust
  account's bank, name and masked number, or the instruments in force), the release dates of the
  contract's retention terms, the statement that the money is held on trust (s 18C), the rules' date
  and 'This is not legal advice'. Due three months after the last one served, or after the first money
  withheld (app.domain.retention_reports); `overdue_statements` lists the late ones for the holder's home.
- The **transaction report** (`entry_written`): the same document of one entry, made in the transaction
  that writes a deposit, release, use for defects or correction (`app.retention.ledger.append` calls it),
  its emails promised through the outbox in that transaction: so once per entry (a unique index) and
  the same day.
- Refused with nowhere recorded for the money (retention money held, no trust account and no instrument
  in force: `Balances.nowhere_recorded`, as the page warns): 'Record where this retention money is held before
  reporting on it.' A transaction report then is not made (the write itself stands; the page warns).

What a report states is frozen into its row when it is made, so its PDF re-renders byte for byte.
"""
import csv
import hashlib
import io
from dataclasses import dataclass
from datetime import date, datetime, timedelta, timezone

from sqlalchemy import func, select

from app.contracts import access
from app.contracts import queries as contract_queries
from app.contracts.models import CUSTOMER, SUPPLIER, Contract
from app.contracts.retention import settings_of
from app.db import db, rolls_back
from app.documents import pdf
from app.documents import recipients as recipients_of
from app.documents.kinds import Prepared, document_kind
from app.documents.templates import render
from app.domain import retention_release as terms_rules
from app.domain.claim_standing import NOT_LEGAL_ADVICE, RULES_AS_AT
from app.domain.dates import long_date
from app.domain.money import dollars, format_percent
from app.domain.retention_reports import StatementDue, statement_due
from app.domain.working_days import today_in_auckland
from app.errors import NotFound, PermissionDenied, UserError
from app.mail.service import Attachment, attachment_source
from app.orgs.access import Viewer
from app.retention import banks, ledger, policy
from app.retention.models import (CORRECTION, DEPOSITED, INSTRUMENT_COVER, RELEASED, USED_FOR_DEFECTS, WITHHELD,
                                  Instrument, RetentionEntry, TrustAccount)
from app.retention.report_models import INSPECTION, QUARTERLY, TRANSACTION, RetentionReport, RetentionReportCopy

DOCUMENT = "retention"  # the PDF door's kind
REPORT_PDF = "retention-report"  # the email's attachment source
NOWHERE = "Record where this retention money is held before reporting on it."
NO_ENTRIES = "This contract's retention ledger has no entries to report on."
NO_RECIPIENTS = ("Nobody on the subcontractor's side receives payment schedules on this project: add a supplier "
                 "recipient to the project")
REPORT_NOT_FOUND = "Retention report not found"
TITLES = {QUARTERLY: "Retention money: quarterly statement", TRANSACTION: "Retention money: transaction report",
          INSPECTION: "Retention money: inspection pack"}
KIND_LABELS = {QUARTERLY: "Quarterly statement", TRANSACTION: "Transaction report", INSPECTION: "Inspection pack"}
# The kinds after which a transaction report is served (s 18FD: after every transaction with B's money).
REPORTED_KINDS = (DEPOSITED, RELEASED, USED_FOR_DEFECTS, CORRECTION)
ENTRY_WORDS = {WITHHELD: "Withheld", DEPOSITED: "Deposited in the trust account", RELEASED: "Released to you",
               USED_FOR_DEFECTS: "Used to remedy defects", INSTRUMENT_COVER: "Covered by an instrument",
               CORRECTION: "Correction"}
INSTRUMENT_WORDS = {"insurance": "Insurance", "bond": "Bond", "guarantee": "Guarantee"}
TRUST_STATEMENT = ("The retention money stated here is held on trust for {payee} by {holder} (Construction Contracts "
                   "Act 2002, s 18C). It may be used only to remedy defects in {payee}'s performance, where the "
                   "contract permits, after ten working days' written notice.")
RULES_NOTE = (f"Retention rules as at {long_date(RULES_AS_AT)}: the Construction Contracts Act 2002, Part 2 subpart "
              f"2A, as amended by the Construction Contracts (Retention Money) Amendment Act 2023 (reports: s 18FD). "
              f"{NOT_LEGAL_ADVICE}")
NO_RELEASE_STAGES = "The contract's retention terms state no release stages."
RELEASE_NOT_KNOWN = "when its date is known"


def now() -> datetime:
    return datetime.now(timezone.utc)


# ---- the figures ------------------------------------------------------------------------------------

def effect_on_money(entry: RetentionEntry, by_id: dict[int, RetentionEntry]) -> int:
    """What the entry adds to the retention money held (a correction as the kind it corrects)."""
    kind = by_id[entry.corrects_id].kind if entry.kind == CORRECTION and entry.corrects_id in by_id else entry.kind
    if kind == WITHHELD:
        return entry.amount
    if kind in (RELEASED, USED_FOR_DEFECTS):
        return -entry.amount
    return 0


class _Running:
    """A ledger's balances entry by entry, in one pass: the same sums as
    `app.retention.ledger.balances_select`, in Python (a correction counts as the kind of the entry it
    corrects; an instrument's cover counts while in force on the day asked)."""

    def __init__(self, entries: list[RetentionEntry]):
        self.by_id = {e.id: e for e in entries}
        self.sums = {WITHHELD: 0, DEPOSITED: 0, RELEASED: 0, USED_FOR_DEFECTS: 0}
        self.cover: dict[int, tuple[date | None, int]] = {}  # per instrument_cover entry: (until, amount)

    def add(self, e: RetentionEntry) -> None:
        source = self.by_id.get(e.corrects_id) if e.kind == CORRECTION else e
        if source is None:
            return
        if source.kind == INSTRUMENT_COVER:
            until, amount = self.cover.get(source.id, (source.covers_until, 0))
            self.cover[source.id] = (until, amount + e.amount)
        else:
            self.sums[source.kind] += e.amount

    def balances(self, on: date) -> ledger.Balances:
        cover = sum(amount for until, amount in self.cover.values() if until is not None and until >= on)
        return ledger.Balances(self.sums[WITHHELD], self.sums[DEPOSITED], self.sums[RELEASED],
                               self.sums[USED_FOR_DEFECTS], cover)


def balances_through(entries: list[RetentionEntry], last_seq: int, on: date) -> ledger.Balances:
    """The ledger's balances after entry `last_seq` (0: before the first), instruments counted while in
    force on `on`."""
    running = _Running(entries)
    for e in entries:
        if e.seq > last_seq:
            break
        running.add(e)
    return running.balances(on)


def balances_after_each(entries: list[RetentionEntry]):
    """(entry, the ledger's balances after it, instruments counted on its date) for each entry in order:
    one pass, where asking `balances_through` for each would walk the ledger again from its start."""
    running = _Running(entries)
    for e in entries:
        running.add(e)
        yield e, running.balances(e.entry_date)


def masked(number: str) -> str:
    """'01-0902-0068389-00' -> '01-0902-•••8389-00': enough for the subcontractor to know the account."""
    parts = number.split("-")
    if len(parts) != 4:
        return "•••" + number[-4:]
    return f"{parts[0]}-{parts[1]}-•••{parts[2][-4:]}-{parts[3]}"


def _party(party) -> dict:
    if party is None:
        return {"name": "", "address": ""}
    c = party.contact
    name = (c.entity_name or c.name) if c is not None else ""
    return {"name": name or party.org_name, "address": (c.address or "") if c is not None else ""}


def _balances_json(b: ledger.Balances) -> dict:
    return {"retention_money": b.retention_money, "held_in_account": b.held_in_account, "covered": b.covered,
            "shortfall": b.shortfall}


def where_held(contract_id: int, account: TrustAccount | None, on: date) -> dict:
    """The trust account (bank, name, masked number) and the instruments in force on `on` (the
    holder's own schema: read in its context)."""
    instruments = db.session.scalars(select(Instrument).where(Instrument.contract_id == contract_id,
                                                              Instrument.starts_on <= on, Instrument.expires_on >= on)
                                     .order_by(Instrument.expires_on, Instrument.id)).all()
    return {
        "account": None if account is None else {
            "bank": banks.bank_name(account.bank), "name": account.account_name,
            "number": masked(account.account_number), "bank_notified_on": account.bank_notified_on.isoformat()},
        "instruments": [{"kind": INSTRUMENT_WORDS.get(i.kind, i.kind), "provider": i.provider, "reference": i.reference,
                         "amount": i.amount, "expires_on": i.expires_on.isoformat()} for i in instruments],
    }


def releases_of(contract: Contract) -> list[dict]:
    """The contract's release stages with their dates (app.domain.retention_release)."""
    terms = settings_of(contract).terms
    out = []
    for stage, day in terms_rules.release_schedule(terms):
        event = stage.label if stage.trigger != terms_rules.MONTHS_AFTER else f"{stage.months} months after {stage.label}"
        out.append({"label": event, "share": format_percent(stage.share),
                    "date": day.isoformat() if day else None})
    return out


def content_of(contract: Contract, kind: str, entries: list[RetentionEntry], first_seq: int, last_seq: int,
               period_from: date, period_to: date, account: TrustAccount | None, made_on: date) -> dict:
    """What the report states, as frozen into its row."""
    parties = contract_queries.parties_of([contract.id])[contract.id]
    holder, payee = _party(parties.get(CUSTOMER)), _party(parties.get(SUPPLIER))
    by_id = {e.id: e for e in entries}
    opening = balances_through(entries, first_seq - 1, period_from)
    closing = balances_through(entries, last_seq, made_on)
    running = opening.retention_money
    rows = []
    for e in entries:
        if not first_seq <= e.seq <= last_seq:
            continue
        running += effect_on_money(e, by_id)
        words = ENTRY_WORDS[e.kind]
        if e.kind == CORRECTION and e.corrects_id in by_id:
            words = f"Correction of entry {by_id[e.corrects_id].seq}"
        reference = e.bank_ref or e.instrument_ref or ("Payment schedule" if e.schedule_id else "")
        rows.append({"number": e.seq, "date": e.entry_date.isoformat(), "kind": e.kind, "words": words,
                     "reference": reference, "note": e.note, "amount": e.amount, "money_after": running,
                     "hash": e.hash})
    return {
        "kind": kind, "title": TITLES[kind], "site_name": contract.site_name, "holder": holder, "payee": payee,
        "period_from": period_from.isoformat(), "period_to": period_to.isoformat(), "made_on": made_on.isoformat(),
        "opening": _balances_json(opening), "closing": _balances_json(closing), "entries": rows,
        "where": where_held(contract.id, account, made_on), "releases": releases_of(contract),
        "trust_statement": TRUST_STATEMENT.format(payee=payee["name"] or "the subcontractor",
                                                  holder=holder["name"] or "the holder"),
        "rules_note": RULES_NOTE,
    }


# ---- the documents ------------------------------------------------------------------------------------

def _form(kind: str):
    """The module printing a report of another kind served the same way (the inspection pack, s 18FC), or None:
    a statement or transaction report is printed here."""
    if kind == INSPECTION:
        from app.retention import inspection_pack

        return inspection_pack
    return None


def file_stem(report: RetentionReport) -> str:
    if (form := _form(report.kind)) is not None:
        return form.file_stem(report)
    c = report.content
    kind = "retention-statement" if report.kind == QUARTERLY else "retention-transaction-report"
    return f"{kind}-{report.contract_id}-{report.number}-{c['period_to']}"


def html_of(report: RetentionReport) -> str:
    if (form := _form(report.kind)) is not None:
        return form.html_of(report)
    c = report.content
    day = date.fromisoformat
    return render("retention_report.html", r=report, c=c, number=report.number,
                  period_from=day(c["period_from"]), period_to=day(c["period_to"]), made_on=day(c["made_on"]),
                  entries=[{**e, "date": day(e["date"])} for e in c["entries"]],
                  account=c["where"]["account"],
                  instruments=[{**i, "expires_on": day(i["expires_on"])} for i in c["where"]["instruments"]],
                  releases=[{**s, "date": day(s["date"]) if s["date"] else None} for s in c["releases"]],
                  no_release_stages=NO_RELEASE_STAGES, release_not_known=RELEASE_NOT_KNOWN,
                  **pdf.page_assets(None, None))


def csv_of(content: dict) -> str:
    """The report's CSV: a row per entry between the opening and closing balances (dollars, 2 places)."""
    if (form := _form(content["kind"])) is not None:
        return form.csv_of(content)
    out = io.StringIO()
    w = csv.writer(out, lineterminator="\r\n")
    w.writerow(["Entry", "Date", "What", "Reference", "Note", "Amount", "Retention money after"])

    def figure(cents: int) -> str:  # plain ASCII for a spreadsheet: -1234.50
        return f"{'-' if cents < 0 else ''}{abs(cents) // 100}.{abs(cents) % 100:02d}"

    w.writerow(["", content["period_from"], "Opening balance", "", "", "",
                figure(content["opening"]["retention_money"])])
    for e in content["entries"]:
        w.writerow([e["number"], e["date"], e["words"], e["reference"], e["note"], figure(e["amount"]),
                    figure(e["money_after"])])
    w.writerow(["", content["period_to"], "Closing balance", "", "", "", figure(content["closing"]["retention_money"])])
    return out.getvalue()


def prepared(report: RetentionReport) -> Prepared:
    html = html_of(report)
    key = f"ret{report.id}-{hashlib.sha256(html.encode()).hexdigest()[:40]}"
    return Prepared(None, f"{file_stem(report)}.pdf", key, lambda: html)


def pdf_of(report: RetentionReport) -> tuple[str, bytes]:
    """(file name, PDF bytes) rendered here (a worker attaching it to an email)."""
    p = prepared(report)
    return p.file_name, pdf.rendered_here(p.key, p.html)


def _find(viewer, contract_id: int, number: int) -> tuple[access.VisibleContract, RetentionReport]:
    """The door's `find`: the contract as either party sees it and its report numbered `number`."""
    found = access.get_contract(viewer, contract_id)
    report = db.session.scalars(select(RetentionReport).where(RetentionReport.contract_id == contract_id,
                                                              RetentionReport.number == number)).first()
    if report is None:
        raise NotFound(REPORT_NOT_FOUND)
    return found, report


def _fetched(found, report, document, prepared_, data, *, account_id, org_id) -> str:
    # A party fetching a report is not a service of it: its proof is the copies emailed
    # (RetentionReportCopy, recorded as each email goes). The door still answers the digest.
    return hashlib.sha256(data).hexdigest()


@document_kind(DOCUMENT, find=_find, record=_fetched)
def report_pdf(found, report: RetentionReport, revision_name=None) -> Prepared:
    """A served retention report as PDF, from its frozen content (the bytes its emails carried)."""
    return prepared(report)


@attachment_source(REPORT_PDF)
def served_pdf(spec: dict) -> Attachment | None:
    """The report's PDF for one recipient's email, its SHA-256 recorded for that recipient when it goes."""
    report = db.session.get(RetentionReport, spec["report_id"])
    copy = db.session.get(RetentionReportCopy, spec["copy_id"])
    if report is None or copy is None:
        return None
    name, data = pdf_of(report)

    def record(sha256: str) -> None:
        copy.sha256, copy.size, copy.served_at = sha256, len(data), now()
        if report.sha256 is None:
            report.sha256 = sha256

    return Attachment(name, data, record)


# ---- serving ----------------------------------------------------------------------------------------

def _email_text(report: RetentionReport) -> tuple[str, str]:
    if (form := _form(report.kind)) is not None:
        return form.email_text(report)
    c = report.content
    subject = f"{c['title']} {report.number}: {c['site_name']}"
    closing = c["closing"]["retention_money"]
    text = "\n".join([
        f"{c['holder']['name']} reports on the retention money it holds for {c['payee']['name']} on "
        f"{c['site_name']} (Construction Contracts Act 2002, s 18FD).",
        "",
        f"Period: {long_date(date.fromisoformat(c['period_from']))} to {long_date(date.fromisoformat(c['period_to']))}.",
        f"Retention money held at the end of it: {dollars(closing)}.",
        "",
        c["trust_statement"],
        "",
        "The report is attached as a PDF; its CSV is on the Retention page in Claimdesk.",
        "",
        c["rules_note"],
    ]) + "\n"
    return subject, text


def _serve(report: RetentionReport) -> int:
    """Promise the report's email once to each subcontractor recipient (its proof recorded on delivery)."""
    done = set(db.session.scalars(select(RetentionReportCopy.email).where(RetentionReportCopy.report_id == report.id)))
    subject, text = _email_text(report)
    promised = 0
    for recipient in recipients_of.supplier_recipients(report.contract_id):
        if recipient.email in done:
            continue
        copy = RetentionReportCopy(report_id=report.id, contract_id=report.contract_id, email=recipient.email,
                                   user_id=recipient.user_id)
        db.session.add(copy)
        db.session.flush()
        recipients_of.email_recipient(recipient, subject=subject, text=text,
                                      key=f"retention-report:{report.id}:{recipient.user_id}",
                                      attach={"source": REPORT_PDF, "report_id": report.id, "copy_id": copy.id})
        promised += 1
    return promised


def _make(contract: Contract, kind: str, entries: list[RetentionEntry], first_seq: int, last_seq: int,
          period_from: date, period_to: date, account: TrustAccount | None, user_id: int | None,
          entry_id: int | None = None) -> RetentionReport:
    number = (db.session.scalar(select(func.max(RetentionReport.number))
                                .where(RetentionReport.contract_id == contract.id)) or 0) + 1
    parties = access.party_org_ids_of(contract.id)
    content = content_of(contract, kind, entries, first_seq, last_seq, period_from, period_to, account,
                         today_in_auckland())
    report = RetentionReport(contract_id=contract.id, number=number, kind=kind, holder_org_id=parties.get(CUSTOMER),
                             payee_org_id=parties.get(SUPPLIER), period_from=period_from, period_to=period_to,
                             first_seq=first_seq, last_seq=last_seq, entry_id=entry_id, content=content,
                             csv_sha256=hashlib.sha256(csv_of(content).encode()).hexdigest(),
                             created_by_user_id=user_id, served_at=now())
    db.session.add(report)
    db.session.flush()
    return report


def last_statement(contract_id: int) -> RetentionReport | None:
    return db.session.scalars(select(RetentionReport).where(RetentionReport.contract_id == contract_id,
                                                            RetentionReport.kind == QUARTERLY)
                              .order_by(RetentionReport.number.desc()).limit(1)).first()


@rolls_back
def serve_statement(viewer: Viewer, contract_id: int) -> RetentionReport:
    """The quarterly statement of the contract's ledger, since the last one, served on the subcontractor.
    A second call the same day with nothing new is the same statement (a double click or a retry)."""
    found = access.get_contract(viewer, contract_id)
    if not policy.is_holder(found):
        raise PermissionDenied(policy.NOT_HOLDER, code="FORBIDDEN")
    if not policy.may_record(found):
        raise PermissionDenied(policy.NO_PERMISSION, code="FORBIDDEN")
    ledger.lock(contract_id)
    entries = ledger.entries_of([contract_id])[contract_id]
    if not entries:
        raise UserError(NO_ENTRIES)
    today = today_in_auckland()
    account = db.session.get(TrustAccount, 1)
    if balances_through(entries, entries[-1].seq, today).nowhere_recorded(account):
        raise UserError(NOWHERE)
    last = last_statement(contract_id)
    if last is not None and last.last_seq == entries[-1].seq and last.period_to == today:
        db.session.rollback()
        return last
    if not recipients_of.supplier_recipients(contract_id):
        raise UserError(NO_RECIPIENTS)
    first_seq = last.last_seq + 1 if last is not None else 1
    period_from = min(last.period_to + timedelta(days=1), today) if last is not None else min(
        min(e.entry_date for e in entries), today)
    report = _make(found.contract, QUARTERLY, entries, first_seq, entries[-1].seq, period_from, today, account,
                   viewer.user_id)
    _serve(report)
    db.session.commit()
    return report


def entry_written(entry: RetentionEntry) -> RetentionReport | None:
    """The transaction report of a deposit, release, use for defects or correction, made and its emails
    promised in the transaction writing the entry (`ledger.append` calls it). Not made with nowhere
    recorded for the money (NOWHERE: the page warns the holder), nor for another kind."""
    if entry.kind not in REPORTED_KINDS:
        return None
    entries = ledger.entries_of([entry.contract_id])[entry.contract_id]
    account = db.session.get(TrustAccount, 1)
    if balances_through(entries, entry.seq, entry.entry_date).nowhere_recorded(account):
        return None
    contract = db.session.get(Contract, entry.contract_id)
    report = _make(contract, TRANSACTION, entries, entry.seq, entry.seq, entry.entry_date, entry.entry_date, account,
                   entry.created_by_user_id, entry_id=entry.id)
    _serve(report)
    return report


# ---- reading ------------------------------------------------------------------------------------------

@dataclass
class ReportsOfLedger:
    reports: list[RetentionReport]
    copies: dict[int, list[RetentionReportCopy]]
    due: StatementDue | None

    @property
    def last_statement(self) -> RetentionReport | None:
        return next((r for r in reversed(self.reports) if r.kind == QUARTERLY), None)


def due_of(contract_ids: list[int], today: date, *, balances: dict | None = None) -> dict[int, StatementDue | None]:
    """The next quarterly statement of each ledger (two statements whatever the number, and a third for
    the balances unless the caller read them: `balances`): due while the ledger holds money or has
    entries since the last statement."""
    if not contract_ids:
        return {}
    E, R = RetentionEntry, RetentionReport
    facts = {cid: (first, top) for cid, first, top in db.session.execute(
        select(E.contract_id, func.min(E.entry_date).filter(E.kind == WITHHELD), func.max(E.seq))
        .where(E.contract_id.in_(contract_ids)).group_by(E.contract_id))}
    last = {cid: (served, seq) for cid, served, seq in db.session.execute(
        select(R.contract_id, func.max(R.served_at), func.max(R.last_seq))
        .where(R.contract_id.in_(contract_ids), R.kind == QUARTERLY).group_by(R.contract_id))}
    held = balances if balances is not None else ledger.balances_of(contract_ids, today)
    out = {}
    for cid in contract_ids:
        first, top = facts.get(cid, (None, 0))
        served, seq = last.get(cid, (None, 0))
        if held[cid].retention_money <= 0 and (top or 0) <= (seq or 0):
            out[cid] = None
            continue
        out[cid] = statement_due(today_in_auckland(served) if served else None, first, today)
    return out


def reports_of(contract_ids: list[int], today: date | None = None) -> dict[int, ReportsOfLedger]:
    """Each ledger's served reports (oldest first) with their copies, and its next statement's date."""
    today = today or today_in_auckland()
    reports = db.session.scalars(select(RetentionReport).where(RetentionReport.contract_id.in_(contract_ids))
                                 .order_by(RetentionReport.contract_id, RetentionReport.number)).all() if contract_ids else []
    copies: dict[int, list[RetentionReportCopy]] = {}
    if reports:
        for copy in db.session.scalars(select(RetentionReportCopy).where(
                RetentionReportCopy.report_id.in_([r.id for r in reports])).order_by(RetentionReportCopy.id)):
            copies.setdefault(copy.report_id, []).append(copy)
    due = due_of(contract_ids, today)
    out = {cid: ReportsOfLedger([], {}, due.get(cid)) for cid in contract_ids}
    for report in reports:
        out[report.contract_id].reports.append(report)
        out[report.contract_id].copies[report.id] = copies.get(report.id, [])
    return out


@dataclass(frozen=True)
class OverdueStatement:
    contract_id: int
    site_name: str
    owner_slug: str
    slug: str
    payee_name: str
    overdue_since: date


def overdue_statements(viewer: Viewer, today: date | None = None, *, held=None) -> list[OverdueStatement]:
    """The quarterly statements the viewer's organisation is late serving (for the holder's home), a
    fixed number of statements whatever the number of ledgers. `held`: the ledgers the viewer holds with
    their balances as the caller read them (`app.retention.due.of_viewer`'s views), so neither is read again."""
    from app.retention import queries

    today = today or today_in_auckland()
    if held is None:
        views = [v for v in queries.ledgers(viewer) if v.we_hold]
        due = due_of([v.contract_id for v in views], today)
    else:
        views = list(held)
        due = due_of([v.contract_id for v in views], today, balances={v.contract_id: v.balances for v in views})
    return [OverdueStatement(v.contract_id, v.site_name, v.owner_slug, v.slug, v.payee_name,
                             due[v.contract_id].overdue_since)
            for v in views if due.get(v.contract_id) is not None and due[v.contract_id].overdue_since is not None]


# ---- the payment schedule's retention block ---------------------------------------------------------

SCHEDULE_NOTE = ("Reported with the payment schedule (CCA s 18FD). The retention money is held on trust for the "
                 "payee (s 18C). Figures as at this schedule's retention entry; the quarterly statement names the "
                 "trust account. " + RULES_NOTE)


@dataclass(frozen=True)
class ScheduleBlock:
    words: str  # 'Withheld by this schedule' or 'Released by this schedule'
    amount: int
    held: int  # retention money held in total after it
    in_account: int
    covered: int
    neither: int
    note: str = SCHEDULE_NOTE


def schedule_block(schedule_id: int) -> ScheduleBlock | None:
    """The retention block of a sent payment schedule's PDF: what it withheld (or released), what is held
    in total after it and where, as at its own ledger entry (so a served schedule re-renders the same
    bytes whatever is recorded later; shared facts only, as both parties fetch it). None when the
    schedule wrote no ledger entry (no retention, or the trust rules do not apply)."""
    entry = db.session.scalars(select(RetentionEntry).where(RetentionEntry.schedule_id == schedule_id)
                               .order_by(RetentionEntry.seq).limit(1)).first()
    if entry is None:
        return None
    entries = [e for e in ledger.entries_of([entry.contract_id])[entry.contract_id] if e.seq <= entry.seq]
    b = balances_through(entries, entry.seq, entry.entry_date)
    words = "Withheld by this schedule" if entry.kind == WITHHELD else "Released by this schedule"
    return ScheduleBlock(words, entry.amount, b.retention_money, b.held_in_account, b.covered, b.shortfall)
