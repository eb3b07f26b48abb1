"""A small local OpenID Connect provider standing in for Google and for Microsoft (Entra ID), so the
real client (authlib over requests, app/auth/oidc.py) talks HTTP to it and nothing of ours is bypassed:

- GET  /google/.well-known/openid-configuration           issuer {url}/google (Google's shape)
- GET  /ms/<tenant>/v2.0/.well-known/openid-configuration  issuer {url}/ms/{tenantid}/v2.0 for
                                                           'common' (Microsoft's multi-tenant shape)
- GET  /jwks                                               the public half of a real RSA key
- GET  .../authorize    consents at once as `next_user[provider]` and redirects back with a code
                        (client id, redirect URI, response type, S256 challenge, state and nonce required)
- POST .../token        authorization_code grant (client_secret_basic, PKCE checked, each code once);
                        answers an access token and an ID token signed RS256 with that key

`tamper[provider]` bends the next ID tokens for tests: {"aud": ..., "exp": -3600 (seconds from now),
"nonce": ..., "iss": ..., "other_key": True (sign with a key not in the JWKS), "drop": ["tid"]}.
"""
import base64
import hashlib
import secrets
import threading
import time
import uuid
from urllib.parse import urlencode

from flask import Flask, jsonify, redirect, request
from joserfc import jwt
from joserfc.jwk import KeySet, RSAKey

from tests.local_server import LocalServer

CLIENTS = {"google": ("fake-google-client", "fake-google-secret"),
           "microsoft": ("fake-ms-client", "fake-ms-secret")}
KID = "fake-key-1"


def _challenge(verifier: str) -> str:
    return base64.urlsafe_b64encode(hashlib.sha256(verifier.encode()).digest()).rstrip(b"=").decode()


class OidcFake(LocalServer):
    def __init__(self):
        self.lock = threading.Lock()
        self.key = RSAKey.generate_key(2048, parameters={"kid": KID})
        self.other_key = RSAKey.generate_key(2048, parameters={"kid": KID})
        super().__init__(self._make_app())
        self.reset()

    def reset(self):
        with self.lock:
            self.codes = {}  # code -> (provider, challenge, redirect_uri, nonce, user)
            self.tamper = {"google": {}, "microsoft": {}}
            self.token_calls = 0
            self.next_user = {"google": self.user("google"), "microsoft": self.user("microsoft")}

    @staticmethod
    def user(provider: str, email: str | None = None, **claims) -> dict:
        """A person at the provider: a fresh subject (and, at Microsoft, a directory)."""
        person = {"sub": uuid.uuid4().hex, "email": email or f"{uuid.uuid4().hex[:8]}@example.com",
                  "email_verified": True, "name": "Pat Provider"}
        if provider == "microsoft":
            person.update(tid=str(uuid.uuid4()), oid=str(uuid.uuid4()), preferred_username=person["email"])
            del person["email_verified"]
        person.update(claims)
        return person

    def config(self) -> dict:
        return {
            "GOOGLE_CLIENT_ID": CLIENTS["google"][0], "GOOGLE_CLIENT_SECRET": CLIENTS["google"][1],
            "GOOGLE_ISSUER": f"{self.url}/google",
            "MICROSOFT_CLIENT_ID": CLIENTS["microsoft"][0], "MICROSOFT_CLIENT_SECRET": CLIENTS["microsoft"][1],
            "MICROSOFT_AUTHORITY": f"{self.url}/ms", "MICROSOFT_TENANT": "common",
        }

    # ---- the endpoints -----------------------------------------------------------------------

    def _issuer(self, provider: str, user: dict | None = None) -> str:
        if provider == "google":
            return f"{self.url}/google"
        return f"{self.url}/ms/{user['tid'] if user else '{tenantid}'}/v2.0"

    def _metadata(self, provider: str, base: str) -> dict:
        return {
            "issuer": self._issuer(provider),
            "authorization_endpoint": f"{base}/authorize",
            "token_endpoint": f"{base}/token",
            "jwks_uri": f"{self.url}/jwks",
            "response_types_supported": ["code"],
            "subject_types_supported": ["public" if provider == "google" else "pairwise"],
            "id_token_signing_alg_values_supported": ["RS256"],
            "scopes_supported": ["openid", "email", "profile"],
            "code_challenge_methods_supported": ["S256"],
        }

    def _authorize(self, provider: str):
        args = request.args
        client_id = CLIENTS[provider][0]
        if args.get("client_id") != client_id or args.get("response_type") != "code" \
                or args.get("code_challenge_method") != "S256" or not args.get("code_challenge") \
                or not args.get("state") or not args.get("nonce") or "openid" not in args.get("scope", "").split():
            return "bad authorisation request", 400
        code = secrets.token_urlsafe(16)
        with self.lock:
            self.codes[code] = (provider, args["code_challenge"], args["redirect_uri"], args["nonce"],
                                dict(self.next_user[provider]))
        return redirect(f"{args['redirect_uri']}?{urlencode({'code': code, 'state': args['state']})}")

    def _token(self, provider: str):
        auth = request.authorization
        client_id, secret = CLIENTS[provider]
        if auth is None or auth.username != client_id or auth.password != secret:
            return jsonify(error="invalid_client"), 401
        form = request.form
        with self.lock:
            self.token_calls += 1
            entry = self.codes.pop(form.get("code", ""), None)
            tamper = dict(self.tamper[provider])
        if form.get("grant_type") != "authorization_code" or entry is None or entry[0] != provider:
            return jsonify(error="invalid_grant", error_description="unknown or used code"), 400
        _, challenge, redirect_uri, nonce, user = entry
        if form.get("redirect_uri") != redirect_uri or _challenge(form.get("code_verifier", "")) != challenge:
            return jsonify(error="invalid_grant", error_description="PKCE or redirect_uri mismatch"), 400
        at = int(time.time())
        claims = {"iss": self._issuer(provider, user), "aud": client_id, "iat": at,
                  "exp": at + tamper.get("exp", 3600), "nonce": tamper.get("nonce", nonce), **user}
        for name in ("aud", "iss"):
            if name in tamper:
                claims[name] = tamper[name]
        for name in tamper.get("drop", ()):
            claims.pop(name, None)
        key = self.other_key if tamper.get("other_key") else self.key
        id_token = jwt.encode({"alg": "RS256", "kid": KID, "typ": "JWT"}, claims, key)
        return jsonify(access_token=secrets.token_urlsafe(24), token_type="Bearer", expires_in=3600,
                       scope="openid email profile", id_token=id_token)

    def _make_app(self):
        app = Flask("oidc-fake")

        @app.get("/google/.well-known/openid-configuration")
        def google_metadata():
            return jsonify(self._metadata("google", f"{self.url}/google"))

        @app.get("/ms/<tenant>/v2.0/.well-known/openid-configuration")
        def ms_metadata(tenant):
            return jsonify(self._metadata("microsoft", f"{self.url}/ms/{tenant}/oauth2/v2.0"))

        @app.get("/jwks")
        def jwks():
            return jsonify(KeySet([self.key]).as_dict(private=False))

        @app.get("/google/authorize")
        def google_authorize():
            return self._authorize("google")

        @app.get("/ms/<tenant>/oauth2/v2.0/authorize")
        def ms_authorize(tenant):
            return self._authorize("microsoft")

        @app.post("/google/token")
        def google_token():
            return self._token("google")

        @app.post("/ms/<tenant>/oauth2/v2.0/token")
        def ms_token(tenant):
            return self._token("microsoft")

        return app
