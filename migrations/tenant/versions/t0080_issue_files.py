"""an attachment upload may belong to an issue (its files) instead of a contract's claims

Revision ID: t0080
Revises: t0070
Create Date: 2026-11-26 14:40:00

"""
from typing import Sequence, Union

from alembic import op
import sqlalchemy as sa

revision: str = 't0080'
down_revision: Union[str, Sequence[str], None] = 't0070'
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None


def upgrade() -> None:
    op.add_column('uploads', sa.Column('issue_id', sa.BigInteger(), nullable=True))


def downgrade() -> None:
    op.drop_column('uploads', 'issue_id')
