"""A project of many subcontracts and months of served claims, written straight to the shared schema,
for what must cost the same whatever the size (the money's SQL statements; ops/bench/money). A
contract made by the API (the head contract) is the root; each subcontract is a contract under it
with its two parties accepted, as contractCreate and the invitation's acceptance leave them; each
claim a served claim (Sent, its submitted revision with its period and net payment, the facts
`app.payments.facts` keeps), every other one scheduled in full and part paid."""
from datetime import date, datetime, timezone

from sqlalchemy import select

from app.claims.models import Claim, Revision
from app.contracts.models import CUSTOMER, SUPPLIER, Contract, ContractOrg
from app.db import db


def month_end(start: date, n: int) -> date:
    year, month = start.year + (start.month - 1 + n) // 12, (start.month - 1 + n) % 12 + 1
    nxt = date(year + (month // 12), month % 12 + 1, 1)
    return date.fromordinal(nxt.toordinal() - 1)


def served_claims(contract_id: int, months: int, amount: int = 1_150_000, first: date = date(2025, 1, 1)) -> None:
    """`months` served claims on the contract, one a month from `first`'s month, each of `amount` (with GST):
    odd ones scheduled at what was claimed, and paid in half."""
    ends = [month_end(first, n) for n in range(months)]
    claims = [Claim(contract_id=contract_id, number=n + 1, status="Scheduled" if n % 2 == 1 else "Sent",
                    latest_rev=1, payable=amount, payment_due=period_to,
                    paid_to_payee=amount // 2 if n % 2 == 1 else None, schedule_deadline=period_to)
              for n, period_to in enumerate(ends)]
    db.session.add_all(claims)
    db.session.flush()  # one batched INSERT for the month's claims, their ids returned
    db.session.add_all([Revision(claim_id=claim.id, rev=1, is_draft=False, period_from=period_to.replace(day=1),
                                 period_to=period_to, claim_date=period_to, due_date=period_to,
                                 submitted_at=datetime.combine(period_to, datetime.min.time(), timezone.utc),
                                 amount_excl=amount * 100 // 115, tax=amount - amount * 100 // 115,
                                 totals={"netPayment": amount})
                        for claim, period_to in zip(claims, ends)])


def subcontracts(head_id: int, count: int, months: int) -> list[int]:
    """`count` subcontracts under the head contract, between its supplier (their customer) and the head's
    customer organisation standing in as every subcontractor, each with `months` served claims."""
    head = db.session.get(Contract, head_id)
    parties = dict(db.session.execute(select(ContractOrg.relation, ContractOrg.org_id)
                                      .where(ContractOrg.contract_id == head_id)).all())
    ids = []
    for n in range(count):
        sub = Contract(owner_org_id=parties[SUPPLIER], parent_id=head.id, slug=f"{head.slug}-sub-{n + 1}",
                       site_name=f"{head.site_name} sub {n + 1}", site_line1=head.site_line1)
        db.session.add(sub)
        db.session.flush()
        db.session.add_all([ContractOrg(contract_id=sub.id, relation=CUSTOMER, org_id=parties[SUPPLIER]),
                            ContractOrg(contract_id=sub.id, relation=SUPPLIER, org_id=parties[CUSTOMER])])
        served_claims(sub.id, months)
        ids.append(sub.id)
    db.session.commit()
    return ids
