"""The retention tests' module-scoped worlds: `module_party` and `module_project` are `party` and `project`
(tests/api/factories.py) for a world built once per module, and `clear_bank` puts an organisation's
bank statements back to none between the tests that share a holder.

A world of retention ledgers is made as a person makes it (parties signed up, contracts accepted, a
claim scheduled and sent): 10-15 s for a holder of three ledgers, 30-60 s under the suite's load. Built
per test, it was most of the package's time."""
from tests.api.factories import module_party, module_project  # noqa: F401  (fixtures)


def clear_bank(app, *workspaces) -> None:
    """Every bank statement these organisations imported, gone: their allocations, lines, imports and kept
    column mappings (the four tables of app/retention/bank_models.py, all in the organisation's own schema,
    which nothing else reads or writes). Written straight into the database because no screen deletes a
    statement: it lets the tests of one module share a holder of three ledgers, each starting as if the
    holder had never imported one."""
    from sqlalchemy import delete

    from app.db import db
    from app.retention.bank_models import BankAllocation, BankImport, BankLine, BankMapping
    from tenants.context import tenant_context
    from tenants.models import Organisation

    with app.app_context():
        for ws in workspaces:
            with tenant_context(db.session.get(Organisation, ws.org["id"])):
                for model in (BankAllocation, BankLine, BankImport, BankMapping):
                    db.session.execute(delete(model))
                db.session.commit()
