"""the cut-offs: a subcontract's 'claims due by' day in the head contractor's pay cycle (issue 40)

Revision ID: t0170
Revises: t0160
Create Date: 2026-11-29 18:00:00

"""
from typing import Sequence, Union

from alembic import op
import sqlalchemy as sa

revision: str = 't0170'
down_revision: Union[str, Sequence[str], None] = 't0160'
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None


def upgrade() -> None:
    op.create_table(
        'subcontract_cutoffs',
        sa.Column('sub_contract_id', sa.BigInteger(), autoincrement=False, nullable=False),
        sa.Column('head_contract_id', sa.BigInteger(), nullable=False),
        sa.Column('claims_due_day', sa.Integer(), nullable=False),
        sa.Column('updated_by_user_id', sa.BigInteger(), nullable=False),
        sa.Column('updated_at', sa.DateTime(timezone=True), nullable=False),
        sa.CheckConstraint('claims_due_day BETWEEN 1 AND 31', name=op.f('ck_subcontract_cutoffs_claims_due_day')),
        sa.PrimaryKeyConstraint('sub_contract_id', name=op.f('pk_subcontract_cutoffs')),
    )
    op.create_index(op.f('ix_subcontract_cutoffs_head_contract_id'), 'subcontract_cutoffs', ['head_contract_id'],
                    unique=False)


def downgrade() -> None:
    op.drop_index(op.f('ix_subcontract_cutoffs_head_contract_id'), table_name='subcontract_cutoffs')
    op.drop_table('subcontract_cutoffs')
