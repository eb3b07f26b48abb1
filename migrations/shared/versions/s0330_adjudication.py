"""adjudication (issue 39): the notice of adjudication (s 28), its copies served, its events

- `adjudication_notices`, `adjudication_served_copies`, `adjudication_events`, `adjudication_bundles`
  (app.adjudication.models);
- the activities 'adjudication_served' and 'adjudication_recorded'.

Revision ID: s0330
Revises: s0320
Create Date: 2026-11-29 07:00:00

"""
from typing import Sequence, Union

from alembic import op
import sqlalchemy as sa
from sqlalchemy.dialects import postgresql

revision: str = 's0330'
down_revision: Union[str, Sequence[str], None] = 's0320'
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None

CODES = ("commented", "created", "deleted_draft", "edited_draft", "moved_to_draft", "finalised",
         "finalised_schedule", "sent", "sent_schedule", "viewed", "marked_paid", "marked_unpaid",
         "estimate_approved", "estimate_rejected", "estimate_submitted", "contract_created", "contract_archived",
         "contract_unarchived", "party_removed", "payment_sent", "payment_received", "payment_corrected",
         "invitation_declined", "received_claim", "received_schedule", "received_corrected", "received_deleted",
         "terms_changed", "suspension_notice_served", "work_suspended", "work_resumed")
NEW_CODES = ("adjudication_served", "adjudication_recorded")
EVENT_KINDS = ("accepted", "claim_served", "response_served", "response_extended", "determination_extended",
               "determined")


def _in(column, values) -> str:
    return f"{column} IN ({', '.join(repr(v) for v in values)})"


def _fk(table, column, target, ondelete):
    return sa.ForeignKeyConstraint([column], [f'shared.{target}.id'], name=op.f(f'fk_{table}_{column}_{target}'),
                                   ondelete=ondelete)


def upgrade() -> None:
    op.create_table(
        'adjudication_notices',
        sa.Column('id', sa.BigInteger(), sa.Identity(always=False), nullable=False),
        sa.Column('contract_id', sa.BigInteger(), nullable=False),
        sa.Column('number', sa.Integer(), nullable=False),
        sa.Column('status', sa.String(length=10), server_default='Draft', nullable=False),
        sa.Column('claimant_relation', sa.String(length=10), nullable=False),
        sa.Column('dispute', sa.Text(), server_default='', nullable=False),
        sa.Column('arose', sa.Text(), server_default='', nullable=False),
        sa.Column('relief', sa.Text(), server_default='', nullable=False),
        sa.Column('charging_order', sa.Boolean(), nullable=True),
        sa.Column('owner_liability', sa.Boolean(), nullable=True),
        sa.Column('items', postgresql.JSONB(astext_type=sa.Text()), server_default='[]', nullable=False),
        sa.Column('frozen', postgresql.JSONB(astext_type=sa.Text()), nullable=True),
        sa.Column('notice_date', sa.Date(), nullable=True),
        sa.Column('served_at', sa.DateTime(timezone=True), nullable=True),
        sa.Column('served_by_user_id', sa.BigInteger(), nullable=True),
        sa.Column('sha256', sa.String(length=64), nullable=True),
        sa.Column('created_by_user_id', sa.BigInteger(), nullable=True),
        sa.Column('created_at', sa.DateTime(timezone=True), server_default=sa.text('now()'), nullable=False),
        sa.Column('updated_at', sa.DateTime(timezone=True), server_default=sa.text('now()'), nullable=False),
        sa.CheckConstraint("status IN ('Draft', 'Served')", name=op.f('ck_adjudication_notices_status')),
        _fk('adjudication_notices', 'contract_id', 'contracts', 'CASCADE'),
        _fk('adjudication_notices', 'served_by_user_id', 'users', 'SET NULL'),
        _fk('adjudication_notices', 'created_by_user_id', 'users', 'SET NULL'),
        sa.PrimaryKeyConstraint('id', name=op.f('pk_adjudication_notices')),
        sa.UniqueConstraint('contract_id', 'number', name='uq_adjudication_notices_contract_number'),
        schema='shared',
    )
    op.create_index(op.f('ix_adjudication_notices_contract_id'), 'adjudication_notices', ['contract_id'],
                    unique=False, schema='shared')
    op.create_table(
        'adjudication_served_copies',
        sa.Column('id', sa.BigInteger(), sa.Identity(always=False), nullable=False),
        sa.Column('notice_id', sa.BigInteger(), nullable=False),
        sa.Column('contract_id', sa.BigInteger(), nullable=False),
        sa.Column('email', sa.String(length=320), nullable=False),
        sa.Column('user_id', sa.BigInteger(), nullable=True),
        sa.Column('sha256', sa.String(length=64), nullable=True),
        sa.Column('size', sa.BigInteger(), nullable=True),
        sa.Column('promised_at', sa.DateTime(timezone=True), server_default=sa.text('now()'), nullable=False),
        sa.Column('served_at', sa.DateTime(timezone=True), nullable=True),
        _fk('adjudication_served_copies', 'notice_id', 'adjudication_notices', 'CASCADE'),
        _fk('adjudication_served_copies', 'contract_id', 'contracts', 'CASCADE'),
        _fk('adjudication_served_copies', 'user_id', 'users', 'SET NULL'),
        sa.PrimaryKeyConstraint('id', name=op.f('pk_adjudication_served_copies')),
        sa.UniqueConstraint('notice_id', 'email', name='uq_adjudication_served_copies_notice_email'),
        schema='shared',
    )
    op.create_index(op.f('ix_adjudication_served_copies_notice_id'), 'adjudication_served_copies', ['notice_id'],
                    unique=False, schema='shared')
    op.create_table(
        'adjudication_events',
        sa.Column('id', sa.BigInteger(), sa.Identity(always=False), nullable=False),
        sa.Column('notice_id', sa.BigInteger(), nullable=False),
        sa.Column('contract_id', sa.BigInteger(), nullable=False),
        sa.Column('kind', sa.String(length=30), nullable=False),
        sa.Column('on', sa.Date(), nullable=False),
        sa.Column('details', postgresql.JSONB(astext_type=sa.Text()), server_default='{}', nullable=False),
        sa.Column('recorded_by_user_id', sa.BigInteger(), nullable=True),
        sa.Column('recorded_by_name', sa.String(length=254), server_default='', nullable=False),
        sa.Column('recorded_at', sa.DateTime(timezone=True), server_default=sa.text('now()'), nullable=False),
        sa.CheckConstraint(_in('kind', EVENT_KINDS), name=op.f('ck_adjudication_events_kind')),
        _fk('adjudication_events', 'notice_id', 'adjudication_notices', 'CASCADE'),
        _fk('adjudication_events', 'contract_id', 'contracts', 'CASCADE'),
        _fk('adjudication_events', 'recorded_by_user_id', 'users', 'SET NULL'),
        sa.PrimaryKeyConstraint('id', name=op.f('pk_adjudication_events')),
        schema='shared',
    )
    op.create_index(op.f('ix_adjudication_events_notice_id'), 'adjudication_events', ['notice_id'],
                    unique=False, schema='shared')
    op.create_table(
        'adjudication_bundles',
        sa.Column('id', sa.BigInteger(), sa.Identity(always=False), nullable=False),
        sa.Column('contract_id', sa.BigInteger(), nullable=False),
        sa.Column('notice_id', sa.BigInteger(), nullable=True),
        sa.Column('claim_numbers', postgresql.JSONB(astext_type=sa.Text()), nullable=True),
        sa.Column('status', sa.String(length=10), server_default='Queued', nullable=False),
        sa.Column('progress', sa.Integer(), server_default='0', nullable=False),
        sa.Column('requester_relation', sa.String(length=10), nullable=False),
        sa.Column('requested_by_user_id', sa.BigInteger(), nullable=True),
        sa.Column('requested_by_name', sa.String(length=254), server_default='', nullable=False),
        sa.Column('sha256', sa.String(length=64), nullable=True),
        sa.Column('manifest', postgresql.JSONB(astext_type=sa.Text()), nullable=True),
        sa.Column('created_at', sa.DateTime(timezone=True), server_default=sa.text('now()'), nullable=False),
        sa.Column('finished_at', sa.DateTime(timezone=True), nullable=True),
        sa.CheckConstraint("status IN ('Queued', 'Building', 'Ready', 'Failed')",
                           name=op.f('ck_adjudication_bundles_status')),
        _fk('adjudication_bundles', 'contract_id', 'contracts', 'CASCADE'),
        _fk('adjudication_bundles', 'notice_id', 'adjudication_notices', 'CASCADE'),
        _fk('adjudication_bundles', 'requested_by_user_id', 'users', 'SET NULL'),
        sa.PrimaryKeyConstraint('id', name=op.f('pk_adjudication_bundles')),
        schema='shared',
    )
    op.create_index(op.f('ix_adjudication_bundles_contract_id'), 'adjudication_bundles', ['contract_id'],
                    unique=False, schema='shared')
    op.drop_constraint(op.f('ck_activities_code'), 'activities', schema='shared', type_='check')
    op.create_check_constraint(op.f('ck_activities_code'), 'activities', _in('code', CODES + NEW_CODES),
                               schema='shared')


def downgrade() -> None:
    op.execute(f"DELETE FROM shared.activities WHERE {_in('code', NEW_CODES)}")
    op.drop_constraint(op.f('ck_activities_code'), 'activities', schema='shared', type_='check')
    op.create_check_constraint(op.f('ck_activities_code'), 'activities', _in('code', CODES), schema='shared')
    op.drop_table('adjudication_bundles', schema='shared')
    op.drop_table('adjudication_events', schema='shared')
    op.drop_table('adjudication_served_copies', schema='shared')
    op.drop_table('adjudication_notices', schema='shared')
