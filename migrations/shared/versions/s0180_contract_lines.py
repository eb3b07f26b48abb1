"""contract_lines: the contract's schedule of values (issue 15)

Revision ID: s0180
Revises: s0170
Create Date: 2026-11-26 14:40:00

"""
from typing import Sequence, Union

from alembic import op
import sqlalchemy as sa
from sqlalchemy.dialects import postgresql

revision: str = 's0180'
down_revision: Union[str, Sequence[str], None] = 's0170'
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None

TYPES = ("'BaseContract', 'Materials', 'Variation', 'Provisional', 'Margin', 'Retention', 'MaterialsOn', "
         "'MaterialsOff'")


def upgrade() -> None:
    op.create_table('contract_lines',
    sa.Column('id', sa.BigInteger(), sa.Identity(always=False), nullable=False),
    sa.Column('contract_id', sa.BigInteger(), nullable=False),
    sa.Column('item_id', sa.String(length=64), nullable=False),
    sa.Column('type', sa.String(length=20), server_default='BaseContract', nullable=False),
    sa.Column('position', sa.BigInteger(), server_default='0', nullable=False),
    sa.Column('name', sa.Text(), server_default='', nullable=False),
    sa.Column('group_path', postgresql.ARRAY(sa.Text()), server_default='{}', nullable=False),
    sa.Column('reference', sa.Text(), server_default='', nullable=False),
    sa.Column('unit', sa.String(length=20), server_default='', nullable=False),
    sa.Column('qty_milli', sa.BigInteger(), nullable=True),
    sa.Column('unit_price', sa.BigInteger(), server_default='0', nullable=False),
    sa.Column('total_price', sa.BigInteger(), server_default='0', nullable=False),
    sa.Column('removed', sa.Boolean(), server_default='false', nullable=False),
    sa.Column('created_at', sa.DateTime(timezone=True), server_default=sa.text('now()'), nullable=False),
    sa.CheckConstraint(f"type IN ({TYPES})", name=op.f('ck_contract_lines_type')),
    sa.ForeignKeyConstraint(['contract_id'], ['shared.contracts.id'],
                            name=op.f('fk_contract_lines_contract_id_contracts'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_contract_lines')),
    sa.UniqueConstraint('contract_id', 'item_id', name=op.f('uq_contract_lines_contract_id_item_id')),
    schema='shared'
    )


def downgrade() -> None:
    op.drop_table('contract_lines', schema='shared')
