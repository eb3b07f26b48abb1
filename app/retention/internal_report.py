"""The internal retention report (issue 38; CCA ss 18FC, 18FD): the holder's own record of every ledger it
keeps (per subcontractor and contract: the balances and every entry with its hash), its trust account and
instrument register, and the trust account's last reconciliation (bank balance, the ledgers' total,
unallocated lines, difference). A PDF and a CSV; the PDF rendered when the report is made and its SHA-256
kept (document kind 'retention_internal' of app.documents.kinds, re-rendered from the frozen content). Made by
a job (app.retention.records_jobs): a holder with many subcontractors and years of entries would hold a web
worker for seconds.

- Holder only: the organisation's owners and members who can edit projects, as keep the trust account and
  reconcile it (app.retention.policy.may_keep_account); anyone else is refused. It covers the ledgers the
  organisation holds as the viewer reaches them (app.retention.queries).
- Refused with nowhere recorded for money held (any ledger: no trust account, no instrument in force):
  'Record where this retention money is held before reporting on it.' (app.retention.reports.NOWHERE).
- Internal: it shows the account number whole (the subcontractor's statements mask it) and is never served
  on anyone; it lives in the holder's schema (app.retention.internal_models).

A fixed number of SQL statements whatever the number of ledgers. Rules as at RULES_AS_AT; not legal advice.
"""
import csv
import hashlib
import io
from datetime import date, datetime, timezone

from sqlalchemy import select

from app.db import db
from app.documents import pdf
from app.documents.kinds import Prepared, document_kind
from app.documents.templates import render
from app.domain.claim_standing import NOT_LEGAL_ADVICE, RULES_AS_AT
from app.domain.dates import long_date
from app.domain.working_days import today_in_auckland
from app.errors import NotFound, PermissionDenied, UserError
from app.orgs.access import Viewer
from app.retention import banks, ledger, policy, queries, reconciliation, reports, service
from app.retention.internal_models import InternalReport
from app.retention.models import CORRECTION, Instrument, TrustAccount

KIND = "retention_internal"  # the PDF door's kind
TITLE = "Retention money: internal report"
NOT_FOUND = "Internal retention report not found"
NO_PERMISSION = "Only owners and members who can edit projects can make the internal retention report"
NO_LEDGERS = "Your organisation holds no retention money: there are no retention ledgers to report on."
RULES_NOTE = (f"Retention rules as at {long_date(RULES_AS_AT)}: the Construction Contracts Act 2002, Part 2 subpart "
              f"2A, as amended by the Construction Contracts (Retention Money) Amendment Act 2023 (records: s 18FC; "
              f"reports: s 18FD). An internal record of the holder: not served on anyone. {NOT_LEGAL_ADVICE}")


def now() -> datetime:
    return datetime.now(timezone.utc)


def figure(cents: int | None) -> str:
    """Dollars for a spreadsheet: -1234.50 (plain ASCII, two places); empty for no figure."""
    if cents is None:
        return ""
    return f"{'-' if cents < 0 else ''}{abs(cents) // 100}.{abs(cents) % 100:02d}"


def _may(viewer: Viewer) -> None:
    if not policy.may_keep_account(viewer):
        raise PermissionDenied(NO_PERMISSION, code="FORBIDDEN")


def held(viewer: Viewer) -> list[queries.LedgerView]:
    """The ledgers the viewer's organisation holds, each with its balances today (two statements)."""
    views = [v for v in queries.ledgers(viewer) if v.we_hold]
    balances = ledger.balances_of([v.contract_id for v in views]) if views else {}
    for v in views:
        v.balances = balances[v.contract_id]
    return views


# ---- what it states ------------------------------------------------------------------------------------

def _balances(b: ledger.Balances) -> dict:
    return {"withheld": b.withheld, "deposited": b.deposited, "released": b.released, "used": b.used,
            "retention_money": b.retention_money, "held_in_account": b.held_in_account, "covered": b.covered,
            "shortfall": b.shortfall}


def entry_rows(entries) -> list[dict]:
    """A ledger's entries in words with the retention money after each (shared with the inspection pack)."""
    by_id = {e.id: e for e in entries}
    rows = []
    for e, after in reports.balances_after_each(entries):
        words = reports.ENTRY_WORDS[e.kind]
        if e.kind == CORRECTION and e.corrects_id in by_id:
            words = f"Correction of entry {by_id[e.corrects_id].seq}"
        reference = e.bank_ref or e.instrument_ref or ("Payment schedule" if e.schedule_id else "")
        rows.append({"number": e.seq, "date": e.entry_date.isoformat(), "kind": e.kind, "words": words,
                     "reference": reference, "note": e.note, "amount": e.amount,
                     "money_after": after.retention_money, "hash": e.hash})
    return rows


def register_of(account: TrustAccount | None, names: dict[int, str], on: date) -> dict:
    """The trust account (whole) and every instrument recorded, with whether it is in force on `on`."""
    instruments = db.session.scalars(select(Instrument).order_by(Instrument.expires_on, Instrument.id)).all()
    return {
        "account": None if account is None else {
            "bank": banks.bank_name(account.bank), "name": account.account_name, "number": account.account_number,
            "bank_notified_on": account.bank_notified_on.isoformat(), "attested_by": account.attested_by_name,
            "attested_on": today_in_auckland(account.attested_at).isoformat()},
        "instruments": [{"contract": names.get(i.contract_id, ""), "kind": reports.INSTRUMENT_WORDS.get(i.kind, i.kind),
                         "provider": i.provider, "reference": i.reference, "amount": i.amount,
                         "starts_on": i.starts_on.isoformat(), "expires_on": i.expires_on.isoformat(),
                         "in_force": i.starts_on <= on <= i.expires_on} for i in instruments],
    }


def reconciliation_of(viewer: Viewer) -> dict | None:
    """The trust account's last reconciliation as it stands (app.retention.reconciliation); None before any
    bank statement is imported."""
    r = reconciliation.report(viewer)
    if r is None or r.bank_balance is None:
        return None
    unallocated = [v for v in r.lines if v.allocation is None]
    return {"bank_balance": r.bank_balance, "balance_on": r.balance_on.isoformat(), "ledgers_total": r.ledgers_total,
            "interest": r.interest, "bank_fees": r.bank_fees, "other": r.other,
            "unallocated_in": r.unallocated_in, "unallocated_out": r.unallocated_out,
            "unallocated_lines": [{"date": v.line.line_date.isoformat(), "amount": v.line.amount,
                                   "reference": v.line.reference, "description": v.line.description}
                                  for v in unallocated],
            "difference": r.difference, "flagged": r.flagged}


def content_of(viewer: Viewer, views: list[queries.LedgerView], entries: dict, account, made_on: date) -> dict:
    ledgers = []
    for v in views:
        ledgers.append({"contract_id": v.contract_id, "site_name": v.site_name, "payee": v.payee_name,
                        "balances": _balances(v.balances), "entries": entry_rows(entries[v.contract_id])})
    totals = ledger.totals(v.balances for v in views)
    return {
        "title": TITLE, "org_name": viewer.org.name, "made_on": made_on.isoformat(),
        "made_by": service.name_of(viewer), "ledgers": ledgers,
        "totals": {"retention_money": totals.retention_money, "held_in_account": totals.held_in_account,
                   "covered": totals.covered, "shortfall": totals.shortfall},
        "register": register_of(account, {v.contract_id: v.site_name for v in views}, made_on),
        "reconciliation": reconciliation_of(viewer), "rules_note": RULES_NOTE,
    }


# ---- making it ------------------------------------------------------------------------------------------

def refused(viewer: Viewer) -> list[queries.LedgerView]:
    """The refusals, in their words, before a report is asked for and again when its job makes it (the records
    may have moved between): who may make it, a holder with no ledgers, money held with nowhere recorded. The
    ledgers held, each with its balances."""
    _may(viewer)
    views = held(viewer)
    if not views:
        raise UserError(NO_LEDGERS)
    account = db.session.get(TrustAccount, 1)
    if any(v.balances.nowhere_recorded(account) for v in views):
        raise UserError(reports.NOWHERE)
    return views


def compose(viewer: Viewer) -> InternalReport:
    """The report as the records stand today: its content frozen, its PDF rendered and its SHA-256 kept. Not
    committed: the job that makes it (app.retention.records_jobs) commits it with its own row, so a retried job
    makes no second report."""
    views = refused(viewer)
    account = db.session.get(TrustAccount, 1)
    today = today_in_auckland()
    entries = ledger.entries_of([v.contract_id for v in views])
    content = content_of(viewer, views, entries, account, today)
    row = InternalReport(made_on=today, made_at=now(), made_by_user_id=viewer.user_id,
                         made_by_name=content["made_by"], content=content, sha256="",
                         csv_sha256=hashlib.sha256(csv_of(content).encode()).hexdigest())
    db.session.add(row)
    db.session.flush()
    p = prepared(row)
    row.sha256 = hashlib.sha256(pdf.rendered_here(p.key, p.html)).hexdigest()
    return row


def made(viewer: Viewer) -> list[InternalReport] | None:
    """The reports made, newest first; None for a viewer who may not make them."""
    if not policy.may_keep_account(viewer):
        return None
    return list(db.session.scalars(select(InternalReport).order_by(InternalReport.id.desc())))


def get(viewer: Viewer, report_id: int) -> InternalReport:
    if not policy.may_keep_account(viewer):
        raise NotFound(NOT_FOUND)
    row = db.session.get(InternalReport, report_id)
    if row is None:
        raise NotFound(NOT_FOUND)
    return row


# ---- the documents -------------------------------------------------------------------------------------

def file_stem(row: InternalReport) -> str:
    return f"retention-internal-report-{row.id}-{row.made_on.isoformat()}"


def html_of(row: InternalReport) -> str:
    c = row.content
    day = date.fromisoformat
    return render("retention_internal_report.html", r=row, c=c, made_on=day(c["made_on"]),
                  ledgers=[{**g, "entries": [{**e, "date": day(e["date"])} for e in g["entries"]]}
                           for g in c["ledgers"]], day=day,
                  **pdf.page_assets(None, None))


def csv_of(content: dict) -> str:
    """Sections one after another, each with its own header: the ledgers' balances, every entry, the register,
    the reconciliation (dollars, two places)."""
    out = io.StringIO()
    w = csv.writer(out, lineterminator="\r\n")
    w.writerow(["Ledgers"])
    w.writerow(["Contract", "Held for", "Withheld", "Deposited", "Released", "Used for defects", "Retention money",
                "In the trust account", "Covered by instruments", "Not deposited or covered"])
    for g in content["ledgers"]:
        b = g["balances"]
        w.writerow([g["site_name"], g["payee"], *(figure(b[k]) for k in (
            "withheld", "deposited", "released", "used", "retention_money", "held_in_account", "covered",
            "shortfall"))])
    t = content["totals"]
    w.writerow(["Total", "", "", "", "", "", figure(t["retention_money"]), figure(t["held_in_account"]),
                figure(t["covered"]), figure(t["shortfall"])])
    w.writerow([])
    w.writerow(["Entries"])
    w.writerow(["Contract", "Held for", "Entry", "Date", "What", "Reference", "Note", "Amount",
                "Retention money after", "SHA-256"])
    for g in content["ledgers"]:
        for e in g["entries"]:
            w.writerow([g["site_name"], g["payee"], e["number"], e["date"], e["words"], e["reference"], e["note"],
                        figure(e["amount"]), figure(e["money_after"]), e["hash"]])
    w.writerow([])
    w.writerow(["Register"])
    w.writerow(["What", "Bank or provider", "Name or reference", "Number or contract", "Amount", "From", "Until"])
    a = content["register"]["account"]
    if a is not None:
        w.writerow(["Trust account", a["bank"], a["name"], a["number"], "", a["bank_notified_on"], ""])
    for i in content["register"]["instruments"]:
        w.writerow([i["kind"], i["provider"], i["reference"], i["contract"], figure(i["amount"]), i["starts_on"],
                    i["expires_on"]])
    w.writerow([])
    w.writerow(["Reconciliation"])
    r = content["reconciliation"]
    if r is None:
        w.writerow(["No bank statement imported"])
    else:
        for label, key in (("Bank balance", "bank_balance"), ("Ledgers' total", "ledgers_total"),
                           ("Interest", "interest"), ("Bank fees", "bank_fees"), ("Other", "other"),
                           ("Unallocated in", "unallocated_in"), ("Unallocated out", "unallocated_out"),
                           ("Difference", "difference")):
            w.writerow([label, figure(r[key]), r["balance_on"] if key == "bank_balance" else ""])
    return out.getvalue()


def prepared(row: InternalReport) -> Prepared:
    html = html_of(row)
    key = f"rint{row.id}-{hashlib.sha256(html.encode()).hexdigest()[:40]}"
    return Prepared(None, f"{file_stem(row)}.pdf", key, lambda: html)


def _find(viewer, contract_id: int, number: int):
    """The door's `find`: the report numbered `number` (its id) of the viewer's organisation, for those who may
    make it; `contract` is not used (the report is the organisation's, not a contract's)."""
    return None, get(viewer, number)


def _fetched(found, row, document, prepared_, data, *, account_id, org_id) -> str:
    # Its SHA-256 was kept when it was made; the door answers the digest of the bytes.
    return hashlib.sha256(data).hexdigest()


@document_kind(KIND, find=_find, record=_fetched)
def internal_pdf(found, row, revision_name=None) -> Prepared:
    """The internal report, re-rendered from its frozen content (the bytes whose hash was kept)."""
    return prepared(row)
