"""the internal retention report and the owners' export prepared as jobs (issue 38)

Revision ID: t0200
Revises: t0190
Create Date: 2026-11-30 00:00:00

"""
from typing import Sequence, Union

from alembic import op
import sqlalchemy as sa

revision: str = 't0200'
down_revision: Union[str, Sequence[str], None] = 't0190'
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None


def upgrade() -> None:
    op.create_table(
        'retention_records_jobs',
        sa.Column('id', sa.BigInteger(), sa.Identity(always=False), nullable=False),
        sa.Column('kind', sa.String(length=10), nullable=False),
        sa.Column('key', sa.String(length=64), nullable=False),
        sa.Column('status', sa.String(length=10), server_default='Preparing', nullable=False),
        sa.Column('requested_by_account_id', sa.BigInteger(), nullable=False),
        sa.Column('requested_by_name', sa.String(length=254), nullable=False),
        sa.Column('requested_at', sa.DateTime(timezone=True), server_default=sa.text('now()'), nullable=False),
        sa.Column('finished_at', sa.DateTime(timezone=True), nullable=True),
        sa.Column('internal_report_id', sa.BigInteger(), nullable=True),
        sa.Column('file_name', sa.String(length=200), nullable=True),
        sa.Column('size', sa.BigInteger(), nullable=True),
        sa.Column('sha256', sa.String(length=64), nullable=True),
        sa.Column('message', sa.Text(), nullable=True),
        sa.CheckConstraint("kind IN ('internal', 'export')", name=op.f('ck_retention_records_jobs_kind')),
        sa.CheckConstraint("status IN ('Preparing', 'Ready', 'Failed')", name=op.f('ck_retention_records_jobs_status')),
        sa.PrimaryKeyConstraint('id', name=op.f('pk_retention_records_jobs')),
        sa.UniqueConstraint('key', name=op.f('uq_retention_records_jobs_key')),
    )
    op.create_index('uq_retention_records_jobs_open_kind', 'retention_records_jobs', ['kind'], unique=True,
                    postgresql_where=sa.text("status = 'Preparing'"))


def downgrade() -> None:
    op.drop_index('uq_retention_records_jobs_open_kind', table_name='retention_records_jobs',
                  postgresql_where=sa.text("status = 'Preparing'"))
    op.drop_table('retention_records_jobs')
