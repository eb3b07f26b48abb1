"""A small stateful fake of the Stripe API endpoints billing/ calls, for the real `stripe` library.

Why not localstripe (PyPI 1.15.10)? It has no Prices (only Plans), ignores Idempotency-Key and
has no billing-portal sessions: the three things billing/ relies on. So this serves Stripe's
documented shapes for exactly these, on 127.0.0.1 in a thread of the test process:

    POST /v1/customers                      (Idempotency-Key: the same key answers the first answer)
    POST /v1/subscriptions                  items[0][price], trial_period_days, metadata
    GET  /v1/subscriptions?customer=&status=all   newest first
    GET  /v1/subscriptions/{id}
    POST /v1/billing_portal/sessions        customer, return_url → url on this server
    GET  /p/session/{id}                    the "portal" page a browser lands on

Tests change a subscription as Stripe would (`set_status`) and sign events as Stripe does
(`signed_event`).
"""
import itertools
import json
import re
import threading
import time
import uuid
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qsl, urlparse

API_KEY = "sk_test_claimdesk_fake"
WEBHOOK_SECRET = "whsec_claimdesk_test_secret"
PRICE_ID = "price_claimdesk_monthly"


def _nest(pairs) -> dict:
    """Stripe's form encoding (`items[0][price]=x`) back into dicts and lists."""
    root: dict = {}
    for key, value in pairs:
        parts = re.findall(r"[^\[\]]+", key)
        node = root
        for part, following in zip(parts, parts[1:]):
            node = node.setdefault(part, {})
        node[parts[-1]] = value
    return _lists(root)


def _lists(node):
    if isinstance(node, dict):
        if node and all(k.isdigit() for k in node):
            return [_lists(node[k]) for k in sorted(node, key=int)]
        return {k: _lists(v) for k, v in node.items()}
    return node


class FakeStripe:
    def __init__(self):
        self.lock = threading.Lock()
        self.customers: dict[str, dict] = {}
        self.subscriptions: dict[str, dict] = {}
        self.sessions: dict[str, dict] = {}
        self.idempotent: dict[str, tuple[int, dict]] = {}
        self.requests: list[tuple[str, str]] = []
        self.fail_next = 0
        self._ids = itertools.count(1)
        # Ids differ between fakes, as Stripe's never repeat: a test database outlives a fake.
        self.tag = uuid.uuid4().hex[:8]
        self._clock = itertools.count(int(time.time()))
        self.server = ThreadingHTTPServer(("127.0.0.1", 0), self._handler())
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    def start(self) -> "FakeStripe":
        self.thread.start()
        return self

    def stop(self) -> None:
        self.server.shutdown()
        self.server.server_close()

    def _id(self, prefix: str) -> str:
        return f"{prefix}_{self.tag}{next(self._ids):06d}"

    # ---- what Stripe does on its own -----------------------------------------------------------

    def set_status(self, subscription_id: str, status: str, **fields) -> dict:
        with self.lock:
            sub = self.subscriptions[subscription_id]
            sub.update(status=status, **fields)
            return json.loads(json.dumps(sub))

    def subscription_of(self, customer_id: str) -> dict:
        return next(s for s in sorted(self.subscriptions.values(), key=lambda s: -s["created"])
                    if s["customer"] == customer_id)

    def event(self, type_: str, obj: dict, event_id: str | None = None) -> dict:
        return {"id": event_id or self._id("evt"), "object": "event", "api_version": "2025-03-31.basil",
                "created": int(time.time()), "type": type_, "livemode": False, "pending_webhooks": 1,
                "request": {"id": None, "idempotency_key": None}, "data": {"object": obj}}

    # ---- the endpoints -------------------------------------------------------------------------

    def _customer(self, params: dict) -> dict:
        customer = {"id": self._id("cus"), "object": "customer", "created": next(self._clock),
                    "name": params.get("name"), "email": params.get("email"),
                    "metadata": params.get("metadata", {}), "livemode": False}
        self.customers[customer["id"]] = customer
        return customer

    def _subscription(self, params: dict) -> tuple[int, dict]:
        customer = params.get("customer")
        if customer not in self.customers:
            return 400, _error(f"No such customer: '{customer}'", "resource_missing", "customer")
        items = params.get("items") or []
        if not items or items[0].get("price") != PRICE_ID:
            return 400, _error("No such price", "resource_missing", "items[0][price]")
        now = next(self._clock)
        trial_days = int(params.get("trial_period_days") or 0)
        trial_end = now + trial_days * 86400 if trial_days else None
        period_end = trial_end or now + 30 * 86400
        sub_id = self._id("sub")
        sub = {
            "id": sub_id, "object": "subscription", "customer": customer, "created": now,
            "status": "trialing" if trial_days else "incomplete",
            "trial_start": now if trial_days else None, "trial_end": trial_end,
            "cancel_at_period_end": False, "metadata": params.get("metadata", {}), "livemode": False,
            "items": {"object": "list", "has_more": False, "url": f"/v1/subscription_items?subscription={sub_id}",
                      "data": [{"id": self._id("si"), "object": "subscription_item", "subscription": sub_id,
                                "price": {"id": PRICE_ID, "object": "price"}, "quantity": 1,
                                "current_period_start": now, "current_period_end": period_end}]},
        }
        self.subscriptions[sub_id] = sub
        return 200, sub

    def _portal(self, params: dict) -> tuple[int, dict]:
        if params.get("customer") not in self.customers:
            return 400, _error("No such customer", "resource_missing", "customer")
        session_id = self._id("bps")
        session = {"id": session_id, "object": "billing_portal.session", "customer": params["customer"],
                   "return_url": params.get("return_url"), "created": next(self._clock), "livemode": False,
                   "url": f"{self.url}/p/session/{session_id}"}
        self.sessions[session_id] = session
        return 200, session

    def handle(self, method: str, path: str, query: dict, params: dict, headers) -> tuple[int, dict | str]:
        if path.startswith("/p/session/"):
            session = self.sessions.get(path.rsplit("/", 1)[-1])
            if session is None:
                return 404, "<h1>Not found</h1>"
            return 200, (f"<!doctype html><title>Billing portal</title><h1>Fake Stripe billing portal</h1>"
                         f"<p id='customer'>{session['customer']}</p><a href='{session['return_url']}'>Return</a>")
        if headers.get("Authorization") != f"Bearer {API_KEY}":
            return 401, _error("Invalid API Key provided", "api_key_invalid", None, "invalid_request_error")
        if self.fail_next:
            self.fail_next -= 1
            return 500, _error("Something went wrong on Stripe's end.", None, None, "api_error")
        key = headers.get("Idempotency-Key")
        if method == "POST" and key and key in self.idempotent:
            return self.idempotent[key]
        answer = self._route(method, path, query, params)
        if method == "POST" and key:
            self.idempotent[key] = answer
        return answer

    def _route(self, method, path, query, params):
        if method == "POST" and path == "/v1/customers":
            return 200, self._customer(params)
        if method == "GET" and path.startswith("/v1/customers/"):
            customer = self.customers.get(path.rsplit("/", 1)[-1])
            return (200, customer) if customer else (404, _error("No such customer", "resource_missing", "id"))
        if method == "POST" and path == "/v1/subscriptions":
            return self._subscription(params)
        if method == "GET" and path == "/v1/subscriptions":
            subs = [s for s in self.subscriptions.values() if s["customer"] == query.get("customer")]
            if query.get("status", "active") != "all":
                subs = [s for s in subs if s["status"] == query.get("status", "active")]
            subs.sort(key=lambda s: -s["created"])
            return 200, {"object": "list", "url": "/v1/subscriptions", "has_more": False,
                         "data": subs[: int(query.get("limit", 10))]}
        if method == "GET" and path.startswith("/v1/subscriptions/"):
            sub = self.subscriptions.get(path.rsplit("/", 1)[-1])
            return (200, sub) if sub else (404, _error("No such subscription", "resource_missing", "id"))
        if method == "POST" and path == "/v1/billing_portal/sessions":
            return self._portal(params)
        return 404, _error(f"Unrecognized request URL ({method}: {path}).", None, None)

    def _handler(self):
        fake = self

        class Handler(BaseHTTPRequestHandler):
            def _serve(self, method):
                parsed = urlparse(self.path)
                query = dict(parse_qsl(parsed.query))
                body = self.rfile.read(int(self.headers.get("Content-Length") or 0)).decode()
                params = _nest(parse_qsl(body, keep_blank_values=True))
                with fake.lock:
                    fake.requests.append((method, parsed.path))
                    status, answer = fake.handle(method, parsed.path, query, params, self.headers)
                    data = answer if isinstance(answer, str) else json.dumps(answer)
                self.send_response(status)
                self.send_header("Content-Type", "text/html" if isinstance(answer, str) else "application/json")
                self.send_header("Request-Id", f"req_fake{next(fake._ids)}")
                self.send_header("Content-Length", str(len(data.encode())))
                self.end_headers()
                self.wfile.write(data.encode())

            def do_GET(self):
                self._serve("GET")

            def do_POST(self):
                self._serve("POST")

            def log_message(self, *args):
                pass

        return Handler


def _error(message, code, param, type_="invalid_request_error") -> dict:
    return {"error": {"message": message, "code": code, "param": param, "type": type_}}


def signed(payload: dict | str, *, secret: str = WEBHOOK_SECRET, timestamp: int | None = None) -> tuple[bytes, str]:
    """(body, Stripe-Signature header) exactly as Stripe signs a webhook: HMAC-SHA256 of
    '{timestamp}.{body}' with the endpoint's secret, as `t=…,v1=…`."""
    import hashlib
    import hmac

    body = payload if isinstance(payload, str) else json.dumps(payload)
    timestamp = int(time.time()) if timestamp is None else timestamp
    digest = hmac.new(secret.encode(), f"{timestamp}.{body}".encode(), hashlib.sha256).hexdigest()
    return body.encode(), f"t={timestamp},v1={digest}"
