"""Xero's endpoints, through authlib's OAuth 2.0 client (requests): authorisation code with PKCE
(S256), token refresh and revocation, the tenants a grant reaches (/connections), contacts and
invoices (created, and updated by their InvoiceID).

Every URL comes from the configuration (XERO_*_URL), so tests point the real client at a local fake.
"""
from dataclasses import dataclass

from authlib.integrations.base_client.errors import OAuthError
from authlib.integrations.requests_client import OAuth2Session
from flask import current_app

TIMEOUT = 20
PROVIDER = "xero"


class XeroError(Exception):
    """Xero answered with an error (or not at all)."""


class Refused(XeroError):
    """Xero answered 4xx to what was sent (a validation error, a paid bill, a tenant no longer
    connected): someone has to change something, here or in Xero. Not an outage (5xx, 429, no answer)."""


class GrantInvalid(XeroError):
    """The refresh token no longer works (revoked, expired, or used twice): connect again."""


@dataclass(frozen=True)
class Settings:
    client_id: str
    client_secret: str
    authorize_url: str
    token_url: str
    revoke_url: str
    api_url: str
    scopes: str
    redirect_uri: str


def configured() -> bool:
    config = current_app.config
    return bool(config.get("XERO_CLIENT_ID") and config.get("XERO_CLIENT_SECRET"))


def settings() -> Settings:
    c = current_app.config
    return Settings(c["XERO_CLIENT_ID"], c["XERO_CLIENT_SECRET"], c["XERO_AUTHORIZE_URL"], c["XERO_TOKEN_URL"],
                    c["XERO_REVOKE_URL"], c["XERO_API_URL"].rstrip("/"), c["XERO_SCOPES"],
                    f"{c['PUBLIC_URL']}/xero/callback")


def _session(s: Settings, token: dict | None = None) -> OAuth2Session:
    return OAuth2Session(s.client_id, s.client_secret, scope=s.scopes, redirect_uri=s.redirect_uri,
                         code_challenge_method="S256", token=token)


def authorize_url(state: str, code_verifier: str) -> str:
    s = settings()
    with _session(s) as client:
        url, _ = client.create_authorization_url(s.authorize_url, state=state, code_verifier=code_verifier)
    return url


def exchange(code: str, code_verifier: str) -> dict:
    s = settings()
    try:
        with _session(s) as client:
            return dict(client.fetch_token(s.token_url, code=code, code_verifier=code_verifier, timeout=TIMEOUT))
    except OAuthError as exc:
        raise XeroError(f"{exc.error}: {exc.description or ''}".strip(": ")) from exc


def refresh(refresh_token: str) -> dict:
    s = settings()
    try:
        with _session(s) as client:
            return dict(client.refresh_token(s.token_url, refresh_token=refresh_token, timeout=TIMEOUT))
    except OAuthError as exc:
        if exc.error == "invalid_grant":
            raise GrantInvalid(exc.description or exc.error) from exc
        raise XeroError(f"{exc.error}: {exc.description or ''}".strip(": ")) from exc


def revoke(refresh_token: str) -> None:
    s = settings()
    with _session(s) as client:
        response = client.revoke_token(s.revoke_url, token=refresh_token, token_type_hint="refresh_token",
                                       timeout=TIMEOUT)
    if response.status_code >= 400:
        raise XeroError(f"revocation refused (HTTP {response.status_code})")


def _api(token: dict, method: str, path: str, *, tenant_id: str | None = None, **kwargs):
    s = settings()
    headers = {"Accept": "application/json", **kwargs.pop("headers", {})}
    if tenant_id:
        headers["xero-tenant-id"] = tenant_id
    with _session(s, token=token) as client:
        response = client.request(method, f"{s.api_url}{path}", headers=headers, timeout=TIMEOUT, **kwargs)
    if response.status_code >= 400:
        refused = response.status_code < 500 and response.status_code != 429
        raise (Refused if refused else XeroError)(_problem(response))
    return response.json()


def _problem(response) -> str:
    try:
        body = response.json()
    except ValueError:
        return f"HTTP {response.status_code}"
    messages = [e.get("Message") for el in body.get("Elements", []) for e in el.get("ValidationErrors", [])]
    detail = "; ".join(m for m in messages if m) or body.get("Detail") or body.get("Message") or body.get("Title")
    return f"HTTP {response.status_code}: {detail}" if detail else f"HTTP {response.status_code}"


def tenants(token: dict) -> list[dict]:
    """The organisations the grant reaches: [{id, name}] (Xero's tenantId and tenantName)."""
    rows = _api(token, "GET", "/connections")
    return [{"id": r["tenantId"], "name": r.get("tenantName") or r["tenantId"]}
            for r in rows if r.get("tenantType", "ORGANISATION") == "ORGANISATION"]


def create_invoice(token: dict, tenant_id: str, invoice: dict, idempotency_key: str) -> dict:
    """POST one invoice; Xero's Idempotency-Key makes a retry after a lost answer return the same one."""
    body = _api(token, "POST", "/api.xro/2.0/Invoices", tenant_id=tenant_id, json={"Invoices": [invoice]},
                headers={"Idempotency-Key": idempotency_key})
    return body["Invoices"][0]


def update_invoice(token: dict, tenant_id: str, invoice_id: str, changes: dict, idempotency_key: str) -> dict:
    """POST the changes to the invoice's own URL (Xero's update): given LineItems replace the old
    ones. Xero refuses once the document is paid, voided or deleted."""
    body = _api(token, "POST", f"/api.xro/2.0/Invoices/{invoice_id}", tenant_id=tenant_id,
                json={"Invoices": [{**changes, "InvoiceID": invoice_id}]}, headers={"Idempotency-Key": idempotency_key})
    return body["Invoices"][0]


def quoted(value: str) -> str:
    """A string literal of Xero's `where` filter (its expressions double an embedded quote)."""
    return '"' + value.replace('"', '""') + '"'


def find_contacts(token: dict, tenant_id: str, where: str) -> list[dict]:
    """Active contacts matching a `where` filter (GET /Contacts?where=...)."""
    return _api(token, "GET", "/api.xro/2.0/Contacts", tenant_id=tenant_id, params={"where": where})["Contacts"]


def create_contact(token: dict, tenant_id: str, contact: dict) -> dict:
    """PUT a new contact; Xero refuses a name another active contact has."""
    return _api(token, "PUT", "/api.xro/2.0/Contacts", tenant_id=tenant_id, json={"Contacts": [contact]})["Contacts"][0]


def invoice_url(invoice_id: str, *, payable: bool = False) -> str:
    """Where Xero shows a sales invoice, or a bill (`payable`)."""
    page = "AccountsPayable/Edit.aspx" if payable else "AccountsReceivable/View.aspx"
    return f"{current_app.config['XERO_WEB_URL'].rstrip('/')}/{page}?InvoiceID={invoice_id}"
