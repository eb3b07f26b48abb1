"""The adjudication bundle: one ZIP holding one paginated PDF with an index, every document on its own,
and `manifest.json`; built in the background (the `default` queue) with its progress stored.

- The contents, in the issue's order (app.adjudication.sections; a section whose records do not exist
  yet is left out): 1 the notice of adjudication as served, with its service record; 2 the contract
  documents, or a statutory declaration template (s 31A(4)) pre-filled with the terms Claimdesk knows,
  marked to be declared; 3 each disputed claim exactly as served (the stored PDF, Form 1 in it) with
  its service record (recipients, time, opened-at, SHA-256); 4 each payment schedule as served, or a
  certificate that none was received by the deadline, with the deadline's trace; 5 the disputed lines
  claimed against scheduled, with reasons, and the variations with both approvals; 6 the payments
  recorded; 7 correspondence: comments (internal ones are never read here) and activity on the claims,
  in date order; then what other packages register (enforcement notices, retention records).
- Each document is numbered, with its page range in the bundle PDF and its SHA-256 (of the file in the
  ZIP), in the index and in manifest.json. A stored copy whose SHA-256 is not one recorded as served is
  left out and named: 'The stored copy of claim N does not match what was served; it is not included.'
- The same records give the same bytes: the PDFs are deterministic (app.documents.pdf), the ZIP's
  entries have fixed times, order and attributes, and nothing records when it was built (the index
  names who prepared it).
"""
import hashlib
import io
import json
import zipfile
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from flask import current_app
from pypdf import PdfReader, PdfWriter
from reportlab.pdfgen.canvas import Canvas
from sqlalchemy import and_, select

from app.adjudication import form2, notice as notice_document
from app.adjudication.models import SERVED, AdjudicationBundle, AdjudicationNotice, AdjudicationServedCopy
from app.adjudication.sections import Context, Document, bundle_section, ordered
from app.activity.models import LABELS, Activity
from app.claims.document import site_lines
from app.claims.models import LIVE_STATUSES, Claim, LedgerEntry, Revision
from app.contracts import access
from app.contracts import queries as contract_queries
from app.contracts.models import CUSTOMER, SUPPLIER
from app.db import db
from app.documents import kinds, pdf
from app.documents.models import Comment, ServedDocument
from app.documents.templates import render
from app.domain.claim_standing import RULES_AS_AT
from app.domain.dates import long_date
from app.domain.money import dollars
from app.domain.schedule_deadline import schedule_deadline
from app.domain.working_days import AUCKLAND, today_in_auckland
from app.enforcement.models import EMAIL, MANNER_WORDS, served_words
from app.errors import NotFound
from app.payments.models import ClaimPayment
from app.schedules.models import SENT, PaymentSchedule
from app.variations.models import Issue, Variation

ZIP_TIME = (1980, 1, 1, 0, 0, 0)  # every entry's time: the same records give the same ZIP
MISMATCH = "The stored copy of {what} does not match what was served; it is not included."
DECLARATION_MARK = "To be declared before an authorised person (a lawyer, Justice of the Peace or court registrar)"


# ---- the sections ------------------------------------------------------------------------------

def _record_pdf(title: str, blocks: list[dict], *, label: str = "Adjudication bundle", footer: str = "") -> bytes:
    html = render("adjudication_record_pdf.html", title=title, label=label, blocks=blocks,
                  footer_text=footer or title, rules_note=form2.RULES_NOTE, **pdf.page_assets(None, None))
    key = "adjrec-" + hashlib.sha256(html.encode()).hexdigest()[:48]
    return pdf.rendered_here(key, lambda: html)


def _p(text: str) -> dict:
    return {"kind": "p", "text": text}


def _table(headers: list[str], rows: list[list[str]]) -> dict:
    return {"kind": "table", "headers": headers, "rows": rows}


def _when(moment) -> str:
    if moment is None:
        return ""
    local = moment.astimezone(AUCKLAND)
    return f"{long_date(local.date())} {local:%H:%M} (Auckland)"


@bundle_section(10, "notice")
def notice_section(ctx: Context) -> list[Document]:
    notice = ctx.notice
    if notice is None or notice.status != SERVED:
        return []
    name, data = notice_document.pdf_of(notice)
    digest = hashlib.sha256(data).hexdigest()
    title = f"Notice of adjudication {notice.number}, dated {long_date(notice.notice_date)}"
    docs = [Document(title, name, data, notice.sha256)]
    if notice.sha256 is not None and digest != notice.sha256:
        docs = [Document(title, name, None, notice.sha256,
                         MISMATCH.format(what=f"notice of adjudication {notice.number}"))]
    if notice.served_manner in (None, EMAIL):
        copies = db.session.scalars(select(AdjudicationServedCopy).where(AdjudicationServedCopy.notice_id == notice.id)
                                    .order_by(AdjudicationServedCopy.id)).all()
        rows = [[c.email, "email, the PDF attached", _when(c.served_at) or "not delivered yet", c.sha256 or ""]
                for c in copies]
        docs.append(Document(f"Service record of notice of adjudication {notice.number}",
                             f"notice-{notice.number}-service.pdf",
                             _record_pdf(f"Service record: notice of adjudication {notice.number}", [
                                 _p(f"Served on {long_date(notice.notice_date)} on the respondent's recipients below."),
                                 _table(["Recipient", "Manner", "Delivered", "SHA-256 of the PDF served"], rows)])))
        return docs
    # Served by a person (s 80, app.adjudication.hand): the record is what they recorded, on the respondent
    # and, where the notice seeks the owner's liability, on the owner (s 28(1)(b)).
    rows = [["The respondent", notice.served_to, MANNER_WORDS[notice.served_manner], long_date(notice.notice_date),
             notice.sha256 or ""]]
    if notice.owner_served_manner is not None:
        rows.append([f"The owner, {notice.owner_name}", notice.owner_served_to, MANNER_WORDS[notice.owner_served_manner],
                     long_date(notice.owner_served_on), notice.sha256 or ""])
    served = served_words(notice.served_manner, notice.notice_date, mid_sentence=True)
    docs.append(Document(f"Service record of notice of adjudication {notice.number} ({served})",
                         f"notice-{notice.number}-service.pdf",
                         _record_pdf(f"Service record: notice of adjudication {notice.number}", [
                             _p(f"The notice was {served}, as the person who served it recorded (s 80)."),
                             _table(["Served on", "On whom, or where", "Manner", "Date", "SHA-256 of the PDF served"],
                                    rows)])))
    return docs


@bundle_section(20, "contract")
def contract_section(ctx: Context) -> list[Document]:
    """No contract documents are uploaded to Claimdesk as such: the statutory declaration template
    (s 31A(4)), pre-filled with the terms Claimdesk knows, marked to be declared."""
    contract = ctx.found.contract
    parties = contract_queries.parties_of([contract.id])[contract.id]

    def party(relation: str) -> str:
        p = parties.get(relation)
        if p is None or p.contact is None:
            return "(not recorded)"
        c = p.contact
        return f"{c.entity_name or c.name}, {c.address}".strip(", ")

    terms = contract.payment_terms or {}
    rows = [["Supplier (payee)", party(SUPPLIER)], ["Customer (payer)", party(CUSTOMER)],
            ["Site", ", ".join([contract.site_name, *site_lines(contract)])],
            ["Working days for a payment schedule",
             f"{contract.schedule_working_days} (agreed)" if contract.schedule_working_days
             else "Not agreed: the Act's 20 working days (s 22(b)(ii))"]]
    rows += [[f"Payment term: {key}", str(value)] for key, value in sorted(terms.items())]
    blocks = [
        {"kind": "mark", "text": DECLARATION_MARK},
        _p("I, ____________________ of ____________________, solemnly and sincerely declare that the construction "
           "contract between the parties below contains the following terms, of which no written copy is available "
           "to me (Construction Contracts Act 2002, s 31A(4)):"),
        _table(["Term", "As recorded in Claimdesk"], rows),
        _p("And I make this solemn declaration conscientiously believing the same to be true and by virtue of the "
           "Oaths and Declarations Act 1957."),
        _p("Declared at ____________ this ____ day of ____________ 20__ before me: ____________________ "
           "(signature and designation of the person before whom it is declared)."),
    ]
    return [Document("Statutory declaration of the contract's terms (template, to be declared)",
                     "contract-statutory-declaration.pdf", _record_pdf("Statutory declaration", blocks))]


def _served_hashes(claim_id: int, revision_id: int, document: str) -> set[str]:
    return set(db.session.scalars(select(ServedDocument.sha256).where(
        ServedDocument.claim_id == claim_id, ServedDocument.revision_id == revision_id,
        ServedDocument.document == document, ServedDocument.kind == "pdf", ServedDocument.is_draft.is_(False))))


def _stored(kind: str, found, claim) -> tuple[str, bytes] | None:
    """(file name, bytes) of the stored copy of a claim's document (the PDF cache; rendered and stored
    when it is not there yet)."""
    try:
        prepared = kinds.kind_of(kind).prepare(found, claim, "latest")
    except NotFound:
        return None
    return prepared.file_name, pdf.rendered_here(prepared.key, prepared.html)


def _as(ctx: Context, relation: str):
    return ctx.extra.setdefault(relation, access.as_party(ctx.found.contract.id, relation))


@bundle_section(30, "claims")
def claims_section(ctx: Context) -> list[Document]:
    """Each claim's PDF as stored, checked against the SHA-256 recorded when it was served; then one
    service record of them all (one render, whatever the number of claims)."""
    docs, blocks = [], []
    supplier = _as(ctx, SUPPLIER)
    revisions = {r.claim_id: r for r in db.session.scalars(select(Revision).join(
        Claim, and_(Claim.id == Revision.claim_id, Claim.latest_rev == Revision.rev)).where(
        Claim.id.in_([c.id for c in ctx.claims])))}
    served_rows: dict[int, list[ServedDocument]] = {}
    for row in db.session.scalars(select(ServedDocument).where(
            ServedDocument.claim_id.in_([c.id for c in ctx.claims]), ServedDocument.document == "claim",
            ServedDocument.is_draft.is_(False)).order_by(ServedDocument.id)):
        if revisions.get(row.claim_id) is not None and row.revision_id == revisions[row.claim_id].id:
            served_rows.setdefault(row.claim_id, []).append(row)
    for claim in ctx.claims:
        revision = revisions[claim.id]
        stored = _stored("claim", supplier, claim) if supplier is not None else None
        if stored is None:
            continue
        rows = served_rows.get(claim.id, [])
        served = {r.sha256 for r in rows if r.kind == "pdf"}
        name, data = stored
        digest = hashlib.sha256(data).hexdigest()
        title = f"Payment claim {claim.number} as served"
        if served and digest not in served:
            docs.append(Document(title, name, None, sorted(served)[0], MISMATCH.format(what=f"claim {claim.number}")))
        else:
            docs.append(Document(title, name, data, digest if digest in served else None))
        blocks += [{"kind": "heading", "text": f"Payment claim {claim.number}"},
                   _p(f"Served on {_when(revision.submitted_at)}. Form 1 (Construction Contracts Regulations 2003) is "
                      f"part of the PDF served."
                      + (f" First opened by the payer: {_when(revision.opened_at)}." if revision.opened_at else "")),
                   _table(["Served", "As", "To", "SHA-256"],
                          [[_when(r.served_at), "email" if r.kind == "email" else "PDF",
                            ", ".join(r.recipients or []) or "opened on Claimdesk", r.sha256] for r in rows])]
    if blocks:
        docs.append(Document("Service records of the payment claims", "claims-service-records.pdf",
                             _record_pdf("Service records: payment claims", blocks)))
    return docs


def _schedules(ctx: Context) -> dict[int, PaymentSchedule]:
    if "schedules" not in ctx.extra:
        rows = db.session.scalars(select(PaymentSchedule).where(
            PaymentSchedule.claim_id.in_([c.id for c in ctx.claims]), PaymentSchedule.status == SENT)).all()
        ctx.extra["schedules"] = {s.claim_id: s for s in rows}
    return ctx.extra["schedules"]


@bundle_section(40, "schedules")
def schedules_section(ctx: Context) -> list[Document]:
    docs, certificate, unanswered = [], [], []
    customer = _as(ctx, CUSTOMER)
    schedules = _schedules(ctx)
    for claim in ctx.claims:
        schedule = schedules.get(claim.id)
        if schedule is not None and customer is not None:
            stored = _stored("schedule", customer, claim)
            if stored is None:
                continue
            name, data = stored
            revision = db.session.scalars(select(Revision).where(Revision.claim_id == claim.id,
                                                                 Revision.rev == schedule.claim_rev)).one()
            served = _served_hashes(claim.id, revision.id, "schedule")
            digest = hashlib.sha256(data).hexdigest()
            title = f"Payment schedule answering claim {claim.number} as served"
            if served and digest not in served:
                docs.append(Document(title, name, None, sorted(served)[0],
                                     MISMATCH.format(what=f"the payment schedule of claim {claim.number}")))
            else:
                docs.append(Document(title, name, data, digest if digest in served else None))
            continue
        revision = db.session.scalars(select(Revision).where(Revision.claim_id == claim.id,
                                                             Revision.rev == claim.latest_rev)).one()
        if revision.submitted_at is None or claim.schedule_deadline is None:
            continue
        served_on = revision.submitted_at.astimezone(AUCKLAND).date()
        trace = schedule_deadline(served_on, today_in_auckland(), claim.schedule_days)
        unanswered.append(claim.number)
        certificate += [{"kind": "heading", "text": f"Claim {claim.number}"},
                        _p(f"No payment schedule was received on Claimdesk for claim {claim.number} by "
                           f"{long_date(claim.schedule_deadline)}."),
                        _p(f"How the deadline was counted: {trace.basis} (Construction Contracts Act 2002, s 22)."),
                        _table(["Day not counted", "Why"], [[long_date(s.date), s.reason] for s in trace.skipped])]
    if unanswered:  # one certificate for every claim without a schedule: one render, whatever their number
        which = ", ".join(str(n) for n in unanswered)
        docs.append(Document(f"Certificate: no payment schedule received (claim{'s' if len(unanswered) > 1 else ''} "
                             f"{which})", "no-schedule-certificate.pdf",
                             _record_pdf("No payment schedule received", certificate,
                                         label="Certificate from the records of Claimdesk")))
    return docs


@bundle_section(50, "ledger")
def ledger_section(ctx: Context) -> list[Document]:
    if not ctx.claims and not ctx.variation_ids:
        return []
    schedules = _schedules(ctx)
    blocks = []
    for claim in ctx.claims:
        entries = db.session.scalars(select(LedgerEntry).where(LedgerEntry.claim_id == claim.id,
                                                               LedgerEntry.rev == claim.latest_rev)
                                     .order_by(LedgerEntry.position, LedgerEntry.id)).all()
        schedule = schedules.get(claim.id)
        lines = {line.get("itemId"): line for line in (schedule.lines if schedule is not None else [])}
        rows = []
        for e in entries:
            line = lines.get(e.item_id)
            rows.append([e.name, dollars(e.amount), dollars(line["scheduled"]) if line and "scheduled" in line else "",
                         (line or {}).get("reason", "")])
        blocks += [{"kind": "heading", "text": f"Claim {claim.number}: claimed and scheduled (excluding GST)"},
                   _table(["Line", "Claimed", "Scheduled", "Reason given"], rows)]
    if ctx.variation_ids:
        variations = db.session.execute(select(Variation, Issue).join(Issue, Issue.id == Variation.issue_id)
                                        .where(Variation.id.in_(ctx.variation_ids)).order_by(Issue.id)).all()
        blocks += [{"kind": "heading", "text": "Variations"},
                   _table(["Variation", "Supplier approval", "Customer approval"],
                          [[f"{i.id}: {i.title}", f"{v.supplier_status} {v.supplier_by_name or ''} {_when(v.supplier_at)}",
                            f"{v.customer_status} {v.customer_by_name or ''} {_when(v.customer_at)}"]
                           for v, i in variations])]
    return [Document("Ledger extract: the disputed lines and variations", "ledger-extract.pdf",
                     _record_pdf("Ledger extract", blocks))]


@bundle_section(60, "payments")
def payments_section(ctx: Context) -> list[Document]:
    rows = db.session.scalars(select(ClaimPayment).where(ClaimPayment.claim_id.in_([c.id for c in ctx.claims]))
                              .order_by(ClaimPayment.paid_on, ClaimPayment.id)).all()
    if not rows:
        return []
    numbers = {c.id: c.number for c in ctx.claims}
    table = [[str(numbers[p.claim_id]), long_date(p.paid_on), dollars(p.amount),
              "sent (payer's record)" if p.side == "Payer" else "received (payee's record)", p.reference,
              f"corrects an earlier record" if p.corrects_id else ""] for p in rows]
    return [Document("Payments recorded", "payments.pdf", _record_pdf("Payments recorded", [
        _table(["Claim", "Date", "Amount (incl. GST)", "Recorded as", "Reference", ""], table)]))]


@bundle_section(70, "correspondence")
def correspondence_section(ctx: Context) -> list[Document]:
    ids = [c.id for c in ctx.claims]
    numbers = {c.id: c.number for c in ctx.claims}
    if not ids:
        return []
    entries = []
    for c in db.session.scalars(select(Comment).where(Comment.claim_id.in_(ids))):
        entries.append((c.created_at, c.id, [_when(c.created_at), f"Claim {numbers[c.claim_id]}",
                                              c.author_name, "comment" + (" (by email)" if c.is_email else ""),
                                              c.body]))
    for a in db.session.scalars(select(Activity).where(Activity.claim_id.in_(ids), Activity.private_to_org_id.is_(None))):
        entries.append((a.at, a.id, [_when(a.at), f"Claim {a.claim_number}", a.actor_name, LABELS[a.code],
                                     a.comment or ""]))
    if not entries:
        return []
    entries.sort(key=lambda e: (e[0], e[1]))
    return [Document("Correspondence: comments and activity on the claims", "correspondence.pdf",
                     _record_pdf("Correspondence", [_p("Comments and activity on the disputed claims, in date order. "
                                                       "Internal comments are not part of it."),
                                                    _table(["When", "On", "Who", "What", "Text"],
                                                           [e[2] for e in entries])]))]


# ---- assembling ----------------------------------------------------------------------------------

@dataclass
class Built:
    zip_bytes: bytes
    pdf_bytes: bytes
    manifest: dict


def _index(ctx: Context, numbered: list[dict], excluded: list[dict], first_page: int) -> bytes:
    rows = [[str(d["number"]), d["title"], f"{d['pages'][0]}\u2013{d['pages'][1]}", d["sha256"]] for d in numbered]
    blocks = [_p(f"Prepared by {ctx.generated_by} from the records of Claimdesk for the contract for "
                 f"{ctx.found.contract.site_name}"
                 + (f", notice of adjudication {ctx.notice.number}" if ctx.notice is not None else "") + "."),
              _table(["#", "Document", "Pages", "SHA-256 (of the file in the ZIP)"], rows)]
    if excluded:
        blocks += [{"kind": "heading", "text": "Left out"}] + [_p(e["reason"]) for e in excluded]
    return _record_pdf("Adjudication bundle: index", blocks)


def _stamp(writer: PdfWriter, total: int) -> None:
    stamps = io.BytesIO()
    canvas = Canvas(stamps, invariant=1)
    for i, page in enumerate(writer.pages):
        canvas.setPageSize((float(page.mediabox.width), float(page.mediabox.height)))
        canvas.setFont("Helvetica", 7.5)
        canvas.drawRightString(float(page.mediabox.width) - 40, float(page.mediabox.height) - 22,
                               f"Bundle page {i + 1} of {total}")
        canvas.showPage()
    canvas.save()
    for page, stamp in zip(writer.pages, PdfReader(stamps).pages):
        page.merge_page(stamp)
        page.compress_content_streams()


def assemble(ctx: Context, progress=None) -> Built:
    """Collect every section's documents, number them, and write the bundle PDF, the ZIP and the manifest."""
    sections = ordered()
    documents: list[Document] = []
    for i, section in enumerate(sections):
        documents += section.collect(ctx)
        if progress:
            progress(int(80 * (i + 1) / len(sections)))
    included = [d for d in documents if d.data is not None]
    excluded = [{"title": d.title, "reason": d.excluded, "served_sha256": d.served_sha256}
                for d in documents if d.data is None]
    counts = [len(PdfReader(io.BytesIO(d.data)).pages) for d in included]
    index_pages = 1
    while True:
        page, numbered = index_pages + 1, []
        for n, (d, count) in enumerate(zip(included, counts), start=1):
            numbered.append({"number": n, "title": d.title, "file": f"documents/{n:02d}-{d.file_name}",
                             "pages": [page, page + count - 1], "sha256": hashlib.sha256(d.data).hexdigest(),
                             "served_sha256": d.served_sha256})
            page += count
        index = _index(ctx, numbered, excluded, 1)
        pages = len(PdfReader(io.BytesIO(index)).pages)
        if pages == index_pages:
            break
        index_pages = pages
    writer = PdfWriter()
    for data in [index] + [d.data for d in included]:
        writer.append(PdfReader(io.BytesIO(data)))
    _stamp(writer, page - 1)
    writer.compress_identical_objects()
    out = io.BytesIO()
    writer.write(out)
    bundle_pdf = out.getvalue()
    if progress:
        progress(95)
    manifest = {
        "contract": f"{ctx.found.owner.slug}/{ctx.found.contract.slug}",
        "notice": ctx.notice.number if ctx.notice is not None else None,
        "claims": [c.number for c in ctx.claims],
        "rules_as_at": RULES_AS_AT.isoformat(),
        "prepared_by": ctx.generated_by,
        "bundle_pdf": {"file": "bundle.pdf", "pages": page - 1, "sha256": hashlib.sha256(bundle_pdf).hexdigest()},
        "documents": numbered,
        "excluded": excluded,
        "not_legal_advice": "This is not legal advice.",
    }
    files = [("manifest.json", json.dumps(manifest, indent=2, sort_keys=True).encode()), ("bundle.pdf", bundle_pdf)]
    files += [(d["file"], doc.data) for d, doc in zip(numbered, included)]
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for name, data in files:
            info = zipfile.ZipInfo(name, date_time=ZIP_TIME)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            archive.writestr(info, data)
    return Built(buffer.getvalue(), bundle_pdf, manifest)


# ---- the job and its storage -------------------------------------------------------------------------

def bundle_dir() -> Path:
    folder = Path(current_app.config.get("BUNDLE_DIR") or Path(current_app.config["INSTANCE"]) / "bundles")
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def bundle_path(bundle_id: int) -> Path:
    return bundle_dir() / f"{bundle_id}.zip"


def context_of(bundle: AdjudicationBundle) -> Context:
    found = access.as_party(bundle.contract_id, bundle.requester_relation)
    if found is None:
        raise NotFound("Contract not found")
    notice = db.session.get(AdjudicationNotice, bundle.notice_id) if bundle.notice_id else None
    if notice is not None:
        numbers = [i["number"] for i in notice.items if i["kind"] == notice_document.CLAIM]
        variation_ids = [i["id"] for i in notice.items if i["kind"] == notice_document.VARIATION]
    else:
        numbers, variation_ids = bundle.claim_numbers or None, []
    query = (select(Claim).join(Revision, and_(Revision.claim_id == Claim.id, Revision.rev == Claim.latest_rev))
             .where(Claim.contract_id == bundle.contract_id, Claim.status.in_(LIVE_STATUSES),
                    Revision.is_draft.is_(False)).order_by(Claim.number))
    if numbers is not None:
        query = query.where(Claim.number.in_(numbers))
    return Context(found, notice, list(db.session.scalars(query)), variation_ids, bundle.requested_by_name)


def build_job(bundle_id: int) -> None:
    """The `default` queue's job: build the bundle, storing its progress as it goes."""
    bundle = db.session.get(AdjudicationBundle, bundle_id)
    if bundle is None:
        return

    def progress(value: int) -> None:
        bundle.progress = value
        db.session.commit()

    bundle.status = "Building"
    progress(1)
    try:
        built = assemble(context_of(bundle), progress)
    except Exception:
        db.session.rollback()
        bundle.status, bundle.progress = "Failed", 100
        db.session.commit()
        raise
    path = bundle_path(bundle.id)
    tmp = path.with_suffix(".tmp")
    tmp.write_bytes(built.zip_bytes)
    tmp.replace(path)
    bundle.status, bundle.progress = "Ready", 100
    bundle.sha256 = hashlib.sha256(built.zip_bytes).hexdigest()
    bundle.manifest = built.manifest
    bundle.finished_at = datetime.now(UTC)
    db.session.commit()
