"""The payer's 'More information' (issue 36): the product's own page (/help/payers in the UI) by
default, its rules' date from the server (GET /v1/help/payers, public), and the claim email's link
to it, or to the page CLAIMDESK_PAYER_INFO_URL names."""
from datetime import date

from app.config import from_environment
from app.domain.claim_standing import RULES_AS_AT
from tests.api.factories import party, project, sent_claim, visitor  # noqa: F401  (fixtures)


def test_the_page_reads_the_rules_date_without_an_account(visitor):
    body = visitor().get("/v1/help/payers").get_json()
    assert date.fromisoformat(body["rulesAsAt"]) == RULES_AS_AT
    assert body["rulesNote"] == ("This page follows the Construction Contracts Act 2002 as at 28 November 2026. "
                                 "This is not legal advice.")


def test_the_claim_email_links_the_payer_to_the_page(app, sent_claim):
    mail = sent_claim().mail
    page = f"{app.config['PUBLIC_URL']}/help/payers"
    assert app.config["PAYER_INFO_URL"] is None  # not configured: the product's own page
    assert f"More information on the payer's duties under the Act: {page}\n" in mail["text"]
    assert f'<a href="{page}">More information on the payer' in mail["html"]


def test_another_page_may_be_configured(app, sent_claim, monkeypatch):
    monkeypatch.setenv("CLAIMDESK_PAYER_INFO_URL", "https://www.building.govt.nz/payment-disputes/")
    assert from_environment()["PAYER_INFO_URL"] == "https://www.building.govt.nz/payment-disputes/"
    monkeypatch.setitem(app.config, "PAYER_INFO_URL", "https://www.building.govt.nz/payment-disputes/")
    mail = sent_claim().mail
    assert "More information on the payer's duties under the Act: https://www.building.govt.nz/payment-disputes/" \
        in mail["text"]
    assert "/help/payers" not in mail["text"]
