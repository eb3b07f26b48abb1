"""the holder's retention trust account and instrument register (issue 38)

Revision ID: t0130
Revises: t0110
Create Date: 2026-11-29 10:30:00

"""
from typing import Sequence, Union

from alembic import op
import sqlalchemy as sa

revision: str = 't0130'
down_revision: Union[str, Sequence[str], None] = 't0110'
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None


def upgrade() -> None:
    op.create_table(
        'retention_trust_accounts',
        sa.Column('id', sa.Integer(), nullable=False),
        sa.Column('bank', sa.String(length=40), nullable=False),
        sa.Column('account_name', sa.String(length=200), nullable=False),
        sa.Column('account_number', sa.String(length=20), nullable=False),
        sa.Column('bank_notified_on', sa.Date(), nullable=False),
        sa.Column('attested_by_user_id', sa.BigInteger(), nullable=False),
        sa.Column('attested_by_name', sa.String(length=200), nullable=False),
        sa.Column('attested_at', sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint('id', name=op.f('pk_retention_trust_accounts')),
    )
    op.create_table(
        'retention_instruments',
        sa.Column('id', sa.BigInteger(), sa.Identity(always=False), nullable=False),
        sa.Column('contract_id', sa.BigInteger(), nullable=False),
        sa.Column('kind', sa.String(length=20), nullable=False),
        sa.Column('provider', sa.String(length=200), nullable=False),
        sa.Column('reference', sa.String(length=100), server_default='', nullable=False),
        sa.Column('amount', sa.BigInteger(), nullable=False),
        sa.Column('starts_on', sa.Date(), nullable=False),
        sa.Column('expires_on', sa.Date(), nullable=False),
        sa.Column('created_by_user_id', sa.BigInteger(), nullable=False),
        sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
        sa.CheckConstraint("kind IN ('insurance', 'bond', 'guarantee')", name=op.f('ck_retention_instruments_kind')),
        sa.PrimaryKeyConstraint('id', name=op.f('pk_retention_instruments')),
    )
    op.create_index(op.f('ix_retention_instruments_contract_id'), 'retention_instruments', ['contract_id'],
                    unique=False)


def downgrade() -> None:
    op.drop_index(op.f('ix_retention_instruments_contract_id'), table_name='retention_instruments')
    op.drop_table('retention_instruments')
    op.drop_table('retention_trust_accounts')
