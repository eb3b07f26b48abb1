"""a contract's payment terms, and the copy a sent claim keeps (issue 34)

- `contracts.payment_terms`: the claim date and payment due the contract states (JSON, see
  app.domain.payment_terms); the schedule period stays `contracts.schedule_working_days`;
- `claims.payment_terms`: the terms a claim was sent under, copied when it is served beside
  `claims.schedule_days`, so changing the contract's terms never moves a served claim's dates.

Revision ID: s0230
Revises: s0220
Create Date: 2026-11-29 12:00:00

"""
from typing import Sequence, Union

from alembic import op
import sqlalchemy as sa
from sqlalchemy.dialects import postgresql

revision: str = 's0230'
down_revision: Union[str, Sequence[str], None] = 's0220'
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None


def upgrade() -> None:
    op.add_column('contracts', sa.Column('payment_terms', postgresql.JSONB(astext_type=sa.Text()), nullable=True),
                  schema='shared')
    op.add_column('claims', sa.Column('payment_terms', postgresql.JSONB(astext_type=sa.Text()), nullable=True),
                  schema='shared')


def downgrade() -> None:
    op.drop_column('claims', 'payment_terms', schema='shared')
    op.drop_column('contracts', 'payment_terms', schema='shared')
