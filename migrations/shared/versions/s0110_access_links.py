"""public access links of claims and payment schedules (issue 17)

Revision ID: s0110
Revises: s0100
Create Date: 2026-11-26 11:00:00

"""
from typing import Sequence, Union

from alembic import op
import sqlalchemy as sa

revision: str = 's0110'
down_revision: Union[str, Sequence[str], None] = 's0100'
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None


def upgrade() -> None:
    op.create_table('access_links',
    sa.Column('id', sa.String(length=16), nullable=False),
    sa.Column('contract_id', sa.BigInteger(), nullable=False),
    sa.Column('claim_id', sa.BigInteger(), nullable=False),
    sa.Column('document', sa.String(length=16), nullable=False),
    sa.Column('user_id', sa.BigInteger(), nullable=False),
    sa.Column('email', sa.String(length=254), nullable=False),
    sa.Column('key_sha256', sa.String(length=64), nullable=False),
    sa.Column('sender_org_id', sa.BigInteger(), nullable=False),
    sa.Column('created_at', sa.DateTime(timezone=True), server_default=sa.text('now()'), nullable=False),
    sa.Column('issued_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('expires_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('revoked_at', sa.DateTime(timezone=True), nullable=True),
    sa.Column('last_used_at', sa.DateTime(timezone=True), nullable=True),
    sa.Column('code_sha256', sa.String(length=64), nullable=True),
    sa.Column('code_expires_at', sa.DateTime(timezone=True), nullable=True),
    sa.Column('code_tries', sa.Integer(), server_default='0', nullable=False),
    sa.ForeignKeyConstraint(['claim_id'], ['shared.claims.id'], name=op.f('fk_access_links_claim_id_claims'), ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['contract_id'], ['shared.contracts.id'], name=op.f('fk_access_links_contract_id_contracts'), ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['sender_org_id'], ['shared.organisations.id'], name=op.f('fk_access_links_sender_org_id_organisations'), ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['user_id'], ['shared.users.id'], name=op.f('fk_access_links_user_id_users'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_access_links')),
    schema='shared'
    )
    op.create_index(op.f('ix_access_links_contract_id'), 'access_links', ['contract_id'], unique=False, schema='shared')
    op.create_index(op.f('ix_access_links_user_id'), 'access_links', ['user_id'], unique=False, schema='shared')
    op.create_index('uq_access_links_claim_id_document_user_id', 'access_links', ['claim_id', 'document', 'user_id'], unique=True, schema='shared')


def downgrade() -> None:
    op.drop_index('uq_access_links_claim_id_document_user_id', table_name='access_links', schema='shared')
    op.drop_index(op.f('ix_access_links_user_id'), table_name='access_links', schema='shared')
    op.drop_index(op.f('ix_access_links_contract_id'), table_name='access_links', schema='shared')
    op.drop_table('access_links', schema='shared')
