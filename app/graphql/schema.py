"""The root schema, composed from each domain's queries and mutations (<domain>/schema.py)."""
import graphene

from app.graphql.accounts.schema import Account, AccountsMutation, AccountsQuery
from app.graphql.adjudication.schema import AdjudicationMutation, AdjudicationQuery
from app.graphql.activity.schema import TYPES as ACTIVITY_TYPES
from app.graphql.activity.schema import ActivityQuery
from app.graphql.billing.schema import BillingMutation, BillingQuery
from app.graphql.claims.line_import import LineImportQuery
from app.graphql.claims.lists import ClaimListsQuery
from app.graphql.claims.schema import TYPES as CLAIM_TYPES
from app.graphql.claims.schema import ClaimsMutation
from app.graphql.comments.schema import CommentsMutation
from app.graphql.contracts.schema import TYPES as CONTRACT_TYPES
from app.graphql.contracts.schema import ContractsMutation, ContractsQuery
from app.graphql.core.defaults import null_means_default
from app.graphql.core.node import NodeField
from app.graphql.core.strings import refuse_unstorable_text
from app.graphql.enforcement.schema import EnforcementMutation
from app.graphql.feedback.schema import FeedbackMutation
from app.graphql.firststeps.schema import FirstStepsMutation
from app.graphql.integrations.schema import IntegrationsMutation
from app.graphql.integrations.types import Connection
from app.graphql.links.schema import LinksMutation
from app.graphql.orgs.schema import OrgsMutation, OrgsQuery
from app.graphql.orgs.types import Contact, Member, Organisation
from app.graphql.paycycles.schema import PayCyclesMutation
from app.graphql.payments.schema import CutoffsQuery, MoneyQuery, PaymentsMutation, RollupQuery
from app.graphql.retention.schema import RetentionMutation, RetentionQuery
from app.graphql.rules.schema import RulesQuery
from app.graphql.schedules.schema import SchedulesMutation
from app.graphql.uploads.schema import UploadsMutation
from app.graphql.variations.schema import TYPES as VARIATION_TYPES
from app.graphql.variations.schema import VariationsMutation, VariationsQuery
from app.graphql.whatsnew.schema import WhatsNewMutation, WhatsNewQuery


class Query(OrgsQuery, RulesQuery, AccountsQuery, ContractsQuery, ClaimListsQuery, LineImportQuery, ActivityQuery,
            BillingQuery, VariationsQuery, WhatsNewQuery, AdjudicationQuery, RetentionQuery, RollupQuery, CutoffsQuery,
            MoneyQuery, graphene.ObjectType):
    """The entry points for reading: the viewer's organisation, rules, and any node by ID."""

    node = NodeField(description="Fetch any object by its global ID.")


class Mutation(AccountsMutation, OrgsMutation, UploadsMutation, ContractsMutation, PayCyclesMutation,
               ClaimsMutation, PaymentsMutation, EnforcementMutation, SchedulesMutation, CommentsMutation, FeedbackMutation, LinksMutation,
               VariationsMutation, WhatsNewMutation, BillingMutation, IntegrationsMutation, FirstStepsMutation,
               AdjudicationMutation, RetentionMutation, graphene.ObjectType):
    """The entry points for writing."""


refuse_unstorable_text()  # String and ID refuse a NUL or a lone surrogate in any argument
schema = graphene.Schema(query=Query, mutation=Mutation,
                         types=[Organisation, Account, Member, Contact, Connection, *CONTRACT_TYPES, *CLAIM_TYPES,
                                *ACTIVITY_TYPES, *VARIATION_TYPES],
                         auto_camelcase=True)
null_means_default(schema.graphql_schema)  # an input field sent as null reads as its default


def sdl() -> str:
    return str(schema).rstrip() + "\n"
