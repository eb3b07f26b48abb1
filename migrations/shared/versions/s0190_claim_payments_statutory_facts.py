"""claim payments and each claim's statutory facts (issue 33)

- `claim_payments`: what each side recorded of a claim's payment (the 'paid' and 'payment sent'
  toggles become records);
- `claims`: the stored facts every surface reads (app.payments.facts): the payment-schedule
  deadline (s 22) and the working days it counts, what is payable and when, each side's
  recorded payments;
- `payment_schedules.given_late`: sent after the deadline (the claimed amount stays payable);
- activities 'payment_sent', 'payment_received', 'payment_corrected';
- `contract_figures.next_due_date` becomes the next statutory date of the contract's open claims
  (a schedule deadline while a schedule is awaited, else the payment date that applies), and
  `next_due_kind` says which.

Existing data: every served claim gets its deadline counted with the contract's agreed period
as it stands (the Act's 20 working days when none), every sent schedule is measured against it,
and a toggle that was on becomes a payment of the amount payable on the day it was set (the
latest 'marked as Paid' for paid, the claim's last change for payment sent); a claim imported as
paid before the project came to Claimdesk becomes a payment received on its date. The rules are
the pure ones the app uses (app.domain); the rows are read and written with plain SQL, so the
migration does not depend on the models of a later revision.

Revision ID: s0190
Revises: s0180
Create Date: 2026-11-28 21:00:00

"""
from typing import Sequence, Union

from alembic import op
import sqlalchemy as sa

revision: str = 's0190'
down_revision: Union[str, Sequence[str], None] = 's0180'
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None

CODES = ("commented", "created", "deleted_draft", "edited_draft", "moved_to_draft", "finalised",
         "finalised_schedule", "sent", "sent_schedule", "viewed", "marked_paid", "marked_unpaid",
         "estimate_approved", "estimate_rejected", "estimate_submitted", "contract_created", "contract_archived",
         "contract_unarchived", "party_removed")
PAYMENT_CODES = ("payment_sent", "payment_received", "payment_corrected")
CCA_TYPES = ("NzCcaClaim", "NzCcaClaimCombined")

# The figures' next due date: per open claim (Sent or Scheduled, not paid) its schedule deadline
# while a schedule is awaited, else its payment date; the earliest of the contract's.
NEXT_DUE = """
  LEFT JOIN LATERAL (
      SELECT CASE WHEN cl.status = 'Sent' AND cl.schedule_deadline IS NOT NULL THEN cl.schedule_deadline
                  ELSE cl.payment_due END AS day,
             CASE WHEN cl.status = 'Sent' AND cl.schedule_deadline IS NOT NULL THEN 'schedule'
                  ELSE 'payment' END AS kind
        FROM shared.claims cl
       WHERE cl.contract_id = c.id AND cl.status IN ('Sent', 'Scheduled') AND NOT cl.is_paid
         AND coalesce(cl.schedule_deadline, cl.payment_due) IS NOT NULL
       ORDER BY 1, cl.number LIMIT 1) next ON true
"""
REFRESH = """
CREATE OR REPLACE FUNCTION shared.refresh_contract_figures(ids bigint[]) RETURNS void LANGUAGE sql AS $$
INSERT INTO shared.contract_figures AS f
    (contract_id, value, claimed, last_number, last_status, last_date,
     last_sent_number, last_sent_status, last_sent_date, next_due_date, next_due_kind)
SELECT c.id,
       coalesce((SELECT sum(e.total_price) FROM shared.ledger_entries e
                  WHERE e.claim_id = newest.id AND e.rev = newest.latest_rev AND e.mode = 'Claim'
                    AND NOT e.is_reversal AND e.item_id <> 'retention'), 0),
       coalesce((SELECT sum(e.amount) FROM shared.claims cl
                   JOIN shared.ledger_entries e ON e.claim_id = cl.id AND e.rev = cl.latest_rev
                  WHERE cl.contract_id = c.id AND cl.status IN ('New', 'Sent', 'Scheduled')
                    AND e.mode = 'Claim' AND e.item_id <> 'retention'), 0),
       last.number, last.status, last.day,
       sent.number, sent.status, sent.day,
       next.day, next.kind
  FROM shared.contracts c
  LEFT JOIN LATERAL (
      SELECT cl.id, cl.latest_rev FROM shared.claims cl
       WHERE cl.contract_id = c.id AND cl.status IN ('New', 'Sent', 'Scheduled') AND cl.latest_rev IS NOT NULL
       ORDER BY cl.number DESC LIMIT 1) newest ON true
  LEFT JOIN LATERAL (
      SELECT cl.number, cl.status, shared.claim_day(cl.id, coalesce(cl.latest_rev, cl.draft_rev), cl.created_at) AS day
        FROM shared.claims cl
       WHERE cl.contract_id = c.id AND cl.status <> 'Deleted'
       ORDER BY cl.number DESC LIMIT 1) last ON true
  LEFT JOIN LATERAL (
      SELECT cl.number, cl.status, shared.claim_day(cl.id, cl.latest_rev, cl.created_at) AS day
        FROM shared.claims cl
       WHERE cl.contract_id = c.id AND cl.status NOT IN ('New', 'Deleted') AND cl.latest_rev IS NOT NULL
       ORDER BY cl.number DESC LIMIT 1) sent ON true
""" + NEXT_DUE + """
 WHERE c.id = ANY(ids)
ON CONFLICT (contract_id) DO UPDATE SET
    value = excluded.value, claimed = excluded.claimed,
    last_number = excluded.last_number, last_status = excluded.last_status, last_date = excluded.last_date,
    last_sent_number = excluded.last_sent_number, last_sent_status = excluded.last_sent_status,
    last_sent_date = excluded.last_sent_date, next_due_date = excluded.next_due_date,
    next_due_kind = excluded.next_due_kind
$$
"""


# s0090's: the due date of the newest submitted claim not yet paid.
OLD_REFRESH = (REFRESH.replace(", next_due_date, next_due_kind)", ", next_due_date)")
               .replace("       next.day, next.kind\n", """       (SELECT r.due_date FROM shared.claims cl
          JOIN shared.claim_revisions r ON r.claim_id = cl.id AND r.rev = cl.latest_rev
         WHERE cl.contract_id = c.id AND cl.status IN ('Sent', 'Scheduled') AND NOT cl.is_paid
         ORDER BY cl.number DESC LIMIT 1)
""")
               .replace(NEXT_DUE, "\n")
               .replace(",\n    next_due_kind = excluded.next_due_kind", ""))


def _codes(codes) -> str:
    return f"code IN ({', '.join(repr(c) for c in codes)})"


def upgrade() -> None:
    op.create_table(
        'claim_payments',
        sa.Column('id', sa.BigInteger(), sa.Identity(always=False), nullable=False),
        sa.Column('contract_id', sa.BigInteger(), nullable=False),
        sa.Column('claim_id', sa.BigInteger(), nullable=False),
        sa.Column('side', sa.String(length=5), nullable=False),
        sa.Column('paid_on', sa.Date(), nullable=False),
        sa.Column('amount', sa.BigInteger(), nullable=False),
        sa.Column('reference', sa.Text(), server_default='', nullable=False),
        sa.Column('note', sa.Text(), server_default='', nullable=False),
        sa.Column('corrects_id', sa.BigInteger(), nullable=True),
        sa.Column('request_key', sa.String(length=64), nullable=True),
        sa.Column('recorded_by_org_id', sa.BigInteger(), nullable=True),
        sa.Column('recorded_by_user_id', sa.BigInteger(), nullable=True),
        sa.Column('recorded_by_name', sa.String(length=254), server_default='', nullable=False),
        sa.Column('recorded_at', sa.DateTime(timezone=True), server_default=sa.text('now()'), nullable=False),
        sa.CheckConstraint("side IN ('Payer', 'Payee')", name=op.f('ck_claim_payments_side')),
        sa.CheckConstraint('amount >= 0', name=op.f('ck_claim_payments_amount')),
        sa.ForeignKeyConstraint(['claim_id'], ['shared.claims.id'], name=op.f('fk_claim_payments_claim_id_claims'),
                                ondelete='CASCADE'),
        sa.ForeignKeyConstraint(['contract_id'], ['shared.contracts.id'],
                                name=op.f('fk_claim_payments_contract_id_contracts'), ondelete='CASCADE'),
        sa.ForeignKeyConstraint(['corrects_id'], ['shared.claim_payments.id'],
                                name=op.f('fk_claim_payments_corrects_id_claim_payments'), ondelete='CASCADE'),
        sa.ForeignKeyConstraint(['recorded_by_org_id'], ['shared.organisations.id'],
                                name=op.f('fk_claim_payments_recorded_by_org_id_organisations'), ondelete='SET NULL'),
        sa.ForeignKeyConstraint(['recorded_by_user_id'], ['shared.users.id'],
                                name=op.f('fk_claim_payments_recorded_by_user_id_users'), ondelete='SET NULL'),
        sa.PrimaryKeyConstraint('id', name=op.f('pk_claim_payments')),
        sa.UniqueConstraint('claim_id', 'request_key', name=op.f('uq_claim_payments_claim_id_request_key')),
        sa.UniqueConstraint('corrects_id', name=op.f('uq_claim_payments_corrects_id')),
        schema='shared',
    )
    op.create_index(op.f('ix_claim_payments_claim_id'), 'claim_payments', ['claim_id'], schema='shared')
    for name, type_ in (('schedule_days', sa.Integer()), ('schedule_deadline', sa.Date()),
                        ('payable', sa.BigInteger()), ('payment_due', sa.Date()),
                        ('paid_by_payer', sa.BigInteger()), ('paid_to_payee', sa.BigInteger())):
        op.add_column('claims', sa.Column(name, type_, nullable=True), schema='shared')
    op.add_column('payment_schedules', sa.Column('given_late', sa.Boolean(), server_default='false', nullable=False),
                  schema='shared')
    op.drop_constraint(op.f('ck_activities_code'), 'activities', schema='shared', type_='check')
    op.create_check_constraint(op.f('ck_activities_code'), 'activities', _codes(CODES + PAYMENT_CODES),
                               schema='shared')
    op.add_column('contract_figures', sa.Column('next_due_kind', sa.String(length=10), nullable=True),
                  schema='shared')
    op.execute(REFRESH)
    _convert(op.get_bind())
    op.execute("SELECT shared.refresh_contract_figures(ARRAY(SELECT id FROM shared.contracts))")


def _convert(conn) -> None:
    """The served claims' facts, and the toggles as payments (see the module's docstring)."""
    from app.domain import claim_standing as rules
    from app.domain.errors import RuleError
    from app.domain.schedule_deadline import schedule_deadline
    from app.domain.working_days import today_in_auckland

    rows = conn.execute(sa.text("""
        SELECT cl.id, cl.contract_id, cl.status, cl.is_paid, cl.is_paying, cl.imported_from_id,
               cl.content_updated_at, k.schedule_working_days,
               r.type, r.submitted_at, r.due_date, r.claim_date, r.totals, r.amount_excl, r.tax,
               s.id, s.schedule_excl + s.schedule_tax, s.due_date, s.sent_at,
               (SELECT max(a.at) FROM shared.activities a WHERE a.claim_id = cl.id AND a.code = 'marked_paid')
          FROM shared.claims cl
          JOIN shared.contracts k ON k.id = cl.contract_id
          JOIN shared.claim_revisions r ON r.claim_id = cl.id AND r.rev = cl.latest_rev AND NOT r.is_draft
          LEFT JOIN shared.payment_schedules s ON s.claim_id = cl.id AND s.status = 'Sent'
         WHERE cl.status IN ('Sent', 'Scheduled', 'Voided')
         ORDER BY cl.id
    """)).all()
    for (claim_id, contract_id, status, is_paid, is_paying, imported, changed_at, agreed_days,
         type_, submitted_at, claim_due, claim_date, totals, amount_excl, tax,
         schedule_id, scheduled, payment_date, sent_at, marked_paid_at) in rows:
        deadline = None
        if status != 'Voided' and type_ in CCA_TYPES and submitted_at is not None:
            served = today_in_auckland(submitted_at)
            try:
                deadline = schedule_deadline(served, served, agreed_days).date
            except RuleError:
                deadline = None
        given_late = bool(schedule_id is not None and deadline is not None and sent_at is not None
                          and today_in_auckland(sent_at) > deadline)
        if schedule_id is not None and given_late:
            conn.execute(sa.text("UPDATE shared.payment_schedules SET given_late = true WHERE id = :id"),
                         {"id": schedule_id})
        claimed = (totals or {}).get("netPayment")
        if claimed is None and amount_excl is not None:
            claimed = amount_excl + (tax or 0)
        schedule = rules.SentSchedule(scheduled, payment_date, given_late) if schedule_id is not None else None
        entries = []
        served_live = status in ('Sent', 'Scheduled')
        payable = rules.settle(served=served_live, claimed=claimed, claim_due=claim_due, schedule=schedule,
                               entries=[]).payable or 0
        if is_paid and served_live:
            if imported is not None:
                on, note = claim_date or today_in_auckland(changed_at), "Paid before the project came to Claimdesk"
            else:
                on, note = today_in_auckland(marked_paid_at or changed_at), "Marked as paid"
            entries.append(_payment(conn, claim_id, contract_id, "Payee", on, max(payable, 0), note))
        if is_paying and served_live:
            entries.append(_payment(conn, claim_id, contract_id, "Payer", today_in_auckland(changed_at),
                                    max(payable, 0), "Marked payment as sent"))
        settled = rules.settle(served=served_live, claimed=claimed, claim_due=claim_due, schedule=schedule,
                               entries=entries)
        conn.execute(sa.text("""
            UPDATE shared.claims
               SET schedule_days = :days, schedule_deadline = :deadline, payable = :payable,
                   payment_due = :payment_due, paid_by_payer = :by_payer, paid_to_payee = :to_payee,
                   is_paid = :is_paid, is_paying = :is_paying
             WHERE id = :id"""), {
            "id": claim_id, "days": agreed_days, "deadline": deadline, "payable": settled.payable,
            "payment_due": settled.payment_due, "by_payer": settled.paid_by_payer,
            "to_payee": settled.paid_to_payee, "is_paid": settled.is_paid, "is_paying": settled.is_paying})


def _payment(conn, claim_id, contract_id, side, on, amount, note):
    from app.domain import claim_standing as rules

    new_id = conn.execute(sa.text("""
        INSERT INTO shared.claim_payments (contract_id, claim_id, side, paid_on, amount, note)
        VALUES (:contract_id, :claim_id, :side, :on, :amount, :note) RETURNING id"""),
        {"contract_id": contract_id, "claim_id": claim_id, "side": side, "on": on, "amount": amount,
         "note": note}).scalar()
    return rules.PaymentEntry(new_id, side, amount)


def downgrade() -> None:
    op.execute("UPDATE shared.claims SET is_paying = false WHERE is_paid")
    op.drop_column('contract_figures', 'next_due_kind', schema='shared')
    op.execute("DROP FUNCTION shared.refresh_contract_figures(bigint[])")
    op.execute(OLD_REFRESH)
    op.execute("DELETE FROM shared.activities WHERE code IN ('payment_sent', 'payment_received', 'payment_corrected')")
    op.drop_constraint(op.f('ck_activities_code'), 'activities', schema='shared', type_='check')
    op.create_check_constraint(op.f('ck_activities_code'), 'activities', _codes(CODES), schema='shared')
    op.drop_column('payment_schedules', 'given_late', schema='shared')
    for name in ('paid_to_payee', 'paid_by_payer', 'payment_due', 'payable', 'schedule_deadline', 'schedule_days'):
        op.drop_column('claims', name, schema='shared')
    op.drop_index(op.f('ix_claim_payments_claim_id'), table_name='claim_payments', schema='shared')
    op.drop_table('claim_payments', schema='shared')
    op.execute("SELECT shared.refresh_contract_figures(ARRAY(SELECT id FROM shared.contracts))")
