#!/usr/bin/env python3
"""Write ui/src/domain/nzHolidays.json: the NZ public holidays the working-day rule uses.

The browser needs the same holiday table as app.domain.working_days, so it is generated
from Python and committed; tests/unit/domain/test_holiday_table.py fails when the committed
file drifts from what this script would write. Run it after moving the calendar window or
upgrading the `holidays` library:

    .venv/bin/python ops/gen_holidays.py
"""
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from app.domain.working_days import FIRST_DAY, LAST_DAY, STATED_THROUGH, public_holidays  # noqa: E402

TARGET = ROOT / "ui" / "src" / "domain" / "nzHolidays.json"


def render() -> str:
    """The table as JSON, one holiday a line (the window runs to 2052: some 400 lines, not 1,700)."""
    rows = [json.dumps({"date": day.isoformat(), "name": name}, ensure_ascii=False)
            for day, name in sorted(public_holidays().items())]
    return ("{\n"
            f'  "first": "{FIRST_DAY.isoformat()}",\n'
            f'  "last": "{LAST_DAY.isoformat()}",\n'
            f'  "stated": "{STATED_THROUGH.isoformat()}",\n'
            '  "holidays": [\n    ' + ",\n    ".join(rows) + "\n  ]\n}\n")


if __name__ == "__main__":
    TARGET.write_text(render(), encoding="utf-8")
    print(f"wrote {TARGET.relative_to(ROOT)}")
