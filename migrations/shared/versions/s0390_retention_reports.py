"""retention reports served with proof (issue 38; CCA s 18FD)

- `retention_reports`: a quarterly statement or a transaction report of one contract's retention
  ledger, numbered on the contract, its content frozen (JSONB), the SHA-256 of its PDF and CSV; a
  transaction report once per entry (a partial unique index on entry_id).
- `retention_report_copies`: its proof of service per recipient (the SHA-256 of the PDF emailed, set
  when the email is delivered), once per report and address.

Revision ID: s0390
Revises: s0380
Create Date: 2026-11-29 13:50:00

"""
from typing import Sequence, Union

from alembic import op
import sqlalchemy as sa
from sqlalchemy.dialects import postgresql

revision: str = 's0390'
down_revision: Union[str, Sequence[str], None] = 's0380'
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None


def upgrade() -> None:
    op.create_table(
        'retention_reports',
        sa.Column('id', sa.BigInteger(), sa.Identity(always=False), nullable=False),
        sa.Column('contract_id', sa.BigInteger(), nullable=False),
        sa.Column('number', sa.Integer(), nullable=False),
        sa.Column('kind', sa.String(length=12), nullable=False),
        sa.Column('holder_org_id', sa.BigInteger(), nullable=True),
        sa.Column('payee_org_id', sa.BigInteger(), nullable=True),
        sa.Column('period_from', sa.Date(), nullable=False),
        sa.Column('period_to', sa.Date(), nullable=False),
        sa.Column('first_seq', sa.Integer(), nullable=False),
        sa.Column('last_seq', sa.Integer(), nullable=False),
        sa.Column('entry_id', sa.BigInteger(), nullable=True),
        sa.Column('content', postgresql.JSONB(astext_type=sa.Text()), nullable=False),
        sa.Column('sha256', sa.String(length=64), nullable=True),
        sa.Column('csv_sha256', sa.String(length=64), nullable=False),
        sa.Column('created_by_user_id', sa.BigInteger(), nullable=True),
        sa.Column('served_at', sa.DateTime(timezone=True), server_default=sa.text('now()'), nullable=False),
        sa.CheckConstraint("kind IN ('quarterly', 'transaction')", name=op.f('ck_retention_reports_kind')),
        sa.CheckConstraint('period_to >= period_from', name=op.f('ck_retention_reports_period')),
        sa.ForeignKeyConstraint(['contract_id'], ['shared.contracts.id'],
                                name=op.f('fk_retention_reports_contract_id_contracts'), ondelete='CASCADE'),
        sa.ForeignKeyConstraint(['entry_id'], ['shared.retention_entries.id'],
                                name=op.f('fk_retention_reports_entry_id_retention_entries'), ondelete='CASCADE'),
        sa.ForeignKeyConstraint(['holder_org_id'], ['shared.organisations.id'],
                                name=op.f('fk_retention_reports_holder_org_id_organisations'), ondelete='SET NULL'),
        sa.ForeignKeyConstraint(['payee_org_id'], ['shared.organisations.id'],
                                name=op.f('fk_retention_reports_payee_org_id_organisations'), ondelete='SET NULL'),
        sa.PrimaryKeyConstraint('id', name=op.f('pk_retention_reports')),
        sa.UniqueConstraint('contract_id', 'number', name=op.f('uq_retention_reports_contract_id_number')),
        schema='shared',
    )
    op.create_index(op.f('ix_retention_reports_contract_id'), 'retention_reports', ['contract_id'], unique=False,
                    schema='shared')
    op.create_index('ux_retention_reports_entry', 'retention_reports', ['entry_id'], unique=True, schema='shared',
                    postgresql_where=sa.text('entry_id IS NOT NULL'))
    op.create_table(
        'retention_report_copies',
        sa.Column('id', sa.BigInteger(), sa.Identity(always=False), nullable=False),
        sa.Column('report_id', sa.BigInteger(), nullable=False),
        sa.Column('contract_id', sa.BigInteger(), nullable=False),
        sa.Column('email', sa.String(length=320), nullable=False),
        sa.Column('user_id', sa.BigInteger(), nullable=True),
        sa.Column('sha256', sa.String(length=64), nullable=True),
        sa.Column('size', sa.BigInteger(), nullable=True),
        sa.Column('promised_at', sa.DateTime(timezone=True), server_default=sa.text('now()'), nullable=False),
        sa.Column('served_at', sa.DateTime(timezone=True), nullable=True),
        sa.ForeignKeyConstraint(['contract_id'], ['shared.contracts.id'],
                                name=op.f('fk_retention_report_copies_contract_id_contracts'), ondelete='CASCADE'),
        sa.ForeignKeyConstraint(['report_id'], ['shared.retention_reports.id'],
                                name=op.f('fk_retention_report_copies_report_id_retention_reports'),
                                ondelete='CASCADE'),
        sa.ForeignKeyConstraint(['user_id'], ['shared.users.id'],
                                name=op.f('fk_retention_report_copies_user_id_users'), ondelete='SET NULL'),
        sa.PrimaryKeyConstraint('id', name=op.f('pk_retention_report_copies')),
        sa.UniqueConstraint('report_id', 'email', name='uq_retention_report_copies_report_email'),
        schema='shared',
    )
    op.create_index(op.f('ix_retention_report_copies_report_id'), 'retention_report_copies', ['report_id'],
                    unique=False, schema='shared')


def downgrade() -> None:
    op.drop_index(op.f('ix_retention_report_copies_report_id'), table_name='retention_report_copies', schema='shared')
    op.drop_table('retention_report_copies', schema='shared')
    op.drop_index('ux_retention_reports_entry', table_name='retention_reports', schema='shared')
    op.drop_index(op.f('ix_retention_reports_contract_id'), table_name='retention_reports', schema='shared')
    op.drop_table('retention_reports', schema='shared')
