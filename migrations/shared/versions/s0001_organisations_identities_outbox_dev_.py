"""organisations, identities, outbox, dev mail, demo requests

Revision ID: s0001
Revises: 
Create Date: 2026-11-21 19:50:09.251034

"""
from typing import Sequence, Union

from alembic import op
import sqlalchemy as sa
from sqlalchemy.dialects import postgresql

# revision identifiers, used by Alembic.
revision: str = 's0001'
down_revision: Union[str, Sequence[str], None] = None
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None


def upgrade() -> None:
    """Upgrade schema."""
    op.create_table('accounts',
    sa.Column('id', sa.BigInteger(), sa.Identity(always=False), nullable=False),
    sa.Column('email', sa.String(length=254), nullable=False),
    sa.Column('name', sa.String(length=200), server_default='', nullable=False),
    sa.Column('created_at', sa.DateTime(timezone=True), server_default=sa.text('now()'), nullable=False),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_accounts')),
    sa.UniqueConstraint('email', name=op.f('uq_accounts_email')),
    schema='shared'
    )
    op.create_table('demo_requests',
    sa.Column('id', sa.BigInteger(), sa.Identity(always=False), nullable=False),
    sa.Column('email', sa.String(length=254), nullable=False),
    sa.Column('company_name', sa.String(length=200), server_default='', nullable=False),
    sa.Column('message', sa.Text(), server_default='', nullable=False),
    sa.Column('created_at', sa.DateTime(timezone=True), server_default=sa.text('now()'), nullable=False),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_demo_requests')),
    schema='shared'
    )
    op.create_table('dev_mail',
    sa.Column('id', sa.BigInteger(), sa.Identity(always=False), nullable=False),
    sa.Column('message_id', sa.String(length=250), nullable=False),
    sa.Column('to', postgresql.ARRAY(sa.String(length=254)), nullable=False),
    sa.Column('subject', sa.String(length=500), nullable=False),
    sa.Column('text', sa.Text(), nullable=False),
    sa.Column('html', sa.Text(), nullable=True),
    sa.Column('sent_at', sa.DateTime(timezone=True), server_default=sa.text('now()'), nullable=False),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_dev_mail')),
    sa.UniqueConstraint('message_id', name=op.f('uq_dev_mail_message_id')),
    schema='shared'
    )
    op.create_index(op.f('ix_dev_mail_sent_at'), 'dev_mail', ['sent_at'], unique=False, schema='shared')
    op.create_table('organisations',
    sa.Column('id', sa.BigInteger(), sa.Identity(always=False), nullable=False),
    sa.Column('slug', sa.String(length=48), nullable=False),
    sa.Column('name', sa.String(length=200), nullable=False),
    sa.Column('schema_name', sa.String(length=63), nullable=True),
    sa.Column('schema_revision', sa.String(length=64), nullable=True),
    sa.Column('is_personal', sa.Boolean(), server_default='false', nullable=False),
    sa.Column('created_at', sa.DateTime(timezone=True), server_default=sa.text('now()'), nullable=False),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_organisations')),
    sa.UniqueConstraint('schema_name', name=op.f('uq_organisations_schema_name')),
    sa.UniqueConstraint('slug', name=op.f('uq_organisations_slug')),
    schema='shared'
    )
    op.create_index(op.f('ix_organisations_schema_revision'), 'organisations', ['schema_revision'], unique=False, schema='shared')
    op.create_table('outbox',
    sa.Column('id', sa.BigInteger(), sa.Identity(always=False), nullable=False),
    sa.Column('key', sa.String(length=200), nullable=False),
    sa.Column('task', sa.String(length=60), nullable=False),
    sa.Column('queue', sa.String(length=20), nullable=False),
    sa.Column('org_id', sa.BigInteger(), nullable=True),
    sa.Column('payload', postgresql.JSONB(astext_type=sa.Text()), nullable=False),
    sa.Column('created_at', sa.DateTime(timezone=True), server_default=sa.text('now()'), nullable=False),
    sa.Column('enqueued_at', sa.DateTime(timezone=True), nullable=True),
    sa.Column('done_at', sa.DateTime(timezone=True), nullable=True),
    sa.Column('attempts', sa.Integer(), server_default='0', nullable=False),
    sa.Column('last_error', sa.Text(), nullable=True),
    sa.ForeignKeyConstraint(['org_id'], ['shared.organisations.id'], name=op.f('fk_outbox_org_id_organisations'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_outbox')),
    sa.UniqueConstraint('key', name=op.f('uq_outbox_key')),
    schema='shared'
    )
    op.create_index(op.f('ix_outbox_done_at'), 'outbox', ['done_at'], unique=False, schema='shared')
    op.create_index(op.f('ix_outbox_org_id'), 'outbox', ['org_id'], unique=False, schema='shared')
    op.create_table('users',
    sa.Column('id', sa.BigInteger(), sa.Identity(always=False), nullable=False),
    sa.Column('account_id', sa.BigInteger(), nullable=False),
    sa.Column('org_id', sa.BigInteger(), nullable=False),
    sa.Column('created_at', sa.DateTime(timezone=True), server_default=sa.text('now()'), nullable=False),
    sa.ForeignKeyConstraint(['account_id'], ['shared.accounts.id'], name=op.f('fk_users_account_id_accounts'), ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['org_id'], ['shared.organisations.id'], name=op.f('fk_users_org_id_organisations'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_users')),
    sa.UniqueConstraint('account_id', 'org_id', name=op.f('uq_users_account_id_org_id')),
    schema='shared'
    )
    op.create_index(op.f('ix_users_account_id'), 'users', ['account_id'], unique=False, schema='shared')
    op.create_index(op.f('ix_users_org_id'), 'users', ['org_id'], unique=False, schema='shared')


def downgrade() -> None:
    """Downgrade schema."""
    op.drop_index(op.f('ix_users_org_id'), table_name='users', schema='shared')
    op.drop_index(op.f('ix_users_account_id'), table_name='users', schema='shared')
    op.drop_table('users', schema='shared')
    op.drop_index(op.f('ix_outbox_org_id'), table_name='outbox', schema='shared')
    op.drop_index(op.f('ix_outbox_done_at'), table_name='outbox', schema='shared')
    op.drop_table('outbox', schema='shared')
    op.drop_index(op.f('ix_organisations_schema_revision'), table_name='organisations', schema='shared')
    op.drop_table('organisations', schema='shared')
    op.drop_index(op.f('ix_dev_mail_sent_at'), table_name='dev_mail', schema='shared')
    op.drop_table('dev_mail', schema='shared')
    op.drop_table('demo_requests', schema='shared')
    op.drop_table('accounts', schema='shared')
