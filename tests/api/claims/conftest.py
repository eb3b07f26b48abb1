"""Fixtures of the claims API tests: a project between two organisations, and claim helpers.

    p = project()                     # supplier and customer workspaces, the contract (as the supplier sees it)
    claim = p.new_claim()             # claimCreate; returns the claim (number, draft { rev ... })
    p.lines(create=[line("a", "Foundations", 1_000_000)])          # ledgerUpdate at the current ledgerRev
    p.ledger()                        # the ledger as the supplier sees it
"""
import uuid
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import date, datetime, time

import pytest
import time_machine

from app.domain.working_days import AUCKLAND

from tests.api.contracts.conftest import CREATE, accept_invitation, by_slug, party, project_input  # noqa: F401

LEDGER_FIELDS = """
  contractId ledgerRev isDraftView draftNumber viewerCanEdit
  columns { number rev isDraft status title totals { gstExclusive gst netPayment retentionsToDate } }
  items { itemId name type groupPath position totalPrice amounts toDate remaining isVoided isRetention }
  entries { id itemId type position name group groupPath reference totalPrice unitPrice qtyMilli amount tax
            number rev mode isDraft isReversal params editedRev }
  toDate { grossToDate retentionsToDate subtotal previousSubtotal gstExclusive gst gstLabel netPayment }
  retentionFormula { marginalRates { rate upTo } maxAmount }
"""

REVISION_FIELDS = """
  id number rev type title periodFrom periodTo date dueDate defaultDueDate poNumber paymentDetails billingMode
  resolvedBillingMode files { id filename } isDraft submittedAt submittedBy openedAt amountExcl tax netPayment
  invoiceReference submitProblems
  lines { itemId previous thisClaim toDate qtyPrevious qtyToDate percentComplete remaining section isRetention
          entry { itemId name amount tax qtyMilli totalPrice unitPrice isReversal isDraft } }
  sections { section title previous thisClaim toDate lines { itemId } }
  retention { thisClaim toDate }
  totals { grossToDate retentionsToDate subtotal previousSubtotal gstExclusive gst gstLabel netPayment
           lines { label amount } }
"""

CLAIM_FIELDS = """
  id contractId number status title label isFirst isImported isPaid isPaying isUnread hasAttachments
  contentUpdatedAt pdfDownloadUrl pdfViewUrl pdfPreviewUrl csvDownloadUrl
  viewerCanSeeDraft viewerCanEdit viewerCanSubmit viewerCanChangeToDraft viewerCanDeleteDraft viewerCanDelete
  viewerCanMarkPaid viewerCanSetPaying viewerCanResend
  draft { %s }
  latest { %s }
""" % (REVISION_FIELDS, REVISION_FIELDS)

CONTRACT_CLAIMS = """
query($id: ID!, $number: Int!) {
  node(id: $id) { ... on Contract {
    viewerCanCreateClaim createClaimDisabledReason claimsCount
    claims { number status }
    claim(number: $number) { %s }
  } }
}
""" % CLAIM_FIELDS

LEDGER = "query($id: ID!) { node(id: $id) { ... on Contract { ledger { %s } } } }" % LEDGER_FIELDS

LEDGER_UPDATE = """
mutation($input: LedgerUpdateInput!) {
  ledgerUpdate(input: $input) { ledgerRev claim { number } ledger { ledgerRev } }
}
"""

CLAIM_CREATE = "mutation($id: ID!) { claimCreate(input: {contractId: $id}) { claim { %s } } }" % CLAIM_FIELDS
CLAIM_PATCH = "mutation($input: ClaimPatchInput!) { claimPatch(input: $input) { claim { %s } } }" % CLAIM_FIELDS
CLAIM_SUBMIT = "mutation($input: ClaimSubmitInput!) { claimSubmit(input: $input) { claim { %s } } }" % CLAIM_FIELDS
CLAIM_SEND = "mutation($id: ID!, $n: Int!) { claimSend(input: {contractId: $id, number: $n}) { claim { status } } }"
CLAIM_RESEND = ("mutation($input: ClaimResendInput!) { claimResend(input: $input) { sentCount claim { number } } }")
CHANGE_TO_DRAFT = ("mutation($id: ID!, $n: Int!) { claimChangeToDraft(input: {contractId: $id, number: $n}) "
                   "{ claim { %s } } }" % CLAIM_FIELDS)
DELETE_DRAFT = ("mutation($id: ID!, $n: Int!) { claimDeleteDraft(input: {contractId: $id, number: $n}) "
                "{ didDeleteClaim claim { number status } } }")
DELETE_CLAIM = ("mutation($id: ID!, $n: Int!) { claimDelete(input: {contractId: $id, number: $n}) "
                "{ claim { number status } } }")
MARK_PAID = ("mutation($id: ID!, $n: Int!, $p: Boolean!) { claimMarkPaid(input: {contractId: $id, number: $n, "
             "isPaid: $p}) { claim { isPaid } } }")
SET_PAYING = ("mutation($id: ID!, $n: Int!, $p: Boolean!) { claimSetPaying(input: {contractId: $id, number: $n, "
              "isPaying: $p}) { claim { isPaying } } }")
MARK_READ = ("mutation($id: ID!, $n: Int!, $r: Int, $read: Boolean) { claimMarkRead(input: {contractId: $id, "
             "number: $n, rev: $r, isRead: $read}) { claim { isUnread latest { openedAt } } } }")

PERIOD = {"periodFrom": "2026-03-01", "periodTo": "2026-03-31"}


def line(item_id=None, name="Line", total=0, **extra) -> dict:
    return {"itemId": item_id or uuid.uuid4().hex, "name": name, "totalPrice": total, **extra}


def gst(cents: int) -> int:
    """15 % rounded half away from zero (the rule; tests spell it out independently)."""
    return (abs(cents) * 15 * 2 + 100) // 200 * (1 if cents >= 0 else -1)


def errors_of(body) -> list[str]:
    return [e["message"] for e in body.get("errors", [])]


@dataclass
class Project:
    supplier: object
    customer: object
    contract: dict

    @property
    def id(self) -> str:
        return self.contract["id"]

    # -- reads --
    def ledger(self, ws=None) -> dict:
        return (ws or self.supplier).ok(LEDGER, {"id": self.id})["node"]["ledger"]

    def claim(self, number: int, ws=None) -> dict | None:
        return (ws or self.supplier).ok(CONTRACT_CLAIMS, {"id": self.id, "number": number})["node"]["claim"]

    def contract_claims(self, number: int = 1, ws=None) -> dict:
        return (ws or self.supplier).ok(CONTRACT_CLAIMS, {"id": self.id, "number": number})["node"]

    # -- writes --
    def new_claim(self, ws=None) -> dict:
        return (ws or self.supplier).ok(CLAIM_CREATE, {"id": self.id})["claimCreate"]["claim"]

    def update(self, ws=None, *, ledger_rev=None, **changes) -> dict:
        ws = ws or self.supplier
        rev = ledger_rev if ledger_rev is not None else self.ledger(ws)["ledgerRev"]
        return ws.gql(LEDGER_UPDATE, {"input": {"contractId": self.id, "ledgerRev": rev, **changes}})

    def lines(self, ws=None, **changes) -> dict:
        body = self.update(ws, **changes)
        assert "errors" not in body, body["errors"]
        return body["data"]["ledgerUpdate"]

    def patch(self, number: int, patch: dict, ws=None, rev=None) -> dict:
        data = {"contractId": self.id, "number": number, "patch": patch}
        if rev is not None:
            data["rev"] = rev
        return (ws or self.supplier).gql(CLAIM_PATCH, {"input": data})

    def submit(self, number: int, ws=None, **extra) -> dict:
        return (ws or self.supplier).gql(CLAIM_SUBMIT, {"input": {"contractId": self.id, "number": number, **extra}})

    def submitted(self, number: int, ws=None, **extra) -> dict:
        body = self.submit(number, ws, **extra)
        assert "errors" not in body, body["errors"]
        return body["data"]["claimSubmit"]["claim"]


@contextmanager
def on_day(day: date | str, hour: int = 9):
    """The clock set to `day` at `hour` in Auckland, ticking: what is served or recorded inside is
    so on that day (a claim served, a schedule given, a payment recorded)."""
    day = date.fromisoformat(day) if isinstance(day, str) else day
    with time_machine.travel(datetime.combine(day, time(hour), AUCKLAND), tick=True):
        yield


@pytest.fixture
def project(party):  # noqa: F811  (the fixture imported above)
    """project(site_name=...) -> Project: Acme Builders (supplier) and Client Co (customer)."""

    def make(site_name: str = "Queen St Apartments", supplier=None, customer=None, **kwargs) -> Project:
        supplier = supplier or party("Acme Builders")
        customer = customer or party("Client Co")
        contract = supplier.ok(CREATE, {"input": project_input(customer_ws=customer, site_name=site_name, **kwargs)})
        contract = contract["contractCreate"]["contract"]
        accept_invitation(customer, contract["id"])  # the customer's consent (issue 18)
        return Project(supplier, customer, by_slug(supplier, contract))

    return make
