"""outbox: dead letters (issue 37)

- `failures`: the attempts that failed for the work's own reason (a relay's permanent refusal, a
  bug), not an outage; at OUTBOX_MAX_FAILURES the row is dead-lettered.
- `failed_at`: when it was dead-lettered (or found impossible at once, e.g. an email that can
  never be built): never tried again, shown by /healthz as 'failed' until a person retries or
  dismisses it (`flask outbox`).

Revision ID: s0200
Revises: s0190
Create Date: 2026-11-29 09:00:00

"""
from typing import Sequence, Union

from alembic import op
import sqlalchemy as sa

revision: str = 's0200'
down_revision: Union[str, Sequence[str], None] = 's0190'
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None


def upgrade() -> None:
    op.add_column('outbox', sa.Column('failures', sa.Integer(), server_default='0', nullable=False), schema='shared')
    op.add_column('outbox', sa.Column('failed_at', sa.DateTime(timezone=True), nullable=True), schema='shared')


def downgrade() -> None:
    op.drop_column('outbox', 'failed_at', schema='shared')
    op.drop_column('outbox', 'failures', schema='shared')
