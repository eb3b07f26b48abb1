"""schedule working days: the period a contract agrees for the payment schedule (issue 13)

Revision ID: s0070
Revises: s0060
Create Date: 2026-11-25 13:00:00

"""
from typing import Sequence, Union

from alembic import op
import sqlalchemy as sa

revision: str = 's0070'
down_revision: Union[str, Sequence[str], None] = 's0060'
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None


def upgrade() -> None:
    # Null: the contract agrees no period, so the Act's 20 working days apply.
    op.add_column('contracts', sa.Column('schedule_working_days', sa.Integer(), nullable=True), schema='shared')


def downgrade() -> None:
    op.drop_column('contracts', 'schedule_working_days', schema='shared')
