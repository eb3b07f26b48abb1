"""Configuration from the environment, with the embedded defaults of the design card.

Everything a deployment sets comes from environment variables; `create_app(config)` can
override any key (tests do). Nothing here starts a service: the database and Redis URLs are
resolved lazily by `app.embedded` the first time something needs them.
"""
import os
import secrets
from pathlib import Path
from urllib.parse import urlparse

ENVIRONMENTS = ("development", "test", "production")
LOCAL_HOSTS = ("localhost", "127.0.0.1", "::1")


def instance_path() -> Path:
    return Path(os.environ.get("CLAIMDESK_INSTANCE", "instance")).resolve()


def _secret_key(instance: Path) -> str:
    """A stable secret per instance folder, so sessions and signed URLs survive restarts."""
    if os.environ.get("SECRET_KEY"):
        return os.environ["SECRET_KEY"]
    instance.mkdir(parents=True, exist_ok=True)
    key_file = instance / "secret_key"
    if not key_file.exists():
        fd = os.open(key_file, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(fd, "w") as f:
            f.write(secrets.token_urlsafe(48))
    return key_file.read_text().strip()


def from_environment() -> dict:
    env = os.environ.get("CLAIMDESK_ENV", "development")
    if env not in ENVIRONMENTS:
        raise RuntimeError(f"CLAIMDESK_ENV must be one of {', '.join(ENVIRONMENTS)}, not {env!r}")
    instance = instance_path()
    port = int(os.environ.get("PORT", "5000"))
    public_url = os.environ.get("PUBLIC_URL", f"http://localhost:{port}").rstrip("/")
    web = web_server()
    return {
        "ENV_NAME": env,
        "INSTANCE": instance,
        "SECRET_KEY": _secret_key(instance),
        "PUBLIC_URL": public_url,
        # The payer's 'More information' link in the claim email (issue 36): unset, the product's
        # own page on the payer's duties under the Act (PUBLIC_URL/help/payers); else the page named
        # (the UI's link reads the same variable when it is built: ui/src/config.ts).
        "PAYER_INFO_URL": os.environ.get("CLAIMDESK_PAYER_INFO_URL") or None,
        "DATABASE_URL": os.environ.get("DATABASE_URL"),
        # `pgbouncer` when DATABASE_URL is a transaction-mode PgBouncer (app.db says what changes).
        "DATABASE_POOLER": os.environ.get("DATABASE_POOLER") or None,
        # A connection bound to this many organisations' schemas is replaced (app.db: a backend's
        # catalogue cache grows with every schema it touches); 0 = never.
        "DATABASE_SCHEMAS_PER_CONNECTION": _int_env("DATABASE_SCHEMAS_PER_CONNECTION", 250),
        "REDIS_URL": os.environ.get("REDIS_URL"),
        "SMTP_URL": os.environ.get("SMTP_URL"),
        "MAIL_FROM": os.environ.get("MAIL_FROM", "Claimdesk <no-reply@claimdesk.localhost>"),
        "SALES_EMAIL": os.environ.get("SALES_EMAIL", "sales@claimdesk.localhost"),
        # Where 'Send feedback' goes (app.feedback).
        "SUPPORT_EMAIL": os.environ.get("SUPPORT_EMAIL", "support@claimdesk.localhost"),
        **mail_settings(),
        # Comments and feedback one account may send: far above a person typing, far below a script.
        "COMMENTS_PER_ACCOUNT_PER_10_MINUTES": _int_env("COMMENTS_PER_ACCOUNT_PER_10_MINUTES", 60),
        "FEEDBACK_PER_ACCOUNT_PER_HOUR": _int_env("FEEDBACK_PER_ACCOUNT_PER_HOUR", 10),
        # How long after a page opens the what's-new badge first shows (the spec's widget read this
        # from its vendor's remote options; ours is a setting, sent with the account's state).
        "WHATSNEW_BADGE_DELAY_MS": _int_env("WHATSNEW_BADGE_DELAY_MS", 2000),
        "UI_DIST": Path(os.environ.get("CLAIMDESK_UI_DIST", Path(__file__).resolve().parent.parent / "ui" / "dist")),
        # A request body larger than this is refused before any view reads it.
        "MAX_CONTENT_LENGTH": 16 * 1024 * 1024,
        **web,
        **graphql_settings(web["WEB_CONCURRENCY"], web["WEB_THREADS"]),
        "LOG_FORMAT": os.environ.get("LOG_FORMAT", "text"),
        "JSON_SORT_KEYS": False,
        **auth_settings(public_url),
        **upload_settings(),
        **billing_settings(),
        **integration_settings(),
        **identity_provider_settings(),
    }


# Where ops/run records the address it serves an instance at (ops/supervise.py), so that a command
# run beside it in another shell (`flask demo seed`) links to that server, whatever its port.
SERVER_URL_FILE = "server_url"


def record_server_url(instance: Path, url: str) -> None:
    """Record the address a server of `instance` runs at (written whole: a reader sees the old or the new)."""
    instance.mkdir(parents=True, exist_ok=True)
    tmp = instance / f"{SERVER_URL_FILE}.{os.getpid()}.tmp"
    tmp.write_text(url.rstrip("/") + "\n")
    os.replace(tmp, instance / SERVER_URL_FILE)


def server_url(instance: Path, configured: str) -> str:
    """The address of the running server, for a command's links: PUBLIC_URL when set, else
    http://localhost:$PORT when PORT is set, else the address ops/run last served `instance` at,
    else `configured` (the app's PUBLIC_URL)."""
    if os.environ.get("PUBLIC_URL"):
        return os.environ["PUBLIC_URL"].rstrip("/")
    if os.environ.get("PORT"):
        return f"http://localhost:{int(os.environ['PORT'])}"
    try:
        recorded = (instance / SERVER_URL_FILE).read_text().strip().rstrip("/")
    except OSError:
        recorded = ""
    return recorded or configured


def _int_env(name: str, default: int) -> int:
    return int(os.environ.get(name, default))


NO_SMTP_IN_PRODUCTION = (
    "SMTP_URL must be set when CLAIMDESK_ENV=production: claims, payment schedules and notices are "
    "served by email, and without a relay they would be kept undelivered (see docs/operations.md, 'What runs').")


def check_production(config) -> None:
    """Refuse to start a production app that could not deliver what the Act needs delivered. A
    stored-but-unsent claim or schedule is a party never served, noticed only when a deadline has
    passed; a refused start is noticed at once."""
    if config["ENV_NAME"] == "production" and not config.get("SMTP_URL"):
        raise RuntimeError(NO_SMTP_IN_PRODUCTION)


def mail_settings() -> dict:
    """Outbound email (app.mail, app.jobs.outbox, app.mail.quotas) and the anonymous demo form."""
    return {
        # A promised job failing for its own reason (not an outage) this many times is dead-lettered.
        "OUTBOX_MAX_FAILURES": _int_env("OUTBOX_MAX_FAILURES", 5),
        # A served document's PDF travels with its email up to this size; a larger one is linked
        # instead and the email says so (issue 34). 10 MiB stays within common mail limits once
        # base64 has added its third.
        "MAIL_ATTACHMENT_MAX_BYTES": _int_env("MAIL_ATTACHMENT_MAX_BYTES", 10 * 1024 * 1024),
        # Demo requests (POST /v1/demo) one client address may send an hour: a person asks once.
        "DEMO_REQUESTS_PER_IP_PER_HOUR": _int_env("DEMO_REQUESTS_PER_IP_PER_HOUR", 5),
        # Emails to addresses with no account yet (invitations, new contract recipients, resends,
        # issue emails), per sending account and per organisation: far above a business
        # inviting its people and parties, far below a spammer's run.
        "EMAIL_NEW_ADDRESSES_PER_ACCOUNT_PER_HOUR": _int_env("EMAIL_NEW_ADDRESSES_PER_ACCOUNT_PER_HOUR", 50),
        "EMAIL_NEW_ADDRESSES_PER_ACCOUNT_PER_DAY": _int_env("EMAIL_NEW_ADDRESSES_PER_ACCOUNT_PER_DAY", 200),
        "EMAIL_NEW_ADDRESSES_PER_ORG_PER_HOUR": _int_env("EMAIL_NEW_ADDRESSES_PER_ORG_PER_HOUR", 50),
        "EMAIL_NEW_ADDRESSES_PER_ORG_PER_DAY": _int_env("EMAIL_NEW_ADDRESSES_PER_ORG_PER_DAY", 200),
    }


def web_server() -> dict:
    """How the web server runs (ops/supervise.py starts gunicorn so): processes, threads in each,
    and how long an idle keep-alive connection stays open.

    One process per core (issue 21's load test: the work is Python, one GIL per process, so more
    processes than cores only add switching and memory), with threads for the time requests wait
    on PostgreSQL and Redis. Keep-alive outlasts a person's pause between two requests (think
    time and the UI's 5-30 s polls): gunicorn's 2 s default closed the connection between them, a
    new TCP connection each time and, under load, requests sent on a connection being closed
    (every error of that test). The gthread worker holds idle connections in its poller, not in
    a thread, so a long keep-alive costs a file descriptor each, not capacity. A connection is
    closed after WEB_KEEPALIVE_REQUESTS requests, so that the processes share the load
    (app/web_worker.py says why)."""
    return {"WEB_CONCURRENCY": _int_env("WEB_CONCURRENCY", os.cpu_count() or 2),
            "WEB_THREADS": _int_env("WEB_THREADS", 8), "WEB_KEEPALIVE": _int_env("WEB_KEEPALIVE", 75),
            "WEB_KEEPALIVE_REQUESTS": _int_env("WEB_KEEPALIVE_REQUESTS", 20),
            # gunicorn's own `gthread` is what ops/bench/load's `before` stage ran.
            "WEB_WORKER_CLASS": os.environ.get("WEB_WORKER_CLASS") or "app.web_worker.BalancedThreadWorker"}


def web_server_args() -> list[str]:
    """gunicorn's options for web_server(): its gthread worker (balanced: app/web_worker.py),
    WEB_CONCURRENCY processes of WEB_THREADS threads, WEB_KEEPALIVE seconds of keep-alive, and the
    access log's format with the secrets of URLs masked (app/access_log.py). The worker reads
    WEB_KEEPALIVE_REQUESTS from the environment. The GraphQL budget per account is sized from
    the threads."""
    web = web_server()
    from app.access_log import ACCESS_LOG_FORMAT

    return ["--worker-class", web["WEB_WORKER_CLASS"], "--workers", str(web["WEB_CONCURRENCY"]),
            "--threads", str(web["WEB_THREADS"]), "--keep-alive", str(web["WEB_KEEPALIVE"]),
            # The access log, with the secrets of URLs masked by rule (app/access_log.py).
            "--logger-class", "app.access_log.MaskingLogger", "--access-logformat", ACCESS_LOG_FORMAT]


def graphql_settings(processes: int, threads: int) -> dict:
    return {
        # A GraphQL request is a document and its variables: a 500-line ledger update is ~150 KB.
        "GRAPHQL_MAX_BODY_BYTES": _int_env("GRAPHQL_MAX_BODY_BYTES", 1024 * 1024),
        # Requests running at once (app/graphql/core/budget.py says why): neither an account nor
        # an organisation may fill every thread of one web process, which queues newcomers behind
        # them. An organisation's budget is the sum of what it may hold of each process; at it, a
        # request waits up to GRAPHQL_INFLIGHT_WAIT seconds for a slot before the 429. A request
        # stops counting after GRAPHQL_INFLIGHT_TTL seconds (a dead worker's).
        "GRAPHQL_INFLIGHT_PER_ACCOUNT": _int_env("GRAPHQL_INFLIGHT_PER_ACCOUNT", max(1, threads // 2)),
        "GRAPHQL_INFLIGHT_PER_ORG_PER_PROCESS": _int_env("GRAPHQL_INFLIGHT_PER_ORG_PER_PROCESS", max(1, threads - 2)),
        "GRAPHQL_INFLIGHT_PER_ORG": _int_env("GRAPHQL_INFLIGHT_PER_ORG", processes * max(1, threads - 2)),
        "GRAPHQL_INFLIGHT_WAIT": float(os.environ.get("GRAPHQL_INFLIGHT_WAIT", 2)),
        "GRAPHQL_INFLIGHT_TTL": _int_env("GRAPHQL_INFLIGHT_TTL", 60),
        # Parsed and validated documents kept per process (app/graphql/core/documents.py); the UI
        # sends about 100 different ones.
        "GRAPHQL_DOCUMENT_CACHE_SIZE": _int_env("GRAPHQL_DOCUMENT_CACHE_SIZE", 1000),
    }


def auth_settings(public_url: str) -> dict:
    """Sign-in, sessions and passkeys (app.auth). Secure cookies unless plain-http localhost."""
    parsed = urlparse(public_url)
    plain_local = parsed.scheme == "http" and (parsed.hostname or "") in LOCAL_HOSTS
    secure = os.environ.get("AUTH_COOKIE_SECURE", "0" if plain_local else "1") == "1"
    return {
        # The browser-session cookie; `__Host-` pins it to this host, path / and Secure.
        "AUTH_COOKIE_SECURE": secure,
        "AUTH_COOKIE_NAME": "__Host-claimdesk-session" if secure else "claimdesk-session",
        # An account's session ends 30 days after sign-in, or after 7 days without use.
        "AUTH_SESSION_MAX_AGE": _int_env("AUTH_SESSION_MAX_AGE", 30 * 86400),
        "AUTH_SESSION_IDLE_TIMEOUT": _int_env("AUTH_SESSION_IDLE_TIMEOUT", 7 * 86400),
        # How long at most a web process keeps the sessions, organisation bindings and member rows
        # it read (app/auth/session.py, tenants/bindings.py), used only while the access
        # generation in Redis is unchanged: a bound on whatever else could go wrong, longer than a
        # person's pause between two requests (a 5 s poll missed a 5 s bound every time). 0: read them on every request, the
        # default under CLAIMDESK_ENV=test, so that the statements a test counts do not depend on
        # how fast a busy machine answers (tests/api/auth/test_session_cache.py turns it on).
        "AUTH_SESSION_CACHE_SECONDS": float(os.environ.get(
            "AUTH_SESSION_CACHE_SECONDS", 0 if os.environ.get("CLAIMDESK_ENV") == "test" else 60)),
        # Magic code and link: 10 minutes, 5 wrong tries, 5 codes per email per hour.
        "AUTH_CODE_TTL": _int_env("AUTH_CODE_TTL", 600),
        "AUTH_CODE_MAX_TRIES": _int_env("AUTH_CODE_MAX_TRIES", 5),
        "AUTH_CODES_PER_EMAIL_PER_HOUR": _int_env("AUTH_CODES_PER_EMAIL_PER_HOUR", 5),
        "AUTH_SIGN_INS_PER_IP_PER_HOUR": _int_env("AUTH_SIGN_INS_PER_IP_PER_HOUR", 200),
        "AUTH_ORGS_PER_ACCOUNT_PER_DAY": _int_env("AUTH_ORGS_PER_ACCOUNT_PER_DAY", 20),
        # Public access links (app.links): valid 180 days after the email that carried them; a
        # client address with 30 failed tries in an hour is refused for the rest of it; a link
        # sends at most 5 comment codes an hour, each good for 10 minutes and 5 tries.
        "ACCESS_LINK_TTL_DAYS": _int_env("ACCESS_LINK_TTL_DAYS", 180),
        "ACCESS_LINK_FAILURES_PER_IP_PER_HOUR": _int_env("ACCESS_LINK_FAILURES_PER_IP_PER_HOUR", 30),
        "ACCESS_LINK_CODES_PER_HOUR": _int_env("ACCESS_LINK_CODES_PER_HOUR", 5),
        # WebAuthn relying party: the origin users see, and its host name as the RP ID.
        "WEBAUTHN_RP_NAME": os.environ.get("WEBAUTHN_RP_NAME", "Claimdesk"),
        "WEBAUTHN_RP_ID": os.environ.get("WEBAUTHN_RP_ID", parsed.hostname or "localhost"),
        "WEBAUTHN_ORIGIN": os.environ.get("WEBAUTHN_ORIGIN", f"{parsed.scheme}://{parsed.netloc}"),
        "WEBAUTHN_TIMEOUT_MS": _int_env("WEBAUTHN_TIMEOUT_MS", 300000),
        # Flask's own signed session is unused, but never let it go out unsafe (STACK-NOTES 12).
        "SESSION_COOKIE_SECURE": secure,
        "SESSION_COOKIE_HTTPONLY": True,
        "SESSION_COOKIE_SAMESITE": "Lax",
        "PERMANENT_SESSION_LIFETIME": 12 * 3600,
    }


def upload_settings() -> dict:
    """Uploads (app.uploads): local storage under the instance, or an S3-compatible bucket."""
    return {
        # The largest file accepted (a logo), and how long a PUT URL stays valid.
        "UPLOAD_MAX_BYTES": _int_env("UPLOAD_MAX_BYTES", 5 * 1024 * 1024),
        "UPLOAD_PUT_TTL": _int_env("UPLOAD_PUT_TTL", 900),
        # Uploads one account may start an hour: each PUT URL takes one file, so this caps the
        # files too. A claim with a photo on each of 100 lines stays well inside it.
        "UPLOADS_PER_ACCOUNT_PER_HOUR": _int_env("UPLOADS_PER_ACCOUNT_PER_HOUR", 300),
        # The largest attachment of a claim or a line (the drop zone says it), and how long a
        # download URL of one works once the claim page has shown it.
        "ATTACHMENT_MAX_BYTES": _int_env("ATTACHMENT_MAX_BYTES", 25 * 1024 * 1024),
        "ATTACHMENT_URL_TTL": _int_env("ATTACHMENT_URL_TTL", 3600),
        # Local storage folder (default: $CLAIMDESK_INSTANCE/uploads).
        "UPLOADS_DIR": os.environ.get("UPLOADS_DIR"),
        # S3-compatible bucket: used when S3_BUCKET is set (presigned PUT URLs).
        "S3_BUCKET": os.environ.get("S3_BUCKET"),
        "S3_REGION": os.environ.get("S3_REGION", "us-east-1"),
        "S3_ENDPOINT_URL": os.environ.get("S3_ENDPOINT_URL"),
        "S3_ADDRESSING": os.environ.get("S3_ADDRESSING", "path"),
        "S3_PREFIX": os.environ.get("S3_PREFIX", ""),
        "S3_ACCESS_KEY_ID": os.environ.get("S3_ACCESS_KEY_ID"),
        "S3_SECRET_ACCESS_KEY": os.environ.get("S3_SECRET_ACCESS_KEY"),
        "S3_SESSION_TOKEN": os.environ.get("S3_SESSION_TOKEN"),
    }


def billing_settings() -> dict:
    """Billing on Stripe (billing/): off until STRIPE_SECRET_KEY is set."""
    return {
        "STRIPE_SECRET_KEY": os.environ.get("STRIPE_SECRET_KEY") or None,
        # The signing secret of the webhook endpoint (`whsec_...`): webhooks are refused without it.
        "STRIPE_WEBHOOK_SECRET": os.environ.get("STRIPE_WEBHOOK_SECRET") or None,
        # The recurring price every organisation subscribes to, and its first trial.
        "STRIPE_PRICE_ID": os.environ.get("STRIPE_PRICE_ID") or None,
        "STRIPE_TRIAL_DAYS": _int_env("STRIPE_TRIAL_DAYS", 14),
        # Another Stripe API address (the tests' local fake); unset means Stripe itself.
        "STRIPE_API_BASE": os.environ.get("STRIPE_API_BASE") or None,
        # How old a signed webhook may be (Stripe's own default tolerance).
        "STRIPE_WEBHOOK_TOLERANCE": _int_env("STRIPE_WEBHOOK_TOLERANCE", 300),
    }


def integration_settings() -> dict:
    """The accounting connection (app.integrations): off unless a Xero app's id and secret are set.
    The URLs are Xero's; tests point them at a local fake."""
    return {
        "XERO_CLIENT_ID": os.environ.get("XERO_CLIENT_ID"),
        "XERO_CLIENT_SECRET": os.environ.get("XERO_CLIENT_SECRET"),
        "XERO_SCOPES": os.environ.get(
            "XERO_SCOPES", "offline_access accounting.transactions accounting.contacts accounting.settings.read"),
        "XERO_AUTHORIZE_URL": os.environ.get("XERO_AUTHORIZE_URL", "https://login.xero.com/identity/connect/authorize"),
        "XERO_TOKEN_URL": os.environ.get("XERO_TOKEN_URL", "https://identity.xero.com/connect/token"),
        "XERO_REVOKE_URL": os.environ.get("XERO_REVOKE_URL", "https://identity.xero.com/connect/revocation"),
        "XERO_API_URL": os.environ.get("XERO_API_URL", "https://api.xero.com"),
        "XERO_WEB_URL": os.environ.get("XERO_WEB_URL", "https://go.xero.com"),
        # How long an authorisation may take, from 'connect' to /xero/callback (spec 1 section 4: 300 s).
        "XERO_STATE_TTL": _int_env("XERO_STATE_TTL", 300),
        # Encrypts stored tokens (default: derived from SECRET_KEY).
        "INTEGRATIONS_TOKEN_KEY": os.environ.get("INTEGRATIONS_TOKEN_KEY"),
    }


def identity_provider_settings() -> dict:
    """Signing in with Google and Microsoft (app.auth.oidc): each provider is off unless its client
    id and secret are set. The issuer / authority are the providers' own; tests point them at a
    local fake."""
    return {
        "GOOGLE_CLIENT_ID": os.environ.get("GOOGLE_CLIENT_ID") or None,
        "GOOGLE_CLIENT_SECRET": os.environ.get("GOOGLE_CLIENT_SECRET") or None,
        # Discovery is read from {issuer}/.well-known/openid-configuration.
        "GOOGLE_ISSUER": os.environ.get("GOOGLE_ISSUER", "https://accounts.google.com"),
        "MICROSOFT_CLIENT_ID": os.environ.get("MICROSOFT_CLIENT_ID") or None,
        "MICROSOFT_CLIENT_SECRET": os.environ.get("MICROSOFT_CLIENT_SECRET") or None,
        # Discovery is read from {authority}/{tenant}/v2.0/.well-known/openid-configuration; the
        # tenant 'common' lets any work, school or personal Microsoft account in, a directory id
        # (or 'organizations') narrows it.
        "MICROSOFT_AUTHORITY": os.environ.get("MICROSOFT_AUTHORITY", "https://login.microsoftonline.com"),
        "MICROSOFT_TENANT": os.environ.get("MICROSOFT_TENANT", "common"),
        # From 'Sign in with ...' / 'Link' to the callback (the same 300 s as the accounting flow).
        "OIDC_STATE_TTL": _int_env("OIDC_STATE_TTL", 300),
    }
