"""The linked claim as JSON for the public page: what the claim email and PDF say (the claim
document of app.claims.document), the sent schedule's figures, the shared comments, and where the
claim stands under the Act (`standing`: the claim's stored facts read through app.payments.standing,
the very fields and values of GraphQL's `Claim.standing`: the page computes no date, state or
badge). Amounts are integer cents; percentages basis points; dates ISO; a moment (a comment's
`createdAt`) also as its Pacific/Auckland date (`createdOn`), as every date the page shows is."""
from urllib.parse import quote

from app.claims.form1 import CCA_STATEMENT, RULES_NOTE
from app.contracts.permissions import ContractPermission
from app.documents.models import SCHEDULE
from app.domain.working_days import today_in_auckland
from app.errors import NotFound
from app.links import service
from app.links.service import Access
from app.payments import standing
from app.schedules import statements
from app.schedules.deadline import served_on
from app.schedules.document import SCHEDULE_NOT_FOUND, late_statement


def _iso(value) -> str | None:
    return value.isoformat() if value is not None else None


def _party(party) -> dict | None:
    if party is None:
        return None
    return {"name": party.display, "address": party.address, "gstNumber": party.gst_number}


def comment(c) -> dict:
    return {"id": str(c.id), "authorName": c.author_name, "body": c.body, "itemName": c.item_name,
            "createdAt": _iso(c.created_at), "createdOn": _iso(today_in_auckland(c.created_at))}


def join_path(access: Access) -> str:
    back = quote(f"/www/contracts/{access.link.contract_id}/{access.kind}-{access.claim.number}", safe="")
    return f"/join/{access.link.contract_id}?to={back}"


def document(access: Access) -> dict:
    doc = service.claim_doc(access)
    r = doc.revision
    schedule = service.schedule_doc(access)
    if access.kind == SCHEDULE and schedule is None:
        raise NotFound(SCHEDULE_NOT_FOUND)
    facts = standing.facts_of(access.claim, r, schedule.schedule if schedule is not None else None)
    return {
        "kind": access.kind,
        "number": doc.number,
        "title": doc.title,
        "invoiceReference": doc.invoice_reference,
        "status": access.claim.status,
        "isPaid": bool(access.claim.is_paid),
        "siteName": doc.site_name,
        "siteLines": doc.site_lines,
        "supplier": _party(doc.supplier),
        "customer": _party(doc.customer),
        "periodFrom": _iso(r.period_from),
        "periodTo": _iso(r.period_to),
        "claimDate": _iso(r.claim_date),
        "dueDate": _iso(r.due_date),
        "servedOn": _iso(served_on(r)),
        "poNumber": r.po_number,
        "paymentDetails": r.payment_details,
        "claimedAmount": doc.claimed_amount,
        "sections": [{
            "title": block.title, "previous": block.previous, "thisClaim": block.this_claim, "toDate": block.to_date,
            "lines": [{"name": line.entry.name, "groupPath": list(line.entry.group_path),
                       "totalPrice": line.entry.total_price, "previous": line.previous,
                       "thisClaim": line.this_claim, "toDate": line.to_date,
                       "percentComplete": line.percent_complete} for line in block.lines],
        } for block in doc.sections],
        # The totals table starts from the gross claimed to date, as the claim page and PDF do.
        "grossToDate": doc.totals.gross_to_date,
        "totals": [{"label": t.label, "amount": t.amount} for t in doc.totals.lines()],
        "statement": CCA_STATEMENT,
        "attachments": doc.attachments,
        "standing": standing.as_json(facts),
        "rulesNote": RULES_NOTE,
        "schedule": None if schedule is None else {
            "issuedOn": _iso(schedule.issued_on),
            "dueDate": _iso(schedule.schedule.due_date),
            "givenLate": facts.schedule_given_late,
            "givenLateStatement": late_statement(facts),
            "reference": schedule.schedule.reference,
            "isTaxInvoice": bool(schedule.schedule.is_tax_invoice),
            "sentBy": schedule.sent_by,
            "claimedNet": schedule.claimed_net,
            "scheduledNet": schedule.scheduled_net,
            "lines": [{"name": line.name, "groupPath": list(line.group_path), "claimed": line.claimed,
                       "scheduled": line.scheduled, "reason": line.reason} for line in schedule.lines],
            "totals": [{"label": t.label, "claimed": t.claimed, "scheduled": t.scheduled, "isTotal": t.is_total}
                       for t in schedule.totals()],
            "notes": list(schedule.schedule.notes or []),
            "statement": statements.S21_STATEMENT,
        },
        "comments": [comment(c) for c in service.shared_comments(access.claim.id)],
        "recipient": service.masked(access.link.email),
        "canComment": access.joined and access.found.can(ContractPermission.COMMENT),
        # A person named by email who has not joined: where joining (sign-up, then /join) leads, back
        # to this claim in their new workspace (app.links.joining).
        "joinPath": None if access.joined else join_path(access),
        "fileName": doc.file_name,
    }
