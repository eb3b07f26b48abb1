"""auth: browser and account sessions, sign-in attempts, passkeys, WebAuthn challenges,
rate-limit counters, and each account's WebAuthn user handle (see app/auth/models.py)

Revision ID: s0002
Revises: s0001
Create Date: 2026-11-21 19:54:29.455204

"""
from typing import Sequence, Union

from alembic import op
import sqlalchemy as sa
from sqlalchemy.dialects import postgresql

# revision identifiers, used by Alembic.
revision: str = 's0002'
down_revision: Union[str, Sequence[str], None] = 's0001'
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None


def upgrade() -> None:
    """Upgrade schema."""
    op.create_table('browser_sessions',
    sa.Column('id', sa.BigInteger(), sa.Identity(always=False), nullable=False),
    sa.Column('token_hash', sa.LargeBinary(length=32), nullable=False),
    sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('rotated_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('expires_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('user_agent', sa.String(length=300), server_default='', nullable=False),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_browser_sessions')),
    sa.UniqueConstraint('token_hash', name=op.f('uq_browser_sessions_token_hash')),
    schema='shared'
    )
    op.create_index(op.f('ix_browser_sessions_expires_at'), 'browser_sessions', ['expires_at'], unique=False, schema='shared')
    op.create_table('rate_limits',
    sa.Column('key', sa.String(length=200), nullable=False),
    sa.Column('window_start', sa.DateTime(timezone=True), nullable=False),
    sa.Column('count', sa.Integer(), nullable=False),
    sa.PrimaryKeyConstraint('key', name=op.f('pk_rate_limits')),
    schema='shared'
    )
    op.create_index(op.f('ix_rate_limits_window_start'), 'rate_limits', ['window_start'], unique=False, schema='shared')
    op.create_table('account_sessions',
    sa.Column('id', sa.BigInteger(), sa.Identity(always=False), nullable=False),
    sa.Column('browser_session_id', sa.BigInteger(), nullable=False),
    sa.Column('account_id', sa.BigInteger(), nullable=False),
    sa.Column('method', sa.String(length=20), nullable=False),
    sa.Column('signed_in_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('last_seen_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('expires_at', sa.DateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['account_id'], ['shared.accounts.id'], name=op.f('fk_account_sessions_account_id_accounts'), ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['browser_session_id'], ['shared.browser_sessions.id'], name=op.f('fk_account_sessions_browser_session_id_browser_sessions'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_account_sessions')),
    sa.UniqueConstraint('browser_session_id', 'account_id', name=op.f('uq_account_sessions_browser_session_id_account_id')),
    schema='shared'
    )
    op.create_index(op.f('ix_account_sessions_account_id'), 'account_sessions', ['account_id'], unique=False, schema='shared')
    op.create_table('passkeys',
    sa.Column('id', sa.BigInteger(), sa.Identity(always=False), nullable=False),
    sa.Column('account_id', sa.BigInteger(), nullable=False),
    sa.Column('credential_id', sa.LargeBinary(length=1023), nullable=False),
    sa.Column('public_key', sa.LargeBinary(), nullable=False),
    sa.Column('sign_count', sa.BigInteger(), server_default='0', nullable=False),
    sa.Column('transports', postgresql.ARRAY(sa.String(length=20)), server_default='{}', nullable=False),
    sa.Column('aaguid', sa.String(length=36), server_default='', nullable=False),
    sa.Column('backed_up', sa.Boolean(), server_default='false', nullable=False),
    sa.Column('name', sa.String(length=100), server_default='Passkey', nullable=False),
    sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('last_used_at', sa.DateTime(timezone=True), nullable=True),
    sa.ForeignKeyConstraint(['account_id'], ['shared.accounts.id'], name=op.f('fk_passkeys_account_id_accounts'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_passkeys')),
    sa.UniqueConstraint('credential_id', name=op.f('uq_passkeys_credential_id')),
    schema='shared'
    )
    op.create_index(op.f('ix_passkeys_account_id'), 'passkeys', ['account_id'], unique=False, schema='shared')
    op.create_table('sign_in_attempts',
    sa.Column('id', sa.BigInteger(), sa.Identity(always=False), nullable=False),
    sa.Column('token_hash', sa.LargeBinary(length=32), nullable=False),
    sa.Column('link_hash', sa.LargeBinary(length=32), nullable=False),
    sa.Column('code_hash', sa.LargeBinary(length=32), nullable=False),
    sa.Column('browser_session_id', sa.BigInteger(), nullable=False),
    sa.Column('email', sa.String(length=254), nullable=False),
    sa.Column('signup', sa.Boolean(), nullable=False),
    sa.Column('return_to', sa.String(length=2000), nullable=True),
    sa.Column('failed_tries', sa.Integer(), server_default='0', nullable=False),
    sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('expires_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('used_at', sa.DateTime(timezone=True), nullable=True),
    sa.ForeignKeyConstraint(['browser_session_id'], ['shared.browser_sessions.id'], name=op.f('fk_sign_in_attempts_browser_session_id_browser_sessions'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_sign_in_attempts')),
    sa.UniqueConstraint('link_hash', name=op.f('uq_sign_in_attempts_link_hash')),
    sa.UniqueConstraint('token_hash', name=op.f('uq_sign_in_attempts_token_hash')),
    schema='shared'
    )
    op.create_index(op.f('ix_sign_in_attempts_browser_session_id'), 'sign_in_attempts', ['browser_session_id'], unique=False, schema='shared')
    op.create_index(op.f('ix_sign_in_attempts_expires_at'), 'sign_in_attempts', ['expires_at'], unique=False, schema='shared')
    op.create_table('webauthn_challenges',
    sa.Column('id', sa.BigInteger(), sa.Identity(always=False), nullable=False),
    sa.Column('token_hash', sa.LargeBinary(length=32), nullable=False),
    sa.Column('purpose', sa.String(length=20), nullable=False),
    sa.Column('challenge', sa.LargeBinary(length=64), nullable=False),
    sa.Column('browser_session_id', sa.BigInteger(), nullable=False),
    sa.Column('account_id', sa.BigInteger(), nullable=True),
    sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('expires_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('used_at', sa.DateTime(timezone=True), nullable=True),
    sa.ForeignKeyConstraint(['account_id'], ['shared.accounts.id'], name=op.f('fk_webauthn_challenges_account_id_accounts'), ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['browser_session_id'], ['shared.browser_sessions.id'], name=op.f('fk_webauthn_challenges_browser_session_id_browser_sessions'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_webauthn_challenges')),
    sa.UniqueConstraint('token_hash', name=op.f('uq_webauthn_challenges_token_hash')),
    schema='shared'
    )
    op.create_index(op.f('ix_webauthn_challenges_account_id'), 'webauthn_challenges', ['account_id'], unique=False, schema='shared')
    op.create_index(op.f('ix_webauthn_challenges_browser_session_id'), 'webauthn_challenges', ['browser_session_id'], unique=False, schema='shared')
    op.create_index(op.f('ix_webauthn_challenges_expires_at'), 'webauthn_challenges', ['expires_at'], unique=False, schema='shared')
    op.add_column('accounts', sa.Column('webauthn_user_handle', sa.LargeBinary(length=64), nullable=True), schema='shared')
    op.create_unique_constraint(op.f('uq_accounts_webauthn_user_handle'), 'accounts', ['webauthn_user_handle'], schema='shared')


def downgrade() -> None:
    """Downgrade schema."""
    op.drop_constraint(op.f('uq_accounts_webauthn_user_handle'), 'accounts', schema='shared', type_='unique')
    op.drop_column('accounts', 'webauthn_user_handle', schema='shared')
    op.drop_index(op.f('ix_webauthn_challenges_expires_at'), table_name='webauthn_challenges', schema='shared')
    op.drop_index(op.f('ix_webauthn_challenges_browser_session_id'), table_name='webauthn_challenges', schema='shared')
    op.drop_index(op.f('ix_webauthn_challenges_account_id'), table_name='webauthn_challenges', schema='shared')
    op.drop_table('webauthn_challenges', schema='shared')
    op.drop_index(op.f('ix_sign_in_attempts_expires_at'), table_name='sign_in_attempts', schema='shared')
    op.drop_index(op.f('ix_sign_in_attempts_browser_session_id'), table_name='sign_in_attempts', schema='shared')
    op.drop_table('sign_in_attempts', schema='shared')
    op.drop_index(op.f('ix_passkeys_account_id'), table_name='passkeys', schema='shared')
    op.drop_table('passkeys', schema='shared')
    op.drop_index(op.f('ix_account_sessions_account_id'), table_name='account_sessions', schema='shared')
    op.drop_table('account_sessions', schema='shared')
    op.drop_index(op.f('ix_rate_limits_window_start'), table_name='rate_limits', schema='shared')
    op.drop_table('rate_limits', schema='shared')
    op.drop_index(op.f('ix_browser_sessions_expires_at'), table_name='browser_sessions', schema='shared')
    op.drop_table('browser_sessions', schema='shared')
