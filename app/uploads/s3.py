"""AWS Signature Version 4 query-string presigning for S3-compatible buckets (no SDK).

Presigned URLs are all the app needs: the browser PUTs to one, and the server GETs, PUTs
and DELETEs through others with urllib. The payload is not signed (UNSIGNED-PAYLOAD, as S3
allows for presigned URLs); the headers listed in `headers` are, so a PUT signed for
`image/png` is refused by the bucket for any other Content-Type.
Reference: https://docs.aws.amazon.com/AmazonS3/latest/API/sigv4-query-string-auth.html
"""
import hashlib
import hmac
from datetime import datetime, timezone
from urllib.parse import quote, urlsplit

ALGORITHM = "AWS4-HMAC-SHA256"
UNSIGNED_PAYLOAD = "UNSIGNED-PAYLOAD"


def _encode(value: str, safe: str = "") -> str:
    # RFC 3986: everything but unreserved characters is percent-encoded (upper-case hex).
    return quote(value, safe="-_.~" + safe)


def _hmac(key: bytes, message: str) -> bytes:
    return hmac.new(key, message.encode("utf-8"), hashlib.sha256).digest()


def signing_key(secret_key: str, date: str, region: str, service: str = "s3") -> bytes:
    key = _hmac(("AWS4" + secret_key).encode("utf-8"), date)
    key = _hmac(key, region)
    key = _hmac(key, service)
    return _hmac(key, "aws4_request")


def presign(
    method: str,
    url: str,
    *,
    region: str,
    access_key: str,
    secret_key: str,
    expires: int,
    headers: dict[str, str] | None = None,
    session_token: str | None = None,
    at: datetime | None = None,
) -> str:
    """`url` (scheme://host/path, path unencoded) presigned for `method`, valid `expires` s."""
    if not 1 <= expires <= 604800:
        raise ValueError("S3 presigned URLs last between 1 second and 7 days")
    at = (at or datetime.now(timezone.utc)).astimezone(timezone.utc)
    amz_date = at.strftime("%Y%m%dT%H%M%SZ")
    date = amz_date[:8]
    parts = urlsplit(url)
    host = parts.netloc
    signed = {"host": host, **{k.lower(): " ".join(str(v).split()) for k, v in (headers or {}).items()}}
    signed_names = ";".join(sorted(signed))
    scope = f"{date}/{region}/s3/aws4_request"
    query = {
        "X-Amz-Algorithm": ALGORITHM,
        "X-Amz-Credential": f"{access_key}/{scope}",
        "X-Amz-Date": amz_date,
        "X-Amz-Expires": str(expires),
        "X-Amz-SignedHeaders": signed_names,
    }
    if session_token:
        query["X-Amz-Security-Token"] = session_token
    canonical_query = "&".join(f"{_encode(k)}={_encode(v)}" for k, v in sorted(query.items()))
    canonical_uri = _encode(parts.path or "/", safe="/")
    canonical_headers = "".join(f"{name}:{signed[name]}\n" for name in sorted(signed))
    canonical_request = "\n".join(
        [method.upper(), canonical_uri, canonical_query, canonical_headers, signed_names, UNSIGNED_PAYLOAD]
    )
    string_to_sign = "\n".join(
        [ALGORITHM, amz_date, scope, hashlib.sha256(canonical_request.encode("utf-8")).hexdigest()]
    )
    signature = hmac.new(signing_key(secret_key, date, region), string_to_sign.encode("utf-8"), hashlib.sha256)
    return f"{parts.scheme}://{host}{canonical_uri}?{canonical_query}&X-Amz-Signature={signature.hexdigest()}"
