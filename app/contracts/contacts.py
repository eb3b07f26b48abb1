"""Contact details shown for a party on a contract.

An organisation's own contacts (and its default contact: the business details printed on
invoices) live in its private schema (`app.orgs.models.Contact`). The other party of a
contract must read them, so a contract shows a *copy* held in `shared.contract_contacts`,
recording which organisation provided it:

- a copy of an organisation's own business details (`from_default_contact`) is refreshed
  whenever that organisation saves them (a before-flush hook on its default contact, so no
  caller has to remember it);
- details one organisation typed for another (a new customer's details on a new project, a
  'New Contact' replacing a contact provided by another owner) belong to the typing
  organisation and are edited only on the contract.
"""
from dataclasses import dataclass

from sqlalchemy import event, func, select, update
from sqlalchemy.orm import Session

from app.contracts.models import ContractContact
from app.db import db
from app.domain.errors import RuleError
from app.domain.gst import normalise_gst_number
from app.domain.text import clean_text
from app.errors import UserError
from tenants.context import current_org, tenant_context
from tenants.models import Organisation

BUSINESS_NAME_REQUIRED = "Business name is required"


@dataclass(frozen=True)
class ContactDetails:
    name: str
    entity_name: str
    address: str = ""
    gst_number: str | None = None
    website: str | None = None
    # Registered for GST (issue 34); details typed for another business say nothing of it: true.
    gst_registered: bool = True


def clean_contact(data: dict | None, *, field: str) -> ContactDetails | None:
    """Validate contact fields from an API call; None when every field is blank."""
    if not data:
        return None
    entity_name = clean_text(data.get("entity_name"), 200, f"{field}.entityName", "Business name")
    name = clean_text(data.get("name"), 200, f"{field}.name", "Display name")
    address = clean_text(data.get("address"), 500, f"{field}.address", "Address", multiline=True)
    website = clean_text(data.get("website"), 300, f"{field}.website", "Website")
    raw_gst = data.get("gst_number")
    if not (entity_name or name or address or raw_gst):
        return None
    if not entity_name:
        entity_name = name
    if not entity_name:
        raise UserError(BUSINESS_NAME_REQUIRED, field=f"{field}.entityName")
    try:
        gst_number = normalise_gst_number(raw_gst) if raw_gst else None
    except RuleError as error:
        raise UserError(error.message, field=f"{field}.gstNumber") from None
    return ContactDetails(name=name or entity_name, entity_name=entity_name, address=address,
                          gst_number=gst_number, website=website or None)


def default_contact(org: Organisation) -> ContactDetails | None:
    """The organisation's business details (its default contact), or None when it has none."""
    from app.orgs.models import Contact

    def read():
        contact = db.session.scalars(select(Contact).where(Contact.is_default)).first()
        if contact is None or not (contact.entity_name or contact.name).strip():
            return None
        return ContactDetails(
            name=contact.name or contact.entity_name,
            entity_name=contact.entity_name or contact.name,
            address=contact.address or "",
            gst_number=contact.gst_number,
            website=contact.website or None,
            gst_registered=contact.gst_registered is not False,
        )

    bound = current_org()
    if bound is not None and bound.id == org.id:
        return read()
    with tenant_context(org):
        return read()


def new_copy(contract_id: int, owner_org_id: int, details: ContactDetails, *, from_default: bool) -> ContractContact:
    contact = ContractContact(
        contract_id=contract_id,
        owner_org_id=owner_org_id,
        name=details.name,
        entity_name=details.entity_name,
        address=details.address,
        gst_number=details.gst_number,
        website=details.website,
        gst_registered=details.gst_registered,
        from_default_contact=from_default,
    )
    db.session.add(contact)
    db.session.flush()
    return contact


def apply(contact: ContractContact, details: ContactDetails) -> None:
    contact.name = details.name
    contact.entity_name = details.entity_name
    contact.address = details.address
    contact.gst_number = details.gst_number
    contact.website = details.website
    contact.gst_registered = details.gst_registered
    contact.updated_at = func.now()


def sync_default_contact(org_id: int, details: ContactDetails | None) -> int:
    """Refresh every contract's copy of an organisation's business details; returns how many.

    The before-flush hook below calls the same update whenever a default contact is saved, so
    both parties see new business details on every contract in the same transaction. A `None`
    (the details were cleared) leaves the copies as they were.
    """
    if details is None:
        return 0
    result = db.session.execute(
        update(ContractContact)
        .where(ContractContact.owner_org_id == org_id, ContractContact.from_default_contact.is_(True))
        .values(name=details.name, entity_name=details.entity_name, address=details.address,
                gst_number=details.gst_number, website=details.website, gst_registered=details.gst_registered,
                updated_at=func.now())
    )
    return result.rowcount


@event.listens_for(Session, "before_flush")
def _follow_business_details(session, flush_context, instances):
    """When an organisation's default contact is saved (by any code path: the Settings screen,
    a new organisation), refresh its copies on every contract in the same flush."""
    from flask import has_app_context

    if not has_app_context():  # no organisation can be bound outside the app
        return
    from app.orgs.models import Contact

    org = current_org()
    if org is None:
        return
    for obj in list(session.new) + list(session.dirty):
        if isinstance(obj, Contact) and obj.is_default and (obj.entity_name or obj.name or "").strip():
            details = ContactDetails(
                name=obj.name or obj.entity_name, entity_name=obj.entity_name or obj.name,
                address=obj.address or "", gst_number=obj.gst_number, website=obj.website or None,
                gst_registered=obj.gst_registered is not False,
            )
            session.execute(
                update(ContractContact)
                .where(ContractContact.owner_org_id == org.id, ContractContact.from_default_contact.is_(True))
                .values(name=details.name, entity_name=details.entity_name, address=details.address,
                        gst_number=details.gst_number, website=details.website,
                        gst_registered=details.gst_registered, updated_at=func.now())
            )
