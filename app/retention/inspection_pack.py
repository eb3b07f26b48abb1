"""The inspection pack for one subcontractor (issue 38; CCA s 18FC 'Accounts and records'): the records of
the retention money the holder keeps for it, sent so it can inspect them: each of its ledgers with the
holder (per contract: the balances, every entry with its hash, where the money is held, the release dates),
and every report already served on it (the quarterly statements and transaction reports, with the SHA-256 of
each PDF that went to each recipient).

Served as a retention report (app.retention.reports, kind 'inspection'; its table, numbering, PDF door and
proof of service): a PDF and a CSV, emailed once to each of the subcontractor's recipients on the contract it
is served from, the SHA-256 of the PDF recorded per recipient when the email is delivered. Served from the
contract of an inspection request, it answers the open request: 'Inspection pack sent' today, the pack linked
(`InspectionRequest.pack_report_id`), logged on the contract's activity, in the same transaction.

- The holder's owners and members with Edit on the contract (app.retention.policy.may_record); the
  subcontractor and anyone else are refused.
- 'One subcontractor': the contracts the viewer's organisation holds retention on whose supplier party is the
  same organisation as this contract's (a supplier not on Claimdesk: this contract alone).
- Refused with nowhere recorded for the money on any of them: 'Record where this retention money is held
  before reporting on it.'

What the pack states is frozen into its row, so its PDF re-renders the bytes served. Rules as at
RULES_AS_AT; not legal advice.
"""
import csv
import hashlib
import io
from datetime import date, datetime, timezone

from sqlalchemy import func, select

from app.activity import record as activity
from app.activity.models import INSPECTION_ANSWERED
from app.contracts import access
from app.contracts import queries as contract_queries
from app.contracts.models import CUSTOMER, SUPPLIER, Contract
from app.db import db, rolls_back
from app.documents import pdf
from app.documents import recipients as recipients_of
from app.documents.templates import render
from app.domain.dates import long_date
from app.domain.money import dollars
from app.domain.working_days import today_in_auckland
from app.errors import PermissionDenied, UserError
from app.orgs.access import Viewer
from app.retention import internal_report, ledger, policy, queries, reports
from app.retention.inspection import MANNER_WORDS, _name
from app.retention.inspection_models import PACK_SENT, InspectionRequest
from app.retention.models import TrustAccount
from app.retention.report_models import INSPECTION, RetentionReport, RetentionReportCopy

TITLE = "Retention money: inspection pack"
LABEL = "Inspection pack"
RULES_NOTE = reports.RULES_NOTE.replace("(reports: s 18FD)", "(records and their inspection: s 18FC)")
INTRO = ("The records {holder} keeps of the retention money it holds on trust for {payee} (Construction Contracts "
         "Act 2002, s 18FC): each ledger, where the money is held, when it is to be released, and the reports "
         "served so far with the SHA-256 of each copy.")


def now() -> datetime:
    return datetime.now(timezone.utc)


# ---- what it states ------------------------------------------------------------------------------------

def same_subcontractor(viewer: Viewer, contract_id: int) -> list[queries.LedgerView]:
    """The ledgers the viewer's organisation holds for the supplier of `contract_id` (this one first)."""
    views = internal_report.held(viewer)
    parties = contract_queries.parties_of([v.contract_id for v in views]) if views else {}
    supplier = (parties.get(contract_id) or {}).get(SUPPLIER)
    org_id = supplier.org_id if supplier is not None else None

    def ours(v) -> bool:
        if v.contract_id == contract_id:
            return True
        other = parties[v.contract_id].get(SUPPLIER)
        return org_id is not None and other is not None and other.org_id == org_id

    return sorted((v for v in views if ours(v)), key=lambda v: (v.contract_id != contract_id, v.site_name,
                                                                 v.contract_id))


def served_before(contract_ids: list[int]) -> list[dict]:
    """The reports already served on the ledgers (not packs), oldest first, each with its copies' hashes."""
    rows = db.session.scalars(select(RetentionReport).where(RetentionReport.contract_id.in_(contract_ids),
                                                            RetentionReport.kind != INSPECTION)
                              .order_by(RetentionReport.served_at, RetentionReport.id)).all()
    copies: dict[int, list[RetentionReportCopy]] = {}
    if rows:
        for c in db.session.scalars(select(RetentionReportCopy).where(
                RetentionReportCopy.report_id.in_([r.id for r in rows])).order_by(RetentionReportCopy.id)):
            copies.setdefault(c.report_id, []).append(c)
    return [{"site_name": r.content["site_name"], "number": r.number, "label": reports.KIND_LABELS[r.kind],
             "period_from": r.period_from.isoformat(), "period_to": r.period_to.isoformat(),
             "served_on": today_in_auckland(r.served_at).isoformat(), "sha256": r.sha256 or "",
             "csv_sha256": r.csv_sha256,
             "copies": [{"email": c.email, "sha256": c.sha256 or "",
                         "served_on": today_in_auckland(c.served_at).isoformat() if c.served_at else ""}
                        for c in copies.get(r.id, [])]}
            for r in rows]


def content_of(found: access.VisibleContract, views, entries: dict, account, made_on: date) -> dict:
    contract_id = found.id
    parties = contract_queries.parties_of([contract_id])[contract_id]
    holder, payee = reports._party(parties.get(CUSTOMER)), reports._party(parties.get(SUPPLIER))
    ledgers = []
    for v in views:
        es = entries[v.contract_id]
        contract = found.contract if v.contract_id == contract_id else db.session.get(Contract, v.contract_id)
        ledgers.append({"contract_id": v.contract_id, "site_name": v.site_name,
                        "balances": reports._balances_json(v.balances),
                        "entries": internal_report.entry_rows(es),
                        "where": reports.where_held(v.contract_id, account, made_on),
                        "releases": reports.releases_of(contract)})
    first = min((e.entry_date for es in entries.values() for e in es), default=made_on)
    here = next(g for g in ledgers if g["contract_id"] == contract_id)
    names = {"holder": holder["name"] or "the holder", "payee": payee["name"] or "the subcontractor"}
    return {
        "kind": INSPECTION, "title": TITLE, "site_name": found.contract.site_name, "holder": holder, "payee": payee,
        "period_from": min(first, made_on).isoformat(), "period_to": made_on.isoformat(),
        "made_on": made_on.isoformat(), "closing": here["balances"], "ledgers": ledgers,
        "served": served_before([v.contract_id for v in views]), "intro": INTRO.format(**names),
        "trust_statement": reports.TRUST_STATEMENT.format(**names), "rules_note": RULES_NOTE,
    }


# ---- serving it --------------------------------------------------------------------------------------------

@rolls_back
def serve(viewer: Viewer, contract_id: int) -> tuple[RetentionReport, InspectionRequest | None]:
    """Make the pack from `contract_id`, serve it on the subcontractor's recipients there, and answer the open
    inspection request on the contract with it ('Inspection pack sent' today). (the pack, the request answered)."""
    found = access.get_contract(viewer, contract_id)
    if not policy.is_holder(found):
        raise PermissionDenied(policy.NOT_HOLDER, code="FORBIDDEN")
    if not policy.may_record(found):
        raise PermissionDenied(policy.NO_PERMISSION, code="FORBIDDEN")
    ledger.lock(contract_id)
    views = same_subcontractor(viewer, contract_id)
    entries = ledger.entries_of([v.contract_id for v in views])
    if not entries.get(contract_id):
        raise UserError(reports.NO_ENTRIES)
    account = db.session.get(TrustAccount, 1)
    if any(v.balances.nowhere_recorded(account) for v in views):
        raise UserError(reports.NOWHERE)
    if not recipients_of.supplier_recipients(contract_id):
        raise UserError(reports.NO_RECIPIENTS)
    today = today_in_auckland()
    content = content_of(found, views, entries, account, today)
    number = (db.session.scalar(select(func.max(RetentionReport.number))
                                .where(RetentionReport.contract_id == contract_id)) or 0) + 1
    parties = access.party_org_ids_of(contract_id)
    last_seq = entries[contract_id][-1].seq
    report = RetentionReport(contract_id=contract_id, number=number, kind=INSPECTION,
                             holder_org_id=parties.get(CUSTOMER), payee_org_id=parties.get(SUPPLIER),
                             period_from=date.fromisoformat(content["period_from"]), period_to=today,
                             first_seq=1, last_seq=last_seq, content=content,
                             csv_sha256=hashlib.sha256(csv_of(content).encode()).hexdigest(),
                             created_by_user_id=viewer.user_id, served_at=now())
    db.session.add(report)
    db.session.flush()
    reports._serve(report)
    request = _answer_open(viewer, contract_id, report, today)
    db.session.commit()
    return report, request


def _answer_open(viewer: Viewer, contract_id: int, report: RetentionReport, today: date) -> InspectionRequest | None:
    """The open request on the contract answered with the pack (app.retention.inspection's answer, linked)."""
    row = db.session.scalars(select(InspectionRequest).where(
        InspectionRequest.contract_id == contract_id, InspectionRequest.answered_at.is_(None)).with_for_update()
    ).first()
    if row is None:
        return None
    note = f"{LABEL} {report.number}"
    row.answered_at, row.answered_on, row.answer_manner, row.answer_note = now(), today, PACK_SENT, note
    row.answered_by_user_id, row.answered_by_name, row.pack_report_id = viewer.user_id, _name(viewer), report.id
    activity.entry(viewer, INSPECTION_ANSWERED, contract_id,
                   comment=f"{MANNER_WORDS[PACK_SENT]} on {long_date(today)}: {note}")
    return row


# ---- the documents (app.retention.reports renders a report of this kind with these) -----------------------

def file_stem(report: RetentionReport) -> str:
    return f"retention-inspection-pack-{report.contract_id}-{report.number}-{report.content['period_to']}"


def html_of(report: RetentionReport) -> str:
    c = report.content
    day = date.fromisoformat

    def ledger_of(g):
        return {**g, "entries": [{**e, "date": day(e["date"])} for e in g["entries"]],
                "instruments": [{**i, "expires_on": day(i["expires_on"])} for i in g["where"]["instruments"]],
                "releases": [{**s, "date": day(s["date"]) if s["date"] else None} for s in g["releases"]]}

    return render("retention_inspection_pack.html", r=report, c=c, number=report.number,
                  made_on=day(c["made_on"]), ledgers=[ledger_of(g) for g in c["ledgers"]],
                  served=[{**s, "period_from": day(s["period_from"]), "period_to": day(s["period_to"])}
                          for s in c["served"]], day=day,
                  no_release_stages=reports.NO_RELEASE_STAGES, release_not_known=reports.RELEASE_NOT_KNOWN,
                  **pdf.page_assets(None, None))


def csv_of(content: dict) -> str:
    """Every entry of every ledger (a row each), then the reports served with their hashes (dollars, 2 places)."""
    figure = internal_report.figure
    out = io.StringIO()
    w = csv.writer(out, lineterminator="\r\n")
    w.writerow(["Contract", "Entry", "Date", "What", "Reference", "Note", "Amount", "Retention money after",
                "SHA-256"])
    for g in content["ledgers"]:
        for e in g["entries"]:
            w.writerow([g["site_name"], e["number"], e["date"], e["words"], e["reference"], e["note"],
                        figure(e["amount"]), figure(e["money_after"]), e["hash"]])
        w.writerow([g["site_name"], "", content["made_on"], "Retention money held", "", "", "",
                    figure(g["balances"]["retention_money"]), ""])
    w.writerow([])
    w.writerow(["Report served", "Contract", "From", "To", "Served on", "PDF SHA-256", "CSV SHA-256"])
    for s in content["served"]:
        w.writerow([f"{s['label']} {s['number']}", s["site_name"], s["period_from"], s["period_to"], s["served_on"],
                    s["sha256"], s["csv_sha256"]])
    return out.getvalue()


def email_text(report: RetentionReport) -> tuple[str, str]:
    c = report.content
    subject = f"{TITLE} {report.number}: {c['site_name']}"
    text = "\n".join([
        c["intro"], "",
        *(f"{g['site_name']}: {dollars(g['balances']['retention_money'])} held." for g in c["ledgers"]), "",
        c["trust_statement"], "",
        "The pack is attached as a PDF; its CSV is on the Retention page in Claimdesk.", "",
        c["rules_note"],
    ]) + "\n"
    return subject, text
