"""the accounting connection: its tokens, authorisations in flight and postings (issue 20)

Revision ID: t0070
Revises: t0060
Create Date: 2026-11-26 11:20:00

"""
from typing import Sequence, Union

from alembic import op
import sqlalchemy as sa
from sqlalchemy.dialects import postgresql

revision: str = 't0070'
down_revision: Union[str, Sequence[str], None] = 't0060'
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None


def upgrade() -> None:
    op.create_table('accounting_connections',
    sa.Column('id', sa.BigInteger(), sa.Identity(always=False), nullable=False),
    sa.Column('provider', sa.String(length=20), nullable=False),
    sa.Column('status', sa.String(length=20), nullable=False),
    sa.Column('remotes', postgresql.JSONB(astext_type=sa.Text()), server_default='[]', nullable=False),
    sa.Column('remote_id', sa.String(length=64), nullable=True),
    sa.Column('tokens', sa.Text(), nullable=True),
    sa.Column('expires_at', sa.DateTime(timezone=True), nullable=True),
    sa.Column('generation', sa.Integer(), server_default='0', nullable=False),
    sa.Column('last_error', sa.Text(), nullable=True),
    sa.Column('last_error_at', sa.DateTime(timezone=True), nullable=True),
    sa.Column('updated_at', sa.DateTime(timezone=True), server_default=sa.text('now()'), nullable=False),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_accounting_connections')),
    sa.UniqueConstraint('provider', name=op.f('uq_accounting_connections_provider'))
    )
    op.create_table('oauth_states',
    sa.Column('id', sa.BigInteger(), sa.Identity(always=False), nullable=False),
    sa.Column('state_hash', sa.String(length=64), nullable=False),
    sa.Column('connection_id', sa.BigInteger(), nullable=False),
    sa.Column('code_verifier', sa.Text(), nullable=False),
    sa.Column('account_id', sa.BigInteger(), nullable=False),
    sa.Column('browser_session_id', sa.BigInteger(), nullable=False),
    sa.Column('created_at', sa.DateTime(timezone=True), server_default=sa.text('now()'), nullable=False),
    sa.Column('used_at', sa.DateTime(timezone=True), nullable=True),
    sa.ForeignKeyConstraint(['connection_id'], ['accounting_connections.id'],
                            name=op.f('fk_oauth_states_connection_id_accounting_connections'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_oauth_states')),
    sa.UniqueConstraint('state_hash', name=op.f('uq_oauth_states_state_hash'))
    )
    op.create_table('accounting_postings',
    sa.Column('id', sa.BigInteger(), sa.Identity(always=False), nullable=False),
    sa.Column('claim_id', sa.BigInteger(), nullable=False),
    sa.Column('rev', sa.Integer(), nullable=False),
    sa.Column('kind', sa.String(length=10), nullable=False),
    sa.Column('invoice', postgresql.JSONB(astext_type=sa.Text()), nullable=False),
    sa.Column('remote_invoice_id', sa.String(length=64), nullable=True),
    sa.Column('url', sa.Text(), nullable=True),
    sa.Column('last_error', sa.Text(), nullable=True),
    sa.Column('created_at', sa.DateTime(timezone=True), server_default=sa.text('now()'), nullable=False),
    sa.Column('posted_at', sa.DateTime(timezone=True), nullable=True),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_accounting_postings')),
    sa.UniqueConstraint('claim_id', 'rev', name=op.f('uq_accounting_postings_claim_id_rev'))
    )


def downgrade() -> None:
    op.drop_table('accounting_postings')
    op.drop_table('oauth_states')
    op.drop_table('accounting_connections')
