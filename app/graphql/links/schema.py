"""The access-link mutations of the root Mutation (links are read through their claim)."""
import graphene

from app.graphql.links.mutations import AccessLinkRevoke


class LinksMutation(graphene.ObjectType):
    access_link_revoke = AccessLinkRevoke.Field(description="Revoke a claim's public access link.")
