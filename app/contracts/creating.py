"""Creating a contract: a project, or a subcontract of one (the API's contractCreate). Takes the
viewer and commits its work, like app.contracts.service.

- Needs the workspace permission ContractCreate.
- The viewer's organisation is the owner and one party; `owner_relation` says which: Supplier
  for a new project (the default), Customer for a subcontract (always). The other party is
  the counterparty.
- Counterparty: an existing organisation (`{customer|supplier}.org_id`, a public contact of
  the recipients: every recipient must be one of its users, since a contract is reachable
  only by a party's people and nobody can be added to another organisation from outside),
  or a new one made from the details typed for it (`.contact`) with the recipients as its
  users, who may be people with no account yet: they are emailed and find the project when
  they sign in with that address (app.contracts.people).
- Ids are sequential, so they tell nothing: an organisation id that exists answers like one
  that does not ('{who} is not a user of that organisation'), and a person named by a User or
  Account id must be someone the viewer's organisation already works with (a User id: its own
  user; an Account id for a new organisation: a known person, app.contracts.people), an
  unknown or malformed id answering like anyone else's. A refusal names only what the caller
  typed.
- Messages: no counterparty → 'No customer' (project) / no recipient → 'No recipients'; the
  viewer's organisation without business details → 'missing org contact'.
- Consent: an existing organisation is invited, not bound: its party is Pending until one of
  its people accepts (`app.contracts.invitations`); its recipients are still emailed, with a
  link to the invitation. Recipients named by email get no organisation made for them (issue
  36), whether or not any of them has an account: the party is a stand-in (`people.create_stand_in`),
  Accepted as the inviter sees it, the invitation waiting in the workspaces they have
  (`invitations`); someone with none makes theirs when they join from the email (`invitations.join`).
  An organisation whose GST number equals the one typed for the party is invited too (`gst_matches`).
- Contacts shown: the owner's business details (a copy that follows its Settings); for the
  counterparty, the details typed for it (provided by the owner), else (a new organisation's
  details are always typed) nothing until it accepts, then a copy of its own business details.
- Members: the owner's contact person (default: the viewer) gets OWNER; other people get
  OWNER on the customer side and SUPPLIER on the supplier side unless the call names their
  permissions. Recipient flags come from the call (the contact person and every counterparty
  recipient are recipients).
- Subcontract (`parent_id`): only the supplier of the parent adds one; the subcontract's
  customer is the organisation adding it (the parent's supplier), its supplier the
  subcontractor; it inherits the parent's site, site name and tax rate, and its slug is the
  parent's slug joined with the supplier contact's name.
- Previous claims already paid: each has a number (default 1), a date (default today) and
  lines; its 'Total Claim to Date' must equal the sum of the lines' amounts ('This amount
  does not match the previous claim provided below.'); a line's quantity is its quantity to
  date, never below zero ('Quantity to date cannot be below zero').
"""
import re
from dataclasses import dataclass
from datetime import date
from urllib.parse import quote

from flask import current_app
from sqlalchemy import or_, select

from app.activity import record as activity
from app.auth.models import Account
from app.contracts import access, contacts, people, policy
from app.contracts import permissions as cp
from app.contracts.access import VisibleContract
from app.contracts.models import (
    ACCEPTED,
    CUSTOMER,
    MEMBER_RELATIONS,
    OTHER,
    PENDING,
    SUPPLIER,
    Contract,
    ContractMember,
    ContractOrg,
    PartyInvitation,
    PreviousClaim,
)
from app.contracts.service import NOT_YOUR_USER, SITE_LIMITS, clean_site, site_columns
from app.db import db
from app.domain.claims import check_qty_to_date
from app.domain.errors import RuleError
from app.domain.line_types import LineType
from app.domain.money import QTY_SCALE
from app.domain.tax import CONTRACT_TAX_RATES, NZ_GST, UNKNOWN_TAX_RATE, tax_rate_bp
from app.domain.text import clean_text
from app.errors import PermissionDenied, UserError
from app.mail import quotas
from app.mail.service import send_email
from app.orgs import gst_numbers
from app.orgs.access import Viewer
from billing import service as billing
from tenants.models import Organisation

NO_CUSTOMER = "No customer"
NO_RECIPIENTS = "No recipients"
MISSING_ORG_CONTACT = "missing org contact"
TOTAL_MISMATCH = "This amount does not match the previous claim provided below."
SAME_ORG = "The customer and the supplier must be different organisations"
SLUG_TAKEN = "The project address '{slug}' is already in use. Please choose another."
SLUG_INVALID = "A project address uses lower-case letters, digits and hyphens, up to 100 characters"
SUPPLIER_ONLY_SUBCONTRACTS = "Only the supplier of a project can add subcontracts to it."
SUBCONTRACT_OWNER = "A subcontract is owned by its customer"
SUPPLIER_DETAILS_REQUIRED = "Enter the supplier's business details"
CLAIM_NUMBER_REPEATED = "Each previous claim needs its own number"
CLAIM_NUMBER_INVALID = "Claim number must be a whole number, 0 or more"
CLAIM_DATE_REQUIRED = "Claim date is required"
LINE_NAME_REQUIRED = "Required"
RETENTION_NOT_IMPORTED = "Retention is computed from the retention formula and cannot be imported"

SLUG_RE = re.compile(r"^[a-z0-9](?:[a-z0-9-]{0,98}[a-z0-9])?$")
MAX_PREVIOUS_CLAIMS = 100
MAX_LINES = 2000



def _other(relation: str) -> str:
    return SUPPLIER if relation == CUSTOMER else CUSTOMER

def clean_previous_claims(claims: list[dict] | None, *, today: date | None = None) -> list[dict]:
    """Validated previous claims ready to store; raises UserError naming the claim and field."""
    if not claims:
        return []
    if len(claims) > MAX_PREVIOUS_CLAIMS:
        raise UserError(f"At most {MAX_PREVIOUS_CLAIMS} previous claims can be imported", field="claims")
    out, numbers = [], set()
    for i, claim in enumerate(claims):
        field = f"claims.{i}"
        number = claim.get("number", 1)
        if number is None:
            number = 1
        if isinstance(number, bool) or not isinstance(number, int) or number < 0:
            raise UserError(CLAIM_NUMBER_INVALID, field=f"{field}.number")
        if number in numbers:
            raise UserError(CLAIM_NUMBER_REPEATED, field=f"{field}.number")
        numbers.add(number)
        claim_date = claim.get("date") or today or date.today()
        if not isinstance(claim_date, date):
            raise UserError(CLAIM_DATE_REQUIRED, field=f"{field}.date")
        lines = []
        raw_lines = claim.get("lines") or []
        if len(raw_lines) > MAX_LINES:
            raise UserError(f"At most {MAX_LINES} lines per claim", field=f"{field}.lines")
        for j, line in enumerate(raw_lines):
            lines.append(_clean_line(line, f"{field}.lines.{j}"))
        total = claim.get("total_excl")
        if isinstance(total, bool) or not isinstance(total, int):
            raise UserError(TOTAL_MISMATCH, field=f"{field}.totalExcl")
        if total != sum(line["amountExcl"] for line in lines):
            raise UserError(TOTAL_MISMATCH, field=f"{field}.totalExcl")
        out.append({"number": number, "claim_date": claim_date, "total_excl": total, "lines": lines})
    return out


def _clean_line(line: dict, field: str) -> dict:
    name = clean_text(line.get("name"), 500, f"{field}.name", "Name")
    if not name:
        raise UserError(LINE_NAME_REQUIRED, field=f"{field}.name")
    group = [clean_text(g, 500, f"{field}.group", "Group") for g in (line.get("group") or [])]
    if any(not g for g in group):
        raise UserError("A group name is empty", field=f"{field}.group")
    raw_type = line.get("type") or LineType.BASE_CONTRACT.value
    try:
        line_type = LineType(getattr(raw_type, "value", raw_type))
    except ValueError:
        raise UserError("Unknown type", field=f"{field}.type") from None
    if line_type is LineType.RETENTION:
        raise UserError(RETENTION_NOT_IMPORTED, field=f"{field}.type")
    qty = line.get("qty_milli")
    qty = QTY_SCALE if qty is None else qty
    values = {"qtyMilli": qty, "unitPrice": line.get("unit_price") or 0, "amountExcl": line.get("amount_excl") or 0}
    for key, value in values.items():
        if isinstance(value, bool) or not isinstance(value, int) or abs(value) > 2**53 - 1:
            raise UserError("Must be a whole number", field=f"{field}.{key}")
    try:  # the quantity given is the line's quantity to date: the ledger's rule holds for it
        check_qty_to_date(0, qty)
    except RuleError as error:
        raise UserError(error.message, field=f"{field}.qtyMilli") from None
    return {
        "name": name,
        "group": group,
        "type": line_type.value,
        **values,
        "reference": clean_text(line.get("reference"), 200, f"{field}.reference", "Reference"),
    }


def _unique_slug(owner_org_id: int, base: str) -> str:
    base = re.sub(r"[^a-z0-9]+", "-", base.lower()).strip("-")[:90].strip("-") or "project"
    taken = set(db.session.scalars(
        select(Contract.slug).where(
            Contract.owner_org_id == owner_org_id,
            or_(Contract.slug == base, Contract.slug.like(base.replace("_", "\\_") + "-%", escape="\\")),
        )
    ))
    if base not in taken:
        return base
    n = 2
    while f"{base}-{n}" in taken:
        n += 1
    return f"{base}-{n}"


# ---- people in a creation call -----------------------------------------------------------------

@dataclass
class _Person:
    """A member of the call, resolved: an account, and the users row once known."""

    relation: str
    permissions: frozenset | None
    account_id: int | None
    email: str | None
    user_id: int | None
    is_customer_recipient: bool
    is_supplier_recipient: bool
    field: str
    # Named by a User or Account id (perhaps one that exists nowhere) rather than by an email.
    by_id: bool = False

    @property
    def is_recipient(self) -> bool:
        return self.is_customer_recipient or self.is_supplier_recipient

    @property
    def who(self) -> str:
        """How a refusal names them: only by what the caller typed."""
        return self.email if self.email and not self.by_id else "This person"


def _people(members: list[dict] | None) -> list[_Person]:
    out = []
    for i, member in enumerate(members or []):
        field = f"members.{i}"
        relation = member.get("relation")
        if relation not in MEMBER_RELATIONS:
            raise UserError(f"Unknown relation: {relation}", field=f"{field}.relation")
        user = member.get("user") or {}
        perms = member.get("permissions")
        email = user.get("email")
        out.append(_Person(
            relation=relation,
            permissions=cp.normalise(perms) if perms else None,
            account_id=user.get("account_id"),
            email=people.normalise_email(email, field=f"{field}.user.email") if email else None,
            user_id=user.get("user_id"),
            is_customer_recipient=bool(member.get("is_customer_recipient")),
            is_supplier_recipient=bool(member.get("is_supplier_recipient")),
            field=field,
            by_id=any(user.get(key) is not None for key in ("user_id", "account_id", "unknown_id")),
        ))
        if not out[-1].by_id and out[-1].email is None:
            raise UserError("Choose a person or enter an email address", field=f"{field}.user")
    return out


def _default_permissions(person: _Person, *, contact_person: bool) -> frozenset:
    if person.permissions is not None:
        return person.permissions
    if contact_person or person.relation == CUSTOMER:
        return cp.PRESETS["OWNER"]
    if person.relation == SUPPLIER:
        return cp.PRESETS["SUPPLIER"]
    return cp.PRESETS["READ_AND_COMMENT"]


def _resolve_own(viewer: Viewer, person: _Person) -> None:
    """An own-side person must be a user of the viewer's organisation."""
    user_id, account_id = _user_in(viewer.org, person)
    if user_id is None:
        raise UserError(NOT_YOUR_USER.format(who=person.who), field=f"{person.field}.user")
    person.user_id, person.account_id = user_id, account_id


def _user_in(org: Organisation | None, person: _Person) -> tuple[int | None, int | None]:
    """(users.id, account id) of the person as a user of the organisation, else (None, None)."""
    if org is None:
        return None, None
    if person.user_id is not None:
        found = people.users_of(org.id, [person.user_id])
        return (person.user_id, found[person.user_id]) if found else (None, None)
    account_id = person.account_id
    if account_id is None and not person.by_id:
        account_id = db.session.scalar(select(Account.id).where(Account.email == person.email))
    user_id = people.user_of(account_id, org.id) if account_id is not None else None
    return (user_id, account_id) if user_id is not None else (None, None)


def _known_account(viewer: Viewer, person: _Person) -> int:
    """The account of a person named by id for a new organisation, so a sequential id reaches
    nobody else: a User id names a user of the viewer's organisation, an Account id (what the
    recipient picker hands out) someone it already works with."""
    if person.user_id is not None:
        account_id = people.users_of(viewer.org.id, [person.user_id]).get(person.user_id)
    elif person.account_id is not None and people.is_known_account(viewer.org.id, person.account_id):
        account_id = person.account_id
    else:
        account_id = None
    if account_id is None:
        raise UserError(NOT_YOUR_USER.format(who=person.who), field=f"{person.field}.user")
    return account_id


def _email_of(account_id: int) -> str:
    return db.session.scalar(select(Account.email).where(Account.id == account_id)) or ""


# ---- create ------------------------------------------------------------------------------------

@dataclass
class _Plan:
    """What a new contract is made of, once the input is clean and the parties are known."""

    parent: VisibleContract | None
    own_relation: str
    other_relation: str
    site_name: str
    site: dict
    tax_rate_id: str
    own: list  # the viewer's side: [_Person]
    others: list  # the counterparty's recipients: [_Person]
    party_org_id: int | None  # an existing organisation named as the counterparty
    party_details: object  # the business details typed for the counterparty (ContactDetails), or None
    own_details: object  # the viewer's organisation's default contact
    claims: list  # previous claims, cleaned
    own_contacts: list | None = None  # the viewer side's recipients (contact people)
    party_org: Organisation | None = None
    new_accounts: set | None = None  # accounts made for recipients new to Claimdesk
    unreachable: bool = False  # the party named is not the recipients' (`_resolve_counterparty`)
    # Named by email: the party is a stand-in (app.contracts.models.PartyInvitation).
    by_email: bool = False
    # {account id: [Organisation]}: the workspaces of people named by email who have one, where the
    # invitation waits; someone with none joins from the email (`invitations.join`).
    workspaces: dict | None = None

    @property
    def other_key(self) -> str:
        return self.other_relation.lower()

    @property
    def consent(self) -> str:
        """An existing organisation is only invited; a new one is the recipients' own."""
        return PENDING if self.party_org_id is not None else ACCEPTED


def create_contract(viewer: Viewer, data: dict, *, today: date | None = None) -> VisibleContract:
    """A project (or a subcontract of one) between the viewer's organisation and another, in one
    transaction: the input cleaned, the parties resolved (an existing organisation invited, or a
    new one made for recipients not on Claimdesk), the contract's rows, its previous claims, and
    who is told."""
    policy.require_create(viewer)
    billing.require_can_create_projects(viewer.org.id)
    plan = _clean_input(viewer, data, today)
    _resolve_own_side(viewer, plan)
    _resolve_counterparty(viewer, plan)
    contract = _contract_rows(viewer, plan, data.get("slug"))
    if plan.by_email:  # an organisation whose GST number was typed for the party is invited too
        db.session.add(PartyInvitation(org_id=plan.party_org.id, contract_id=contract.id,
                                       gst_number=gst_numbers.match_key(plan.party_details.gst_number)))
    for claim in plan.claims:
        db.session.add(PreviousClaim(contract_id=contract.id, **claim))
    db.session.flush()
    _email_recipients(viewer, contract, plan, invited=plan.consent == PENDING or plan.by_email)
    activity.contract_created(viewer, contract.id)
    found = access.get_contract(viewer, contract.id)
    db.session.commit()
    return found


def _clean_input(viewer: Viewer, data: dict, today: date | None) -> _Plan:
    """The input checked and cleaned: which side the viewer is (a subcontract's owner is its
    customer), the site (a subcontract's is its parent's), the people, the counterparty named,
    the viewer's own business details and the previous claims."""
    parent: VisibleContract | None = None
    if data.get("parent_id") is not None:
        parent = access.get_contract(viewer, int(data["parent_id"]))
        if not parent.is_supplier:
            raise PermissionDenied(SUPPLIER_ONLY_SUBCONTRACTS)
        if parent.contract.archived_at is not None:
            raise UserError(policy.ARCHIVED)
        if data.get("owner_relation") not in (None, CUSTOMER):
            raise UserError(SUBCONTRACT_OWNER, field="ownerRelation")
        own_relation = CUSTOMER
    else:
        own_relation = data.get("owner_relation") or SUPPLIER
        if own_relation not in (CUSTOMER, SUPPLIER):
            raise UserError(f"Unknown relation: {own_relation}", field="ownerRelation")
    other_relation = _other(own_relation)
    other_key = other_relation.lower()

    if parent is None:
        site_name, site = clean_site(data.get("site_name"), data.get("site"))
        tax_rate_id = data.get("tax_rate_id") or NZ_GST
        try:
            tax_rate_bp(tax_rate_id)
            if tax_rate_id not in CONTRACT_TAX_RATES:  # NO_GST is a supplier's, never a contract's
                raise RuleError(UNKNOWN_TAX_RATE)
        except RuleError as error:
            raise UserError(error.message, field="taxRateId") from None
    else:
        p = parent.contract
        site_name = p.site_name
        site = {key: getattr(p, f"site_{key}") for key in SITE_LIMITS}
        tax_rate_id = p.tax_rate_id

    everyone = _people(data.get("members"))
    own = [p for p in everyone if p.relation in (own_relation, OTHER)]
    others = [p for p in everyone if p.relation == other_relation]
    for person in others:  # everyone of the counterparty is one of its recipients
        if other_relation == CUSTOMER:
            person.is_customer_recipient = True
        else:
            person.is_supplier_recipient = True

    party = data.get(other_key) or {}
    party_org_id = party.get("org_id")
    party_details = contacts.clean_contact(party.get("contact"), field=other_key)
    if other_relation == SUPPLIER and not others:
        raise UserError(NO_RECIPIENTS, field="members")
    if party_org_id is None and party_details is None:
        if other_relation == CUSTOMER:
            raise UserError(NO_CUSTOMER, field="customer")
        raise UserError(SUPPLIER_DETAILS_REQUIRED, field="supplier")
    if not others:  # nobody's organisation is made a party without one of its people being told
        raise UserError(NO_RECIPIENTS, field="members")

    own_details = contacts.default_contact(viewer.org)
    if own_details is None:
        raise UserError(MISSING_ORG_CONTACT)
    claims = clean_previous_claims(data.get("claims"), today=today)
    return _Plan(parent, own_relation, other_relation, site_name, site, tax_rate_id, own, others, party_org_id,
                 party_details, own_details, claims)


def _resolve_own_side(viewer: Viewer, plan: _Plan) -> None:
    """The viewer's side: everyone named is a user of the viewer's organisation; its contact person
    (a recipient) is the viewer unless someone else was named."""
    for person in plan.own:
        _resolve_own(viewer, person)
    flag = "is_customer_recipient" if plan.own_relation == CUSTOMER else "is_supplier_recipient"
    own_contacts = [p for p in plan.own if p.relation == plan.own_relation and getattr(p, flag)]
    if not own_contacts:
        me = next((p for p in plan.own if p.user_id == viewer.user_id), None)
        if me is None:
            me = _Person(plan.own_relation, None, viewer.account_id, None, viewer.user_id, False, False, "members")
            plan.own.insert(0, me)
        me.relation = plan.own_relation
        setattr(me, flag, True)
        own_contacts = [me]
    plan.own_contacts = own_contacts


def _resolve_counterparty(viewer: Viewer, plan: _Plan) -> None:
    """The counterparty: an existing organisation invited (its recipients its users), or a new one
    made for recipients not on Claimdesk (accounts made for new addresses).

    Naming an organisation by id (ids are sequential) must not tell whether a typed email is one
    of its people, nor whether the organisation exists (issue 37): a wrong pair, or an id that
    names nobody, makes the same pending invitation, seen by the inviter exactly as a right one
    is (the party 'Invited customer' or its typed contact, the people by the emails typed), but
    of an unreachable party (`people.create_stand_in(reachable=False)`): nobody is emailed, nobody can see
    or answer it, so the inviter's text reaches nobody who is not that organisation's person.
    A person named by id must be one the viewer's organisation already works with, whatever
    organisation is named: an account id of someone else would otherwise be shown by its email."""
    plan.new_accounts = set()
    if plan.party_org_id is not None:
        party_org = db.session.scalars(
            select(Organisation).where(Organisation.id == int(plan.party_org_id), Organisation.schema_name.is_not(None))
        ).first()
        if party_org is not None and party_org.id == viewer.org.id:
            raise UserError(SAME_ORG, field=plan.other_key)
        for person in plan.others:
            if person.by_id:
                person.account_id, person.user_id = _known_account(viewer, person), None
        found = [_user_in(party_org, person) for person in plan.others]
        if party_org is not None and all(user_id is not None for user_id, _ in found):
            for person, (user_id, account_id) in zip(plan.others, found):
                person.user_id, person.account_id = user_id, account_id
            plan.party_org = party_org
            return
        for person in plan.others:
            person.account_id = person.account_id or people.ensure_account(person.email)
        name = plan.party_details.name if plan.party_details is not None else f"Invited {plan.other_key}"
        plan.party_org, users = people.create_stand_in(name, [p.account_id for p in plan.others], reachable=False)
        for person in plan.others:
            person.user_id = users[person.account_id]
        plan.unreachable = True
        return
    account_ids = []
    for person in plan.others:
        if person.by_id:
            person.account_id = _known_account(viewer, person)
        else:
            existed = db.session.scalar(select(Account.id).where(Account.email == person.email))
            person.account_id = existed or people.ensure_account(person.email)
            if existed is None:
                plan.new_accounts.add(person.account_id)
        if person.account_id not in account_ids:
            account_ids.append(person.account_id)
    # Every party named by email is a stand-in (issue 36), whether or not an address has an account:
    # people who have a workspace are invited into it, never copied, and a stranger's workspace is
    # made when they join (`invitations.join`). Nothing the inviter (or a second address it names
    # beside a target) can see depends on whether another address has an account.
    plan.by_email = True
    plan.workspaces = people.workspaces_of(account_ids, besides=viewer.org.id)
    plan.party_org, users = people.create_stand_in(plan.party_details.entity_name, account_ids, reachable=True)
    for person in plan.others:
        person.user_id = users[person.account_id]


def _contract_rows(viewer: Viewer, plan: _Plan, slug_input) -> Contract:
    """The contract, its two parties with their contacts, and its members."""
    contract = Contract(
        owner_org_id=viewer.org.id,
        parent_id=plan.parent.id if plan.parent else None,
        slug=_contract_slug(viewer, plan, slug_input),
        site_name=plan.site_name,
        tax_rate_id=plan.tax_rate_id,
        created_by_user_id=viewer.user_id,
        **site_columns(plan.site),
    )
    db.session.add(contract)
    db.session.flush()

    own_contact = contacts.new_copy(contract.id, viewer.org.id, plan.own_details, from_default=True)
    # The counterparty's contact: the details typed for it (provided by the viewer's organisation).
    other_contact = (contacts.new_copy(contract.id, viewer.org.id, plan.party_details, from_default=False)
                     if plan.party_details is not None else None)
    db.session.add_all([
        ContractOrg(contract_id=contract.id, relation=plan.own_relation, org_id=viewer.org.id,
                    contact_id=own_contact.id),
        ContractOrg(contract_id=contract.id, relation=plan.other_relation, org_id=plan.party_org.id,
                    contact_id=other_contact.id if other_contact else None, consent=plan.consent),
    ])

    seen: set[int] = set()
    for person in plan.own + plan.others:
        if person.user_id in seen:
            continue
        seen.add(person.user_id)
        db.session.add(ContractMember(
            contract_id=contract.id,
            user_id=person.user_id,
            relation=person.relation,
            permissions=cp.sorted_names(_default_permissions(person, contact_person=person in plan.own_contacts)),
            is_customer_recipient=person.is_customer_recipient,
            is_supplier_recipient=person.is_supplier_recipient,
        ))
    return contract


def _contract_slug(viewer: Viewer, plan: _Plan, slug_input) -> str:
    """The slug asked for (checked and free), else a subcontract's parent slug joined with the
    supplier contact's name (spec 2 'Add subcontract'), else the site name's; unique per owner."""
    if slug_input:
        if not isinstance(slug_input, str) or not SLUG_RE.match(slug_input) or "--" in slug_input:
            raise UserError(SLUG_INVALID, field="slug")
        if db.session.scalar(select(Contract.id).where(Contract.owner_org_id == viewer.org.id,
                                                       Contract.slug == slug_input)):
            raise UserError(SLUG_TAKEN.format(slug=slug_input), field="slug")
        return slug_input
    if plan.parent is not None:
        # Named by what the viewer typed: an invited organisation's own name is not its to see.
        typed_name = plan.party_details.name if plan.party_details is not None else plan.other_relation
        return _unique_slug(viewer.org.id, f"{plan.parent.contract.slug}-{typed_name}")
    return _unique_slug(viewer.org.id, plan.site_name)


def _email_recipients(viewer: Viewer, contract: Contract, plan: _Plan, *, invited: bool) -> None:
    """Each of the counterparty's people told once (the viewer never), with a link to the contract
    in their organisation, or to the invitation in their (first) workspace when they were invited
    into one; nobody for an unreachable party."""
    told, seen = [], {viewer.account_id}
    for person in plan.others:
        if person.account_id not in seen:
            seen.add(person.account_id)
            told.append(person)
    # Counted alike whether or not the party is reachable: the quota must not tell the two apart.
    quotas.charge(viewer, [_email_of(p.account_id) for p in told])  # unsolicited unless they work together
    if plan.unreachable:
        return
    inviter = db.session.scalar(select(Account.name).where(Account.id == viewer.account_id)) or ""
    public_url = current_app.config["PUBLIC_URL"]
    workspaces = plan.workspaces or {}
    for person in told:
        new = person.account_id in plan.new_accounts
        homes = workspaces.get(person.account_id) if plan.by_email else [plan.party_org]
        # In a workspace they have, the invitation; else the page where they join, which makes one.
        path = (f"/{homes[0].slug}/projects/{viewer.org.slug}/{contract.slug}" if homes
                else f"/join/{contract.id}")
        link = f"{public_url}/login?{'signup&' if new else ''}to={quote(path, safe='')}"
        subject, text, html = _added_email(viewer, contract, inviter, link, new, plan.other_relation, invited)
        send_email(to=_email_of(person.account_id), subject=subject, text=text, html=html,
                   key=f"contract-added:{contract.id}:{person.user_id}")


def _added_email(viewer, contract, inviter, link, new, relation, invited):
    from app.contracts.emails import added_to_project

    return added_to_project(inviter=inviter, inviter_org=viewer.org.name, project=contract.site_name, link=link,
                            new_account=new, as_relation=relation, invited=invited)

