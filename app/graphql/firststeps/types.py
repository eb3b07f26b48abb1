"""`Organisation.gettingStarted`: the empty home's checklist, its home tab and its sample (app.demo)."""
import graphene

from app.demo.getting_started import getting_started
from app.graphql.claims.lists import ClaimBox
from app.graphql.core.viewer import viewer_of


class WorkspaceRef(graphene.ObjectType):
    class Meta:
        description = "Another workspace of the viewer's, to switch to."

    slug = graphene.String(required=True, description="Its URL name.")
    name = graphene.String(required=True, description="Its name.")


class GettingStarted(graphene.ObjectType):
    class Meta:
        description = ("The getting-started checklist of an empty home, each step from the real state (one SQL "
                       "statement): business details, a first project (or an invitation waiting), a first claim or "
                       "payment schedule sent, colleagues.")

    business_details = graphene.Boolean(required=True, description="The business details (with the GST number, "
                                                                    "or 'Not registered') are saved.")
    project = graphene.Boolean(required=True, description="The workspace is a party of a project.")
    invitation_waiting = graphene.Boolean(required=True, description="An invitation to a project waits for the "
                                                                      "viewer (the Projects tab answers it).")
    claim_sent = graphene.Boolean(required=True, description="A claim was sent from this workspace.")
    schedule_sent = graphene.Boolean(required=True, description="A payment schedule was sent from this workspace.")
    colleagues = graphene.Boolean(required=True, description="Someone else is in the workspace, invited or joined.")
    done = graphene.Boolean(required=True, description="Every step is done.")
    home = graphene.Field(ClaimBox, required=True, description="The tab the home (/{org}) opens on: Sent for a "
                                                               "supplier whose claims are all there, else Inbox.")
    sample = graphene.Field(WorkspaceRef, description="The workspace's sample counterparty ('Try it with sample "
                                                      "data'); null when it has none.")
    sample_of = graphene.Field(WorkspaceRef, description="For a sample workspace, the workspace whose sample it is; "
                                                         "null for every real one.")

    @staticmethod
    def resolve_home(root, info):
        return root.home

    @staticmethod
    def resolve_sample(root, info):
        return WorkspaceRef(slug=root.sample_slug, name=root.sample_name) if root.sample_slug else None

    @staticmethod
    def resolve_sample_of(root, info):
        return WorkspaceRef(slug=root.sample_of_slug, name=root.sample_of_name) if root.sample_of_slug else None


def resolve_getting_started(info):
    return getting_started(viewer_of(info))
