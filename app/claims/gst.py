"""Whether a claim charges GST (issue 34): its supplier's registration, as the claim has it.

- The supplier's business details say whether it is registered for GST (`orgs.Contact.gst_registered`,
  copied onto every contract with the rest of them: `contracts.ContractContact.gst_registered`).
- A draft revision follows the supplier's current status: ticking 'Not registered' in Settings
  takes the GST off the draft at once, and unticking it puts it back.
- A submitted revision keeps the status it was sent with (`Revision.gst_registered`, fixed by
  `app.claims.service.submit_claim`; the latest's is copied onto the claim for the ledger views),
  so changing the business details never changes a claim already sent.

A claim that charges no GST is counted at NO_GST (`app.domain.tax.claim_tax_rate_id`): its
totals, its schedule, its exports and its Xero documents carry no GST, and it is never titled a
tax invoice (`app.domain.claims.is_tax_invoice`).
"""
from sqlalchemy import bindparam, select

from app.contracts.models import SUPPLIER, ContractContact, ContractOrg
from app.db import db

# Whether the contract's supplier is registered for GST today (null, read as true: its contact says nothing).
SUPPLIER_GST = (select(ContractContact.gst_registered)
                .join(ContractOrg, ContractOrg.contact_id == ContractContact.id)
                .where(ContractOrg.contract_id == bindparam("contract_id"), ContractOrg.relation == SUPPLIER))


def supplier_registered(parties: dict) -> bool:
    """Whether the contract's supplier is registered for GST today, from its parties
    (`contracts.queries.parties_of`); true when its contact says nothing."""
    party = parties.get(SUPPLIER)
    contact = party.contact if party is not None else None
    return contact is None or contact.gst_registered is not False


def supplier_registered_now(found) -> bool:
    """The same for a VisibleContract: from its parties when a list read them, else one statement."""
    if found.parties is not None:
        return supplier_registered(found.parties)
    return db.session.scalar(SUPPLIER_GST, {"contract_id": found.id}) is not False


def revision_registered(revision, supplier_now: bool) -> bool:
    """Whether a claim revision charges GST: as sent for a submitted one, as the supplier is now for a draft."""
    return supplier_now if revision.is_draft else revision.gst_registered is not False
