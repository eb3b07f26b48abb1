"""payment schedules: the customer's answer to a claim, and what of it was served (issue 13)

Revision ID: s0060
Revises: s0050
Create Date: 2026-11-25 12:50:00

"""
from typing import Sequence, Union

from alembic import op
import sqlalchemy as sa
from sqlalchemy.dialects import postgresql

revision: str = 's0060'
down_revision: Union[str, Sequence[str], None] = 's0050'
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None


def upgrade() -> None:
    op.create_table('payment_schedules',
    sa.Column('id', sa.BigInteger(), sa.Identity(always=False), nullable=False),
    sa.Column('contract_id', sa.BigInteger(), nullable=False),
    sa.Column('claim_id', sa.BigInteger(), nullable=False),
    sa.Column('claim_rev', sa.Integer(), nullable=False),
    sa.Column('status', sa.Text(), server_default='Draft', nullable=False),
    sa.Column('due_date', sa.Date(), nullable=True),
    sa.Column('is_tax_invoice', sa.Boolean(), server_default='false', nullable=False),
    sa.Column('notes', postgresql.ARRAY(sa.Text()), server_default='{}', nullable=False),
    sa.Column('reference', sa.Text(), server_default='', nullable=False),
    sa.Column('lines', postgresql.JSONB(astext_type=sa.Text()), server_default='[]', nullable=False),
    sa.Column('adjust_excl', sa.BigInteger(), server_default='0', nullable=False),
    sa.Column('adjust_tax', sa.BigInteger(), server_default='0', nullable=False),
    sa.Column('retention', sa.BigInteger(), server_default='0', nullable=False),
    sa.Column('schedule_excl', sa.BigInteger(), server_default='0', nullable=False),
    sa.Column('schedule_tax', sa.BigInteger(), server_default='0', nullable=False),
    sa.Column('totals', postgresql.JSONB(astext_type=sa.Text()), nullable=True),
    sa.Column('version', sa.Integer(), server_default='0', nullable=False),
    sa.Column('created_by_user_id', sa.BigInteger(), nullable=True),
    sa.Column('updated_by_user_id', sa.BigInteger(), nullable=True),
    sa.Column('sent_by_user_id', sa.BigInteger(), nullable=True),
    sa.Column('sent_at', sa.DateTime(timezone=True), nullable=True),
    sa.Column('created_at', sa.DateTime(timezone=True), server_default=sa.text('now()'), nullable=False),
    sa.Column('updated_at', sa.DateTime(timezone=True), server_default=sa.text('now()'), nullable=False),
    sa.CheckConstraint("status IN ('Draft', 'Sent')", name=op.f('ck_payment_schedules_status')),
    sa.ForeignKeyConstraint(['contract_id'], ['shared.contracts.id'], name=op.f('fk_payment_schedules_contract_id_contracts'), ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['claim_id'], ['shared.claims.id'], name=op.f('fk_payment_schedules_claim_id_claims'), ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['created_by_user_id'], ['shared.users.id'], name=op.f('fk_payment_schedules_created_by_user_id_users'), ondelete='SET NULL'),
    sa.ForeignKeyConstraint(['updated_by_user_id'], ['shared.users.id'], name=op.f('fk_payment_schedules_updated_by_user_id_users'), ondelete='SET NULL'),
    sa.ForeignKeyConstraint(['sent_by_user_id'], ['shared.users.id'], name=op.f('fk_payment_schedules_sent_by_user_id_users'), ondelete='SET NULL'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_payment_schedules')),
    sa.UniqueConstraint('claim_id', name=op.f('uq_payment_schedules_claim_id')),
    schema='shared'
    )
    op.create_index(op.f('ix_payment_schedules_contract_id'), 'payment_schedules', ['contract_id'], unique=False, schema='shared')
    op.add_column('claim_served_documents', sa.Column('document', sa.String(length=10), server_default='claim', nullable=False), schema='shared')
    op.create_check_constraint(op.f('ck_claim_served_documents_document'), 'claim_served_documents',
                               "document IN ('claim', 'schedule')", schema='shared')


def downgrade() -> None:
    op.drop_constraint(op.f('ck_claim_served_documents_document'), 'claim_served_documents', schema='shared')
    op.drop_column('claim_served_documents', 'document', schema='shared')
    op.drop_index(op.f('ix_payment_schedules_contract_id'), table_name='payment_schedules', schema='shared')
    op.drop_table('payment_schedules', schema='shared')
