"""The variation register (app.variations.register): `variationRegister` and the version its
screen polls, on the root Query."""
import graphene

from app.graphql.core.ids import contract_id_of
from app.graphql.core.viewer import viewer_of
from app.graphql.variations.types import Variation
from app.variations import register


class VariationRegisterState(graphene.Enum):
    class Meta:
        description = ("A variation's state in the register: Open (somebody must act), Approved (by both sides), "
                       "Rejected (by both sides).")

    Open = register.OPEN
    Approved = register.APPROVED_STATE
    Rejected = register.REJECTED_STATE


def _filters(state, project_id) -> dict:
    return {"state": getattr(state, "value", state), "contract_id": contract_id_of(project_id) if project_id else None}


class VariationRegisterQuery(graphene.ObjectType):
    variation_register = graphene.List(
        graphene.NonNull(Variation), required=True,
        state=VariationRegisterState(description="Only this state; null: every state."),
        project_id=graphene.ID(description="Only this contract's (its global ID); null: every project."),
        first=graphene.Int(default_value=register.MAX_ROWS, description=f"How many (at most {register.MAX_ROWS})."),
        description=("Every variation the viewer reaches across its projects, newest issue first (its variations in "
                     "the order they were made); empty when signed out."))
    variation_register_version = graphene.String(
        required=True, state=VariationRegisterState(), project_id=graphene.ID(),
        description=("Changes whenever variationRegister with the same filters could: what the register's poll asks "
                     "before fetching it; empty when signed out."))

    def resolve_variation_register(root, info, state=None, project_id=None, first=register.MAX_ROWS):
        viewer = viewer_of(info, required=False)
        if viewer is None:
            return []
        return register.register(viewer, **_filters(state, project_id), limit=max(0, first))

    def resolve_variation_register_version(root, info, state=None, project_id=None):
        viewer = viewer_of(info, required=False)
        return register.register_version(viewer, **_filters(state, project_id)) if viewer is not None else ""
