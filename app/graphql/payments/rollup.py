"""The roll-up of subcontract claims into the head claim (issue 40; app.payments.rollup): `claimRollup`
reads a head draft with the subcontract claims it may include and previews a choice;
`claimRollupMap` remembers where a subcontract's lines go; `claimRollupApply` includes the choice."""
import graphene
from graphql_relay import to_global_id

from app.domain.dates import long_month
from app.errors import NotFound, PermissionDenied
from app.graphql.claims.types import Claim, ClaimView
from app.graphql.claims.inputs import ClaimFields
from app.graphql.core.ids import contract_id_of, database_id
from app.graphql.core.mutations import ViewerMutation
from app.graphql.core.scalars import Cents
from app.graphql.core.viewer import viewer_of
from app.payments import rollup


def _gid(contract_id: int) -> str:
    return to_global_id("Contract", contract_id)


class RollupClaimRef(graphene.InputObjectType):
    class Meta:
        description = "A subcontract claim: the subcontract and the claim's number on it."

    contract_id = graphene.ID(required=True, description="The subcontract's global ID.")
    number = graphene.Int(required=True, description="The claim's number on the subcontract.")


class RollupLineMapInput(graphene.InputObjectType):
    class Meta:
        description = "Where one subcontract line goes on the head contract."

    sub_item_id = graphene.String(required=True, description="The subcontract line's item id.")
    head_item_id = graphene.String(description="A line of the head contract (not a margin line); null: unmapped.")


def _chosen(refs) -> list[tuple[int, int]]:
    """(subcontract id, number) of each ref; an id that is no contract's reads as a claim not found."""
    out = []
    for ref in refs or []:
        contract_id = database_id(ref.contract_id, "Contract")
        out.append((contract_id if contract_id is not None else -1, ref.number))
    return out


class RollupHeadLine(graphene.ObjectType):
    class Meta:
        description = "A line of the head draft a subcontract line can be mapped to."

    item_id = graphene.String(required=True, description="The line's item id.")
    name = graphene.String(required=True, description="Its description.")
    is_margin = graphene.Boolean(required=True, description="The head contractor's own margin line: never a target.")
    amount = Cents(required=True, description="The draft's amount for it now, excluding GST.")


class RollupSubLine(graphene.ObjectType):
    class Meta:
        description = "A subcontract claim's line with an amount, and where it goes."

    item_id = graphene.String(required=True, description="The subcontract line's item id.")
    name = graphene.String(required=True, description="Its description.")
    amount = Cents(required=True, description="What it counts for: the scheduled amount, else the claimed amount "
                                              "(excluding GST).")
    head_item_id = graphene.String(description="The head line it is mapped to; null when unmapped.")
    unmapped_text = graphene.String(description="'Map {sub line} to a line of your contract before including it.' "
                                                "while unmapped; else null.")


class RollupSubClaim(graphene.ObjectType):
    class Meta:
        description = "A subcontract claim served on the head contractor that the head draft may include."

    sub_contract_id = graphene.ID(required=True, description="The subcontract's global ID.")
    sub_name = graphene.String(required=True, description="The subcontractor, as shown.")
    site_name = graphene.String(required=True, description="The subcontract's site name.")
    number = graphene.Int(required=True, description="The claim's number on the subcontract.")
    status = graphene.String(required=True, description="Sent or Scheduled.")
    basis = graphene.String(required=True, description="'scheduled' (a schedule was given: its amounts count) or "
                                                       "'claimed' (sent, not yet scheduled: the claimed amounts).")
    period = graphene.String(description="Its month, 'YYYY-MM' (of its period end, else of its service).")
    period_label = graphene.String(description="Its month in words, 'October 2026'.")
    in_period = graphene.Boolean(required=True, description="Of the rollup's period.")
    other_period_text = graphene.String(description="'For October 2026' when of another month than the rollup's; "
                                                    "else null.")
    amount = Cents(required=True, description="The sum of its lines as counted, excluding GST.")
    included_in = graphene.Int(description="The number of the head claim that includes it; null when none.")
    included_here = graphene.Boolean(required=True, description="Included in this draft already.")
    included_text = graphene.String(description="'Claim N from {sub} was included in your claim M.' when another "
                                                "head claim includes it; else null.")
    cutoff_text = graphene.String(description="'not in your claim for {period}; include it next period' (the period "
                                              "in words, 'October 2026') when sent after the head claim of its "
                                              "period was sent; else null.")
    lines = graphene.List(graphene.NonNull(RollupSubLine), required=True, description="Its lines with an amount.")


class RollupIncluded(graphene.ObjectType):
    class Meta:
        description = "A subcontract claim line included in the head draft: its source and what was added."

    head_item_id = graphene.String(required=True, description="The head line it was added to.")
    head_line_name = graphene.String(required=True, description="That line's description.")
    sub_contract_id = graphene.ID(required=True, description="The source subcontract's global ID.")
    sub_name = graphene.String(required=True, description="The subcontractor.")
    claim_number = graphene.Int(required=True, description="The source claim's number.")
    sub_item_id = graphene.String(required=True, description="The source line's item id.")
    sub_line_name = graphene.String(required=True, description="The source line's description.")
    basis = graphene.String(required=True, description="'scheduled' or 'claimed', when included.")
    amount = Cents(required=True, description="The amount added, excluding GST.")
    current_amount = Cents(description="What the source counts for now; null when it was withdrawn.")
    changed = graphene.Boolean(required=True, description="The source no longer counts for the amount added.")
    source_text = graphene.String(required=True, description="'From {sub} claim N: {line}'.")


class RollupSource(graphene.ObjectType):
    class Meta:
        description = "One subcontract line a preview adds to a head line."

    sub_contract_id = graphene.ID(required=True, description="The subcontract's global ID.")
    sub_name = graphene.String(required=True, description="The subcontractor.")
    claim_number = graphene.Int(required=True, description="The claim's number.")
    sub_item_id = graphene.String(required=True, description="The line's item id.")
    sub_line_name = graphene.String(required=True, description="The line's description.")
    amount = Cents(required=True, description="What it adds, excluding GST.")


class RollupPreviewLine(graphene.ObjectType):
    class Meta:
        description = "A head line the chosen claims add to."

    head_item_id = graphene.String(required=True, description="The head line's item id.")
    head_line_name = graphene.String(required=True, description="Its description.")
    current = Cents(required=True, description="The draft's amount for it now.")
    added = Cents(required=True, description="What the chosen claims add (the sum of its sources).")
    after = Cents(required=True, description="The amount once applied.")
    sources = graphene.List(graphene.NonNull(RollupSource), required=True, description="Where it comes from.")


class RollupProblem(graphene.ObjectType):
    class Meta:
        description = "What stops a roll-up, beside the field it is about ('claims.0', 'claims.0.lines.1')."

    field = graphene.String(required=True, description="The input path: the chosen claim, or its line.")
    message = graphene.String(required=True, description="The reason, as shown.")


class RollupPreview(graphene.ObjectType):
    class Meta:
        description = "What including the chosen subcontract claims would add, per head line, and what stops it."

    lines = graphene.List(graphene.NonNull(RollupPreviewLine), required=True, description="The head lines added to.")
    added = Cents(required=True, description="The total added, excluding GST: the sources' sum to the cent.")
    problems = graphene.List(graphene.NonNull(RollupProblem), required=True, description="Empty when it can apply.")
    unchanged_count = graphene.Int(required=True, description="Chosen claims this draft includes already: applying "
                                                              "leaves them as they are.")


def _preview(preview: rollup.Preview) -> RollupPreview:
    return RollupPreview(
        lines=[RollupPreviewLine(
            head_item_id=line.head.item_id, head_line_name=line.head.name, current=line.head.amount, added=line.added,
            after=line.after, sources=[RollupSource(
                sub_contract_id=_gid(s.sub_claim.contract.id), sub_name=s.sub_claim.sub_name,
                claim_number=s.sub_claim.claim.number, sub_item_id=s.line.item_id, sub_line_name=s.line.name,
                amount=s.line.amount) for s in line.sources]) for line in preview.lines],
        added=preview.added, problems=[RollupProblem(field=p.field, message=p.message) for p in preview.problems],
        unchanged_count=len(preview.unchanged))


class ClaimRollup(graphene.ObjectType):
    class Meta:
        description = ("A head contract's draft claim and the subcontract claims it may include (issue 40): "
                       "its supplier side's own working papers.")

    contract_id = graphene.ID(required=True, description="The head contract's global ID.")
    number = graphene.Int(required=True, description="The head draft's number.")
    period = graphene.String(description="The month whose subcontract claims are listed first, 'YYYY-MM'.")
    period_label = graphene.String(description="That month in words, 'October 2026'.")
    intro_text = graphene.String(required=True, description=(
        "What 'Include subcontract claims' says first: 'Subcontract claims for {period} first. A scheduled claim "
        "counts for its scheduled amount; a claim not yet scheduled for its claimed amount.'"))
    source_changed = graphene.Boolean(required=True, description="An included source no longer counts for what "
                                                                 "was added.")
    source_changed_text = graphene.String(description="'source changed' when so; else null.")
    head_lines = graphene.List(graphene.NonNull(RollupHeadLine), required=True, description="The draft's lines.")
    sub_claims = graphene.List(graphene.NonNull(RollupSubClaim), required=True,
                               description="The subcontract claims, the period's first.")
    included = graphene.List(graphene.NonNull(RollupIncluded), required=True,
                             description="What the draft includes already, by head line.")
    preview = graphene.Field(RollupPreview, required=True, claims=graphene.List(
        graphene.NonNull(RollupClaimRef), required=True, description="The subcontract claims chosen."),
        description="What including these claims would add.")

    @staticmethod
    def of(found: rollup.Rollup) -> "ClaimRollup":
        names = {h.item_id: h.name for h in found.head_lines}
        return ClaimRollup(
            contract_id=_gid(found.found.id), number=found.claim.number, period=found.period,
            period_label=found.period_label, intro_text=found.intro_text,
            source_changed=found.source_changed,
            source_changed_text=rollup.SOURCE_CHANGED if found.source_changed else None,
            head_lines=[RollupHeadLine(item_id=h.item_id, name=h.name, is_margin=h.is_margin, amount=h.amount)
                        for h in found.head_lines],
            sub_claims=[RollupSubClaim(
                sub_contract_id=_gid(s.contract.id), sub_name=s.sub_name, site_name=s.contract.contract.site_name,
                number=s.claim.number, status=s.claim.status, basis=s.basis, period=s.period,
                period_label=long_month(s.period), in_period=s.period == found.period,
                other_period_text=found.other_period_text(s), amount=s.amount, included_in=s.included_in,
                included_here=s.included_here,
                included_text=None if s.included_in is None or s.included_here else rollup.INCLUDED_BEFORE.format(
                    number=s.claim.number, sub=s.sub_name, head_number=s.included_in),
                cutoff_text=s.cutoff_text,
                lines=[RollupSubLine(item_id=line.item_id, name=line.name, amount=line.amount,
                                     head_item_id=line.head_item_id,
                                     unmapped_text=None if line.head_item_id else rollup.UNMAPPED.format(
                                         sub_line=line.name or line.item_id))
                       for line in s.lines]) for s in found.sub_claims],
            included=[RollupIncluded(
                head_item_id=i.head_item_id, head_line_name=names.get(i.head_item_id, ""),
                sub_contract_id=_gid(i.sub_contract_id), sub_name=i.sub_name, claim_number=i.sub_claim_number,
                sub_item_id=i.sub_item_id, sub_line_name=i.sub_line_name, basis=i.basis, amount=i.amount,
                current_amount=i.current, changed=i.changed,
                source_text=f"From {i.sub_name} claim {i.sub_claim_number}: {i.sub_line_name}")
                for i in found.included],
        )

    def resolve_preview(root, info, claims):
        chosen = _chosen(claims)
        found = rollup.with_chosen(viewer_of(info), root._found, chosen)
        return _preview(rollup.preview_of(found, chosen))


def _view(found: rollup.Rollup) -> ClaimRollup:
    view = ClaimRollup.of(found)
    view._found = found
    return view


class RollupQuery(graphene.ObjectType):
    claim_rollup = graphene.Field(
        ClaimRollup, contract_id=graphene.ID(required=True, description="The head contract's global ID."),
        number=graphene.Int(required=True, description="Its draft claim's number."),
        period=graphene.String(description="The month to list first, 'YYYY-MM'; default: the draft's."),
        description=("A head contract's draft claim and the subcontract claims it may include; null when out of "
                     "reach, not the draft, or not the supplier side's to edit."))

    def resolve_claim_rollup(root, info, contract_id, number, period=None):
        viewer = viewer_of(info, required=False)
        if viewer is None:
            return None
        try:
            return _view(rollup.rollup_of(viewer, contract_id_of(contract_id), number, period))
        except (NotFound, PermissionDenied):
            return None


class ClaimRollupMapInput(ClaimFields, graphene.InputObjectType):
    class Meta:
        description = "Map subcontract lines to lines of the head contract, remembered for the subcontract."

    sub_contract_id = graphene.ID(required=True, description="The subcontract's global ID.")
    lines = graphene.List(graphene.NonNull(RollupLineMapInput), required=True, description="The lines to map.")


class ClaimRollupApplyInput(ClaimFields, graphene.InputObjectType):
    class Meta:
        description = "Include the chosen subcontract claims in the head draft."

    claims = graphene.List(graphene.NonNull(RollupClaimRef), required=True, description="The claims chosen.")


class ClaimRollupPayload(graphene.ObjectType):
    class Meta:
        description = "The head draft's rollup after a mapping or an inclusion."

    rollup = graphene.Field(ClaimRollup, required=True, description="The head draft's rollup now.")
    claim = graphene.Field(Claim, required=True, description="The head draft claim now (its lines and totals).")
    added = Cents(required=True, description="What this call added, excluding GST (0 when applied before).")


class ClaimRollupMap(ViewerMutation):
    class Meta:
        description = ("Map a subcontract's lines to lines of the head contract (a margin line never), once: later "
                       "claims of the subcontract use the same mapping.")
        output = ClaimRollupPayload

    class Arguments:
        input = ClaimRollupMapInput(required=True, description="The mapping.")

    @classmethod
    def perform(cls, viewer, input):
        head_id = contract_id_of(input.contract_id)
        sub_id = database_id(input.sub_contract_id, "Contract")
        if sub_id is None:
            raise NotFound(rollup.CONTRACT_NOT_FOUND)
        rollup.set_map(viewer, head_id, sub_id, [(line.sub_item_id, line.head_item_id) for line in input.lines])
        found = rollup.rollup_of(viewer, head_id, input.number)
        return ClaimRollupPayload(rollup=_view(found), claim=ClaimView(found.found, found.claim), added=0)


class ClaimRollupApply(ViewerMutation):
    class Meta:
        description = ("Include the chosen subcontract claims in the head draft: each mapped line's amount (the "
                       "scheduled amount, else the claimed) is added to its head line, with its source. All or "
                       "nothing; applying again changes nothing.")
        output = ClaimRollupPayload

    class Arguments:
        input = ClaimRollupApplyInput(required=True, description="The choice.")

    @classmethod
    def perform(cls, viewer, input):
        found, preview = rollup.apply(viewer, contract_id_of(input.contract_id), input.number, _chosen(input.claims))
        return ClaimRollupPayload(rollup=_view(found), claim=ClaimView(found.found, found.claim), added=preview.added)


class ClaimRollupRemoveInput(ClaimFields, graphene.InputObjectType):
    class Meta:
        description = "Undo the inclusion of one subcontract claim in the head draft."

    sub_contract_id = graphene.ID(required=True, description="The subcontract's global ID.")
    sub_number = graphene.Int(required=True, description="The included claim's number on the subcontract.")


class ClaimRollupRemovePayload(graphene.ObjectType):
    class Meta:
        description = "The head draft's rollup after an inclusion was undone."

    rollup = graphene.Field(ClaimRollup, required=True, description="The head draft's rollup now.")
    claim = graphene.Field(Claim, required=True, description="The head draft claim now (its lines and totals).")
    removed = Cents(required=True, description="What was taken out of the draft's lines, excluding GST.")


class ClaimRollupRemove(ViewerMutation):
    class Meta:
        description = ("Undo a subcontract claim's inclusion in the head draft: what it added to each head line is "
                       "taken out again and its sources forgotten, all or nothing; the claim can then be included "
                       "again. Only on the draft, by its supplier side with SupplierDraft.")
        output = ClaimRollupRemovePayload

    class Arguments:
        input = ClaimRollupRemoveInput(required=True, description="The included claim.")

    @classmethod
    def perform(cls, viewer, input):
        sub_id = database_id(input.sub_contract_id, "Contract")
        if sub_id is None:
            raise NotFound(rollup.CLAIM_NOT_FOUND)
        found, removed = rollup.remove(viewer, contract_id_of(input.contract_id), input.number, sub_id,
                                       input.sub_number)
        return ClaimRollupRemovePayload(rollup=_view(found), claim=ClaimView(found.found, found.claim), removed=removed)


class RollupMutation(graphene.ObjectType):
    claim_rollup_map = ClaimRollupMap.Field(description="Map subcontract lines to lines of the head contract.")
    claim_rollup_apply = ClaimRollupApply.Field(description="Include subcontract claims in the head draft claim.")
    claim_rollup_remove = ClaimRollupRemove.Field(description="Undo a subcontract claim's inclusion in the head draft.")
