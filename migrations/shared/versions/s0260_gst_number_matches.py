"""an organisation matched by its GST number is invited (issue 36)

- `organisations.gst_number`: the 9-digit GST number of the organisation's own business details
  (its default contact, kept in step by app.orgs.gst_numbers), so a contract naming a party by that
  number finds it without reading every workspace; filled here from each workspace's default contact;
- `party_invitations.gst_number`: the GST number typed for a party named by email; an organisation
  with that number sees the invitation too (app.contracts.invitations).

Revision ID: s0260
Revises: s0250
Create Date: 2026-11-29 04:00:00

"""
from typing import Sequence, Union

from alembic import op
import sqlalchemy as sa

revision: str = 's0260'
down_revision: Union[str, Sequence[str], None] = 's0250'
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None


def upgrade() -> None:
    op.add_column('organisations', sa.Column('gst_number', sa.String(length=9), nullable=True), schema='shared')
    op.create_index(op.f('ix_organisations_gst_number'), 'organisations', ['gst_number'], unique=False,
                    schema='shared', postgresql_where=sa.text('gst_number IS NOT NULL'))
    op.add_column('party_invitations', sa.Column('gst_number', sa.String(length=9), nullable=True), schema='shared')
    op.create_index(op.f('ix_party_invitations_gst_number'), 'party_invitations', ['gst_number'], unique=False,
                    schema='shared', postgresql_where=sa.text('gst_number IS NOT NULL'))
    bind = op.get_bind()
    schemas = bind.execute(sa.text("SELECT o.id, o.schema_name FROM shared.organisations o "
                                   "JOIN information_schema.tables t ON t.table_schema = o.schema_name "
                                   "AND t.table_name = 'contacts' WHERE o.schema_name IS NOT NULL")).all()
    for org_id, schema in schemas:  # schema names are ours (t_<id>), quoted all the same
        quoted = '"' + schema.replace('"', '""') + '"'
        bind.execute(sa.text(f"UPDATE shared.organisations SET gst_number = (SELECT gst_number FROM {quoted}.contacts "
                             "WHERE is_default LIMIT 1) WHERE id = :id"), {"id": org_id})


def downgrade() -> None:
    op.drop_index(op.f('ix_party_invitations_gst_number'), table_name='party_invitations', schema='shared')
    op.drop_column('party_invitations', 'gst_number', schema='shared')
    op.drop_index(op.f('ix_organisations_gst_number'), table_name='organisations', schema='shared')
    op.drop_column('organisations', 'gst_number', schema='shared')
