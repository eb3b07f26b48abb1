"""How many GraphQL requests one account, and one organisation, may have running at once.

The document caps (limits.py) bound one request; this bounds how many of them one account keeps
busy. A web process is gunicorn's gthread worker: it accepts every connection and queues it for
its threads, so a process whose threads are all busy holds each newcomer until one is free,
however small its query. One account once kept every thread busy with heavy requests and
another organisation's one-field query waited half a minute. So neither an account nor an
organisation may ever fill the threads of one process:

- an account runs at most GRAPHQL_INFLIGHT_PER_ACCOUNT requests at once (default: half a
  process's threads), whichever processes or machines they landed on;
- an organisation's requests hold at most GRAPHQL_INFLIGHT_PER_ORG_PER_PROCESS threads of one
  process (default: all but two), running or waiting; beyond it, answered at once (a request
  without an organisation holds threads of its account's share, of the same size);
- and at most GRAPHQL_INFLIGHT_PER_ORG of them run at once in all (default: that times the web
  processes). A load test put 15 people of one organisation on two processes: with the budget
  at one process's share and no waiting, every burst of theirs (a slow second on a busy machine)
  turned into errors. So at either budget, the account's or the organisation's, a request waits
  for a slot, up to GRAPHQL_INFLIGHT_WAIT seconds, holding its thread (counted above, so the
  others' two threads stay free), and only then is refused. The account's budget was once
  answered at once: one person clicking through screens as fast as they could (a screen's
  query, its lists' polls, a palette search: five or six at once from a browser's six
  connections) met 429s (issue 36). Waiting costs the others nothing the process share does not
  already bound: a noisy account's requests wait inside its organisation's share of each
  process, and another organisation's threads stay free (tests/api/test_noisy_neighbour.py).

A refusal is 429 with Retry-After and a RATE_LIMITED error, and the UI tries again after it.

Kept in Redis, so every process and machine shares it: a sorted set per account and per
organisation of the running requests, each scored by when it stops counting (admitted +
GRAPHQL_INFLIGHT_TTL). A request adds itself on entry and removes itself when it ends; a
worker that dies mid-request leaves its entry behind, and the entry is dropped once its time
is up, so nobody is locked out for longer than that. Anonymous requests are not budgeted: they
read nothing (every field needs a viewer) and the document caps bound them.

If Redis cannot be reached the request goes ahead (logged): the budget protects the service,
so it must not take the service down with it.

One round trip fewer (issue 21): a request whose organisation binding this process keeps
(tenants/bindings.py) is admitted before the binding, in the same script that reads the access
generation (`admit_with_binding`): the script adds it only when the generation is still the one
the kept binding was read under, so the organisation it counts against is the one the request
is then bound to. Otherwise nothing is added, the generation it read is used for the binding,
and the request is admitted as above once bound. Either way it is released when it ends.
"""
import logging
import random
import threading
import time
import uuid
from collections import Counter
from contextlib import contextmanager

from flask import current_app, g, request
from redis.commands.core import Script
from redis.exceptions import RedisError

from app.auth.ratelimit import TooManyRequests
from app.redis import redis_connection
from tenants import bindings

log = logging.getLogger(__name__)

RETRY_AFTER = 1  # seconds: a request normally runs for a few milliseconds
WAIT_STEP = (0.02, 0.05)  # seconds between two asks for a slot (jittered)
ACCOUNT_BUSY = ("Your account has {limit} requests running, the most allowed at once. "
                "Please try again in a moment.")
ORG_BUSY = ("Your organisation has {limit} requests running, the most allowed at once. "
            "Please try again in a moment.")

# keys: the sets to count in; args: now, expiry, ttl, token, then each key's limit. Returns the
# 1-based index of the first set that is full (nothing added), or 0 once added to every set.
_ADMIT_FUNCTION = """
local function admit(keys, args)
  local now, expires, ttl, token = tonumber(args[1]), tonumber(args[2]), tonumber(args[3]), args[4]
  for i, key in ipairs(keys) do
    redis.call('ZREMRANGEBYSCORE', key, '-inf', now)
    if redis.call('ZCARD', key) >= tonumber(args[4 + i]) then return i end
  end
  for _, key in ipairs(keys) do
    redis.call('ZADD', key, expires, token)
    redis.call('EXPIRE', key, ttl)
  end
  return 0
end
"""
_ADMIT = _ADMIT_FUNCTION + "return admit(KEYS, ARGV)"
# KEYS: the access generation, then the sets; ARGV: the generation a kept binding was read
# under, then the admission's. Returns {the generation, admit's answer}, or {the generation, -1}
# with nothing added when the generation is another (or none).
_ADMIT_UNDER = _ADMIT_FUNCTION + """
local generation = redis.call('GET', KEYS[1])
if generation ~= ARGV[1] then return {generation, -1} end
return {generation, admit({unpack(KEYS, 2)}, {unpack(ARGV, 2)})}
"""
# KEYS: the sets the request was added to; ARGV: its token. One round trip, like the admission.
_RELEASE = """
for _, key in ipairs(KEYS) do redis.call('ZREM', key, ARGV[1]) end
return 0
"""
# Made once per process (hashing the text is done then), run with EVALSHA on whichever
# connection the app has at the time (redis-py loads a script the server does not know).
_SCRIPTS = {"admit": Script(None, _ADMIT.encode()), "admit under": Script(None, _ADMIT_UNDER.encode()),
            "release": Script(None, _RELEASE.encode())}


class ProcessHolds:
    """Threads of this process each organisation's requests hold (running or waiting for a slot)."""

    def __init__(self):
        self._lock = threading.Lock()
        self._held: Counter = Counter()

    def take(self, holder, limit: int) -> bool:
        """`holder`: an organisation's id, or ("account", id) for a request without one."""
        with self._lock:
            if self._held[holder] >= limit:
                return False
            self._held[holder] += 1
            return True

    def give(self, holder) -> None:
        with self._lock:
            self._held[holder] -= 1
            if not self._held[holder]:
                del self._held[holder]


class Admission:
    """A request admitted before its binding (`admit_with_binding`), until it is released."""

    def __init__(self, account_id: int, org_id: int, keys: list[str], token: str):
        self.account_id, self.org_id, self.keys, self.token = account_id, org_id, keys, token

    def release(self) -> None:
        try:
            _release(self.keys, self.token)
        finally:
            current_app.extensions["graphql_holds"].give(self.org_id)


def _budgets(account_id: int, org_id: int | None) -> list[tuple[str, int, str]]:
    config = current_app.config
    budgets = [(f"graphql:inflight:account:{account_id}", config["GRAPHQL_INFLIGHT_PER_ACCOUNT"], ACCOUNT_BUSY)]
    if org_id is not None:
        budgets.append((f"graphql:inflight:org:{org_id}", config["GRAPHQL_INFLIGHT_PER_ORG"], ORG_BUSY))
    return budgets


def _admission_args(budgets, token: str) -> list:
    now, ttl = time.time(), int(current_app.config["GRAPHQL_INFLIGHT_TTL"])
    return [now, now + ttl, ttl, token, *(limit for _, limit, _ in budgets)]


def admit_with_binding() -> None:
    """before_request, after the account and before the tenant binding: a GraphQL POST whose
    binding this process keeps is admitted in the round trip that reads the access generation
    (the module's docstring). Anything short of an admission leaves the request to `admitted`."""
    account_id, org_ref = g.get("account_id"), request.headers.get("org-id")
    if account_id is None or not org_ref or request.method != "POST" or request.endpoint != "graphql":
        return
    kept = bindings.cache("tenant_bindings").peek((account_id, str(org_ref)))
    if kept is None:
        return
    read_under, org = kept
    holds = current_app.extensions["graphql_holds"]
    if not holds.take(org["id"], current_app.config["GRAPHQL_INFLIGHT_PER_ORG_PER_PROCESS"]):
        return
    budgets, token = _budgets(account_id, org["id"]), uuid.uuid4().hex
    keys = [key for key, _, _ in budgets]
    try:
        generation, full = _SCRIPTS["admit under"](keys=[bindings.GENERATION_KEY, *keys],
                                                   args=[read_under, *_admission_args(budgets, token)],
                                                   client=redis_connection())
    except RedisError:  # `admitted` tries again, and says so
        holds.give(org["id"])
        return
    bindings.read_generation_as(generation)
    if full:  # another generation, or a full budget: `admitted` decides (waits or refuses)
        holds.give(org["id"])
        return
    g.graphql_admission = Admission(account_id, org["id"], keys, token)


def release_unused(_exc=None) -> None:
    """teardown_request: a request admitted before its binding that never reached GraphQL (its
    body refused, say) is released all the same."""
    admission = g.pop("graphql_admission", None)
    if admission is not None:
        admission.release()


@contextmanager
def admitted(account_id: int | None, org_id: int | None):
    """Yields None while the request counts against its account's and organisation's budget, or
    TooManyRequests when either is full (the caller answers it and runs nothing)."""
    early = g.pop("graphql_admission", None)
    if early is not None:
        if (early.account_id, early.org_id) == (account_id, org_id):
            try:
                yield None
            finally:
                early.release()
            return
        early.release()  # bound otherwise after all: counted again below, against the right budget
    if account_id is None:
        yield None
        return
    holds = current_app.extensions["graphql_holds"]
    limit = current_app.config["GRAPHQL_INFLIGHT_PER_ORG_PER_PROCESS"]
    # A request may wait for a slot, holding its thread: the threads it may hold are its
    # organisation's share of this process, or its account's when it has no organisation.
    holder = org_id if org_id is not None else ("account", account_id)
    if not holds.take(holder, limit):
        log.warning("user error RATE_LIMITED on /graphql: %s holds %s threads of this process",
                    f"organisation {org_id}" if org_id is not None else f"account {account_id}", limit)
        yield TooManyRequests((ORG_BUSY if org_id is not None else ACCOUNT_BUSY).format(limit=limit), RETRY_AFTER)
        return
    try:
        with _admitted(account_id, org_id) as refused:
            yield refused
    finally:
        holds.give(holder)


@contextmanager
def _admitted(account_id: int, org_id: int | None):
    budgets, token = _budgets(account_id, org_id), uuid.uuid4().hex
    keys = [key for key, _, _ in budgets]
    started = time.monotonic()
    waiting_until = started + float(current_app.config["GRAPHQL_INFLIGHT_WAIT"])
    try:
        redis = redis_connection()
        asks = 0
        while True:
            full = _SCRIPTS["admit"](keys=keys, args=_admission_args(budgets, token), client=redis)
            asks += 1
            # Either budget is waited for: a person's burst and an organisation's are both normal.
            if not full or time.monotonic() >= waiting_until:
                break
            time.sleep(random.uniform(*WAIT_STEP))
        if asks > 1:
            waited = time.monotonic() - started
            # The figure docs/scaling.md quotes: how long a burst waits for its slot.
            log.info("GraphQL request of account %s waited %.0f ms for a slot%s", account_id, waited * 1000,
                     " and was refused" if full else "")
    except RedisError as error:
        log.warning("GraphQL budget not checked (Redis: %s)", error)
        yield None
        return
    if full:
        _, limit, message = budgets[full - 1]
        # WARNING, not INFO like a user's mistake: normal use of the UI stays far inside the
        # budget, so refusals mean a client hammering the API or a budget sized too small.
        log.warning("user error RATE_LIMITED on /graphql: %s has %s requests running", keys[full - 1], limit)
        yield TooManyRequests(message.format(limit=limit), RETRY_AFTER)
        return
    try:
        yield None
    finally:
        _release(keys, token)


def _release(keys: list[str], token: str) -> None:
    try:
        _SCRIPTS["release"](keys=keys, args=[token], client=redis_connection())
    except RedisError as error:  # the entry expires by itself
        log.warning("GraphQL budget not released (Redis: %s)", error)
