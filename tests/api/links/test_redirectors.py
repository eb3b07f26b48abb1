"""Redirectors: /www/contracts/{contract}/claim-N and /schedule-N, /www/issues/{issue}: the
workspace of the first account signed in on this browser that sees it, none, or 'Invalid URL'."""
import pytest

from app.graphql.core.ids import database_id
from tests.api.factories import submit
from tests.auth_helpers import sign_in


ISSUE_CREATE = "mutation($input: IssueCreateInput!) { issueCreate(input: $input) { issue { id } } }"


def raise_issue(app, p) -> int:
    """The customer raises an issue (a variation request) to the project's supplier: its id."""
    issue = p.customer.ok(ISSUE_CREATE, {"input": {"contractIds": [p.id], "title": "Move the stair"}})
    with app.app_context():
        return database_id(issue["issueCreate"]["issue"]["id"], "Issue", bare=True)


def target(client, path):
    response = client.get(f"/v1{path}")
    return response.status_code, response.get_json()


@pytest.fixture
def claim_path(project, run_jobs, app):
    def make():
        p = project()
        submit(p, run_jobs)
        with app.app_context():
            contract_id = database_id(p.id, "Contract", bare=True)
        page = f"/projects/{p.supplier.org['slug']}/queen-st-apartments/claims/1"
        return p, contract_id, page

    return make


@pytest.fixture(scope="module")
def one_claim(module_project, app):
    """claim_path's claim, made once for the tests that only read it: (the Project, its contract's id)."""
    from tests.jobs import run_burst

    p = module_project()
    submit(p, lambda: run_burst(app))
    with app.app_context():
        return p, database_id(p.id, "Contract", bare=True)


@pytest.mark.parametrize("path", ["/www/contracts/{c}/invoice-1", "/www/contracts/{c}/claim-x", "/www/contracts/{c}/claim-",
                                  "/www/contracts/abc/claim-1", "/www/issues/abc"])
def test_a_bad_segment_is_invalid_url(one_claim, path):
    p, contract_id = one_claim
    status, body = target(p.customer.client, path.format(c=contract_id))
    assert (status, body["message"]) == (400, "Invalid URL")


def test_with_no_account_signed_in_there_is_nowhere_to_go(one_claim, visitor):
    _, contract_id = one_claim
    assert target(visitor(), f"/www/contracts/{contract_id}/claim-1")[0] == 404
    assert target(visitor(), "/www/issues/7")[0] == 404


def test_one_account_goes_to_its_own_workspace(claim_path, app):
    p, contract_id, page = claim_path()
    customer, supplier = p.customer.org["slug"], p.supplier.org["slug"]
    assert target(p.customer.client, f"/www/contracts/{contract_id}/claim-1")[1]["to"] == f"/{customer}{page}"
    # The payer's schedule (its builder until sent); the payee reads the claim until one is sent.
    assert target(p.customer.client, f"/www/contracts/{contract_id}/schedule-1")[1]["to"] == f"/{customer}{page}/schedule"
    assert target(p.supplier.client, f"/www/contracts/{contract_id}/schedule-1")[1]["to"] == f"/{supplier}{page}"
    assert target(p.customer.client, f"/www/contracts/{contract_id}/claim-9")[0] == 404
    issue = raise_issue(app, p)
    assert target(p.customer.client, f"/www/issues/{issue}")[1]["to"] == f"/{customer}/issues/{issue}"
    assert target(p.supplier.client, f"/www/issues/{issue}")[1]["to"] == f"/{supplier}/issues/{issue}"
    assert target(p.customer.client, f"/www/issues/{issue + 1000}")[0] == 404


def test_two_accounts_the_one_whose_workspace_sees_it(claim_path, party, run_jobs, dev_mail, app):
    p, contract_id, page = claim_path()
    outsider = party("Outsider Ltd")
    # The outsider's browser, then the customer signs in on it too.
    session = sign_in(outsider.client, p.customer.email, run_jobs, dev_mail, signup=False)
    status, body = target(outsider.client, f"/www/contracts/{contract_id}/claim-1")
    assert status == 200 and body["to"] == f"/{p.customer.org['slug']}{page}"
    assert body["accountId"] == str(session["userAccountId"])
    # So does an issue: the outsider's own workspace, first on this browser, does not reach it.
    issue = raise_issue(app, p)
    assert target(outsider.client, f"/www/issues/{issue}")[1]["to"] == f"/{p.customer.org['slug']}/issues/{issue}"
    # Neither sees another contract's claim.
    other, other_id, _ = claim_path()
    assert target(outsider.client, f"/www/contracts/{other_id}/claim-1")[0] == 404
