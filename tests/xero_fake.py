"""A small local stand-in for the Xero endpoints Claimdesk calls, following Xero's documented shapes:

- GET  /identity/connect/authorize    the consent page: consents at once and redirects back with a code
- POST /identity/connect/token        authorization_code (PKCE S256 checked) and refresh_token grants
                                      (client_secret_basic; refresh tokens rotate: each works once,
                                      a used or revoked one answers 400 {"error": "invalid_grant"})
- POST /identity/connect/revocation   RFC 7009
- GET  /connections                   the tenants the access token reaches
- POST /api.xro/2.0/Invoices          creates invoices, or updates those whose InvoiceID is given;
                                      honours Idempotency-Key
- POST /api.xro/2.0/Invoices/{id}     updates one invoice: given LineItems replace the old ones; a
                                      paid, voided or deleted one is refused
- GET  /api.xro/2.0/Contacts          active contacts, filtered by `where` (`Field=="text"` terms
                                      joined by || or &&; a quote inside the text is doubled)
- PUT  /api.xro/2.0/Contacts          creates contacts; a name another active contact has is refused

The real client (authlib over requests) talks to it over HTTP, so nothing of ours is bypassed.
"""
import base64
import copy
import hashlib
import re
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
            self.contacts = {}  # tenant id -> [contact]
            self.idempotency = {}  # (tenant, key) -> invoice
            self.calls = {"token:authorization_code": 0, "token:refresh_token": 0, "revoke": 0, "invoices": 0,
                          "invoice_updates": 0, "contacts:get": 0, "contacts:put": 0}
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

    def add_contact(self, tenant: str, name: str, **fields) -> dict:
        """A contact someone made in Xero."""
        with self.lock:
            return self._new_contact(tenant, {"Name": name, **fields})

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

        def validation(message):
            return jsonify({"ErrorNumber": 10, "Type": "ValidationException", "Message": "A validation exception occurred",
                            "Elements": [{"ValidationErrors": [{"Message": message}]}]}), 400

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

        def tenant_or_refusal():
            """(tenant id, None) for a bearer reaching the xero-tenant-id, else (None, the refusal)."""
            grant = grant_of_bearer()
            if grant is None:
                return None, (jsonify({"Title": "Unauthorized", "Status": 401, "Detail": "TokenExpired"}), 401)
            tenant = request.headers.get("xero-tenant-id")
            if tenant not in {t["id"] for t in grant.tenants}:
                return None, (jsonify({"Title": "Forbidden", "Status": 403, "Detail": "AuthenticationUnsuccessful"}), 403)
            return tenant, None

        @app.post("/api.xro/2.0/Invoices")
        @app.post("/api.xro/2.0/Invoices/<invoice_id>")
        def invoices(invoice_id=None):
            tenant, refusal = tenant_or_refusal()
            if refusal:
                return refusal
            body = request.get_json()
            updating = bool(invoice_id) or any(w.get("InvoiceID") for w in body["Invoices"])
            with self.lock:
                self.calls["invoice_updates" if updating else "invoices"] += 1
                if self.invoice_failures:
                    self.invoice_failures -= 1
                    return validation("Account code '200' is not a valid code for this document.")
                key = request.headers.get("Idempotency-Key")
                if key and (tenant, key) in self.idempotency:
                    return jsonify(self._envelope([self.idempotency[(tenant, key)]]))
                made = []
                for wanted in body["Invoices"]:
                    target = invoice_id or wanted.get("InvoiceID")
                    if target:
                        found = next((i for i in self.invoices.get(tenant, []) if i["InvoiceID"] == target), None)
                        if found is None:
                            return jsonify({"Title": "Not Found", "Status": 404,
                                            "Detail": "The resource you're looking for cannot be found"}), 404
                        if found["Status"] in ("PAID", "VOIDED", "DELETED"):
                            return validation("This document cannot be edited as it has a payment or credit note "
                                              "allocated to it." if found["Status"] == "PAID"
                                              else "Invoice not of valid status for modification")
                        contact = self._contact_of(tenant, wanted["Contact"]) if "Contact" in wanted else found["Contact"]
                        if contact is None:
                            return validation("The contact could not be found.")
                        found.update({k: v for k, v in wanted.items() if k not in ("InvoiceID", "Contact")},
                                     Contact=contact)
                        self._totals(found)
                        made.append(found)
                        continue
                    contact = self._contact_of(tenant, wanted.get("Contact") or {})
                    if contact is None:
                        return validation("The contact could not be found.")
                    kept = self.invoices.setdefault(tenant, [])
                    invoice = {**wanted, "Contact": contact, "InvoiceID": str(uuid.uuid4()),
                               "Status": wanted.get("Status", "DRAFT"), "CurrencyCode": "NZD"}
                    if wanted["Type"] == "ACCREC" and not wanted.get("InvoiceNumber"):
                        invoice["InvoiceNumber"] = f"INV-{len(kept) + 1:04d}"
                    self._totals(invoice)
                    kept.append(invoice)
                    made.append(invoice)
                if key:  # the answer as it was: a later update does not change what a replay returns
                    self.idempotency[(tenant, key)] = copy.deepcopy(made[0])
                return jsonify(self._envelope(made))

        @app.get("/api.xro/2.0/Contacts")
        def contacts():
            tenant, refusal = tenant_or_refusal()
            if refusal:
                return refusal
            try:
                matches = where_filter(request.args.get("where", ""))
            except ValueError as exc:
                return validation(str(exc))
            archived = request.args.get("includeArchived") == "true"
            with self.lock:
                self.calls["contacts:get"] += 1
                found = [c for c in self.contacts.get(tenant, [])
                         if (archived or c["ContactStatus"] == "ACTIVE") and matches(c)]
            return jsonify({"Id": str(uuid.uuid4()), "Status": "OK", "ProviderName": "Claimdesk",
                            "DateTimeUTC": "/Date(1764115200000)/", "Contacts": found})

        @app.put("/api.xro/2.0/Contacts")
        def new_contacts():
            tenant, refusal = tenant_or_refusal()
            if refusal:
                return refusal
            with self.lock:
                self.calls["contacts:put"] += 1
                made = []
                for wanted in request.get_json()["Contacts"]:
                    if self._active_named(tenant, wanted.get("Name", "")):
                        return validation(f"The contact name {wanted['Name']} is already assigned to another contact. "
                                          "The contact name must be unique across all active contacts.")
                    made.append(self._new_contact(tenant, wanted))
            return jsonify({"Id": str(uuid.uuid4()), "Status": "OK", "ProviderName": "Claimdesk",
                            "DateTimeUTC": "/Date(1764115200000)/", "Contacts": made})

        return app

    # ---- kept under self.lock -----------------------------------------------------------------

    def _new_contact(self, tenant: str, fields: dict) -> dict:
        contact = {**fields, "ContactID": str(uuid.uuid4()), "ContactStatus": fields.get("ContactStatus", "ACTIVE")}
        self.contacts.setdefault(tenant, []).append(contact)
        return contact

    def _active_named(self, tenant: str, name: str) -> dict | None:
        return next((c for c in self.contacts.get(tenant, []) if c["ContactStatus"] == "ACTIVE" and c["Name"] == name),
                    None)

    def _contact_of(self, tenant: str, wanted: dict) -> dict | None:
        """An invoice's contact: by ContactID (None when unknown), else by name, made when missing."""
        if wanted.get("ContactID"):
            return next((c for c in self.contacts.get(tenant, []) if c["ContactID"] == wanted["ContactID"]), None)
        return self._active_named(tenant, wanted.get("Name", "")) or self._new_contact(tenant, wanted)

    @staticmethod
    def _totals(invoice: dict) -> None:
        for line in invoice["LineItems"]:
            line.setdefault("LineItemID", str(uuid.uuid4()))
        sub = round(sum(line["LineAmount"] for line in invoice["LineItems"]), 2)
        tax = round(sum(line.get("TaxAmount", 0) for line in invoice["LineItems"]), 2)
        invoice.update(SubTotal=sub, TotalTax=tax, Total=round(sub + tax, 2))

    @staticmethod
    def _envelope(invoices):
        return {"Id": str(uuid.uuid4()), "Status": "OK", "ProviderName": "Claimdesk",
                "DateTimeUTC": "/Date(1764115200000)/", "Invoices": invoices}


_TERM = re.compile(r'\s*([A-Za-z]+)\s*==\s*"((?:[^"]|"")*)"\s*(\|\||&&|$)')


def where_filter(where: str):
    """Xero's `where` for what Claimdesk sends: `Field=="text"` terms joined by || or && (evaluated
    left to right), as a predicate over a contact."""
    if not where:
        return lambda contact: True
    terms, position = [], 0
    while position < len(where):
        found = _TERM.match(where, position)
        if found is None:
            raise ValueError(f"Unsupported where clause: {where}")
        terms.append((found.group(1), found.group(2).replace('""', '"'), found.group(3)))
        position = found.end()
        if not found.group(3):
            break
    if position < len(where) or terms[-1][2]:
        raise ValueError(f"Unsupported where clause: {where}")

    def matches(contact: dict) -> bool:
        result, joiner = None, None
        for field_name, text, next_joiner in terms:
            hit = contact.get(field_name) == text
            result = hit if joiner is None else (result or hit) if joiner == "||" else (result and hit)
            joiner = next_joiner
        return bool(result)

    return matches
