"""What every API test shares beyond the fixtures of tests/conftest.py and tests/api/factories.py."""
import pytest


@pytest.fixture(autouse=True)
def _unread_work_ends_with_its_test(request):
    """The jobs a test queued and left unrun (a sent claim's emails, each with its PDF to render, that the
    test never read) end with it, unrun, instead of being run by whichever later test runs jobs next: a
    test's sign-in sends only its own code (tests/auth_helpers.py), so they would only move to the next
    test's run_jobs(), which does not read them either. A module's shared world is built before this, so
    its jobs wait for that module's tests. Not the fault drills (their own app, Redis and worker)."""
    if "app" not in request.fixturenames or request.node.path.parent.name == "faults":
        yield
        return
    from tests.jobs import drop_queued, queued_job_ids

    app = request.getfixturevalue("app")
    before = queued_job_ids(app)
    yield
    drop_queued(app, keep=before)
