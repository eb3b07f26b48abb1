"""the activity 'terms_changed': a contract's payment terms changed, before and after in its comment (issue 34)

Revision ID: s0290
Revises: s0280
Create Date: 2026-11-29 07:00:00

"""
from typing import Sequence, Union

from alembic import op

revision: str = 's0290'
down_revision: Union[str, Sequence[str], None] = 's0280'
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None

CODES = ("commented", "created", "deleted_draft", "edited_draft", "moved_to_draft", "finalised",
         "finalised_schedule", "sent", "sent_schedule", "viewed", "marked_paid", "marked_unpaid",
         "estimate_approved", "estimate_rejected", "estimate_submitted", "contract_created", "contract_archived",
         "contract_unarchived", "party_removed", "payment_sent", "payment_received", "payment_corrected",
         "invitation_declined",
         # s0280's, before this one in the chain
         "received_claim", "received_schedule", "received_corrected", "received_deleted")


def _codes(codes) -> str:
    return f"code IN ({', '.join(repr(c) for c in codes)})"


def upgrade() -> None:
    op.drop_constraint(op.f('ck_activities_code'), 'activities', schema='shared', type_='check')
    op.create_check_constraint(op.f('ck_activities_code'), 'activities', _codes(CODES + ("terms_changed",)),
                               schema='shared')


def downgrade() -> None:
    op.execute("DELETE FROM shared.activities WHERE code = 'terms_changed'")
    op.drop_constraint(op.f('ck_activities_code'), 'activities', schema='shared', type_='check')
    op.create_check_constraint(op.f('ck_activities_code'), 'activities', _codes(CODES), schema='shared')
