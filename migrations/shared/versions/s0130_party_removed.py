"""a party removed from a contract by its owner: consent 'Removed' and the activity 'party_removed'
(issue 17)

Revision ID: s0130
Revises: s0120
Create Date: 2026-11-26 11:30:00

"""
from typing import Sequence, Union

from alembic import op

revision: str = 's0130'
down_revision: Union[str, Sequence[str], None] = 's0120'
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None

CODES = ("commented", "created", "deleted_draft", "edited_draft", "moved_to_draft", "finalised",
         "finalised_schedule", "sent", "sent_schedule", "viewed", "marked_paid", "marked_unpaid",
         "estimate_approved", "estimate_rejected", "estimate_submitted", "contract_created", "contract_archived",
         "contract_unarchived")


def _codes(codes) -> str:
    return f"code IN ({', '.join(repr(c) for c in codes)})"


def upgrade() -> None:
    op.drop_constraint(op.f('ck_contract_orgs_consent'), 'contract_orgs', schema='shared', type_='check')
    op.create_check_constraint(op.f('ck_contract_orgs_consent'), 'contract_orgs',
                               "consent IN ('Accepted', 'Pending', 'Declined', 'Removed')", schema='shared')
    op.drop_constraint(op.f('ck_activities_code'), 'activities', schema='shared', type_='check')
    op.create_check_constraint(op.f('ck_activities_code'), 'activities', _codes(CODES + ("party_removed",)),
                               schema='shared')


def downgrade() -> None:
    op.execute("DELETE FROM shared.activities WHERE code = 'party_removed'")
    op.drop_constraint(op.f('ck_activities_code'), 'activities', schema='shared', type_='check')
    op.create_check_constraint(op.f('ck_activities_code'), 'activities', _codes(CODES), schema='shared')
    op.execute("UPDATE shared.contract_orgs SET consent = 'Declined' WHERE consent = 'Removed'")
    op.drop_constraint(op.f('ck_contract_orgs_consent'), 'contract_orgs', schema='shared', type_='check')
    op.create_check_constraint(op.f('ck_contract_orgs_consent'), 'contract_orgs',
                               "consent IN ('Accepted', 'Pending', 'Declined')", schema='shared')
