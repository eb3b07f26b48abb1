"""internal comments and feedback: what an organisation alone reads, in its own schema (issue 14)

Revision ID: t0050
Revises: t0040
Create Date: 2026-11-25 14:20:00

"""
from typing import Sequence, Union

from alembic import op
import sqlalchemy as sa
from sqlalchemy.dialects import postgresql

revision: str = 't0050'
down_revision: Union[str, Sequence[str], None] = 't0040'
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None


def upgrade() -> None:
    op.create_table('internal_comments',
    sa.Column('id', sa.BigInteger(), sa.Identity(always=False), nullable=False),
    sa.Column('contract_id', sa.BigInteger(), nullable=False),
    sa.Column('claim_id', sa.BigInteger(), nullable=False),
    sa.Column('author_user_id', sa.BigInteger(), nullable=True),
    sa.Column('client_id', sa.String(length=64), nullable=False),
    sa.Column('body', sa.Text(), server_default='', nullable=False),
    sa.Column('item_id', sa.String(length=64), nullable=True),
    sa.Column('item_name', sa.Text(), nullable=True),
    sa.Column('files', postgresql.JSONB(astext_type=sa.Text()), server_default='[]', nullable=False),
    sa.Column('author_name', sa.String(length=254), server_default='', nullable=False),
    sa.Column('created_at', sa.DateTime(timezone=True), server_default=sa.text('now()'), nullable=False),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_internal_comments'))
    )
    op.create_index('ix_internal_comments_claim_id_created_at', 'internal_comments', ['claim_id', 'created_at', 'id'],
                    unique=False)
    op.create_index('uq_internal_comments_claim_id_client_id', 'internal_comments', ['claim_id', 'client_id'],
                    unique=True)
    op.create_table('feedback',
    sa.Column('id', sa.BigInteger(), sa.Identity(always=False), nullable=False),
    sa.Column('account_id', sa.BigInteger(), nullable=False),
    sa.Column('message', sa.Text(), nullable=False),
    sa.Column('created_at', sa.DateTime(timezone=True), server_default=sa.text('now()'), nullable=False),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_feedback'))
    )
    op.create_index(op.f('ix_feedback_account_id'), 'feedback', ['account_id'], unique=False)


def downgrade() -> None:
    op.drop_index(op.f('ix_feedback_account_id'), table_name='feedback')
    op.drop_table('feedback')
    op.drop_index('uq_internal_comments_claim_id_client_id', table_name='internal_comments')
    op.drop_index('ix_internal_comments_claim_id_created_at', table_name='internal_comments')
    op.drop_table('internal_comments')
