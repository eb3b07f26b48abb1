"""How many GraphQL requests one account, and one organisation, may have running at once.

The document caps (limits.py) bound one request; this bounds how many of them one account keeps
busy. A web process is gunicorn's gthread worker: it accepts every connection and queues it for
its threads, so a process whose threads are all busy holds each newcomer until one is free,
however small its query. One account once kept every thread busy with heavy requests and
another organisation's one-field query waited half a minute. So neither an account nor an
organisation may ever fill the threads of one process:

- an account runs at most GRAPHQL_INFLIGHT_PER_ACCOUNT requests at once (default: half a
  process's threads), whichever processes or machines they landed on; the UI runs one query per
  screen and its polls one at a time, so several tabs stay well inside (tests measure it), and
  beyond it a request is answered at once: a client is hammering the API;
- an organisation's requests hold at most GRAPHQL_INFLIGHT_PER_ORG_PER_PROCESS threads of one
  process (default: all but two), running or waiting; beyond it, answered at once;
- and at most GRAPHQL_INFLIGHT_PER_ORG of them run at once in all (default: that times the web
  processes). A load test put 15 people of one organisation on two processes: with the budget
  at one process's share and no waiting, every burst of theirs (a slow second on a busy machine)
  turned into errors. So at the organisation's budget a request waits for a slot, up to
  GRAPHQL_INFLIGHT_WAIT seconds, holding its thread (counted above, so the others' two threads
  stay free), and only then is refused.

A refusal is 429 with Retry-After and a RATE_LIMITED error, and the UI tries again after it.

Kept in Redis, so every process and machine shares it: a sorted set per account and per
organisation of the running requests, each scored by when it stops counting (admitted +
GRAPHQL_INFLIGHT_TTL). A request adds itself on entry and removes itself when it ends; a
worker that dies mid-request leaves its entry behind, and the entry is dropped once its time
is up, so nobody is locked out for longer than that. Anonymous requests are not budgeted: they
read nothing (every field needs a viewer) and the document caps bound them.

If Redis cannot be reached the request goes ahead (logged): the budget protects the service,
so it must not take the service down with it.
"""
import logging
import random
import threading
import time
import uuid
from collections import Counter
from contextlib import contextmanager

from flask import current_app
from redis.commands.core import Script
from redis.exceptions import RedisError

from app.auth.ratelimit import TooManyRequests
from app.jobs.queues import redis_connection

log = logging.getLogger(__name__)

RETRY_AFTER = 1  # seconds: a request normally runs for a few milliseconds
WAIT_STEP = (0.02, 0.05)  # seconds between two asks for an organisation's slot (jittered)
ACCOUNT_BUSY = ("Your account has {limit} requests running, the most allowed at once. "
                "Please try again in a moment.")
ORG_BUSY = ("Your organisation has {limit} requests running, the most allowed at once. "
            "Please try again in a moment.")

# KEYS: the sets to count in; ARGV: now, expiry, ttl, token, then each key's limit. Returns the
# 1-based index of the first set that is full (nothing added), or 0 once added to every set.
_ADMIT = """
local now, expires, ttl, token = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), ARGV[4]
for i, key in ipairs(KEYS) do
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now)
  if redis.call('ZCARD', key) >= tonumber(ARGV[4 + i]) then return i end
end
for _, key in ipairs(KEYS) do
  redis.call('ZADD', key, expires, token)
  redis.call('EXPIRE', key, ttl)
end
return 0
"""
# KEYS: the sets the request was added to; ARGV: its token. One round trip, like the admission.
_RELEASE = """
for _, key in ipairs(KEYS) do redis.call('ZREM', key, ARGV[1]) end
return 0
"""
# Made once per process (hashing the text is done then), run with EVALSHA on whichever
# connection the app has at the time (redis-py loads a script the server does not know).
_SCRIPTS = {"admit": Script(None, _ADMIT.encode()), "release": Script(None, _RELEASE.encode())}


class ProcessHolds:
    """Threads of this process each organisation's requests hold (running or waiting for a slot)."""

    def __init__(self):
        self._lock = threading.Lock()
        self._held: Counter = Counter()

    def take(self, org_id: int, limit: int) -> bool:
        with self._lock:
            if self._held[org_id] >= limit:
                return False
            self._held[org_id] += 1
            return True

    def give(self, org_id: int) -> None:
        with self._lock:
            self._held[org_id] -= 1
            if not self._held[org_id]:
                del self._held[org_id]


@contextmanager
def admitted(account_id: int | None, org_id: int | None):
    """Yields None while the request counts against its account's and organisation's budget, or
    TooManyRequests when either is full (the caller answers it and runs nothing)."""
    if account_id is None:
        yield None
        return
    if org_id is None:
        with _admitted(account_id, None) as refused:
            yield refused
        return
    config = current_app.config
    holds = current_app.extensions["graphql_holds"]
    limit = config["GRAPHQL_INFLIGHT_PER_ORG_PER_PROCESS"]
    if not holds.take(org_id, limit):
        log.warning("user error RATE_LIMITED on /graphql: organisation %s holds %s threads of this process",
                    org_id, limit)
        yield TooManyRequests(ORG_BUSY.format(limit=limit), RETRY_AFTER)
        return
    try:
        with _admitted(account_id, org_id) as refused:
            yield refused
    finally:
        holds.give(org_id)


@contextmanager
def _admitted(account_id: int, org_id: int | None):
    config = current_app.config
    budgets = [(f"graphql:inflight:account:{account_id}", config["GRAPHQL_INFLIGHT_PER_ACCOUNT"], ACCOUNT_BUSY)]
    if org_id is not None:
        budgets.append((f"graphql:inflight:org:{org_id}", config["GRAPHQL_INFLIGHT_PER_ORG"], ORG_BUSY))
    keys = [key for key, _, _ in budgets]
    token = uuid.uuid4().hex
    ttl = int(config["GRAPHQL_INFLIGHT_TTL"])
    waiting_until = time.monotonic() + float(config["GRAPHQL_INFLIGHT_WAIT"])
    try:
        redis = redis_connection()
        while True:
            now = time.time()
            full = _SCRIPTS["admit"](keys=keys, args=[now, now + ttl, ttl, token, *(limit for _, limit, _ in budgets)],
                                     client=redis)
            # Only the organisation's budget is waited for: the account's is far above its use.
            if full != 2 or time.monotonic() >= waiting_until:
                break
            time.sleep(random.uniform(*WAIT_STEP))
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
        try:
            _SCRIPTS["release"](keys=keys, args=[token], client=redis_connection())
        except RedisError as error:  # the entry expires by itself
            log.warning("GraphQL budget not released (Redis: %s)", error)
