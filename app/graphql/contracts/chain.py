"""The contracting chain (issue 40; app.payments.chain): `contractChain(contractId)`, a contract's
ancestors and descendants as the viewer's organisation may see them, and `chainGaps`, the head
contractor's subcontract schedules due before the principal's schedule to it (CCA s 13)."""
import graphene
from graphql_relay import to_global_id

from app.domain.claim_standing import NOT_LEGAL_ADVICE, RULES_AS_AT
from app.errors import NotFound
from app.graphql.core.ids import contract_id_of
from app.graphql.core.scalars import Cents
from app.graphql.core.viewer import viewer_of
from app.payments import chain


class ChainOpenClaim(graphene.ObjectType):
    class Meta:
        description = "A link's open claim: its newest served claim not yet paid, with its stored statutory dates."

    number = graphene.Int(required=True, description="The claim's number on its contract.")
    schedule_deadline = graphene.Date(description="The payment-schedule deadline (CCA s 22) while a schedule is "
                                                  "awaited; null once one is given.")
    working_days_left = graphene.Int(description="Working days after today up to the schedule deadline (negative "
                                                 "once passed); null when no schedule is awaited.")
    payment_due = graphene.Date(description="The payment date that applies (the schedule's, else the claim's).")
    next_label = graphene.String(description="The one date a list shows for it, named: 'Schedule due 30 Mar 2026', "
                                             "'Payment due ...', '... overdue'.")


class ChainLink(graphene.ObjectType):
    class Meta:
        description = ("One contract of the chain the viewer's organisation is a party to, with its figures. A "
                       "subcontract it is no party to shows only as `furtherSubcontract` on the link above it.")

    contract_id = graphene.ID(required=True, description="The contract's global ID.")
    owner_slug = graphene.String(required=True, description="The contract's route: its owner's slug.")
    slug = graphene.String(required=True, description="The contract's route: its slug.")
    site_name = graphene.String(required=True, description="The contract's site name.")
    depth = graphene.Int(required=True, description="0 for the top link the viewer sees, 1 for a subcontract of "
                                                    "it, and so on.")
    is_current = graphene.Boolean(required=True, description="The contract the chain was asked for.")
    viewer_is_supplier = graphene.Boolean(required=True, description="The viewer's organisation is this link's "
                                                                     "supplier (payee); else its customer (payer).")
    customer_name = graphene.String(required=True, description="The customer party (the payer), as shown.")
    supplier_name = graphene.String(required=True, description="The supplier party (the payee), as shown.")
    open_claim = graphene.Field(ChainOpenClaim, description="Its open claim; null when none is open.")
    outstanding = Cents(required=True, description="Payable less what the payee confirms, over its served claims "
                                                   "not paid, including GST.")
    retention_held = Cents(required=True, description="Retention money held on it (withheld less released and used; "
                                                       "CCA s 18C).")
    further_subcontract = graphene.Boolean(required=True, description=(
        "A subcontract below it exists that the viewer's organisation is no party to (shown as 'A further "
        "subcontract exists', without figures)."))

    @staticmethod
    def of(link: chain.Link) -> "ChainLink":
        c, claim = link.contract, link.open_claim
        return ChainLink(
            contract_id=to_global_id("Contract", c.id), owner_slug=c.owner.slug, slug=c.contract.slug,
            site_name=c.contract.site_name, depth=link.depth, is_current=link.is_current,
            viewer_is_supplier=c.is_supplier, customer_name=link.customer_name, supplier_name=link.supplier_name,
            open_claim=None if claim is None else ChainOpenClaim(
                number=claim.number, schedule_deadline=claim.schedule_deadline,
                working_days_left=claim.working_days_left, payment_due=claim.payment_due, next_label=claim.next_label),
            outstanding=link.outstanding, retention_held=link.retention_held,
            further_subcontract=link.further_subcontract)


class ContractChain(graphene.ObjectType):
    class Meta:
        description = "A contract's chain: its ancestors and descendants, each link as the viewer may see it."

    links = graphene.List(graphene.NonNull(ChainLink), required=True,
                          description="Top down: ancestors, the contract, then its subcontracts depth first.")
    further_subcontract_text = graphene.String(required=True, description="'A further subcontract exists'.")


class ChainGap(graphene.ObjectType):
    class Meta:
        description = ("A subcontract claim whose schedule deadline falls before the principal's schedule deadline "
                       "for the head claim of the same period (CCA s 13: not being paid is no reason).")

    sub_contract_id = graphene.ID(required=True, description="The subcontract's global ID.")
    owner_slug = graphene.String(required=True, description="The subcontract's route: its owner's slug.")
    contract_slug = graphene.String(required=True, description="The subcontract's route: its slug.")
    sub_name = graphene.String(required=True, description="The subcontractor, as shown.")
    sub_claim_number = graphene.Int(required=True, description="The subcontract claim's number.")
    sub_deadline = graphene.Date(required=True, description="Its schedule deadline (s 22).")
    head_claim_number = graphene.Int(required=True, description="The head claim's number on the head contract.")
    head_deadline = graphene.Date(required=True, description="The principal's schedule deadline for the head claim.")
    period = graphene.String(required=True, description="The month both claims are of, 'YYYY-MM'.")
    period_label = graphene.String(required=True, description="That month in words, 'October 2026'.")
    text = graphene.String(required=True, description=(
        "'Schedule due to {sub} on {date}; the principal's schedule to you is due {date}. You must answer {sub} "
        "first: not being paid by the principal is no reason (CCA s 13).'"))


class ChainGaps(graphene.ObjectType):
    class Meta:
        description = "The head contractor's exposure gaps, the soonest subcontract deadline first."

    gaps = graphene.List(graphene.NonNull(ChainGap), required=True, description="The gaps; empty when none.")
    rules_as_at = graphene.Date(required=True, description="The date of the rules applied.")
    not_legal_advice = graphene.String(required=True, description="'This is not legal advice.'")


class ChainQuery(graphene.ObjectType):
    contract_chain = graphene.Field(ContractChain, contract_id=graphene.ID(
        required=True, description="The contract's global ID."), description=(
        "A contract's chain of subcontracts as the viewer's organisation may see it; null when out of reach or "
        "signed out."))
    chain_gaps = graphene.Field(ChainGaps, description="The viewer organisation's subcontract schedules due before "
                                                       "the principal's schedule to it; null when signed out.")

    def resolve_contract_chain(root, info, contract_id):
        viewer = viewer_of(info, required=False)
        if viewer is None:
            return None
        try:
            found = chain.chain_of(viewer, contract_id_of(contract_id))
        except NotFound:
            return None
        return ContractChain(links=[ChainLink.of(link) for link in found.links],
                             further_subcontract_text=chain.FURTHER_SUBCONTRACT)

    def resolve_chain_gaps(root, info):
        viewer = viewer_of(info, required=False)
        if viewer is None:
            return None
        return ChainGaps(
            gaps=[ChainGap(sub_contract_id=to_global_id("Contract", g.sub_contract.id),
                           owner_slug=g.sub_contract.owner.slug, contract_slug=g.sub_contract.contract.slug,
                           sub_name=g.sub_name, sub_claim_number=g.sub_claim_number, sub_deadline=g.sub_deadline,
                           head_claim_number=g.head_claim_number, head_deadline=g.head_deadline, period=g.period,
                           period_label=g.period_label,
                           text=g.text) for g in chain.gaps_of(viewer)],
            rules_as_at=RULES_AS_AT, not_legal_advice=NOT_LEGAL_ADVICE)
