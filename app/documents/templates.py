"""One Jinja environment for every served document and its email: the templates of each kind
(app/claims/templates, app/schedules/templates) and what they share (app/documents/templates: the
PDF page, fonts and type `_pdf_page.html`; the letterhead and footer macros `_pdf_parts.html`),
with the money, quantity, percentage and date filters every document writes the same way, and
`unlinked` (a name a mail client must not turn into a link: app.mail.names).
"""
from pathlib import Path

from jinja2 import Environment, FileSystemLoader, select_autoescape

from app.domain.dates import long_date
from app.domain.money import dollars, format_money, format_percent, format_qty
from app.mail.names import unlinked

APP = Path(__file__).resolve().parent.parent
FOLDERS = [APP / "documents" / "templates", APP / "claims" / "templates", APP / "schedules" / "templates",
           APP / "enforcement" / "templates", APP / "adjudication" / "templates",
           APP / "retention" / "templates"]

_env = Environment(loader=FileSystemLoader([str(folder) for folder in FOLDERS]),
                   autoescape=select_autoescape(["html"]), trim_blocks=True, lstrip_blocks=True)
# `dollars` writes an amount with its dollar sign ('–$23,125.00'); `money` a bare figure for tables.
_env.filters.update(unlinked=unlinked, money=format_money, dollars=dollars,
                    accounting=lambda cents: format_money(cents, accounting=True),
                    qty=format_qty, percent=format_percent, nzdate=long_date, longdate=long_date)


def render(template: str, **context) -> str:
    return _env.get_template(template).render(**context)
