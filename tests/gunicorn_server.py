"""The app served by a real gunicorn, with the options ops/run uses (app.config.web_server_args), for
the API tests that need a server process of their own (the noisy neighbour, the secrets in the logs).
The browser tests serve theirs with a worker beside it (tests/e2e/conftest.py)."""
import subprocess
import sys
import time
from contextlib import contextmanager
from pathlib import Path

import pytest
import requests

from app.config import web_server_args

ROOT = Path(__file__).resolve().parents[1]


@contextmanager
def gunicorn(env: dict, port: int, log_path: Path, *args: str):
    """gunicorn on 127.0.0.1:`port` with `env`, its output in `log_path`, until it answers /healthz;
    yields its URL (localhost, as the browser and the WebAuthn RP ID use) and stops it after."""
    url = f"http://localhost:{port}"
    log = open(log_path, "w")
    process = subprocess.Popen([str(Path(sys.executable).parent / "gunicorn"), *web_server_args(),
                                "--bind", f"127.0.0.1:{port}", *args, "wsgi:app"],
                               cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT)
    try:
        for _ in range(150):  # polls until it answers (it starts in 1-10 s, far more under load)
            try:
                if requests.get(f"{url}/healthz", timeout=1).status_code == 200:
                    break
            except requests.RequestException:
                pass
            time.sleep(0.2)
        else:
            pytest.fail("the server did not start; see " + str(log_path))
        yield url
    finally:
        process.terminate()
        try:
            process.wait(15)
        except subprocess.TimeoutExpired:
            process.kill()
        log.close()
