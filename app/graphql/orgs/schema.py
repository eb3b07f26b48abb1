"""The workspace entry points: `org` (the request's organisation) and the workspace mutations."""
import graphene

from app.graphql.orgs.mutations import (
    ContactUpdate,
    MemberRemove,
    MemberScheduleRemindersUpdate,
    MembersInvite,
    MemberUpdate,
    OrganisationBusinessUpdate,
    OrganisationNameUpdate,
)
from app.graphql.orgs.types import Organisation


class OrgsQuery(graphene.ObjectType):
    org = graphene.Field(Organisation, description="The organisation of this request (the org-id header).")

    def resolve_org(root, info):
        return info.context.org


class OrgsMutation(graphene.ObjectType):
    organisation_name_update = OrganisationNameUpdate.Field()
    organisation_business_update = OrganisationBusinessUpdate.Field()
    members_invite = MembersInvite.Field()
    member_update = MemberUpdate.Field()
    member_remove = MemberRemove.Field()
    member_schedule_reminders_update = MemberScheduleRemindersUpdate.Field()
    contact_update = ContactUpdate.Field()
