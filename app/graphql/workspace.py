"""The organisation workspace in GraphQL: members, invitations, contacts, name and business details.

Thin: each resolver parses IDs and calls app.orgs.service, where the permission checks and
rules live. IDs of another organisation's objects are answered exactly like IDs that do not
exist (null from `node`, 'X not found' from a mutation).
"""
import base64
import binascii
import json

import graphene
from graphene import relay
from graphql_relay import from_global_id
from sqlalchemy import select

from app.auth.models import User
from app.auth.session import NotSignedIn
from app.db import db
from app.domain.errors import RuleError
from app.domain.gst import format_gst_number
from app.errors import NotFound, UserError
from app.orgs import permissions as perms
from app.orgs import service
from app.orgs.access import ORG_NOT_FOUND
from app.orgs.models import Contact
from app.uploads.service import logo_url

WorkspacePermission = graphene.Enum(
    "WorkspacePermission",
    [(name, name) for name in perms.ALL],
    description="A workspace permission. ProgressClaims is product access ('Progress Claims'); OrgEdit is "
    "'Owner, full access' and grants every other. A set is always closed under implication.",
)
WorkspaceRole = graphene.Enum(
    "WorkspaceRole",
    [(name, name) for name, _ in perms.ROLES],
    description="Owner (all), Member (all contract permissions, claims, create contracts; the default), "
    "Viewer (view, comment, claims), None (claims only).",
)


def _value(item):
    return getattr(item, "value", item)


def _permission_names(values) -> list[str] | None:
    return None if values is None else [_value(v) for v in values]


def _decode(global_id, type_name: str) -> str | None:
    """The local part of a global ID of `type_name`, or None for anything else."""
    if not isinstance(global_id, str) or len(global_id) > 200:
        return None
    try:
        kind, local = from_global_id(global_id)
    except Exception:
        return None
    return local if kind == type_name and local else None


def org_id_of(value) -> int | None:
    """An Organisation global ID, or its plain numeric id."""
    local = _decode(value, "Organisation")
    if local is None and isinstance(value, (str, int)) and str(value).isdigit():
        local = str(value)
    return int(local) if local and local.isdigit() and len(local) < 19 else None


def _bound(root, info) -> bool:
    org = info.context.org
    return org is not None and root is not None and org.id == root.id


# ---- members -------------------------------------------------------------------------------------

class MemberNode(graphene.ObjectType):
    """A user of the organisation, with their workspace permissions."""

    class Meta:
        name = "Member"
        interfaces = (relay.Node,)

    user_id = graphene.ID(required=True, description="The user's id (one per person per organisation).")
    name = graphene.String(required=True, description="The member's name (their email until they have one).")
    email = graphene.String(required=True, description="The member's sign-in email.")
    permissions = graphene.List(graphene.NonNull(WorkspacePermission), required=True,
                                description="Workspace permissions, closed under implication.")
    role = graphene.Field(WorkspaceRole, description="The largest role the permissions contain; null when "
                                                     "they lack Progress Claims.")
    permissions_label = graphene.String(required=True, description="Role name plus extras, e.g. "
                                                                   "'Viewer + Draft claims'.")
    is_viewer = graphene.Boolean(required=True, description="This member is the signed-in user.")
    invite_pending = graphene.Boolean(required=True, description="Invited and not yet signed in to the workspace.")
    invited_at = graphene.DateTime(description="When they were invited; null for the organisation's creator.")

    @staticmethod
    def resolve_user_id(root, info):
        return str(root.user_id)

    @classmethod
    def get_node(cls, info, id):
        try:
            return service.member(id)
        except (NotFound, NotSignedIn):
            return None

    @classmethod
    def is_type_of(cls, root, info):
        return isinstance(root, service.MemberView)


class MemberConnection(relay.Connection):
    """Members of the organisation, by name (keyset-paged)."""

    class Meta:
        node = MemberNode

    total_count = graphene.Int(required=True, description="How many members the organisation has.")


def _cursor(view) -> str:
    return base64.urlsafe_b64encode(json.dumps(list(service.member_cursor(view))).encode()).decode()


def _read_cursor(value: str | None):
    if value is None:
        return None
    try:
        key, user_id = json.loads(base64.urlsafe_b64decode(value.encode()))
        if isinstance(key, str) and isinstance(user_id, int):
            return key, user_id
    except (ValueError, TypeError, binascii.Error):
        pass
    raise UserError("Invalid cursor", field="after")


# ---- contacts ------------------------------------------------------------------------------------

class ContactNode(graphene.ObjectType):
    """Business details: the organisation's own (its default contact, shown on invoices) or another's."""

    class Meta:
        name = "Contact"
        interfaces = (relay.Node,)

    name = graphene.String(required=True, description="The display name.")
    entity_name = graphene.String(required=True, description="The business (legal entity) name.")
    address = graphene.String(required=True, description="Address or PO Box; may be empty.")
    gst_number = graphene.String(description="As displayed, xxx-xxx-xxx; null when not registered.")
    gst_country = graphene.String(required=True, description="Always 'NZ'.")
    website = graphene.String(required=True, description="An http(s) address, or empty.")
    logo_url = graphene.String(description="The logo, served from /files; null when there is none.")
    is_default = graphene.Boolean(required=True, description="This is the organisation's own default contact.")
    owner = graphene.Field("app.graphql.orgs.OrganisationNode", required=True,
                           description="The organisation that keeps this contact.")

    @staticmethod
    def resolve_id(root, info):
        return f"{info.context.org.id}:{root.id}"

    @staticmethod
    def resolve_gst_number(root, info):
        try:
            return format_gst_number(root.gst_number) or None
        except RuleError:
            return root.gst_number

    @staticmethod
    def resolve_logo_url(root, info):
        return logo_url(info.context.org.id, root.logo_upload_id)

    @staticmethod
    def resolve_owner(root, info):
        return info.context.org

    @classmethod
    def get_node(cls, info, id):
        org = info.context.org
        org_part, _, local = str(id).partition(":")
        if org is None or org_part != str(org.id):
            return None
        try:
            return service.contact(local)
        except (NotFound, NotSignedIn):
            return None

    @classmethod
    def is_type_of(cls, root, info):
        return isinstance(root, Contact)


def _contact_id(value) -> str:
    """The local id of a Contact global ID of the bound organisation; NotFound otherwise."""
    from tenants.context import current_org

    local = _decode(value, "Contact")
    org = current_org()
    org_part, _, contact_id = (local or "").partition(":")
    if org is None or local is None or org_part != str(org.id):
        raise NotFound(service.CONTACT_NOT_FOUND)
    return contact_id


# ---- fields of Organisation ------------------------------------------------------------------------

class OrganisationWorkspaceFields:
    """Mixed into the Organisation type (app.graphql.orgs). They answer for the organisation of
    the request (the org-id header); for any other they are null."""

    viewer_is_member = graphene.Boolean(required=True, description="The signed-in account is a user of it.")
    viewer_member = graphene.Field(MemberNode, description="The signed-in user as a member of it.")
    members = graphene.Field(
        MemberConnection,
        first=graphene.Int(description=f"At most {service.MAX_MEMBERS_PAGE} (the default)."),
        after=graphene.String(),
        description="Members by name, invited ones included.",
    )
    default_contact = graphene.Field(ContactNode, description="The business details shown on invoices.")

    @staticmethod
    def resolve_viewer_is_member(root, info):
        if _bound(root, info):
            return True
        account_id = info.context.account_id
        if account_id is None:
            return False
        return db.session.scalar(
            select(User.id).where(User.account_id == account_id, User.org_id == root.id)
        ) is not None

    @staticmethod
    def resolve_viewer_member(root, info):
        return service.viewer_member() if _bound(root, info) else None

    @staticmethod
    def resolve_members(root, info, first=None, after=None):
        if not _bound(root, info):
            return None
        page = service.members_page(first, _read_cursor(after))
        edges = [MemberConnection.Edge(node=m, cursor=_cursor(m)) for m in page.members]
        return MemberConnection(
            edges=edges,
            page_info=relay.PageInfo(
                has_next_page=page.has_next, has_previous_page=after is not None,
                start_cursor=edges[0].cursor if edges else None, end_cursor=edges[-1].cursor if edges else None,
            ),
            total_count=page.total,
        )

    @staticmethod
    def resolve_default_contact(root, info):
        return service.default_contact() if _bound(root, info) else None


# ---- mutations -------------------------------------------------------------------------------------

class OrganisationNameUpdateInput(graphene.InputObjectType):
    """The organisation (it must be the request's) and its new name."""

    org_id = graphene.ID(required=True, description="The Organisation's ID (or its numeric id).")
    name = graphene.String(required=True, description="Required, at most 200 characters.")


class OrganisationNameUpdate(graphene.Mutation):
    """Rename the organisation (OrgEdit)."""

    class Meta:
        name = "OrganisationNameUpdatePayload"

    class Arguments:
        input = OrganisationNameUpdateInput(required=True)

    organisation = graphene.Field("app.graphql.orgs.OrganisationNode", required=True,
                                  description="The organisation, renamed.")

    def mutate(root, info, input):
        return OrganisationNameUpdate(organisation=service.rename_org(org_id_of(input.org_id), input.name))


class OrganisationBusinessUpdateInput(graphene.InputObjectType):
    """The business details shown on invoices (the default contact)."""

    org_id = graphene.ID(required=True, description="The Organisation's ID (or its numeric id).")
    entity_name = graphene.String(required=True, description="Business name (required).")
    address = graphene.String(description="Address or PO Box (optional).")
    gst_country = graphene.String(description="'NZ' (the only country supported).")
    gst_number = graphene.String(description="Blank or null when not registered.")
    website = graphene.String(description="Optional; 'https://' is added when no scheme is given.")
    logo_upload_id = graphene.ID(description="Absent: the logo is unchanged; an uploadId: replaced by that "
                                             "upload (checked first); null: removed.")


class OrganisationBusinessUpdate(graphene.Mutation):
    """Save the business details shown on invoices (OrgEdit)."""

    class Meta:
        name = "OrganisationBusinessUpdatePayload"

    class Arguments:
        input = OrganisationBusinessUpdateInput(required=True)

    organisation = graphene.Field("app.graphql.orgs.OrganisationNode", required=True,
                                  description="The organisation (its defaultContact is the saved one).")
    contact = graphene.Field(ContactNode, required=True, description="The default contact, as saved.")

    def mutate(root, info, input):
        logo = input["logo_upload_id"] if "logo_upload_id" in input else service.UNCHANGED
        contact = service.update_business(
            org_id_of(input.org_id), entity_name=input.entity_name, address=input.get("address"),
            gst_number=input.get("gst_number"), gst_country=input.get("gst_country"),
            website=input.get("website"), logo_upload_id=logo,
        )
        return OrganisationBusinessUpdate(organisation=info.context.org, contact=contact)


class InviteUserInput(graphene.InputObjectType):
    """One invite row."""

    email = graphene.String(required=True, description="A row with an empty email is dropped.")
    permissions = graphene.List(graphene.NonNull(WorkspacePermission),
                                description="Closed under implication; the Member role when absent.")
    is_owner = graphene.Boolean(description="Every permission (needs OrgEdit).")


class MembersInviteInput(graphene.InputObjectType):
    """The invite rows (at most 50 with an email)."""

    users = graphene.List(graphene.NonNull(InviteUserInput), required=True, description="The invite rows.")


class MembersInvite(graphene.Mutation):
    """Invite people by email (UserInvite); each is emailed and finds the workspace on signing in."""

    class Meta:
        name = "MembersInvitePayload"

    class Arguments:
        input = MembersInviteInput(required=True)

    members = graphene.List(graphene.NonNull(MemberNode), required=True, description="The invited members.")

    def mutate(root, info, input):
        rows = [
            service.InviteRow(email=row.email, permissions=_permission_names(row.get("permissions")),
                              is_owner=bool(row.get("is_owner")))
            for row in input.users
        ]
        return MembersInvite(members=service.invite_users(rows))


class MemberUpdateInput(graphene.InputObjectType):
    """Another member's new name and/or permissions."""

    id = graphene.ID(required=True, description="The Member's ID.")
    name = graphene.String(description="Absent or null: unchanged.")
    permissions = graphene.List(graphene.NonNull(WorkspacePermission), description="Absent or null: unchanged.")


class MemberUpdate(graphene.Mutation):
    """Change another member's name and permissions (OrgEdit; never one's own)."""

    class Meta:
        name = "MemberUpdatePayload"

    class Arguments:
        input = MemberUpdateInput(required=True)

    member = graphene.Field(MemberNode, required=True, description="The member, changed.")

    def mutate(root, info, input):
        user_id = _decode(input.id, "Member")
        if user_id is None:
            raise NotFound(service.MEMBER_NOT_FOUND)
        return MemberUpdate(member=service.update_member(
            user_id, name=input.get("name"), permissions=_permission_names(input.get("permissions"))))


class MemberRemoveInput(graphene.InputObjectType):
    """The member to remove."""

    user_id = graphene.ID(required=True, description="The member's userId.")


class MemberRemove(graphene.Mutation):
    """Remove a member (OrgEdit; never oneself): their sessions lose the workspace at once."""

    class Meta:
        name = "MemberRemovePayload"

    class Arguments:
        input = MemberRemoveInput(required=True)

    removed_user_id = graphene.ID(required=True, description="The removed member's userId.")
    removed_member_id = graphene.ID(required=True, description="The removed Member's ID (for Relay's store).")
    organisation = graphene.Field("app.graphql.orgs.OrganisationNode", required=True,
                                  description="The organisation, without the member.")

    def mutate(root, info, input):
        user_id = service.remove_member(input.user_id)
        return MemberRemove(removed_user_id=str(user_id), removed_member_id=relay.Node.to_global_id("Member", user_id),
                            organisation=info.context.org)


class ContactUpdateInput(graphene.InputObjectType):
    """The contact and the fields to change (absent fields are unchanged)."""

    id = graphene.ID(required=True, description="The Contact's ID.")
    name = graphene.String(description="Display name; blank means the business name.")
    entity_name = graphene.String(description="Business name; required when sent.")
    address = graphene.String(description="Address or PO Box.")
    gst_number = graphene.String(description="Required when sent (the dialogs show it for a supplier contact "
                                             "or when one exists).")


class ContactUpdate(graphene.Mutation):
    """The 'Edit Contact' dialog (the default contact needs OrgEdit; another contact ContractEdit)."""

    class Meta:
        name = "ContactUpdatePayload"

    class Arguments:
        input = ContactUpdateInput(required=True)

    contact = graphene.Field(ContactNode, required=True, description="The contact, as saved.")

    def mutate(root, info, input):
        fields = {k: input[k] for k in ("name", "entity_name", "address", "gst_number") if k in input}
        if "entity_name" in fields and fields["entity_name"] is None:
            fields["entity_name"] = ""
        return ContactUpdate(contact=service.update_contact(_contact_id(input.id), **fields))


class WorkspaceMutation(graphene.ObjectType):
    organisation_name_update = OrganisationNameUpdate.Field()
    organisation_business_update = OrganisationBusinessUpdate.Field()
    members_invite = MembersInvite.Field()
    member_update = MemberUpdate.Field()
    member_remove = MemberRemove.Field()
    contact_update = ContactUpdate.Field()


__all__ = ["ORG_NOT_FOUND", "ContactNode", "MemberNode", "OrganisationWorkspaceFields", "WorkspaceMutation"]
