"""Property: no request to the REST API (docs/openapi.json) is answered with a 5xx.

schemathesis generates requests from the committed OpenAPI document, valid and invalid ones; half
the time the fuzzer swaps in real values (the signed-in account's `sid`, its organisation, the
project's contract id, a claim number, an access link from the claim's email) so the requests
reach past 'not found'. Each is sent to the real app as the supplier's owner or as nobody.
"""
import json
import re
from pathlib import Path
from urllib.parse import quote, unquote

import pytest
import schemathesis
from hypothesis import given, seed, settings
from hypothesis import strategies as st

from tests.api.fuzz.conftest import EXAMPLES, FUZZ, SEED, report
from tests.auth_helpers import new_client

OPENAPI = Path(__file__).resolve().parents[3] / "docs" / "openapi.json"
LINK = re.compile(r"/link/([A-Za-z0-9_-]+)/[a-z]+-[0-9]+#key=([A-Za-z0-9_-]+)")


@pytest.fixture(scope="module")
def rest(fuzz_world):
    w = fuzz_world
    w.run_jobs()
    link = None
    for message in w.victim.dev_mail(to=w.customer.email):
        found = LINK.search(message.get("text") or "")
        if found:
            link = f"AccessLink {found.group(1)}:{found.group(2)}"
            break
    real = {"sid": [str(w.victim.account_id)], "org": [w.victim.org["slug"], str(w.victim.org["id"])],
            "contract": [w.project.id, w.ids["contract_slug"]], "number": ["1", "2"], "revision": ["latest", "1"],
            "issue": [w.ids["issue"]], "doc": ["claim-1", "schedule-1", "claim-2"],
            "Authorization": [link] if link else []}
    schema = schemathesis.openapi.from_dict(json.loads(OPENAPI.read_text()))
    cases = st.one_of(schema.as_strategy(generation_mode=schemathesis.GenerationMode.POSITIVE),
                      schema.as_strategy(generation_mode=schemathesis.GenerationMode.NEGATIVE))
    return cases, real, w, new_client(w.victim.app)  # nobody, at an address of its own


def _real(data, params: dict, real: dict) -> dict:
    """`params` with some values replaced by real ones (each drawn)."""
    out = dict(params or {})
    for name in sorted(out):
        if real.get(name) and data.draw(st.booleans(), label=f"real {name}"):
            out[name] = data.draw(st.sampled_from(real[name]), label=name)
    return out


@seed(SEED)
@settings(FUZZ, max_examples=EXAMPLES * 25)  # one test for every operation (13), each request cheap
@given(data=st.data())
def test_no_rest_request_answers_5xx(rest, server_errors, data):
    cases, real, world, anonymous = rest
    case = data.draw(cases, label="case")
    signed_in = data.draw(st.booleans(), label="signed in")
    client = world.victim.client if signed_in else anonymous
    path_params = {k: unquote(str(v)) for k, v in (case.path_parameters or {}).items()}
    path_params = _real(data, path_params, real)
    path = case.path.format(**{k: _quoted(v) for k, v in path_params.items()})
    query = _real(data, case.query, real)
    headers = {k: str(v) for k, v in _real(data, case.headers, real).items()}
    kwargs = {}
    if type(case.body).__name__ != "NotSet":  # raw text or bytes as they are; anything else as JSON
        raw = isinstance(case.body, (str, bytes))
        kwargs = {"data": case.body if raw else json.dumps(case.body),
                  "content_type": case.media_type or "application/json"}
    server_errors.take()
    response = client.open(path, method=case.method, query_string=query, headers=headers, **kwargs)
    logged = "\n".join(text for _, text in server_errors.take())
    if response.status_code >= 500 or logged:
        report(f"{response.status_code} {case.method} {path}\nquery: {query!r}\nheaders: {headers!r}\n"
               f"body: {kwargs.get('data')!r}\nanswer: {response.get_data(as_text=True)[:1000]}\nserver log:\n{logged}",
               logged or f"{response.status_code} {case.method} {case.path}")


def _quoted(value) -> str:
    return quote(str(value), safe="")


def test_the_real_values_name_real_things(rest):
    """The swapped-in values are live (a wrong one would keep the fuzzer at 'not found'): the
    ledger export answers with them."""
    _, real, world, _ = rest
    response = world.victim.client.get("/v1/export/ledger", query_string={
        "sid": real["sid"][0], "org": real["org"][0], "contract": real["contract"][0]})
    assert response.status_code == 200, response.get_data(as_text=True)
