"""A claim's lines as CSV (the claim page's 'Export lines as CSV'): the lines and columns its PDF
shows, so the screen, the PDF, the email and the spreadsheet never disagree (issue 15).

Columns: Section, Group, then the billing mode's columns of app.claims.qty_columns under the
same labels (Quantity: Description, Contract qty, Rate, Contract value, Previous qty, This claim
qty, Qty to date, % Complete, This claim, To date; Planned & Actual its own; Percent the PDF's
Description, Contract value, Previous, This claim, To date, Complete), then Reference. Every
number comes from `qty_columns.value`, the one computation behind the screen's and the PDF's
cells; a cell the PDF leaves empty (a lump sum's quantities and rate) is empty here too.
Description is the line's own name and Group its parents joined with ' >> ', as the CSV import
reads them back. Money in dollars, quantities in units and percentages as numbers
(app.domain.csv_export). Retention is left out, as in the PDF's line tables.
"""
from typing import Iterator

from app.claims import qty_columns
from app.claims.document import ClaimDocument
from app.domain.csv_export import csv_line, header_line, money_cell, percent_cell, qty_cell, text_cell

GROUP_SEPARATOR = " >> "
_CELLS = {qty_columns.MONEY: money_cell, qty_columns.QTY: qty_cell, qty_columns.PERCENTAGE: percent_cell}


def columns_of(doc: ClaimDocument) -> list[tuple[str, str]]:
    return qty_columns.columns_for(doc.billing_mode) or qty_columns.PERCENT


def file_name(doc: ClaimDocument) -> str:
    return doc.file_name.removesuffix(".pdf") + ".csv"


def claim_csv(doc: ClaimDocument) -> Iterator[str]:
    columns = columns_of(doc)
    yield header_line(["Section", "Group", *(label for _, label in columns), "Reference"])
    for block in doc.sections:
        for line in block.lines:
            cells = [text_cell(block.title), text_cell(GROUP_SEPARATOR.join(line.entry.group_path or ()))]
            for key, _ in columns:
                if key == "name":
                    cells.append(text_cell(line.entry.name))
                else:
                    cells.append(_CELLS[qty_columns.KINDS[key]](qty_columns.value(line, key)))
            cells.append(text_cell(line.entry.reference))
            yield csv_line(cells)
