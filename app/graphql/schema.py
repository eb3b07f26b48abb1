"""The root schema, composed from each domain's queries and mutations."""
import graphene
from graphene import relay

from app.graphql.accounts import AccountNode, AccountsMutation, AccountsQuery
from app.graphql.activity import TYPES as ACTIVITY_TYPES, ActivityQuery
from app.graphql.claims import TYPES as CLAIM_TYPES, ClaimsMutation
from app.graphql.contracts import TYPES as CONTRACT_TYPES, ContractsMutation, ContractsQuery
from app.graphql.orgs import OrganisationNode, OrgQuery
from app.graphql.paycycles import PayCyclesMutation
from app.graphql.rules import RulesQuery
from app.graphql.uploads import UploadsMutation
from app.graphql.workspace import ContactNode, MemberNode, WorkspaceMutation


class Query(OrgQuery, RulesQuery, AccountsQuery, ContractsQuery, ActivityQuery, graphene.ObjectType):
    """The entry points for reading: the viewer's organisation, rules, and any node by ID."""

    node = relay.Node.Field(description="Fetch any object by its global ID.")


class Mutation(AccountsMutation, WorkspaceMutation, UploadsMutation, ContractsMutation, PayCyclesMutation,
               ClaimsMutation, graphene.ObjectType):
    """The entry points for writing."""


schema = graphene.Schema(query=Query, mutation=Mutation, types=[OrganisationNode, AccountNode, MemberNode, ContactNode, *CONTRACT_TYPES, *CLAIM_TYPES, *ACTIVITY_TYPES], auto_camelcase=True)


def sdl() -> str:
    return str(schema).rstrip() + "\n"
