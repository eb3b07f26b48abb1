"""a customer's bill is one posting per claim, kept in step with the claim and its schedule (issue 20)

The bill is made as a draft when a claim is received and updated when a revision or the payment
schedule follows, so postings count their versions and say which one Xero holds; a sales invoice
stays one per claim and revision.

Revision ID: t0090
Revises: t0080
Create Date: 2026-11-26 18:30:00

"""
from typing import Sequence, Union

from alembic import op
import sqlalchemy as sa

revision: str = 't0090'
down_revision: Union[str, Sequence[str], None] = 't0080'
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None


def upgrade() -> None:
    op.add_column('accounting_postings', sa.Column('scheduled', sa.Boolean(), server_default='false', nullable=False))
    op.add_column('accounting_postings', sa.Column('version', sa.Integer(), server_default='1', nullable=False))
    op.add_column('accounting_postings', sa.Column('posted_version', sa.Integer(), nullable=True))
    # Bills made before this revision were made when the schedule was sent.
    op.execute("UPDATE accounting_postings SET scheduled = (kind = 'ACCPAY'), "
               "posted_version = CASE WHEN remote_invoice_id IS NOT NULL THEN 1 END")
    op.drop_constraint('uq_accounting_postings_claim_id_rev', 'accounting_postings', type_='unique')
    op.create_index('uq_accounting_postings_invoice', 'accounting_postings', ['claim_id', 'rev'], unique=True,
                    postgresql_where=sa.text("kind = 'ACCREC'"))
    op.create_index('uq_accounting_postings_bill', 'accounting_postings', ['claim_id'], unique=True,
                    postgresql_where=sa.text("kind = 'ACCPAY'"))


def downgrade() -> None:
    op.drop_index('uq_accounting_postings_bill', table_name='accounting_postings',
                  postgresql_where=sa.text("kind = 'ACCPAY'"))
    op.drop_index('uq_accounting_postings_invoice', table_name='accounting_postings',
                  postgresql_where=sa.text("kind = 'ACCREC'"))
    op.create_unique_constraint('uq_accounting_postings_claim_id_rev', 'accounting_postings', ['claim_id', 'rev'])
    op.drop_column('accounting_postings', 'posted_version')
    op.drop_column('accounting_postings', 'version')
    op.drop_column('accounting_postings', 'scheduled')
