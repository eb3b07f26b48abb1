"""The live server's development outbox, read in the run's database by recipient.

Every live server of a test process (tests/e2e/conftest.py's `serve`) and its worker write their
emails to the test run's database, the one the `app` fixture is on, which /dev/mail lists (newest
first, the whole run's). Reading it there by recipient (tests/conftest.py's `outbox`) gives the
same messages as /dev/mail's JSON, without the live server rendering the run's newest 200 emails,
HTML and all, for every question a wait asks (the 200 included the emails of every test before,
a few MB of JSON late in a stage, on the server whose worker renders the PDFs being waited for).
The endpoint itself is tested by tests/api/mail/test_mail.py.
"""

_app = None


def serve_from(app) -> None:
    """The app whose database the live servers of this process use (`serve` in tests/e2e/conftest.py)."""
    global _app
    _app = app


def mails_to(email: str) -> list[dict]:
    """The emails to `email`, newest first, each as /dev/mail's JSON gives it."""
    from tests.conftest import outbox

    assert _app is not None, "no live server has started in this process"
    return outbox(_app, email)
