"""the roll-up of subcontract claims into the head claim: line maps and inclusions (issue 40)

Revision ID: t0160
Revises: t0150
Create Date: 2026-11-29 17:00:00

"""
from typing import Sequence, Union

from alembic import op
import sqlalchemy as sa

revision: str = 't0160'
down_revision: Union[str, Sequence[str], None] = 't0150'
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None


def upgrade() -> None:
    op.create_table(
        'rollup_line_maps',
        sa.Column('id', sa.BigInteger(), sa.Identity(always=False), nullable=False),
        sa.Column('head_contract_id', sa.BigInteger(), nullable=False),
        sa.Column('sub_contract_id', sa.BigInteger(), nullable=False),
        sa.Column('sub_item_id', sa.String(length=64), nullable=False),
        sa.Column('head_item_id', sa.String(length=64), nullable=False),
        sa.Column('updated_by_user_id', sa.BigInteger(), nullable=False),
        sa.Column('updated_at', sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint('id', name=op.f('pk_rollup_line_maps')),
        sa.UniqueConstraint('sub_contract_id', 'sub_item_id', name=op.f('uq_rollup_line_maps_sub_contract_id_sub_item_id')),
    )
    op.create_index(op.f('ix_rollup_line_maps_head_contract_id'), 'rollup_line_maps', ['head_contract_id'],
                    unique=False)
    op.create_table(
        'rollup_inclusions',
        sa.Column('id', sa.BigInteger(), sa.Identity(always=False), nullable=False),
        sa.Column('head_contract_id', sa.BigInteger(), nullable=False),
        sa.Column('head_claim_id', sa.BigInteger(), nullable=False),
        sa.Column('head_item_id', sa.String(length=64), nullable=False),
        sa.Column('sub_contract_id', sa.BigInteger(), nullable=False),
        sa.Column('sub_claim_id', sa.BigInteger(), nullable=False),
        sa.Column('sub_claim_number', sa.Integer(), nullable=False),
        sa.Column('sub_item_id', sa.String(length=64), nullable=False),
        sa.Column('sub_line_name', sa.Text(), server_default='', nullable=False),
        sa.Column('basis', sa.String(length=10), nullable=False),
        sa.Column('amount', sa.BigInteger(), nullable=False),
        sa.Column('included_by_user_id', sa.BigInteger(), nullable=False),
        sa.Column('included_at', sa.DateTime(timezone=True), nullable=False),
        sa.CheckConstraint("basis IN ('scheduled', 'claimed')", name=op.f('ck_rollup_inclusions_basis')),
        sa.PrimaryKeyConstraint('id', name=op.f('pk_rollup_inclusions')),
    )
    op.create_index('ix_rollup_inclusions_head_claim_id', 'rollup_inclusions', ['head_claim_id'], unique=False)
    op.create_index('ix_rollup_inclusions_sub_claim_id', 'rollup_inclusions', ['sub_claim_id'], unique=False)


def downgrade() -> None:
    op.drop_index('ix_rollup_inclusions_sub_claim_id', table_name='rollup_inclusions')
    op.drop_index('ix_rollup_inclusions_head_claim_id', table_name='rollup_inclusions')
    op.drop_table('rollup_inclusions')
    op.drop_index(op.f('ix_rollup_line_maps_head_contract_id'), table_name='rollup_line_maps')
    op.drop_table('rollup_line_maps')
