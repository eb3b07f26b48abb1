"""The organisation home's claim lists in GraphQL: `claimList(box:)` (Inbox and Sent, spec 2 §2).

Thin over `app.claims.lists`: a page is one statement, the counts another, and each row's claim
is the Claim type over the same contract and claim rows (`ClaimView`), so what a row reads of
the claim (badges, schedule, deadline) goes through the request's loaders, a statement per kind
for the whole page.
"""
import graphene
from graphene import relay
from graphql_relay import to_global_id

from app import polling
from app.claims import lists
from app.domain import payment_terms
from app.graphql.claims.types import Claim, ClaimView
from app.graphql.core.scalars import Cents
from app.graphql.core.viewer import viewer_of


def _value(enum_arg):
    """An enum argument's value (graphene passes the member)."""
    return getattr(enum_arg, "value", enum_arg)


class ClaimBox(graphene.Enum):
    class Meta:
        description = "Which of the organisation's claims: those it receives (customer side) or sends (supplier side)."

    Inbox = lists.Box.INBOX.value
    Sent = lists.Box.SENT.value


class ClaimGroup(graphene.Enum):
    class Meta:
        description = ("The home's claim groups: Draft (status New; Sent list only), No Schedule Yet (Sent), "
                       "Scheduled Not Paid (Scheduled, not paid), Paid.")

    Draft = lists.Group.DRAFT.value
    NoScheduleYet = lists.Group.NO_SCHEDULE_YET.value
    ScheduledNotPaid = lists.Group.SCHEDULED_NOT_PAID.value
    Paid = lists.Group.PAID.value


class ClaimGroupCount(graphene.ObjectType):
    class Meta:
        description = "How many claims of the list (with its search) are in one group."

    group = graphene.Field(ClaimGroup, required=True, description="The group.")
    count = graphene.Int(required=True, description="Its claims, over all pages.")


class ClaimListRow(graphene.ObjectType):
    class Meta:
        description = "A claim as a row of the home's lists: the claim, and what the row shows beside it."

    claim = graphene.Field(Claim, required=True, description="The claim.")
    group = graphene.Field(ClaimGroup, required=True, description="The group it is listed in.")
    contract_id = graphene.ID(required=True, description="The contract's global ID.")
    owner_slug = graphene.String(required=True, description="The contract owner's slug (the claim page's route).")
    owner_name = graphene.String(required=True, description="The contract owner's name.")
    owner_is_viewer = graphene.Boolean(required=True, description="The viewer's organisation owns the contract "
                                                                  "(else the row shows '(Owner: name)').")
    contract_slug = graphene.String(required=True, description="The contract's slug (the claim page's route).")
    site_name = graphene.String(required=True, description="The contract's site (project) name.")
    counterparty_name = graphene.String(description="The other party's display name: the customer in Sent, the "
                                                    "supplier in Inbox.")
    viewer_is_supplier = graphene.Boolean(required=True, description="The viewer's organisation is the supplier.")
    amount = graphene.Field(Cents, description="The latest submitted revision's amount including GST, cents; null "
                                               "for a claim never submitted.")
    due_date = graphene.Date(description="The due date of the latest submitted revision (of the draft for a claim "
                                         "never submitted).")
    is_unread = graphene.Boolean(required=True, description="The viewer has not read its latest submitted revision.")
    content_updated_at = graphene.DateTime(required=True, description="When its content last changed (the order).")
    terms_at_a_glance = graphene.List(
        graphene.NonNull(graphene.String), required=True,
        description="The payment terms that differ from the Act's defaults, as the row's chips say them ('schedules "
                    "in 10 WD', 'pays in 14 days'; issue 40): a served claim's own, as it kept them when served; a "
                    "draft's, the contract's as they stand (app.domain.payment_terms.at_a_glance).")

    def resolve_claim(root, info):
        return ClaimView(root.found, root.claim)

    def resolve_group(root, info):
        return root.group.value

    def resolve_contract_id(root, info):
        return to_global_id("Contract", root.found.id)

    def resolve_owner_slug(root, info):
        return root.found.owner.slug

    def resolve_owner_name(root, info):
        return root.found.owner.name

    def resolve_owner_is_viewer(root, info):
        return root.found.owner.id == root.found.viewer_org_id

    def resolve_contract_slug(root, info):
        return root.found.contract.slug

    def resolve_site_name(root, info):
        return root.found.contract.site_name

    def resolve_viewer_is_supplier(root, info):
        return root.found.is_supplier

    def resolve_content_updated_at(root, info):
        return root.claim.content_updated_at

    def resolve_terms_at_a_glance(root, info):
        claim, contract = root.claim, root.found.contract
        if claim.latest_rev is not None:  # served: the terms it kept (app.payments.facts.served)
            return payment_terms.at_a_glance(payment_terms.terms_of(claim.payment_terms, claim.schedule_days))
        return payment_terms.at_a_glance(payment_terms.terms_of(contract.payment_terms, contract.schedule_working_days))


class ClaimListConnection(relay.Connection):
    class Meta:
        node = ClaimListRow
        strict_types = True
        description = "A page of a claim list: a group after another, newest content first."

    class Edge:
        @staticmethod
        def resolve_cursor(root, info):
            return lists.encode_cursor(root.node)


class NewClaimContract(graphene.ObjectType):
    class Meta:
        description = "A contract the viewer may start a claim on (supplier side, SupplierDraft, not archived)."

    contract_id = graphene.ID(required=True, description="The contract's global ID (claimCreate's contractId).")
    owner_slug = graphene.String(required=True, description="The owner's slug (the new claim's route).")
    contract_slug = graphene.String(required=True, description="The contract's slug.")
    site_name = graphene.String(required=True, description="The site (project) name.")


class ClaimList(graphene.ObjectType):
    class Meta:
        description = "One of the organisation home's claim lists (Inbox or Sent), with its search."

    box = graphene.Field(ClaimBox, required=True, description="Which list.")
    counts = graphene.List(graphene.NonNull(ClaimGroupCount), required=True,
                           description="Each group the list can hold, in order, with its count (the search applies; "
                                       "the group filter does not).")
    claims = graphene.Field(
        ClaimListConnection, required=True,
        group=graphene.Argument(ClaimGroup, description="Only this group."),
        first=graphene.Int(default_value=50, description=f"Page size, at most {lists.MAX_PAGE}."),
        after=graphene.String(description="The cursor of the last row of the previous page."),
        description="The claims, a group after another, newest content first.",
    )
    version = graphene.String(required=True, description="Changes whenever the list's rows or counts do (opaque): "
                                                         "poll it and refetch the list only when it changed.")
    new_claim_contracts = graphene.List(
        graphene.NonNull(NewClaimContract), required=True,
        search=graphene.String(description="Part of the site name."),
        description=f"Up to {lists.NEW_CLAIM_CONTRACTS} contracts the viewer may start a claim on, by site name: what "
                    "'New claim' on the home offers (empty: the button is disabled, saying newClaimDisabledReason).",
    )

    new_claim_disabled_reason = graphene.String(
        description="Why 'New claim' on the home is disabled, null when it offers a contract: 'Create a project "
                    "first, where you are the supplier' with no active contract on the supplier side, else 'You do "
                    "not have permission'.")

    def resolve_box(root, info):
        return root["box"].value

    def resolve_counts(root, info):
        counts = lists.group_counts(root["viewer"], root["box"], search=root["search"])
        return [ClaimGroupCount(group=group.value, count=n) for group, n in counts.items()]

    def resolve_version(root, info):
        return polling.claim_list_version(root["viewer"], root["box"], root["search"])

    def resolve_claims(root, info, group=None, first=50, after=None):
        rows, has_next = lists.list_claims(root["viewer"], root["box"], group=lists.Group(_value(group)) if group else None,
                                           search=root["search"], first=first, after=after)
        edges = [ClaimListConnection.Edge(node=row) for row in rows]
        return ClaimListConnection(edges=edges, page_info=relay.PageInfo(
            has_next_page=has_next, has_previous_page=bool(after),
            start_cursor=lists.encode_cursor(rows[0]) if rows else None,
            end_cursor=lists.encode_cursor(rows[-1]) if rows else None))

    def resolve_new_claim_contracts(root, info, search=None):
        return [NewClaimContract(contract_id=to_global_id("Contract", f.id), owner_slug=f.owner.slug,
                                 contract_slug=f.contract.slug, site_name=f.contract.site_name)
                for f in _offered(root, search).contracts]

    def resolve_new_claim_disabled_reason(root, info):
        return _offered(root, None).disabled_reason


def _offered(root: dict, search: str | None) -> lists.NewClaimOffer:
    """`lists.new_claim_offer`, read once per list and search in a request (both fields ask)."""
    offered = root.setdefault("new_claim_offer", {})
    if search not in offered:
        offered[search] = lists.new_claim_offer(root["viewer"], search)
    return offered[search]


class ClaimListsQuery(graphene.ObjectType):
    claim_list = graphene.Field(
        ClaimList,
        box=graphene.Argument(ClaimBox, required=True, description="Inbox or Sent."),
        search=graphene.String(description="Part of the site or project name, the counterparty's or owner's name, "
                                           "or a claim number."),
        description="The organisation home's Inbox or Sent list; null when signed out.",
    )

    def resolve_claim_list(root, info, box, search=None):
        viewer = viewer_of(info, required=False)
        if viewer is None:
            return None
        return {"viewer": viewer, "box": lists.Box(_value(box)), "search": search}
