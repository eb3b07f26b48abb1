"""An organisation that is not a party gets, for every claims query and mutation, the same answer
as for a contract that does not exist."""
from graphql_relay import to_global_id

from tests.api.factories import PERIOD, errors_of, gst, line

MISSING = to_global_id("Contract", 987654321)

MUTATIONS = {
    "ledgerUpdate": 'mutation($id: ID!) { ledgerUpdate(input: {contractId: $id, ledgerRev: "1", '
                    'create: [{itemId: "x", name: "x"}]}) { ledgerRev } }',
    "claimCreate": "mutation($id: ID!) { claimCreate(input: {contractId: $id}) { claim { number } } }",
    "claimPatch": 'mutation($id: ID!) { claimPatch(input: {contractId: $id, number: 1, patch: {poNumber: "x"}}) '
                  "{ claim { number } } }",
    "claimSubmit": "mutation($id: ID!) { claimSubmit(input: {contractId: $id, number: 1}) { claim { number } } }",
    "claimSend": "mutation($id: ID!) { claimSend(input: {contractId: $id, number: 1}) { claim { number } } }",
    "claimResend": "mutation($id: ID!) { claimResend(input: {contractId: $id, number: 1}) { sentCount } }",
    "claimChangeToDraft": "mutation($id: ID!) { claimChangeToDraft(input: {contractId: $id, number: 1}) "
                          "{ claim { number } } }",
    "claimDeleteDraft": "mutation($id: ID!) { claimDeleteDraft(input: {contractId: $id, number: 1}) "
                        "{ didDeleteClaim } }",
    "claimDelete": "mutation($id: ID!) { claimDelete(input: {contractId: $id, number: 1}) { claim { number } } }",
    "claimMarkPaid": "mutation($id: ID!) { claimMarkPaid(input: {contractId: $id, number: 1, isPaid: true}) "
                     "{ claim { number } } }",
    "claimSetPaying": "mutation($id: ID!) { claimSetPaying(input: {contractId: $id, number: 1, isPaying: true}) "
                      "{ claim { number } } }",
    "claimMarkRead": "mutation($id: ID!) { claimMarkRead(input: {contractId: $id, number: 1}) "
                     "{ claim { number } } }",
}

NODE = "query($id: ID!) { node(id: $id) { id } }"
LEDGER = "query($id: ID!) { node(id: $id) { ... on Contract { ledger { ledgerRev } claims { number } } } }"


def test_an_outsider_gets_the_answers_of_a_missing_contract(project, party):
    p = project()
    outsider = party("Nosy Parker")
    p.new_claim()
    p.lines(create=[line("a", "A", 1000, amount=1000, tax=gst(1000))])
    p.patch(1, PERIOD)
    claim = p.submitted(1)
    p.new_claim()
    draft = p.claim(2)
    for name, mutation in MUTATIONS.items():
        real = outsider.gql(mutation, {"id": p.id})
        fake = outsider.gql(mutation, {"id": MISSING})
        assert errors_of(real) == errors_of(fake) == ["Contract not found"], name
        assert real["errors"][0]["extensions"] == fake["errors"][0]["extensions"], name
    for node_id in (p.id, claim["id"], claim["latest"]["id"], draft["id"], draft["draft"]["id"]):
        assert outsider.ok(NODE, {"id": node_id}) == {"node": None}
    assert outsider.ok(LEDGER, {"id": p.id}) == {"node": None}
    # The parties still see what they saw; nothing changed.
    assert [c["number"] for c in p.contract_claims()["claims"]] == [2, 1]
    assert p.ledger()["draftNumber"] == 2


def test_the_customer_cannot_reach_the_supplier_draft_by_id(project):
    p = project()
    claim = p.new_claim()
    assert p.customer.ok(NODE, {"id": claim["id"]}) == {"node": None}
    assert p.customer.ok(NODE, {"id": claim["draft"]["id"]}) == {"node": None}
    for name in ("ledgerUpdate", "claimCreate", "claimPatch", "claimSubmit", "claimDeleteDraft"):
        assert errors_of(p.customer.gql(MUTATIONS[name], {"id": p.id})) in (
            ["You do not have permission"], ["Claim not found"]), name
