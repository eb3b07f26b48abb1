"""the notice before use for defects names the subcontractor's address for service (issue 38)

`retention_defect_notices.payee_address`: the subcontractor's address as the contract's details gave it
when the notice was made (its contract contact, which the party's business details fill), fixed with
the rest of the notice so the PDF re-rendered is the copy served. Notices made before it have none
(''): their PDF says no address was recorded, as it did not name one.

Revision ID: s0430
Revises: s0420
Create Date: 2026-11-29 20:40:00

"""
from typing import Sequence, Union

from alembic import op
import sqlalchemy as sa

revision: str = 's0430'
down_revision: Union[str, Sequence[str], None] = 's0420'
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None


def upgrade() -> None:
    op.add_column('retention_defect_notices', sa.Column('payee_address', sa.Text(), server_default='',
                                                        nullable=False), schema='shared')


def downgrade() -> None:
    op.drop_column('retention_defect_notices', 'payee_address', schema='shared')
