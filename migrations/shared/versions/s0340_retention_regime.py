"""a contract's retention regime and terms (issue 38): the dates it was entered into and last renewed,
whether a party is a residential occupier, whether its parties agreed subpart 2A applies (s 11A(3)(b)),
and its retention terms (release stages, use for defects, interest, deposit period; JSON as
app.domain.retention_release.RetentionTerms.as_json writes it)

Revision ID: s0340
Revises: s0330
Create Date: 2026-11-29 10:00:00

"""
from typing import Sequence, Union

from alembic import op
import sqlalchemy as sa
from sqlalchemy.dialects import postgresql

revision: str = 's0340'
down_revision: Union[str, Sequence[str], None] = 's0330'
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None


def upgrade() -> None:
    op.add_column('contracts', sa.Column('entered_on', sa.Date(), nullable=True), schema='shared')
    op.add_column('contracts', sa.Column('renewed_on', sa.Date(), nullable=True), schema='shared')
    op.add_column('contracts', sa.Column('residential_occupier', sa.Boolean(), server_default='false',
                                         nullable=False), schema='shared')
    op.add_column('contracts', sa.Column('retention_opted_in', sa.Boolean(), server_default='false',
                                         nullable=False), schema='shared')
    op.add_column('contracts', sa.Column('retention_terms', postgresql.JSONB(astext_type=sa.Text()), nullable=True),
                  schema='shared')


def downgrade() -> None:
    for column in ('retention_terms', 'retention_opted_in', 'residential_occupier', 'renewed_on', 'entered_on'):
        op.drop_column('contracts', column, schema='shared')
