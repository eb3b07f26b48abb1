"""an organisation's business details say whether it is registered for GST (issue 34)

Organisations kept before this revision charged GST on every claim: each is registered.

Revision ID: t0110
Revises: t0090
Create Date: 2026-11-29 03:30:00

"""
from typing import Sequence, Union

from alembic import op
import sqlalchemy as sa

revision: str = 't0110'
down_revision: Union[str, Sequence[str], None] = 't0090'
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None


def upgrade() -> None:
    op.add_column('contacts', sa.Column('gst_registered', sa.Boolean(), server_default='true', nullable=False))


def downgrade() -> None:
    op.drop_column('contacts', 'gst_registered')
