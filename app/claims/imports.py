"""Previous claims (already paid before the project came to Claimdesk) become the contract's
first claims, with ledger entries, in the same transaction that creates the project.

The projects work stores them as `contract_previous_claims` rows (number, date, 'Total Claim to
Date', lines with amounts *to date*). Whenever such rows are flushed, this module turns each
into a claim before the transaction commits (a session hook, so no caller has to remember it):

- the claim keeps its number (0 is 'Initial Import'), status Sent, one submitted revision (rev 1)
  dated the claim date, type NzCcaClaim; it is never emailed, so it was never served here and has
  no payment-schedule deadline; it is paid: a payment received of its whole amount on its date;
- each line becomes a ledger entry of a new item; lines of several previous claims that share
  their group, name and type are the same item, so each entry holds what that claim added to
  the line's amount to date (the amounts given are to date); an entry's quote (total price) is
  the quantity at the unit price, or the amount when there is no unit price;
- the retention line of each imported claim is zero (retention is not imported: the first real
  claim computes it on the whole gross to date from its formula);
- the revision's frozen amount is what the claim added in all, and its GST is the contract's rate of
  that; a supplier not registered for GST (its business details on the contract, as a claim
  drafted now would follow: app.claims.gst) charges none, on the lines or the revision (issue 34),
  and the claim keeps that treatment as a sent one does.
"""
import uuid

from sqlalchemy import event, select
from sqlalchemy.orm import Session

from app.claims.models import MODE_CLAIM, SENT, Claim, LedgerEntry, Revision
from app.contracts.models import Contract, PreviousClaim
from app.domain.claims import amount_for_qty
from app.domain.line_types import LineType
from app.domain.tax import claim_tax_rate_id, line_tax_rate_id, tax_on
from app.domain.working_days import today_in_auckland
from app.payments import facts
from app.payments.models import PAYEE, ClaimPayment

PENDING = "claims_previous_pending"
PAID_BEFORE = "Paid before the project came to Claimdesk"


@event.listens_for(Session, "after_flush")
def _note(session, flush_context):
    ids = [obj.id for obj in session.new if isinstance(obj, PreviousClaim)]
    if ids:
        session.info.setdefault(PENDING, []).extend(ids)


@event.listens_for(Session, "before_commit")
def _convert(session):
    session.flush()
    ids = session.info.pop(PENDING, None)
    if ids:
        import_previous_claims(session, ids)
        session.flush()


@event.listens_for(Session, "after_soft_rollback")
def _forget(session, previous_transaction):
    session.info.pop(PENDING, None)


def import_previous_claims(session: Session, previous_ids: list[int]) -> list[Claim]:
    from app.claims import ledger

    rows = list(session.scalars(select(PreviousClaim).where(PreviousClaim.id.in_(previous_ids))
                                .order_by(PreviousClaim.contract_id, PreviousClaim.number)))
    done = set(session.scalars(select(Claim.imported_from_id).where(Claim.imported_from_id.in_(previous_ids))))
    out = []
    by_contract: dict[int, list[PreviousClaim]] = {}
    for row in rows:
        if row.id not in done:
            by_contract.setdefault(row.contract_id, []).append(row)
    for contract_id, previous in by_contract.items():
        contract = session.get(Contract, contract_id)
        current, registered = ledger.lock_with_gst(contract_id, session)
        rate = claim_tax_rate_id(contract.tax_rate_id, registered)
        new_rev = current + 1
        items: dict[tuple, str] = {}
        to_date: dict[str, int] = {}
        for pc in previous:
            claim = Claim(contract_id=contract_id, number=pc.number, status=SENT, draft_rev=None, latest_rev=1,
                          imported_from_id=pc.id, gst_registered=registered)
            session.add(claim)
            session.flush()
            added = 0
            for index, line in enumerate(pc.lines, start=1):
                key = (tuple(line.get("group") or ()), line["name"], line.get("type") or LineType.BASE_CONTRACT.value)
                item_id = items.setdefault(key, uuid.uuid4().hex)
                amount = int(line.get("amountExcl") or 0) - to_date.get(item_id, 0)
                to_date[item_id] = int(line.get("amountExcl") or 0)
                unit = int(line.get("unitPrice") or 0)
                qty = int(line.get("qtyMilli") if line.get("qtyMilli") is not None else 1000)
                total = amount_for_qty(unit, qty) if unit else int(line.get("amountExcl") or 0)
                line_type = LineType(key[2])
                session.add(LedgerEntry(
                    contract_id=contract_id, claim_id=claim.id, rev=1, item_id=item_id, mode=MODE_CLAIM,
                    type=line_type.value, position=index * ledger.POSITION_STEP, name=line["name"],
                    group_path=list(key[0]), files=[], reference=line.get("reference") or "", total_price=total,
                    unit_price=unit or total, qty_milli=0, amount=amount,
                    tax=tax_on(amount, line_tax_rate_id(line_type, rate)), is_draft=False,
                    edited_rev=new_rev,
                ))
                added += amount
            retention = ledger.new_retention_entry(claim, 1, new_rev, session=session)
            retention.is_draft = False
            tax = tax_on(added, rate)
            session.add(Revision(
                claim_id=claim.id, rev=1, type="NzCcaClaim", period_to=pc.claim_date, claim_date=pc.claim_date,
                is_draft=False, amount_excl=added, tax=tax, files=[], ledger_rev=new_rev, gst_registered=registered,
            ))
            session.add(ClaimPayment(contract_id=contract_id, claim_id=claim.id, side=PAYEE,
                                     paid_on=pc.claim_date or today_in_auckland(), amount=max(added + tax, 0),
                                     note=PAID_BEFORE))
            out.append(claim)
        ledger.bump(contract_id, current, session)
    facts.refresh([claim.id for claim in out], session)
    return out
