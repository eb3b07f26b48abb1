"""`flask demo seed`: two organisations working together on one project, its claims served on past
days counted back from today, each in the state the Act gives it today as `Claim.standing` reads it
(Paid; Part paid; s 24 debt; ss 22-23 debt; in time; a draft); its schedule of values is its ledger;
every URL it prints or emails is the running server's; run again, it makes nothing twice and still
says how to sign in. The same states hold whatever today is: seeded as if today were days around the
Christmas closedown and Easter."""
import re
import uuid
from datetime import date, timedelta

import pytest
from sqlalchemy import func, select

from app.auth.models import Account
from app.claims import contract_lines, lists
from app.claims.models import Claim, LedgerEntry
from app.config import SERVER_URL_FILE, record_server_url
from app.db import db
from app.demo import seed as demo
from app.demo.seed import Side
from app.domain.dates import long_date, short_date
from app.domain.working_days import add_working_days, today_in_auckland
from tests.api.factories import Workspace, on_day
from tests.auth_helpers import account_headers, new_client, sign_in

STANDING = """
  state badges { text tone } scheduleDeadline claimDueDate schedulePaymentDate paymentDue claimed scheduled payable
  received paidByPayer paidToPayee outstanding scheduleGivenLate scheduleOverdue paymentOverdue
  debt { sections amount since statement } amountsDiffer nextDate nextLabel summary lateScheduleNotice
"""
LIST = """
query($box: ClaimBox!) { claimList(box: $box) { claims(first: 100) { edges { node {
  contractId claim { number standing { %s } }
} } } } }
""" % STANDING
CLAIM = """
query($id: ID!, $n: Int!) { node(id: $id) { ... on Contract { claim(number: $n) {
  status standing { %s } latest { submittedAt } schedule { sentAt }
} } } }
""" % STANDING
SERVER = "http://localhost:8123"


def _groups(side: Side, box: lists.Box) -> dict[str, list[int]]:
    with demo.acting_as(side) as viewer:
        rows, _ = lists.list_claims(viewer, box)
        shown: dict[str, list[int]] = {}
        for row in rows:
            shown.setdefault(row.group.value, []).append(row.claim.number)
    return {group: sorted(numbers) for group, numbers in shown.items()}


def signed_in(app, run_jobs, dev_mail, email: str) -> Workspace:
    """A workspace of the demo's person (an account the seed made), signed in by its emailed code."""
    client = new_client(app)
    session = sign_in(client, email, run_jobs, dev_mail, signup=False)
    users = client.get("/auth/session", headers=account_headers(session)).get_json()["users"]
    return Workspace(app, client, {**session, "users": users}, users[0]["org"], email, run_jobs, dev_mail)


def standings(ws, box: str) -> tuple[str, dict[int, dict]]:
    """(the project's id, {number: the claim's standing on the claim page}), the list's rows agreeing."""
    rows = [e["node"] for e in ws.ok(LIST, {"box": box})["claimList"]["claims"]["edges"]]
    contract_id = rows[0]["contractId"]
    out = {}
    for row in rows:
        page = ws.ok(CLAIM, {"id": contract_id, "n": row["claim"]["number"]})["node"]["claim"]
        assert row["claim"]["standing"] == page["standing"]
        out[row["claim"]["number"]] = page
    return contract_id, out


def assert_the_demo_tells_the_truth(claims: dict[int, dict], today: date, *, with_draft: bool) -> None:
    """Each claim in its state on `today`, served on the working day counted back for it."""
    assert sorted(claims) == ([1, 2, 3, 4, 5, 6] if with_draft else [1, 2, 3, 4, 5])
    days = demo.timeline(today)
    served = {number: d.served for number, d in days.items()}
    for number, day in served.items():
        st = claims[number]["standing"]
        # The stored deadline counts 20 working days from the day the claim was served; due on the 20th after.
        assert st["scheduleDeadline"] == add_working_days(day, 20).isoformat(), number
        assert st["claimDueDate"] == date(day.year + day.month // 12, day.month % 12 + 1, 20).isoformat(), number
        assert st["claimDueDate"] == days[number].due.isoformat()
        assert st["scheduleGivenLate"] is False and st["amountsDiffer"] is False
    assert served[1] < served[2] < served[3] < served[4] < served[5] < today

    paid = claims[1]["standing"]
    assert paid["state"] == "Paid" and paid["badges"] == [{"text": "Paid", "tone": "success"}]
    assert paid["scheduled"] == paid["claimed"] == paid["payable"] == paid["received"] == 12_880_000  # 112,000 + GST
    assert (paid["outstanding"], paid["debt"], paid["nextLabel"]) == (0, None, None)

    s24 = claims[2]["standing"]
    assert s24["state"] == "AwaitingPayment" and s24["paymentOverdue"] is True
    assert s24["scheduled"] < s24["claimed"] and s24["summary"].startswith("Scheduled $")
    assert s24["received"] == 0 and s24["outstanding"] == s24["scheduled"]
    assert s24["schedulePaymentDate"] == s24["paymentDue"] == s24["claimDueDate"]  # the schedule pays on it
    since = (date.fromisoformat(s24["schedulePaymentDate"]) + timedelta(days=1))
    assert date.fromisoformat(s24["schedulePaymentDate"]) < today
    assert s24["debt"]["sections"] == "s 24" and s24["debt"]["since"] == since.isoformat()
    assert s24["debt"]["statement"].endswith(f"is a debt due since {long_date(since)} (s 24).")
    assert [b["text"] for b in s24["badges"]] == [
        f"Scheduled for {short_date(date.fromisoformat(s24['schedulePaymentDate']))}", "Payment overdue",
        "Debt due (s 24)"]

    unanswered = claims[3]["standing"]
    assert unanswered["state"] == "ScheduleOverdue" and unanswered["scheduled"] is None
    assert date.fromisoformat(unanswered["scheduleDeadline"]) < today
    since = max(date.fromisoformat(unanswered["scheduleDeadline"]),
                date.fromisoformat(unanswered["claimDueDate"])) + timedelta(days=1)
    assert unanswered["debt"] == {
        "sections": "ss 22\u201323", "amount": unanswered["claimed"], "since": since.isoformat(),
        "statement": f"The claimed amount (${unanswered['claimed'] / 100:,.2f}) is a debt due since "
                     f"{long_date(since)} (ss 22\u201323)."}
    assert [b["text"] for b in unanswered["badges"]] == ["Schedule overdue", "Payment overdue",
                                                         "Debt due (ss 22\u201323)"]

    part = claims[4]["standing"]
    assert part["state"] == "PartPaid" and part["debt"] is None
    assert 0 < part["received"] < part["payable"] and part["outstanding"] == part["payable"] - part["received"]
    assert date.fromisoformat(part["paymentDue"]) > today
    assert part["nextLabel"] == f"Payment due {short_date(date.fromisoformat(part['paymentDue']))}"
    assert [b["text"] for b in part["badges"]][:2] == ["Part paid", f"${part['outstanding'] / 100:,.2f} outstanding"]

    in_time = claims[5]["standing"]
    deadline = date.fromisoformat(in_time["scheduleDeadline"])
    assert in_time["state"] == "AwaitingSchedule" and deadline > today and in_time["debt"] is None
    assert in_time["badges"] == [{"text": f"Schedule Due {short_date(deadline)}", "tone": "primary"}]
    assert in_time["nextLabel"] == f"Schedule due {short_date(deadline)}"

    if with_draft:
        draft = claims[6]
        assert draft["status"] == "New" and draft["standing"]["state"] == "Draft"
        assert draft["standing"]["badges"] == [{"text": "Draft", "tone": "neutral"}]


def the_schedule_of_values_is_the_ledger(contract_pk: int) -> None:
    lines = {line.item_id: (line.name, line.total_price) for line in contract_lines.lines_of([contract_pk])[contract_pk]}
    assert lines == {item_id: (name, value) for item_id, name, value in demo.LINES}
    entries = db.session.execute(select(LedgerEntry.item_id, LedgerEntry.name, LedgerEntry.total_price).distinct()
                                 .where(LedgerEntry.contract_id == contract_pk, LedgerEntry.mode == "Claim",
                                        LedgerEntry.item_id != "retention")).all()
    assert {(e.item_id, e.name, e.total_price) for e in entries} == {(i, n, v) for i, (n, v) in lines.items()}


@pytest.fixture
def recorded_server(app, monkeypatch):
    """A server of this instance recorded its address (as ops/run does); no PUBLIC_URL nor PORT set."""
    monkeypatch.delenv("PUBLIC_URL", raising=False)
    monkeypatch.delenv("PORT", raising=False)
    record_server_url(app.config["INSTANCE"], SERVER)
    yield SERVER
    (app.config["INSTANCE"] / SERVER_URL_FILE).unlink(missing_ok=True)


def test_the_demo_is_made_once_with_claims_on_past_days_in_every_state(app, app_ctx, recorded_server, run_jobs,
                                                                       dev_mail):
    runner = app.test_cli_runner()
    first = runner.invoke(args=["demo", "seed"])
    assert first.exit_code == 0, first.output
    for email in (demo.SUPPLIER[1], demo.CUSTOMER[1]):
        assert f"open {SERVER}/login and sign in as {email} (the code is listed at {SERVER}/dev/mail)." in first.output
    assert app.config["PUBLIC_URL"] != SERVER  # the command's links, not the app's for good

    supplier, customer = Side(demo.SUPPLIER[1], demo.SUPPLIER[3]), Side(demo.CUSTOMER[1], demo.CUSTOMER[3])
    assert _groups(supplier, lists.Box.SENT) == {"Draft": [6], "NoScheduleYet": [3, 5],
                                                 "ScheduledNotPaid": [2, 4], "Paid": [1]}
    # The customer never sees the supplier's draft.
    assert _groups(customer, lists.Box.INBOX) == {"NoScheduleYet": [3, 5], "ScheduledNotPaid": [2, 4], "Paid": [1]}

    today = today_in_auckland()
    cleo = signed_in(app, run_jobs, dev_mail, demo.CUSTOMER[1])
    sam = signed_in(app, run_jobs, dev_mail, demo.SUPPLIER[1])
    _, seen_by_customer = standings(cleo, "Inbox")
    contract_id, seen_by_supplier = standings(sam, "Sent")
    assert_the_demo_tells_the_truth(seen_by_customer, today, with_draft=False)
    assert_the_demo_tells_the_truth(seen_by_supplier, today, with_draft=True)
    assert {n: c["standing"] for n, c in seen_by_customer.items()} == {
        n: c["standing"] for n, c in seen_by_supplier.items() if n != 6}
    # Served, given and paid on those days: what the claim page says happened, happened then.
    days = demo.timeline(today)
    assert today_in_auckland(_instant(seen_by_supplier[1]["latest"]["submittedAt"])) == days[1].served
    assert today_in_auckland(_instant(seen_by_supplier[2]["schedule"]["sentAt"])) == days[2].scheduled

    contract_pk = _contract_pk()
    the_schedule_of_values_is_the_ledger(contract_pk)

    # The emails the seed sent carry the running server's links and the claims' stored deadlines.
    run_jobs()
    claim_mails = [m for m in dev_mail(to=demo.CUSTOMER[1]) if m["subject"].startswith("Payment claim from")]
    assert len(claim_mails) == 5
    for mail in claim_mails:
        number = int(re.search(r"Claim (\d+) \(", mail["subject"]).group(1))
        deadline = date.fromisoformat(seen_by_customer[number]["standing"]["scheduleDeadline"])
        assert f"Payment schedule due by: {long_date(deadline)}" in mail["text"], number
        urls = re.findall(r"https?://\S+", mail["text"])
        assert urls and all(url.startswith(f"{SERVER}/") for url in urls), urls
        assert f"{SERVER}/link/" in mail["text"] and f"{SERVER}/www/contracts/" in mail["text"]
    schedule_mails = [m for m in dev_mail(to=demo.SUPPLIER[1]) if m["subject"].startswith("Payment schedule from")]
    assert len(schedule_mails) == 3 and all("given late" not in m["subject"] for m in schedule_mails)
    assert all(url.startswith(f"{SERVER}/") for m in schedule_mails for url in re.findall(r"https?://\S+", m["text"]))

    again = runner.invoke(args=["demo", "seed"])
    assert again.exit_code == 0, again.output
    assert "The demo is already there." in again.output and demo.CUSTOMER[1] in again.output
    assert f"open {SERVER}/login" in again.output
    assert db.session.scalar(select(func.count()).select_from(Account).where(
        Account.email.in_([demo.SUPPLIER[1], demo.CUSTOMER[1]]))) == 2
    assert db.session.scalar(select(func.count()).select_from(Claim).where(Claim.contract_id == contract_pk)) == 6
    assert _groups(supplier, lists.Box.SENT)["Draft"] == [6]
    assert contract_id


def _instant(value: str):
    from datetime import datetime

    return datetime.fromisoformat(value.replace("Z", "+00:00"))


def _contract_pk() -> int:
    from app.contracts.models import Contract
    from tenants.models import Organisation

    owner = db.session.scalar(select(Organisation.id).where(Organisation.slug == demo.SUPPLIER[3]))
    return db.session.scalar(select(Contract.id).where(Contract.owner_org_id == owner, Contract.site_name == demo.SITE))


@pytest.mark.parametrize("today", ["2026-12-24", "2027-01-06", "2027-01-19", "2027-03-30"])
def test_the_same_states_whatever_today_is(app, today, run_jobs, dev_mail):
    """Seeded as on the first day of the Christmas closedown, the first working day after it, two weeks
    after it (claims counted back into the closedown are served before it), and the Tuesday after
    Easter; read that day. (tests/unit/demo/test_timeline.py checks the days of every day to 2031.)"""
    day = date.fromisoformat(today)
    tag = uuid.uuid4().hex[:8]
    with on_day(day, 8), app.app_context():
        supplier = demo._organisation("Sam Supplier", f"sam-{tag}@demo.example", f"Builders {tag}", f"b-{tag}")
        customer = demo._organisation("Cleo Customer", f"cleo-{tag}@demo.example", f"Client {tag}", f"c-{tag}")
        demo.claims_on_past_days(supplier, customer, demo._project(supplier, customer), day)
        _, claims = standings(signed_in(app, run_jobs, dev_mail, supplier.email), "Sent")
        assert_the_demo_tells_the_truth(claims, day, with_draft=True)
