"""the quarterly compliance certificate of the retention trust records (issue 38)

Revision ID: t0150
Revises: t0140
Create Date: 2026-11-29 15:00:00

"""
from typing import Sequence, Union

from alembic import op
import sqlalchemy as sa
from sqlalchemy.dialects import postgresql

revision: str = 't0150'
down_revision: Union[str, Sequence[str], None] = 't0140'
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None


def upgrade() -> None:
    op.create_table(
        'retention_certificates',
        sa.Column('id', sa.BigInteger(), sa.Identity(always=False), nullable=False),
        sa.Column('quarter_end', sa.Date(), nullable=False),
        sa.Column('as_of', sa.Date(), nullable=False),
        sa.Column('checks', postgresql.JSONB(astext_type=sa.Text()), nullable=False),
        sa.Column('explanations', postgresql.JSONB(astext_type=sa.Text()), server_default='{}', nullable=False),
        sa.Column('prepared_by_user_id', sa.BigInteger(), nullable=False),
        sa.Column('prepared_by_name', sa.String(length=254), nullable=False),
        sa.Column('prepared_at', sa.DateTime(timezone=True), nullable=False),
        sa.Column('org_name', sa.String(length=200), nullable=True),
        sa.Column('signed_by_user_id', sa.BigInteger(), nullable=True),
        sa.Column('signed_by_name', sa.String(length=254), nullable=True),
        sa.Column('signed_at', sa.DateTime(timezone=True), nullable=True),
        sa.Column('sha256', sa.String(length=64), nullable=True),
        sa.PrimaryKeyConstraint('id', name=op.f('pk_retention_certificates')),
        sa.UniqueConstraint('quarter_end', name=op.f('uq_retention_certificates_quarter_end')),
    )


def downgrade() -> None:
    op.drop_table('retention_certificates')
