"""schedule reminders: a member's choice of emails before a payment schedule is due (issue 13)

Revision ID: t0040
Revises: t0030
Create Date: 2026-11-25 13:00:00

"""
from typing import Sequence, Union

from alembic import op
import sqlalchemy as sa

revision: str = 't0040'
down_revision: Union[str, Sequence[str], None] = 't0030'
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None


def upgrade() -> None:
    op.add_column('members', sa.Column('schedule_reminders', sa.Boolean(), server_default='true', nullable=False))


def downgrade() -> None:
    op.drop_column('members', 'schedule_reminders')
