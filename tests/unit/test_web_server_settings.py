"""gunicorn's settings (app.config.web_server_args): a process per core, keep-alive past think time."""
import os

from app.config import web_server, web_server_args


def test_one_process_per_core_with_threads_and_a_long_keep_alive(monkeypatch):
    for name in ("WEB_CONCURRENCY", "WEB_THREADS", "WEB_KEEPALIVE", "WEB_KEEPALIVE_REQUESTS", "WEB_WORKER_CLASS"):
        monkeypatch.delenv(name, raising=False)
    assert web_server() == {"WEB_CONCURRENCY": os.cpu_count(), "WEB_THREADS": 8, "WEB_KEEPALIVE": 75,
                            "WEB_KEEPALIVE_REQUESTS": 20, "WEB_WORKER_CLASS": "app.web_worker.BalancedThreadWorker"}
    args = web_server_args()
    assert args[args.index("--workers") + 1] == str(os.cpu_count())
    # Longer than the UI's longest poll (30 s) and a person's pause between screens.
    assert int(args[args.index("--keep-alive") + 1]) > 30


def test_the_environment_sets_each(monkeypatch):
    monkeypatch.setenv("WEB_CONCURRENCY", "3")
    monkeypatch.setenv("WEB_THREADS", "4")
    monkeypatch.setenv("WEB_KEEPALIVE", "120")
    monkeypatch.setenv("WEB_WORKER_CLASS", "gthread")
    assert web_server_args()[:8] == ["--worker-class", "gthread", "--workers", "3", "--threads", "4",
                                     "--keep-alive", "120"]


def test_the_access_log_masks_the_secrets_of_urls():
    args = web_server_args()
    assert args[args.index("--logger-class") + 1] == "app.access_log.MaskingLogger"
    assert '"%(r)s"' in args[args.index("--access-logformat") + 1]
