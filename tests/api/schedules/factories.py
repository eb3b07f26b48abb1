"""A sent payment schedule written straight into the database, for tests of what reads one
(the PDF) while the send service is built elsewhere.

It writes what a send leaves on the schedule row and the claim (status Sent, sent_at, the
sender, the frozen totals; claim status Scheduled) and nothing else: no Adjustment ledger
entries, no activity, no emails. Its totals are plain arithmetic (scheduled excl = scheduled
gross + retention + adjustExcl; GST = 15 % of gross + retention, plus adjustTax): the PDF prints
the row's frozen totals whatever rule made them, so these tests do not depend on
app.domain.schedules.
"""
from datetime import date, datetime, timezone

from graphql_relay import from_global_id
from sqlalchemy import select

from app.claims.models import SCHEDULED, Claim, LedgerEntry
from app.db import db
from app.schedules.models import SENT, PaymentSchedule
from tests.api.claims.conftest import gst

SENT_AT = datetime(2026, 4, 14, 23, 30, tzinfo=timezone.utc)  # 15 April 2026 in New Zealand


def user_id_of(ws) -> int:
    return next(u["userId"] for u in ws.session["users"] if u["org"]["id"] == ws.org["id"])


def schedule_claim(p, number: int, *, lines: dict | None = None, retention: int | None = None,
                   adjust_excl: int = 0, adjust_tax: int = 0, is_tax_invoice: bool = False, notes=(),
                   reference: str = "", due_date: date = date(2026, 5, 1), status: str = SENT, removed=()) -> int:
    """Schedule claim `number` of project `p` (its latest submitted revision) as the customer.
    `lines`: {item id: (scheduled cents, reason)} for the lines scheduled at other than claimed;
    `removed`: the item ids of lines left out (nothing claimed on them);
    `retention`: the recomputed retention (default: the claim's own). Returns the schedule's id."""
    lines = lines or {}
    contract_id = int(from_global_id(p.id)[1])
    with p.supplier.app.app_context():
        claim = db.session.scalars(select(Claim).where(Claim.contract_id == contract_id,
                                                       Claim.number == number)).one()
        claimed = dict(db.session.execute(
            select(LedgerEntry.item_id, LedgerEntry.amount).where(
                LedgerEntry.claim_id == claim.id, LedgerEntry.rev == claim.latest_rev, LedgerEntry.mode == "Claim")
        ).all())
        claimed_retention = claimed.pop("retention", 0)
        gross = sum(lines[item][0] if item in lines else amount for item, amount in claimed.items())
        retention = claimed_retention if retention is None else retention
        excl = gross + retention + adjust_excl
        row = PaymentSchedule(
            contract_id=contract_id, claim_id=claim.id, claim_rev=claim.latest_rev, status=status,
            due_date=due_date, is_tax_invoice=is_tax_invoice, notes=list(notes), reference=reference,
            lines=[{"itemId": item, "scheduled": cents, "reason": reason} for item, (cents, reason) in lines.items()]
            + [{"itemId": item, "scheduled": 0, "reason": "", "removed": True} for item in removed],
            adjust_excl=adjust_excl, adjust_tax=adjust_tax, retention=retention, schedule_excl=excl,
            schedule_tax=gst(gross + retention) + adjust_tax,
            version=1, created_by_user_id=user_id_of(p.customer), updated_by_user_id=user_id_of(p.customer),
        )
        if status == SENT:
            row.sent_at = SENT_AT
            row.sent_by_user_id = user_id_of(p.customer)
            claim.status = SCHEDULED
        db.session.add(row)
        db.session.commit()
        return row.id

