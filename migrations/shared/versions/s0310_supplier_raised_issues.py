"""a supplier raises a variation request to its customer (issue 36): an issue knows which side raised it

`issues.raised_by_supplier`: true when the supplier side of its recipient contracts raised it (a
request to the customer), false for the customer's request for a price (every issue before this).

Revision ID: s0310
Revises: s0290
Create Date: 2026-11-29 06:45:00

"""
from typing import Sequence, Union

from alembic import op
import sqlalchemy as sa

revision: str = 's0310'
down_revision: Union[str, Sequence[str], None] = 's0290'
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None


def upgrade() -> None:
    op.add_column('issues', sa.Column('raised_by_supplier', sa.Boolean(), server_default='false', nullable=False),
                  schema='shared')


def downgrade() -> None:
    op.drop_column('issues', 'raised_by_supplier', schema='shared')
