"""Migration s0190 on a copy of a seeded database: the paid and payment-sent toggles become payment
records of the amount payable on the day they were set, every served claim gets its stored
payment-schedule deadline, and the facts written equal what the app's own writer computes."""
import uuid

import pytest
from alembic import command
from sqlalchemy import create_engine, select, text
from sqlalchemy.engine import make_url

from app.db import db, make_engine
from tenants.migrate import alembic_config
from tests.conftest import set_aside

FACTS = ("schedule_days", "schedule_deadline", "payable", "payment_due", "paid_by_payer", "paid_to_payee", "is_paid",
         "is_paying")


@pytest.fixture
def seeded_copy(app, database_url):
    """A database migrated to head and seeded with the demo through the services, then copied (the
    copy is what the test migrates down and up again)."""
    from flask import current_app

    from app import create_app
    from app.demo.seed import seed
    from tenants.migrate import upgrade_shared

    admin = create_engine(database_url, isolation_level="AUTOCOMMIT")
    names = [f"claimdesk_seeded_{uuid.uuid4().hex[:10]}", f"claimdesk_copy_{uuid.uuid4().hex[:10]}"]
    with admin.connect() as conn:
        conn.execute(text(f'CREATE DATABASE "{names[0]}"'))
    url = lambda name: make_url(database_url).set(database=name).render_as_string(hide_password=False)  # noqa: E731
    with app.app_context():
        config = {k: v for k, v in current_app.config.items() if k.isupper()}
    seeded_app = create_app({**config, "DATABASE_URL": url(names[0])})
    with seeded_app.app_context():
        upgrade_shared(db.engine)
        supplier, customer = seed()
        # The demo's s 24 claim (2): the customer marks its payment sent, so the copy holds both toggles.
        from app.claims.models import Claim
        from app.demo.seed import acting_as
        from app.payments import service as payments

        contract_id = db.session.scalar(select(Claim.contract_id).limit(1))
        with acting_as(customer) as viewer:
            payments.set_paying(viewer, contract_id, 2, True)
        db.session.commit()
        db.engine.dispose()
    with admin.connect() as conn:
        # A pooler (ops/test runs these tests through PgBouncer) keeps its server connections to the
        # seeded database open after the app let go of them: a template must have none.
        conn.execute(text("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = :name"),
                     {"name": names[0]})
        conn.execute(text(f'CREATE DATABASE "{names[1]}" TEMPLATE "{names[0]}"'))
    engine = make_engine(url(names[1]))
    yield seeded_app, engine, url(names[0])
    engine.dispose()
    for name in names:
        # Set aside for the next run to drop in the background, as the run's own database is (tests/conftest.py):
        # dropping a seeded database here waited 20-25 s for its files to go.
        set_aside(admin, name)
    admin.dispose()


def _facts(conn) -> dict:
    rows = conn.execute(text(f"SELECT id, {', '.join(FACTS)} FROM shared.claims ORDER BY id")).all()
    return {row[0]: dict(zip(FACTS, row[1:])) for row in rows}


def _payments(conn) -> list[tuple]:
    return [tuple(r) for r in conn.execute(text(
        "SELECT claim_id, side, paid_on, amount, note, corrects_id IS NOT NULL FROM shared.claim_payments "
        "WHERE amount > 0 AND corrects_id IS NULL ORDER BY claim_id, side"))]


def test_toggles_become_payment_records_and_the_facts_match_the_apps(seeded_copy):
    _, engine, _ = seeded_copy
    with engine.connect() as conn:
        before_facts = _facts(conn)
        toggles = {r[0]: (r[1], r[2]) for r in conn.execute(text("SELECT id, is_paid, is_paying FROM shared.claims"))}
    assert any(paid for paid, _ in toggles.values()) and any(paying for _, paying in toggles.values())

    with engine.begin() as conn:
        command.downgrade(alembic_config("shared", conn), "s0180")
    with engine.connect() as conn:
        assert "claim_payments" not in {r[0] for r in conn.execute(text(
            "SELECT tablename FROM pg_tables WHERE schemaname = 'shared'"))}
        # The old world: only the toggles are left.
        assert {r[0]: (r[1], r[2]) for r in conn.execute(text(
            "SELECT id, is_paid, is_paying FROM shared.claims"))} == {
            cid: (paid, paying and not paid) for cid, (paid, paying) in toggles.items()}

    with engine.begin() as conn:
        command.upgrade(alembic_config("shared", conn), "head")
    with engine.connect() as conn:
        after_facts, after_payments = _facts(conn), _payments(conn)
    # Each toggle that was on is a payment of the amount payable, by the side that set it.
    for claim_id, (paid, paying) in toggles.items():
        made = [(side, amount, note) for cid, side, _, amount, note, _ in after_payments if cid == claim_id]
        payable = after_facts[claim_id]["payable"]
        expected = ([("Payee", payable, "Marked as paid")] if paid else []) + \
                   ([("Payer", payable, "Marked payment as sent")] if paying and not paid else [])
        assert sorted(made) == sorted(expected)
    # What does not hang on payments is what the app stored when it made the data.
    for claim_id, facts in before_facts.items():
        for key in ("schedule_days", "schedule_deadline", "payable", "payment_due", "is_paid"):
            assert after_facts[claim_id][key] == facts[key], (claim_id, key)
    # And the migration wrote exactly what the app's one writer computes from the migrated rows.
    from app import create_app
    from app.payments import facts

    seeded_app, _, _ = seeded_copy
    copy_app = create_app({**seeded_app.config, "DATABASE_URL": engine.url.render_as_string(hide_password=False)})
    with copy_app.app_context():
        facts.refresh(list(after_facts))
        refreshed = {row[0]: dict(zip(FACTS, row[1:])) for row in db.session.execute(
            text(f"SELECT id, {', '.join(FACTS)} FROM shared.claims ORDER BY id")).all()}
        db.session.rollback()
        db.engine.dispose()
    assert refreshed == after_facts
