"""The worker killed with SIGKILL while it renders a claim PDF: requests meanwhile are told to come
back (202), never given part of a file; once the job has outlived its timeout the next request
queues the render again, and the PDF is rendered once more and served whole."""
import hashlib
import os
import signal
import subprocess
import sys
import time
from datetime import timedelta
from pathlib import Path

import pytest
from rq.job import Job, JobStatus

from app.documents import pdf
from app.jobs.queues import queue
from app.redis import redis_connection
from tests.api.factories import PERIOD, gst, line

ROOT = Path(__file__).resolve().parents[3]
# The job timeout of the render that is killed: a test knob (the setting PDF_RENDER_TIMEOUT). The
# test waits it out, plus app.documents.pdf's ABANDONED_AFTER_TIMEOUT (1 s here: quick_timeout),
# before the render is queued again; the worker is killed as soon as it has started the job, so the
# timeout never runs out while it works (it was 8 s: 5 s of waiting for nothing).
RENDER_TIMEOUT = 3


@pytest.fixture
def quick_timeout(app, monkeypatch):
    saved = {k: app.config.get(k) for k in ("PDF_WAIT_SECONDS", "PDF_RENDER_TIMEOUT")}
    app.config.update(PDF_WAIT_SECONDS=0, PDF_RENDER_TIMEOUT=RENDER_TIMEOUT)
    # The margin for two machines' clocks, beyond the timeout: the requests here and the job's start
    # are read on one machine (5 s of it was waiting for nothing). Decided in this process, by the
    # request that finds the job abandoned, so the wait stays deterministic.
    monkeypatch.setattr(pdf, "ABANDONED_AFTER_TIMEOUT", timedelta(seconds=1))
    yield
    app.config.update(saved)


def _worker(app, test_config) -> subprocess.Popen:
    env = {**os.environ, "CLAIMDESK_ENV": "test", "DATABASE_URL": test_config["DATABASE_URL"],
           "REDIS_URL": test_config["REDIS_URL"], "CLAIMDESK_INSTANCE": str(test_config["INSTANCE"]),
           "SECRET_KEY": test_config["SECRET_KEY"], "PUBLIC_URL": app.config["PUBLIC_URL"]}
    env.pop("SMTP_URL", None)
    return subprocess.Popen([sys.executable, "-m", "flask", "--app", "wsgi", "worker", "--burst"],
                            cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def test_a_worker_killed_mid_render_leaves_no_half_file_and_the_render_is_retried(
        app, project, test_config, run_jobs, quick_timeout):
    p = project()
    run_jobs()  # the sign-up and project emails out of the way
    p.new_claim()
    # Enough lines that the render takes a while, so the kill lands in the middle of it.
    p.lines(create=[line(f"l{i}", f"Line {i} \u2013 stage {i // 10}", 1_000_000, group=[f"Stage {i // 10}"],
                         amount=10_000 + i, tax=gst(10_000 + i)) for i in range(80)])
    p.patch(1, PERIOD)
    # The draft's PDF: a submitted claim's is rendered by the worker that delivers its email
    # (its PDF travels with it), and this test needs a render nobody has started yet.
    url = p.claim(1)["pdfPreviewUrl"]
    cache = Path(test_config["INSTANCE"]) / "pdf"

    assert p.supplier.client.get(url).status_code == 202  # queued with the short timeout
    app.config["PDF_RENDER_TIMEOUT"] = 180  # the render queued again may take its time on a busy machine
    with app.app_context():
        [job_id] = queue("pdf").job_ids
        connection = redis_connection()
    worker = _worker(app, test_config)
    try:
        deadline = time.monotonic() + 120
        job = Job.fetch(job_id, connection=connection)
        while job.get_status(refresh=True) != JobStatus.STARTED:
            assert worker.poll() is None, "the worker ended before starting the render"
            assert time.monotonic() < deadline, "the worker never started the render"
            time.sleep(0.02)
        worker.send_signal(signal.SIGKILL)
        worker.wait(timeout=10)
    finally:
        if worker.poll() is None:
            worker.kill()
    assert job.get_status(refresh=True) == JobStatus.STARTED  # killed mid-render, nothing finished

    # Until the job has outlived its timeout it may still be running somewhere: come back later.
    # Then the next request drops it and queues the render again.
    deadline = time.monotonic() + RENDER_TIMEOUT + 60
    while True:
        response = p.supplier.client.get(url)
        assert response.status_code == 202 and response.headers["Retry-After"] == "2"
        assert list(cache.glob("*")) == []
        if job.get_status(refresh=True) == JobStatus.QUEUED:
            break
        assert time.monotonic() < deadline, "the abandoned render was never queued again"
        time.sleep(0.5)

    # The render, once more, by a worker process as before.
    assert _worker(app, test_config).wait(timeout=300) == 0
    assert job.get_status(refresh=True) == JobStatus.FINISHED
    served = [p.supplier.client.get(url) for _ in range(2)]
    assert [r.status_code for r in served] == [200, 200]
    data = served[0].data
    assert data.startswith(b"%PDF-") and data.rstrip().endswith(b"%%EOF")
    assert served[1].data == data
    assert served[0].headers["X-Content-SHA256"] == hashlib.sha256(data).hexdigest()
    assert [f.read_bytes() for f in cache.iterdir()] == [data]  # one whole file, no temporary left
    with app.app_context():
        assert queue("pdf").count == 0
