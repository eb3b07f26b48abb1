"""Google and Microsoft (Entra ID) through OpenID Connect, with authlib's OAuth 2.0 client (requests):
authorisation code with PKCE (S256), a state and a nonce; the ID token is checked by authlib's
`CodeIDToken` after joserfc verified its signature against the provider's JWKS.

- Endpoints come from each provider's discovery document, fetched once an hour per process; the
  JWKS likewise, and again at once when a token names a key id it does not hold (key rotation).
- Only asymmetric signatures are accepted (never `none` or an HMAC keyed with a public secret).
- `iss` must be the discovery's issuer. Microsoft's multi-tenant issuer holds `{tenantid}`: it is
  filled with the token's own `tid` (signed), so a token of any directory passes only with the
  issuer of that same directory; a token without `tid` is refused with the spec's
  'No Tenant ID found'. `aud` must be our client id, `exp` in the future (60 s leeway), `nonce` the
  one saved with the state, `azp` (when present) our client id, `at_hash` (when present) the
  access token's.

Every URL derives from the configuration (GOOGLE_ISSUER, MICROSOFT_AUTHORITY/TENANT), so tests point
the real client at a local fake (tests/oidc_fake.py).
"""
import threading
import time
from dataclasses import dataclass

from authlib.integrations.base_client.errors import OAuthError
from authlib.integrations.requests_client import OAuth2Session
from authlib.oidc.core import CodeIDToken
from flask import current_app
from joserfc import jwt
from joserfc.errors import InvalidKeyIdError, JoseError
from joserfc.jwk import KeySet
from joserfc.jws import JWSRegistry

TIMEOUT = 20
SCOPES = "openid email profile"
METADATA_TTL = 3600
LEEWAY = 60
ASYMMETRIC = ("RS256", "RS384", "RS512", "PS256", "PS384", "PS512", "ES256", "ES384", "ES512")
LABELS = {"google": "Google", "microsoft": "Microsoft"}
NO_TENANT = "No Tenant ID found"


class ProviderError(Exception):
    """The provider answered with an error, or not at all."""


class TokenRefused(Exception):
    """The ID token failed a check (signature, issuer, audience, expiry, nonce ...)."""


class NoTenant(TokenRefused):
    def __init__(self):
        super().__init__(NO_TENANT)


@dataclass(frozen=True)
class Provider:
    name: str
    label: str
    client_id: str
    client_secret: str
    discovery_url: str
    redirect_uri: str


def configured(name: str) -> bool:
    config = current_app.config
    key = name.upper()
    return name in LABELS and bool(config.get(f"{key}_CLIENT_ID") and config.get(f"{key}_CLIENT_SECRET"))


def provider(name: str) -> Provider:
    c = current_app.config
    if name == "google":
        discovery = f"{c['GOOGLE_ISSUER'].rstrip('/')}/.well-known/openid-configuration"
    else:
        discovery = f"{c['MICROSOFT_AUTHORITY'].rstrip('/')}/{c['MICROSOFT_TENANT']}/v2.0/.well-known/openid-configuration"
    key = name.upper()
    return Provider(name, LABELS[name], c[f"{key}_CLIENT_ID"], c[f"{key}_CLIENT_SECRET"], discovery,
                    f"{c['PUBLIC_URL']}/auth/oidc/{name}/callback")


_cache: dict[str, tuple[float, dict]] = {}
_cache_lock = threading.Lock()


def _session(p: Provider) -> OAuth2Session:
    return OAuth2Session(p.client_id, p.client_secret, scope=SCOPES, redirect_uri=p.redirect_uri,
                         code_challenge_method="S256")


def _get_json(p: Provider, url: str, *, force: bool = False) -> dict:
    with _cache_lock:
        hit = _cache.get(url)
    if hit and not force and time.monotonic() - hit[0] < METADATA_TTL:
        return hit[1]
    try:
        with _session(p) as client:
            response = client.get(url, timeout=TIMEOUT, withhold_token=True)
        response.raise_for_status()
        body = response.json()
    except (OSError, ValueError) as exc:
        raise ProviderError(f"{p.label} could not be reached ({exc.__class__.__name__})") from exc
    with _cache_lock:
        _cache[url] = (time.monotonic(), body)
    return body


def metadata(p: Provider) -> dict:
    return _get_json(p, p.discovery_url)


def authorize_url(p: Provider, *, state: str, nonce: str, code_verifier: str) -> str:
    endpoint = metadata(p)["authorization_endpoint"]
    with _session(p) as client:
        url, _ = client.create_authorization_url(endpoint, state=state, nonce=nonce, code_verifier=code_verifier,
                                                 prompt="select_account")
    return url


def exchange(p: Provider, code: str, code_verifier: str) -> dict:
    try:
        with _session(p) as client:
            return dict(client.fetch_token(metadata(p)["token_endpoint"], code=code, code_verifier=code_verifier,
                                           timeout=TIMEOUT))
    except OAuthError as exc:
        raise ProviderError(f"{exc.error}: {exc.description or ''}".strip(": ")) from exc
    except (OSError, ValueError) as exc:
        raise ProviderError(f"{p.label} could not be reached ({exc.__class__.__name__})") from exc


def _decode(p: Provider, id_token: str, algorithms: list[str]):
    registry = JWSRegistry(algorithms=algorithms)
    jwks_uri = metadata(p)["jwks_uri"]
    try:
        return jwt.decode(id_token, KeySet.import_key_set(_get_json(p, jwks_uri)), registry=registry)
    except InvalidKeyIdError:
        return jwt.decode(id_token, KeySet.import_key_set(_get_json(p, jwks_uri, force=True)), registry=registry)


def _issuers(p: Provider, issuer: str, claims: dict) -> list[str]:
    if "{tenantid}" in issuer:
        tid = claims.get("tid")
        if not isinstance(tid, str) or not tid:
            raise NoTenant()
        return [issuer.replace("{tenantid}", tid)]
    if issuer == "https://accounts.google.com":  # Google documents both forms of its issuer
        return [issuer, "accounts.google.com"]
    return [issuer]


def verify_id_token(p: Provider, token: dict, nonce: str) -> dict:
    """The ID token's claims once every check passed; TokenRefused (or NoTenant) otherwise."""
    id_token = token.get("id_token")
    if not isinstance(id_token, str) or not id_token:
        raise TokenRefused("no ID token in the answer")
    md = metadata(p)
    algorithms = [a for a in md.get("id_token_signing_alg_values_supported", ["RS256"]) if a in ASYMMETRIC]
    try:
        decoded = _decode(p, id_token, algorithms)
        if p.name == "microsoft" and not decoded.claims.get("tid"):
            raise NoTenant()
        claims = CodeIDToken(
            decoded.claims, decoded.header,
            {"iss": {"essential": True, "values": _issuers(p, md["issuer"], decoded.claims)},
             "aud": {"essential": True, "value": p.client_id}},
            {"nonce": nonce, "client_id": p.client_id, "access_token": token.get("access_token")},
        )
        claims.validate(leeway=LEEWAY)
    except JoseError as exc:
        raise TokenRefused(f"{exc.error}: {exc.description or ''}".strip(": ")) from exc
    except (ValueError, TypeError, KeyError) as exc:
        raise TokenRefused(f"malformed ID token ({exc.__class__.__name__})") from exc
    return dict(claims)


def email_verified(p: Provider, claims: dict) -> str | None:
    """The email the provider vouches for, else None. Microsoft's `email` is whatever the directory
    holds, unverified, unless the token says so (`xms_edov`, or `email_verified`)."""
    email = claims.get("email")
    if not isinstance(email, str) or "@" not in email:
        return None
    verified = claims.get("email_verified") is True or claims.get("email_verified") == "true"
    if p.name == "microsoft":
        verified = verified or claims.get("xms_edov") in (True, "1", "true")
    return email.strip().lower() if verified else None
