"""The quantity columns of a claim's lines (issue 15: quantities that never disagree).

In the Quantity (PercentWithQty) and Planned & Actual (RateQtyEstimate) billing modes a line is
shown with its contract quantity, the quantity claimed before this claim, this claim's quantity
and the quantity to date as separate, labelled columns, the same on the claim screen
(ui/src/claims/grid/columns.ts: the same labels, in the same order), in the PDF and in the email,
which both render `columns_for` with `cell`. The contract quantity is the quote divided by the rate;
percent complete is the amount to date over the quote, which for a line claimed by quantity is the
quantity to date over the contract quantity.

A lump-sum line (its rate is its quote or it has no rate, and no quantity was ever claimed on
it) has no quantity or rate: those cells are empty rather than '0' and '0.00'.
"""
from app.domain.claims import BillingMode
from app.domain.money import QTY_SCALE, div_round, format_money, format_percent, format_qty

QUANTITY = [
    ("name", "Description"), ("contractQty", "Contract qty"), ("unitPrice", "Rate"), ("totalPrice", "Contract value"),
    ("qtyPrevious", "Previous qty"), ("qty", "This claim qty"), ("qtyToDate", "Qty to date"),
    ("percent", "% Complete"), ("thisClaim", "This claim"), ("toDate", "To date"),
]
PLANNED_AND_ACTUAL = [
    ("name", "Description"), ("contractQty", "Planned qty"), ("unitPrice", "Rate"), ("totalPrice", "Planned"),
    ("qtyPrevious", "Previous qty"), ("qty", "Actual qty"), ("qtyToDate", "Qty to date"),
    ("thisClaim", "Actual"), ("toDate", "To date"),
]
# Percent mode has no quantity columns (`columns_for` is None: the PDF and the email show their
# own table); a CSV export still writes its lines through `value`, under the PDF's labels.
PERCENT = [
    ("name", "Description"), ("totalPrice", "Contract value"), ("previous", "Previous"), ("thisClaim", "This claim"),
    ("toDate", "To date"), ("percent", "Complete"),
]
_QTY_KEYS = {"contractQty", "unitPrice", "qtyPrevious", "qty", "qtyToDate"}
# What kind of number each column holds: how `cell` shows it and how a CSV writes it.
MONEY, QTY, PERCENTAGE = "money", "qty", "percent"
KINDS = {"contractQty": QTY, "unitPrice": MONEY, "totalPrice": MONEY, "qtyPrevious": QTY, "qty": QTY,
         "qtyToDate": QTY, "percent": PERCENTAGE, "previous": MONEY, "thisClaim": MONEY, "toDate": MONEY}
_FORMATS = {MONEY: format_money, QTY: format_qty, PERCENTAGE: format_percent}


def columns_for(billing_mode: str) -> list[tuple[str, str]] | None:
    """(key, label) of a resolved billing mode's line columns; None for Percent (no quantities)."""
    if billing_mode == BillingMode.PERCENT_WITH_QTY.value:
        return QUANTITY
    if billing_mode == BillingMode.RATE_QTY_ESTIMATE.value:
        return PLANNED_AND_ACTUAL
    return None


def contract_qty(unit_price: int, total_price: int) -> int:
    """The quote as a quantity at the rate, in thousandths (0 without a rate)."""
    return 0 if unit_price == 0 else div_round(total_price * QTY_SCALE, unit_price)


def is_lump_sum(unit_price: int, total_price: int, qty_previous: int, qty_milli: int) -> bool:
    return unit_price in (total_price, 0) and qty_previous == 0 and qty_milli == 0


def value(line, key: str) -> int | None:
    """The number in a line's cell (a LineView of app.claims.totals), scaled as KINDS says; None
    for an empty cell."""
    e = line.entry
    if key in _QTY_KEYS and is_lump_sum(e.unit_price, e.total_price, line.qty_previous, e.qty_milli):
        return None
    match key:
        case "contractQty":
            return contract_qty(e.unit_price, e.total_price)
        case "unitPrice":
            return e.unit_price
        case "totalPrice":
            return e.total_price
        case "qtyPrevious":
            return line.qty_previous
        case "qty":
            return e.qty_milli
        case "qtyToDate":
            return line.qty_to_date
        case "percent":
            return line.percent_complete if e.total_price else None
        case "previous":
            return line.previous
        case "thisClaim":
            return line.this_claim
        case "toDate":
            return line.to_date
    raise ValueError(key)


def cell(line, key: str) -> str:
    """The text of a line's cell, as the screen, the PDF and the email show it."""
    number = value(line, key)
    return "" if number is None else _FORMATS[KINDS[key]](number)


def subtotal(block, key: str) -> str:
    """A section's subtotal under a column: the money that adds up, nothing under the rest."""
    match key:
        case "thisClaim":
            return format_money(block.this_claim)
        case "toDate":
            return format_money(block.to_date)
    return ""
