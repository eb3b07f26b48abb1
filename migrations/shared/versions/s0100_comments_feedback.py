"""comments on claims: the shared ones, both parties read (issue 14; internal ones and feedback are
in each organisation's schema, t0050)

Revision ID: s0100
Revises: s0090
Create Date: 2026-11-25 13:40:00

"""
from typing import Sequence, Union

from alembic import op
import sqlalchemy as sa
from sqlalchemy.dialects import postgresql

revision: str = 's0100'
down_revision: Union[str, Sequence[str], None] = 's0090'
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None


def upgrade() -> None:
    op.create_table('comments',
    sa.Column('id', sa.BigInteger(), sa.Identity(always=False), nullable=False),
    sa.Column('contract_id', sa.BigInteger(), nullable=False),
    sa.Column('claim_id', sa.BigInteger(), nullable=False),
    sa.Column('client_id', sa.String(length=64), nullable=False),
    sa.Column('body', sa.Text(), server_default='', nullable=False),
    sa.Column('item_id', sa.String(length=64), nullable=True),
    sa.Column('item_name', sa.Text(), nullable=True),
    sa.Column('is_email', sa.Boolean(), server_default='false', nullable=False),
    sa.Column('files', postgresql.JSONB(astext_type=sa.Text()), server_default='[]', nullable=False),
    sa.Column('author_org_id', sa.BigInteger(), nullable=False),
    sa.Column('author_user_id', sa.BigInteger(), nullable=True),
    sa.Column('author_name', sa.String(length=254), server_default='', nullable=False),
    sa.Column('created_at', sa.DateTime(timezone=True), server_default=sa.text('now()'), nullable=False),
    sa.ForeignKeyConstraint(['author_org_id'], ['shared.organisations.id'], name=op.f('fk_comments_author_org_id_organisations'), ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['author_user_id'], ['shared.users.id'], name=op.f('fk_comments_author_user_id_users'), ondelete='SET NULL'),
    sa.ForeignKeyConstraint(['claim_id'], ['shared.claims.id'], name=op.f('fk_comments_claim_id_claims'), ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['contract_id'], ['shared.contracts.id'], name=op.f('fk_comments_contract_id_contracts'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_comments')),
    schema='shared'
    )
    op.create_index(op.f('ix_comments_contract_id'), 'comments', ['contract_id'], unique=False, schema='shared')
    op.create_index('ix_comments_claim_id_created_at', 'comments', ['claim_id', 'created_at', 'id'], unique=False, schema='shared')
    op.create_index('uq_comments_claim_id_client_id', 'comments', ['claim_id', 'client_id'], unique=True, schema='shared')


def downgrade() -> None:
    op.drop_index('uq_comments_claim_id_client_id', table_name='comments', schema='shared')
    op.drop_index('ix_comments_claim_id_created_at', table_name='comments', schema='shared')
    op.drop_index(op.f('ix_comments_contract_id'), table_name='comments', schema='shared')
    op.drop_table('comments', schema='shared')
