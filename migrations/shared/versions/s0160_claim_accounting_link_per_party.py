"""a claim's Xero link is each party's own (tenant accounting_postings.url), not one shared column
(issue 20: the customer's bill beside the supplier's sales invoice)

Revision ID: s0160
Revises: s0150
Create Date: 2026-11-26 14:40:00

"""
from typing import Sequence, Union

from alembic import op
import sqlalchemy as sa

revision: str = 's0160'
down_revision: Union[str, Sequence[str], None] = 's0150'
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None


def upgrade() -> None:
    op.drop_column('claims', 'accounting_url', schema='shared')


def downgrade() -> None:
    op.add_column('claims', sa.Column('accounting_url', sa.Text(), nullable=True), schema='shared')
