"""party consent: an existing organisation named as a contract's customer or supplier is
Pending until one of its people accepts, or Declined; every party so far had no say and stays
Accepted

Revision ID: s0050
Revises: s0040
Create Date: 2026-11-25 12:30:00

"""
from typing import Sequence, Union

from alembic import op
import sqlalchemy as sa

revision: str = 's0050'
down_revision: Union[str, Sequence[str], None] = 's0040'
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None


def upgrade() -> None:
    op.add_column('contract_orgs', sa.Column('consent', sa.String(length=10), server_default='Accepted',
                                             nullable=False), schema='shared')
    op.add_column('contract_orgs', sa.Column('answered_by_user_id', sa.BigInteger(), nullable=True), schema='shared')
    op.add_column('contract_orgs', sa.Column('answered_at', sa.DateTime(timezone=True), nullable=True),
                  schema='shared')
    op.create_foreign_key(op.f('fk_contract_orgs_answered_by_user_id_users'), 'contract_orgs', 'users',
                          ['answered_by_user_id'], ['id'], source_schema='shared', referent_schema='shared',
                          ondelete='SET NULL')
    op.create_check_constraint(op.f('ck_contract_orgs_consent'), 'contract_orgs',
                               "consent IN ('Accepted', 'Pending', 'Declined')", schema='shared')


def downgrade() -> None:
    op.drop_constraint(op.f('ck_contract_orgs_consent'), 'contract_orgs', schema='shared', type_='check')
    op.drop_constraint(op.f('fk_contract_orgs_answered_by_user_id_users'), 'contract_orgs', schema='shared',
                       type_='foreignkey')
    op.drop_column('contract_orgs', 'answered_at', schema='shared')
    op.drop_column('contract_orgs', 'answered_by_user_id', schema='shared')
    op.drop_column('contract_orgs', 'consent', schema='shared')
