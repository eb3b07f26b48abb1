"""oidc: Google and Microsoft identities linked to accounts, OpenID Connect states in flight, and
which identity an account session signed in with (issue 20)

Revision ID: s0170
Revises: s0160
Create Date: 2026-11-26 14:40:00

"""
from typing import Sequence, Union

from alembic import op
import sqlalchemy as sa
from sqlalchemy.dialects import postgresql

revision: str = 's0170'
down_revision: Union[str, Sequence[str], None] = 's0160'
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None


def upgrade() -> None:
    op.create_table('external_identities',
    sa.Column('id', sa.BigInteger(), sa.Identity(always=False), nullable=False),
    sa.Column('account_id', sa.BigInteger(), nullable=False),
    sa.Column('provider', sa.String(length=20), nullable=False),
    sa.Column('subject', sa.String(length=255), nullable=False),
    sa.Column('tenant_id', sa.String(length=64), nullable=True),
    sa.Column('email', sa.String(length=254), server_default='', nullable=False),
    sa.Column('claims', postgresql.JSONB(astext_type=sa.Text()), server_default='{}', nullable=False),
    sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('last_used_at', sa.DateTime(timezone=True), nullable=True),
    sa.ForeignKeyConstraint(['account_id'], ['shared.accounts.id'], name=op.f('fk_external_identities_account_id_accounts'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_external_identities')),
    sa.UniqueConstraint('provider', 'subject', name=op.f('uq_external_identities_provider_subject')),
    schema='shared'
    )
    op.create_index(op.f('ix_external_identities_account_id'), 'external_identities', ['account_id'], unique=False, schema='shared')
    op.create_table('oidc_states',
    sa.Column('id', sa.BigInteger(), sa.Identity(always=False), nullable=False),
    sa.Column('state_hash', sa.LargeBinary(length=32), nullable=False),
    sa.Column('provider', sa.String(length=20), nullable=False),
    sa.Column('purpose', sa.String(length=10), nullable=False),
    sa.Column('nonce', sa.String(length=100), nullable=False),
    sa.Column('code_verifier', sa.String(length=128), nullable=False),
    sa.Column('browser_session_id', sa.BigInteger(), nullable=False),
    sa.Column('account_id', sa.BigInteger(), nullable=True),
    sa.Column('return_to', sa.String(length=2000), nullable=True),
    sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('used_at', sa.DateTime(timezone=True), nullable=True),
    sa.ForeignKeyConstraint(['account_id'], ['shared.accounts.id'], name=op.f('fk_oidc_states_account_id_accounts'), ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['browser_session_id'], ['shared.browser_sessions.id'], name=op.f('fk_oidc_states_browser_session_id_browser_sessions'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_oidc_states')),
    sa.UniqueConstraint('state_hash', name=op.f('uq_oidc_states_state_hash')),
    schema='shared'
    )
    op.create_index(op.f('ix_oidc_states_browser_session_id'), 'oidc_states', ['browser_session_id'], unique=False, schema='shared')
    op.create_index(op.f('ix_oidc_states_created_at'), 'oidc_states', ['created_at'], unique=False, schema='shared')
    op.add_column('account_sessions', sa.Column('identity_id', sa.BigInteger(), nullable=True), schema='shared')
    op.create_index(op.f('ix_account_sessions_identity_id'), 'account_sessions', ['identity_id'], unique=False, schema='shared')
    op.create_foreign_key(op.f('fk_account_sessions_identity_id_external_identities'), 'account_sessions', 'external_identities', ['identity_id'], ['id'], source_schema='shared', referent_schema='shared', ondelete='SET NULL')


def downgrade() -> None:
    op.drop_constraint(op.f('fk_account_sessions_identity_id_external_identities'), 'account_sessions', schema='shared', type_='foreignkey')
    op.drop_index(op.f('ix_account_sessions_identity_id'), table_name='account_sessions', schema='shared')
    op.drop_column('account_sessions', 'identity_id', schema='shared')
    op.drop_index(op.f('ix_oidc_states_created_at'), table_name='oidc_states', schema='shared')
    op.drop_index(op.f('ix_oidc_states_browser_session_id'), table_name='oidc_states', schema='shared')
    op.drop_table('oidc_states', schema='shared')
    op.drop_index(op.f('ix_external_identities_account_id'), table_name='external_identities', schema='shared')
    op.drop_table('external_identities', schema='shared')
