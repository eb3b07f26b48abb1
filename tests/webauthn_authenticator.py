"""A small software WebAuthn authenticator (ES256, "none" attestation) for API tests.

It answers the JSON options our server sends exactly as a browser's `PublicKeyCredential`
`toJSON()` would, and lets a test bend any part of the answer (user verification flag, sign
count, user handle, origin, RP ID) to check that the server refuses it.
"""
import base64
import hashlib
import json
import os
import struct
from dataclasses import dataclass, field

import cbor2
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.asymmetric import ec

FLAG_UP, FLAG_UV, FLAG_AT = 0x01, 0x04, 0x40


def b64u(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def unb64u(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


@dataclass
class Credential:
    credential_id: bytes
    key: ec.EllipticCurvePrivateKey
    user_handle: bytes
    rp_id: str
    sign_count: int = 0


@dataclass
class SoftAuthenticator:
    origin: str = "http://localhost:5000"
    credentials: list[Credential] = field(default_factory=list)

    def create(self, options: dict, *, uv: bool = True, origin: str | None = None) -> dict:
        """navigator.credentials.create(): a registration credential as JSON."""
        rp_id = options["rp"]["id"]
        key = ec.generate_private_key(ec.SECP256R1())
        credential = Credential(os.urandom(16), key, unb64u(options["user"]["id"]), rp_id)
        numbers = key.public_key().public_numbers()
        cose_key = cbor2.dumps({1: 2, 3: -7, -1: 1, -2: numbers.x.to_bytes(32, "big"), -3: numbers.y.to_bytes(32, "big")})
        auth_data = (
            hashlib.sha256(rp_id.encode()).digest()
            + bytes([FLAG_UP | (FLAG_UV if uv else 0) | FLAG_AT])
            + struct.pack(">I", 0)
            + bytes(16)
            + struct.pack(">H", len(credential.credential_id))
            + credential.credential_id
            + cose_key
        )
        client_data = self._client_data("webauthn.create", options["challenge"], origin)
        self.credentials.append(credential)
        return {
            "id": b64u(credential.credential_id),
            "rawId": b64u(credential.credential_id),
            "type": "public-key",
            "authenticatorAttachment": "platform",
            "clientExtensionResults": {},
            "response": {
                "clientDataJSON": b64u(client_data),
                "attestationObject": b64u(cbor2.dumps({"fmt": "none", "attStmt": {}, "authData": auth_data})),
                "transports": ["internal"],
            },
        }

    def get(self, options: dict, *, credential: Credential | None = None, uv: bool = True,
            sign_count: int | None = None, user_handle: bytes | None = None, origin: str | None = None,
            rp_id: str | None = None) -> dict:
        """navigator.credentials.get(): an assertion as JSON (the newest credential by default)."""
        credential = credential or self.credentials[-1]
        if sign_count is None:
            credential.sign_count += 1
            sign_count = credential.sign_count
        auth_data = (
            hashlib.sha256((rp_id or options.get("rpId") or credential.rp_id).encode()).digest()
            + bytes([FLAG_UP | (FLAG_UV if uv else 0)])
            + struct.pack(">I", sign_count)
        )
        client_data = self._client_data("webauthn.get", options["challenge"], origin)
        signature = credential.key.sign(auth_data + hashlib.sha256(client_data).digest(), ec.ECDSA(hashes.SHA256()))
        return {
            "id": b64u(credential.credential_id),
            "rawId": b64u(credential.credential_id),
            "type": "public-key",
            "authenticatorAttachment": "platform",
            "clientExtensionResults": {},
            "response": {
                "clientDataJSON": b64u(client_data),
                "authenticatorData": b64u(auth_data),
                "signature": b64u(signature),
                "userHandle": b64u(user_handle if user_handle is not None else credential.user_handle),
            },
        }

    def _client_data(self, kind: str, challenge: str, origin: str | None) -> bytes:
        return json.dumps(
            {"type": kind, "challenge": challenge, "origin": origin or self.origin, "crossOrigin": False}
        ).encode()
