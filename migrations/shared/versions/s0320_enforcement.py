"""the remedies of an unpaid payee (issue 39, app.enforcement)

- `contract_service_terms`: whether email service of notices is agreed (regs 9-10), default off;
- `suspension_notices`: notices of intention to suspend (ss 23(2)(b), 24(2)(b), 59(2)(b)) and their
  service;
- `work_suspensions`: work suspended under s 24A, and resumed;
- `claim_served_documents.document` admits 'debt' (the debt statement) and 'suspension' (the notice);
- activities 'suspension_notice_served', 'work_suspended', 'work_resumed'.

Revision ID: s0320
Revises: s0310
Create Date: 2026-11-29 07:00:00
"""
from typing import Sequence, Union

from alembic import op
import sqlalchemy as sa
from sqlalchemy.dialects import postgresql

revision: str = 's0320'
down_revision: Union[str, Sequence[str], None] = 's0310'
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None

CODES = ("commented", "created", "deleted_draft", "edited_draft", "moved_to_draft", "finalised",
         "finalised_schedule", "sent", "sent_schedule", "viewed", "marked_paid", "marked_unpaid",
         "estimate_approved", "estimate_rejected", "estimate_submitted", "contract_created", "contract_archived",
         "contract_unarchived", "party_removed", "payment_sent", "payment_received", "payment_corrected",
         "invitation_declined", "received_claim", "received_schedule", "received_corrected", "received_deleted",
         "terms_changed")
NEW_CODES = ("suspension_notice_served", "work_suspended", "work_resumed")
DOCUMENTS = ("claim", "schedule")
NEW_DOCUMENTS = ("debt", "suspension")


def _codes(codes) -> str:
    return f"code IN ({', '.join(repr(c) for c in codes)})"


def _documents(documents) -> str:
    return f"document IN ({', '.join(repr(d) for d in documents)})"


def upgrade() -> None:
    op.create_table(
        'contract_service_terms',
        sa.Column('contract_id', sa.BigInteger(), nullable=False),
        sa.Column('email_service_agreed', sa.Boolean(), server_default='false', nullable=False),
        sa.Column('email_basis', sa.String(length=10), server_default='', nullable=False),
        sa.Column('clause', sa.Text(), server_default='', nullable=False),
        sa.Column('updated_by_name', sa.String(length=254), server_default='', nullable=False),
        sa.Column('updated_at', sa.DateTime(timezone=True), server_default=sa.text('now()'), nullable=False),
        sa.CheckConstraint("email_basis IN ('', 'clause', 'routine')",
                           name=op.f('ck_contract_service_terms_email_basis')),
        sa.ForeignKeyConstraint(['contract_id'], ['shared.contracts.id'],
                                name=op.f('fk_contract_service_terms_contract_id_contracts'), ondelete='CASCADE'),
        sa.PrimaryKeyConstraint('contract_id', name=op.f('pk_contract_service_terms')),
        schema='shared'
    )
    op.create_table(
        'suspension_notices',
        sa.Column('id', sa.BigInteger(), sa.Identity(always=False), nullable=False),
        sa.Column('contract_id', sa.BigInteger(), nullable=False),
        sa.Column('claim_id', sa.BigInteger(), nullable=False),
        sa.Column('revision_id', sa.BigInteger(), nullable=False),
        sa.Column('ground', sa.String(length=24), nullable=False),
        sa.Column('section', sa.String(length=10), nullable=False),
        sa.Column('unpaid', sa.BigInteger(), nullable=False),
        sa.Column('unpaid_since', sa.Date(), nullable=False),
        sa.Column('notice_date', sa.Date(), nullable=False),
        sa.Column('pay_by', sa.Date(), nullable=False),
        sa.Column('suspend_from', sa.Date(), nullable=False),
        sa.Column('basis', postgresql.JSONB(astext_type=sa.Text()), server_default='{}', nullable=False),
        sa.Column('generated_by_org_id', sa.BigInteger(), nullable=True),
        sa.Column('generated_by_name', sa.String(length=254), server_default='', nullable=False),
        sa.Column('created_at', sa.DateTime(timezone=True), server_default=sa.text('now()'), nullable=False),
        sa.Column('served_manner', sa.String(length=10), nullable=True),
        sa.Column('served_on', sa.Date(), nullable=True),
        sa.Column('served_to', sa.Text(), server_default='', nullable=False),
        sa.Column('served_recorded_by_name', sa.String(length=254), server_default='', nullable=False),
        sa.Column('served_recorded_at', sa.DateTime(timezone=True), nullable=True),
        sa.CheckConstraint("ground IN ('no_schedule_unpaid', 'scheduled_unpaid', 'determination_unpaid')",
                           name=op.f('ck_suspension_notices_ground')),
        sa.CheckConstraint("served_manner IS NULL OR served_manner IN ('email', 'personal', 'left', 'post')",
                           name=op.f('ck_suspension_notices_served_manner')),
        sa.ForeignKeyConstraint(['claim_id'], ['shared.claims.id'], name=op.f('fk_suspension_notices_claim_id_claims'),
                                ondelete='CASCADE'),
        sa.ForeignKeyConstraint(['contract_id'], ['shared.contracts.id'],
                                name=op.f('fk_suspension_notices_contract_id_contracts'), ondelete='CASCADE'),
        sa.ForeignKeyConstraint(['generated_by_org_id'], ['shared.organisations.id'],
                                name=op.f('fk_suspension_notices_generated_by_org_id_organisations'),
                                ondelete='SET NULL'),
        sa.ForeignKeyConstraint(['revision_id'], ['shared.claim_revisions.id'],
                                name=op.f('fk_suspension_notices_revision_id_claim_revisions'), ondelete='CASCADE'),
        sa.PrimaryKeyConstraint('id', name=op.f('pk_suspension_notices')),
        sa.UniqueConstraint('claim_id', 'ground', name=op.f('uq_suspension_notices_claim_id_ground')),
        schema='shared'
    )
    op.create_index(op.f('ix_suspension_notices_claim_id'), 'suspension_notices', ['claim_id'], unique=False,
                    schema='shared')
    op.create_index(op.f('ix_suspension_notices_contract_id'), 'suspension_notices', ['contract_id'], unique=False,
                    schema='shared')
    op.create_table(
        'work_suspensions',
        sa.Column('id', sa.BigInteger(), sa.Identity(always=False), nullable=False),
        sa.Column('contract_id', sa.BigInteger(), nullable=False),
        sa.Column('claim_id', sa.BigInteger(), nullable=False),
        sa.Column('notice_id', sa.BigInteger(), nullable=False),
        sa.Column('suspended_on', sa.Date(), nullable=False),
        sa.Column('scope', sa.Text(), server_default='', nullable=False),
        sa.Column('resumed_on', sa.Date(), nullable=True),
        sa.Column('recorded_by_name', sa.String(length=254), server_default='', nullable=False),
        sa.Column('resumed_by_name', sa.String(length=254), server_default='', nullable=False),
        sa.Column('created_at', sa.DateTime(timezone=True), server_default=sa.text('now()'), nullable=False),
        sa.CheckConstraint('resumed_on IS NULL OR resumed_on >= suspended_on',
                           name=op.f('ck_work_suspensions_resumed_on')),
        sa.ForeignKeyConstraint(['claim_id'], ['shared.claims.id'], name=op.f('fk_work_suspensions_claim_id_claims'),
                                ondelete='CASCADE'),
        sa.ForeignKeyConstraint(['contract_id'], ['shared.contracts.id'],
                                name=op.f('fk_work_suspensions_contract_id_contracts'), ondelete='CASCADE'),
        sa.ForeignKeyConstraint(['notice_id'], ['shared.suspension_notices.id'],
                                name=op.f('fk_work_suspensions_notice_id_suspension_notices'), ondelete='CASCADE'),
        sa.PrimaryKeyConstraint('id', name=op.f('pk_work_suspensions')),
        schema='shared'
    )
    op.create_index(op.f('ix_work_suspensions_claim_id'), 'work_suspensions', ['claim_id'], unique=False,
                    schema='shared')
    op.create_index(op.f('ix_work_suspensions_contract_id'), 'work_suspensions', ['contract_id'], unique=False,
                    schema='shared')
    op.drop_constraint(op.f('ck_claim_served_documents_document'), 'claim_served_documents', schema='shared',
                       type_='check')
    op.create_check_constraint(op.f('ck_claim_served_documents_document'), 'claim_served_documents',
                               _documents(DOCUMENTS + NEW_DOCUMENTS), schema='shared')
    op.drop_constraint(op.f('ck_activities_code'), 'activities', schema='shared', type_='check')
    op.create_check_constraint(op.f('ck_activities_code'), 'activities', _codes(CODES + NEW_CODES), schema='shared')


def downgrade() -> None:
    op.execute(f"DELETE FROM shared.activities WHERE {_codes(NEW_CODES)}")
    op.drop_constraint(op.f('ck_activities_code'), 'activities', schema='shared', type_='check')
    op.create_check_constraint(op.f('ck_activities_code'), 'activities', _codes(CODES), schema='shared')
    op.execute(f"DELETE FROM shared.claim_served_documents WHERE {_documents(NEW_DOCUMENTS)}")
    op.drop_constraint(op.f('ck_claim_served_documents_document'), 'claim_served_documents', schema='shared',
                       type_='check')
    op.create_check_constraint(op.f('ck_claim_served_documents_document'), 'claim_served_documents',
                               _documents(DOCUMENTS), schema='shared')
    op.drop_table('work_suspensions', schema='shared')
    op.drop_table('suspension_notices', schema='shared')
    op.drop_table('contract_service_terms', schema='shared')
