"""Configuration from the environment, with the embedded defaults of the design card.

Everything a deployment sets comes from environment variables; `create_app(config)` can
override any key (tests do). Nothing here starts a service: the database and Redis URLs are
resolved lazily by `app.embedded` the first time something needs them.
"""
import os
import secrets
from pathlib import Path

ENVIRONMENTS = ("development", "test", "production")


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
    return {
        "ENV_NAME": env,
        "INSTANCE": instance,
        "SECRET_KEY": _secret_key(instance),
        "PUBLIC_URL": public_url,
        "DATABASE_URL": os.environ.get("DATABASE_URL"),
        "REDIS_URL": os.environ.get("REDIS_URL"),
        "SMTP_URL": os.environ.get("SMTP_URL"),
        "MAIL_FROM": os.environ.get("MAIL_FROM", "Claimdesk <no-reply@claimdesk.localhost>"),
        "SALES_EMAIL": os.environ.get("SALES_EMAIL", "sales@claimdesk.localhost"),
        "UI_DIST": Path(os.environ.get("CLAIMDESK_UI_DIST", Path(__file__).resolve().parent.parent / "ui" / "dist")),
        # A request body larger than this is refused before any view reads it.
        "MAX_CONTENT_LENGTH": 16 * 1024 * 1024,
        "JSON_SORT_KEYS": False,
    }
