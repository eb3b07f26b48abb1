"""What the Retention page reads, in a fixed number of statements whatever the number of ledgers:

1. the contracts the viewer may reach that have a retention ledger, each with its parties' names
   and the viewer's side (`ledgers`);
2. their balances (`app.retention.ledger.balances_of`);
3. the organisation's trust account (its own schema), whether or not it holds any retention yet;
4. the entries of every ledger listed, when asked for (`entries_of`);
5. the claims out (sent, not yet scheduled) claiming a release of retention on the ledgers the viewer
   holds, when asked for (`app.claims.release_line.claims_out`, kept in `_claims_out`: the 'Record'
   dialog's warning).

'We hold' (the viewer's organisation is the payer: party A) and 'Held from us' (it is the payee:
party B) are listed apart and never netted: retention someone holds from you is not money you hold
for your subcontractors, and each is trust money of a different party (CCA s 18C).
"""
from dataclasses import dataclass, field

from sqlalchemy import exists, select

from app.contracts import access
from app.contracts.models import CUSTOMER, SUPPLIER, Contract
from app.contracts.queries import join_party
from app.db import db
from app.domain.money import dollars
from app.orgs.access import Viewer
from app.retention import ledger, policy
from app.retention.models import RetentionEntry, TrustAccount

NOTHING_RECORDED = ("Retention money of {amount} is held for {payee} with no trust account or complying instrument "
                    "recorded (CCA s 18D).")


@dataclass
class LedgerView:
    contract_id: int
    site_name: str
    owner_slug: str
    slug: str
    we_hold: bool
    payer_name: str
    payee_name: str
    can_record: bool = False  # the viewer may record entries and instruments (app.retention.policy)
    balances: ledger.Balances = field(default_factory=ledger.Balances)
    warning: str | None = None


@dataclass
class Overview:
    we_hold: list[LedgerView]
    held_from_us: list[LedgerView]
    trust_account: TrustAccount | None
    _entries: dict | None = None
    _claims_out: dict | None = None

    # Each side's totals, summed here (the shortfall is the figure s 18D turns on: one server sum, not the screen's).
    @property
    def we_hold_totals(self) -> ledger.Totals:
        return ledger.totals(view.balances for view in self.we_hold)

    @property
    def held_from_us_totals(self) -> ledger.Totals:
        return ledger.totals(view.balances for view in self.held_from_us)

    def entries(self, contract_id: int) -> list[RetentionEntry]:
        if self._entries is None:
            ids = [view.contract_id for view in self.we_hold + self.held_from_us]
            self._entries = ledger.entries_of(ids)
        return self._entries.get(contract_id, [])


def ledgers(viewer: Viewer, contract_id: int | None = None) -> list[LedgerView]:
    """The ledgers the viewer may reach (`contract_id`: that contract's only), each with whether the
    viewer may record on it as `app.retention.policy` decides for the contract as they see it."""
    query = access.visible_contracts(viewer)
    query, payer = join_party(query, lambda p: p.relation == CUSTOMER)
    query, payee = join_party(query, lambda p: p.relation == SUPPLIER)
    query = (query.add_columns(payer.contact_name, payer.name, payee.contact_name, payee.name)
             .where(exists().where(RetentionEntry.contract_id == Contract.id))
             .order_by(Contract.site_name, Contract.id))
    if contract_id is not None:
        query = query.where(Contract.id == contract_id)
    out = []
    for row in db.session.execute(query).all():
        found = access.visible(viewer, row[:5])
        payer_contact, payer_org, payee_contact, payee_org = row[5:]
        out.append(LedgerView(found.id, found.contract.site_name, found.owner.slug, found.contract.slug,
                              policy.is_holder(found), payer_contact or payer_org or "",
                              payee_contact or payee_org or "", can_record=policy.may_record(found)))
    return out


def overview(viewer: Viewer, contract_id: int | None = None) -> Overview:
    """The page's overview (`contract_id`: of that contract's ledger only, as a record mutation answers)."""
    views = ledgers(viewer, contract_id)
    held = ledger.balances_of([view.contract_id for view in views])
    we_hold = [view for view in views if view.we_hold]
    # Read whether or not any ledger is held yet: an account saved before the first withholding stays shown.
    account = db.session.get(TrustAccount, 1)
    for view in views:
        view.balances = held[view.contract_id]
        if view.we_hold:
            view.warning = warning(view, account)
    return Overview(we_hold, [view for view in views if not view.we_hold], account)


def warning(view: LedgerView, account: TrustAccount | None) -> str | None:
    """Money held with nowhere recorded for it: no trust account and no instrument in force."""
    b = view.balances
    if b.nowhere_recorded(account):
        return NOTHING_RECORDED.format(amount=dollars(b.retention_money), payee=view.payee_name)
    return None
