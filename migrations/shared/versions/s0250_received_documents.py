"""claims and payment schedules received outside Claimdesk (issue 34)

- `claims.origin`: 'sent' (served through Claimdesk by the supplier side) or 'received' (recorded by
  the customer side from a claim served on it by email, post or hand), and `claims.received_manner`;
- `payment_schedules.origin`: 'sent' (given through Claimdesk) or 'received' (recorded by the supplier
  side from a schedule it received by email or post), `received_manner` and `file` (the uploaded PDF).

Revision ID: s0250
Revises: s0240
Create Date: 2026-11-29 04:00:00

"""
from typing import Sequence, Union

from alembic import op
import sqlalchemy as sa
from sqlalchemy.dialects import postgresql

revision: str = 's0250'
down_revision: Union[str, Sequence[str], None] = 's0240'
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None


def upgrade() -> None:
    for table, manners in (("claims", "('email', 'post', 'hand')"), ("payment_schedules", "('email', 'post')")):
        op.add_column(table, sa.Column('origin', sa.String(10), server_default='sent', nullable=False),
                      schema='shared')
        op.add_column(table, sa.Column('received_manner', sa.String(10), nullable=True), schema='shared')
        op.create_check_constraint(op.f(f'ck_{table}_origin'), table, "origin IN ('sent', 'received')",
                                   schema='shared')
        op.create_check_constraint(op.f(f'ck_{table}_received_manner'), table,
                                   f"received_manner IS NULL OR received_manner IN {manners}", schema='shared')
    op.add_column('payment_schedules', sa.Column('file', postgresql.JSONB(astext_type=sa.Text()), nullable=True),
                  schema='shared')


def downgrade() -> None:
    op.drop_column('payment_schedules', 'file', schema='shared')
    for table in ("claims", "payment_schedules"):
        op.drop_constraint(op.f(f'ck_{table}_received_manner'), table, schema='shared', type_='check')
        op.drop_constraint(op.f(f'ck_{table}_origin'), table, schema='shared', type_='check')
        op.drop_column(table, 'received_manner', schema='shared')
        op.drop_column(table, 'origin', schema='shared')
