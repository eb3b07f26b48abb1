"""an existing organisation invited by the email of its people, never copied (issue 36)

- `party_invitations`: the stand-in party of a contract that named, by email, people who already
  have a workspace (app.contracts.models.PartyInvitation);
- the activity 'invitation_declined'.

Revision ID: s0220
Revises: s0210
Create Date: 2026-11-29 10:00:00

"""
from typing import Sequence, Union

from alembic import op
import sqlalchemy as sa

revision: str = 's0220'
down_revision: Union[str, Sequence[str], None] = 's0210'
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None

CODES = ("commented", "created", "deleted_draft", "edited_draft", "moved_to_draft", "finalised",
         "finalised_schedule", "sent", "sent_schedule", "viewed", "marked_paid", "marked_unpaid",
         "estimate_approved", "estimate_rejected", "estimate_submitted", "contract_created", "contract_archived",
         "contract_unarchived", "party_removed", "payment_sent", "payment_received", "payment_corrected")


def _codes(codes) -> str:
    return f"code IN ({', '.join(repr(c) for c in codes)})"


def upgrade() -> None:
    op.create_table(
        'party_invitations',
        sa.Column('org_id', sa.BigInteger(), nullable=False),
        sa.Column('contract_id', sa.BigInteger(), nullable=False),
        sa.Column('created_at', sa.DateTime(timezone=True), server_default=sa.text('now()'), nullable=False),
        sa.ForeignKeyConstraint(['contract_id'], ['shared.contracts.id'], name=op.f('fk_party_invitations_contract_id_contracts'),
                                ondelete='CASCADE'),
        sa.ForeignKeyConstraint(['org_id'], ['shared.organisations.id'], name=op.f('fk_party_invitations_org_id_organisations'),
                                ondelete='CASCADE'),
        sa.PrimaryKeyConstraint('org_id', name=op.f('pk_party_invitations')),
        schema='shared',
    )
    op.create_index(op.f('ix_party_invitations_contract_id'), 'party_invitations', ['contract_id'],
                    unique=False, schema='shared')
    op.drop_constraint(op.f('ck_activities_code'), 'activities', schema='shared', type_='check')
    op.create_check_constraint(op.f('ck_activities_code'), 'activities', _codes(CODES + ("invitation_declined",)),
                               schema='shared')


def downgrade() -> None:
    op.execute("DELETE FROM shared.activities WHERE code = 'invitation_declined'")
    op.drop_constraint(op.f('ck_activities_code'), 'activities', schema='shared', type_='check')
    op.create_check_constraint(op.f('ck_activities_code'), 'activities', _codes(CODES), schema='shared')
    op.drop_index(op.f('ix_party_invitations_contract_id'), table_name='party_invitations', schema='shared')
    op.drop_table('party_invitations', schema='shared')
