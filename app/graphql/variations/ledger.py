"""What a ledger line shows of the variation it stands for (app.variations.ledger): the link to the
variation's page and 'Approved' / 'Not Approved'."""
import graphene
from graphql_relay import to_global_id

from app.claims.totals import Entry
from app.graphql.core.loaders import DataLoader
from app.variations import ledger
from app.variations.ledger import LineVariation

APPROVED_LABEL = "Approved"
NOT_APPROVED_LABEL = "Not Approved"


class LineVariationsLoader(DataLoader):
    """The variation of each (claim id, variation id): of the claim's own contract only."""

    missing = None

    def find(self, keys):
        return ledger.line_variations(list(keys))


class LedgerVariation(graphene.ObjectType):
    class Meta:
        description = ("The variation a ledger line stands for: approved by both sides, its estimate became the "
                       "line. Its page is /{org}/issues/{issueNumber}?c={contractId}.")

    variation_id = graphene.ID(required=True, description="The variation's global ID.")
    issue_number = graphene.Int(required=True, description="The issue's number: its page's {issue}.")
    contract_id = graphene.ID(required=True, description="The contract's global ID (the page's query c).")
    is_approved = graphene.Boolean(required=True, description=(
        "Both sides approve its estimate. False: an approval was withdrawn after something was claimed on the line; "
        "what is claimed on it to date cannot grow until both approve again."))
    label = graphene.String(required=True, description="'Approved' or 'Not Approved'.")

    def resolve_variation_id(root: LineVariation, info):
        return to_global_id("Variation", root.variation_id)

    def resolve_issue_number(root: LineVariation, info):
        return root.issue_id

    def resolve_contract_id(root: LineVariation, info):
        return to_global_id("Contract", root.contract_id)

    def resolve_label(root: LineVariation, info):
        return APPROVED_LABEL if root.approved else NOT_APPROVED_LABEL

    def resolve_is_approved(root: LineVariation, info):
        return root.approved


def resolve_line_variation(entry: Entry, info):
    variation_id = ledger.variation_id_of(entry.item_id)
    if variation_id is None:
        return None
    return LineVariationsLoader(info).load((entry.claim_id, variation_id))
