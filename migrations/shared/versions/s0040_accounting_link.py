"""accounting link: where a claim's invoice lives in the accounting service (Xero)

Revision ID: s0040
Revises: s0030
Create Date: 2026-11-21 23:30:00

"""
from typing import Sequence, Union

from alembic import op
import sqlalchemy as sa

revision: str = 's0040'
down_revision: Union[str, Sequence[str], None] = 's0030'
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None


def upgrade() -> None:
    op.add_column('claims', sa.Column('accounting_url', sa.Text(), nullable=True), schema='shared')


def downgrade() -> None:
    op.drop_column('claims', 'accounting_url', schema='shared')
