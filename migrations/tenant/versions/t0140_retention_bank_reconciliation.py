"""the trust account's bank statements: imports, lines, allocations, column mappings (issue 38)

Revision ID: t0140
Revises: t0130
Create Date: 2026-11-29 13:40:00

"""
from typing import Sequence, Union

from alembic import op
import sqlalchemy as sa
from sqlalchemy.dialects import postgresql

revision: str = 't0140'
down_revision: Union[str, Sequence[str], None] = 't0130'
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None


def upgrade() -> None:
    op.create_table(
        'retention_bank_imports',
        sa.Column('id', sa.BigInteger(), sa.Identity(always=False), nullable=False),
        sa.Column('file_name', sa.String(length=200), nullable=False),
        sa.Column('sha256', sa.String(length=64), nullable=False),
        sa.Column('format', sa.String(length=20), nullable=False),
        sa.Column('line_count', sa.Integer(), nullable=False),
        sa.Column('new_lines', sa.Integer(), nullable=False),
        sa.Column('closing_balance', sa.BigInteger(), nullable=False),
        sa.Column('closing_on', sa.Date(), nullable=False),
        sa.Column('imported_by_user_id', sa.BigInteger(), nullable=False),
        sa.Column('imported_at', sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint('id', name=op.f('pk_retention_bank_imports')),
    )
    op.create_table(
        'retention_bank_lines',
        sa.Column('id', sa.BigInteger(), sa.Identity(always=False), nullable=False),
        sa.Column('import_id', sa.BigInteger(), nullable=False),
        sa.Column('identity', sa.String(length=64), nullable=False),
        sa.Column('line_date', sa.Date(), nullable=False),
        sa.Column('amount', sa.BigInteger(), nullable=False),
        sa.Column('reference', sa.String(length=200), server_default='', nullable=False),
        sa.Column('description', sa.String(length=200), server_default='', nullable=False),
        sa.Column('balance', sa.BigInteger(), nullable=True),
        sa.Column('row', sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(['import_id'], ['retention_bank_imports.id'],
                                name=op.f('fk_retention_bank_lines_import_id_retention_bank_imports')),
        sa.PrimaryKeyConstraint('id', name=op.f('pk_retention_bank_lines')),
        sa.UniqueConstraint('identity', name=op.f('uq_retention_bank_lines_identity')),
    )
    op.create_index(op.f('ix_retention_bank_lines_import_id'), 'retention_bank_lines', ['import_id'], unique=False)
    op.create_table(
        'retention_bank_allocations',
        sa.Column('id', sa.BigInteger(), sa.Identity(always=False), nullable=False),
        sa.Column('line_id', sa.BigInteger(), nullable=False),
        sa.Column('kind', sa.String(length=20), nullable=False),
        sa.Column('entry_id', sa.BigInteger(), nullable=True),
        sa.Column('note', sa.Text(), server_default='', nullable=False),
        sa.Column('by_matcher', sa.Boolean(), server_default='false', nullable=False),
        sa.Column('allocated_by_user_id', sa.BigInteger(), nullable=False),
        sa.Column('allocated_at', sa.DateTime(timezone=True), nullable=False),
        sa.CheckConstraint("kind IN ('entry', 'interest', 'bank_fee', 'other')",
                           name=op.f('ck_retention_bank_allocations_kind')),
        sa.CheckConstraint("(kind = 'entry') = (entry_id IS NOT NULL)", name=op.f('ck_retention_bank_allocations_entry')),
        sa.ForeignKeyConstraint(['line_id'], ['retention_bank_lines.id'],
                                name=op.f('fk_retention_bank_allocations_line_id_retention_bank_lines')),
        sa.PrimaryKeyConstraint('id', name=op.f('pk_retention_bank_allocations')),
        sa.UniqueConstraint('line_id', name=op.f('uq_retention_bank_allocations_line_id')),
    )
    op.create_index('ux_retention_bank_allocations_entry_id', 'retention_bank_allocations', ['entry_id'], unique=True,
                    postgresql_where=sa.text('entry_id IS NOT NULL'))
    op.create_table(
        'retention_bank_mappings',
        sa.Column('id', sa.BigInteger(), sa.Identity(always=False), nullable=False),
        sa.Column('signature', sa.Text(), nullable=False),
        sa.Column('mapping', postgresql.JSONB(astext_type=sa.Text()), nullable=False),
        sa.Column('created_by_user_id', sa.BigInteger(), nullable=False),
        sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint('id', name=op.f('pk_retention_bank_mappings')),
        sa.UniqueConstraint('signature', name=op.f('uq_retention_bank_mappings_signature')),
    )


def downgrade() -> None:
    op.drop_table('retention_bank_mappings')
    op.drop_index('ux_retention_bank_allocations_entry_id', table_name='retention_bank_allocations',
                  postgresql_where=sa.text('entry_id IS NOT NULL'))
    op.drop_table('retention_bank_allocations')
    op.drop_index(op.f('ix_retention_bank_lines_import_id'), table_name='retention_bank_lines')
    op.drop_table('retention_bank_lines')
    op.drop_table('retention_bank_imports')
