"""`flask demo seed`: two organisations working together on one project, claims in every state,
made through the services; run again, it makes nothing twice and still says how to sign in."""
from sqlalchemy import func, select

from app.auth.models import Account
from app.claims import lists
from app.db import db
from app.demo import seed as demo
from app.demo.seed import Side


def _groups(side: Side, box: lists.Box) -> dict[str, list[int]]:
    with demo.acting_as(side) as viewer:
        rows, _ = lists.list_claims(viewer, box)
        shown: dict[str, list[int]] = {}
        for row in rows:
            shown.setdefault(row.group.value, []).append(row.claim.number)
    return {group: sorted(numbers) for group, numbers in shown.items()}


def test_the_demo_is_made_once_with_claims_in_every_state_and_says_how_to_sign_in(app, app_ctx):
    runner = app.test_cli_runner()
    first = runner.invoke(args=["demo", "seed"])
    assert first.exit_code == 0, first.output
    for email in (demo.SUPPLIER[1], demo.CUSTOMER[1]):
        assert f"/login and sign in as {email} (the code is listed at /dev/mail)." in first.output

    supplier, customer = Side(demo.SUPPLIER[1], demo.SUPPLIER[3]), Side(demo.CUSTOMER[1], demo.CUSTOMER[3])
    assert _groups(supplier, lists.Box.SENT) == {"Draft": [5], "NoScheduleYet": [4], "ScheduledNotPaid": [2, 3],
                                                 "Paid": [1]}
    # The customer never sees the supplier's draft.
    assert _groups(customer, lists.Box.INBOX) == {"NoScheduleYet": [4], "ScheduledNotPaid": [2, 3], "Paid": [1]}

    again = runner.invoke(args=["demo", "seed"])
    assert again.exit_code == 0, again.output
    assert "The demo is already there." in again.output and demo.CUSTOMER[1] in again.output
    assert db.session.scalar(select(func.count()).select_from(Account).where(
        Account.email.in_([demo.SUPPLIER[1], demo.CUSTOMER[1]]))) == 2
    assert _groups(supplier, lists.Box.SENT)["Draft"] == [5]
