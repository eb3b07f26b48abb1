"""The export of the retention records for an information request or a receiver (issue 38; CCA s 18FC, and a
receiver or liquidator taking over money held on trust): one zip of

- `ledgers.csv`    every ledger the organisation holds (per subcontractor and contract): its balances;
- `entries.csv`    every entry of those ledgers, with the hash before it and its own (the chain, s 18FC);
- `register.csv`   the trust account (whole) and every instrument recorded;
- `reports/...`    every report served on a subcontractor (quarterly statements, transaction reports,
                   inspection packs): the PDF as stored, and its CSV;
- `internal/...`   every internal report made, and `certificates/...` every signed compliance certificate;
- `manifest.csv`   each file's path, size and SHA-256, and, for a served or signed document, the SHA-256
                   recorded when it went (so a reader sees the file is the one served).

Owners only (the organisation's directors: it is the whole of its trust records); each export is logged on
the activity of every contract it covers, private to the organisation. Built by a job
(app.retention.records_jobs) into a file of the instance folder, its SHA-256 kept; downloaded once ready
(app.exports.rest). Not legal advice.
"""
import csv
import hashlib
import io
import os
import tempfile
import zipfile
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path

from sqlalchemy import select

from app.activity import record as activity
from app.activity.models import RETENTION_EXPORTED
from app.db import db
from app.documents import pdf
from app.domain.working_days import today_in_auckland
from app.errors import PermissionDenied, UserError
from app.orgs import permissions as perms
from app.orgs.access import Viewer
from app.retention import certificate, internal_report, ledger, reports
from app.retention.certificate_models import Certificate
from app.retention.internal_models import InternalReport
from app.retention.models import TrustAccount
from app.retention.report_models import RetentionReport

OWNERS_ONLY = "Only the organisation's owners can export its retention records"
NO_LEDGERS = internal_report.NO_LEDGERS
MANIFEST = "manifest.csv"
README = "README.txt"
figure = internal_report.figure


@dataclass(frozen=True)
class Export:
    file_name: str
    size: int
    sha256: str


def _csv(header, rows) -> bytes:
    out = io.StringIO()
    w = csv.writer(out, lineterminator="\r\n")
    w.writerow(header)
    w.writerows(rows)
    return out.getvalue().encode()


def ledgers_csv(views) -> bytes:
    return _csv(["Contract ID", "Contract", "Held for", "Withheld", "Deposited", "Released", "Used for defects",
                 "Retention money", "In the trust account", "Covered by instruments", "Not deposited or covered"],
                [[v.contract_id, v.site_name, v.payee_name, *(figure(x) for x in (
                    v.balances.withheld, v.balances.deposited, v.balances.released, v.balances.used,
                    v.balances.retention_money, v.balances.held_in_account, v.balances.covered,
                    v.balances.shortfall))] for v in views])


def entries_csv(views, entries: dict) -> bytes:
    rows = []
    for v in views:
        for e in entries[v.contract_id]:
            rows.append([v.contract_id, v.site_name, v.payee_name, e.seq, e.entry_date.isoformat(), e.kind,
                         figure(e.amount), e.bank_ref, e.instrument_ref, e.schedule_id or "", e.claim_id or "",
                         e.corrects_id or "", e.defect_notice_id or "", e.note, e.created_at.isoformat(),
                         e.prev_hash, e.hash])
    return _csv(["Contract ID", "Contract", "Held for", "Entry", "Date", "Kind", "Amount", "Bank reference",
                 "Instrument reference", "Payment schedule ID", "Claim ID", "Corrects entry ID", "Defect notice ID",
                 "Note", "Recorded at", "Hash before", "SHA-256"], rows)


def register_csv(account, views, today) -> bytes:
    register = internal_report.register_of(account, {v.contract_id: v.site_name for v in views}, today)
    rows = []
    a = register["account"]
    if a is not None:
        rows.append(["Trust account", a["bank"], a["name"], a["number"], "", a["bank_notified_on"], "",
                     f"Holds only retention money: attested by {a['attested_by']} on {a['attested_on']}"])
    for i in register["instruments"]:
        rows.append([i["kind"], i["provider"], i["reference"], i["contract"], figure(i["amount"]), i["starts_on"],
                     i["expires_on"], "In force" if i["in_force"] else "Not in force"])
    return _csv(["What", "Bank or provider", "Name or reference", "Number or contract", "Amount", "From", "Until",
                 "Note"], rows)


def refuse_non_owner(viewer: Viewer) -> None:
    if not viewer.can(perms.ORG_EDIT):
        raise PermissionDenied(OWNERS_ONLY, code="FORBIDDEN")


def refused(viewer: Viewer) -> list:
    """The refusals, before an export is asked for and again when its job builds it: owners only, and a holder
    with no ledgers. The ledgers held."""
    refuse_non_owner(viewer)
    views = internal_report.held(viewer)
    if not views:
        raise UserError(NO_LEDGERS)
    return views


def build(viewer: Viewer, path: Path) -> Export:
    """The zip, written to `path` (through a temporary name: a reader never sees half of it); logged on each
    contract's activity. Not committed: its job (app.retention.records_jobs) commits the log with its own row."""
    views = refused(viewer)
    ids = [v.contract_id for v in views]
    today = today_in_auckland()
    entries = ledger.entries_of(ids)
    account = db.session.get(TrustAccount, 1)
    files: list[tuple[str, bytes, str]] = [  # (path, bytes, the SHA-256 recorded when it went, if any)
        ("ledgers.csv", ledgers_csv(views), ""),
        ("entries.csv", entries_csv(views, entries), ""),
        ("register.csv", register_csv(account, views, today), ""),
    ]
    for r in db.session.scalars(select(RetentionReport).where(RetentionReport.contract_id.in_(ids))
                                .order_by(RetentionReport.contract_id, RetentionReport.number)):
        name, data = reports.pdf_of(r)
        stem = name.removesuffix(".pdf")
        files.append((f"reports/{name}", data, r.sha256 or ""))
        files.append((f"reports/{stem}.csv", reports.csv_of(r.content).encode(), r.csv_sha256))
    for row in db.session.scalars(select(InternalReport).order_by(InternalReport.id)):
        p = internal_report.prepared(row)
        files.append((f"internal/{p.file_name}", pdf.rendered_here(p.key, p.html), row.sha256))
        files.append((f"internal/{internal_report.file_stem(row)}.csv",
                      internal_report.csv_of(row.content).encode(), row.csv_sha256))
    for row in db.session.scalars(select(Certificate).where(Certificate.signed_at.is_not(None))
                                  .order_by(Certificate.quarter_end)):
        p = certificate.prepared(row)
        files.append((f"certificates/{p.file_name}", pdf.rendered_here(p.key, p.html), row.sha256 or ""))
    manifest = _csv(["Path", "Bytes", "SHA-256", "SHA-256 recorded when served or made"],
                    [[path, len(data), hashlib.sha256(data).hexdigest(), recorded] for path, data, recorded in files])
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f"{path.name}.", suffix=".tmp")
    digest = hashlib.sha256()
    try:
        with os.fdopen(fd, "w+b") as f:
            with zipfile.ZipFile(f, "w", zipfile.ZIP_DEFLATED) as z:
                for name, data, _ in files:
                    z.writestr(name, data)
                z.writestr(MANIFEST, manifest)
                z.writestr(README, readme(viewer, today, len(views)))
            f.seek(0)
            while chunk := f.read(1024 * 1024):
                digest.update(chunk)
            size = f.tell()
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    for cid in ids:
        activity.entry(viewer, RETENTION_EXPORTED, cid, private=True)
    stamp = datetime.now(timezone.utc).strftime("%Y%m%d-%H%M%S")
    return Export(f"{viewer.org.slug}-retention-records-{stamp}.zip", size, digest.hexdigest())


def readme(viewer: Viewer, today, ledgers: int) -> str:
    return (f"The retention trust records of {viewer.org.name}, exported on {today.isoformat()} by "
            f"{viewer.member.display} ({ledgers} ledger{'s' if ledgers != 1 else ''}).\n\n"
            "manifest.csv lists each file with its SHA-256; for a report served on a subcontractor, an internal "
            "report or a signed certificate, also the SHA-256 recorded when it was served or made.\n"
            "entries.csv carries each entry's hash and the hash before it: `flask retention verify` checks the "
            "chain.\n\n" + reports.RULES_NOTE + "\n")
