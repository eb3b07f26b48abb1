"""dev_mail: the attachments that went with a message (issue 34)

A served document's PDF now travels with its email; the development outbox keeps each
attachment's name, size and SHA-256 (the bytes are the served document's own, recorded as its
proof of service), so people and tests can see what was attached.

Revision ID: s0210
Revises: s0200
Create Date: 2026-11-29 10:00:00

"""
from typing import Sequence, Union

from alembic import op
import sqlalchemy as sa
from sqlalchemy.dialects import postgresql

revision: str = 's0210'
down_revision: Union[str, Sequence[str], None] = 's0200'
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None


def upgrade() -> None:
    op.add_column('dev_mail', sa.Column('attachments', postgresql.JSONB(astext_type=sa.Text()),
                                        server_default='[]', nullable=False), schema='shared')


def downgrade() -> None:
    op.drop_column('dev_mail', 'attachments', schema='shared')
