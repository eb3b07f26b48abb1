"""retention inspection packs and the export of the retention records (issue 38)

- retention_reports may be an `inspection` pack (s 18FC): one subcontractor's ledgers, served with proof
  as the quarterly statement is;
- retention_inspection_requests.pack_report_id: the pack a request was answered with ('Inspection pack sent');
- the activity 'retention_exported' (the owners' export for an information request or a receiver).

Revision ID: s0440
Revises: s0430
Create Date: 2026-11-29 20:40:00

"""
from typing import Sequence, Union

from alembic import op
import sqlalchemy as sa

revision: str = 's0440'
down_revision: Union[str, Sequence[str], None] = 's0430'
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None

CODES = ("commented", "created", "deleted_draft", "edited_draft", "moved_to_draft", "finalised",
         "finalised_schedule", "sent", "sent_schedule", "viewed", "marked_paid", "marked_unpaid",
         "estimate_approved", "estimate_rejected", "estimate_submitted", "contract_created", "contract_archived",
         "contract_unarchived", "party_removed", "payment_sent", "payment_received", "payment_corrected",
         "invitation_declined", "received_claim", "received_schedule", "received_corrected", "received_deleted",
         "terms_changed", "suspension_notice_served", "work_suspended", "work_resumed", "adjudication_served",
         "adjudication_recorded", "inspection_requested", "inspection_answered")
NEW_CODES = ("retention_exported",)


def _in(column, values) -> str:
    return f"{column} IN ({', '.join(repr(v) for v in values)})"


def upgrade() -> None:
    op.drop_constraint(op.f('ck_retention_reports_kind'), 'retention_reports', schema='shared', type_='check')
    op.create_check_constraint(op.f('ck_retention_reports_kind'), 'retention_reports',
                               "kind IN ('quarterly', 'transaction', 'inspection')", schema='shared')
    op.add_column('retention_inspection_requests', sa.Column('pack_report_id', sa.BigInteger(), nullable=True),
                  schema='shared')
    op.create_foreign_key(op.f('fk_retention_inspection_requests_pack_report_id_retention_reports'),
                          'retention_inspection_requests', 'retention_reports', ['pack_report_id'], ['id'],
                          source_schema='shared', referent_schema='shared', ondelete='SET NULL')
    op.drop_constraint(op.f('ck_activities_code'), 'activities', schema='shared', type_='check')
    op.create_check_constraint(op.f('ck_activities_code'), 'activities', _in('code', CODES + NEW_CODES),
                               schema='shared')


def downgrade() -> None:
    op.execute(f"DELETE FROM shared.activities WHERE {_in('code', NEW_CODES)}")
    op.drop_constraint(op.f('ck_activities_code'), 'activities', schema='shared', type_='check')
    op.create_check_constraint(op.f('ck_activities_code'), 'activities', _in('code', CODES), schema='shared')
    op.drop_column('retention_inspection_requests', 'pack_report_id', schema='shared')
    op.execute("DELETE FROM shared.retention_reports WHERE kind = 'inspection'")
    op.drop_constraint(op.f('ck_retention_reports_kind'), 'retention_reports', schema='shared', type_='check')
    op.create_check_constraint(op.f('ck_retention_reports_kind'), 'retention_reports',
                               "kind IN ('quarterly', 'transaction')", schema='shared')
