"""The ActivityEntry type: one thing that happened on a contract or one of its claims."""
import graphene
from graphene import relay
from graphql_relay import to_global_id

from app.activity import queries
from app.activity.models import LABEL_WITH_COMMENT, LABELS, Activity
from app.graphql.core.nodes import get_contract_row

ActivityCode = graphene.Enum(
    "ActivityCode", [(code.upper(), code) for code in LABELS],
    description="What happened, as a stable code; `ActivityEntry.type` is its label in the spec's words.",
)


class ActivityUser(graphene.ObjectType):
    class Meta:
        description = "Who did it, named as they were at the time."

    # Not `id`: Relay would merge this name-at-the-time into the person's current User record.
    user_id = graphene.ID(description="The user's global ID; null when they have since been removed.")
    name = graphene.String(required=True, description="Their name (or email) when they did it.")


class ActivityEntry(graphene.ObjectType):
    class Meta:
        interfaces = (relay.Node,)
        description = "One thing that happened on a contract or one of its claims."

    type = graphene.String(required=True, description="The label: 'created', 'edited draft', 'finalised', 'sent', "
                                                      "'viewed', 'marked as Paid', 'contract created' ...")
    code = graphene.Field(ActivityCode, required=True, description="What happened, as a stable code.")
    at = graphene.DateTime(required=True, description="When (a coalesced 'edited draft': the latest edit).")
    user = graphene.Field(ActivityUser, required=True, description="Who did it.")
    contract_id = graphene.ID(required=True, description="The contract's global ID.")
    claim_number = graphene.Int(description="The claim's number; null for an entry about the contract itself.")
    comment = graphene.String(description="The comment's text ('commented'), or the organisation's name "
                             "('removed an organisation'), or what else the entry says (a 'finalised Schedule' "
                             "sent with a reason making payment depend on another contract: 'Sent with a reason "
                             "that makes payment depend on another contract (CCA s 13: no effect): ...'); null "
                             "otherwise.")
    site_name = graphene.String(required=True, description="The contract's site name.")
    contract_slug = graphene.String(required=True, description="The contract's slug (its route: /{org}/projects/"
                                                               "{ownerSlug}/{contractSlug}).")
    owner_slug = graphene.String(required=True, description="The slug of the organisation that owns the contract.")

    @classmethod
    def get_node(cls, info, id):
        reached = get_contract_row(info, Activity, id)
        if reached is None or reached[0].private_to_org_id not in (None, reached[1].viewer_org_id):
            return None
        activity, found = reached
        return queries.EntryRow(activity, found.contract, found.owner.slug)

    @classmethod
    def is_type_of(cls, root, info):
        return isinstance(root, queries.EntryRow)

    def resolve_id(root, info):
        return root.activity.id

    def resolve_type(root, info):
        a = root.activity
        if a.code in LABEL_WITH_COMMENT and a.comment:  # 'recorded a payment claim received by email on ...'
            return f"{LABELS[a.code]} {a.comment}"
        return LABELS[a.code]

    def resolve_code(root, info):
        return root.activity.code

    def resolve_at(root, info):
        return root.activity.at

    def resolve_user(root, info):
        a = root.activity
        return ActivityUser(user_id=to_global_id("User", a.actor_user_id) if a.actor_user_id else None,
                            name=a.actor_name)

    def resolve_contract_id(root, info):
        return to_global_id("Contract", root.contract.id)

    def resolve_claim_number(root, info):
        return root.activity.claim_number

    def resolve_comment(root, info):
        if root.activity.code in LABEL_WITH_COMMENT:
            return None  # read in `type`
        return root.activity.comment

    def resolve_site_name(root, info):
        return root.contract.site_name

    def resolve_contract_slug(root, info):
        return root.contract.slug

    def resolve_owner_slug(root, info):
        return root.owner_slug


class ActivityPage(graphene.ObjectType):
    class Meta:
        description = "A page of the organisation's activity, newest first."

    entries = graphene.List(graphene.NonNull(ActivityEntry), required=True, description="Newest first.")
    has_older = graphene.Boolean(required=True, description="Older entries exist (the sidebar's 'See all activity'; "
                                                            "the log's 'Older').")
    has_newer = graphene.Boolean(required=True, description="Newer entries exist (the log's 'Newer').")
    older_cursor = graphene.String(description="Pass as `before` for the next older page; null when empty.")
    newer_cursor = graphene.String(description="Pass as `after` for the next newer page; null when empty.")

    def resolve_older_cursor(root, info):
        return queries.encode_cursor(root.entries[-1].activity) if root.entries else None

    def resolve_newer_cursor(root, info):
        return queries.encode_cursor(root.entries[0].activity) if root.entries else None
