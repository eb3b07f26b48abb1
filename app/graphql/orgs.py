"""Organisations as Relay nodes: reachable only by their own users."""
import graphene
from graphene import relay
from app.graphql.workspace import OrganisationWorkspaceFields
from tenants.context import account_org
from tenants.models import Organisation


class OrganisationNode(OrganisationWorkspaceFields, graphene.ObjectType):
    """An organisation (workspace): a supplier or customer on projects."""

    class Meta:
        name = "Organisation"
        interfaces = (relay.Node,)

    slug = graphene.String(required=True, description="The organisation's URL name, unique.")
    name = graphene.String(required=True, description="The name visible on the product.")
    is_personal = graphene.Boolean(required=True, description="A personal workspace of one user.")

    @classmethod
    def get_node(cls, info, id):
        # Another organisation's id answers exactly like one that does not exist.
        return account_org(info.context.account_id, id) if str(id).isdigit() else None

    @classmethod
    def is_type_of(cls, root, info):
        return isinstance(root, Organisation)


class OrgQuery(graphene.ObjectType):
    org = graphene.Field(OrganisationNode, description="The organisation of this request (the org-id header).")

    def resolve_org(root, info):
        return info.context.org
