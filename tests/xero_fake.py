"""A small local stand-in for the Xero endpoints Claimdesk calls, following Xero's documented shapes:

- GET  /identity/connect/authorize    the consent page: consents at once and redirects back with a code
- POST /identity/connect/token        authorization_code (PKCE S256 checked) and refresh_token grants
                                      (client_secret_basic; refresh tokens rotate: each works once,
                                      a used or revoked one answers 400 {"error": "invalid_grant"})
- POST /identity/connect/revocation   RFC 7009
- GET  /connections                   the tenants the access token reaches
- POST /api.xro/2.0/Invoices          creates invoices; honours Idempotency-Key

The real client (authlib over requests) talks to it over HTTP, so nothing of ours is bypassed.
"""
import base64
import hashlib
import secrets
import threading
import time
import uuid
from dataclasses import dataclass, field

from flask import Flask, jsonify, redirect, request

from tests.local_server import LocalServer

CLIENT_ID = "fake-xero-client"
CLIENT_SECRET = "fake-xero-secret"


@dataclass
class Grant:
    tenants: list
    refresh_token: str
    access_tokens: set = field(default_factory=set)
    revoked: bool = False


class XeroFake(LocalServer):
    def __init__(self):
        self.lock = threading.Lock()
        super().__init__(self._make_app())
        self.reset()

    def reset(self):
        with self.lock:
            self.codes = {}  # code -> (challenge, redirect_uri, tenants)
            self.grants = {}  # refresh token -> Grant
            self.access = {}  # access token -> Grant
            self.invoices = {}  # tenant id -> [invoice]
            self.idempotency = {}  # (tenant, key) -> invoice
            self.calls = {"token:authorization_code": 0, "token:refresh_token": 0, "revoke": 0, "invoices": 0}
            # What the next consent grants: [{"id", "name"}]; tests change it.
            self.next_tenants = [{"id": str(uuid.uuid4()), "name": "Demo Company (NZ)"},
                                 {"id": str(uuid.uuid4()), "name": "Acme Books Ltd"}]
            self.refresh_delay = 0.0
            self.invoice_failures = 0

    def config(self) -> dict:
        return {
            "XERO_CLIENT_ID": CLIENT_ID, "XERO_CLIENT_SECRET": CLIENT_SECRET,
            "XERO_AUTHORIZE_URL": f"{self.url}/identity/connect/authorize",
            "XERO_TOKEN_URL": f"{self.url}/identity/connect/token",
            "XERO_REVOKE_URL": f"{self.url}/identity/connect/revocation",
            "XERO_API_URL": self.url,
        }

    # ---- helpers for tests -----------------------------------------------------------------

    def revoke_all(self):
        with self.lock:
            for grant in self.grants.values():
                grant.revoked = True

    def all_invoices(self) -> list:
        with self.lock:
            return [i for invoices in self.invoices.values() for i in invoices]

    # ---- the endpoints -----------------------------------------------------------------------

    def _make_app(self):
        app = Flask("xero-fake")

        def client_ok():
            auth = request.authorization
            return auth is not None and auth.username == CLIENT_ID and auth.password == CLIENT_SECRET

        def error(status, code, description=""):
            return jsonify({"error": code, "error_description": description}), status

        def grant_of_bearer():
            header = request.headers.get("Authorization", "")
            token = header[7:] if header.startswith("Bearer ") else ""
            with self.lock:
                grant = self.access.get(token)
            return grant if grant is not None and not grant.revoked else None

        def issue(grant):
            access = secrets.token_urlsafe(24)
            grant.access_tokens.add(access)
            self.access[access] = grant
            return {"id_token": "unused", "access_token": access, "expires_in": 1800, "token_type": "Bearer",
                    "refresh_token": grant.refresh_token, "scope": "offline_access accounting.transactions"}

        @app.get("/identity/connect/authorize")
        def authorize():
            args = request.args
            if args.get("client_id") != CLIENT_ID or args.get("response_type") != "code" \
                    or args.get("code_challenge_method") != "S256" or not args.get("code_challenge"):
                return "bad authorisation request", 400
            code = secrets.token_urlsafe(16)
            with self.lock:
                self.codes[code] = (args["code_challenge"], args["redirect_uri"], list(self.next_tenants))
            sep = "&" if "?" in args["redirect_uri"] else "?"
            return redirect(f"{args['redirect_uri']}{sep}code={code}&state={args['state']}&scope=x", 302)

        @app.post("/identity/connect/token")
        def token():
            if not client_ok():
                return error(401, "invalid_client")
            form = request.form
            kind = form.get("grant_type")
            if kind == "authorization_code":
                with self.lock:
                    self.calls["token:authorization_code"] += 1
                    found = self.codes.pop(form.get("code", ""), None)
                    if found is None:
                        return error(400, "invalid_grant")
                    challenge, redirect_uri, tenants = found
                    verifier = form.get("code_verifier", "")
                    digest = base64.urlsafe_b64encode(hashlib.sha256(verifier.encode()).digest()).rstrip(b"=").decode()
                    if digest != challenge or form.get("redirect_uri") != redirect_uri:
                        return error(400, "invalid_grant")
                    grant = Grant(tenants=tenants, refresh_token=secrets.token_urlsafe(24))
                    self.grants[grant.refresh_token] = grant
                    return jsonify(issue(grant))
            if kind == "refresh_token":
                with self.lock:
                    self.calls["token:refresh_token"] += 1
                if self.refresh_delay:
                    time.sleep(self.refresh_delay)
                with self.lock:
                    grant = self.grants.pop(form.get("refresh_token", ""), None)
                    if grant is None or grant.revoked:
                        return error(400, "invalid_grant")
                    grant.refresh_token = secrets.token_urlsafe(24)  # Xero rotates refresh tokens
                    self.grants[grant.refresh_token] = grant
                    return jsonify(issue(grant))
            return error(400, "unsupported_grant_type")

        @app.post("/identity/connect/revocation")
        def revocation():
            if not client_ok():
                return error(401, "invalid_client")
            with self.lock:
                self.calls["revoke"] += 1
                grant = self.grants.get(request.form.get("token", ""))
                if grant is not None:
                    grant.revoked = True
            return "", 200

        @app.get("/connections")
        def connections():
            grant = grant_of_bearer()
            if grant is None:
                return jsonify({"Title": "Unauthorized", "Status": 401, "Detail": "TokenExpired"}), 401
            return jsonify([{"id": str(uuid.uuid5(uuid.NAMESPACE_URL, t["id"])), "authEventId": str(uuid.uuid4()),
                             "tenantId": t["id"], "tenantType": "ORGANISATION", "tenantName": t["name"],
                             "createdDateUtc": "2026-11-26T00:00:00.0000000",
                             "updatedDateUtc": "2026-11-26T00:00:00.0000000"} for t in grant.tenants])

        @app.post("/api.xro/2.0/Invoices")
        def invoices():
            grant = grant_of_bearer()
            if grant is None:
                return jsonify({"Title": "Unauthorized", "Status": 401, "Detail": "TokenExpired"}), 401
            tenant = request.headers.get("xero-tenant-id")
            if tenant not in {t["id"] for t in grant.tenants}:
                return jsonify({"Title": "Forbidden", "Status": 403, "Detail": "AuthenticationUnsuccessful"}), 403
            with self.lock:
                self.calls["invoices"] += 1
                if self.invoice_failures:
                    self.invoice_failures -= 1
                    return jsonify({"ErrorNumber": 10, "Type": "ValidationException",
                                    "Message": "A validation exception occurred",
                                    "Elements": [{"ValidationErrors": [{"Message": "Account code '200' is not a "
                                                                                  "valid code for this document."}]}]}), 400
                key = request.headers.get("Idempotency-Key")
                if key and (tenant, key) in self.idempotency:
                    return jsonify(self._envelope([self.idempotency[(tenant, key)]]))
                body = request.get_json()
                made = []
                for wanted in body["Invoices"]:
                    kept = self.invoices.setdefault(tenant, [])
                    sub = round(sum(line["LineAmount"] for line in wanted["LineItems"]), 2)
                    tax = round(sum(line.get("TaxAmount", 0) for line in wanted["LineItems"]), 2)
                    invoice = {**wanted, "InvoiceID": str(uuid.uuid4()), "InvoiceNumber": f"INV-{len(kept) + 1:04d}",
                               "Status": wanted.get("Status", "DRAFT"), "SubTotal": sub, "TotalTax": tax,
                               "Total": round(sub + tax, 2), "CurrencyCode": "NZD"}
                    kept.append(invoice)
                    made.append(invoice)
                if key:
                    self.idempotency[(tenant, key)] = made[0]
                return jsonify(self._envelope(made))

        return app

    @staticmethod
    def _envelope(invoices):
        return {"Id": str(uuid.uuid4()), "Status": "OK", "ProviderName": "Claimdesk",
                "DateTimeUTC": "/Date(1764115200000)/", "Invoices": invoices}
