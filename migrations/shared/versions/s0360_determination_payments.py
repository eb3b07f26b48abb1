"""determination payments (issue 39, s 59): what has been paid towards an adjudicator's determination

- `determination_payments` (app.adjudication.models.DeterminationPayment): the determined amount less
  these is what is unpaid, the ground 'determination unpaid' (s 59, s 24A(1)(a)(iii)).

Revision ID: s0360
Revises: s0350
Create Date: 2026-11-29 10:00:00

"""
from typing import Sequence, Union

from alembic import op
import sqlalchemy as sa

revision: str = 's0360'
down_revision: Union[str, Sequence[str], None] = 's0350'
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None


def _fk(table, column, target, ondelete):
    return sa.ForeignKeyConstraint([column], [f'shared.{target}.id'], name=op.f(f'fk_{table}_{column}_{target}'),
                                   ondelete=ondelete)


def upgrade() -> None:
    op.create_table(
        'determination_payments',
        sa.Column('id', sa.BigInteger(), sa.Identity(always=False), nullable=False),
        sa.Column('notice_id', sa.BigInteger(), nullable=False),
        sa.Column('contract_id', sa.BigInteger(), nullable=False),
        sa.Column('paid_on', sa.Date(), nullable=False),
        sa.Column('amount', sa.BigInteger(), nullable=False),
        sa.Column('reference', sa.Text(), server_default='', nullable=False),
        sa.Column('recorded_by_user_id', sa.BigInteger(), nullable=True),
        sa.Column('recorded_by_name', sa.String(length=254), server_default='', nullable=False),
        sa.Column('recorded_at', sa.DateTime(timezone=True), server_default=sa.text('now()'), nullable=False),
        sa.CheckConstraint('amount > 0', name=op.f('ck_determination_payments_amount')),
        _fk('determination_payments', 'notice_id', 'adjudication_notices', 'CASCADE'),
        _fk('determination_payments', 'contract_id', 'contracts', 'CASCADE'),
        _fk('determination_payments', 'recorded_by_user_id', 'users', 'SET NULL'),
        sa.PrimaryKeyConstraint('id', name=op.f('pk_determination_payments')),
        schema='shared',
    )
    op.create_index(op.f('ix_determination_payments_notice_id'), 'determination_payments', ['notice_id'],
                    unique=False, schema='shared')


def downgrade() -> None:
    op.drop_table('determination_payments', schema='shared')
