"""GET /v1/export/claim: a claim's lines as CSV with its PDF's columns (issue 15: quantities that
never disagree). Claim 2 in Quantity mode carries the same numbers as its PDF (test_quantities'
ROW_2), a lump sum has no quantity or rate, a supplier exports its draft, the customer only the
submitted revision, and anyone else gets not found."""
from app.claims.qty_columns import PERCENT, QUANTITY
from tests.api.factories import csv_rows, line, two_claims


def rows_at(ws, url):
    return csv_rows(ws.client.get(url))


def test_claim_2_in_quantity_mode_has_the_pdf_s_quantity_columns(contract):
    p = contract()
    claim = two_claims(p)
    response = p.customer.client.get(claim["csvDownloadUrl"].replace(
        f"sid={p.supplier.account_id}", f"sid={p.customer.account_id}").replace(
        f"org={p.supplier.org['slug']}", f"org={p.customer.org['slug']}"))
    assert 'claim-2.csv"' in response.headers["Content-Disposition"]
    rows = csv_rows(response)
    assert list(rows[0]) == ["Section", "Group", *(label for _, label in QUANTITY), "Reference"]
    blocks, lump = rows
    assert blocks == {"Section": "Base Contract", "Group": "", "Description": "Blockwork", "Contract qty": "420.000",
                      "Rate": "62.50", "Contract value": "26250.00", "Previous qty": "20.000",
                      "This claim qty": "10.000", "Qty to date": "30.000", "% Complete": "7.14",
                      "This claim": "625.00", "To date": "1875.00", "Reference": ""}
    assert (lump["Description"], lump["Contract qty"], lump["Rate"], lump["Previous qty"], lump["Contract value"],
            lump["% Complete"]) == ("Site establishment", "", "", "", "12000.00", "100.00")


def test_the_supplier_exports_its_draft_in_percent_mode_and_others_get_not_found(contract, module_parties):
    p = contract()
    p.new_claim()
    p.lines(create=[line("a", "Slab", 1_000_000, group=["Stage 1"], reference="S-1", percentComplete=2500)])
    claim = p.claim(1)
    assert "revision=draft" in claim["csvDownloadUrl"]
    rows = rows_at(p.supplier, claim["csvDownloadUrl"])
    assert list(rows[0]) == ["Section", "Group", *(label for _, label in PERCENT), "Reference"]
    assert rows == [{"Section": "Base Contract", "Group": "Stage 1", "Description": "Slab",
                     "Contract value": "10000.00", "Previous": "0.00", "This claim": "2500.00", "To date": "2500.00",
                     "Complete": "25.00", "Reference": "S-1"}]
    stranger = module_parties("Other Builders")
    url = claim["csvDownloadUrl"].replace(f"sid={p.supplier.account_id}", f"sid={stranger.account_id}").replace(
        f"org={p.supplier.org['slug']}", f"org={stranger.org['slug']}")
    assert stranger.client.get(url).status_code == 404
    assert p.supplier.client.get(claim["csvDownloadUrl"].replace("number=1", "number=x")).status_code == 400
