"""The browser's holiday table (ui/src/domain/nzHolidays.json) must be what Python computes."""
import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]


def test_committed_holiday_json_matches_python():
    spec = importlib.util.spec_from_file_location("gen_holidays", ROOT / "ops" / "gen_holidays.py")
    gen_holidays = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(gen_holidays)
    committed = (ROOT / "ui" / "src" / "domain" / "nzHolidays.json").read_text(encoding="utf-8")
    assert committed == gen_holidays.render(), (
        "ui/src/domain/nzHolidays.json is stale: run .venv/bin/python ops/gen_holidays.py"
    )
