"""activity: what happened on contracts and claims, for each party to see (issue 7)

Revision ID: s0030
Revises: s0020
Create Date: 2026-11-22 10:00:00

"""
from typing import Sequence, Union

from alembic import op
import sqlalchemy as sa

revision: str = 's0030'
down_revision: Union[str, Sequence[str], None] = 's0020'
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None

CODES = ("commented", "created", "deleted_draft", "edited_draft", "moved_to_draft", "finalised",
         "finalised_schedule", "sent", "sent_schedule", "viewed", "marked_paid", "marked_unpaid",
         "estimate_approved", "estimate_rejected", "estimate_submitted", "contract_created", "contract_archived",
         "contract_unarchived")


def upgrade() -> None:
    op.create_table('activities',
    sa.Column('id', sa.BigInteger(), sa.Identity(always=False), nullable=False),
    sa.Column('contract_id', sa.BigInteger(), nullable=False),
    sa.Column('claim_id', sa.BigInteger(), nullable=True),
    sa.Column('claim_number', sa.Integer(), nullable=True),
    sa.Column('claim_rev', sa.Integer(), nullable=True),
    sa.Column('code', sa.String(length=30), nullable=False),
    sa.Column('actor_org_id', sa.BigInteger(), nullable=True),
    sa.Column('actor_user_id', sa.BigInteger(), nullable=True),
    sa.Column('actor_name', sa.String(length=254), server_default='', nullable=False),
    sa.Column('private_to_org_id', sa.BigInteger(), nullable=True),
    sa.Column('comment', sa.Text(), nullable=True),
    sa.Column('at', sa.DateTime(timezone=True), server_default=sa.text('now()'), nullable=False),
    sa.Column('created_at', sa.DateTime(timezone=True), server_default=sa.text('now()'), nullable=False),
    sa.CheckConstraint(f"code IN ({', '.join(repr(c) for c in CODES)})", name=op.f('ck_activities_code')),
    sa.ForeignKeyConstraint(['actor_org_id'], ['shared.organisations.id'], name=op.f('fk_activities_actor_org_id_organisations'), ondelete='SET NULL'),
    sa.ForeignKeyConstraint(['actor_user_id'], ['shared.users.id'], name=op.f('fk_activities_actor_user_id_users'), ondelete='SET NULL'),
    sa.ForeignKeyConstraint(['claim_id'], ['shared.claims.id'], name=op.f('fk_activities_claim_id_claims'), ondelete='SET NULL'),
    sa.ForeignKeyConstraint(['contract_id'], ['shared.contracts.id'], name=op.f('fk_activities_contract_id_contracts'), ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['private_to_org_id'], ['shared.organisations.id'], name=op.f('fk_activities_private_to_org_id_organisations'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_activities')),
    schema='shared'
    )
    op.create_index('ix_activities_claim_id_at', 'activities', ['claim_id', sa.text('at DESC'), sa.text('id DESC')], unique=False, schema='shared')
    op.create_index('ix_activities_contract_id_at', 'activities', ['contract_id', sa.text('at DESC'), sa.text('id DESC')], unique=False, schema='shared')
    op.create_index('uq_activities_viewed', 'activities', ['claim_id', 'claim_rev', 'actor_user_id'], unique=True, schema='shared', postgresql_where=sa.text("code = 'viewed'"))


def downgrade() -> None:
    op.drop_index('uq_activities_viewed', table_name='activities', schema='shared', postgresql_where=sa.text("code = 'viewed'"))
    op.drop_index('ix_activities_contract_id_at', table_name='activities', schema='shared')
    op.drop_index('ix_activities_claim_id_at', table_name='activities', schema='shared')
    op.drop_table('activities', schema='shared')
