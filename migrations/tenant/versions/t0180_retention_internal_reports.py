"""the holder's internal retention report (issue 38)

Revision ID: t0180
Revises: t0170
Create Date: 2026-11-29 20:40:00

"""
from typing import Sequence, Union

from alembic import op
import sqlalchemy as sa
from sqlalchemy.dialects import postgresql

revision: str = 't0180'
down_revision: Union[str, Sequence[str], None] = 't0170'
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None


def upgrade() -> None:
    op.create_table(
        'retention_internal_reports',
        sa.Column('id', sa.BigInteger(), sa.Identity(always=False), nullable=False),
        sa.Column('made_on', sa.Date(), nullable=False),
        sa.Column('made_at', sa.DateTime(timezone=True), nullable=False),
        sa.Column('made_by_user_id', sa.BigInteger(), nullable=False),
        sa.Column('made_by_name', sa.String(length=254), nullable=False),
        sa.Column('content', postgresql.JSONB(astext_type=sa.Text()), nullable=False),
        sa.Column('sha256', sa.String(length=64), nullable=False),
        sa.Column('csv_sha256', sa.String(length=64), nullable=False),
        sa.PrimaryKeyConstraint('id', name=op.f('pk_retention_internal_reports')),
    )


def downgrade() -> None:
    op.drop_table('retention_internal_reports')
