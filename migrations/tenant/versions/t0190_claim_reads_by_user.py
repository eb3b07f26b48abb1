"""a person's newest read: the home list's poll reads it by index (issue 41)

Revision ID: t0190
Revises: t0180
Create Date: 2026-11-29 21:00:00

"""
from typing import Sequence, Union

from alembic import op

revision: str = 't0190'
down_revision: Union[str, Sequence[str], None] = 't0180'
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None


def upgrade() -> None:
    op.create_index(op.f('ix_claim_reads_user_id_read_at'), 'claim_reads', ['user_id', 'read_at'], unique=False)


def downgrade() -> None:
    op.drop_index(op.f('ix_claim_reads_user_id_read_at'), table_name='claim_reads')
