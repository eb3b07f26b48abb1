"""Quantities that never disagree (issue 15): in Quantity mode claim 2 shows the contract quantity,
the quantity claimed before, this claim's and the quantity to date as separate labelled columns,
the same in the API, the PDF and the email; a lump-sum line shows no quantity or rate."""
import re
import subprocess

from app.claims.qty_columns import QUANTITY, contract_qty, is_lump_sum
from tests.api.claims.test_submit import claim_mails
from tests.api.factories import ARTIFACTS, pdf_text, pdf_url, rendered, two_claims
from tests.api.factories import no_wait  # noqa: F401  (fixtures)

ROW_2 = ["Blockwork", "420", "62.50", "26,250.00", "20", "10", "30", "7.14%", "625.00", "1,875.00"]


def test_contract_quantity_and_lump_sums():
    assert contract_qty(6_250, 2_625_000) == 420_000 and contract_qty(0, 5_000) == 0
    assert is_lump_sum(1_200_000, 1_200_000, 0, 0)
    assert not is_lump_sum(1_200_000, 1_200_000, 0, 1_000)  # a quantity claimed on it shows
    assert not is_lump_sum(6_250, 2_625_000, 0, 0)


def test_claim_2_in_quantity_mode_reads_the_same_in_the_api_the_pdf_and_the_email(
        project, run_jobs, no_wait, tmp_path, dev_mail):  # noqa: F811
    p = project()
    claim = two_claims(p)
    [blocks] = [x for x in claim["latest"]["lines"] if x["itemId"] == "q"]
    assert (blocks["qtyPrevious"], blocks["entry"]["qtyMilli"], blocks["qtyToDate"]) == (20_000, 10_000, 30_000)
    assert claim["latest"]["resolvedBillingMode"] == "PercentWithQty"

    data = rendered(p.customer, pdf_url(claim, sid=p.customer.account_id, org=p.customer.org["slug"]), run_jobs).data
    # Page 1 as an image, kept for people to look at.
    ARTIFACTS.mkdir(exist_ok=True)
    (ARTIFACTS / "claim-2-quantity.pdf").write_bytes(data)
    subprocess.run(["pdftoppm", "-png", "-r", "100", "-f", "1", "-l", "1", str(ARTIFACTS / "claim-2-quantity.pdf"),
                    str(ARTIFACTS / "claim-2-quantity-page")], check=True)
    text = pdf_text(data, tmp_path)
    flat = " ".join(text.split())
    # The headings (QUANTITY's labels, the screen's) wrap in their narrow columns onto two rows.
    rows = text.splitlines()
    at = next(i for i, row in enumerate(rows) if row.split()[:1] == ["Description"])
    assert rows[at - 1].split() == ["Contract", "Contract", "Previous", "This", "claim", "Qty", "to", "%"], rows[at - 1]
    assert rows[at].split() == ["Description", "qty", "Rate", "value", "qty", "qty", "date", "Complete", "This", "claim",
                                "To", "date"], rows[at]
    assert " ".join(ROW_2) in flat
    # The lump sum: its name, then straight to its contract value (no quantity, no rate).
    assert re.search(r"Site establishment 12,000\.00 100% 0\.00 12,000\.00", flat), flat

    run_jobs()
    [mail] = claim_mails(dev_mail, p.customer.email, number=2)
    assert "Contract qty 420; Rate 62.50; Previous qty 20; This claim qty 10; Qty to date 30" in mail["text"]
    html = " ".join(re.sub(r"<[^>]+>", " ", mail["html"]).split())
    assert " ".join(label for _, label in QUANTITY) in html
    assert " ".join(ROW_2) in html
