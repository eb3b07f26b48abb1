"""Lines imported into a draft claim from a CSV file or a paste (issue 15): the preview writes
nothing, the import writes every row in one transaction or none, per-row problems name the row
and column, any encoding a spreadsheet saves in is read, and only the supplier with SupplierDraft
on a draft may."""
import base64

from app.db import db
from app.domain.csv_lines import HAS_PROBLEMS, MAX_BYTES, MAX_ROWS, NOT_READABLE, TOO_LARGE, TOO_MANY_ROWS
from tests.api.factories import PERIOD, errors_of, line
from tests.querycount import count_queries

RESULT = "lines { row name group type qtyMilli unitPrice totalPrice reference } problems { row column reason } " \
         "message totalPrice"
PREVIEW = """query($id: ID!, $n: Int!, $csv: String, $file: String) {
  claimLinesImportPreview(contractId: $id, number: $n, csv: $csv, file: $file) { %s } }""" % RESULT
IMPORT = """mutation($input: ClaimLinesImportInput!) {
  claimLinesImport(input: $input) { ledgerRev claim { number } result { %s } } }""" % RESULT

GOOD = ("Name,Type,Qty,UnitPrice,AmountExcl,Reference\r\n"
        'Stage 1 >> Piles,,420,62.50,"$26,250.00",P-1\r\n'
        "\r\n"
        "Preliminaries,,,,\"$1,200.00\",\r\n"
        "Extra door,Variations,2,450.5,,VO-3\r\n")


def b64(data: bytes) -> str:
    return base64.b64encode(data).decode()


def preview(p, ws=None, **source):
    return (ws or p.supplier).gql(PREVIEW, {"id": p.id, "n": 1, **source})


def do_import(p, ws=None, **source):
    return (ws or p.supplier).gql(IMPORT, {"input": {"contractId": p.id, "number": 1, **source}})


def lines_of(p):
    return [(e["name"], e["group"], e["type"], e["totalPrice"], e["unitPrice"], e["qtyMilli"], e["amount"],
             e["reference"]) for e in p.ledger()["entries"] if e["itemId"] != "retention"]


def test_preview_then_import_adds_every_row_after_the_existing_lines(project):
    p = project()
    p.new_claim()
    p.lines(create=[line("a", "Existing", 10_000)])
    before = p.ledger()
    shown = preview(p, file=b64(GOOD.encode()))["data"]["claimLinesImportPreview"]
    assert shown["problems"] == [] and shown["message"] is None
    assert [(l["row"], l["name"], l["group"], l["qtyMilli"], l["unitPrice"], l["totalPrice"]) for l in shown["lines"]] \
        == [(2, "Piles", ["Stage 1"], 420_000, 6_250, 2_625_000), (4, "Preliminaries", [], 1_000, 120_000, 120_000),
            (5, "Extra door", [], 2_000, 45_050, 90_100)]
    assert shown["totalPrice"] == 2_625_000 + 120_000 + 90_100
    assert p.ledger() == before  # a preview writes nothing

    done = do_import(p, file=b64(GOOD.encode()))["data"]["claimLinesImport"]
    assert done["result"] == shown and int(done["ledgerRev"]) == int(before["ledgerRev"]) + 1
    assert lines_of(p) == [
        ("Existing", [], "BaseContract", 10_000, 10_000, 0, 0, ""),
        ("Piles", ["Stage 1"], "BaseContract", 2_625_000, 6_250, 0, 0, "P-1"),
        ("Preliminaries", [], "BaseContract", 120_000, 120_000, 0, 0, ""),
        ("Extra door", [], "Variation", 90_100, 45_050, 0, 0, "VO-3"),
    ]
    positions = [e["position"] for e in p.ledger()["entries"] if e["itemId"] != "retention"]
    assert positions == [1000, 2000, 3000, 4000]


def test_pasted_tab_separated_rows_import(project):
    p = project()
    p.new_claim()
    pasted = "name\tqty\tunitPrice\nFrame\t1,500\t$2.00\nRoof\t3\t10\n"
    done = do_import(p, csv=pasted)["data"]["claimLinesImport"]
    assert done["result"]["totalPrice"] == 300_000 + 3_000
    assert [l[0] for l in lines_of(p)] == ["Frame", "Roof"]


def test_encodings_a_spreadsheet_saves_in_are_read(project):
    p = project()
    p.new_claim()
    text = "name\treference\r\nTūranga whare\tŌ-1\r\n"
    for data in (text.encode("utf-16"), b"\xef\xbb\xbf" + text.encode(), text.encode(),
                 "name,reference\nCafé – fit-out,Ref\n".encode("cp1252")):
        shown = preview(p, file=b64(data))["data"]["claimLinesImportPreview"]
        assert shown["problems"] == [] and len(shown["lines"]) == 1, shown
    assert preview(p, file=b64(text.encode("utf-16")))["data"]["claimLinesImportPreview"]["lines"][0]["name"] \
        == "Tūranga whare"
    refused = do_import(p, file=b64(b"PK\x03\x04\x00\x00binary"))["data"]["claimLinesImport"]
    assert refused["result"]["problems"] == [{"row": None, "column": None, "reason": NOT_READABLE}]
    assert refused["ledgerRev"] is None and lines_of(p) == []
    assert errors_of(preview(p, file="not base64!")) == [NOT_READABLE]
    assert errors_of(preview(p)) == ["Give either a file or pasted text"]
    assert errors_of(preview(p, csv="name\n" + "x" * MAX_BYTES)) == [TOO_LARGE]


def test_one_bad_row_refuses_the_whole_import_naming_each_problem(project):
    p = project()
    p.new_claim()
    bad = ("name,type,qty,unitPrice,amountExcl,reference\n"
           "Good,,1,10,10,\n"
           ",,1,10,10,\n"
           "Piles,,2,100,150,\n"
           "Beam,Labour,1,10,,\n"
           + "Long," + "," * 3 + "," + "r" * 201 + "\n"
           + "x" * 501 + ",,,,,\n"
           + " >> ".join(f"G{i}" for i in range(11)) + " >> Deep,,,,,\n")
    result = do_import(p, csv=bad)["data"]["claimLinesImport"]
    assert result["ledgerRev"] is None and result["result"]["lines"] == []
    assert result["result"]["message"] == HAS_PROBLEMS
    assert result["result"]["problems"] == [
        {"row": 3, "column": "name", "reason": "Required"},
        {"row": 4, "column": "amountExcl", "reason": "amountExcl is not qty × unitPrice: it should be 200.00"},
        {"row": 5, "column": "type", "reason": "Unknown type 'Labour'"},
        {"row": 6, "column": "reference", "reason": "Reference must be at most 200 characters"},
        {"row": 7, "column": "name", "reason": "Description must be at most 500 characters"},
        {"row": 8, "column": "name", "reason": "A line sits at most 10 groups deep"},
    ]
    assert lines_of(p) == []


def test_the_row_cap(project):
    p = project()
    p.new_claim()
    result = preview(p, csv="name\n" + "A\n" * (MAX_ROWS + 1))["data"]["claimLinesImportPreview"]
    assert result["problems"] == [{"row": None, "column": None, "reason": TOO_MANY_ROWS}]


def test_only_the_supplier_with_supplier_draft_on_a_draft(project, party):
    p = project()
    p.new_claim()
    pasted = "name\nFrame\n"
    # The customer never sees a New claim at all.
    assert errors_of(preview(p, p.customer, csv=pasted)) == ["Claim not found"]
    assert errors_of(do_import(p, p.customer, csv=pasted)) == ["Claim not found"]
    viewer = p.supplier.add_member(permissions=["ProgressClaims", "ContractView", "ContractComment"])
    assert errors_of(do_import(p, viewer, csv=pasted)) == ["You do not have permission"]
    stranger = party("Other Builders")
    assert errors_of(do_import(p, stranger, csv=pasted)) == ["Contract not found"]
    assert lines_of(p) == []
    drafter = p.supplier.add_member(permissions=["ProgressClaims", "ContractSupplierDraft"])
    assert do_import(p, drafter, csv=pasted)["data"]["claimLinesImport"]["ledgerRev"]
    p.patch(1, PERIOD)
    frame = next(e["itemId"] for e in p.ledger()["entries"] if e["name"] == "Frame")
    p.lines(update=[{"itemId": frame, "percentComplete": 1000}])
    p.submitted(1)
    assert errors_of(do_import(p, csv=pasted)) == [
        "Only drafts are edited. Start a new claim, or change this claim back to draft."]


def test_statements_do_not_grow_with_rows(project, app):
    p = project()
    p.new_claim()
    with app.app_context():
        engine = db.engine

    def counted(rows: int) -> int:
        data = "name,qty,unitPrice\n" + "".join(f"Line {i},{i % 7 + 1},{i}.25\n" for i in range(rows))
        with count_queries(engine) as queries:
            body = do_import(p, csv=data)
        assert len(body["data"]["claimLinesImport"]["result"]["lines"]) == rows
        return queries.count

    counted(5)  # the first edit of the draft records its activity; later ones move it
    small, large = counted(10), counted(2_000)
    assert large == small, (small, large)
    assert large <= 15
    assert len(lines_of(p)) == 2_015
