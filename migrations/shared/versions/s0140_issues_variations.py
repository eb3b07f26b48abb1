"""issues raised to contracts, their per-contract variations, estimate revisions and comments (issue 16)

Revision ID: s0140
Revises: s0130
Create Date: 2026-11-26 11:05:00

"""
from typing import Sequence, Union

from alembic import op
import sqlalchemy as sa
from sqlalchemy.dialects import postgresql

revision: str = 's0140'
down_revision: Union[str, Sequence[str], None] = 's0130'
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None


def _user_fk(table, column):
    return sa.ForeignKeyConstraint([column], ['shared.users.id'], name=op.f(f'fk_{table}_{column}_users'),
                                   ondelete='SET NULL')


def upgrade() -> None:
    op.create_table('issues',
    sa.Column('id', sa.BigInteger(), sa.Identity(always=False), nullable=False),
    sa.Column('created_by_org_id', sa.BigInteger(), nullable=False),
    sa.Column('created_by_user_id', sa.BigInteger(), nullable=True),
    sa.Column('created_by_name', sa.String(length=254), server_default='', nullable=False),
    sa.Column('title', sa.Text(), nullable=False),
    sa.Column('body', sa.Text(), server_default='', nullable=False),
    sa.Column('files', postgresql.JSONB(astext_type=sa.Text()), server_default='[]', nullable=False),
    sa.Column('due_at', sa.Date(), nullable=True),
    sa.Column('created_at', sa.DateTime(timezone=True), server_default=sa.text('now()'), nullable=False),
    sa.ForeignKeyConstraint(['created_by_org_id'], ['shared.organisations.id'],
                            name=op.f('fk_issues_created_by_org_id_organisations'), ondelete='CASCADE'),
    _user_fk('issues', 'created_by_user_id'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_issues')),
    schema='shared'
    )
    op.create_index(op.f('ix_issues_created_by_org_id'), 'issues', ['created_by_org_id'], unique=False, schema='shared')
    op.create_table('variations',
    sa.Column('id', sa.BigInteger(), sa.Identity(always=False), nullable=False),
    sa.Column('issue_id', sa.BigInteger(), nullable=False),
    sa.Column('contract_id', sa.BigInteger(), nullable=False),
    sa.Column('estimate_rev', sa.Integer(), server_default='0', nullable=False),
    sa.Column('supplier_status', sa.Text(), server_default='Pending', nullable=False),
    sa.Column('supplier_by_user_id', sa.BigInteger(), nullable=True),
    sa.Column('supplier_by_name', sa.String(length=254), nullable=True),
    sa.Column('supplier_at', sa.DateTime(timezone=True), nullable=True),
    sa.Column('customer_status', sa.Text(), server_default='Pending', nullable=False),
    sa.Column('customer_by_user_id', sa.BigInteger(), nullable=True),
    sa.Column('customer_by_name', sa.String(length=254), nullable=True),
    sa.Column('customer_at', sa.DateTime(timezone=True), nullable=True),
    sa.Column('created_at', sa.DateTime(timezone=True), server_default=sa.text('now()'), nullable=False),
    sa.Column('updated_at', sa.DateTime(timezone=True), server_default=sa.text('now()'), nullable=False),
    sa.CheckConstraint("customer_status IN ('Pending', 'Approved', 'Rejected')",
                       name=op.f('ck_variations_customer_status')),
    sa.CheckConstraint("supplier_status IN ('Pending', 'Approved', 'Rejected')",
                       name=op.f('ck_variations_supplier_status')),
    sa.ForeignKeyConstraint(['contract_id'], ['shared.contracts.id'], name=op.f('fk_variations_contract_id_contracts'),
                            ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['issue_id'], ['shared.issues.id'], name=op.f('fk_variations_issue_id_issues'),
                            ondelete='CASCADE'),
    _user_fk('variations', 'supplier_by_user_id'),
    _user_fk('variations', 'customer_by_user_id'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_variations')),
    sa.UniqueConstraint('issue_id', 'contract_id', name='uq_variations_issue_id_contract_id'),
    schema='shared'
    )
    op.create_index('ix_variations_contract_id_created_at', 'variations', ['contract_id', 'created_at'], unique=False,
                    schema='shared')
    op.create_table('variation_estimates',
    sa.Column('id', sa.BigInteger(), sa.Identity(always=False), nullable=False),
    sa.Column('variation_id', sa.BigInteger(), nullable=False),
    sa.Column('rev', sa.Integer(), nullable=False),
    sa.Column('lines', postgresql.JSONB(astext_type=sa.Text()), server_default='[]', nullable=False),
    sa.Column('total', sa.BigInteger(), server_default='0', nullable=False),
    sa.Column('other_impact', sa.Text(), server_default='', nullable=False),
    sa.Column('schedule_impact', sa.Text(), server_default='', nullable=False),
    sa.Column('schedule_impact_days', sa.Integer(), nullable=True),
    sa.Column('by_supplier', sa.Boolean(), nullable=False),
    sa.Column('submitted_by_user_id', sa.BigInteger(), nullable=True),
    sa.Column('submitted_by_name', sa.String(length=254), server_default='', nullable=False),
    sa.Column('created_at', sa.DateTime(timezone=True), server_default=sa.text('now()'), nullable=False),
    sa.ForeignKeyConstraint(['variation_id'], ['shared.variations.id'],
                            name=op.f('fk_variation_estimates_variation_id_variations'), ondelete='CASCADE'),
    _user_fk('variation_estimates', 'submitted_by_user_id'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_variation_estimates')),
    sa.UniqueConstraint('variation_id', 'rev', name='uq_variation_estimates_variation_id_rev'),
    schema='shared'
    )
    op.create_table('variation_comments',
    sa.Column('id', sa.BigInteger(), sa.Identity(always=False), nullable=False),
    sa.Column('contract_id', sa.BigInteger(), nullable=False),
    sa.Column('variation_id', sa.BigInteger(), nullable=False),
    sa.Column('client_id', sa.String(length=64), nullable=False),
    sa.Column('body', sa.Text(), server_default='', nullable=False),
    sa.Column('item_id', sa.String(length=64), nullable=True),
    sa.Column('item_name', sa.Text(), nullable=True),
    sa.Column('is_email', sa.Boolean(), server_default='false', nullable=False),
    sa.Column('files', postgresql.JSONB(astext_type=sa.Text()), server_default='[]', nullable=False),
    sa.Column('author_org_id', sa.BigInteger(), nullable=False),
    sa.Column('author_user_id', sa.BigInteger(), nullable=True),
    sa.Column('author_name', sa.String(length=254), server_default='', nullable=False),
    sa.Column('created_at', sa.DateTime(timezone=True), server_default=sa.text('now()'), nullable=False),
    sa.ForeignKeyConstraint(['author_org_id'], ['shared.organisations.id'],
                            name=op.f('fk_variation_comments_author_org_id_organisations'), ondelete='CASCADE'),
    _user_fk('variation_comments', 'author_user_id'),
    sa.ForeignKeyConstraint(['contract_id'], ['shared.contracts.id'],
                            name=op.f('fk_variation_comments_contract_id_contracts'), ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['variation_id'], ['shared.variations.id'],
                            name=op.f('fk_variation_comments_variation_id_variations'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_variation_comments')),
    schema='shared'
    )
    op.create_index(op.f('ix_variation_comments_contract_id'), 'variation_comments', ['contract_id'], unique=False,
                    schema='shared')
    op.create_index('ix_variation_comments_variation_id_created_at', 'variation_comments',
                    ['variation_id', 'created_at', 'id'], unique=False, schema='shared')
    op.create_index('uq_variation_comments_variation_id_client_id', 'variation_comments',
                    ['variation_id', 'client_id'], unique=True, schema='shared')


def downgrade() -> None:
    op.drop_table('variation_comments', schema='shared')
    op.drop_table('variation_estimates', schema='shared')
    op.drop_table('variations', schema='shared')
    op.drop_table('issues', schema='shared')
