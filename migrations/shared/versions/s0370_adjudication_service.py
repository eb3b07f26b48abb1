"""adjudication service by hand or post, and on the owner; (issue 39)

- `adjudication_notices`: how the notice was served (`served_manner`: email through Claimdesk, or
  by a person: personal, left, post; `served_to`), and the owner on whom it must be served too when
  it seeks the owner's liability and a charging order (s 28(1)(b)): `owner_name`, `owner_address`,
  `owner_served_manner`, `owner_served_on`, `owner_served_to`. A notice served before this migration
  was served by email: its manner is written so.
The residential-occupier fact the notice reads is the contract's own (`contracts.residential_occupier`,
s0340), the one the retention regime reads too.

Revision ID: s0370
Revises: s0360
Create Date: 2026-11-29 10:20:00

"""
from typing import Sequence, Union

from alembic import op
import sqlalchemy as sa

revision: str = 's0370'
down_revision: Union[str, Sequence[str], None] = 's0360'
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None

MANNERS = "('email', 'personal', 'left', 'post')"
PERSON_MANNERS = "('personal', 'left', 'post', 'email')"


def upgrade() -> None:
    table = 'adjudication_notices'
    op.add_column(table, sa.Column('served_manner', sa.String(length=10), nullable=True), schema='shared')
    op.add_column(table, sa.Column('served_to', sa.Text(), server_default='', nullable=False), schema='shared')
    op.add_column(table, sa.Column('owner_name', sa.Text(), server_default='', nullable=False), schema='shared')
    op.add_column(table, sa.Column('owner_address', sa.Text(), server_default='', nullable=False), schema='shared')
    op.add_column(table, sa.Column('owner_served_manner', sa.String(length=10), nullable=True), schema='shared')
    op.add_column(table, sa.Column('owner_served_on', sa.Date(), nullable=True), schema='shared')
    op.add_column(table, sa.Column('owner_served_to', sa.Text(), server_default='', nullable=False), schema='shared')
    op.execute("UPDATE shared.adjudication_notices SET served_manner = 'email' WHERE status = 'Served'")
    op.create_check_constraint(op.f('ck_adjudication_notices_served_manner'), table,
                               f"served_manner IS NULL OR served_manner IN {MANNERS}", schema='shared')
    op.create_check_constraint(op.f('ck_adjudication_notices_owner_served_manner'), table,
                               f"owner_served_manner IS NULL OR owner_served_manner IN {PERSON_MANNERS}",
                               schema='shared')


def downgrade() -> None:
    table = 'adjudication_notices'
    op.drop_constraint(op.f('ck_adjudication_notices_owner_served_manner'), table, schema='shared', type_='check')
    op.drop_constraint(op.f('ck_adjudication_notices_served_manner'), table, schema='shared', type_='check')
    for column in ('owner_served_to', 'owner_served_on', 'owner_served_manner', 'owner_address', 'owner_name',
                   'served_to', 'served_manner'):
        op.drop_column(table, column, schema='shared')
