"""The root schema, composed from each domain's queries and mutations."""
import graphene
from graphene import relay

from app.graphql.orgs import OrganisationNode, OrgQuery
from app.graphql.rules import RulesQuery


class Query(OrgQuery, RulesQuery, graphene.ObjectType):
    """The entry points for reading: the viewer's organisation, rules, and any node by ID."""

    node = relay.Node.Field(description="Fetch any object by its global ID.")


schema = graphene.Schema(query=Query, types=[OrganisationNode], auto_camelcase=True)


def sdl() -> str:
    return str(schema).rstrip() + "\n"
