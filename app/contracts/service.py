"""Contract rules after creation: site and contact updates, members, archive and restore
(creating is app.contracts.creating). Every function takes the viewer, reaches contracts only through
`app.contracts.access`, checks permissions here (not in resolvers) and commits its work.

Updating
- Site details: Edit, and only the owner organisation ('Only the contract owner ({name}) can
  edit the site details.').
- A party's contact: Edit. A contact the viewer's organisation provided is edited in place
  ('Edit Contact'); one provided by another owner is replaced by a new contact provided by
  the viewer's organisation ('New Contact'), never edited.
- Members: Edit; a viewer changes the contract role of *another* member of *their own*
  organisation only: never their own ('You cannot change your own contract role.'), never
  the other party's people (each party manages its own people).
- Archive and restore: Edit. An archived contract is read-only: every change but Restore is
  refused with 'This project is archived'.
"""
from datetime import datetime, timezone

from sqlalchemy import select

from app.activity import record as activity
from app.auth.models import User
from app.contracts import access, contacts, people, policy
from app.contracts import terms as contract_terms
from app.contracts import permissions as cp
from app.contracts.access import VisibleContract
from app.contracts.models import (
    CUSTOMER,
    OTHER,
    SUPPLIER,
    ContractContact,
    ContractMember,
    ContractOrg,
)
from app.db import db
from app.domain.errors import RuleError
from app.domain.schedule_deadline import check_agreed_days
from app.domain.text import clean_text
from app.errors import NotFound, PermissionDenied, UserError
from app.orgs.access import Viewer
from tenants.models import Organisation

OWNER_ONLY_SITE = "Only the contract owner ({name}) can edit the site details."
SITE_NAME_REQUIRED = "Site name is required"
LINE1_REQUIRED = "Address line 1 is required"
NOT_YOUR_USER = "{who} is not a user of your organisation"
MEMBER_NOT_FOUND = "Contract member not found"
ALREADY_MEMBER = "{who} is already a member of this project"

SITE_LIMITS = {"line1": 200, "line2": 200, "suburb": 100, "city": 100, "state": 100, "postcode": 20}
COUNTRY = "NZ"



def now() -> datetime:
    return datetime.now(timezone.utc)


# ---- input cleaning ----------------------------------------------------------------------------

def clean_site(site_name, site: dict | None) -> tuple[str, dict]:
    name = clean_text(site_name, 200, "siteName", "Site name")
    if not name:
        raise UserError(SITE_NAME_REQUIRED, field="siteName")
    site = site or {}
    out = {key: clean_text(site.get(key), limit, f"site.{key}", key) for key, limit in SITE_LIMITS.items()}
    if not out["line1"]:
        raise UserError(LINE1_REQUIRED, field="site.line1")
    country = site.get("country") or COUNTRY
    if country != COUNTRY:
        raise UserError("Only New Zealand sites are supported", field="site.country")
    return name, out


def site_columns(site: dict) -> dict:
    return {f"site_{key}": value for key, value in site.items()}

# ---- update ------------------------------------------------------------------------------------

def update_contract(viewer: Viewer, contract_id: int, data: dict) -> VisibleContract:
    """Site details (the owner only) and party contacts; each key present is a change."""
    found = access.get_contract(viewer, contract_id, for_update=True)
    policy.require_edit(found)
    contract = found.contract
    if "site_name" in data or "site" in data:
        if contract.owner_org_id != viewer.org.id:
            raise PermissionDenied(OWNER_ONLY_SITE.format(name=found.owner.name))
        current = {key: getattr(contract, f"site_{key}") for key in SITE_LIMITS}
        site_name, site = clean_site(
            data.get("site_name", contract.site_name),
            {**current, **(data.get("site") or {})} if "site" in data else current,
        )
        contract.site_name = site_name
        for key, value in site_columns(site).items():
            setattr(contract, key, value)
    if "schedule_working_days" in data:
        days = agreed_schedule_days(data["schedule_working_days"])
        # New claims count the period now agreed; a claim already served keeps the one it was served
        # under (app.payments.facts.served), so this moves no deadline.
        before = contract_terms.terms_of(contract)
        contract.schedule_working_days = days
        contract_terms.record_change(viewer, contract, before)
    for relation in (CUSTOMER, SUPPLIER):
        key = relation.lower()
        if key not in data:
            continue
        details = contacts.clean_contact(data[key], field=key)
        if details is None:
            raise UserError(contacts.BUSINESS_NAME_REQUIRED, field=f"{key}.entityName")
        party = db.session.get(ContractOrg, (contract.id, relation))
        current = db.session.get(ContractContact, party.contact_id) if party.contact_id else None
        if current is not None and current.owner_org_id == viewer.org.id:
            contacts.apply(current, details)
            current.from_default_contact = False
        else:
            party.contact_id = contacts.new_copy(contract.id, viewer.org.id, details, from_default=False).id
    db.session.flush()
    db.session.commit()
    return access.get_contract(viewer, contract_id)


def agreed_schedule_days(days: int) -> int | None:
    """The period agreed for a payment schedule as typed (0: none agreed), checked by the rule."""
    try:
        return check_agreed_days(days or None)
    except RuleError as error:
        raise UserError(error.message, field="scheduleWorkingDays") from None


def set_archived(viewer: Viewer, contract_id: int, archived: bool) -> VisibleContract:
    found = access.get_contract(viewer, contract_id, for_update=True)
    policy.require_edit(found, allow_archived=True)
    if bool(archived) != (found.contract.archived_at is not None):
        activity.contract_archived(viewer, contract_id, bool(archived))
    if archived and found.contract.archived_at is None:
        found.contract.archived_at = now()
    elif not archived:
        found.contract.archived_at = None
    db.session.commit()
    return access.get_contract(viewer, contract_id)


# ---- members -----------------------------------------------------------------------------------

def update_members(viewer: Viewer, contract_id: int, changes: list[dict]) -> VisibleContract:
    """Change, add (users of the viewer's organisation) or remove (is_deleted) members."""
    found = access.get_contract(viewer, contract_id, for_update=True)
    policy.require_edit(found)
    members = {m.id: m for m in db.session.scalars(select(ContractMember).where(ContractMember.contract_id == contract_id))}
    org_of_user = dict(db.session.execute(
        select(User.id, User.org_id).where(User.id.in_([m.user_id for m in members.values()] or [0]))
    ).all())
    for i, change in enumerate(changes):
        field = f"members.{i}"
        member_id = change.get("id")
        if member_id is not None:
            member = members.get(int(member_id))
            if member is None:
                raise NotFound(MEMBER_NOT_FOUND)
            refusal = policy.member_refusal(viewer, member.user_id, org_of_user.get(member.user_id))
            if refusal == policy.OTHER_PARTY_MEMBER:
                other = db.session.get(Organisation, org_of_user.get(member.user_id))
                refusal = refusal.format(name=other.name if other else "the other party")
            if refusal is not None:
                raise PermissionDenied(refusal)
            if change.get("is_deleted"):
                db.session.delete(member)
                continue
        else:
            user_id = change.get("user_id")
            if user_id is None or not people.users_of(viewer.org.id, [int(user_id)]):
                raise UserError(NOT_YOUR_USER.format(who="This person"), field=f"{field}.user")
            if any(m.user_id == int(user_id) for m in members.values()):
                raise UserError(ALREADY_MEMBER.format(who="This person"), field=f"{field}.user")
            if int(user_id) == viewer.user_id:
                raise PermissionDenied(policy.OWN_ROLE)
            member = ContractMember(contract_id=contract_id, user_id=int(user_id), relation=found.relation,
                                    permissions=cp.sorted_names(cp.PRESETS["SUPPLIER" if found.is_supplier else "CUSTOMER"]))
            db.session.add(member)
        if change.get("preset"):
            member.permissions = cp.sorted_names(cp.preset_permissions(change["preset"]))
        elif change.get("permissions") is not None:
            member.permissions = cp.sorted_names(cp.normalise(change["permissions"]))
        if change.get("relation") is not None:
            if change["relation"] not in (found.relation, OTHER):
                raise UserError(f"People of your organisation are on the {found.relation.lower()} side", field=f"{field}.relation")
            member.relation = change["relation"]
        for flag in ("is_customer_recipient", "is_supplier_recipient"):
            if change.get(flag) is not None:
                setattr(member, flag, bool(change[flag]))
    db.session.flush()
    db.session.commit()
    return access.get_contract(viewer, contract_id)
