"""The claim fields of the Contract type: its claims, one claim by number, its ledger, and 'New claim'."""
import graphene

from app.claims import policy, queries
from app.claims.models import DELETED
from app.contracts.access import VisibleContract
from app.graphql.claims.contract_lines import ContractScheduleFields
from app.graphql.claims.figures import contract_figures, figures_field
from app.graphql.claims.ledger import Ledger, ledger_of
from app.graphql.claims.loaders import ClaimsLoader, LedgerVersionLoader
from app.graphql.claims.types import Claim, ClaimView
from app.graphql.contracts.loaders import parties_of
from app.payments import received
from app.graphql.core.loaders import both, then


class ContractClaimsFields(ContractScheduleFields):
    """Mixed into the Contract type (contracts/types.py)."""

    claims = graphene.List(graphene.NonNull(Claim), required=True,
                           description="The contract's claims the viewer sees, newest first (deleted drafts left "
                                       "out; customers never see claims in status New).")
    claims_count = graphene.Int(required=True, description="How many claims `claims` lists.")
    claim = graphene.Field(Claim, number=graphene.Int(required=True, description="The claim number."),
                           description="A claim by number (the live one, else a deleted draft of that number); null "
                                       "when missing or not visible: 'Claim not found'.")
    ledger = graphene.Field(Ledger, required=True, description="The contract's ledger.")
    ledger_version = graphene.String(
        required=True, description="Changes whenever the ledger or a claim of the contract changes (opaque): poll it "
                                   "and refetch `ledger` only when it changed.")
    viewer_can_create_claim = graphene.Boolean(
        required=True, description="'New claim' is allowed: supplier side, SupplierDraft, not archived.")
    viewer_can_record_received_claim = graphene.Boolean(
        required=True, description="receivedClaimRecord ('Record a claim received'): customer side, CustomerDraft, "
                                   "not archived.")
    create_claim_disabled_reason = graphene.String(
        description="Why 'New claim' is disabled: 'You do not have permission', that the customer declined "
                    "or was removed, or that a draft claim exists; null when it is allowed.")
    figures = figures_field()

    def resolve_claims(root, info):
        return then(ClaimsLoader(info).load(root.id), lambda claims: _listed(root, claims))

    def resolve_claims_count(root, info):
        return then(ClaimsLoader(info).load(root.id), lambda claims: len(_listed(root, claims)))

    def resolve_claim(root, info, number):
        def pick(claims):
            found = [c for c in claims if c.number == number]
            found.sort(key=lambda c: (c.status != DELETED, c.id))
            claim = found[-1] if found else None
            if claim is None or not queries.visible_to(claim, is_supplier=root.is_supplier):
                return None
            return ClaimView(root, claim)

        return then(ClaimsLoader(info).load(root.id), pick)

    def resolve_figures(root, info):
        return contract_figures(root, info)

    def resolve_ledger(root, info):
        return ledger_of(root)

    def resolve_ledger_version(root, info):
        return LedgerVersionLoader(info).load(root.id)

    def resolve_viewer_can_create_claim(root, info):
        return policy.may_create_claim(root)

    def resolve_viewer_can_record_received_claim(root, info):
        return received.may_record_claim(root)

    def resolve_create_claim_disabled_reason(root, info):
        if not policy.may_create_claim(root):
            return policy.NO_PERMISSION
        return both(parties_of(info, root), ClaimsLoader(info).load(root.id),
                    lambda parties, claims: policy.customer_refusal(parties) or policy.create_refusal(claims))


def _listed(found: VisibleContract, claims) -> list[ClaimView]:
    shown = [c for c in claims if c.status != DELETED and queries.visible_to(c, is_supplier=found.is_supplier)]
    return [ClaimView(found, c) for c in sorted(shown, key=lambda c: c.number, reverse=True)]
