"""`sampleDataCreate` and `sampleDataRemove` ('Try it with sample data': app.demo.sample). Thin; no
arguments: the sample is the workspace's one, named by the request's organisation."""
import graphene

from app.demo import sample
from app.demo.getting_started import getting_started
from app.graphql.core.viewer import viewer_of
from app.graphql.firststeps.types import GettingStarted, WorkspaceRef
from app.graphql.orgs.types import Organisation


class SampleDataCreatePayload(graphene.ObjectType):
    class Meta:
        description = ("The workspace's sample: a project 'Sample: Harbour View Apartments' with claims in every "
                       "state, its customer a sample workspace the viewer owns too (made once: a repeat answers "
                       "with the one there). Needs OrgEdit and the business details.")

    sample = graphene.Field(WorkspaceRef, required=True, description="The sample counterparty workspace.")
    project_owner_slug = graphene.String(description="The sample project's owner (this workspace's) slug.")
    project_slug = graphene.String(description="The sample project's slug.")
    getting_started = graphene.Field(GettingStarted, required=True, description="The checklist, after.")
    organisation = graphene.Field(Organisation, required=True, description="The workspace (its gettingStarted: after).")


class SampleDataCreate(graphene.Mutation):
    class Meta:
        description = SampleDataCreatePayload._meta.description
        output = SampleDataCreatePayload

    def mutate(root, info):
        viewer = viewer_of(info)
        made = sample.create_sample(viewer)
        return SampleDataCreatePayload(
            sample=WorkspaceRef(slug=made.org.slug, name=made.org.name),
            project_owner_slug=viewer.org.slug if made.contract_slug else None, project_slug=made.contract_slug,
            getting_started=getting_started(viewer), organisation=info.context.org)


class SampleDataRemovePayload(graphene.ObjectType):
    class Meta:
        description = ("Remove the workspace's sample in one action: the sample workspace and the sample project "
                       "with its claims, and nothing else (OrgEdit).")

    removed = graphene.Boolean(required=True, description="False when there was no sample.")
    getting_started = graphene.Field(GettingStarted, required=True, description="The checklist, after.")
    organisation = graphene.Field(Organisation, required=True, description="The workspace (its gettingStarted: after).")


class SampleDataRemove(graphene.Mutation):
    class Meta:
        description = SampleDataRemovePayload._meta.description
        output = SampleDataRemovePayload

    def mutate(root, info):
        viewer = viewer_of(info)
        removed = sample.remove_sample(viewer)
        return SampleDataRemovePayload(removed=removed, getting_started=getting_started(viewer),
                                       organisation=info.context.org)
