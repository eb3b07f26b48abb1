"""The Organisation type (reachable only by its own users), its members and its contacts.

The workspace fields of an Organisation (members, viewerMember, defaultContact) answer for the
organisation of the request (the org-id header); for any other they are null.
"""
import base64
import binascii
import json

import graphene
from graphene import relay
from sqlalchemy import select

from app import polling
from app.auth.models import User
from app.auth.session import NotSignedIn
from app.db import db
from app.domain.errors import RuleError
from app.domain.gst import format_gst_number
from app.errors import NotFound, UserError
from app.graphql.core.ids import row_number, tenant_local, tenant_row
from app.graphql.core.viewer import viewer_of
from app.graphql.firststeps.types import GettingStarted, resolve_getting_started
from app.graphql.integrations.types import Connection
from app.graphql.orgs.enums import WorkspacePermission, WorkspaceRole
from app.integrations import connection as integrations
from app.orgs import models, service
from app.schedules import reminder_settings
from app.uploads.service import logo_url
from tenants import models as tenant_models
from tenants.context import account_org


def _bound(root, info) -> bool:
    org = info.context.org
    return org is not None and root is not None and org.id == root.id


class Member(graphene.ObjectType):
    """A user of the organisation, with their workspace permissions."""

    class Meta:
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
    schedule_reminders = graphene.Boolean(description="The viewer's own choice: emails at 10, 5, 2 and 1 working "
                                                     "days before a payment schedule they can send is due. Null for "
                                                     "any other member.")

    @staticmethod
    def resolve_user_id(root, info):
        return str(root.user_id)

    @staticmethod
    def resolve_schedule_reminders(root, info):
        return reminder_settings.reminders_on(viewer_of(info)) if root.is_viewer else None

    @classmethod
    def get_node(cls, info, id):
        try:
            return service.member(viewer_of(info), id)
        except (NotFound, NotSignedIn):
            return None

    @classmethod
    def is_type_of(cls, root, info):
        return isinstance(root, service.MemberView)


class MemberConnection(relay.Connection):
    """Members of the organisation, by name (keyset-paged)."""

    class Meta:
        node = Member

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


class Contact(graphene.ObjectType):
    """Business details: the organisation's own (its default contact, shown on invoices) or another's."""

    class Meta:
        interfaces = (relay.Node,)

    name = graphene.String(required=True, description="The display name.")
    entity_name = graphene.String(required=True, description="The business (legal entity) name.")
    address = graphene.String(required=True, description="Address or PO Box; may be empty.")
    gst_number = graphene.String(description="As displayed, xxx-xxx-xxx; null when not registered.")
    gst_country = graphene.String(required=True, description="Always 'NZ'.")
    gst_registered = graphene.Boolean(required=True, description="Registered for GST: false ('Not registered') for a "
                                                                 "business whose claims charge no GST.")
    website = graphene.String(required=True, description="An http(s) address, or empty.")
    logo_url = graphene.String(description="The logo, served from /files; null when there is none.")
    is_default = graphene.Boolean(required=True, description="This is the organisation's own default contact.")
    owner = graphene.Field(lambda: Organisation, required=True,
                           description="The organisation that keeps this contact.")

    @staticmethod
    def resolve_id(root, info):
        return tenant_local(info.context.org.id, root.id)

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
        contact_id = tenant_row(id, org and org.id, number=True)
        if contact_id is None:
            return None
        try:
            return service.contact(viewer_of(info), contact_id)
        except (NotFound, NotSignedIn):
            return None

    @classmethod
    def is_type_of(cls, root, info):
        return isinstance(root, models.Contact)


class Organisation(graphene.ObjectType):
    """An organisation (workspace): a supplier or customer on projects."""

    class Meta:
        interfaces = (relay.Node,)

    viewer_is_member = graphene.Boolean(required=True, description="The signed-in account is a user of it.")
    viewer_member = graphene.Field(Member, description="The signed-in user as a member of it.")
    members = graphene.Field(
        MemberConnection,
        first=graphene.Int(description=f"At most {service.MAX_MEMBERS_PAGE} (the default)."),
        after=graphene.String(),
        description="Members by name, invited ones included.",
    )
    members_version = graphene.String(description="Changes whenever what `members` lists changes (opaque): poll it "
                                                  "and refetch `members` only when it changed.")
    default_contact = graphene.Field(Contact, description="The business details shown on invoices.")
    default_contact_version = graphene.String(description="Changes whenever `defaultContact` does (opaque): poll it "
                                                          "and refetch `defaultContact` only when it changed.")
    connections = graphene.List(graphene.NonNull(Connection), description="Its accounting connections (the "
                                "Integrations page, polled every 30 s); null for another organisation.")
    connections_version = graphene.String(description="Changes whenever `connections` does (opaque): poll it and "
                                                      "refetch `connections` only when it changed.")
    accounting_configured = graphene.Boolean(required=True, description="This server has an accounting app "
                                                                        "(XERO_CLIENT_ID/SECRET); without one the "
                                                                        "Integrations page says it is not set up.")
    slug = graphene.String(required=True, description="The organisation's URL name, unique.")
    name = graphene.String(required=True, description="The name visible on the product.")
    is_personal = graphene.Boolean(required=True, description="A personal workspace of one user.")
    getting_started = graphene.Field(GettingStarted, description="The getting-started checklist of its empty home "
                                                                 "and the tab the home opens on; null for another "
                                                                 "organisation.")

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
        return service.viewer_member(viewer_of(info)) if _bound(root, info) else None

    @staticmethod
    def resolve_members_version(root, info):
        return polling.members_version(viewer_of(info)) if _bound(root, info) else None

    @staticmethod
    def resolve_connections(root, info):
        return integrations.connections(viewer_of(info)) if _bound(root, info) else None

    @staticmethod
    def resolve_connections_version(root, info):
        return integrations.connections_version(viewer_of(info)) if _bound(root, info) else None

    @staticmethod
    def resolve_accounting_configured(root, info):
        return integrations.configured()

    @staticmethod
    def resolve_members(root, info, first=None, after=None):
        if not _bound(root, info):
            return None
        cursor = _read_cursor(after)
        page = service.members_page(viewer_of(info), first, cursor)
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
        return service.default_contact(viewer_of(info)) if _bound(root, info) else None

    @staticmethod
    def resolve_getting_started(root, info):
        return resolve_getting_started(info) if _bound(root, info) else None

    @staticmethod
    def resolve_default_contact_version(root, info):
        return polling.default_contact_version() if _bound(root, info) else None

    @classmethod
    def get_node(cls, info, id):
        # Another organisation's id answers exactly like one that does not exist.
        org_id = row_number(str(id))
        return account_org(info.context.account_id, org_id) if org_id is not None else None

    @classmethod
    def is_type_of(cls, root, info):
        return isinstance(root, tenant_models.Organisation)
