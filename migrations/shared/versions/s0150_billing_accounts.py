"""billing: each organisation's Stripe customer and subscription state, and the webhook events
received (issue 19)

Revision ID: s0150
Revises: s0140
Create Date: 2026-11-26 11:20:00

"""
from typing import Sequence, Union

from alembic import op
import sqlalchemy as sa

revision: str = 's0150'
down_revision: Union[str, Sequence[str], None] = 's0140'
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None


def upgrade() -> None:
    op.create_table('billing_accounts',
    sa.Column('org_id', sa.BigInteger(), nullable=False),
    sa.Column('customer_id', sa.String(length=255), nullable=True),
    sa.Column('subscription_id', sa.String(length=255), nullable=True),
    sa.Column('status', sa.String(length=32), server_default='none', nullable=False),
    sa.Column('trial_end', sa.DateTime(timezone=True), nullable=True),
    sa.Column('current_period_end', sa.DateTime(timezone=True), nullable=True),
    sa.Column('cancel_at_period_end', sa.Boolean(), server_default='false', nullable=False),
    sa.Column('synced_at', sa.DateTime(timezone=True), nullable=True),
    sa.Column('created_at', sa.DateTime(timezone=True), server_default=sa.text('now()'), nullable=False),
    sa.ForeignKeyConstraint(['org_id'], ['shared.organisations.id'], name=op.f('fk_billing_accounts_org_id_organisations'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('org_id', name=op.f('pk_billing_accounts')),
    sa.UniqueConstraint('customer_id', name=op.f('uq_billing_accounts_customer_id')),
    schema='shared'
    )
    op.create_table('billing_events',
    sa.Column('id', sa.String(length=255), nullable=False),
    sa.Column('type', sa.String(length=100), nullable=False),
    sa.Column('customer_id', sa.String(length=255), nullable=True),
    sa.Column('received_at', sa.DateTime(timezone=True), server_default=sa.text('now()'), nullable=False),
    sa.Column('applied_at', sa.DateTime(timezone=True), nullable=True),
    sa.Column('outcome', sa.String(length=200), nullable=True),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_billing_events')),
    schema='shared'
    )
    op.create_index(op.f('ix_billing_events_customer_id'), 'billing_events', ['customer_id'], unique=False, schema='shared')


def downgrade() -> None:
    op.drop_index(op.f('ix_billing_events_customer_id'), table_name='billing_events', schema='shared')
    op.drop_table('billing_events', schema='shared')
    op.drop_table('billing_accounts', schema='shared')
