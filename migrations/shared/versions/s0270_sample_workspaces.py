"""sample data from the product (issue 36): a sample counterparty workspace knows whose sample it is

`organisations.sample_of_org_id`: the workspace that made this sample counterparty ('Try it with
sample data', app.demo.sample), at most one each; removing that workspace removes its sample.

Revision ID: s0270
Revises: s0260
Create Date: 2026-11-29 03:20:00

"""
from typing import Sequence, Union

from alembic import op
import sqlalchemy as sa

revision: str = 's0270'
down_revision: Union[str, Sequence[str], None] = 's0260'
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None


def upgrade() -> None:
    op.add_column('organisations', sa.Column('sample_of_org_id', sa.BigInteger(), nullable=True), schema='shared')
    op.create_foreign_key(op.f('fk_organisations_sample_of_org_id_organisations'), 'organisations', 'organisations',
                          ['sample_of_org_id'], ['id'], source_schema='shared', referent_schema='shared',
                          ondelete='CASCADE')
    op.create_index(op.f('ix_organisations_sample_of_org_id'), 'organisations', ['sample_of_org_id'], unique=True,
                    schema='shared')


def downgrade() -> None:
    op.drop_index(op.f('ix_organisations_sample_of_org_id'), table_name='organisations', schema='shared')
    op.drop_constraint(op.f('fk_organisations_sample_of_org_id_organisations'), 'organisations', schema='shared',
                       type_='foreignkey')
    op.drop_column('organisations', 'sample_of_org_id', schema='shared')
