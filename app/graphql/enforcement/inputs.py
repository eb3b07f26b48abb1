"""Inputs of the remedies' mutations."""
import graphene

from app.graphql.claims.inputs import ClaimFields
from app.graphql.enforcement.types import ServiceManner


class SuspensionNoticeInput(ClaimFields, graphene.InputObjectType):
    class Meta:
        description = "A claim whose notice of intention to suspend is generated or served by email."


class SuspensionNoticeServiceInput(ClaimFields, graphene.InputObjectType):
    class Meta:
        description = "How a person served the claim's notice of intention to suspend (s 80)."

    manner = graphene.Field(ServiceManner, description="PERSONAL, LEFT or POST (EMAIL is served through Claimdesk).")
    served_on = graphene.Date(description="The day it was served (not before the notice's date, not in the future).")
    served_to = graphene.String(description="On whom, or where, it was served (at most 500 characters).")


class WorkSuspendInput(ClaimFields, graphene.InputObjectType):
    class Meta:
        description = "Work suspended under s 24A after a served notice."

    suspended_on = graphene.Date(description="The first day work was suspended (not in the future).")
    scope = graphene.String(description="The work suspended (at most 2,000 characters).")


class WorkResumeInput(ClaimFields, graphene.InputObjectType):
    class Meta:
        description = "The suspension lifted: work resumed."

    resumed_on = graphene.Date(description="The day work resumed (not before it was suspended, not in the future).")


class ServiceTermsSetInput(graphene.InputObjectType):
    class Meta:
        description = "Whether the contract's parties agree to service of notices by email (regs 9-10)."

    contract_id = graphene.ID(required=True, description="The contract.")
    email_service_agreed = graphene.Boolean(required=True, description="Email service is agreed.")
    basis = graphene.String(description="'clause' or 'routine' (required when agreed).")
    clause = graphene.String(description="The clause of the contract (required when the basis is 'clause').")
    number = graphene.Int(description="A claim of the contract to answer after the change (its remedies follow).")
