"""attachments: an upload's purpose (logo or attachment) and the contract an attachment is on (issue 7)

Revision ID: t0030
Revises: t0020
Create Date: 2026-11-23 10:00:00.000000

"""
from typing import Sequence, Union

from alembic import op
import sqlalchemy as sa


# revision identifiers, used by Alembic.
revision: str = 't0030'
down_revision: Union[str, Sequence[str], None] = 't0020'
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None


def upgrade() -> None:
    """Upgrade schema."""
    # Every upload made before attachments existed was a logo.
    op.add_column('uploads', sa.Column('purpose', sa.String(length=20), server_default='logo', nullable=False))
    op.add_column('uploads', sa.Column('contract_id', sa.BigInteger(), nullable=True))


def downgrade() -> None:
    """Downgrade schema."""
    op.drop_column('uploads', 'contract_id')
    op.drop_column('uploads', 'purpose')
