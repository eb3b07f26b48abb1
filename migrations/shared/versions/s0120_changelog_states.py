"""changelog_states: each account's seen and read what's-new entry ids (issue 17)

Revision ID: s0120
Revises: s0110
Create Date: 2026-11-26 11:00:00

"""
from typing import Sequence, Union

from alembic import op
import sqlalchemy as sa
from sqlalchemy.dialects import postgresql

revision: str = 's0120'
down_revision: Union[str, Sequence[str], None] = 's0110'
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None


def upgrade() -> None:
    op.create_table('changelog_states',
    sa.Column('account_id', sa.BigInteger(), nullable=False),
    sa.Column('seen_ids', postgresql.ARRAY(sa.String(length=64)), server_default='{}', nullable=False),
    sa.Column('read_ids', postgresql.ARRAY(sa.String(length=64)), server_default='{}', nullable=False),
    sa.Column('updated_at', sa.DateTime(timezone=True), server_default=sa.text('now()'), nullable=False),
    sa.ForeignKeyConstraint(['account_id'], ['shared.accounts.id'], name=op.f('fk_changelog_states_account_id_accounts'),
                            ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('account_id', name=op.f('pk_changelog_states')),
    schema='shared'
    )


def downgrade() -> None:
    op.drop_table('changelog_states', schema='shared')
