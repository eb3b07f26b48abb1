"""The PayCycle type: when an organisation's claims are submitted and paid (private to it)."""
import graphene
from graphene import relay

from app.contracts import models, paycycles
from app.contracts import policy as contracts_policy
from app.db import db
from app.graphql.core.ids import tenant_local, tenant_row
from app.graphql.core.viewer import viewer_of


class PayCycleParams(graphene.ObjectType):
    class Meta:
        description = "When claims are submitted and paid: one run (monthly) or two (twice monthly)."

    period = graphene.String(required=True, description="monthly or twice_monthly.")
    submit1 = graphene.Int(required=True, description="Submit day of the first run (1-31).")
    pay1 = graphene.Int(required=True, description="Pay day of the first run (1-31).")
    pay1_following_period = graphene.Boolean(required=True, description="The first run pays in the following month.")
    submit2 = graphene.Int(description="Submit day of the second run (twice monthly).")
    pay2 = graphene.Int(description="Pay day of the second run (twice monthly).")
    pay2_following_period = graphene.Boolean(description="The second run pays in the following month.")
    schedule_working_days = graphene.Int(description="The payment schedule period (working days) it sets on the "
                                                     "contracts moved onto it; null: it sets none.")


class PayCycle(graphene.ObjectType):
    class Meta:
        interfaces = (relay.Node,)
        description = ("A pay cycle of the viewer's organisation (private to it): the template of a contract's "
                       "payment terms, applied to a contract moved onto it.")

    name = graphene.String(required=True, description="Its name.")
    description = graphene.String(required=True, description="Its days in words.")
    terms = graphene.String(required=True, description="The payment terms moving a contract onto it sets, in the "
                                                       "words the contract then shows them (issue 34): claim days, "
                                                       "schedule period (or that the contract keeps its own), "
                                                       "payment due.")
    params = graphene.Field(PayCycleParams, required=True, description="Its days.")

    @staticmethod
    def resolve_id(root, info):
        return tenant_local(info.context.org.id, root.id)

    @classmethod
    def get_node(cls, info, id):
        viewer = viewer_of(info, required=False)
        pay_cycle_id = tenant_row(id, viewer and viewer.org.id, number=True)
        if pay_cycle_id is None or not contracts_policy.may_view_pay_cycles(viewer):
            return None
        return db.session.get(models.PayCycle, pay_cycle_id)

    @classmethod
    def is_type_of(cls, root, info):
        return isinstance(root, models.PayCycle)

    def resolve_description(root, info):
        return paycycles.describe(root.params)

    def resolve_terms(root, info):
        return paycycles.terms_applied(root.params)

    def resolve_params(root, info):
        p = root.params
        return PayCycleParams(period=p["period"], submit1=p["submit1"], pay1=p["pay1"],
                              pay1_following_period=p["pay1FollowingPeriod"], submit2=p.get("submit2"),
                              pay2=p.get("pay2"), pay2_following_period=p.get("pay2FollowingPeriod"),
                              schedule_working_days=p.get("scheduleWorkingDays"))
