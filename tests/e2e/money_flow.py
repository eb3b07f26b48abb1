"""Browser steps that read a project's money (issue 40, 'A project's money, drawn'), for any story test:
open the project's Money tab, wait for the chart to be drawn, and read the table beside it (the chart's
accessible equivalent) as one dict per row.

    rows = read_project_money(browser, contract_url)
    # [{'month': 'Mar 2026', 'in-claimed': '$11,500.00', ..., 'out-retentionWithheld': '$0.00'}, ...,
    #  {'month': 'Total', ...}]

The keys are the cells' `data-column` (ui/src/money/MoneyTable.tsx): 'month', then for each side shown
('in', 'out') 'claimed', 'scheduled', 'payable', 'paid', 'outstanding' and 'retentionWithheld'.
"""

from tests.e2e.screens import visible, wait

# A loaded machine builds and runs the chart's chunk slowly: the waits are generous (never sleeps).
TIMEOUT = 60

READ_ROWS = """
return Array.from(document.querySelectorAll('[data-testid=money-table] tr[data-period]')).map((row) => {
  const out = {};
  row.querySelectorAll('[data-column]').forEach((cell) => { out[cell.dataset.column] = cell.textContent.trim(); });
  return out;
});
"""


# Read in the page in one step: the chart redraws (a new canvas) when what it shows changes, so a canvas found
# first and asked for its label after could be gone by then (stale).
DRAWN_LABEL = """
const canvas = document.querySelector('canvas[data-testid=money-chart][data-drawn=true]');
return canvas ? canvas.getAttribute('aria-label') : null;
"""


def chart_drawn(browser) -> str:
    """Wait until the chart's bars are on its canvas; its text alternative (aria-label)."""
    return wait(browser, TIMEOUT).until(lambda d: d.execute_script(DRAWN_LABEL))


def read_money_table(browser) -> list[dict]:
    """The rows of the money table on the page now, months then 'Total'."""
    visible(browser, "[data-testid=money-table]", TIMEOUT)
    return browser.execute_script(READ_ROWS)


def read_money(browser, url: str) -> list[dict]:
    """Open a money page (a project's Money tab or the organisation's Money page) and read its table once its
    chart is drawn."""
    browser.get(url)
    chart_drawn(browser)
    return read_money_table(browser)


def read_project_money(browser, contract_url: str) -> list[dict]:
    """The project's money as its Money tab tables it; `contract_url` the contract page's address
    (e.g. tests.e2e.world.accepted_project's answer)."""
    return read_money(browser, f"{contract_url.rstrip('/')}/money")


def row_of(rows: list[dict], month: str) -> dict:
    return next(r for r in rows if r["month"] == month)
