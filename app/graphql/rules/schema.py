"""GraphQL queries over the pure rules of app.domain, for the claim and contact forms.

They read no data, so they need no tenant and check no permission. A rule that refuses its
input answers with a GraphQL error whose message is the rule's own text.
"""
import graphene
from graphql import GraphQLError

from app.domain.errors import RuleError
from app.domain.gst import format_gst_number
from app.domain.working_days import DEFAULT_DUE_WORKING_DAYS, cca_deadline


class CcaSkippedDay(graphene.ObjectType):
    class Meta:
        description = "A day that is not a working day under the Construction Contracts Act."

    date = graphene.Date(required=True, description="The day skipped.")
    reason = graphene.String(
        required=True,
        description="Why it is not a working day, e.g. 'Saturday', 'Good Friday' or "
        "'Christmas closedown (24 Dec \u2013 5 Jan)'.",
    )


class CcaDeadline(graphene.ObjectType):
    class Meta:
        description = "A deadline counted in CCA working days (Pacific/Auckland dates)."

    date = graphene.Date(required=True, description="The deadline: the last working day counted.")
    skipped_days = graphene.List(
        graphene.NonNull(CcaSkippedDay),
        required=True,
        description="Every day after the service date and before the deadline that was not "
        "counted, in date order, with its reason.",
    )


class GstNumberCheck(graphene.ObjectType):
    class Meta:
        description = "The result of checking a GST number as typed into a form."

    valid = graphene.Boolean(
        required=True, description="True when the number exists, or the value is blank."
    )
    display = graphene.String(
        description="The number as shown: xxx-xxx-xxx. Null when invalid or blank."
    )
    message = graphene.String(
        description="Why the number is refused, in the spec's words. Null when valid."
    )


class RulesQuery(graphene.ObjectType):
    cca_deadline = graphene.Field(
        CcaDeadline,
        required=True,
        served=graphene.Date(required=True, description="The date the claim was served."),
        days=graphene.Int(
            default_value=DEFAULT_DUE_WORKING_DAYS,
            description="How many working days after the service date (default 20).",
        ),
        description="The date a number of CCA working days after a service date, and the days "
        "skipped on the way. Dates from 2022 to 2052 only.",
    )
    gst_number = graphene.Field(
        GstNumberCheck,
        required=True,
        value=graphene.String(required=True, description="The GST number as typed."),
        description="Check a GST number and give its display form.",
    )

    @staticmethod
    def resolve_cca_deadline(root, info, served, days=DEFAULT_DUE_WORKING_DAYS):
        try:
            deadline = cca_deadline(served, days)
        except RuleError as error:
            raise GraphQLError(error.message) from error
        return CcaDeadline(
            date=deadline.date,
            skipped_days=[
                CcaSkippedDay(date=day.date, reason=day.reason) for day in deadline.skipped
            ],
        )

    @staticmethod
    def resolve_gst_number(root, info, value):
        try:
            display = format_gst_number(value)
        except RuleError as error:
            return GstNumberCheck(valid=False, display=None, message=error.message)
        return GstNumberCheck(valid=True, display=display or None, message=None)
