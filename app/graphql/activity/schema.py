"""The `activity` feed query."""
import graphene

from app import polling
from app.activity import queries
from app.graphql.activity.types import ActivityEntry, ActivityPage
from app.graphql.core.viewer import viewer_of


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
    activity_version = graphene.String(
        required=True, description="Changes whenever `activity` (unfiltered) does; opaque: poll it and refetch "
                                   "`activity` only when it changed.")

    def resolve_activity(root, info, before=None, after=None, last=queries.PAGE, q=None):
        page = queries.feed(viewer_of(info), before=before, after=after, last=last, q=q)
        return ActivityPage(entries=page.entries, has_older=page.has_older, has_newer=page.has_newer)

    def resolve_activity_version(root, info):
        return polling.activity_version(viewer_of(info))


TYPES = [ActivityEntry]
