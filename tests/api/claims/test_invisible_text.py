"""Names that reach the other party (PDFs, emails) arrive without invisible reordering
characters: 'Invoice \\u202eexe.fdp' must never show as 'Invoice pdf.exe'."""
from tests.api.factories import line
from tests.auth_helpers import create_org, new_client, sign_in, unique_email

RLO = "\u202e"


def test_an_organisation_name_loses_its_overrides(app, run_jobs, dev_mail):
    client = new_client(app)
    session = sign_in(client, unique_email(), run_jobs, dev_mail)
    org = create_org(client, session, f"Evil {RLO}exe.fdp\u200b Builders", user_name=f"Sam{RLO} Supplier")
    assert org["name"] == "Evil exe.fdp Builders"


def test_a_ledger_line_and_a_site_name_lose_their_overrides(project):
    p = project(site_name=f"Queen St{RLO} Apartments\u2066")
    p.new_claim()
    p.lines(create=[line("a", f"Invoice {RLO}exe.fdp", 100_00, reference=f"PO{RLO}42")])
    [entry] = [e for e in p.ledger()["entries"] if e["itemId"] == "a"]
    assert (entry["name"], entry["reference"]) == ("Invoice exe.fdp", "PO42")
    assert p.contract["siteName"] == "Queen St Apartments"
