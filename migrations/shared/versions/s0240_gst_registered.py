"""suppliers not registered for GST (issue 34)

- `contract_contacts.gst_registered`: the party's GST registration, copied from its business details
  with the rest of them (app.contracts.contacts);
- `claim_revisions.gst_registered`: whether a submitted revision charges GST, fixed when it is sent
  (a draft follows its supplier's current status);
- `claims.gst_registered`: the same for the claim's latest submitted revision (what the ledger
  views read with the claims, without reading revisions).

Everything made before this revision was made with GST: each is true.

Revision ID: s0240
Revises: s0230
Create Date: 2026-11-29 03:30:00

"""
from typing import Sequence, Union

from alembic import op
import sqlalchemy as sa

revision: str = 's0240'
down_revision: Union[str, Sequence[str], None] = 's0230'
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None

TABLES = ("contract_contacts", "claim_revisions", "claims")


def upgrade() -> None:
    for table in TABLES:
        op.add_column(table, sa.Column('gst_registered', sa.Boolean(), server_default='true', nullable=False),
                      schema='shared')


def downgrade() -> None:
    for table in TABLES:
        op.drop_column(table, 'gst_registered', schema='shared')
