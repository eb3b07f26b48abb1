"""internal comments on variations: what an organisation alone reads, in its own schema (issue 16)

Revision ID: t0060
Revises: t0050
Create Date: 2026-11-26 11:05:00

"""
from typing import Sequence, Union

from alembic import op
import sqlalchemy as sa
from sqlalchemy.dialects import postgresql

revision: str = 't0060'
down_revision: Union[str, Sequence[str], None] = 't0050'
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None


def upgrade() -> None:
    op.create_table('internal_variation_comments',
    sa.Column('id', sa.BigInteger(), sa.Identity(always=False), nullable=False),
    sa.Column('contract_id', sa.BigInteger(), nullable=False),
    sa.Column('variation_id', sa.BigInteger(), nullable=False),
    sa.Column('author_user_id', sa.BigInteger(), nullable=True),
    sa.Column('client_id', sa.String(length=64), nullable=False),
    sa.Column('body', sa.Text(), server_default='', nullable=False),
    sa.Column('item_id', sa.String(length=64), nullable=True),
    sa.Column('item_name', sa.Text(), nullable=True),
    sa.Column('files', postgresql.JSONB(astext_type=sa.Text()), server_default='[]', nullable=False),
    sa.Column('author_name', sa.String(length=254), server_default='', nullable=False),
    sa.Column('created_at', sa.DateTime(timezone=True), server_default=sa.text('now()'), nullable=False),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_internal_variation_comments'))
    )
    op.create_index('ix_internal_variation_comments_variation_id', 'internal_variation_comments',
                    ['variation_id', 'created_at', 'id'], unique=False)
    op.create_index('uq_internal_variation_comments_variation_id_client_id', 'internal_variation_comments',
                    ['variation_id', 'client_id'], unique=True)


def downgrade() -> None:
    op.drop_table('internal_variation_comments')
