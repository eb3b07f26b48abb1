"""Tokens at rest: Fernet (AES-128-CBC + HMAC) with a key derived from INTEGRATIONS_TOKEN_KEY, else
from SECRET_KEY, so a database dump alone never yields a usable Xero token."""
import base64
import json

from cryptography.fernet import Fernet
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.kdf.hkdf import HKDF
from flask import current_app


def _fernet() -> Fernet:
    secret = current_app.config.get("INTEGRATIONS_TOKEN_KEY") or current_app.config["SECRET_KEY"]
    key = HKDF(algorithm=hashes.SHA256(), length=32, salt=None, info=b"claimdesk accounting tokens").derive(
        secret.encode())
    return Fernet(base64.urlsafe_b64encode(key))


def seal(value) -> str:
    return _fernet().encrypt(json.dumps(value).encode()).decode()


def unseal(token: str):
    return json.loads(_fernet().decrypt(token.encode()))
