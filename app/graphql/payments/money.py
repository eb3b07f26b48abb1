"""A project's money, drawn (issue 40; app.payments.money): `projectMoney(contractId)` for the project a
contract belongs to and `organisationMoney` for the viewer's organisation, money in and out by month
with retention both ways, never netted."""
import graphene
from graphql_relay import to_global_id

from app.domain import money_by_month as arithmetic
from app.domain.claim_standing import NOT_LEGAL_ADVICE, RULES_AS_AT
from app.domain.dates import short_month
from app.errors import NotFound
from app.graphql.core.ids import contract_id_of
from app.graphql.core.scalars import Cents
from app.graphql.core.viewer import viewer_of
from app.payments import money, money_retention


class MoneySide(graphene.ObjectType):
    class Meta:
        description = ("One side's figures for a month, in cents including GST: money in (contracts where the "
                       "organisation is the payee) or money out (where it is the payer).")

    claimed = Cents(required=True, description="The claimed amounts of the claims served (CCA s 20).")
    scheduled = Cents(required=True, description="The scheduled amounts of the payment schedules sent (s 21).")
    payable = Cents(required=True, description="What the Act makes payable: the scheduled amount when given in "
                                               "time, else the claimed amount (ss 22-24).")
    paid = Cents(required=True, description="What the payee confirms received.")
    outstanding = Cents(required=True, description="Payable less paid, never below nil, claim by claim.")
    retention_withheld = Cents(required=True, description="Retention withheld by the schedules of the month "
                                                          "(CCA s 18C); never netted against the other side.")


def _side(side: arithmetic.Side) -> MoneySide:
    return MoneySide(claimed=side.claimed, scheduled=side.scheduled, payable=side.payable, paid=side.paid,
                     outstanding=side.outstanding, retention_withheld=side.retention_withheld)


class MoneyMonth(graphene.ObjectType):
    class Meta:
        description = "A month of claims (the claim's period: the month of its period end, else of its service)."

    period = graphene.String(required=True, description="'YYYY-MM'; 'total' for the totals.")
    label = graphene.String(required=True, description="'Mar 2026'; 'Total' for the totals.")
    money_in = graphene.Field(MoneySide, required=True, description="Where the organisation is the payee.")
    money_out = graphene.Field(MoneySide, required=True, description="Where the organisation is the payer.")


def _month(month: arithmetic.Month) -> MoneyMonth:
    label = "Total" if month.period == "total" else month.label
    return MoneyMonth(period=month.period, label=label, money_in=_side(month.money_in),
                      money_out=_side(month.money_out))


class MoneyRetention(graphene.ObjectType):
    class Meta:
        description = "Retention money held today both ways (CCA ss 18C-18FB), never netted."

    held_from_us = Cents(required=True, description="Held from us: retention on contracts where we are the payee.")
    we_hold = Cents(required=True, description="We hold: retention on contracts where we are the payer, on trust.")
    trust_note = graphene.String(required=True, description=(
        "'Retention the principal holds from you does not count towards the trust money you must hold for your "
        "subcontractors.'"))


class Money(graphene.ObjectType):
    class Meta:
        description = "Money in and money out by month, claimed, scheduled, paid and outstanding, with retention."

    months = graphene.List(graphene.NonNull(MoneyMonth), required=True,
                           description="Oldest first, every month from the first claim's to the last's.")
    totals = graphene.Field(MoneyMonth, required=True, description="All months summed, each side alone.")
    retention = graphene.Field(MoneyRetention, required=True, description="Retention held both ways.")
    is_head_contractor = graphene.Boolean(required=True, description=(
        "The organisation is the payee on some of these contracts and the payer on others: receivable from the "
        "principal against payable to subcontractors."))
    has_money_in = graphene.Boolean(required=True, description="Any contract where the organisation is the payee.")
    has_money_out = graphene.Boolean(required=True, description="Any contract where the organisation is the payer.")
    csv = graphene.String(required=True, description=(
        "The table as a CSV: a row per month then 'Total', the columns of each side shown ('In claimed', ..., "
        "'Out retention withheld'), dollars with two decimals."))
    csv_file_name = graphene.String(required=True, description="The CSV's file name.")
    rules_as_at = graphene.Date(required=True, description="The date of the rules applied.")
    not_legal_advice = graphene.String(required=True, description="'This is not legal advice.'")


def _money(found: money.Money, file_stem: str) -> Money:
    sides = tuple(side for side, shown in ((arithmetic.IN, found.has_in), (arithmetic.OUT, found.has_out)) if shown)
    return Money(csv=arithmetic.csv_text(found.months, sides), csv_file_name=f"{file_stem}.csv",
                 months=[_month(m) for m in found.months], totals=_month(found.totals),
                 retention=MoneyRetention(held_from_us=found.held_from_us, we_hold=found.we_hold,
                                          trust_note=arithmetic.TRUST_NOTE),
                 is_head_contractor=found.is_head_contractor, has_money_in=found.has_in,
                 has_money_out=found.has_out, rules_as_at=RULES_AS_AT, not_legal_advice=NOT_LEGAL_ADVICE)


class ContractRetentionHeld(graphene.ObjectType):
    class Meta:
        description = "One contract's retention money held at the end of each month (CCA s 18C)."

    contract_id = graphene.ID(required=True, description="The contract's global ID.")
    site_name = graphene.String(required=True, description="The contract's site name.")
    we_hold = graphene.Boolean(required=True, description="The organisation holds it (the payer), else it is held "
                                                          "from it (the payee); never netted.")
    counterparty = graphene.String(required=True, description="The payee when we hold, the payer when held from us.")
    held = graphene.List(graphene.NonNull(Cents), required=True,
                         description="Retention money held at the end of each month of `periods`.")


class RetentionHeldByMonth(graphene.ObjectType):
    class Meta:
        description = ("Retention money held over time per contract (issue 38): from the month of the first ledger "
                       "entry to this month.")

    periods = graphene.List(graphene.NonNull(graphene.String), required=True, description="'YYYY-MM', oldest first.")
    labels = graphene.List(graphene.NonNull(graphene.String), required=True, description="'Mar 2026', ...")
    contracts = graphene.List(graphene.NonNull(ContractRetentionHeld), required=True,
                              description="Each retention ledger the organisation reaches, by site name.")


class MoneyQuery(graphene.ObjectType):
    project_money = graphene.Field(Money, contract_id=graphene.ID(
        required=True, description="The global ID of any contract of the project."), description=(
        "The money of the project a contract belongs to, counting only the contracts the viewer's organisation is "
        "a party to; null when out of reach or signed out."))
    organisation_money = graphene.Field(Money, description=(
        "The money of every contract the viewer's organisation is a party to; null when signed out."))

    retention_held_by_month = graphene.Field(RetentionHeldByMonth, description=(
        "Retention money held at the end of each month, per contract the viewer's organisation is a party to; null "
        "when signed out."))

    def resolve_retention_held_by_month(root, info):
        viewer = viewer_of(info, required=False)
        if viewer is None:
            return None
        found = money_retention.retention_history(viewer)
        return RetentionHeldByMonth(
            periods=found.periods, labels=[short_month(p) for p in found.periods],
            contracts=[ContractRetentionHeld(contract_id=to_global_id("Contract", c.contract_id), site_name=c.site_name,
                                             we_hold=c.we_hold, counterparty=c.counterparty, held=c.held)
                       for c in found.contracts])

    def resolve_project_money(root, info, contract_id):
        viewer = viewer_of(info, required=False)
        if viewer is None:
            return None
        try:
            found = money.project_money(viewer, contract_id_of(contract_id))
        except NotFound:
            return None
        return _money(found, f"money-{found.slug}")

    def resolve_organisation_money(root, info):
        viewer = viewer_of(info, required=False)
        if viewer is None:
            return None
        return _money(money.organisation_money(viewer), f"money-{viewer.org.slug}")
