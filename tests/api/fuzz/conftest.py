"""The fuzzer's world and budget.

The world is the isolation enumerator's (tests/api/isolation_world.py): two organisations on a
project with a sent claim and a draft, attachments, the customer's draft payment schedule, a pay
cycle, a contact, an issue with a priced variation, an invitation and a workspace member. The
fuzzer acts as the supplier's owner, the customer's owner, and nobody.

The budget: FUZZ_EXAMPLES examples per GraphQL root field, 25 times that for the REST operations
together (default 8: what `ops/test` runs in about a minute on two cores), from the fixed seed
FUZZ_SEED (default 37), so a run repeats the last; `ops/fuzz` raises both. A failing example is
shrunk and printed with the server's traceback.
"""
import logging
import os
import re

import pytest
from flask import g, has_request_context
from hypothesis import HealthCheck, Phase, settings

from tests.api.factories import module_workspace  # noqa: F401  (fixtures)
from tests.api.isolation_world import build_world

EXAMPLES = int(os.environ.get("FUZZ_EXAMPLES", "8"))
SEED = int(os.environ.get("FUZZ_SEED", "37"))

# One profile for every fuzz test: no example database (the run is reproducible from the seed
# alone, and -p no:cacheprovider runs leave no folder behind), no deadline (a request's time
# varies with the shared machine), and the health checks that a slow real server trips.
FUZZ = settings(max_examples=EXAMPLES, derandomize=False, database=None, deadline=None, print_blob=True,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much,
                                       HealthCheck.function_scoped_fixture, HealthCheck.data_too_large],
                phases=[Phase.explicit, Phase.generate, Phase.shrink])


class ServerErrors(logging.Handler):
    """The app's own ERROR lines (a traceback is logged with the ref the caller is shown)."""

    def __init__(self):
        super().__init__(logging.ERROR)
        self.records: list[tuple[str, str]] = []

    def emit(self, record):
        ref = g.get("request_ref", "-") if has_request_context() else "-"
        text = record.getMessage()
        if record.exc_info:
            text += "\n" + logging.Formatter().formatException(record.exc_info)
        self.records.append((ref, text))

    def take(self) -> list[tuple[str, str]]:
        taken, self.records = self.records, []
        return taken


@pytest.fixture(scope="module")
def server_errors():
    handler = ServerErrors()
    root = logging.getLogger()
    root.addHandler(handler)
    yield handler
    root.removeHandler(handler)


@pytest.fixture(scope="module")
def fuzz_world(module_workspace, run_jobs_module):  # noqa: F811  (the fixture imported above)
    return build_world(module_workspace, run_jobs_module)


@pytest.fixture(scope="module")
def run_jobs_module(app):
    from tests.jobs import run_burst

    return lambda: run_burst(app)


ID_KEY = re.compile(r"^(id|.*Id|ids|.*Ids)$")


def harvest(value, found: dict, key: str = "") -> None:
    """Every short string of an answer under the key it came in: the values the fuzzer draws as
    'real' (ids for ID arguments, slugs, emails and names for String ones, by name for the probe)."""
    if isinstance(value, dict):
        for k, v in value.items():
            harvest(v, found, k)
    elif isinstance(value, list):
        for v in value:
            harvest(v, found, key)
    elif isinstance(value, str) and value and len(value) < 200 and key:
        found.setdefault(key, set()).add(value)


def real_ids(found: dict) -> list[str]:
    return sorted({v for k, values in found.items() if ID_KEY.match(k) for v in values})


def real_strings(found: dict) -> list[str]:
    return sorted({v for k, values in found.items() if not ID_KEY.match(k) for v in values if len(v) < 80})


# FUZZ_COLLECT=1 (ops/fuzz): every failure is kept, one example per cause, and the test fails at
# its end with all of them, so a long run names every cause at once; otherwise the first failure
# fails the test and is shrunk.
COLLECT = os.environ.get("FUZZ_COLLECT") == "1"
_causes: dict[str, str] = {}
_EXCEPTION = re.compile(r"^([A-Za-z_][\w.]*(?:Error|Exception|Exit|Interrupt)):", re.M)
_FRAME = re.compile(r'File "([^"]*/(?:app|billing|tenants)/[^"]+)", line (\d+)')


def cause_of(logged: str) -> str:
    """A failure's cause: the innermost frame of our code and the exception's type."""
    frames = _FRAME.findall(logged)
    kinds = _EXCEPTION.findall(logged)
    kind = kinds[-1] if kinds else logged.strip()[:200]
    return f"{frames[-1][0]}:{frames[-1][1]} {kind}" if frames else kind


def report(text: str, logged: str) -> None:
    if not COLLECT:
        pytest.fail(text, pytrace=False)
    _causes.setdefault(cause_of(logged), text)


@pytest.fixture(autouse=True)
def collected():
    """In FUZZ_COLLECT mode: the test fails at its end with one example of each cause found."""
    _causes.clear()
    yield
    if _causes:
        found = dict(_causes)
        _causes.clear()
        pytest.fail(f"{len(found)} causes:\n\n" + "\n\n=====\n\n".join(f"CAUSE {c}\n{t}" for c, t in found.items()),
                    pytrace=False)
