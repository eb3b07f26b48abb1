"""Organisations as Relay nodes: reachable only by their own users."""
import graphene
from graphene import relay
from sqlalchemy import select

from app.auth.models import User
from app.db import db
from app.graphql.workspace import OrganisationWorkspaceFields
from tenants.models import Organisation


def visible_org(account_id: int | None, org_id: int) -> Organisation | None:
    if account_id is None:
        return None
    return db.session.scalars(
        select(Organisation)
        .join(User, User.org_id == Organisation.id)
        .where(User.account_id == account_id, Organisation.id == org_id)
    ).first()


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
        return visible_org(info.context.account_id, int(id)) if str(id).isdigit() else None

    @classmethod
    def is_type_of(cls, root, info):
        return isinstance(root, Organisation)


class OrgQuery(graphene.ObjectType):
    org = graphene.Field(OrganisationNode, description="The organisation of this request (the org-id header).")

    def resolve_org(root, info):
        return info.context.org
