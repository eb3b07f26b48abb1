"""retention indexes after s0380 and s0390 landed (issue 38's review)

s0380 and s0390 reached main before their review; a revision Alembic has applied never runs again, so
their indexes are mended here:

- the plain indexes on retention_defect_notices.contract_id, retention_defect_notice_copies.notice_id,
  retention_reports.contract_id and retention_report_copies.report_id go: each is the leading column
  of its table's unique constraint, which serves the same reads (as s0410 did for retention_entries);
- retention_entries.defect_notice_id (a foreign key: checked when a notice is deleted, read for what
  was used under a notice) gets a partial index: it is null but on uses for defects.

Revision ID: s0420
Revises: s0410
Create Date: 2026-11-29 17:10:00

"""
from typing import Sequence, Union

from alembic import op
import sqlalchemy as sa

revision: str = 's0420'
down_revision: Union[str, Sequence[str], None] = 's0410'
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None

# (index, table, column): each served by its table's unique constraint led by that column.
REDUNDANT = (
    ('ix_retention_defect_notices_contract_id', 'retention_defect_notices', 'contract_id'),
    ('ix_retention_defect_notice_copies_notice_id', 'retention_defect_notice_copies', 'notice_id'),
    ('ix_retention_reports_contract_id', 'retention_reports', 'contract_id'),
    ('ix_retention_report_copies_report_id', 'retention_report_copies', 'report_id'),
)


def upgrade() -> None:
    for index, table, _ in REDUNDANT:
        op.drop_index(op.f(index), table_name=table, schema='shared')
    op.create_index('ix_retention_entries_defect_notice_id', 'retention_entries', ['defect_notice_id'],
                    schema='shared', postgresql_where=sa.text('defect_notice_id IS NOT NULL'))


def downgrade() -> None:
    op.drop_index('ix_retention_entries_defect_notice_id', table_name='retention_entries', schema='shared')
    for index, table, column in reversed(REDUNDANT):
        op.create_index(op.f(index), table, [column], unique=False, schema='shared')
