"""retention inspection requests (issue 38; CCA s 18FC)

- `retention_inspection_requests`: the subcontractor's request to inspect the records of its retention
  money on one contract, and the holder's answer (when, by whom, how, a note); one open per contract.
- the activities 'inspection_requested' and 'inspection_answered'.

Revision ID: s0400
Revises: s0390
Create Date: 2026-11-29 15:00:00

"""
from typing import Sequence, Union

from alembic import op
import sqlalchemy as sa

revision: str = 's0400'
down_revision: Union[str, Sequence[str], None] = 's0390'
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None

CODES = ("commented", "created", "deleted_draft", "edited_draft", "moved_to_draft", "finalised",
         "finalised_schedule", "sent", "sent_schedule", "viewed", "marked_paid", "marked_unpaid",
         "estimate_approved", "estimate_rejected", "estimate_submitted", "contract_created", "contract_archived",
         "contract_unarchived", "party_removed", "payment_sent", "payment_received", "payment_corrected",
         "invitation_declined", "received_claim", "received_schedule", "received_corrected", "received_deleted",
         "terms_changed", "suspension_notice_served", "work_suspended", "work_resumed", "adjudication_served",
         "adjudication_recorded")
NEW_CODES = ("inspection_requested", "inspection_answered")


def _in(column, values) -> str:
    return f"{column} IN ({', '.join(repr(v) for v in values)})"


def _fk(column, target, ondelete):
    return sa.ForeignKeyConstraint([column], [f'shared.{target}.id'],
                                   name=op.f(f'fk_retention_inspection_requests_{column}_{target}'),
                                   ondelete=ondelete)


def upgrade() -> None:
    op.create_table(
        'retention_inspection_requests',
        sa.Column('id', sa.BigInteger(), sa.Identity(always=False), nullable=False),
        sa.Column('contract_id', sa.BigInteger(), nullable=False),
        sa.Column('number', sa.Integer(), nullable=False),
        sa.Column('requester_org_id', sa.BigInteger(), nullable=True),
        sa.Column('requester_user_id', sa.BigInteger(), nullable=True),
        sa.Column('requester_name', sa.String(length=254), server_default='', nullable=False),
        sa.Column('message', sa.Text(), server_default='', nullable=False),
        sa.Column('requested_at', sa.DateTime(timezone=True), nullable=False),
        sa.Column('requested_on', sa.Date(), nullable=False),
        sa.Column('answered_at', sa.DateTime(timezone=True), nullable=True),
        sa.Column('answered_on', sa.Date(), nullable=True),
        sa.Column('answered_by_user_id', sa.BigInteger(), nullable=True),
        sa.Column('answered_by_name', sa.String(length=254), server_default='', nullable=False),
        sa.Column('answer_manner', sa.String(length=20), nullable=True),
        sa.Column('answer_note', sa.Text(), server_default='', nullable=False),
        sa.CheckConstraint("answer_manner IS NULL OR answer_manner IN ('pack_sent', 'made_available')",
                           name=op.f('ck_retention_inspection_requests_answer_manner')),
        sa.CheckConstraint("(answered_at IS NULL) = (answer_manner IS NULL) AND (answered_at IS NULL) = "
                           "(answered_on IS NULL)", name=op.f('ck_retention_inspection_requests_answered')),
        _fk('contract_id', 'contracts', 'CASCADE'),
        _fk('requester_org_id', 'organisations', 'SET NULL'),
        _fk('requester_user_id', 'users', 'SET NULL'),
        _fk('answered_by_user_id', 'users', 'SET NULL'),
        sa.PrimaryKeyConstraint('id', name=op.f('pk_retention_inspection_requests')),
        sa.UniqueConstraint('contract_id', 'number', name=op.f('uq_retention_inspection_requests_contract_id_number')),
        schema='shared',
    )
    op.create_index('ux_retention_inspection_requests_open', 'retention_inspection_requests', ['contract_id'],
                    unique=True, schema='shared', postgresql_where=sa.text('answered_at IS NULL'))
    op.drop_constraint(op.f('ck_activities_code'), 'activities', schema='shared', type_='check')
    op.create_check_constraint(op.f('ck_activities_code'), 'activities', _in('code', CODES + NEW_CODES),
                               schema='shared')


def downgrade() -> None:
    op.execute(f"DELETE FROM shared.activities WHERE {_in('code', NEW_CODES)}")
    op.drop_constraint(op.f('ck_activities_code'), 'activities', schema='shared', type_='check')
    op.create_check_constraint(op.f('ck_activities_code'), 'activities', _in('code', CODES), schema='shared')
    op.drop_table('retention_inspection_requests', schema='shared')
