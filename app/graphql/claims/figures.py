"""`Contract.figures`: a contract's money at a glance (app.contracts.figures), read with the
Projects list's page, else batched per request."""
import graphene

from app.contracts import figures
from app.contracts.access import VisibleContract
from app.domain.claim_standing import PAYMENT, due_label
from app.domain.working_days import today_in_auckland
from app.graphql.claims.enums import ClaimStatus
from app.graphql.core.loaders import DataLoader
from app.graphql.core.scalars import Cents


class FiguresLoader(DataLoader):
    """Figures of each (contract id, the viewer is its supplier)."""

    def find(self, keys):
        found = figures.figures_of(dict(keys))
        return {key: found[key[0]] for key in keys}


class LastClaim(graphene.ObjectType):
    class Meta:
        description = "A contract's newest claim as the viewer's side sees it (a supplier's drafts included)."

    number = graphene.Int(required=True, description="The claim number.")
    status = graphene.Field(ClaimStatus, required=True, description="Its status.")
    date = graphene.Date(description="Its claim date, else the day it was submitted (Auckland), else made.")


class ContractFigures(graphene.ObjectType):
    class Meta:
        description = ("A contract's money at a glance, of the submitted ledger (live claims at their latest "
                       "submitted revision, voided ones not counted): the same for both sides.")

    contract_value = graphene.Field(
        Cents, required=True,
        description="The quotes (total prices) of the items of the newest submitted claim, retention aside.")
    claimed_to_date = graphene.Field(
        Cents, required=True, description="Claimed to date excluding GST, before retention.")
    percent_complete = graphene.Int(
        description="Claimed to date as basis points of the contract value (rounded); null when the value is 0.")
    last_claim = graphene.Field(LastClaim, description="The newest claim the viewer's side sees; null when none.")
    next_due_date = graphene.Date(description="The next statutory date of the contract's open claims (served, not "
                                              "paid): a payment-schedule deadline (s 22) while a schedule is awaited, "
                                              "else the payment date that applies; the earliest; null when none.")
    next_due_label = graphene.String(description="nextDueDate named as every screen names it: 'Schedule due {date}' "
                                                 "/ 'Schedule overdue', or 'Payment due {date}' / 'Payment overdue'; "
                                                 "null when none.")

    def resolve_next_due_label(root, info):
        if root.next_due_date is None:
            return None
        return due_label(root.next_due_kind or PAYMENT, root.next_due_date, today_in_auckland())

    def resolve_contract_value(root, info):
        return root.value

    def resolve_claimed_to_date(root, info):
        return root.claimed

    def resolve_last_claim(root, info):
        if root.last_number is None:
            return None
        return LastClaim(number=root.last_number, status=root.last_status, date=root.last_date)


def figures_field():
    return graphene.Field(ContractFigures, required=True,
                          description="Contract value, claimed to date, % complete, the last claim and the next due "
                                      "date: what the Projects list shows and sorts by.")


def contract_figures(found: VisibleContract, info):
    if found.figures is not None:
        return found.figures
    return FiguresLoader(info).load((found.id, found.is_supplier))
