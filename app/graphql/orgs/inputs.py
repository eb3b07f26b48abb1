"""Inputs of the workspace mutations."""
import graphene

from app.graphql.orgs.enums import WorkspacePermission


class OrganisationNameUpdateInput(graphene.InputObjectType):
    """The organisation (it must be the request's) and its new name."""

    org_id = graphene.ID(required=True, description="The Organisation's ID (or its numeric id).")
    name = graphene.String(required=True, description="Required, at most 200 characters.")


class OrganisationBusinessUpdateInput(graphene.InputObjectType):
    """The business details shown on invoices (the default contact)."""

    org_id = graphene.ID(required=True, description="The Organisation's ID (or its numeric id).")
    entity_name = graphene.String(required=True, description="Business name (required).")
    address = graphene.String(description="Address or PO Box (optional).")
    gst_country = graphene.String(description="'NZ' (the only country supported).")
    gst_number = graphene.String(description="Blank or null when not registered (or not typed yet).")
    gst_registered = graphene.Boolean(description="Registered for GST. False ('Not registered'): its claims charge "
                                                  "no GST and are titled 'Payment claim', and the GST number is "
                                                  "emptied. Absent: unchanged, or true when a GST number is given.")
    website = graphene.String(description="Optional; 'https://' is added when no scheme is given.")
    logo_upload_id = graphene.ID(description="Absent: the logo is unchanged; an uploadId: replaced by that "
                                             "upload (checked first); null: removed.")


class InviteUserInput(graphene.InputObjectType):
    """One invite row."""

    email = graphene.String(required=True, description="A row with an empty email is dropped.")
    permissions = graphene.List(graphene.NonNull(WorkspacePermission),
                                description="Closed under implication; the Member role when absent.")
    is_owner = graphene.Boolean(description="Every permission (needs OrgEdit).")


class MembersInviteInput(graphene.InputObjectType):
    """The invite rows (at most 50 with an email)."""

    users = graphene.List(graphene.NonNull(InviteUserInput), required=True, description="The invite rows.")


class MemberUpdateInput(graphene.InputObjectType):
    """Another member's new name and/or permissions."""

    id = graphene.ID(required=True, description="The Member's ID.")
    name = graphene.String(description="Absent or null: unchanged.")
    permissions = graphene.List(graphene.NonNull(WorkspacePermission), description="Absent or null: unchanged.")


class MemberScheduleRemindersUpdateInput(graphene.InputObjectType):
    """The viewer's own choice of payment schedule reminders."""

    schedule_reminders = graphene.Boolean(required=True, description="Email me before a payment schedule is due.")


class MemberRemoveInput(graphene.InputObjectType):
    """The member to remove."""

    user_id = graphene.ID(required=True, description="The member's userId.")


class ContactUpdateInput(graphene.InputObjectType):
    """The contact and the fields to change (absent fields are unchanged)."""

    id = graphene.ID(required=True, description="The Contact's ID.")
    name = graphene.String(description="Display name; blank means the business name.")
    entity_name = graphene.String(description="Business name; required when sent.")
    address = graphene.String(description="Address or PO Box.")
    gst_number = graphene.String(description="Required when sent (the dialogs show it for a supplier contact "
                                             "or when one exists).")
