"""The activity feed in GraphQL. Thin: what is recorded and who sees it live in app.activity.

- `activity(before, after, last = 25, q)`: the viewer organisation's feed (spec 1 'Activity
  log'): entries on every contract it is a party to and the viewer may reach, newest first.
  `last: 20` is the claim screen's Latest Activity sidebar; `hasOlder` says whether 'See all
  activity' has more to show.
- `Claim.activity` (declared on the Claim type, resolved by `claim_activity`): the claim's
  entries, newest first, batched across claims by a per-request DataLoader.

This module does not import app.graphql.contracts or app.graphql.claims at import time (they
import each other); their helpers are reached when a resolver runs.
"""
import graphene
from graphene import relay
from graphql_relay import to_global_id
from graphql_sync_dataloaders import SyncDataLoader

from app.activity import queries
from app.activity.models import LABELS, Activity
from app.contracts import access


def _viewer(info, required: bool = True):
    from app.graphql.contracts import viewer_of

    return viewer_of(info, required=required)


ActivityCodeEnum = graphene.Enum(
    "ActivityCode", [(code.upper(), code) for code in LABELS],
    description="What happened, as a stable code; `ActivityEntry.type` is its label in the spec's words.",
)


class ActivityUser(graphene.ObjectType):
    class Meta:
        description = "Who did it, named as they were at the time."

    # Not `id`: Relay would merge this name-at-the-time into the person's current User record.
    user_id = graphene.ID(description="The user's global ID; null when they have since been removed.")
    name = graphene.String(required=True, description="Their name (or email) when they did it.")


class ActivityEntryNode(graphene.ObjectType):
    class Meta:
        name = "ActivityEntry"
        interfaces = (relay.Node,)
        description = "One thing that happened on a contract or one of its claims."

    type = graphene.String(required=True, description="The label: 'created', 'edited draft', 'finalised', 'sent', "
                                                      "'viewed', 'marked as Paid', 'contract created' ...")
    code = graphene.Field(ActivityCodeEnum, required=True, description="What happened, as a stable code.")
    at = graphene.DateTime(required=True, description="When (a coalesced 'edited draft': the latest edit).")
    user = graphene.Field(ActivityUser, required=True, description="Who did it.")
    contract_id = graphene.ID(required=True, description="The contract's global ID.")
    claim_number = graphene.Int(description="The claim's number; null for an entry about the contract itself.")
    comment = graphene.String(description="The comment's text ('commented'); null otherwise.")
    site_name = graphene.String(required=True, description="The contract's site name.")
    contract_slug = graphene.String(required=True, description="The contract's slug (its route: /{org}/projects/"
                                                               "{ownerSlug}/{contractSlug}).")
    owner_slug = graphene.String(required=True, description="The slug of the organisation that owns the contract.")

    @classmethod
    def get_node(cls, info, id):
        viewer = _viewer(info, required=False)
        if viewer is None or not str(id).isdigit():
            return None
        from app.db import db

        activity = db.session.get(Activity, int(id))
        found = access.get_contracts(viewer, [activity.contract_id]).get(activity.contract_id) if activity else None
        if found is None or activity.private_to_org_id not in (None, viewer.org.id):
            return None
        return queries.EntryRow(activity, found.contract, found.owner.slug)

    @classmethod
    def is_type_of(cls, root, info):
        return isinstance(root, queries.EntryRow)

    def resolve_id(root, info):
        return root.activity.id

    def resolve_type(root, info):
        return LABELS[root.activity.code]

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

    entries = graphene.List(graphene.NonNull(ActivityEntryNode), required=True, description="Newest first.")
    has_older = graphene.Boolean(required=True, description="Older entries exist (the sidebar's 'See all activity'; "
                                                            "the log's 'Older').")
    has_newer = graphene.Boolean(required=True, description="Newer entries exist (the log's 'Newer').")
    older_cursor = graphene.String(description="Pass as `before` for the next older page; null when empty.")
    newer_cursor = graphene.String(description="Pass as `after` for the next newer page; null when empty.")

    def resolve_older_cursor(root, info):
        return queries.encode_cursor(root.entries[-1].activity) if root.entries else None

    def resolve_newer_cursor(root, info):
        return queries.encode_cursor(root.entries[0].activity) if root.entries else None


class ActivityQuery(graphene.ObjectType):
    activity = graphene.Field(
        ActivityPage, required=True,
        before=graphene.String(description="A cursor (`olderCursor`): the entries just older than it."),
        after=graphene.String(description="A cursor (`newerCursor`): the entries just newer than it."),
        last=graphene.Int(default_value=queries.PAGE, description=f"Page size (25; the sidebar asks 20), at most "
                                                                 f"{queries.MAX_PAGE}."),
        q=graphene.String(description="Search: every word matches the person, the label, the site name or "
                                      "contract slug, or the claim number."),
        description="The viewer organisation's activity on the contracts it is a party to, newest first.",
    )

    def resolve_activity(root, info, before=None, after=None, last=queries.PAGE, q=None):
        page = queries.feed(_viewer(info), before=before, after=after, last=last, q=q)
        return ActivityPage(entries=page.entries, has_older=page.has_older, has_newer=page.has_newer)


def claim_activity(info, found, claim):
    """`Claim.activity`: one statement for every claim of the request."""
    viewer = _viewer(info)
    contracts = info.context.loader("claim-activity-contracts", dict)
    contracts[claim.id] = found

    def batch(ids):
        rows = queries.claim_entries(viewer.org.id, [(i, contracts[i]) for i in ids])
        return [rows[i] for i in ids]

    return info.context.loader("claim-activity", lambda: SyncDataLoader(batch)).load(claim.id)


TYPES = [ActivityEntryNode]
