"""Fixtures of the access-link tests: a claim submitted to the customer, and its emailed links."""
import re
import secrets
from dataclasses import dataclass

import pytest

from tests.api.claims.conftest import PERIOD, gst, line, party, project  # noqa: F401
from tests.api.claims.test_pdf import no_wait  # noqa: F401

LINK = re.compile(r"No Claimdesk account\? Open it without signing in: (\S+)")
WWW = re.compile(r"View the claim and download it as a PDF: (\S+)")


@dataclass
class Sent:
    p: object
    url: str  # the access link as emailed
    link_id: str
    key: str
    doc: str
    mail: dict

    def header(self, link_id=None, key=None) -> dict:
        return {"Authorization": f"AccessLink {link_id or self.link_id}:{key or self.key}"}


def submit(p, run_jobs, number=None, amount=1_000_000):
    claim = p.new_claim() if number is None else p.claim(number)
    p.lines(create=[line(None, "Earthworks", 5_000_000, amount=amount, tax=gst(amount))])
    p.patch(claim["number"], {**PERIOD, "date": "2026-03-31"})
    p.submitted(claim["number"])
    run_jobs()
    return claim["number"]


def links_in(dev_mail, email, number) -> list[dict]:
    return [m for m in dev_mail(to=email) if "Payment claim from" in m["subject"] and f"Claim {number} " in m["subject"]]


def parse(url: str) -> tuple[str, str, str]:
    """(link id, key, doc) of an emailed link, /link/{id}/{doc}#key={key}: the key is in the fragment
    only, never in what a browser sends to a server."""
    link_id, doc, key = re.search(r"/link/([^/#?]+)/([^/#?]+)#key=([A-Za-z0-9_-]+)$", url).groups()
    return link_id, key, doc


@pytest.fixture
def sent_claim(project, run_jobs, dev_mail):  # noqa: F811
    """sent_claim() -> Sent: claim 1 submitted to Client Co, with the access link of its email."""

    def make(p=None) -> Sent:
        p = p or project()
        number = submit(p, run_jobs)
        mails = links_in(dev_mail, p.customer.email, number)
        assert len(mails) == 1
        url = LINK.search(mails[0]["text"]).group(1)
        return Sent(p, url, *parse(url), mails[0])

    return make


@pytest.fixture
def visitor(app):
    """A browser with no account: no cookie, its own client address."""

    def make(address=None):
        client = app.test_client()
        client.environ_base["REMOTE_ADDR"] = address or "10.{}.{}.{}".format(*secrets.token_bytes(3))
        return client

    return make
