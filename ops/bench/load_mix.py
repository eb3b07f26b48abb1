"""The Monday-morning mix of ops/bench/load (a locustfile; ops/bench/load runs it, not a test).

Every simulated person is one seeded account (its own signed-in browser cookie) of a supplier or
a customer organisation, and sends the documents the UI sends (read from ui/src/__generated__, so
the server parses exactly what a browser would), with the UI's polls and human think times:

- a supplier's person opens the projects list, a contract page (its header and the grid), reads a
  claim for a while (the claim page, its side panel, then the page's one poll every 5 s, which
  asks the claim's version and its activity's in one request: ui/src/claims/page/ClaimPoll.ts),
  edits a few ledger lines of the draft (conflicts with a colleague's edit are
  answered as the UI does: read the revision again and retry once), downloads a submitted claim's
  PDF (already rendered: the cached path);
- a customer's person opens a claim they received and reads it with the same polls.

The seed (ops/bench/load writes it) comes through LOAD_SEED: a JSON file of people and contracts.
"""
import itertools
import json
import os
import random
import time
from pathlib import Path

from locust import between, events, task
from locust.contrib.fasthttp import FastHttpUser
from relay_documents import document  # ops/bench, beside this file (locust puts it on the path)

SEED = json.loads(Path(os.environ["LOAD_SEED"]).read_text())
_next_person = {side: itertools.count() for side in ("supplier", "customer")}

DOCS = {name: document(name) for name in (
    "ProjectsPageQuery", "ContractPageQuery", "ContractGridTabQuery", "ClaimPageQuery", "ClaimPollQuery",
    "ClaimSidePanelActivityQuery", "LatestActivityVersionQuery",
    "LineFilesLedgerRevQuery", "claimMutationsLedgerUpdateMutation",
)}
# ops/bench/load --steady: the figures count from this many seconds after the start (the people
# have arrived and the queue their arrival left has drained).
MEASURE_FROM_S = float(os.environ.get("LOAD_MEASURE_FROM_S") or 0)


@events.test_start.add_listener
def _measure_later(environment, **_):
    if MEASURE_FROM_S:
        import gevent

        gevent.spawn_later(MEASURE_FROM_S, environment.runner.stats.reset_all)


# How long a person reads a claim (the poll runs meanwhile), and the UI's poll period.
READING_S = (20, 40)
CLAIM_POLL_S = 5


class Person(FastHttpUser):
    """locust's geventhttpclient user, not its requests-based HttpUser: locust runs on the same
    cores as the server, and HttpUser spent several times the CPU per request (17 % of the machine
    at 400 people), CPU the server then lacked."""
    abstract = True
    side = "supplier"
    # Between two screens a person reads, types or thinks.
    wait_time = between(3, 10)

    def on_start(self):
        people = SEED["people"][self.side]
        self.me = people[next(_next_person[self.side]) % len(people)]
        self.headers = {"user-account-id": str(self.me["account_id"]), "org-id": str(self.me["org_id"]),
                        "Cookie": f"{SEED['cookie_name']}={self.me['cookie']}"}
        self.contracts = [c for c in SEED["contracts"] if self.me["org_id"] in (c["supplier_org"], c["customer_org"])]

    def gql(self, name: str, variables: dict, label: str | None = None, expect: tuple = ()):
        """POST the operation; an answer with errors is a failure unless its code is expected."""
        with self.client.post("/graphql", json={"query": DOCS[name], "variables": variables}, headers=self.headers,
                              name=label or name, catch_response=True) as response:
            body = response.json() if response.status_code == 200 else None
            if body is None:
                response.failure(f"HTTP {response.status_code}")
                return None
            codes = [(e.get("extensions") or {}).get("code") for e in body.get("errors") or ()]
            if codes and not set(codes) <= set(expect):
                response.failure(f"errors {codes}: {body['errors'][0].get('message')}")
            else:
                response.success()
            return body

    def read_claim(self, contract: dict, number: int):
        """Open a claim and read it: the page, its side panel, then the page's poll until done."""
        where = {"owner": contract["owner_slug"], "slug": contract["slug"], "number": number}
        page = self.gql("ClaimPageQuery", where)
        claim = ((page or {}).get("data") or {}).get("contract") or {}
        claim_id = (claim.get("claim") or {}).get("id")
        if claim_id is None:
            return
        self.gql("ClaimSidePanelActivityQuery", {"id": claim_id})
        until = time.monotonic() + random.uniform(*READING_S)
        while time.monotonic() < until:
            self._sleep(CLAIM_POLL_S)
            self.gql("ClaimPollQuery", {"id": claim_id}, "poll: ClaimPollQuery")

    def _sleep(self, seconds):
        # gevent's sleep, as locust's own wait does: other people run meanwhile.
        import gevent

        gevent.sleep(seconds)


class SupplierPerson(Person):
    weight = 4
    side = "supplier"

    @task(3)
    def projects(self):
        self.gql("ProjectsPageQuery", {})
        self.gql("LatestActivityVersionQuery", {}, "poll: LatestActivityVersionQuery")

    @task(3)
    def contract_page(self):
        contract = random.choice(self.contracts)
        where = {"owner": contract["owner_slug"], "slug": contract["slug"]}
        self.gql("ContractPageQuery", where)
        self.gql("ContractGridTabQuery", where)

    @task(4)
    def claim_document(self):
        contract = random.choice(self.contracts)
        self.read_claim(contract, random.choice(contract["claims"]))

    @task(2)
    def ledger_edit(self):
        """A few lines of the draft claim, as the grid saves them: the revision, then the update."""
        contract = random.choice(self.contracts)
        lines = random.sample(contract["items"], 3)
        for attempt in range(2):
            rev = self.gql("LineFilesLedgerRevQuery", {"id": contract["id"]}, "ledger: LineFilesLedgerRevQuery")
            ledger_rev = (((rev or {}).get("data") or {}).get("node") or {}).get("ledger", {}).get("ledgerRev")
            if ledger_rev is None:
                return
            change = {"contractId": contract["id"], "ledgerRev": ledger_rev, "number": contract["draft"],
                      "update": [{"itemId": item, "percentComplete": random.randint(1, 99) * 100}
                                 for item in lines]}
            body = self.gql("claimMutationsLedgerUpdateMutation", {"input": change}, expect=("LEDGER_CONFLICT",))
            if not (body and body.get("errors")):
                return

    @task(2)
    def pdf_download(self):
        contract = random.choice(self.contracts)
        url = random.choice(contract["pdf_urls"]).format(sid=self.me["account_id"])
        # The link carries its own sid and org; the file is rendered already (the cached path).
        with self.client.get(url, name="GET /v1/pdf (cached)", headers={"Cookie": self.headers["Cookie"]},
                             catch_response=True) as response:
            if response.status_code != 200 or not response.content.startswith(b"%PDF"):
                response.failure(f"HTTP {response.status_code}")


class CustomerPerson(Person):
    weight = 1
    side = "customer"

    @task
    def received_claim(self):
        contract = random.choice(self.contracts)
        self.read_claim(contract, random.choice(contract["claims"]))
