"""the accounting connection's retention accounts: where releases of retention post in Xero (issue 38)

Revision ID: t0210
Revises: t0200
Create Date: 2026-11-30 00:30:00

"""
from typing import Sequence, Union

import sqlalchemy as sa
from alembic import op

revision: str = 't0210'
down_revision: Union[str, Sequence[str], None] = 't0200'
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None


def upgrade() -> None:
    op.add_column('accounting_connections', sa.Column('retention_receivable_code', sa.String(length=10),
                                                      server_default='', nullable=False))
    op.add_column('accounting_connections', sa.Column('retention_payable_code', sa.String(length=10),
                                                      server_default='', nullable=False))


def downgrade() -> None:
    op.drop_column('accounting_connections', 'retention_payable_code')
    op.drop_column('accounting_connections', 'retention_receivable_code')
