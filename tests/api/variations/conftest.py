"""Fixtures of the variation API tests: a head contractor (the customer) with two supplier contracts.

    w = world()                                          # or contracts_world(): organisations shared by the module
    issue = w.raise_issue(title="Move the stair")      # issueCreate by the head contractor to both contracts
    w.estimate(issue, w.a, ws=w.sub_a, total=1_240_000, days=3)
"""
from dataclasses import dataclass

import pytest

from tests.api.factories import module_parties, module_party, party, project  # noqa: F401  (fixtures)

APPROVAL = "state by { name } at"
VARIATION_FIELDS = """
  id contractId issue { id number title }
  contract { id siteName viewerIsSupplier }
  estimate { rev total otherImpact scheduleImpact scheduleImpactDays bySupplier submittedBy { name }
             lines { name qtyMilli unitPrice amount } }
  estimates { rev total }
  supplierApproval { %s } customerApproval { %s }
  viewerIsSupplier viewerCanEstimate estimateDisabledReason viewerCanSetSupplierApproval viewerCanSetCustomerApproval
  comments { commentId body isInternal isEmail isMine user { name } }
  commentsCount viewerCanComment createdAt updatedAt
""" % (APPROVAL, APPROVAL)
ISSUE_FIELDS = """
  id number title body dueAt createdBy { name } createdByOrganisation createdAt
  variations { %s }
""" % VARIATION_FIELDS

CREATE = "mutation($input: IssueCreateInput!) { issueCreate(input: $input) { issue { %s } } }" % ISSUE_FIELDS
ISSUE = "query($id: ID!) { issue(id: $id) { %s } }" % ISSUE_FIELDS
NODE = "query($id: ID!) { node(id: $id) { id ... on Variation { estimate { total } } ... on Issue { title } } }"
CONTRACT_VARIATIONS = "query($id: ID!) { contractVariations(contractId: $id) { %s } }" % VARIATION_FIELDS
ESTIMATE = ("mutation($input: VariationEstimateSaveInput!) { variationEstimateSave(input: $input) "
            "{ variation { %s } } }" % VARIATION_FIELDS)
CUSTOMER_APPROVAL = ("mutation($input: VariationApprovalInput!) { variationCustomerApprovalSet(input: $input) "
                     "{ variation { %s } } }" % VARIATION_FIELDS)
SUPPLIER_APPROVAL = ("mutation($input: VariationApprovalInput!) { variationSupplierApprovalSet(input: $input) "
                     "{ variation { %s } } }" % VARIATION_FIELDS)
SEND_EMAIL = ("mutation($input: VariationRefInput!) { issueEmailSend(input: $input) { sentCount "
              "variation { id } } }")
COMMENT = ("mutation($input: VariationCommentAddInput!) { variationCommentAdd(input: $input) { comment { commentId "
           "body isInternal isEmail } variation { commentsCount } } }")


def errors_of(body) -> list[str]:
    return [e["message"] for e in body.get("errors", [])]


def line(name="Stair", unit=1_240_000, qty=1000) -> dict:
    return {"name": name, "qtyMilli": qty, "unitPrice": unit}


@dataclass
class World:
    head: object
    sub_a: object
    sub_b: object
    a: object  # Project: Sub A supplies Head Co
    b: object  # Project: Sub B supplies Head Co

    def raise_issue(self, title="Move the stair", body="Shift the stair core 600 mm north.", contracts=None,
                    **extra) -> dict:
        ids = [p.id for p in (contracts or (self.a, self.b))]
        return self.head.ok(CREATE, {"input": {"contractIds": ids, "title": title, "body": body, **extra}})[
            "issueCreate"]["issue"]

    def ref(self, issue, project) -> dict:
        return {"issueId": issue["id"], "contractId": project.id}

    def estimate_body(self, issue, project, ws, lines=None, days=3, customer_status=None) -> dict:
        data = {**self.ref(issue, project), "estimate": {
            "lines": lines if lines is not None else [line()], "otherImpact": "Crane hire",
            "scheduleImpact": "Three days on the stair", "scheduleImpactDays": days}}
        if customer_status:
            data["customerStatus"] = customer_status
        return ws.gql(ESTIMATE, {"input": data})

    def estimate(self, issue, project, ws, **kwargs) -> dict:
        body = self.estimate_body(issue, project, ws, **kwargs)
        assert "errors" not in body, body["errors"]
        return body["data"]["variationEstimateSave"]["variation"]

    def approve(self, issue, project, ws, status="Approved", *, supplier: bool):
        query = SUPPLIER_APPROVAL if supplier else CUSTOMER_APPROVAL
        return ws.gql(query, {"input": {**self.ref(issue, project), "status": status, "message": None}})

    def issue(self, issue, ws) -> dict | None:
        return ws.ok(ISSUE, {"id": issue["id"]})["issue"]


def two_towers(project, party_named) -> World:
    """Head Co's two contracts, Tower A with Sub A and Tower B with Sub B, the parties from `party_named`."""
    head, sub_a, sub_b = party_named("Head Co"), party_named("Sub A"), party_named("Sub B")
    a = project(site_name="Tower A", supplier=sub_a, customer=head)
    b = project(site_name="Tower B", supplier=sub_b, customer=head)
    return World(head, sub_a, sub_b, a, b)


@pytest.fixture
def world(party, project):  # noqa: F811  (fixtures imported above)
    return lambda: two_towers(project, party)


@pytest.fixture
def contracts_world(project, module_parties):  # noqa: F811  (fixtures imported above)
    """`world()` on two contracts of the test's own between Head Co, Sub A and Sub B, organisations the module's
    tests share (signed up once): for tests that read only their own contracts and issues, not an organisation's
    lists (register, inbox, activity feed) or mail."""
    return lambda: two_towers(project, module_parties)
