"""Workspace mutations: rename, business details, invite, change and remove members, edit a contact.

Each payload is described in the words of its mutation (the SDL shows them on both).
"""
import graphene
from graphene import relay

from app.errors import NotFound
from app.graphql.core.ids import database_id, local_id, tenant_id
from app.graphql.core.inputs import plain
from app.graphql.core.viewer import viewer_of
from app.graphql.orgs.inputs import (
    ContactUpdateInput,
    MemberRemoveInput,
    MemberScheduleRemindersUpdateInput,
    MembersInviteInput,
    MemberUpdateInput,
    OrganisationBusinessUpdateInput,
    OrganisationNameUpdateInput,
)
from app.graphql.orgs.types import Contact, Member, Organisation
from app.orgs import service
from app.schedules import reminder_settings
from tenants.context import current_org


def org_id_of(value) -> int | None:
    """An Organisation global ID, or its plain numeric id."""
    return database_id(value, "Organisation", bare=True)


def _contact_id(value) -> int:
    """The local id of a Contact global ID of the bound organisation; NotFound otherwise."""
    org = current_org()
    contact_id = tenant_id(value, "Contact", org and org.id, number=True)
    if contact_id is None:
        raise NotFound(service.CONTACT_NOT_FOUND)
    return contact_id


class OrganisationNameUpdatePayload(graphene.ObjectType):
    class Meta:
        description = "Rename the organisation (OrgEdit)."

    organisation = graphene.Field(Organisation, required=True,
                                  description="The organisation, renamed.")


class OrganisationNameUpdate(graphene.Mutation):
    class Meta:
        description = OrganisationNameUpdatePayload._meta.description
        output = OrganisationNameUpdatePayload

    class Arguments:
        input = OrganisationNameUpdateInput(required=True)

    def mutate(root, info, input):
        return OrganisationNameUpdatePayload(organisation=service.rename_org(viewer_of(info), org_id_of(input.org_id), input.name))


class OrganisationBusinessUpdatePayload(graphene.ObjectType):
    class Meta:
        description = "Save the business details shown on invoices (OrgEdit)."

    organisation = graphene.Field(Organisation, required=True,
                                  description="The organisation (its defaultContact is the saved one).")
    contact = graphene.Field(Contact, required=True, description="The default contact, as saved.")


class OrganisationBusinessUpdate(graphene.Mutation):
    class Meta:
        description = OrganisationBusinessUpdatePayload._meta.description
        output = OrganisationBusinessUpdatePayload

    class Arguments:
        input = OrganisationBusinessUpdateInput(required=True)

    def mutate(root, info, input):
        logo = input["logo_upload_id"] if "logo_upload_id" in input else service.UNCHANGED
        contact = service.update_business(
            viewer_of(info), org_id_of(input.org_id), entity_name=input.entity_name, address=input.get("address"),
            gst_number=input.get("gst_number"), gst_country=input.get("gst_country"),
            gst_registered=input.get("gst_registered"), website=input.get("website"), logo_upload_id=logo,
        )
        return OrganisationBusinessUpdatePayload(organisation=info.context.org, contact=contact)


class MembersInvitePayload(graphene.ObjectType):
    class Meta:
        description = "Invite people by email (UserInvite); each is emailed and finds the workspace on signing in."

    members = graphene.List(graphene.NonNull(Member), required=True, description="The invited members.")


class MembersInvite(graphene.Mutation):
    class Meta:
        description = MembersInvitePayload._meta.description
        output = MembersInvitePayload

    class Arguments:
        input = MembersInviteInput(required=True)

    def mutate(root, info, input):
        rows = [
            service.InviteRow(email=row.email, permissions=plain(row.get("permissions")),
                              is_owner=bool(row.get("is_owner")))
            for row in input.users
        ]
        return MembersInvitePayload(members=service.invite_users(viewer_of(info), rows))


class MemberUpdatePayload(graphene.ObjectType):
    class Meta:
        description = "Change another member's name and permissions (OrgEdit; never one's own)."

    member = graphene.Field(Member, required=True, description="The member, changed.")


class MemberUpdate(graphene.Mutation):
    class Meta:
        description = MemberUpdatePayload._meta.description
        output = MemberUpdatePayload

    class Arguments:
        input = MemberUpdateInput(required=True)

    def mutate(root, info, input):
        user_id = local_id(input.id, "Member")
        if user_id is None:
            raise NotFound(service.MEMBER_NOT_FOUND)
        return MemberUpdatePayload(member=service.update_member(
            viewer_of(info), user_id, name=input.get("name"), permissions=plain(input.get("permissions"))))


class MemberScheduleRemindersUpdatePayload(graphene.ObjectType):
    class Meta:
        description = "Turn the viewer's own payment schedule reminders on or off."

    member = graphene.Field(Member, required=True, description="The viewer as a member, changed.")


class MemberScheduleRemindersUpdate(graphene.Mutation):
    class Meta:
        description = MemberScheduleRemindersUpdatePayload._meta.description
        output = MemberScheduleRemindersUpdatePayload

    class Arguments:
        input = MemberScheduleRemindersUpdateInput(required=True)

    def mutate(root, info, input):
        viewer = viewer_of(info)
        reminder_settings.set_reminders(viewer, input.schedule_reminders)
        return MemberScheduleRemindersUpdatePayload(member=service.viewer_member(viewer))


class MemberRemovePayload(graphene.ObjectType):
    class Meta:
        description = "Remove a member (OrgEdit; never oneself): their sessions lose the workspace at once."

    removed_user_id = graphene.ID(required=True, description="The removed member's userId.")
    removed_member_id = graphene.ID(required=True, description="The removed Member's ID (for Relay's store).")
    organisation = graphene.Field(Organisation, required=True,
                                  description="The organisation, without the member.")


class MemberRemove(graphene.Mutation):
    class Meta:
        description = MemberRemovePayload._meta.description
        output = MemberRemovePayload

    class Arguments:
        input = MemberRemoveInput(required=True)

    def mutate(root, info, input):
        user_id = service.remove_member(viewer_of(info), input.user_id)
        return MemberRemovePayload(removed_user_id=str(user_id),
                                   removed_member_id=relay.Node.to_global_id("Member", user_id),
                                   organisation=info.context.org)


class ContactUpdatePayload(graphene.ObjectType):
    class Meta:
        description = "The 'Edit Contact' dialog (the default contact needs OrgEdit; another contact ContractEdit)."

    contact = graphene.Field(Contact, required=True, description="The contact, as saved.")


class ContactUpdate(graphene.Mutation):
    class Meta:
        description = ContactUpdatePayload._meta.description
        output = ContactUpdatePayload

    class Arguments:
        input = ContactUpdateInput(required=True)

    def mutate(root, info, input):
        fields = {k: input[k] for k in ("name", "entity_name", "address", "gst_number") if k in input}
        if "entity_name" in fields and fields["entity_name"] is None:
            fields["entity_name"] = ""
        contact_id = _contact_id(input.id)
        return ContactUpdatePayload(contact=service.update_contact(viewer_of(info), contact_id, **fields))
