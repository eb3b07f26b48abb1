"""The rule that masks the secrets of URLs before any log line holds them (app/redact.py)."""
import pytest

from app.redact import redact

KEY = "Zx9_-" * 8 + "abc"  # 43 characters, as secrets.token_urlsafe(32)


@pytest.mark.parametrize("line, logged", [
    # An access link: the spec's form masks the path's key; the emailed form has none in its path.
    (f'"GET /link/L1d_/{KEY}/claim-3 HTTP/1.1"', '"GET /link/L1d_/***/claim-3 HTTP/1.1"'),
    ('"GET /link/L1d_/claim-3 HTTP/1.1"', '"GET /link/L1d_/claim-3 HTTP/1.1"'),
    ('"GET /link/L1d_/schedule-12?schedule=1 HTTP/1.1"', '"GET /link/L1d_/schedule-12?schedule=1 HTTP/1.1"'),
    (f"https://claimdesk.example/link/L1d_/claim-3#key={KEY}", "https://claimdesk.example/link/L1d_/claim-3#key=***"),
    # A key that happens to start like a document is still a key.
    (f"/link/L1d_/claim-3{KEY}/claim-3", "/link/L1d_/***/claim-3"),
    # Sign-in links, OAuth callbacks and file tokens.
    ("/login/link?token=abc.def&to=/x", "/login/link?token=***&to=/x"),
    ("/auth/oidc/google/callback?state=s1&code=c2", "/auth/oidc/google/callback?state=***&code=***"),
    ("/files/a/tok.en=/plan.pdf", "/files/a/***/plan.pdf"),
    # Nothing secret: unchanged.
    ("/acme/projects/p/c/claims/3", "/acme/projects/p/c/claims/3"),
])
def test_secrets_are_masked_and_the_rest_of_the_line_stays(line, logged):
    assert redact(line) == logged
