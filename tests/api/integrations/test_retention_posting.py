"""Retention in Xero (issue 38): a release of retention claimed as a line is no revenue and no expense. On the
subcontractor's sales invoice it posts to its retention receivable account, on the holder's bill to its retention
payable account (each organisation's own setting, `connectionRetentionAccountsSet`), never to sales; with no
account set (Claimdesk's default) it goes uncoded like every other line. The request bodies Xero receives, read
from the local Xero fake."""
from tests.api.factories import (  # noqa: F401  (fixtures)
    ScheduledProject,
    connected,
    errors_of,
    party,
    project,
    retention_release_claimed,
    retention_release_due,
)

SET = """mutation($input: ConnectionRetentionAccountsSetInput!) { connectionRetentionAccountsSet(input: $input) {
  connection { retentionReceivableCode retentionPayableCode } } }"""
RELEASE = "Release of retention: Practical completion"


def set_codes(ws, connection_id: str, receivable: str, payable: str) -> dict:
    return ws.gql(SET, {"input": {"connectionId": connection_id, "retentionReceivableCode": receivable,
                                  "retentionPayableCode": payable}})


def release_item(invoice: dict) -> dict:
    [item] = [li for li in invoice["LineItems"] if li["Description"].endswith(RELEASE)]
    return item


def test_a_release_posts_to_each_partys_retention_account_never_sales(project, xero, run_jobs):
    p = retention_release_due(project)
    theirs, ours = connected(p.supplier), connected(p.customer)
    body = set_codes(p.supplier, theirs["id"], "RET-REC", "")
    assert errors_of(body) == ["Enter the account's code as in Xero's chart of accounts: up to 10 letters or digits"]
    body = set_codes(p.supplier, theirs["id"], " 1150 ", "")
    assert body["data"]["connectionRetentionAccountsSet"]["connection"] == {
        "retentionReceivableCode": "1150", "retentionPayableCode": ""}
    assert errors_of(set_codes(p.customer, theirs["id"], "2350", "2350")) == ["Connection not found"]

    retention_release_claimed(p)
    run_jobs()
    [invoice] = [i for i in xero.invoices[theirs["remoteId"]] if i["Type"] == "ACCREC" and any(
        li["Description"].endswith(RELEASE) for li in i["LineItems"])]
    # The subcontractor's sales invoice: the release on its retention receivable account, $5,000.00.
    assert release_item(invoice)["AccountCode"] == "1150" and release_item(invoice)["LineAmount"] == 5000.00
    # The holder's draft bill of the claim: its own payable account not set, Claimdesk's default: uncoded.
    [bill] = [i for i in xero.invoices[ours["remoteId"]] if i["Type"] == "ACCPAY" and any(
        li["Description"].endswith(RELEASE) for li in i["LineItems"])]
    assert "AccountCode" not in release_item(bill)

    assert "errors" not in set_codes(p.customer, ours["id"], "", "2350")
    s = ScheduledProject(p, number=2)
    s.save(scheduleExcl=500_000, scheduleTax=75_000, dueDate="2026-07-20")
    s.sent()
    run_jobs()
    [bill] = [i for i in xero.invoices[ours["remoteId"]] if i["Type"] == "ACCPAY" and any(
        li["Description"].endswith(RELEASE) for li in i["LineItems"])]
    # Scheduled: the bill's release line on the holder's retention payable account, never an expense.
    assert release_item(bill)["AccountCode"] == "2350" and release_item(bill)["LineAmount"] == 5000.00
    assert all("AccountCode" not in li for li in bill["LineItems"] if not li["Description"].endswith(RELEASE))
