"""workspace: invites, uploads, contacts

Revision ID: t0002
Revises: t0001
Create Date: 2026-11-21 21:00:00.000000

"""
from typing import Sequence, Union

from alembic import op
import sqlalchemy as sa
from sqlalchemy.dialects import postgresql

# revision identifiers, used by Alembic.
revision: str = 't0002'
down_revision: Union[str, Sequence[str], None] = 't0001'
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None


def upgrade() -> None:
    """Upgrade schema."""
    op.create_table('invites',
    sa.Column('id', sa.BigInteger(), sa.Identity(always=False), nullable=False),
    sa.Column('user_id', sa.BigInteger(), nullable=False),
    sa.Column('email', sa.String(length=254), nullable=False),
    sa.Column('permissions', postgresql.ARRAY(sa.String(length=40)), server_default='{}', nullable=False),
    sa.Column('invited_by', sa.BigInteger(), nullable=True),
    sa.Column('created_at', sa.DateTime(timezone=True), server_default=sa.text('now()'), nullable=False),
    sa.Column('accepted_at', sa.DateTime(timezone=True), nullable=True),
    sa.ForeignKeyConstraint(['user_id'], ['members.user_id'], name=op.f('fk_invites_user_id_members'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_invites')),
    sa.UniqueConstraint('user_id', name=op.f('uq_invites_user_id'))
    )
    op.create_table('uploads',
    sa.Column('id', sa.Uuid(), nullable=False),
    sa.Column('content_type', sa.String(length=100), nullable=False),
    sa.Column('status', sa.String(length=20), server_default='pending', nullable=False),
    sa.Column('size', sa.BigInteger(), nullable=True),
    sa.Column('created_by', sa.BigInteger(), nullable=True),
    sa.Column('created_at', sa.DateTime(timezone=True), server_default=sa.text('now()'), nullable=False),
    sa.Column('ready_at', sa.DateTime(timezone=True), nullable=True),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_uploads'))
    )
    op.create_index(op.f('ix_uploads_created_at'), 'uploads', ['created_at'], unique=False)
    op.create_table('contacts',
    sa.Column('id', sa.BigInteger(), sa.Identity(always=False), nullable=False),
    sa.Column('name', sa.String(length=200), server_default='', nullable=False),
    sa.Column('entity_name', sa.String(length=200), server_default='', nullable=False),
    sa.Column('address', sa.Text(), server_default='', nullable=False),
    sa.Column('gst_number', sa.String(length=9), nullable=True),
    sa.Column('gst_country', sa.String(length=2), server_default='NZ', nullable=False),
    sa.Column('website', sa.String(length=300), server_default='', nullable=False),
    sa.Column('logo_upload_id', sa.Uuid(), nullable=True),
    sa.Column('is_default', sa.Boolean(), server_default='false', nullable=False),
    sa.Column('created_at', sa.DateTime(timezone=True), server_default=sa.text('now()'), nullable=False),
    sa.Column('updated_at', sa.DateTime(timezone=True), server_default=sa.text('now()'), nullable=False),
    sa.ForeignKeyConstraint(['logo_upload_id'], ['uploads.id'], name=op.f('fk_contacts_logo_upload_id_uploads'), ondelete='SET NULL'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_contacts'))
    )
    op.create_index('uq_contacts_default', 'contacts', ['is_default'], unique=True, postgresql_where=sa.text('is_default'))


def downgrade() -> None:
    """Downgrade schema."""
    op.drop_index('uq_contacts_default', table_name='contacts', postgresql_where=sa.text('is_default'))
    op.drop_table('contacts')
    op.drop_index(op.f('ix_uploads_created_at'), table_name='uploads')
    op.drop_table('uploads')
    op.drop_table('invites')
